/**
 * Every write that takes a JSON body (from the OpenAPI document, so a new one cannot be left out) answers a missing,
 * empty or non-object body with a 400 `{detail}` and changes nothing; a value too long is refused with a message that
 * says so, not the field's "required" message.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { queryRows } from '../db/client.js';
import { DEMO_SHARED_PASSWORD } from '../db/seed/index.js';
import { createTestApp, databaseFingerprint, type TestApp } from '../test/harness.js';

interface Operation {
  requestBody?: {
    required?: boolean;
    content: Record<string, { schema?: { properties?: Record<string, { type?: string; maxLength?: number }> } }>;
  };
  'x-access'?: string | string[];
}

let t: TestApp;
let patientToken: string;
let writes: { key: string; method: string; url: string; op: Operation }[];

beforeAll(async () => {
  // Without the request limits: the probes send dozens of registrations from one address.
  t = await createTestApp({ rateLimits: false });
  const [patient] = await queryRows<{ email: string }>(
    t.database.db,
    sql`select email from users where role = 'patient' and is_active order by id limit 1`,
  );
  patientToken = (
    await t.call({
      method: 'POST',
      url: '/api/auth/patientLogin/',
      token: null,
      payload: { email: patient.email, password: DEMO_SHARED_PASSWORD },
    })
  ).json<{ access_token: string }>().access_token;
  const doc = (await t.call({ method: 'GET', url: '/api/openapi.json', token: null })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  writes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => op.requestBody?.content['application/json'])
      .map(([method, op]) => ({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        url: path.replace('{email}', 'lab%40labhub.pk').replace(/\{\w+\}/g, '1'),
        op,
      })),
  );
});
afterAll(() => t?.close());

/** The caller the operation lets through its role check, so the body (not the role) is what answers. */
const tokenFor = (op: Operation) => {
  const access = [op['x-access'] ?? []].flat();
  if (access.includes('public')) return null;
  return access.includes('patient') ? patientToken : t.adminToken;
};

describe('write bodies', () => {
  it('a missing, empty or non-object body is a 400 on every write that takes one; nothing changes', async () => {
    expect(writes.length).toBeGreaterThanOrEqual(20);
    const before = await databaseFingerprint(t.database);
    const wrong: string[] = [];
    const cases: [string, string | undefined, Record<string, string>][] = [
      ['no body', undefined, {}],
      ['an empty JSON body', '', { 'content-type': 'application/json' }],
      ['blank', '   ', { 'content-type': 'application/json' }],
      ['null', 'null', { 'content-type': 'application/json' }],
      ['an array', '[]', { 'content-type': 'application/json' }],
      ['a string', '"x"', { 'content-type': 'application/json' }],
      ['a number', '1', { 'content-type': 'application/json' }],
    ];
    let probes = 0;
    for (const { key, method, url, op } of writes) {
      for (const [what, payload, headers] of cases) {
        // A call whose body is optional (sign-out, approving aid) may go without one.
        if (op.requestBody?.required === false && (payload === undefined || payload.trim() === '')) continue;
        // Sign-out with the administrator's token would end the suite's session: it is public, so none is sent.
        const res = await t.call({ method, url, token: tokenFor(op), payload, headers });
        probes++;
        const detail = (res.json<{ detail?: unknown }>() ?? {}).detail;
        if (res.statusCode !== 400 || typeof detail !== 'string') wrong.push(`${key} ${what} → ${res.statusCode}`);
      }
    }
    console.log(`write bodies: ${writes.length} writes, ${probes} probes, ${wrong.length} wrong`);
    expect(wrong).toEqual([]);
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('POST /Inventory/CreateTest and PUT /Inventory/UpdateTest/{id} without a body: 400, not 500', async () => {
    for (const [method, url] of [
      ['POST', '/api/Inventory/CreateTest'],
      ['PUT', '/api/Inventory/UpdateTest/1'],
    ] as const) {
      const res = await t.call({ method, url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ detail: string }>().detail).toBe('The request body is missing: send a JSON object.');
    }
  });

  it('a text too long is refused as too long, not as missing', async () => {
    const wrong: string[] = [];
    let fields = 0;
    for (const { key, method, url, op } of writes) {
      const properties = op.requestBody?.content['application/json'].schema?.properties ?? {};
      const missing = (await t.call({ method, url, token: tokenFor(op), payload: {} })).json<{
        errors?: Record<string, string>;
      }>().errors;
      for (const [field, schema] of Object.entries(properties)) {
        if (schema.type !== 'string' || !schema.maxLength) continue;
        const res = await t.call({
          method,
          url,
          token: tokenFor(op),
          payload: { [field]: 'x'.repeat(Math.max(schema.maxLength + 1, 10_000)) },
        });
        fields++;
        const message = res.json<{ errors?: Record<string, string> }>().errors?.[field];
        if (res.statusCode < 400 || !message)
          wrong.push(`${key} ${field} → ${res.statusCode} ${res.body.slice(0, 80)}`);
        else if (/required/i.test(message) || (missing?.[field] && message === missing[field]))
          wrong.push(`${key} ${field}: "${message}"`);
      }
    }
    expect(fields).toBeGreaterThan(30);
    expect(wrong).toEqual([]);
    const device = await t.call({
      method: 'POST',
      url: '/api/devices',
      payload: { registration_id: 'x'.repeat(10_000), user: 'admin@labhub.pk', type: 'web' },
    });
    expect(device.statusCode).toBe(422);
    expect(device.json<{ errors: Record<string, string> }>().errors.registration_id).toBe('At most 4096 characters');
  });
});
