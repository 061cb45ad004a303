/**
 * Short load run (the long one is `npm run bench:load`): concurrent clients mixing reads and writes
 * against the real server: every answer a 2xx, every acknowledged write present afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, listenTestApp, type TestApp } from '../test/harness.js';
import { runLoad } from '../test/loadRun.js';

let t: TestApp;
let base: string;
beforeAll(async () => {
  // Every simulated client comes from 127.0.0.1: the per-address request limits are off, as in `npm run bench:load`.
  t = await createTestApp({ rateLimits: false });
  base = await listenTestApp(t);
});
afterAll(() => t?.close());

describe('mixed load', () => {
  // At least 5 s and 40 writes: how many requests a loaded machine answers in 5 s is not what this checks.
  it('50 clients for 5 s and 40 writes: 0 errors, every acknowledged write present', { timeout: 120_000 }, async () => {
    const report = await runLoad({ base, clients: 50, seconds: 5, minWrites: 40, log: console.log });
    expect(report.errors.slice(0, 5)).toEqual([]);
    expect(report.missing.slice(0, 5)).toEqual([]);
    expect(report.reads).toBeGreaterThan(0);
  });
});
