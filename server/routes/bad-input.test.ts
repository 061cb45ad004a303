/**
 * Bad input never becomes a 500, always carries `detail`, and leaves the database exactly as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, databaseFingerprint, type TestApp } from '../test/harness.js';

let t: TestApp;
let before: Record<string, string>;
let labEmail: string;
let staffEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  labEmail = (await t.call({ method: 'GET', url: '/api/profiles/getPendingrequests/' })).json()[0].email;
  staffEmail = (await t.call({ method: 'GET', url: '/api/profiles/getAllStaff' })).json()[0].email;
  before = await databaseFingerprint(t.database);
});
afterAll(() => t?.close());

const WRITES: [method: 'POST' | 'PUT' | 'DELETE', url: () => string][] = [
  ['POST', () => '/api/auth/login/'],
  ['POST', () => '/api/devices'],
  ['PUT', () => '/api/Appointments/respondpayable/1'],
  ['PUT', () => '/api/Feedbacks/respondcomplaint/1'],
  ['POST', () => '/api/Feedbacks/replyreview/1'],
  ['PUT', () => '/api/Finance/rejectFA/1'],
  ['PUT', () => `/api/profiles/blockLab/${labEmail}`],
  ['PUT', () => `/api/profiles/unblockLab/${labEmail}`],
  ['PUT', () => `/api/profiles/verifyLab/${labEmail}`],
  ['PUT', () => `/api/profiles/updateLabDetails/${labEmail}`],
  ['POST', () => `/api/profiles/updateLabDetails/${labEmail}`],
  ['POST', () => '/api/profiles/addstaff'],
  ['PUT', () => `/api/profiles/updatestaff/${staffEmail}`],
  ['POST', () => '/api/Inventory/CreateTest'],
  ['PUT', () => '/api/Inventory/UpdateTest/1'],
];

const huge = 'x'.repeat(5000);
const BODIES: [string, string, string?][] = [
  ['not JSON', '{"Title": '],
  ['a JSON array', '[1,2,3]'],
  ['a JSON string', '"hello"'],
  ['a JSON number', '42'],
  ['null', 'null'],
  ['an empty object', '{}'],
  [
    'wrong types',
    JSON.stringify({
      Title: 5,
      Description: [],
      LowerPriceLimit: 'abc',
      UpperPriceLimit: {},
      name: 1,
      email: true,
      Status: 7,
      Reply: null,
      is_active: 'no',
      verified: 'yes',
      reason: 5,
      registration_id: 9,
      user: [],
      type: 'fax',
      password: 1,
      CNIC: 2,
      contact_number: 3,
    }),
  ],
  [
    'nested objects',
    JSON.stringify({ Title: { $gt: '' }, email: { a: 1 }, Status: { b: 2 }, Reply: { c: 3 }, name: ['x'] }),
  ],
  [
    'huge strings',
    JSON.stringify({
      Title: huge,
      Description: huge + huge,
      PreConditions: huge,
      AvgDuration: huge,
      LowerPriceLimit: 1,
      UpperPriceLimit: 2,
      name: huge,
      email: `${huge}@x.pk`,
      Status: huge,
      Reply: huge + huge,
      Response: huge,
      address: huge,
      contact_number: huge,
      landline_number: huge,
      CNIC: huge,
      reason: huge,
      registration_id: huge + huge,
      user: huge,
    }),
  ],
  [
    'out-of-range numbers',
    JSON.stringify({
      Title: 'T',
      Description: 'd'.repeat(120),
      PreConditions: 'p',
      AvgDuration: '1 Day',
      LowerPriceLimit: 1e300,
      UpperPriceLimit: -5,
    }),
  ],
  [
    'NUL characters',
    JSON.stringify({
      Title: 'a\u0000b',
      Description: `${'d'.repeat(120)}\u0000`,
      PreConditions: '\u0000',
      AvgDuration: '\u0000',
      LowerPriceLimit: 1,
      UpperPriceLimit: 2,
      name: '\u0000',
      email: 'a\u0000@b.pk',
      Status: '\u0000',
      Reply: '\u0000',
      contact_number: '0300-1234567',
      CNIC: '35202-1234567-1',
      password: 'a1',
    }),
  ],
  ['prototype keys', '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}'],
];

describe.each(WRITES)('%s %s', (method, url) => {
  it.each(BODIES)('rejects %s with a 4xx and a detail', async (_name, payload) => {
    const res = await t.call({ method, url: url(), payload, headers: { 'content-type': 'application/json' } });
    if (res.statusCode < 400) {
      // A few bodies are valid for some calls (e.g. `{}` for rejectFA's optional reason): they must not
      // have failed with a 500 either. The database check below covers the rejected ones.
      return;
    }
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.json().detail, res.body).toEqual(expect.any(String));
  });
});

describe('after every rejected request', () => {
  it('NUL bytes, huge strings and wrong types never reach the database', async () => {
    // Replays only requests that must be rejected, then compares the whole database.
    const fresh = await createTestApp();
    try {
      const email = (await fresh.call({ method: 'GET', url: '/api/profiles/getPendingrequests/' })).json()[0].email;
      const snapshot = await databaseFingerprint(fresh.database);
      const rejected: [string, string, string][] = [
        ['POST', '/api/Inventory/CreateTest', BODIES[8][1]],
        ['POST', '/api/Inventory/CreateTest', BODIES[9][1]],
        ['POST', '/api/Inventory/CreateTest', BODIES[10][1]],
        ['POST', '/api/profiles/addstaff', BODIES[10][1]],
        ['PUT', `/api/profiles/updateLabDetails/${email}`, BODIES[8][1]],
        ['PUT', '/api/Appointments/respondpayable/1', BODIES[8][1]],
        ['PUT', `/api/profiles/verifyLab/${email}`, BODIES[6][1]],
        ['POST', '/api/devices', BODIES[8][1]],
      ];
      for (const [method, url, payload] of rejected) {
        const res = await fresh.call({
          method: method,
          url,
          payload,
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(500);
      }
      expect(await databaseFingerprint(fresh.database)).toEqual(snapshot);
    } finally {
      await fresh.close();
    }
  });

  it('leaves the catalogue, staff, devices, reviews, complaints and orders as they were', async () => {
    // Some bodies above are acceptable to some calls (a null body to blockLab, `{}` to rejectFA), so labs,
    // financial aid, notifications and the audit log may change; no body is a complete record for a create.
    const after = await databaseFingerprint(t.database);
    for (const table of ['tests', 'staff', 'devices', 'reviews', 'complaints', 'orders', 'logos']) {
      expect(after[table], table).toBe(before[table]);
    }
  });
});

describe('oversized and unsupported bodies', () => {
  it('answers 413 for a JSON body over 1 MB', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/Inventory/CreateTest',
      payload: JSON.stringify({ Title: 'x'.repeat(1_100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBeTruthy();
  });

  it('answers 415 for an unknown content type', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/Inventory/CreateTest',
      payload: 'Title=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().detail).toBeTruthy();
  });

  it('answers 400 for bad list parameters and 404 for unknown ids and paths', async () => {
    for (const url of [
      '/api/Inventory/ViewTests?_sort=password',
      '/api/Inventory/ViewTests?_order=sideways',
      '/api/Inventory/ViewTests?_start=-1',
      '/api/Inventory/ViewTests?_start=5&_end=2',
      '/api/Inventory/ViewTests?nope=1',
      '/api/Inventory/TestDetail/abc',
    ]) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().detail, url).toBeTruthy();
    }
    for (const url of [
      '/api/Inventory/TestDetail/999999',
      '/api/Inventory/TestDetail/99999999999',
      '/api/profiles/getLabDetails/nobody@nowhere.pk',
      '/api/nothing-here',
      '/api/Finance/FADetails/424242',
      '/api/invoice/987654',
    ]) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(url.includes('99999999999') ? 400 : 404);
      expect(res.json().detail, url).toBeTruthy();
    }
  });
});
