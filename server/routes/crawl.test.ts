/**
 * Every GET of the published document as each kind of caller (none, the administrator, the demo lab's user, a
 * patient), with real keys, a missing key and a page of each list: every answer's status is one the operation
 * declares, its media type one declared for that status, its declared headers present, and its body valid against the
 * declared schema (JSON Schema validation with Ajv of the document's schemas, OpenAPI 3.0 `nullable` read as null).
 */
import Ajv, { type ValidateFunction } from 'ajv';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { queryRows } from '../db/client.js';
import { DEMO_SHARED_PASSWORD } from '../db/seed/index.js';
import { createTestApp, type TestApp } from '../test/harness.js';

type Schema = Record<string, unknown>;
interface Reply {
  $ref?: string;
  content?: Record<string, { schema?: Schema }>;
  headers?: Record<string, unknown>;
}
interface Operation {
  parameters?: { name: string; in: string }[];
  responses: Record<string, Reply>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; responses: Record<string, Reply> };
}

/** An OpenAPI 3.0 schema as JSON Schema: `nullable` admits null; annotations Ajv does not know are dropped. */
function jsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(jsonSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema as Schema)) {
    if (key === 'nullable' || key === 'example' || key === 'format') continue;
    if (key === '$ref') out.$ref = String(value).replace('#/components/schemas/', '#/definitions/');
    else if (key === 'properties' || key === 'definitions')
      out[key] = Object.fromEntries(Object.entries(value as Schema).map(([k, v]) => [k, jsonSchema(v)]));
    else out[key] = jsonSchema(value);
  }
  if ((schema as Schema).nullable === true) {
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...(out.enum as unknown[]), null];
  }
  return out;
}

type Who = 'none' | 'admin' | 'lab' | 'patient';

let t: TestApp;
let doc: Document;
let tokens: Record<Who, string | null>;
let keys: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
  doc = (await t.call({ method: 'GET', url: '/api/openapi.json', token: null })).json<Document>();
  const one = async (query: ReturnType<typeof sql>) =>
    String(Object.values((await queryRows<Record<string, unknown>>(t.database.db, query))[0])[0]);
  const [patient] = await queryRows<{ email: string }>(
    t.database.db,
    sql`select email from users where role = 'patient' and is_active order by id limit 1`,
  );
  const labId = await one(sql`select id from labs where email = 'lab@labhub.pk'`);
  // The demo lab's logo, uploaded as the document says (multipart, field Logo), so the public image has one to serve.
  const boundary = '----crawlboundary';
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
  const upload = await t.call({
    method: 'POST',
    url: '/api/profiles/updateLabDetails/lab%40labhub.pk',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="Logo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(upload.statusCode).toBe(200);
  keys = {
    '/api/auth/throttle/{email}': 'lab@labhub.pk',
    '/api/Appointments/getappointmentdetails/{id}': await one(sql`select id from appointments order by id limit 1`),
    '/api/Feedbacks/getlabreviews/{id}': labId,
    '/api/Finance/FADetails/{id}': await one(sql`select id from financial_aid order by id limit 1`),
    '/api/profiles/getLabDetails/{id}': labId,
    '/api/profiles/geteqa/{id}': labId,
    '/api/profiles/eqa/{id}/download': await one(
      sql`select id from eqa_certificates where lab_id = ${Number(labId)} order by id limit 1`,
    ),
    '/api/profiles/logo/{id}': labId,
    '/api/profiles/staffdetails/{email}': await one(sql`select email from staff order by id limit 1`),
    '/api/Inventory/TestDetail/{id}': await one(sql`select id from tests order by id limit 1`),
    '/api/Inventory/ServiceDetail/{id}': await one(sql`select id from services order by id limit 1`),
    '/api/invoice/{id}': await one(sql`select id from orders order by id limit 1`),
    '/api/audit/{id}': await one(sql`select id from audit_log order by id limit 1`),
    '/api/administrators/{id}': await one(sql`select id from users where role = 'admin' order by id limit 1`),
    '/api/top-selling-data/{month}': 'nov',
    '/api/earning-charts-data/{month}': 'nov',
  };
  tokens = {
    none: null,
    admin: t.adminToken,
    lab: t.labToken,
    patient: (
      await t.call({
        method: 'POST',
        url: '/api/auth/patientLogin/',
        token: null,
        payload: { email: patient.email, password: DEMO_SHARED_PASSWORD },
      })
    ).json<{ access_token: string }>().access_token,
  };
});
afterAll(() => t?.close());

describe('every GET as each caller, against the document', () => {
  it('statuses, media types, headers and bodies are the declared ones: 100 %', { timeout: 120_000 }, async () => {
    const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
    const definitions = Object.fromEntries(
      Object.entries(doc.components.schemas).map(([name, schema]) => [name, jsonSchema(schema)]),
    );
    const validators = new Map<Schema, ValidateFunction>();
    const validatorOf = (schema: Schema) => {
      let v = validators.get(schema);
      if (!v) validators.set(schema, (v = ajv.compile({ ...(jsonSchema(schema) as Schema), definitions })));
      return v;
    };
    const resolve = (reply: Reply) =>
      reply.$ref ? doc.components.responses[reply.$ref.replace('#/components/responses/', '')] : reply;

    // The validation bites: an error body without `detail`, a test record without its fields.
    const notFound = resolve(doc.paths['/api/audit/{id}'].get.responses['404']);
    expect(validatorOf(notFound.content!['application/json'].schema!)({ errors: {} })).toBe(false);
    const testReply = doc.paths['/api/Inventory/TestDetail/{id}'].get.responses['200'];
    expect(validatorOf(testReply.content!['application/json'].schema!)({ id: 1 })).toBe(false);

    const gets = Object.entries(doc.paths).flatMap(([path, methods]) =>
      methods.get ? [{ path, op: methods.get }] : [],
    );
    const wrong: string[] = [];
    const statuses: Record<string, number> = {};
    let probes = 0;
    for (const { path, op } of gets) {
      const urls: string[] = [];
      if (path.includes('{')) {
        const key = keys[path];
        if (!key) {
          wrong.push(`${path}: no key for the crawl`);
          continue;
        }
        urls.push(path.replace(/\{\w+\}/, encodeURIComponent(key)));
        // A key that does not exist (a month that is not one).
        urls.push(path.replace(/\{\w+\}/, path.includes('{month}') ? 'notamonth' : '2147483000'));
      } else urls.push(path);
      if (op.parameters?.some(p => p.name === '_start')) urls.push(`${path}?_start=0&_end=3`);
      for (const url of urls) {
        for (const who of ['none', 'admin', 'lab', 'patient'] as Who[]) {
          // A signed-in caller's event stream stays open (live.test.ts reads it); here only its refusal.
          if (path.endsWith('/notificationStream') && who !== 'none') continue;
          const res = await t.call({ method: 'GET', url, token: tokens[who] });
          probes++;
          const s = String(res.statusCode);
          statuses[s] = (statuses[s] ?? 0) + 1;
          const where = `GET ${url} as ${who} → ${s}`;
          const declared = op.responses[s] ?? op.responses[`${s[0]}XX`];
          if (!declared) {
            wrong.push(`${where}: status not declared`);
            continue;
          }
          const reply = resolve(declared);
          // A header marked required is always sent; a list's total is one of X-Total-Count or X-Total-At-Least.
          const headers = (reply.headers ?? {}) as Record<string, { required?: boolean }>;
          for (const [header, spec] of Object.entries(headers))
            if (spec.required && res.headers[header.toLowerCase()] === undefined)
              wrong.push(`${where}: no ${header} header`);
          if ('X-Total-Count' in headers && 'X-Total-At-Least' in headers) {
            const totals = ['x-total-count', 'x-total-at-least'].filter(h => res.headers[h] !== undefined);
            if (totals.length !== 1) wrong.push(`${where}: ${totals.length} of X-Total-Count and X-Total-At-Least`);
          }
          if (!reply.content) {
            if (res.body.length) wrong.push(`${where}: a body where none is declared`);
            continue;
          }
          const type = String(res.headers['content-type'] ?? '').split(';')[0];
          const media = reply.content[type];
          if (!media) {
            wrong.push(`${where}: ${type} not declared (${Object.keys(reply.content).join(', ')})`);
            continue;
          }
          if (type !== 'application/json' || !media.schema) continue;
          const validate = validatorOf(media.schema);
          if (!validate(res.json()))
            wrong.push(`${where}: ${ajv.errorsText(validate.errors, { separator: '; ' }).slice(0, 300)}`);
        }
      }
    }
    console.log(
      `crawl: ${gets.length} GET operations, ${probes} answers (${JSON.stringify(statuses)}); ${wrong.length} off the document`,
    );
    expect(wrong).toEqual([]);
    expect(probes).toBeGreaterThan(150);
  });
});
