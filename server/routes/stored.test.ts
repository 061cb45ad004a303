/**
 * Read-only resources served from their contracts (server/routes/stored.ts, server/repos/stored.ts): for EVERY contract
 * that declares `storage`, the OpenAPI document has its getList and getOne with the record as reply, the role check
 * follows `access`, every sortable field answers 200 both ways, every declared filter is accepted, and a listed record
 * is what getOne answers. A new read-only resource is checked here without a test of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { allows, type ResourceContract } from '../../contracts/defineResource.js';
import { text, timestamp } from '../../contracts/fields.js';
import { contracts } from '../../contracts/index.js';
import { isStored, type StoredContract, storedResource } from '../repos/stored.js';
import { createTestApp, type TestApp } from '../test/harness.js';

const stored = (Object.values(contracts) as ResourceContract[]).filter(isStored);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** `/audit/{id}` as the OpenAPI document writes it. */
const openApiPath = (path: string) => `/api${path}`;

type Schema = { type?: string; properties?: Record<string, unknown>; items?: Schema; anyOf?: Schema[] };

describe('read-only resources from their contracts', () => {
  it('there is at least one (History)', () => {
    expect(stored.map(c => c.name)).toContain('history');
  });

  describe.each(stored.map(c => [c.name, c] as const))('%s', (_, contract) => {
    const listPath = contract.endpoints.getList!.path;
    const url = (query: string) => `/api${listPath}${query}`;

    it('is in the OpenAPI document: getList and getOne with the record as reply', async () => {
      const doc = (await t.call({ method: 'GET', url: '/api/openapi.json', token: null })).json<{
        paths: Record<
          string,
          Record<string, { responses: Record<string, { content: Record<string, { schema: Schema }> }> }>
        >;
      }>();
      const fields = Object.keys(contract.record.shape).sort();
      const list = doc.paths[openApiPath(listPath)]?.get?.responses['200']?.content['application/json']?.schema;
      expect(list?.type).toBe('array');
      expect(Object.keys(list?.items?.properties ?? {}).sort()).toEqual(fields);
      const one =
        doc.paths[openApiPath(contract.endpoints.getOne!.path)]?.get?.responses['200']?.content['application/json']
          ?.schema;
      expect(Object.keys(one?.properties ?? {}).sort()).toEqual(fields);
    });

    it('lets in exactly the roles its access names', async () => {
      for (const [role, token] of [
        ['admin', t.adminToken],
        ['lab', t.labToken],
      ] as const) {
        const res = await t.call({ method: 'GET', url: url('?_start=0&_end=1'), token });
        expect(res.statusCode, role).toBe(allows(contract, 'list', { role }) ? 200 : 403);
      }
      expect((await t.call({ method: 'GET', url: url(''), token: null })).statusCode).toBe(401);
    });

    it('sorts by every sortable field, both ways, and pages with a total', async () => {
      for (const field of contract.list.sortable) {
        for (const order of ['ASC', 'DESC']) {
          const res = await t.call({ method: 'GET', url: url(`?_sort=${field}&_order=${order}&_start=0&_end=5`) });
          expect(res.statusCode, `${field} ${order}: ${res.body}`).toBe(200);
          expect(Number(res.headers['x-total-count']), field).toBeGreaterThanOrEqual(res.json<unknown[]>().length);
        }
      }
      const unsortable = Object.keys(contract.record.shape).find(f => !contract.list.sortable.includes(f));
      if (unsortable) expect((await t.call({ method: 'GET', url: url(`?_sort=${unsortable}`) })).statusCode).toBe(400);
    });

    it('accepts every declared filter and the search', async () => {
      for (const [name, declaration] of Object.entries(contract.list.filters)) {
        const value = declaration.choices?.[0] ?? (declaration.type === 'date' ? '2026-11-15' : 'x');
        const res = await t.call({ method: 'GET', url: url(`?${name}=${encodeURIComponent(value)}&_start=0&_end=5`) });
        expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      }
      if (contract.list.searchable.length)
        expect((await t.call({ method: 'GET', url: url('?q=a&_start=0&_end=5') })).statusCode).toBe(200);
      expect((await t.call({ method: 'GET', url: url('?no_such_filter=1') })).statusCode).toBe(400);
    });

    it('answers getOne with the record the list shows, and 404 for an unknown one', async () => {
      const [first] = (await t.call({ method: 'GET', url: url('?_start=0&_end=1') })).json<Record<string, unknown>[]>();
      expect(first, 'the seed has a record').toBeDefined();
      const key = String(first[contract.id]);
      const one = await t.call({
        method: 'GET',
        url: `/api${contract.endpoints.getOne!.path.replace(/\{\w+\}/, encodeURIComponent(key))}`,
      });
      expect(one.statusCode, one.body).toBe(200);
      expect(one.json()).toEqual(first);
      const missing = await t.call({
        method: 'GET',
        url: `/api${contract.endpoints.getOne!.path.replace(/\{\w+\}/, contract.id === 'id' ? '2147483647' : 'nobody@example.com')}`,
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().detail).toEqual(expect.any(String));
    });
  });
});

describe('storedResource', () => {
  const base = {
    name: 'probe',
    noun: { one: 'probe', many: 'probes' },
    id: 'id',
    record: z.object({ id: z.number(), at: timestamp, action: text }),
    list: {
      sortable: ['id', 'at'],
      searchable: ['action'],
      filters: { at_gte: { type: 'date' } },
      defaultSort: { field: 'at', order: 'DESC' },
      perPage: 25,
    },
    endpoints: {},
    access: {},
    storage: { table: 'audit_log' },
  } as const satisfies StoredContract;

  it('matches the fields to the columns of the same SQL name', () => {
    expect(Object.keys(storedResource(base).spec.sortable)).toEqual(['id', 'at']);
  });

  it('refuses, when the server starts, an unknown table or a field, sort or filter with no column', () => {
    expect(() => storedResource({ ...base, storage: { table: 'no_such_table' } })).toThrow(/no table no_such_table/);
    expect(() => storedResource({ ...base, record: base.record.extend({ actorEmail: text }) })).toThrow(
      /field actorEmail/,
    );
    expect(() => storedResource({ ...base, list: { ...base.list, sortable: ['id', 'when'] } })).toThrow(
      /sortable field when/,
    );
    expect(() => storedResource({ ...base, list: { ...base.list, filters: { when_gte: { type: 'date' } } } })).toThrow(
      /filter when_gte/,
    );
  });
});
