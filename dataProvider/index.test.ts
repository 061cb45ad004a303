/**
 * The data provider against the real API (seeded in-memory PGlite, listening on a free port, global fetch):
 * one test per row of the mapping table in routes.ts and per custom verb, each asserting what the server then holds.
 */
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../server/test/harness';
import { httpError } from '../tests/httpError';
import { createDataProvider, type LabHubDataProvider } from './index';
import { DASHBOARD_PATHS } from './routes';

let t: TestApp;
let apiUrl: string;
let dp: LabHubDataProvider;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  apiUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`;
  dp = createDataProvider({ apiUrl, getToken: () => t.adminToken });
});
afterAll(() => t?.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a row of a JSON reply, read untyped as the API tests read replies
type Row = { id: any; [field: string]: any };
const DEMO_LAB = 'lab@labhub.pk';
const page = (perPage = 1000, n = 1) => ({ page: n, perPage });
const byName = { field: 'name', order: 'ASC' as const };

/** The server's own answer (inject, admin token), to compare the provider with. */
async function server(url: string) {
  const res = await t.call({ method: 'GET', url: `/api${url}` });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
  return { json: res.json(), total: res.headers['x-total-count'] as string | undefined, headers: res.headers };
}

const list = async (
  resource: string,
  filter: Record<string, unknown> = {},
  sort: { field: string; order: 'ASC' | 'DESC' } = { field: 'id', order: 'ASC' },
) => (await dp.getList(resource, { filter, sort, pagination: page() })).data as Row[];
const ids = (rows: Row[]) => rows.map(r => r.id);

const validTest = {
  Title: 'Serum Ferritin (provider test)',
  Description:
    'Measures the amount of ferritin in the blood, which reflects the body iron stores; used to diagnose iron deficiency anaemia and iron overload.',
  PreConditions: 'No special preparation',
  LowerPriceLimit: 900,
  UpperPriceLimit: 1800,
  AvgDuration: '24 Hours',
};

/** The smallest PNG the server recognises (signature + IHDR). */
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00,
  0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00, 0x90, 0x77, 0x53, 0xde,
]);

describe('labs (id = email, numeric id kept as labId)', () => {
  it('getList {status: pending} → GET /profiles/getPendingrequests/', async () => {
    const { data, total } = await dp.getList('labs', {
      filter: { status: 'pending' },
      sort: byName,
      pagination: page(10),
    });
    const truth = await server('/profiles/getPendingrequests/?_start=0&_end=10&_sort=name&_order=ASC');
    expect(total).toBe(Number(truth.total));
    expect(ids(data)).toEqual(truth.json.map((l: Row) => l.email));
    expect(data.every(l => l.verified === false && l.is_active === true)).toBe(true);
    expect(data[0]).toMatchObject({ id: truth.json[0].email, email: truth.json[0].email, labId: truth.json[0].id });
  });

  it('getList {status: verified} → GET /profiles/getVerifiedlabs/', async () => {
    const { data, total } = await dp.getList('labs', {
      filter: { status: 'verified' },
      sort: byName,
      pagination: page(),
    });
    const truth = await server('/profiles/getVerifiedlabs/');
    expect(total).toBe(truth.json.length);
    expect(ids(data)).toEqual(truth.json.map((l: Row) => l.email));
  });

  it('getList {status: blocked} → GET /profiles/getblockedlabs', async () => {
    const { data, total } = await dp.getList('labs', {
      filter: { status: 'blocked' },
      sort: byName,
      pagination: page(),
    });
    const truth = await server('/profiles/getblockedlabs');
    expect(total).toBe(truth.json.length);
    expect(total).toBeGreaterThan(0);
    expect(data.every(l => l.is_active === false)).toBe(true);
  });

  it('getList without status → GET /profiles/getAllLabs; paging, sort by id (= email), q and filters on the server; total = X-Total-Count', async () => {
    const all = (await server('/profiles/getAllLabs')).json as Row[];
    const second = await dp.getList('labs', {
      filter: {},
      sort: { field: 'id', order: 'DESC' },
      pagination: page(10, 2),
    });
    const truth = await server('/profiles/getAllLabs?_start=10&_end=20&_sort=email&_order=DESC');
    expect(second.total).toBe(all.length);
    expect(second.total).toBe(Number(truth.total));
    expect(ids(second.data)).toEqual(truth.json.map((l: Row) => l.email));
    const city = all[0].city as string;
    const inCity = await dp.getList('labs', {
      filter: { city, verified: true, q: '' },
      sort: byName,
      pagination: page(5),
    });
    expect(inCity.total).toBe(all.filter(l => l.city === city && l.verified).length);
    const q = (all[3].name as string).split(' ')[0];
    const found = await dp.getList('labs', { filter: { q }, sort: byName, pagination: page(100) });
    expect(ids(found.data)).toContain(all[3].email);
    expect(
      found.data.every(l =>
        JSON.stringify([l.name, l.email, l.city, l.address, l.contact_number]).toLowerCase().includes(q.toLowerCase()),
      ),
    ).toBe(true);
  });

  it('getOne → GET /profiles/getLabDetails/{email}', async () => {
    const { data } = await dp.getOne('labs', { id: DEMO_LAB });
    expect(data).toMatchObject({
      id: DEMO_LAB,
      email: DEMO_LAB,
      labId: expect.any(Number),
      history: expect.any(Array),
    });
    // SPEC also links labs by number: the record still has its email as id.
    expect((await dp.getOne('labs', { id: data.labId })).data).toMatchObject({ id: DEMO_LAB, labId: data.labId });
    const e = await httpError(dp.getOne('labs', { id: 'no-such-lab@labhub.pk' }));
    expect(e.status).toBe(404);
    expect(e.body).toEqual({ errors: {}, detail: 'Lab not found.' });
  });

  it('getMany → ?email=a&email=b on getAllLabs, in the order asked', async () => {
    const some = (await list('labs', { status: 'verified' })).slice(0, 3).reverse();
    const { data } = await dp.getMany('labs', { ids: ids(some) });
    expect(ids(data)).toEqual(ids(some));
    expect(data.map(l => l.labId)).toEqual(some.map(l => l.labId));
    expect((await dp.getMany('labs', { ids: [] })).data).toEqual([]);
  });

  it('update {verified: true} → PUT /profiles/verifyLab/{email}: the lab leaves pending and is verified', async () => {
    const [lab] = await list('labs', { status: 'pending' });
    const { data } = await dp.update('labs', { id: lab.id, data: { verified: true }, previousData: lab });
    expect(data).toMatchObject({ id: lab.id, verified: true, labId: lab.labId });
    expect(ids(await list('labs', { status: 'verified' }))).toContain(lab.id);
    expect(ids(await list('labs', { status: 'pending' }))).not.toContain(lab.id);
    expect((await server(`/audit?entity=lab&entity_id=${encodeURIComponent(lab.id)}`)).json[0].action).toBe(
      'lab.verify',
    );
  });

  it('update {is_active: false} → PUT /profiles/blockLab/{email}: the lab is blocked', async () => {
    const lab = (await list('labs', { status: 'verified' })).find(l => l.id !== DEMO_LAB)!;
    const { data } = await dp.update('labs', { id: lab.id, data: { is_active: false }, previousData: lab });
    expect(data).toMatchObject({ id: lab.id, is_active: false });
    expect(ids(await list('labs', { status: 'blocked' }))).toContain(lab.id);
    expect(ids(await list('labs', { status: 'verified' }))).not.toContain(lab.id);
  });

  it('update {is_active: true} → PUT /profiles/unblockLab/{email}: the lab leaves the blocked list', async () => {
    const [lab] = await list('labs', { status: 'blocked' });
    const { data } = await dp.update('labs', { id: lab.id, data: { is_active: true }, previousData: lab });
    expect(data).toMatchObject({ id: lab.id, is_active: true });
    expect(ids(await list('labs', { status: 'blocked' }))).not.toContain(lab.id);
  });

  it('update with details → PUT /profiles/updateLabDetails/{email} {name, address, contact_number, landline_number, health_department_id} only', async () => {
    const { data: lab } = await dp.getOne('labs', {
      id: (await list('labs', { status: 'verified' })).find(l => l.id !== DEMO_LAB)!.id,
    });
    const edited = {
      ...lab,
      name: 'Renamed by the provider',
      address: '12 Mall Road, Lahore',
      health_department_id: 'PHC-77',
    };
    const { data } = await dp.update('labs', { id: lab.id, data: edited, previousData: lab });
    expect(data).toMatchObject({ id: lab.id, name: 'Renamed by the provider', verified: true, is_active: true });
    const { data: after } = await dp.getOne('labs', { id: lab.id });
    expect(after).toMatchObject({
      name: 'Renamed by the provider',
      address: '12 Mall Road, Lahore',
      health_department_id: 'PHC-77',
      verified: true,
      is_active: true,
    });
    // The unchanged status fields made no status call: one new history row.
    expect(after.history.length).toBe(lab.history.length + 1);
    expect(after.history[0].action).toBe('lab.update');
    // A validation error lands on the field.
    const e = await httpError(dp.update('labs', { id: lab.id, data: { ...edited, address: '' }, previousData: lab }));
    expect(e.status).toBe(422);
    expect(e.body.errors).toEqual({ address: 'Please Enter Your Address' });
  });

  it('update of a whole record whose is_active changed → details, then block', async () => {
    const { data: lab } = await dp.getOne('labs', {
      id: (await list('labs', { status: 'verified' })).filter(l => l.id !== DEMO_LAB)[1].id,
    });
    await dp.update('labs', {
      id: lab.id,
      data: { ...lab, name: 'Edited then blocked', is_active: false },
      previousData: lab,
    });
    const { data: after } = await dp.getOne('labs', { id: lab.id });
    expect(after).toMatchObject({ name: 'Edited then blocked', is_active: false });
    expect(after.history.map((h: Row) => h.action).slice(0, 2)).toEqual(['lab.block', 'lab.update']);
  });

  it('delete → DELETE /profiles/deleteLab/{email}: the lab is gone', async () => {
    const [lab] = await list('labs', { status: 'pending' });
    const { data } = await dp.delete('labs', { id: lab.id, previousData: lab });
    expect(data).toMatchObject({ id: lab.id, labId: lab.labId, name: lab.name });
    expect((await httpError(dp.getOne('labs', { id: lab.id }))).status).toBe(404);
  });

  it('updateMany {is_active: false} and deleteMany: one call per email, returning the ids', async () => {
    const two = (await list('labs', { status: 'verified' })).filter(l => l.id !== DEMO_LAB).slice(2, 4);
    expect(await dp.updateMany('labs', { ids: ids(two), data: { is_active: false } })).toEqual({ data: ids(two) });
    const blocked = ids(await list('labs', { status: 'blocked' }));
    expect(blocked).toEqual(expect.arrayContaining(ids(two)));
    const pending = (await list('labs', { status: 'pending' })).slice(0, 2);
    expect(await dp.deleteMany('labs', { ids: ids(pending) })).toEqual({ data: ids(pending) });
    const { data } = await dp.getMany('labs', { ids: [...ids(pending), two[0].id] });
    expect(ids(data)).toEqual([two[0].id]);
  });
});

describe('tests (Inventory)', () => {
  it('getList → GET /Inventory/ViewTests, sorted and paged on the server', async () => {
    const { data, total } = await dp.getList('tests', {
      filter: {},
      sort: { field: 'Title', order: 'ASC' },
      pagination: page(10, 2),
    });
    const truth = await server('/Inventory/ViewTests?_start=10&_end=20&_sort=Title&_order=ASC');
    expect(total).toBe(Number(truth.total));
    expect(ids(data)).toEqual(truth.json.map((x: Row) => x.id));
  });

  it('getOne → GET /Inventory/TestDetail/{id}', async () => {
    const [first] = await list('tests');
    const { data } = await dp.getOne('tests', { id: first.id });
    expect(data).toEqual(first);
  });

  it('getMany → ?id=a&id=b', async () => {
    const some = (await list('tests')).slice(0, 3);
    expect((await dp.getMany('tests', { ids: ids(some).reverse() })).data).toEqual([...some].reverse());
  });

  it('create → POST /Inventory/CreateTest; replies {data: {...record, id}}', async () => {
    const { data } = await dp.create('tests', { data: { ...validTest, ignored: 'not sent' } });
    expect(data).toMatchObject({ ...validTest, id: expect.any(Number) });
    expect(data).not.toHaveProperty('detail');
    expect((await server(`/Inventory/TestDetail/${data.id}`)).json).toMatchObject(validTest);
  });

  it('create with a 99-character Description → HttpError 422 with the message on the Description field', async () => {
    const e = await httpError(dp.create('tests', { data: { ...validTest, Description: 'x'.repeat(99) } }));
    expect(e.status).toBe(422);
    expect(e.message).toBe('Description must be at least 100 characters');
    expect(e.body.errors.Description).toBe('Description must be at least 100 characters');
  });

  it('update → PUT /Inventory/UpdateTest/{id} with the fields plus id', async () => {
    const [test] = await list('tests');
    const { data } = await dp.update('tests', {
      id: test.id,
      data: { ...test, Title: 'Renamed Test', UpperPriceLimit: 99999 },
      previousData: test,
    });
    expect(data).toMatchObject({ id: test.id, Title: 'Renamed Test', UpperPriceLimit: 99999 });
    expect((await server(`/Inventory/TestDetail/${test.id}`)).json).toMatchObject({
      Title: 'Renamed Test',
      UpperPriceLimit: 99999,
      Description: test.Description,
    });
    // A partial update keeps the other fields from previousData.
    await dp.update('tests', { id: test.id, data: { AvgDuration: '2 Days' }, previousData: data });
    expect((await server(`/Inventory/TestDetail/${test.id}`)).json).toMatchObject({
      Title: 'Renamed Test',
      AvgDuration: '2 Days',
    });
  });

  it('delete and deleteMany → DELETE /Inventory/DeleteTest/{id}', async () => {
    const [a, b, c] = (await list('tests')).slice(-3);
    expect((await dp.delete('tests', { id: a.id, previousData: a })).data).toEqual(a);
    expect((await dp.deleteMany('tests', { ids: [b.id, c.id] })).data).toEqual([b.id, c.id]);
    for (const x of [a, b, c])
      expect((await t.call({ method: 'GET', url: `/api/Inventory/TestDetail/${x.id}` })).statusCode).toBe(404);
  });
});

describe('staff (id = email)', () => {
  const newStaff = {
    name: 'Sana Tariq',
    email: 'sana.provider@labhub.pk',
    contact_number: '0321-7654321',
    password: 'Secret123',
    CNIC: '35202-1234567-1',
  };

  it('getList → GET /profiles/getAllStaff', async () => {
    const { data, total } = await dp.getList('staff', { filter: {}, sort: byName, pagination: page(20) });
    const truth = await server('/profiles/getAllStaff?_start=0&_end=20&_sort=name&_order=ASC');
    expect(total).toBe(Number(truth.total));
    expect(ids(data)).toEqual(truth.json.map((s: Row) => s.email));
    expect(data[0]).toMatchObject({ id: truth.json[0].email, staffId: truth.json[0].id });
  });

  it('getOne → GET /profiles/staffdetails/{email}', async () => {
    const [s] = await list('staff');
    expect((await dp.getOne('staff', { id: s.id })).data).toEqual(s);
  });

  it('getMany → ?email=a&email=b', async () => {
    const some = (await list('staff')).slice(0, 2);
    expect(ids((await dp.getMany('staff', { ids: ids(some) })).data)).toEqual(ids(some));
  });

  it('create → POST /profiles/addstaff {name, email, contact_number, password, CNIC}; a duplicate email is a 409 on the email field', async () => {
    const { data } = await dp.create('staff', { data: newStaff });
    expect(data).toMatchObject({
      id: newStaff.email,
      email: newStaff.email,
      staffId: expect.any(Number),
      name: 'Sana Tariq',
    });
    expect(data).not.toHaveProperty('password');
    expect((await server(`/profiles/staffdetails/${newStaff.email}`)).json).toMatchObject({
      name: 'Sana Tariq',
      CNIC: newStaff.CNIC,
    });
    const e = await httpError(dp.create('staff', { data: newStaff }));
    expect(e.status).toBe(409);
    expect(e.body.errors.email).toBe('A staff member with this email already exists.');
  });

  it('update → PUT /profiles/updatestaff/{email} {name, CNIC, contact_number}', async () => {
    const [s] = await list('staff');
    const { data } = await dp.update('staff', {
      id: s.id,
      data: { ...s, name: 'Renamed Staff', CNIC: '35202-7654321-3' },
      previousData: s,
    });
    expect(data).toMatchObject({ id: s.id, name: 'Renamed Staff', CNIC: '35202-7654321-3' });
    expect((await server(`/profiles/staffdetails/${encodeURIComponent(s.id)}`)).json).toMatchObject({
      name: 'Renamed Staff',
      CNIC: '35202-7654321-3',
    });
    const e = await httpError(dp.update('staff', { id: s.id, data: { CNIC: '123' }, previousData: s }));
    expect(e.body.errors).toEqual({ CNIC: 'Invalid CNIC' });
  });

  it('delete → DELETE /profiles/deletestaff/{email}', async () => {
    const { data } = await dp.delete('staff', { id: newStaff.email });
    expect(data).toMatchObject({ id: newStaff.email });
    expect((await httpError(dp.getOne('staff', { id: newStaff.email }))).status).toBe(404);
  });
});

describe('complaints', () => {
  it('getList → GET /Feedbacks/allcomplaints with server filters', async () => {
    const { data, total } = await dp.getList('complaints', {
      filter: { Status: 'Resolved' },
      sort: { field: 'created_at', order: 'DESC' },
      pagination: page(10),
    });
    const truth = await server('/Feedbacks/allcomplaints?Status=Resolved');
    expect(total).toBe(truth.json.length);
    expect(data.every(c => c.Status === 'Resolved')).toBe(true);
  });

  it('getOne (no detail call) → the list filtered by id', async () => {
    const [c] = await list('complaints');
    expect((await dp.getOne('complaints', { id: c.id })).data).toEqual(c);
    expect((await httpError(dp.getOne('complaints', { id: 99999999 }))).status).toBe(404);
  });

  it('update → PUT /Feedbacks/respondcomplaint/{id} {Response, Status}', async () => {
    const c = (await list('complaints')).find(x => x.Status !== 'Resolved')!;
    const { data } = await dp.update('complaints', {
      id: c.id,
      data: { Response: 'We refunded the visit.', Status: 'Resolved' },
      previousData: c,
    });
    expect(data).toMatchObject({
      id: c.id,
      Response: 'We refunded the visit.',
      Status: 'Resolved',
      resolved_at: expect.any(String),
    });
    expect((await dp.getOne('complaints', { id: c.id })).data).toMatchObject({
      Status: 'Resolved',
      Response: 'We refunded the visit.',
    });
  });

  it('update with only {Response, Status} (no previousData) → PUT /Feedbacks/respondcomplaint/{id}', async () => {
    const c = (await list('complaints')).find(x => x.Status !== 'Resolved')!;
    const { data } = await dp.update('complaints', {
      id: c.id,
      data: { Response: 'Looking into it.', Status: 'In Progress' },
      previousData: undefined as never,
    });
    expect(data).toMatchObject({ id: c.id, Status: 'In Progress', Response: 'Looking into it.' });
    expect((await dp.getOne('complaints', { id: c.id })).data.Status).toBe('In Progress');
  });
});

describe('reviews and E-QA (getManyReference by lab)', () => {
  it('reviews getManyReference target lab → GET /Feedbacks/getlabreviews/{labIdOrEmail}, paged in the browser', async () => {
    const truth = (await server(`/Feedbacks/getlabreviews/${DEMO_LAB}`)).json as Row[];
    expect(truth.length).toBeGreaterThan(2);
    const { data, total } = await dp.getManyReference('reviews', {
      target: 'lab',
      id: DEMO_LAB,
      pagination: page(2),
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(total).toBe(truth.length);
    expect(ids(data)).toEqual(
      ids(truth)
        .sort((a, b) => a - b)
        .slice(0, 2),
    );
    const { data: lab } = await dp.getOne('labs', { id: DEMO_LAB });
    const byNumber = await dp.getManyReference('reviews', {
      target: 'lab',
      id: lab.labId,
      pagination: page(),
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(byNumber.total).toBe(truth.length);
  });

  it('reviews update → POST /Feedbacks/replyreview/{id} {Reply}', async () => {
    const [review] = (await server(`/Feedbacks/getlabreviews/${DEMO_LAB}`)).json as Row[];
    const { data } = await dp.update('reviews', {
      id: review.id,
      data: { Reply: 'Thank you for your feedback!' },
      previousData: review as never,
    });
    expect(data).toMatchObject({
      id: review.id,
      Reply: 'Thank you for your feedback!',
      replied_at: expect.any(String),
    });
    await dp.update('reviews', { id: review.id, data: { Reply: 'Edited reply' }, previousData: data });
    const after = ((await server(`/Feedbacks/getlabreviews/${DEMO_LAB}`)).json as Row[]).find(r => r.id === review.id);
    expect(after!.Reply).toBe('Edited reply');
  });

  it('eqa getManyReference → GET /profiles/geteqa/{lab}', async () => {
    const truth = (await server(`/profiles/geteqa/${DEMO_LAB}`)).json as Row[];
    const { data, total } = await dp.getManyReference('eqa', {
      target: 'lab',
      id: DEMO_LAB,
      pagination: page(),
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(total).toBe(truth.length);
    expect(data.every(c => /^\/api\/profiles\/eqa\/\d+\/download$/.test(c.Certificate))).toBe(true);
  });

  it('getManyReference on a listed resource → its list filtered by target', async () => {
    const [lab] = await list('labs', { status: 'verified' });
    const { data, total } = await dp.getManyReference('payables', {
      target: 'Lab_id',
      id: lab.labId,
      pagination: page(5),
      sort: { field: 'orderId', order: 'DESC' },
      filter: {},
    });
    expect(total).toBe(Number((await server(`/Appointments/getaccountspayable?Lab_id=${lab.labId}&_end=1`)).total));
    expect(data.every(p => p.Lab_id === lab.labId)).toBe(true);
  });
});

describe('payables, receivables, donations', () => {
  it('payables getList → GET /Appointments/getaccountspayable, default sort orderId DESC', async () => {
    const { data, total } = await dp.getList('payables', { filter: {}, pagination: page(5) });
    const truth = await server('/Appointments/getaccountspayable');
    expect(total).toBe(truth.json.length);
    expect(ids(data)).toEqual(truth.json.slice(0, 5).map((p: Row) => p.id));
    const orderIds = data.map(p => p.orderId);
    expect(orderIds).toEqual([...orderIds].sort((a, b) => b - a));
  });

  it('payables update → PUT /Appointments/respondpayable/{id} {Status}', async () => {
    const [p] = await list('payables');
    const { data } = await dp.update('payables', {
      id: p.id,
      data: { Status: 'Paid by bank transfer' },
      previousData: p,
    });
    expect(data).toMatchObject({ id: p.id, Status: 'Paid by bank transfer', lab_name: p.lab_name });
    expect((await dp.getOne('payables', { id: p.id })).data.Status).toBe('Paid by bank transfer');
  });

  it("action('payables', 'respond', {id, data: {Status}}) → PUT /Appointments/respondpayable/{id}", async () => {
    const [, p] = await list('payables');
    expect((await dp.action('payables', 'respond', { id: p.id, data: { Status: 'On hold' } })).data).toMatchObject({
      id: p.id,
      Status: 'On hold',
    });
    expect((await dp.getMany('payables', { ids: [p.id] })).data[0].Status).toBe('On hold');
    expect((await httpError(dp.action('payables', 'respond', { id: p.id, data: { Status: '' } }))).body.errors).toEqual(
      { Status: 'Status is required' },
    );
  });

  it('receivables getList → GET /Appointments/getaccountsrecievable', async () => {
    const { data, total } = await dp.getList('receivables', {
      filter: { Status: 'Pending' },
      sort: { field: 'orderId', order: 'DESC' },
      pagination: page(10),
    });
    expect(total).toBe(Number((await server('/Appointments/getaccountsrecievable?Status=Pending&_end=1')).total));
    expect(
      data.every(r => r.Status === 'Pending' && r.PaymentType === 'Cash' && typeof r.Commission === 'number'),
    ).toBe(true);
  });

  it('donations getList → GET /Finance/getdonations', async () => {
    const { data, total } = await dp.getList('donations', {
      filter: {},
      sort: { field: 'Amount', order: 'DESC' },
      pagination: page(10, 2),
    });
    const truth = await server('/Finance/getdonations?_start=10&_end=20&_sort=Amount&_order=DESC');
    expect(total).toBe(Number(truth.total));
    expect(ids(data)).toEqual(ids(truth.json));
  });
});

describe('financial aid and appointments', () => {
  it('getList → GET /Finance/approvedFAs: approved by default, or the Status filter', async () => {
    const approved = await dp.getList('financialAid', { filter: {}, sort: byName, pagination: page(10) });
    expect(approved.total).toBe((await server('/Finance/approvedFAs')).json.length);
    expect(approved.data.every(a => a.Status === 'Approved')).toBe(true);
    const pending = await list('financialAid', { Status: 'Pending Response' });
    expect(pending.length).toBeGreaterThan(2);
    expect(pending.every(a => a.Status === 'Pending Response')).toBe(true);
    const all = await dp.getList('financialAid', { filter: { Status: 'all' }, sort: byName, pagination: page(1) });
    expect(all.total).toBe((await server('/Finance/approvedFAs?Status=all')).json.length);
    // A patient_name column sorts by the server's `name`.
    const byPatient = await dp.getList('financialAid', {
      filter: { Status: 'all' },
      sort: { field: 'patient_name', order: 'DESC' },
      pagination: page(10),
    });
    expect(ids(byPatient.data)).toEqual(
      ids((await server('/Finance/approvedFAs?Status=all&_sort=name&_order=DESC&_end=10')).json),
    );
  });

  it('getOne → GET /Finance/FADetails/{id}; getMany reaches requests of every status', async () => {
    const [pending] = await list('financialAid', { Status: 'Pending Response' });
    expect((await dp.getOne('financialAid', { id: pending.id })).data).toEqual(pending);
    const [approved] = await list('financialAid');
    expect(ids((await dp.getMany('financialAid', { ids: [pending.id, approved.id] })).data)).toEqual([
      pending.id,
      approved.id,
    ]);
  });

  it("action('financialAid', 'approve') → PUT /Finance/approveFA/{id}", async () => {
    const [a] = await list('financialAid', { Status: 'Pending Response' });
    expect((await dp.action('financialAid', 'approve', { id: a.id })).data).toMatchObject({
      id: a.id,
      Status: 'Approved',
      decided_by: 'admin@labhub.pk',
    });
    expect(ids(await list('financialAid'))).toContain(a.id);
    const e = await httpError(dp.action('financialAid', 'approve', { id: a.id }));
    expect(e.status).toBe(409);
  });

  it("action('financialAid', 'reject', {id, data: {reason}}) → PUT /Finance/rejectFA/{id} {reason}", async () => {
    const [a, b] = await list('financialAid', { Status: 'Pending Response' });
    expect(
      (await dp.action('financialAid', 'reject', { id: a.id, data: { reason: 'Income above the threshold' } })).data,
    ).toMatchObject({ id: a.id, Status: 'Rejected', reject_reason: 'Income above the threshold' });
    expect((await dp.action('financialAid', 'reject', { id: b.id, data: { reason: '' } })).data).toMatchObject({
      id: b.id,
      Status: 'Rejected',
      reject_reason: null,
    });
    expect((await dp.getOne('financialAid', { id: a.id })).data.Status).toBe('Rejected');
  });

  it('appointments getOne → GET /Appointments/getappointmentdetails/{id}', async () => {
    const withAppointment = (await list('financialAid', { Status: 'all' })).find(a => a.Appointment_id)!;
    const { data } = await dp.getOne('appointments', { id: withAppointment.Appointment_id });
    expect(data).toMatchObject({
      id: withAppointment.Appointment_id,
      PatientType: expect.any(String),
      LabData: expect.any(Object),
      BookedServices: expect.any(Array),
    });
  });
});

describe('notifications', () => {
  it('getList → GET /Settings/getNotifications; {unread: true} → GET /Settings/getUnreadNotifications', async () => {
    const all = await dp.getList('notifications', {
      filter: {},
      sort: { field: 'Date', order: 'DESC' },
      pagination: page(10),
    });
    expect(all.total).toBe((await server('/Settings/getNotifications')).json.length);
    const unread = await dp.getList('notifications', {
      filter: { unread: true },
      sort: { field: 'Date', order: 'DESC' },
      pagination: page(),
    });
    expect(unread.total).toBe((await server('/Settings/getUnreadNotifications')).json.length);
    expect(unread.total).toBeGreaterThan(0);
    expect(unread.total).toBeLessThan(all.total!);
    expect(unread.data.every(n => n.read === false)).toBe(true);
  });

  it("action('notifications', 'markAsRead') and update {read: true} → POST /Settings/markAsRead/{id}", async () => {
    const [a, b] = await list('notifications', { unread: true });
    expect((await dp.action('notifications', 'markAsRead', { id: a.id })).data).toMatchObject({
      id: a.id,
      read: true,
    });
    expect((await dp.update('notifications', { id: b.id, data: { read: true }, previousData: b })).data).toMatchObject({
      id: b.id,
      read: true,
    });
    const unread = ids(await list('notifications', { unread: true }));
    expect(unread).not.toContain(a.id);
    expect(unread).not.toContain(b.id);
  });

  it('delete and deleteMany → DELETE /Settings/deleteNotification/{id}', async () => {
    const [a, b, c] = await list('notifications');
    expect((await dp.delete('notifications', { id: a.id, previousData: a })).data).toEqual(a);
    expect((await dp.deleteMany('notifications', { ids: [b.id, c.id] })).data).toEqual([b.id, c.id]);
    const left = ids(await list('notifications'));
    for (const n of [a, b, c]) expect(left).not.toContain(n.id);
  });

  it("action('notifications', 'deleteAll') (no id) → DELETE /Settings/deleteAllNotifications", async () => {
    const before = (await list('notifications')).length;
    expect((await dp.action('notifications', 'deleteAll')).data).toMatchObject({ deleted: before });
    expect(
      (await dp.getList('notifications', { filter: {}, sort: { field: 'Date', order: 'DESC' }, pagination: page() }))
        .total,
    ).toBe(0);
  });
});

describe('invoices and history', () => {
  it('invoices getList → GET /invoices; getOne → GET /invoice/{id}', async () => {
    const { data, total } = await dp.getList('invoices', {
      filter: {},
      sort: { field: 'id', order: 'DESC' },
      pagination: page(6),
    });
    expect(total).toBe((await server('/invoices')).json.length);
    expect(data[0]).toMatchObject({ id: expect.any(Number), invoiceID: expect.stringMatching(/^LH-\d{6}$/) });
    const { data: invoice } = await dp.getOne('invoices', { id: data[0]!.id });
    expect(invoice).toMatchObject({
      id: data[0]!.id,
      orderId: data[0]!.invoiceID,
      orderSummary: { total: data[0]!.invoicePrice },
    });
  });

  it('history getList → GET /audit with filters; getOne → GET /audit/{id}', async () => {
    const { data, total } = await dp.getList('history', {
      filter: { entity: 'lab', actor_email: 'admin@labhub.pk' },
      sort: { field: 'at', order: 'DESC' },
      pagination: page(5),
    });
    expect(total).toBe(Number((await server('/audit?entity=lab&actor_email=admin@labhub.pk&_end=1')).total));
    expect(total).toBeGreaterThan(4);
    expect(data.every(r => r.entity === 'lab' && r.actor_email === 'admin@labhub.pk')).toBe(true);
    const { data: one } = await dp.getOne('history', { id: data[0]!.id });
    expect(one).toEqual(data[0]);
    const { total: none } = await dp.getList('history', { filter: { at_gte: '2999-01-01' }, pagination: page(5) });
    expect(none).toBe(0);
  });
});

describe('custom lab verbs', () => {
  it("action('labs', 'verify') → the contract's PUT /profiles/verifyLab/{email} {verified: true}", async () => {
    const [lab] = await list('labs', { status: 'pending' });
    expect((await dp.action('labs', 'verify', { id: lab.id })).data).toMatchObject({ email: lab.id, verified: true });
    expect(ids(await list('labs', { status: 'verified' }))).toContain(lab.id);
    // Already verified: the API's 409 reaches the caller (bulk actions count it as skipped).
    expect((await httpError(dp.action('labs', 'verify', { id: lab.id }))).status).toBe(409);
  });

  it("action('labs', 'block' | 'unblock') → PUT blockLab / unblockLab", async () => {
    const lab = (await list('labs', { status: 'verified' })).filter(l => l.id !== DEMO_LAB).at(-1)!;
    expect((await dp.action('labs', 'block', { id: lab.id })).data).toMatchObject({ email: lab.id, is_active: false });
    expect(ids(await list('labs', { status: 'blocked' }))).toContain(lab.id);
    expect((await dp.action('labs', 'unblock', { id: lab.id })).data).toMatchObject({ email: lab.id, is_active: true });
    expect(ids(await list('labs', { status: 'blocked' }))).not.toContain(lab.id);
    expect(ids(await list('labs', { status: 'verified' }))).toContain(lab.id);
  });

  it("action('labs', 'reject') → DELETE /profiles/deleteLab/{email}", async () => {
    const [lab] = await list('labs', { status: 'pending' });
    expect((await dp.action('labs', 'reject', { id: lab.id })).data).toMatchObject({ email: lab.id, id: lab.labId });
    expect(ids(await list('labs', { status: 'pending' }))).not.toContain(lab.id);
    expect((await httpError(dp.action('labs', 'reject', { id: lab.id }))).status).toBe(404);
  });

  it('an action no contract declares is refused before any call', async () => {
    expect((await httpError(dp.action('labs', 'promote', { id: DEMO_LAB }))).status).toBe(405);
    expect((await httpError(dp.action('nothing', 'verify', { id: 1 }))).status).toBe(405);
  });

  it("action('labs', 'uploadLogo', {id, data: {Logo: file}}) → POST /profiles/updateLabDetails/{email}, multipart field Logo", async () => {
    const { data } = await dp.action<Row>('labs', 'uploadLogo', {
      id: DEMO_LAB,
      data: { Logo: new File([PNG], 'logo.png', { type: 'image/png' }) },
    });
    expect(data).toMatchObject({ email: DEMO_LAB, Logo: expect.stringMatching(/^\/api\/profiles\/logo\/\d+\?v=\d+$/) });
    const image = await fetch(`${apiUrl}${(data.Logo as string).replace(/^\/api/, '')}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
    const e = await httpError(
      dp.action('labs', 'uploadLogo', { id: DEMO_LAB, data: { Logo: new Blob(['not an image']) } }),
    );
    expect(e.status).toBe(415);
    expect(e.body.errors).toEqual({ Logo: 'PNG, JPEG or WebP only' });
  });
});

describe('other custom verbs', () => {
  it('registerDevice({registration_id, user, type}) → POST /devices', async () => {
    const { data } = await dp.registerDevice({
      registration_id: 'fcm-provider-token',
      user: 'admin@labhub.pk',
      type: 'web',
    });
    expect(data).toMatchObject({
      id: expect.any(Number),
      registration_id: 'fcm-provider-token',
      user: 'admin@labhub.pk',
      type: 'web',
    });
  });

  it('get(path) reads every dashboard total and chart', async () => {
    const [verified, unverified] = (await dp.get<number[]>(DASHBOARD_PATHS.totalLabs)).data;
    expect(verified + unverified).toBe((await server('/profiles/getAllLabs')).json.length);
    expect((await dp.get<number[]>(DASHBOARD_PATHS.userStats)).data).toHaveLength(5);
    for (const path of [
      DASHBOARD_PATHS.totalEarnings,
      DASHBOARD_PATHS.totalComplaints,
      DASHBOARD_PATHS.totalFinancialAid,
      DASHBOARD_PATHS.totalDonations,
      DASHBOARD_PATHS.donationStats,
    ]) {
      const { data } = await dp.get<{ total: number }>(path);
      expect(data, path).toEqual((await server(path)).json);
      expect(typeof data.total, path).toBe('number');
    }
    expect((await dp.get(DASHBOARD_PATHS.weekly)).data).toMatchObject({ period: 'weekly', labels: expect.any(Array) });
    expect((await dp.get<Row>(DASHBOARD_PATHS.weekly)).data.labels).toHaveLength(7);
    expect((await dp.get<Row>(DASHBOARD_PATHS.monthly)).data.period).toBe('monthly');
    expect((await dp.get<Row>(DASHBOARD_PATHS.yearly)).data.labels).toHaveLength(12);
    expect((await dp.get(DASHBOARD_PATHS.topSelling('jan'))).data).toMatchObject({
      month: 'jan',
      items: expect.any(Array),
    });
    expect((await dp.get(DASHBOARD_PATHS.earningCharts('dec'))).data).toMatchObject({
      month: 'dec',
      data: expect.any(Array),
      total: expect.any(Number),
    });
    expect((await httpError(dp.get('/top-selling-data/smarch'))).status).toBe(400);
  });
});

describe('errors and fallbacks', () => {
  it('no token → HttpError 401 with the server detail', async () => {
    const anonymous = createDataProvider({ apiUrl, getToken: () => null });
    const e = await httpError(anonymous.getList('labs', { filter: {}, sort: byName, pagination: page(10) }));
    expect(e.status).toBe(401);
    expect(e.message).toBe('Authentication credentials were not provided.');
    expect(e.body).toEqual({ errors: {}, detail: 'Authentication credentials were not provided.' });
  });

  it("a lab user's token on an admin call → HttpError 403", async () => {
    const labUser = createDataProvider({ apiUrl, getToken: () => t.labToken });
    expect(
      (
        await httpError(
          labUser.getList('tests', { filter: {}, sort: { field: 'Title', order: 'ASC' }, pagination: page(10) }),
        )
      ).status,
    ).toBe(403);
    expect((await labUser.getOne('labs', { id: DEMO_LAB })).data.id).toBe(DEMO_LAB);
  });

  it('an unknown sort field is the server 400 on _sort; unsupported verbs are 405', async () => {
    const e = await httpError(
      dp.getList('tests', { filter: {}, sort: { field: 'nope', order: 'ASC' }, pagination: page(10) }),
    );
    expect(e.status).toBe(400);
    expect(Object.keys(e.body.errors)).toEqual(['_sort']);
    expect((await httpError(dp.create('donations', { data: {} }))).status).toBe(405);
    expect(
      (await httpError(dp.getList('appointments', { filter: {}, sort: byName, pagination: page(10) }))).status,
    ).toBe(405);
    expect((await httpError(dp.getList('nonsense', { filter: {}, sort: byName, pagination: page(10) }))).status).toBe(
      404,
    );
  });

  it('a backend that ignores list parameters (no total header) is filtered, searched, sorted and paged in the browser', async () => {
    // The original backend: query strings ignored, whole arrays, no X-Total-Count/Content-Range.
    const original = createDataProvider({
      apiUrl,
      getToken: () => t.adminToken,
      fetch: async (input, init) => {
        const url = new URL(typeof input === 'string' || 'href' in input ? input : input.url);
        const res = await fetch(url.origin + url.pathname, init);
        const headers = new Headers(res.headers);
        headers.delete('x-total-count');
        headers.delete('content-range');
        return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
      },
    });
    for (const params of [
      { filter: { status: 'verified' }, sort: byName, pagination: page(10, 2) },
      {
        filter: { status: 'verified', q: 'lahore' },
        sort: { field: 'id', order: 'DESC' as const },
        pagination: page(5),
      },
      { filter: { city: 'Karachi' }, sort: { field: 'labId', order: 'ASC' as const }, pagination: page(5) },
    ]) {
      const local = await original.getList('labs', params);
      const remote = await dp.getList('labs', params);
      expect(local.total).toBe(remote.total);
      expect(ids(local.data)).toEqual(ids(remote.data));
    }
    const remotePayables = await dp.getList('payables', { filter: {}, pagination: page(5, 3) });
    expect(await original.getList('payables', { filter: {}, pagination: page(5, 3) })).toEqual(remotePayables);
    const some = (await list('staff')).slice(0, 3);
    expect(ids((await original.getMany('staff', { ids: ids(some) })).data)).toEqual(ids(some));
    const [c] = await list('complaints');
    expect((await original.getOne('complaints', { id: c.id })).data).toEqual(c);
  });
});
