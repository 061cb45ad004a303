/**
 * The data provider's tests, staff, complaints, reviews and E-QA routes against the real API: one test per row of the
 * mapping table in routes.ts, each asserting what the server then holds.
 */
import { describe, expect, it } from 'vitest';

import { httpError } from '../tests/httpError';
import { byName, DEMO_LAB, ids, page, type Row, validTest } from '../tests/providerFixtures';
import { dp, list, server, startProviderApp, t } from '../tests/providerHarness';

startProviderApp();

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
