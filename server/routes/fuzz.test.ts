/**
 * Property-based bad input: thousands of malformed requests across every write call — broken JSON,
 * wrong content types, bodies that are not objects, bad ids, missing required fields, wrong types, 100 kB strings,
 * unicode, SQL and HTML payloads — each answered with a 4xx carrying `detail`, never a 5xx, and the database
 * byte-for-byte unchanged afterwards (a fingerprint of every table).
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { queryRows } from '../db/client.js';
import { DEMO_SHARED_PASSWORD } from '../db/seed/index.js';
import { createTestApp, databaseFingerprint, type TestApp } from '../test/harness.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2400);

type FieldKind = 'str' | 'optstr' | 'email' | 'num' | 'int' | 'lat' | 'true' | 'false' | { enum: string[] };
type Who = 'admin' | 'lab' | 'patient' | null;

interface WriteRoute {
  name: string;
  method: 'POST' | 'PUT' | 'DELETE';
  /** Path with a real key; `key` says what the key is (for the bad-key requests). */
  path: (key: string) => string;
  key?: 'id' | 'email';
  who: Who;
  /** A valid body (undefined: the call takes none); its fields and their kinds. */
  valid?: Record<string, unknown>;
  fields?: Record<string, FieldKind>;
  multipart?: boolean;
}

let t: TestApp;
let patientToken: string;
let keys: { lab: string; staff: string; appointment: number };
let routes: WriteRoute[];

beforeAll(async () => {
  t = await createTestApp();
  const [p] = await queryRows<{ email: string; appointment: number }>(
    t.database.db,
    sql`select u.email, a.id as appointment from users u join appointments a on a.patient_id = u.id where u.role = 'patient' order by a.id limit 1`,
  );
  const res = await t.call({
    method: 'POST',
    url: '/api/auth/patientLogin/',
    token: null,
    payload: { email: p.email, password: DEMO_SHARED_PASSWORD },
  });
  patientToken = res.json().access_token;
  const [staff] = await queryRows<{ email: string }>(t.database.db, sql`select email from staff order by id limit 1`);
  keys = { lab: 'lab@labhub.pk', staff: staff.email, appointment: p.appointment };
  const test = {
    Title: 'Fuzz',
    Description: 'd'.repeat(120),
    PreConditions: 'None',
    LowerPriceLimit: 100,
    UpperPriceLimit: 200,
    AvgDuration: '1 Day',
  };
  const testKinds: Record<string, FieldKind> = {
    Title: 'str',
    Description: 'str',
    PreConditions: 'str',
    LowerPriceLimit: 'num',
    UpperPriceLimit: 'num',
    AvgDuration: 'str',
  };
  routes = [
    {
      name: 'login',
      method: 'POST',
      path: () => '/api/auth/login/',
      who: null,
      valid: { email: 'admin@labhub.pk', password: 'Admin1234' },
      fields: { email: 'str', password: 'str' },
    },
    {
      name: 'patient login',
      method: 'POST',
      path: () => '/api/auth/patientLogin/',
      who: null,
      valid: { email: p.email, password: DEMO_SHARED_PASSWORD },
      fields: { email: 'str', password: 'str' },
    },
    {
      name: 'register lab',
      method: 'POST',
      path: () => '/api/auth/registerLab/',
      who: null,
      valid: {
        email: 'fuzz-lab@example.pk',
        password: 'Register123',
        name: 'Fuzz',
        labname: 'Fuzz',
        address: 'A',
        city: 'Lahore',
        contact_number: '0300-1234567',
        landline_number: '042-1234567',
        latitude: 31.5,
        longitude: 74.3,
      },
      fields: {
        email: 'email',
        password: 'str',
        name: 'str',
        labname: 'str',
        address: 'str',
        city: 'str',
        contact_number: 'str',
        landline_number: 'str',
        latitude: 'lat',
        longitude: 'lat',
      },
    },
    {
      name: 'devices',
      method: 'POST',
      path: () => '/api/devices',
      who: 'admin',
      valid: { registration_id: 'tok', user: 'admin@labhub.pk', type: 'web' },
      fields: { registration_id: 'str', user: 'str', type: { enum: ['web', 'android', 'ios'] } },
    },
    {
      name: 'respond payable',
      method: 'PUT',
      path: k => `/api/Appointments/respondpayable/${k}`,
      key: 'id',
      who: 'admin',
      valid: { Status: 'Paid' },
      fields: { Status: 'str' },
    },
    {
      name: 'respond complaint',
      method: 'PUT',
      path: k => `/api/Feedbacks/respondcomplaint/${k}`,
      key: 'id',
      who: 'admin',
      valid: { Response: 'Done' },
      fields: { Response: 'str' },
    },
    {
      name: 'reply review',
      method: 'POST',
      path: k => `/api/Feedbacks/replyreview/${k}`,
      key: 'id',
      who: 'lab',
      valid: { Reply: 'Thanks' },
      fields: { Reply: 'str' },
    },
    { name: 'approve FA', method: 'PUT', path: k => `/api/Finance/approveFA/${k}`, key: 'id', who: 'admin', valid: {} },
    {
      name: 'reject FA',
      method: 'PUT',
      path: k => `/api/Finance/rejectFA/${k}`,
      key: 'id',
      who: 'admin',
      valid: { reason: 'no' },
      fields: { reason: 'optstr' },
    },
    {
      name: 'block lab',
      method: 'PUT',
      path: k => `/api/profiles/blockLab/${k}`,
      key: 'email',
      who: 'admin',
      valid: { is_active: false },
      fields: { is_active: 'false' },
    },
    {
      name: 'unblock lab',
      method: 'PUT',
      path: k => `/api/profiles/unblockLab/${k}`,
      key: 'email',
      who: 'admin',
      valid: { is_active: true },
      fields: { is_active: 'true' },
    },
    {
      name: 'verify lab',
      method: 'PUT',
      path: k => `/api/profiles/verifyLab/${k}`,
      key: 'email',
      who: 'admin',
      valid: { verified: true },
      fields: { verified: 'true' },
    },
    {
      name: 'update lab',
      method: 'PUT',
      path: k => `/api/profiles/updateLabDetails/${k}`,
      key: 'email',
      who: 'admin',
      valid: { name: 'N', address: 'A', contact_number: '0300-1234567', landline_number: '042-1234567' },
      fields: { name: 'str', address: 'str', contact_number: 'str', landline_number: 'str' },
    },
    {
      name: 'upload logo',
      method: 'POST',
      path: k => `/api/profiles/updateLabDetails/${k}`,
      key: 'email',
      who: 'admin',
      multipart: true,
    },
    {
      name: 'add staff',
      method: 'POST',
      path: () => '/api/profiles/addstaff',
      who: 'admin',
      valid: {
        name: 'N',
        email: 'fuzz-staff@example.pk',
        contact_number: '0300-1234567',
        password: 'Secret123',
        CNIC: '35202-1234567-1',
      },
      fields: { name: 'str', email: 'email', contact_number: 'email', password: 'str', CNIC: 'email' },
    },
    {
      name: 'update staff',
      method: 'PUT',
      path: k => `/api/profiles/updatestaff/${k}`,
      key: 'email',
      who: 'admin',
      valid: { name: 'N', contact_number: '0300-1234567', CNIC: '35202-1234567-1' },
      fields: { name: 'str', contact_number: 'email', CNIC: 'email' },
    },
    { name: 'delete staff', method: 'DELETE', path: k => `/api/profiles/deletestaff/${k}`, key: 'email', who: 'admin' },
    { name: 'delete lab', method: 'DELETE', path: k => `/api/profiles/deleteLab/${k}`, key: 'email', who: 'admin' },
    {
      name: 'create test',
      method: 'POST',
      path: () => '/api/Inventory/CreateTest',
      who: 'admin',
      valid: test,
      fields: testKinds,
    },
    {
      name: 'update test',
      method: 'PUT',
      path: k => `/api/Inventory/UpdateTest/${k}`,
      key: 'id',
      who: 'admin',
      valid: test,
      fields: testKinds,
    },
    { name: 'delete test', method: 'DELETE', path: k => `/api/Inventory/DeleteTest/${k}`, key: 'id', who: 'admin' },
    {
      name: 'delete notification',
      method: 'DELETE',
      path: k => `/api/Settings/deleteNotification/${k}`,
      key: 'id',
      who: 'admin',
    },
    {
      name: 'delete all notifications',
      method: 'DELETE',
      path: () => '/api/Settings/deleteAllNotifications',
      who: 'admin',
    },
    { name: 'mark read', method: 'POST', path: k => `/api/Settings/markAsRead/${k}`, key: 'id', who: 'admin' },
    {
      name: 'request FA',
      method: 'POST',
      path: () => '/api/Finance/requestFA',
      who: 'patient',
      valid: {
        Appointment_id: keys.appointment,
        Amount: 1,
        Phone_Number: '0300-1234567',
        Address: 'A',
        Description: 'D',
      },
      fields: { Appointment_id: 'int', Amount: 'num', Phone_Number: 'email', Address: 'str', Description: 'str' },
    },
    {
      name: 'file complaint',
      method: 'POST',
      path: () => '/api/Feedbacks/addcomplaint',
      who: 'patient',
      valid: { Type: 'Refund', Description: 'D' },
      fields: {
        Type: {
          enum: ['Late Report', 'Wrong Result', 'Rude Staff', 'Overcharging', 'Home Sampling Delay', 'Refund', 'Other'],
        },
        Description: 'str',
      },
    },
  ];
});
afterAll(() => t?.close());

// --- generators ---------------------------------------------------------------------------------------------------
const SQL = [
  "' OR '1'='1",
  '1; DROP TABLE labs; --',
  "admin@labhub.pk' --",
  '" OR ""="',
  "1' UNION SELECT password_hash FROM users --",
  '%',
  '_',
  '\\',
];
const HTML = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
];
const BIG = ['a'.repeat(100_000), 'ё'.repeat(100_000), '<b>'.repeat(34_000), '0'.repeat(100_000)];
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(...SQL, ...HTML),
  fc.constantFrom(...BIG),
);
const junk: fc.Arbitrary<unknown> = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);
const notString = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
);

/** A value the field's schema must refuse. */
function wrongValue(kind: FieldKind): fc.Arbitrary<unknown> {
  if (typeof kind === 'object')
    return fc.oneof(
      notString,
      text.filter(s => !kind.enum.includes(s)),
    );
  switch (kind) {
    case 'optstr':
      // May be empty: only the wrong type or a size beyond the limit is refused.
      return fc.oneof(notString, fc.constantFrom(...BIG));
    case 'str':
      return fc.oneof(notString, fc.constantFrom(...BIG), fc.constant(''), fc.constant('   '));
    case 'email':
      // Formatted fields (emails, phone numbers, CNICs): injections and junk never match the pattern.
      return fc.oneof(
        notString,
        fc.constantFrom(...SQL, ...HTML, ...BIG),
        fc.constant(''),
        fc.string({ maxLength: 6 }).map(s => `${s} x`),
      );
    case 'num':
      return fc.oneof(
        fc.string({ minLength: 1 }).filter(s => s.trim() === '' || Number.isNaN(Number(s))),
        fc.boolean(),
        fc.constant(null),
        fc.array(fc.integer(), { maxLength: 2 }),
        fc.integer({ max: -1 }),
        fc.constant(1e12),
      );
    case 'int':
      return fc.oneof(
        fc.string({ minLength: 1 }),
        fc.boolean(),
        fc.constant(null),
        fc.integer({ max: 0 }),
        fc.double({ min: 0.1, max: 0.9 }),
        fc.constant(2 ** 40),
      );
    case 'lat':
      return fc.oneof(
        fc.string(),
        fc.boolean(),
        fc.constant(null),
        fc.double({ min: 181, max: 1e9 }),
        fc.double({ min: -1e9, max: -181 }),
      );
    case 'true':
      return fc.oneof(fc.constant(false), fc.constant('true'), fc.integer(), fc.constant(null), fc.string());
    case 'false':
      return fc.oneof(
        fc.constant(true),
        fc.constant('false'),
        fc.integer({ min: 1 }),
        fc.constant(null),
        fc.string({ minLength: 1 }),
      );
  }
}

const badKey = (key: 'id' | 'email') =>
  key === 'id'
    ? fc.oneof(
        fc.integer({ max: 0 }),
        fc.double({ min: 0.1, max: 1e6 }).filter(d => !Number.isInteger(d)),
        fc.constant(2 ** 31),
        fc.constant(1e20),
        fc.constantFrom(...SQL, ...HTML.slice(0, 2), 'abc', '١٢٣', '1.5', '-3', ''),
        fc.integer({ min: 2_000_000, max: 2 ** 31 - 1 }),
      )
    : fc.oneof(
        fc.constantFrom(...SQL, ...HTML.slice(0, 2)),
        fc.string({ minLength: 1, maxLength: 30 }).map(s => `nobody-${s}@example.pk`),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 10 }),
      );

interface Req {
  route: string;
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  who: Who;
}

function requestFor(route: WriteRoute): fc.Arbitrary<Req> {
  const base = { route: route.name, method: route.method, who: route.who };
  const realKey = route.key === 'email' ? (route.name.includes('staff') ? keys.staff : keys.lab) : '1';
  const url = route.path(realKey);
  const json = { 'content-type': 'application/json' };
  const kinds: fc.Arbitrary<Req>[] = [
    fc
      .string({ maxLength: 30 })
      // `{` + `}` is valid JSON (an empty object): only text that does not parse is broken.
      .filter(s => {
        try {
          JSON.parse(`{${s}`);
          return false;
        } catch {
          return true;
        }
      })
      .map(s => ({ ...base, kind: 'broken JSON', url, headers: json, payload: `{${s}` })),
    fc
      .oneof(fc.array(junk, { maxLength: 3 }), fc.integer(), fc.string(), fc.boolean(), fc.constant(null))
      .map(v => ({ ...base, kind: 'not an object', url, headers: json, payload: JSON.stringify(v) })),
    fc
      .tuple(
        fc.constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'image/png'),
        fc.string(),
      )
      .filter(([type]) => !(route.multipart && type === 'image/png'))
      .map(([type, body]) => ({
        ...base,
        kind: 'wrong content type',
        url,
        headers: { 'content-type': type },
        payload: body || 'x',
      })),
  ];
  if (route.key) {
    kinds.push(
      badKey(route.key).map(k => ({
        ...base,
        kind: 'bad key',
        url: route.path(encodeURIComponent(String(k))),
        headers: json,
        payload: route.valid ? JSON.stringify(route.valid) : undefined,
      })),
    );
  }
  if (route.multipart) {
    kinds.push(
      fc.string().map(s => ({
        ...base,
        kind: 'broken multipart',
        url,
        headers: { 'content-type': 'multipart/form-data; boundary=X' },
        payload: `--X\r\n${s}`,
      })),
    );
    kinds.push(
      fc.constantFrom('text/html', 'image/svg+xml', 'application/pdf').map(type => ({
        ...base,
        kind: 'wrong file type',
        url,
        headers: { 'content-type': 'multipart/form-data; boundary=X' },
        payload: `--X\r\nContent-Disposition: form-data; name="Logo"; filename="x"\r\nContent-Type: ${type}\r\n\r\n<svg onload=alert(1)>\r\n--X--\r\n`,
      })),
    );
  }
  const fields = route.fields;
  if (route.valid && fields && Object.keys(fields).length) {
    const names = Object.keys(fields);
    const extras = fc.dictionary(fc.string({ maxLength: 12 }), junk, { maxKeys: 3 });
    kinds.push(
      fc.tuple(fc.subarray(names, { minLength: 1 }), extras).map(([drop, extra]) => {
        const body: Record<string, unknown> = { ...extra, ...route.valid };
        for (const n of drop) delete body[n];
        return { ...base, kind: 'missing fields', url, headers: json, payload: JSON.stringify(body) };
      }),
    );
    kinds.push(
      fc
        .tuple(fc.constantFrom(...names), extras)
        .chain(([name, extra]) => wrongValue(fields[name]).map(value => ({ name, extra, value })))
        .map(({ name, extra, value }) => ({
          ...base,
          kind: 'wrong value',
          url,
          headers: json,
          payload: JSON.stringify({ ...extra, ...route.valid, [name]: value }),
        })),
    );
  }
  return fc.oneof(...kinds);
}

describe('malformed requests on every write call', () => {
  it(
    `${RUNS} random malformed requests: 4xx with detail, never 5xx, database unchanged`,
    { timeout: 300_000 },
    async () => {
      const before = await databaseFingerprint(t.database);
      const tokens: Record<string, string | null> = {
        admin: t.adminToken,
        lab: t.labToken,
        patient: patientToken,
        null: null,
      };
      const counts = new Map<string, number>();
      const arb = fc.constantFrom(...routes).chain(requestFor);
      await fc.assert(
        fc.asyncProperty(arb, async req => {
          const res = await t.call({
            method: req.method,
            url: req.url,
            headers: req.headers,
            payload: req.payload,
            token: tokens[String(req.who)],
          });
          counts.set(`${req.route} · ${req.kind}`, (counts.get(`${req.route} · ${req.kind}`) ?? 0) + 1);
          if (res.statusCode < 400 || res.statusCode >= 500)
            throw new Error(
              `${req.method} ${req.url} (${req.kind}) → ${res.statusCode} ${res.body.slice(0, 200)}\nbody: ${String(req.payload).slice(0, 300)}`,
            );
          const body = res.json<{ detail?: unknown }>();
          if (typeof body.detail !== 'string' || !body.detail)
            throw new Error(
              `${req.method} ${req.url} (${req.kind}) → ${res.statusCode} without detail: ${res.body.slice(0, 200)}`,
            );
        }),
        { numRuns: RUNS },
      );
      const tried = [...counts.values()].reduce((a, b) => a + b, 0);
      const routesHit = new Set([...counts.keys()].map(k => k.split(' · ')[0]));
      console.log(
        `fuzz: ${tried} malformed requests over ${routesHit.size} write calls and ${counts.size} (call, kind) pairs; 0 successes, 0 server errors`,
      );
      expect(tried).toBeGreaterThanOrEqual(2000);
      expect(routesHit.size).toBe(routes.length);
      expect(await databaseFingerprint(t.database)).toEqual(before);
    },
  );
});
