/**
 * /api/openapi.json documents a reply shape on every operation (issue 17): each operation has a 2xx response with a
 * content schema that is not empty. Walks the document, so a route added without a reply schema fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }> };

describe('GET /api/openapi.json', () => {
  it('has a reply schema on every operation', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/openapi.json', token: null })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
    );
    expect(operations.length).toBeGreaterThan(50);
    const missing = operations
      .filter(({ op }) => {
        const ok = Object.entries(op.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
        return !ok.some(([, response]) =>
          Object.values(response.content ?? {}).some(c => c.schema && Object.keys(c.schema).length > 0),
        );
      })
      .map(({ key }) => key);
    expect(missing).toEqual([]);
  });
});
