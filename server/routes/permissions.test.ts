/**
 * Permissions matrix: every API route (from the OpenAPI document, so a new route cannot be forgotten)
 * × {no token, forged token, expired token, the lab's user, another lab's user, a patient, the administrator}.
 * Asserts 401 / 403 / 404 where due and counts unauthorised successes, which must be zero. A lab's data is
 * reachable by its own user and the administrators only.
 */
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { queryRows } from '../db/client.js';
import { DEMO_SHARED_PASSWORD } from '../db/seed/index.js';
import { createTestApp, JWT_SECRET, login, type TestApp } from '../test/harness.js';
import { PUBLIC_OPERATIONS } from '../test/publicOperations.js';
import { labRegistration } from '../test/requestBodies.js';

type Access = 'public' | 'signedIn' | 'labOwn' | 'adminOrLab' | 'patient' | 'admin';
type Who = 'none' | 'forged' | 'expired' | 'lab' | 'otherLab' | 'patient' | 'admin';
const WHO: Who[] = ['none', 'forged', 'expired', 'lab', 'otherLab', 'patient', 'admin'];

const PUBLIC = new Set(PUBLIC_OPERATIONS);
const SIGNED_IN = new Set([
  'GET /api/auth/me',
  'GET /api/auth/sessions',
  'DELETE /api/auth/sessions',
  'DELETE /api/auth/sessions/{id}',
  'PUT /api/auth/password',
  'GET /api/preferences',
  'PUT /api/preferences/{key}',
  'DELETE /api/preferences/{key}',
  'DELETE /api/preferences',
  'POST /api/devices',
  'DELETE /api/devices/{registration_id}',
  'GET /api/Settings/getNotifications',
  'GET /api/Settings/getUnreadNotifications',
  'DELETE /api/Settings/deleteAllNotifications',
  'DELETE /api/Settings/deleteNotification/{id}',
  'POST /api/Settings/markAsRead/{id}',
  'POST /api/Settings/markAllAsRead',
  'GET /api/Settings/notificationStream',
]);
const LAB_OWN = new Set([
  'GET /api/profiles/getLabDetails/{id}',
  'GET /api/profiles/geteqa/{id}',
  'GET /api/profiles/eqa/{id}/download',
  'GET /api/Feedbacks/getlabreviews/{id}',
  'POST /api/Feedbacks/replyreview/{id}',
  'PUT /api/profiles/updateLabDetails/{email}',
  'POST /api/profiles/updateLabDetails/{email}',
]);
/** Administrators and every lab user, each lab user within its own lab (the global search). */
const ADMIN_OR_LAB = new Set(['GET /api/search']);
const PATIENT = new Set(['POST /api/Finance/requestFA', 'POST /api/Feedbacks/addcomplaint']);

/** Valid bodies, so that the access check (not the validation) answers. */
const BODIES: Record<string, object> = {
  'POST /api/Feedbacks/replyreview/{id}': { Reply: 'Thank you for the review.' },
  'PUT /api/profiles/updateLabDetails/{email}': {
    name: 'LabHub Diagnostics Lahore',
    address: 'Plot 12, Main Boulevard, Gulberg III, Lahore',
    contact_number: '0300-1234567',
    landline_number: '042-35761234',
  },
  'PUT /api/profiles/blockLab/{email}': { is_active: false },
  'PUT /api/profiles/unblockLab/{email}': { is_active: true },
  'PUT /api/profiles/verifyLab/{email}': { verified: true },
  'PUT /api/Appointments/respondpayable/{id}': { Status: 'Paid' },
  'PUT /api/Feedbacks/respondcomplaint/{id}': { Response: 'Handled' },
  'PUT /api/Finance/rejectFA/{id}': { reason: '' },
};

const accessOf = (route: string): Access =>
  PUBLIC.has(route)
    ? 'public'
    : SIGNED_IN.has(route)
      ? 'signedIn'
      : LAB_OWN.has(route)
        ? 'labOwn'
        : ADMIN_OR_LAB.has(route)
          ? 'adminOrLab'
          : PATIENT.has(route)
            ? 'patient'
            : 'admin';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
function hs256(payload: object, secret: string) {
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

let t: TestApp;
let tokens: Record<Who, string | null>;
/** The demo lab's keys (its user's own data). */
let own: { email: string; id: number; cert: number; review: number };
let routes: { method: string; path: string }[];

beforeAll(async () => {
  t = await createTestApp();
  const [otherLab] = await queryRows<{ email: string }>(
    t.database.db,
    sql`select l.email from labs l join users u on u.id = l.user_id where l.email <> 'lab@labhub.pk' and u.is_active order by l.id limit 1`,
  );
  const [patient] = await queryRows<{ email: string }>(
    t.database.db,
    sql`select email from users where role = 'patient' and is_active order by id limit 1`,
  );
  const [lab] = await queryRows<{ id: number }>(t.database.db, sql`select id from labs where email = 'lab@labhub.pk'`);
  const [cert] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from eqa_certificates where lab_id = ${lab.id} order by id limit 1`,
  );
  const [review] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from reviews where lab_id = ${lab.id} order by id limit 1`,
  );
  own = { email: 'lab@labhub.pk', id: lab.id, cert: cert.id, review: review.id };
  const now = Math.floor(Date.now() / 1000);
  const patientRes = await t.call({
    method: 'POST',
    url: '/api/auth/patientLogin/',
    token: null,
    payload: { email: patient.email, password: DEMO_SHARED_PASSWORD },
  });
  tokens = {
    none: null,
    forged: hs256({ sub: 1, email: 'admin@labhub.pk', role: 'admin', iat: now, exp: now + 600 }, 'not-the-secret'),
    expired: hs256({ sub: 1, email: 'admin@labhub.pk', role: 'admin', iat: now - 7200, exp: now - 3600 }, JWT_SECRET),
    lab: t.labToken,
    otherLab: await login(t.app, otherLab.email, DEMO_SHARED_PASSWORD),
    patient: patientRes.json().access_token,
    admin: t.adminToken,
  };
  doc = (await t.call({ method: 'GET', url: '/api/openapi.json', token: null })).json<typeof doc>();
  routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map(m => ({ method: m.toUpperCase(), path })),
  );
});
let doc: { paths: Record<string, Record<string, { 'x-access'?: string | string[] }>> };
afterAll(() => t?.close());

/**
 * The URL probed: the demo lab's own keys for its routes (the lab user may, another lab's user may not); for the rest
 * keys that exist or not — what matters is that no one without the right gets past the check. Writes by the
 * administrator go to ids that do not exist, so the matrix changes nothing it needs later.
 */
function urlFor(route: { method: string; path: string }, who: Who): string {
  const write = route.method !== 'GET';
  const key = `${route.method} ${route.path}`;
  let id = '1';
  let email = own.email;
  if (key === 'GET /api/profiles/eqa/{id}/download') id = String(own.cert);
  else if (key === 'POST /api/Feedbacks/replyreview/{id}') id = String(own.review);
  else if (LAB_OWN.has(key)) id = String(own.id);
  else if (route.path.includes('{month}')) id = '1';
  if (who === 'admin' && write && !PUBLIC.has(key)) {
    id = '2147483000';
    email = 'nobody-here@example.pk';
  }
  return route.path.replace('{id}', id).replace('{email}', encodeURIComponent(email)).replace('{month}', '1');
}

/** The document's access (`x-access`, from the contracts) in this matrix's terms. */
const ACCESS_OF_GRANTS: Record<string, Access> = {
  public: 'public',
  signedIn: 'signedIn',
  'admin,own': 'labOwn',
  'admin,lab': 'adminOrLab',
  patient: 'patient',
  admin: 'admin',
};

describe('permissions matrix', () => {
  it('is the access the published document declares for every route', () => {
    const disagree = routes
      .map(r => `${r.method} ${r.path}`)
      .filter(key => {
        const [method, path] = key.split(' ');
        const declared = doc.paths[path][method.toLowerCase()]['x-access'];
        return ACCESS_OF_GRANTS[[declared ?? ''].flat().join(',')] !== accessOf(key);
      });
    expect(disagree).toEqual([]);
  });

  it("every registered route (Fastify onRoute) declares its access, the matrix's, and none checks roles by hand", async () => {
    const registered = t.app.routeAccess.filter(r => r.method !== 'HEAD');
    const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`;
    // Every operation of the document was registered through the one check, with the matrix's access.
    expect(registered.map(keyOf).sort()).toEqual(routes.map(r => `${r.method} ${r.path}`).sort());
    const disagree = registered.filter(r => ACCESS_OF_GRANTS[[r.access].flat().join(',')] !== accessOf(keyOf(r)));
    expect(disagree).toEqual([]);
    // No route file brings a role check of its own.
    const dir = new URL('.', import.meta.url);
    const byHand = (await readdir(dir))
      .filter(f => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .filter(f => /\bonRequest\b|\brequireRole\b|\badminOnly\b/.test(readFileSync(new URL(f, dir), 'utf8')));
    expect(byHand).toEqual([]);
  });

  it('every route × every kind of caller: 0 unauthorised successes', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    let probes = 0;
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      if (key === 'GET /api/openapi.json') continue;
      const access = accessOf(key);
      for (const who of WHO) {
        const url = urlFor(route, who);
        // The event stream stays open for a valid caller: those are covered by live.test.ts; here only the refusals.
        if (key === 'GET /api/Settings/notificationStream' && !['none', 'forged', 'expired'].includes(who)) continue;
        // Signing out with a valid token ends that session (sessions.test.ts); here only the refusals.
        if (key === 'POST /api/auth/logout/' && !['none', 'forged', 'expired'].includes(who)) continue;
        // So does signing out everywhere, and an administrator ending an account's sessions (account.test.ts).
        if (key === 'DELETE /api/auth/sessions' && !['none', 'forged', 'expired'].includes(who)) continue;
        if (key === 'DELETE /api/auth/users/{id}/sessions' && who === 'admin') continue;
        const res = await t.call({
          method: route.method,
          url,
          token: tokens[who],
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : (BODIES[key] ?? {}),
        });
        probes++;
        const s = res.statusCode;
        const ok = s < 400;
        const fail = (why: string) => failures.push(`${key} as ${who} → ${s} (${why}): ${res.body.slice(0, 120)}`);
        if (s >= 500) fail('server error');
        if (s >= 400 && !(typeof res.json().detail === 'string')) fail('no detail');
        if (access === 'public') continue;
        if (who === 'none' || who === 'forged' || who === 'expired') {
          if (s !== 401) fail('expected 401');
          continue;
        }
        if (access === 'signedIn') {
          if (s === 401 || s === 403) fail('a signed-in user may call it');
          continue;
        }
        if (access === 'labOwn') {
          if (who === 'lab' || who === 'admin') {
            if (s === 401 || s === 403) fail('own data / administrator');
          } else if (ok || (s !== 403 && s !== 404)) fail("another's data: expected 403 or 404");
          continue;
        }
        if (access === 'adminOrLab') {
          if (who === 'patient') {
            if (s !== 403) fail('administrators and lab users only: expected 403');
          } else if (s === 401 || s === 403) fail('an administrator or any lab user may call it');
          continue;
        }
        if (access === 'patient') {
          if (who === 'patient') {
            if (s === 401 || s === 403) fail('a patient may call it');
          } else if (s !== 403) fail('patients only: expected 403');
          continue;
        }
        // admin only
        if (who === 'admin') {
          if (s === 401 || s === 403) fail('the administrator may call it');
        } else if (s !== 403) fail('administrators only: expected 403');
      }
    }
    const size = `${routes.length - 1} routes × ${WHO.length} callers = ${probes} probes`;
    console.log(`permissions matrix: ${size}; ${failures.length} failures`);
    expect(failures).toEqual([]);
    expect(probes).toBeGreaterThanOrEqual(60 * WHO.length);
  });

  it("a lab user can neither read nor change another lab's data", async () => {
    const [other] = await queryRows<{ email: string; id: number }>(
      t.database.db,
      sql`select email, id from labs where email <> 'lab@labhub.pk' order by id limit 1`,
    );
    const [otherReview] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from reviews where lab_id = ${other.id} limit 1`,
    );
    const [otherCert] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from eqa_certificates where lab_id = ${other.id} limit 1`,
    );
    const before = await queryRows(
      t.database.db,
      sql`select name, address, contact_number from labs where id = ${other.id}`,
    );
    const probes = [
      { method: 'GET', url: `/api/profiles/getLabDetails/${other.email}` },
      { method: 'GET', url: `/api/profiles/getLabDetails/${other.id}` },
      { method: 'GET', url: `/api/profiles/geteqa/${other.email}` },
      { method: 'GET', url: `/api/Feedbacks/getlabreviews/${other.email}` },
      ...(otherCert ? [{ method: 'GET', url: `/api/profiles/eqa/${otherCert.id}/download` }] : []),
      ...(otherReview
        ? [{ method: 'POST', url: `/api/Feedbacks/replyreview/${otherReview.id}`, payload: { Reply: 'Not mine' } }]
        : []),
      {
        method: 'PUT',
        url: `/api/profiles/updateLabDetails/${other.email}`,
        payload: { name: 'Taken over', address: 'x', contact_number: '0300-1234567', landline_number: '042-1234567' },
      },
    ];
    for (const p of probes) {
      const res = await t.call({
        method: p.method,
        url: p.url,
        token: t.labToken,
        payload: (p as { payload?: object }).payload,
      });
      expect([403, 404], `${p.method} ${p.url} → ${res.statusCode}`).toContain(res.statusCode);
    }
    expect(
      await queryRows(t.database.db, sql`select name, address, contact_number from labs where id = ${other.id}`),
    ).toEqual(before);
    // Its own notifications only (the matrix above deleted everyone's: make one for the administrators).
    await t.call({
      method: 'POST',
      url: '/api/auth/registerLab/',
      token: null,
      payload: labRegistration('matrix-lab@example.pk', 'Matrix Lab'),
    });
    const mine = (await t.call({ method: 'GET', url: '/api/Settings/getNotifications', token: t.labToken })).json<
      {
        id: number;
      }[]
    >();
    const admins = (await t.call({ method: 'GET', url: '/api/Settings/getNotifications' })).json<{ id: number }[]>();
    expect(mine.some(n => admins.some(a => a.id === n.id))).toBe(false);
    expect(
      (await t.call({ method: 'DELETE', url: `/api/Settings/deleteNotification/${admins[0].id}`, token: t.labToken }))
        .statusCode,
    ).toBe(404);
  });
});
