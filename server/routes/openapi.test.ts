/**
 * GET /api/openapi.json is a description a stranger can build a client from: valid OpenAPI 3 by a validator nobody on
 * the project wrote (@seriousme/openapi-schema-validator), every operation named, summarised, tagged and secured, its
 * refusals declared with the one error shape, its lists usable (paging, sort, search, filters, total headers), its
 * media types real. Each claim is checked against the running API, not only read from the document.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { calls } from '../../contracts/calls.js';
import type { ResourceContract } from '../../contracts/defineResource.js';
import { contracts } from '../../contracts/index.js';
import { labRegistration } from '../../contracts/labs.js';
import { queryRows } from '../db/client.js';
import { EXAMPLES, type Operation as DocumentOperation } from '../lib/openapi.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { PUBLIC_OPERATIONS } from '../test/publicOperations.js';
import { labRegistration as validRegistration } from '../test/requestBodies.js';

type Schema = { type?: string; enum?: unknown[]; items?: Schema; default?: unknown; $ref?: string };
type Parameter = { name: string; in: string; schema: Schema; required?: boolean };
type Reply = {
  $ref?: string;
  description?: string;
  content?: Record<string, { schema?: Record<string, unknown>; example?: unknown }>;
  headers?: Record<string, unknown>;
};
type Operation = DocumentOperation<Parameter, Reply, { schema?: unknown; example?: unknown }>;
interface Document {
  openapi: string;
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let doc: Document;
let operations: { key: string; method: string; path: string; op: Operation }[];

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.call({ method: 'GET', url: '/api/openapi.json', token: null })).json<Document>();
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, method, path, op })),
  );
});
afterAll(() => t?.close());

describe('GET /api/openapi.json', () => {
  it('is valid OpenAPI 3: a strict validator finds 0 errors', async () => {
    const result = await new Validator().validate(structuredClone(doc) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toMatch(/^3\./);
  });

  it('has a reply schema on every operation', () => {
    expect(operations.length).toBeGreaterThan(70);
    const missing = operations
      .filter(({ op }) => {
        const ok = Object.entries(op.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
        // A 204 has no body by definition.
        if (ok.some(([status]) => status === '204')) return false;
        return !ok.some(([, response]) =>
          Object.values(response.content ?? {}).some(c => c.schema && Object.keys(c.schema).length > 0),
        );
      })
      .map(({ key }) => key);
    expect(missing).toEqual([]);
  });

  it('names, summarises, tags and secures every operation, and declares its refusals', () => {
    const ids = operations.map(({ op }) => op.operationId);
    expect(ids.every(id => typeof id === 'string' && /^[a-zA-Z][a-zA-Z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const described = new Map(doc.tags.map(tag => [tag.name, tag.description]));
    for (const { key, op } of operations) {
      expect(op.summary, key).toMatch(/^[A-Z][\w ,'()-]+$/);
      expect(op.description, key).toMatch(/Who may call|Public: no access token/);
      expect(op.tags?.length, key).toBeGreaterThan(0);
      for (const tag of op.tags ?? []) expect(described.get(tag), `${key} tag ${tag}`).toBeTruthy();
      expect(Array.isArray(op.security), key).toBe(true);
      const statuses = Object.keys(op.responses);
      expect(
        statuses.some(s => /^4\d\d$/.test(s)),
        key,
      ).toBe(true);
      expect(statuses, key).toEqual(expect.arrayContaining(['400', '429', '5XX']));
      if (op.security!.length) expect(statuses, key).toEqual(expect.arrayContaining(['401', '403']));
      if (key.includes('{')) expect(statuses, key).toContain('404');
      if (op.requestBody) expect(statuses, key).toEqual(expect.arrayContaining(['413', '415', '422']));
      for (const status of statuses.filter(s => !/^2/.test(s)))
        expect(op.responses[status].$ref, `${key} ${status}`).toMatch(/^#\/components\/responses\//);
      for (const [status, reply] of Object.entries(op.responses).filter(([s]) => /^2/.test(s)))
        expect(reply.description, `${key} ${status}`).not.toBe('Default Response');
    }
    // Every call of contracts/calls.ts is in the document under its name.
    for (const name of Object.keys(calls)) expect(ids, name).toContain(name);
  });

  it('says who may call each operation: public calls need no token, every other one answers 401 without it', async () => {
    const publicCalls = operations.filter(({ op }) => op.security!.length === 0).map(({ key }) => key);
    expect(publicCalls.sort()).toEqual([...PUBLIC_OPERATIONS].sort());
    const wrong: string[] = [];
    for (const { key, method, path, op } of operations) {
      const res = await t.call({
        method: method.toUpperCase(),
        url: path.replace(/\{\w+\}/g, '1'),
        token: null,
        ...(op.requestBody ? { payload: {} } : {}),
      });
      const asksForToken =
        res.statusCode === 401 && /credentials were not provided/.test(res.json<{ detail: string }>().detail);
      if (op.security!.length > 0 !== asksForToken) wrong.push(`${key} → ${res.statusCode} ${res.body.slice(0, 80)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('declares every list with its contract: paging, sort fields, search, filters and the total headers', () => {
    const lists = operations.filter(({ op }) => op.parameters?.some(p => p.name === '_sort'));
    // Every contract's list, and each list call a filter value has of its own (the three other lab lists, the unread
    // notifications).
    const declared = (Object.values(contracts) as ResourceContract[]).filter(c => c.list && c.endpoints.getList);
    const ownCalls = declared.flatMap(c =>
      Object.values(c.list!.filters).flatMap(f =>
        Object.values(f.calls ?? {}).filter(p => p !== c.endpoints.getList!.path),
      ),
    );
    expect(lists.length).toBe(declared.length + ownCalls.length);
    for (const contract of Object.values(contracts)) {
      if (!('list' in contract) || !contract.endpoints.getList || !('sortable' in contract.list)) continue;
      const op = doc.paths[`/api${contract.endpoints.getList.path}`].get;
      const params = new Map(op.parameters!.map(p => [p.name, p]));
      expect(params.get('_sort')!.schema.enum).toEqual([...contract.list.sortable]);
      expect(params.get('_sort')!.schema.default).toBe(contract.list.defaultSort.field);
      expect(params.get('_order')!.schema.enum).toEqual(['ASC', 'DESC']);
      for (const name of ['_start', '_end', 'q', 'id']) expect(params.has(name), `${contract.name} ${name}`).toBe(true);
      for (const [name, filter] of Object.entries(contract.list.filters as Record<string, { calls?: object }>))
        expect(params.has(name), `${contract.name} ${name}`).toBe(!filter.calls);
      expect(Object.keys(op.responses['200'].headers ?? {})).toEqual([
        'X-Total-Count',
        'X-Total-At-Least',
        'Content-Range',
      ]);
    }
  });

  it('describes the lists as they answer: every declared parameter taken, headers sent, unknown filters refused', async () => {
    const lists = operations.filter(({ op }) => op.parameters?.some(p => p.name === '_sort'));
    const sample = (p: Parameter): string => {
      const s = p.schema;
      if (s.enum) return String(s.enum[0]);
      if (s.type === 'boolean') return 'true';
      if (s.type === 'integer' || s.type === 'array') return '1';
      if (p.name.endsWith('_gte') || p.name.endsWith('_lte')) return '2026-11-15';
      return 'x';
    };
    const wrong: string[] = [];
    for (const { key, path, op } of lists) {
      for (const p of op.parameters!.filter(q => q.in === 'query')) {
        const url = `${path}?${p.name}=${encodeURIComponent(sample(p))}`;
        const res = await t.call({ method: 'GET', url });
        if (res.statusCode !== 200) wrong.push(`${key} ${p.name} → ${res.statusCode} ${res.body.slice(0, 100)}`);
        else if (!/^\d+$/.test(String(res.headers['x-total-count']))) wrong.push(`${key} ${p.name}: no X-Total-Count`);
        else if (!/^\w+ \d+-\d+\/\d+$/.test(String(res.headers['content-range'])))
          wrong.push(`${key} ${p.name}: Content-Range ${res.headers['content-range']}`);
      }
      const unknown = await t.call({ method: 'GET', url: `${path}?not_a_filter=1` });
      if (unknown.statusCode !== 400) wrong.push(`${key} not_a_filter → ${unknown.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('declares the real media types: the logo image, the E-QA PDF, the event stream; no body on a 204', async () => {
    const op = (path: string, method = 'get') => doc.paths[`/api${path}`][method];
    expect(Object.keys(op(calls.logo.path).responses['200'].content!)).toEqual([
      'image/png',
      'image/jpeg',
      'image/webp',
    ]);
    expect(Object.keys(op(calls.eqaDownload.path).responses['200'].content!)).toEqual(['application/pdf']);
    expect(Object.keys(op('/Settings/notificationStream').responses['200'].content!)).toEqual(['text/event-stream']);
    expect(Object.keys(op('/profiles/updateLabDetails/{email}', 'post').requestBody!.content)).toEqual([
      'multipart/form-data',
    ]);
    for (const { key, op: o } of operations)
      if (o.responses['204']) expect(o.responses['204'].content, key).toBeUndefined();
    // What the API really sends.
    const [cert] = await queryRows<{ id: number }>(t.database.db, sql`select id from eqa_certificates limit 1`);
    const pdf = await t.call({ method: 'GET', url: `/api/profiles/eqa/${cert.id}/download` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const [logo] = await queryRows<{ lab_id: number }>(t.database.db, sql`select lab_id from logos limit 1`);
    if (logo) {
      const image = await t.call({ method: 'GET', url: `/api/profiles/logo/${logo.lab_id}`, token: null });
      expect(image.statusCode).toBe(200);
      expect(['image/png', 'image/jpeg', 'image/webp']).toContain(String(image.headers['content-type']));
    }
  });

  it('requires a body exactly where the API does (approveFA and sign-out take none)', async () => {
    expect(doc.paths['/api/Finance/approveFA/{id}'].put.requestBody?.required).toBe(false);
    expect(doc.paths['/api/auth/logout/'].post.requestBody?.required).toBe(false);
    const [pending] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from financial_aid where status = 'Pending Response' order by id limit 1`,
    );
    const res = await t.call({ method: 'PUT', url: `/api/Finance/approveFA/${pending.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ Status: string }>().Status).toBe('Approved');
  });

  it("describes a lab's registration by its contract's body (contracts/labs.ts), which the test client's body meets", () => {
    const body = doc.paths['/api/auth/registerLab/'].post.requestBody!.content['application/json'].schema as {
      properties: Record<string, { maxLength?: number }>;
      required: string[];
    };
    const declared = z.toJSONSchema(labRegistration, { io: 'input', unrepresentable: 'any' }) as {
      properties: Record<string, { maxLength?: number }>;
      required: string[];
    };
    expect(Object.keys(body.properties).sort()).toEqual(Object.keys(labRegistration.shape).sort());
    expect(body.required.sort()).toEqual(declared.required.sort());
    for (const [field, schema] of Object.entries(declared.properties))
      if (schema.maxLength !== undefined) expect(body.properties[field].maxLength, field).toBe(schema.maxLength);
    expect(labRegistration.safeParse(validRegistration('contract-lab@example.pk', 'Contract Lab')).success).toBe(true);
  });

  it('gives examples of the main operations, and they work against the API', async () => {
    const login = doc.paths['/api/auth/login/'].post;
    expect(login.requestBody!.content['application/json'].example).toEqual(EXAMPLES.login.request);
    expect(login.responses['200'].content!['application/json'].example).toBeTruthy();
    expect(
      doc.paths['/api/Inventory/ViewTests'].get.responses['200'].content!['application/json'].example,
    ).toBeTruthy();
    const create = doc.paths['/api/Inventory/CreateTest'].post;
    const signIn = await t.call({
      method: 'POST',
      url: '/api/auth/login/',
      token: null,
      payload: login.requestBody!.content['application/json'].example as object,
    });
    expect(signIn.statusCode).toBe(200);
    expect(Object.keys(signIn.json())).toEqual(
      expect.arrayContaining(Object.keys(login.responses['200'].content!['application/json'].example as object)),
    );
    const created = await t.call({
      method: 'POST',
      url: '/api/Inventory/CreateTest',
      token: signIn.json<{ access_token: string }>().access_token,
      payload: create.requestBody!.content['application/json'].example as object,
    });
    expect(created.statusCode).toBe(201);
    expect(Object.keys(created.json()).sort()).toEqual(
      Object.keys(create.responses['201'].content!['application/json'].example as object).sort(),
    );
  });
});
