import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { queryRows } from '../db/client.js';
import { purgeDeletedTests } from '../repos/tests.js';
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

describe('deleting a catalogue test', () => {
  /** What names a test, the rows that must outlive it, and item_months against a recount of the items. */
  const links = async (id: number) => {
    const [row] = await queryRows<{
      tests: number;
      services: number;
      items: number;
      allServices: number;
      allItems: number;
      unlinkedItems: number;
      monthsOff: number;
    }>(
      t.database.db,
      sql`select (select count(*)::int from tests where id = ${id}) as "tests",
        (select count(*)::int from services where test_id = ${id}) as "services",
        (select count(*)::int from order_items where test_id = ${id}) as "items",
        (select count(*)::int from services) as "allServices",
        (select count(*)::int from order_items) as "allItems",
        (select count(*)::int from order_items where test_id is null) as "unlinkedItems",
        (select count(*)::int from (
          (select month, test_id, item, n, revenue from item_months where n <> 0
           except
           select order_month, coalesce(test_id, 0), case when test_id is null then item else '' end, count(*), sum(price)
           from order_items group by 1, 2, 3)
          union all
          (select order_month, coalesce(test_id, 0), case when test_id is null then item else '' end, count(*), sum(price)
           from order_items group by 1, 2, 3
           except
           select month, test_id, item, n, revenue from item_months where n <> 0)) d) as "monthsOff"`,
    );
    return row;
  };
  /** `links` once a deleted test's clearing has ended: the test gone, every service and item kept and unlinked. */
  const cleared = (before: Awaited<ReturnType<typeof links>>) => ({
    ...before,
    tests: 0,
    services: 0,
    items: 0,
    unlinkedItems: before.unlinkedItems + before.items,
    monthsOff: 0,
  });
  /** The catalogue test named by the most order items (and so services), and its title. */
  const busiest = async (skip = 0) => {
    const [row] = await queryRows<{ id: number; title: string }>(
      t.database.db,
      sql`select t.id, t.title from tests t join order_items i on i.test_id = t.id where t.deleted_at is null
          group by t.id, t.title order by count(*) desc, t.id limit 1 offset ${skip}`,
    );
    return row;
  };

  it('hides it at once and frees its title; its services and items keep their rows and lose the link afterwards', async () => {
    const test = await busiest();
    const before = await links(test.id);
    expect(before.services).toBeGreaterThan(0);
    expect(before.items).toBeGreaterThan(0);
    const [service] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from services where test_id = ${test.id} order by id limit 1`,
    );

    const res = await t.call({ method: 'DELETE', url: `/api/Inventory/DeleteTest/${test.id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: 'Test deleted.', id: test.id });
    // Gone from the catalogue, its detail, the global search and its services' detail, whether or not cleared yet.
    expect((await t.call({ method: 'GET', url: `/api/Inventory/TestDetail/${test.id}` })).statusCode).toBe(404);
    const listed = (await t.call({ method: 'GET', url: '/api/Inventory/ViewTests' })).json<{ id: number }[]>();
    expect(listed.map(x => x.id)).not.toContain(test.id);
    const found = (await t.call({ method: 'GET', url: `/api/search?${new URLSearchParams({ q: test.title })}` })).json<{
      groups: { group: string; items: { id: number }[] }[];
    }>();
    expect(found.groups.filter(g => g.group === 'tests').flatMap(g => g.items.map(i => i.id))).not.toContain(test.id);
    const detail = await t.call({ method: 'GET', url: `/api/Inventory/ServiceDetail/${service.id}` });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().TestData).toBeNull();
    expect(
      (await t.call({ method: 'PUT', url: `/api/Inventory/UpdateTest/${test.id}`, payload: valid })).statusCode,
    ).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/api/Inventory/DeleteTest/${test.id}` })).statusCode).toBe(404);
    // Its title is free at once.
    const again = await t.call({
      method: 'POST',
      url: '/api/Inventory/CreateTest',
      payload: { ...valid, Title: test.title },
    });
    expect(again.statusCode, again.body).toBe(201);

    // The clearing started by the deletion, waited for: the row is gone, every service and item stays, unlinked.
    await purgeDeletedTests(t.database.db);
    const after = await links(test.id);
    expect(after).toEqual(cleared(before));
  });

  it('clears a deleted test left by a stopped process in batches, and item_months follows', async () => {
    const test = await busiest();
    const before = await links(test.id);
    expect(before.items).toBeGreaterThan(14);
    // Marked deleted as deleteTest does, its links not cleared (the process stopped before its purge).
    await t.database.db.execute(sql`update tests set deleted_at = now() where id = ${test.id}`);
    await purgeDeletedTests(t.database.db, 7);
    expect(await links(test.id)).toEqual(cleared(before));
  });
});
