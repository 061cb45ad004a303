/**
 * The data provider's lab routes and custom lab verbs against the real API: one test per row of the mapping table in
 * routes.ts and per verb, each asserting what the server then holds.
 */
import { describe, expect, it } from 'vitest';

import { httpError } from '../tests/httpError';
import { byName, DEMO_LAB, ids, page, PNG, type Row } from '../tests/providerFixtures';
import { apiUrl, dp, list, server, startProviderApp } from '../tests/providerHarness';

startProviderApp();

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
