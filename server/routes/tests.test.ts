import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, databaseFingerprint, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const valid = {
  Title: 'Anti-Mullerian Hormone',
  Description: 'd'.repeat(100),
  PreConditions: 'No special preparation',
  LowerPriceLimit: '2500',
  UpperPriceLimit: 4500,
  AvgDuration: '2 Days',
};

describe('test catalogue', () => {
  it('refuses a 99-character description with the SPEC message and accepts 100', async () => {
    const before = await databaseFingerprint(t.database);
    const short = await t.call({
      method: 'POST',
      url: '/api/Inventory/CreateTest',
      payload: { ...valid, Description: 'd'.repeat(99) },
    });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toEqual({
      detail: 'Description must be at least 100 characters',
      errors: { Description: 'Description must be at least 100 characters' },
    });
    expect(await databaseFingerprint(t.database)).toEqual(before);
    const ok = await t.call({ method: 'POST', url: '/api/Inventory/CreateTest', payload: valid });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ Title: valid.Title, LowerPriceLimit: 2500, UpperPriceLimit: 4500 });
  });

  it.each([
    [{ Title: '' }, 'Title', 'Please Enter Your Test Title'],
    [{ LowerPriceLimit: -1 }, 'LowerPriceLimit', 'LowerPriceLimit must be greater than 0'],
    [{ LowerPriceLimit: 'abc' }, 'LowerPriceLimit', 'LowerPriceLimit must be greater than 0'],
    [{ UpperPriceLimit: -5 }, 'UpperPriceLimit', 'UpperPriceLimit must be greater than 0'],
    [
      { LowerPriceLimit: 5000, UpperPriceLimit: 100 },
      'UpperPriceLimit',
      'UpperPriceLimit must not be less than LowerPriceLimit',
    ],
    [{ LowerPriceLimit: 12.5 }, 'LowerPriceLimit', 'Prices are whole rupees: enter a number without decimals'],
    [{ UpperPriceLimit: '4500.5' }, 'UpperPriceLimit', 'Prices are whole rupees: enter a number without decimals'],
    [{ PreConditions: '' }, 'PreConditions', 'Please Enter PreConditions'],
    [{ AvgDuration: '  ' }, 'AvgDuration', 'Please Enter AvgDuration'],
    [{ Description: undefined }, 'Description', 'Description must be at least 100 characters'],
  ])('refuses %o', async (change, field, message) => {
    const res = await t.call({ method: 'POST', url: '/api/Inventory/CreateTest', payload: { ...valid, ...change } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toBe(message);
  });

  it('refuses a decimal price with 422 and changes nothing (prices are whole rupees, never rounded)', async () => {
    const before = await databaseFingerprint(t.database);
    const res = await t.call({
      method: 'POST',
      url: '/api/Inventory/CreateTest',
      payload: { ...valid, Title: 'Decimal Price', LowerPriceLimit: 12.5, UpperPriceLimit: 13 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: expect.any(String),
      errors: { LowerPriceLimit: 'Prices are whole rupees: enter a number without decimals' },
    });
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('refuses a duplicate title (trimmed, any case) with 409 on the Title field, on create and on update', async () => {
    const title = 'Duplicate Title Check';
    const first = await t.call({
      method: 'POST',
      url: '/api/Inventory/CreateTest',
      payload: { ...valid, Title: title },
    });
    expect(first.statusCode, first.body).toBe(201);
    const before = await databaseFingerprint(t.database);
    const again = await t.call({
      method: 'POST',
      url: '/api/Inventory/CreateTest',
      payload: { ...valid, Title: `  ${title.toUpperCase()} ` },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail: 'A test with this title already exists.',
      errors: { Title: 'A test with this title already exists' },
    });
    const [other] = (await t.call({ method: 'GET', url: '/api/Inventory/ViewTests?_start=0&_end=1' })).json();
    const rename = await t.call({
      method: 'PUT',
      url: `/api/Inventory/UpdateTest/${other.id}`,
      payload: { ...valid, Title: title },
    });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().errors).toEqual({ Title: 'A test with this title already exists' });
    expect(await databaseFingerprint(t.database)).toEqual(before);
    // Saving a test under its own title is no duplicate.
    const self = await t.call({
      method: 'PUT',
      url: `/api/Inventory/UpdateTest/${first.json().id}`,
      payload: { ...valid, Title: title, AvgDuration: '3 Days' },
    });
    expect(self.statusCode, self.body).toBe(200);
  });

  it('updates and deletes a test; unknown ids are 404', async () => {
    const [first] = (await t.call({ method: 'GET', url: '/api/Inventory/ViewTests' })).json();
    const res = await t.call({
      method: 'PUT',
      url: `/api/Inventory/UpdateTest/${first.id}`,
      payload: { ...valid, id: first.id, Title: 'Renamed Test' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.call({ method: 'GET', url: `/api/Inventory/TestDetail/${first.id}` })).json().Title).toBe(
      'Renamed Test',
    );
    expect((await t.call({ method: 'DELETE', url: `/api/Inventory/DeleteTest/${first.id}` })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `/api/Inventory/TestDetail/${first.id}` })).statusCode).toBe(404);
    expect(
      (await t.call({ method: 'PUT', url: `/api/Inventory/UpdateTest/${first.id}`, payload: valid })).statusCode,
    ).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/api/Inventory/DeleteTest/${first.id}` })).statusCode).toBe(404);
  });

  it('lists by Title ascending, 10 per page, searchable', async () => {
    const all = (await t.call({ method: 'GET', url: '/api/Inventory/ViewTests' })).json();
    expect(all.length).toBeGreaterThanOrEqual(40);
    const titles = all.map((x: { Title: string }) => x.Title);
    expect(titles).toEqual([...titles].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const page2 = await t.call({
      method: 'GET',
      url: '/api/Inventory/ViewTests?_start=10&_end=20&_sort=Title&_order=ASC',
    });
    expect(page2.json().map((x: { id: number }) => x.id)).toEqual(all.slice(10, 20).map((x: { id: number }) => x.id));
    const found = (await t.call({ method: 'GET', url: '/api/Inventory/ViewTests?q=lipid' })).json();
    expect(found.length).toBeGreaterThan(0);
    expect(
      found.every((x: { Title: string; Description: string; PreConditions: string }) =>
        `${x.Title} ${x.Description} ${x.PreConditions}`.toLowerCase().includes('lipid'),
      ),
    ).toBe(true);
  });
});

describe('service detail (designed: the financial-aid detail links to it)', () => {
  it('returns a booked service with its lab and catalogue test; 404 for an unknown id; admin only', async () => {
    const appointment = (await t.call({ method: 'GET', url: '/api/Appointments/getappointmentdetails/2' })).json();
    const booked = appointment.BookedServices[0];
    const res = await t.call({ method: 'GET', url: `/api/Inventory/ServiceDetail/${booked.ServiceData.id}` });
    expect(res.statusCode, res.body).toBe(200);
    const service = res.json();
    expect(service).toMatchObject({
      id: booked.ServiceData.id,
      ServiceTitle: booked.ServiceData.ServiceTitle,
      ServicePrice: booked.ServiceData.ServicePrice,
      HomeSamplingPrice: booked.ServiceData.HomeSamplingPrice,
      CommunicationPrice: booked.ServiceData.CommunicationPrice,
      LabData: { id: appointment.LabData.id, name: appointment.LabData.name, email: appointment.LabData.email },
    });
    expect(service.TestData).toMatchObject({ id: expect.any(Number), Title: expect.any(String) });

    const missing = await t.call({ method: 'GET', url: '/api/Inventory/ServiceDetail/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Service not found.');
    expect((await t.call({ method: 'GET', url: '/api/Inventory/ServiceDetail/abc' })).statusCode).toBe(400);
    expect(
      (await t.call({ method: 'GET', url: `/api/Inventory/ServiceDetail/${booked.ServiceData.id}`, token: t.labToken }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.call({ method: 'GET', url: `/api/Inventory/ServiceDetail/${booked.ServiceData.id}`, token: null }))
        .statusCode,
    ).toBe(401);
  });
});
