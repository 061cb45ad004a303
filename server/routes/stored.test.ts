/**
 * Resources served from their contracts (server/routes/stored.ts, server/repos/stored.ts): for EVERY contract that
 * declares `storage`, the OpenAPI document has its getList and getOne with the record as reply, the role check follows
 * `access`, every sortable field answers 200 both ways, every declared filter is accepted, and a listed record is what
 * getOne answers. For every one that also has `input` (editable): create → list/getOne → update → delete with the
 * list's total following, each write's audit row, 422 `{detail, errors}` on a bad body, 403 for a role `access` leaves
 * out (nothing changed), 404 for an unknown record, 409 on a unique clash. A new resource is checked here without a
 * test of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { allows, type ResourceContract } from '../../contracts/defineResource.js';
import { kindOf, referenceOf, text, timestamp } from '../../contracts/fields.js';
import { contractOf, contracts } from '../../contracts/index.js';
import { inputFieldsOf, isStored, type StoredContract, storedResource } from '../repos/stored.js';
import { createTestApp, type TestApp } from '../test/harness.js';

const stored = (Object.values(contracts) as ResourceContract[]).filter(isStored);
const editable = stored.filter(c => c.input?.create && c.input.update && c.endpoints.create);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** A valid value of a body field, from its record kind (a referenced record: the first of its list). */
async function sample(contract: StoredContract, field: string, variant: number): Promise<unknown> {
  const body = (contract.input!.create as z.ZodObject).shape[field] as z.ZodType;
  const options = (body as { options?: unknown[] }).options ?? contract.list.filters[field]?.choices;
  if (options?.length) return options[variant % options.length];
  switch (kindOf(contract, field)) {
    case 'number':
      return 3 + variant;
    case 'money':
      return 1250.5 + variant;
    case 'boolean':
      return variant % 2 === 0;
    case 'day':
    case 'date':
      return `2026-12-0${1 + variant}`;
    case 'reference': {
      const target = contractOf(referenceOf(contract.record.shape[field])!)!;
      const res = await t.call({ method: 'GET', url: `/api${target.endpoints.getList!.path}?_start=0&_end=1` });
      return res.json<Record<string, unknown>[]>()[0][target.id];
    }
    default:
      return `Probe ${field} ${Date.now().toString(36)} ${variant}`;
  }
}
/** A valid body of these fields (the `variant`-th of several different ones). */
const bodyOf = async (contract: StoredContract, fields: string[], variant: number) =>
  Object.fromEntries(await Promise.all(fields.map(async f => [f, await sample(contract, f, variant)] as const)));

/** `/audit/{id}` as the OpenAPI document writes it. */
const openApiPath = (path: string) => `/api${path}`;

type Schema = { type?: string; properties?: Record<string, unknown>; items?: Schema; anyOf?: Schema[] };

describe('read-only resources from their contracts', () => {
  it('there is at least one (History)', () => {
    expect(stored.map(c => c.name)).toContain('history');
  });

  describe.each(stored.map(c => [c.name, c] as const))('%s', (_, contract) => {
    const listPath = contract.endpoints.getList!.path;
    const url = (query: string) => `/api${listPath}${query}`;

    it('is in the OpenAPI document: getList and getOne with the record as reply', async () => {
      const doc = (await t.call({ method: 'GET', url: '/api/openapi.json', token: null })).json<{
        paths: Record<
          string,
          Record<string, { responses: Record<string, { content: Record<string, { schema: Schema }> }> }>
        >;
      }>();
      const fields = Object.keys(contract.record.shape).sort();
      const list = doc.paths[openApiPath(listPath)]?.get?.responses['200']?.content['application/json']?.schema;
      expect(list?.type).toBe('array');
      expect(Object.keys(list?.items?.properties ?? {}).sort()).toEqual(fields);
      const one =
        doc.paths[openApiPath(contract.endpoints.getOne!.path)]?.get?.responses['200']?.content['application/json']
          ?.schema;
      expect(Object.keys(one?.properties ?? {}).sort()).toEqual(fields);
    });

    it('lets in exactly the roles its access names', async () => {
      for (const [role, token] of [
        ['admin', t.adminToken],
        ['lab', t.labToken],
      ] as const) {
        const res = await t.call({ method: 'GET', url: url('?_start=0&_end=1'), token });
        expect(res.statusCode, role).toBe(allows(contract, 'list', { role }) ? 200 : 403);
      }
      expect((await t.call({ method: 'GET', url: url(''), token: null })).statusCode).toBe(401);
    });

    it('sorts by every sortable field, both ways, and pages with a total', async () => {
      for (const field of contract.list.sortable) {
        for (const order of ['ASC', 'DESC']) {
          const res = await t.call({ method: 'GET', url: url(`?_sort=${field}&_order=${order}&_start=0&_end=5`) });
          expect(res.statusCode, `${field} ${order}: ${res.body}`).toBe(200);
          expect(Number(res.headers['x-total-count']), field).toBeGreaterThanOrEqual(res.json<unknown[]>().length);
        }
      }
      const unsortable = Object.keys(contract.record.shape).find(f => !contract.list.sortable.includes(f));
      if (unsortable) expect((await t.call({ method: 'GET', url: url(`?_sort=${unsortable}`) })).statusCode).toBe(400);
    });

    it('accepts every declared filter and the search', async () => {
      for (const [name, declaration] of Object.entries(contract.list.filters)) {
        const value =
          declaration.choices?.[0] ??
          { date: '2026-11-15', boolean: 'true', id: '1', text: 'x' }[declaration.type ?? 'text'];
        const res = await t.call({ method: 'GET', url: url(`?${name}=${encodeURIComponent(value)}&_start=0&_end=5`) });
        expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      }
      if (contract.list.searchable.length)
        expect((await t.call({ method: 'GET', url: url('?q=a&_start=0&_end=5') })).statusCode).toBe(200);
      expect((await t.call({ method: 'GET', url: url('?no_such_filter=1') })).statusCode).toBe(400);
    });

    it('answers getOne with the record the list shows, and 404 for an unknown one', async () => {
      // An editable resource the seed leaves empty gets a record first.
      if (
        editable.includes(contract) &&
        !(await t.call({ method: 'GET', url: url('?_start=0&_end=1') })).json<[]>().length
      ) {
        const body = await bodyOf(contract, inputFieldsOf(contract.input!.create), 4);
        expect(
          (await t.call({ method: 'POST', url: `/api${contract.endpoints.create!.path}`, payload: body })).statusCode,
        ).toBe(201);
      }
      const [first] = (await t.call({ method: 'GET', url: url('?_start=0&_end=1') })).json<Record<string, unknown>[]>();
      expect(first, 'the seed has a record').toBeDefined();
      const key = String(first[contract.id]);
      const one = await t.call({
        method: 'GET',
        url: `/api${contract.endpoints.getOne!.path.replace(/\{\w+\}/, encodeURIComponent(key))}`,
      });
      expect(one.statusCode, one.body).toBe(200);
      expect(one.json()).toEqual(first);
      const missing = await t.call({
        method: 'GET',
        url: `/api${contract.endpoints.getOne!.path.replace(/\{\w+\}/, contract.id === 'id' ? '2147483647' : 'nobody@example.com')}`,
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().detail).toEqual(expect.any(String));
    });
  });
});

describe.each(editable.map(c => [c.name, c] as const))('%s: writes from its contract', (_, contract) => {
  const path = (verb: 'getOne' | 'update' | 'delete', key: string | number) =>
    `/api${contract.endpoints[verb]!.path.replace(/\{\w+\}/, encodeURIComponent(String(key)))}`;
  const listUrl = `/api${contract.endpoints.getList!.path}?_start=0&_end=1`;
  const total = async () => Number((await t.call({ method: 'GET', url: listUrl })).headers['x-total-count']);
  const createFields = inputFieldsOf(contract.input!.create);
  const updateFields = inputFieldsOf(contract.input!.update);

  it('creates, lists, shows, updates and deletes a record, the total following and each write audited', async () => {
    const before = await total();
    const body = await bodyOf(contract, createFields, 0);
    expect(contract.input!.create!.safeParse(body).success, 'the sample body is valid').toBe(true);
    const created = await t.call({ method: 'POST', url: `/api${contract.endpoints.create!.path}`, payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json<Record<string, unknown>>();
    expect(record.detail).toEqual(expect.any(String));
    const key = record[contract.id] as string | number;
    expect(record).toMatchObject(contract.input!.create!.parse(body) as object);
    expect(await total()).toBe(before + 1);
    const { detail: _, ...stored } = record;
    expect((await t.call({ method: 'GET', url: path('getOne', key) })).json()).toEqual(stored);
    const listed = await t.call({ method: 'GET', url: `/api${contract.endpoints.getList!.path}?id=${key}` });
    expect(listed.json()).toEqual([stored]);

    const change = await bodyOf(contract, updateFields, 1);
    const updated = await t.call({ method: 'PUT', url: path('update', key), payload: change });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject(contract.input!.update!.parse(change) as object);
    expect((await t.call({ method: 'GET', url: path('getOne', key) })).json()).toMatchObject(
      contract.input!.update!.parse(change) as object,
    );

    const deleted = await t.call({ method: 'DELETE', url: path('delete', key) });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ detail: expect.any(String), id: key });
    expect((await t.call({ method: 'GET', url: path('getOne', key) })).statusCode).toBe(404);
    expect(await total()).toBe(before);

    for (const verb of ['create', 'update', 'delete']) {
      const audit = await t.call({
        method: 'GET',
        url: `/api/audit?action=${contract.name}.${verb}&entity_id=${encodeURIComponent(String(key))}`,
      });
      expect(audit.json<unknown[]>(), `${verb} audited`).toHaveLength(1);
    }
  });

  it('answers 422 {detail, errors} for a bad body, naming every field, and stores nothing', async () => {
    const before = await total();
    const bad = Object.fromEntries(createFields.map(f => [f, { not: 'a value' }]));
    const res = await t.call({ method: 'POST', url: `/api${contract.endpoints.create!.path}`, payload: bad });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().detail).toEqual(expect.any(String));
    expect(Object.keys(res.json().errors).sort()).toEqual([...createFields].sort());
    expect(await total()).toBe(before);
    const update = await t.call({ method: 'PUT', url: path('update', 1), payload: {} });
    expect([404, 422]).toContain(update.statusCode);
  });

  it('lets only the roles its access names write; 401 without a token', async () => {
    const body = await bodyOf(contract, createFields, 2);
    const before = await total();
    for (const [action, method, url] of [
      ['create', 'POST', `/api${contract.endpoints.create!.path}`],
      ['edit', 'PUT', path('update', 2147483647)],
      ['delete', 'DELETE', path('delete', 2147483647)],
    ] as const) {
      const payload = method === 'DELETE' ? undefined : body;
      const lab = await t.call({ method, url, payload, token: t.labToken });
      if (!allows(contract, action, { role: 'lab' })) expect(lab.statusCode, `${action} as a lab user`).toBe(403);
      expect((await t.call({ method, url, payload, token: null })).statusCode).toBe(401);
      // The administrator: allowed, the record unknown (create aside).
      if (method !== 'POST' && allows(contract, action, { role: 'admin' }))
        expect((await t.call({ method, url, payload })).statusCode, `${action} of no record`).toBe(404);
    }
    expect(await total()).toBe(before);
  });

  const unique = storedResource(contract).uniqueFields.filter(f => createFields.includes(f));
  it.skipIf(!unique.length)('answers 409 with the field when a unique value is taken', async () => {
    for (const field of unique) {
      const body = await bodyOf(contract, createFields, 3);
      const first = await t.call({ method: 'POST', url: `/api${contract.endpoints.create!.path}`, payload: body });
      expect(first.statusCode, first.body).toBe(201);
      const again = await t.call({ method: 'POST', url: `/api${contract.endpoints.create!.path}`, payload: body });
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json().errors).toHaveProperty(field);
      await t.call({ method: 'DELETE', url: path('delete', first.json()[contract.id] as string) });
    }
  });
});

describe('storedResource', () => {
  const base = {
    name: 'probe',
    noun: { one: 'probe', many: 'probes' },
    id: 'id',
    record: z.object({ id: z.number(), at: timestamp, action: text }),
    list: {
      sortable: ['id', 'at'],
      searchable: ['action'],
      filters: { at_gte: { type: 'date' } },
      defaultSort: { field: 'at', order: 'DESC' },
      perPage: 25,
    },
    endpoints: {},
    access: {},
    storage: { table: 'audit_log' },
  } as const satisfies StoredContract;

  it('matches the fields to the columns of the same SQL name', () => {
    expect(Object.keys(storedResource(base).spec.sortable)).toEqual(['id', 'at']);
  });

  it('refuses, when the server starts, an unknown table or a field, sort or filter with no column', () => {
    expect(() => storedResource({ ...base, storage: { table: 'no_such_table' } })).toThrow(/no table no_such_table/);
    expect(() => storedResource({ ...base, record: base.record.extend({ actorEmail: text }) })).toThrow(
      /field actorEmail/,
    );
    expect(() => storedResource({ ...base, list: { ...base.list, sortable: ['id', 'when'] } })).toThrow(
      /sortable field when/,
    );
    expect(() => storedResource({ ...base, list: { ...base.list, filters: { when_gte: { type: 'date' } } } })).toThrow(
      /filter when_gte/,
    );
  });
});
