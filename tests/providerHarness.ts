/**
 * The data provider's tests' shared setup: the real API (seeded in-memory PGlite, listening on a free port, global
 * fetch) and the provider over it, with the calls the dataProvider/*.test.ts files share (their data:
 * providerFixtures.ts). `startProviderApp()` in a test file fills `t`, `apiUrl` and `dp` before its tests (live
 * bindings) and closes the app after them.
 */
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, expect } from 'vitest';

import { createDataProvider, type LabHubDataProvider } from '../dataProvider/index';
import type { AppOptions } from '../server/app';
import { createTestApp, type TestApp } from '../server/test/harness';
import { page, type Row } from './providerFixtures';

export let t: TestApp;
export let apiUrl: string;
export let dp: LabHubDataProvider;

/** `options`: the app's own (e.g. a small `listTotalBound`). */
export function startProviderApp(options: Partial<AppOptions> = {}) {
  beforeAll(async () => {
    t = await createTestApp(options);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    apiUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`;
    dp = createDataProvider({ apiUrl, getToken: () => t.adminToken });
  });
  afterAll(() => t?.close());
}

/** The server's own answer (inject, admin token), to compare the provider with. */
export async function server(url: string) {
  const res = await t.call({ method: 'GET', url: `/api${url}` });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
  return { json: res.json(), total: res.headers['x-total-count'] as string | undefined, headers: res.headers };
}

export const list = async (
  resource: string,
  filter: Record<string, unknown> = {},
  sort: { field: string; order: 'ASC' | 'DESC' } = { field: 'id', order: 'ASC' },
) => (await dp.getList(resource, { filter, sort, pagination: page() })).data as Row[];
