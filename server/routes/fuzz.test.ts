/**
 * Property-based bad input: thousands of malformed requests across every write call — broken JSON,
 * wrong content types, bodies that are not objects, bad ids, missing required fields, wrong types, 100 kB strings,
 * unicode, SQL and HTML payloads — each answered with a 4xx carrying `detail`, never a 5xx, and the database
 * byte-for-byte unchanged afterwards (a fingerprint of every table). The requests are made by server/test/fuzzRequests.ts.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { queryRows } from '../db/client.js';
import { DEMO_SHARED_PASSWORD } from '../db/seed/index.js';
import { type FieldKind, requestFor, type WriteRoute } from '../test/fuzzRequests.js';
import { createTestApp, databaseFingerprint, type TestApp } from '../test/harness.js';
import { labRegistration } from '../test/requestBodies.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2400);

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
      valid: labRegistration('fuzz-lab@example.pk', 'Fuzz'),
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
      const arb = fc.constantFrom(...routes).chain(route => requestFor(route, keys));
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
