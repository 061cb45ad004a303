/**
 * Property-based bad input on the reads (the counterpart of fuzz.test.ts): every GET route of the OpenAPI
 * document, as the administrator and as the demo lab's user, with malformed path keys and query strings — NUL and
 * other control characters, invalid UTF-8 escapes, LIKE wildcards and backslashes, SQL and HTML, 10 kB values,
 * negative / fractional / huge paging numbers, unknown sort fields and filters, repeated keys. Every answer must be
 * below 500 and every refusal must carry `detail`; reads never change the database (fingerprint before and after).
 * Found this way: `?q=%00` answered 500 (PostgreSQL text cannot hold NUL); now a 400.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, databaseFingerprint, type TestApp } from '../test/harness.js';

const RUNS = Number(process.env.QUERY_FUZZ_RUNS ?? 1200);

let t: TestApp;
let routes: string[];

beforeAll(async () => {
  t = await createTestApp();
  const doc = (await t.call({ method: 'GET', url: '/api/openapi.json', token: null })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  routes = Object.entries(doc.paths)
    .filter(([, ops]) => 'get' in ops)
    .map(([path]) => path)
    // The event stream stays open for a valid caller (live.test.ts covers it); the document itself is static.
    .filter(path => !path.endsWith('/notificationStream') && !path.endsWith('/openapi.json'));
});
afterAll(() => t?.close());

const NASTY = [
  '%00',
  'a%00b',
  '%01%1F',
  '%7F',
  '%C0%AF',
  '%ED%A0%80',
  '%FF%FE',
  '%E2%80%AE',
  '%F0%9F%A7%AA',
  '%C4%B0stanbul',
  '%25',
  '_',
  '%5C',
  '%5C%25',
  '%25%25%25',
  "'%20OR%201%3D1--",
  '%3Bdrop%20table%20labs',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '-1',
  '0',
  '1.5',
  '1e309',
  '99999999999999999999',
  '2147483648',
  'NaN',
  'null',
  'true',
  '[]',
  '%7B%7D',
  '',
  '%20',
  'x'.repeat(10_000),
  'lahore',
  'ASC',
  'DESC',
  'id',
  'name',
];
const value = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.integer().map(String),
);
const param = fc.constantFrom(
  'q',
  '_start',
  '_end',
  '_sort',
  '_order',
  '_page',
  '_limit',
  'id',
  'Status',
  'city',
  'verified',
  'is_active',
  'email',
  'Lab_id',
  'unknown_filter',
  'token',
);
const query = fc
  .array(fc.tuple(param, value), { maxLength: 6 })
  .map(pairs => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
const key = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.constantFrom('1', 'lab%40labhub.pk', 'admin%40labhub.pk', '2147483647'),
);

describe('malformed reads', () => {
  it('every GET route: never a 5xx, refusals carry detail, the database unchanged', { timeout: 300_000 }, async () => {
    const before = await databaseFingerprint(t.database);
    let tried = 0;
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), key, query, fc.boolean(), async (path, k, q, asLab) => {
        const url = `${path.replace(/\{[^}]+\}/g, k)}${q ? `?${q}` : ''}`;
        const res = await t.call({ method: 'GET', url, token: asLab ? t.labToken : t.adminToken });
        tried++;
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        expect(res.statusCode, `${url.slice(0, 200)} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(typeof res.json().detail, url.slice(0, 200)).toBe('string');
      }),
      { numRuns: RUNS },
    );
    expect(await databaseFingerprint(t.database)).toEqual(before);
    const spread = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(', ');
    console.log(`query fuzz: ${tried} malformed reads over ${routes.length} GET routes (${spread}); 0 server errors`);
    expect(tried).toBe(RUNS);
  });

  it('a NUL anywhere in the URL is a 400 with detail', async () => {
    for (const url of [
      '/api/profiles/getAllLabs?q=%00',
      '/api/Appointments/getaccountspayable?q=a%00b',
      '/api/profiles/getLabDetails/%00',
      '/api/Inventory/ViewTests?_sort=%00',
    ]) {
      const res = await t.call({ method: 'GET', url, token: t.adminToken });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().detail).toBe('Text must not contain NUL characters.');
    }
  });
});
