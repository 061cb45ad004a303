/** Per-file helpers for API tests (vitest only: they register hooks and assertions). */
import { afterAll, beforeAll, expect } from 'vitest';

import type { AppOptions } from '../app.js';
import type { Database } from '../db/client.js';
import { createTestApp, listenTestApp, openTestDatabase, type TestApp } from './harness.js';

/**
 * The file's app on its own copy of the seeded database: created before the file's tests, closed after them.
 * The returned object is filled in by `beforeAll`, so tests use it as they would the app itself. With `listen`, the app
 * also listens on a free loopback port, whose URL is `base` (for real HTTP clients: streams, sockets).
 */
export function useTestApp(options: Partial<AppOptions> = {}, { listen = false } = {}): TestApp & { base: string } {
  const t = { base: '' } as TestApp & { base: string };
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options));
    if (listen) t.base = await listenTestApp(t);
  });
  afterAll(() => t.close?.());
  return t;
}

/**
 * The file's own copy of the seeded database (`openTestDatabase`), without an app: opened before the file's tests,
 * closed (and on PostgreSQL dropped) after them. Filled in by `beforeAll`, as `useTestApp`'s object is.
 */
export function useTestDatabase(): Database {
  const database = {} as Database;
  beforeAll(async () => {
    Object.assign(database, await openTestDatabase());
  }, 60_000);
  afterAll(() => database.close?.());
  return database;
}

/** GET as the administrator (or as `token`), expecting 200; a failure names the URL and shows the body. */
export async function getOk(t: TestApp, url: string, token?: string | null) {
  const res = await t.call({ method: 'GET', url, token });
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  return res;
}
