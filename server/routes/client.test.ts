/**
 * A stranger's client from GET /api/openapi.json alone: openapi-typescript generates the types from the served
 * document (they must equal the committed tests/client/labhub-api.d.ts), the small openapi-fetch client of
 * tests/client/labhubClient.ts compiles under --strict with them (its `@ts-expect-error` lines prove the lists are
 * typed with their parameters), and it signs in, pages a list and creates a record against the real API over HTTP.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { sql } from 'drizzle-orm';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiTypes, TYPES_FILE } from '../../tests/client/generate.js';
import { createTest, LabHubError, signIn, testsPage } from '../../tests/client/labhubClient.js';
import { queryRows } from '../db/client.js';
import { DEMO_ACCOUNTS } from '../db/seed/index.js';
import { createTestApp, listenTestApp, type TestApp } from '../test/harness.js';

const CLIENT_FILE = fileURLToPath(new URL('../../tests/client/labhubClient.ts', import.meta.url));

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listenTestApp(t);
});
afterAll(() => t?.close());

describe('a typed client generated from the document', () => {
  it('openapi-typescript generates the types from the served document: the committed ones (npm run api:types)', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/openapi.json', token: null })).json<object>();
    const generated = await apiTypes(doc);
    expect(generated).toContain("'/api/Inventory/ViewTests': {");
    expect(generated === readFileSync(TYPES_FILE, 'utf8'), 'run `npm run api:types` and commit the result').toBe(true);
  });

  it('the client compiles under --strict', () => {
    const program = ts.createProgram([CLIENT_FILE], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      types: [],
      skipLibCheck: true,
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map(d => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  });

  it('signs in, pages a list with its total and creates a record against the API', async () => {
    const { admin } = DEMO_ACCOUNTS;
    const { client, user } = await signIn(baseUrl, admin.email, admin.password);
    expect(user).toMatchObject({ email: admin.email, role: 'admin' });

    const [{ n }] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select cast(count(*) as integer) as n from tests`,
    );
    const first = await testsPage(client, 0, 5, { _sort: 'Title', _order: 'ASC' });
    const second = await testsPage(client, 1, 5, { _sort: 'Title', _order: 'ASC' });
    expect(first.total).toBe(n);
    expect(first.rows).toHaveLength(Math.min(5, n));
    expect(first.range).toBe(`tests 0-${first.rows.length - 1}/${n}`);
    const titles = [...first.rows, ...second.rows].map(r => r.Title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(new Set(titles).size).toBe(titles.length);

    const created = await createTest(client, {
      Title: 'Typed client: Ferritin',
      Description:
        'Measures ferritin, the protein that stores iron, to find iron deficiency or overload; made by the typed client test.',
      PreConditions: 'None',
      LowerPriceLimit: 1200,
      UpperPriceLimit: 2200,
      AvgDuration: '1 day',
    });
    expect(created).toMatchObject({ detail: 'Test created.', Title: 'Typed client: Ferritin', LowerPriceLimit: 1200 });
    const found = await testsPage(client, 0, 10, { q: 'Typed client' });
    expect(found.rows.map(r => r.id)).toEqual([created.id]);
    expect(found.total).toBe(1);

    // A refusal comes back typed with the one error shape.
    const duplicate = await createTest(client, { ...created, Title: created.Title }).catch((e: unknown) => e);
    expect(duplicate).toBeInstanceOf(LabHubError);
    expect((duplicate as LabHubError).status).toBe(409);
    expect((duplicate as LabHubError).body?.errors?.Title).toBeTruthy();
    await expect(signIn(baseUrl, admin.email, 'wrong-password')).rejects.toMatchObject({ status: 401 });
  });
});
