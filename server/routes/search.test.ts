import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { queryRows } from '../db/client.js';
import { DEMO_SHARED_PASSWORD } from '../db/seed/index.js';
import { invoiceNumber } from '../repos/invoices.js';
import { databaseFingerprint } from '../test/harness.js';
import { getOk, useTestApp } from '../test/suite.js';

const t = useTestApp();

interface Hit {
  id: number;
  key: string;
  title: string;
  subtitle: string | null;
  exact: boolean;
}
interface Page {
  group: string;
  items: Hit[];
  offset: number;
  next: number | null;
}

const search = async (params: Record<string, string | number>, token?: string) => {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const res = await getOk(t, `/api/search?${query}`, token);
  return res.json<{ q: string; groups: Page[] }>();
};
const groupOf = (reply: { groups: Page[] }, name: string) => reply.groups.find(g => g.group === name);

let labId: number;
let otherLab: { id: number; name: string; email: string; contact_number: string };
beforeAll(async () => {
  [{ id: labId }] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from labs where email = 'lab@labhub.pk'`,
  );
  [otherLab] = await queryRows(
    t.database.db,
    sql`select id, name, email, contact_number from labs where id <> ${labId} order by id limit 1`,
  );
});

describe('GET /api/search', () => {
  it('lists the exact email first, then the labs whose text contains it', async () => {
    const reply = await search({ q: otherLab.email.toUpperCase() });
    const labs = groupOf(reply, 'labs')!;
    expect(labs.items[0]).toMatchObject({ id: otherLab.id, key: otherLab.email, title: otherLab.name, exact: true });
    expect(labs.items.filter(i => i.id === otherLab.id)).toHaveLength(1);
  });

  it('finds a lab by its phone exactly and by part of its name, city or phone', async () => {
    const byPhone = groupOf(await search({ q: otherLab.contact_number }), 'labs')!;
    expect(byPhone.items[0]).toMatchObject({ id: otherLab.id, exact: true });
    const fragment = otherLab.name.slice(1, 6).toLowerCase();
    const byName = groupOf(await search({ q: fragment, limit: 50 }), 'labs')!;
    expect(
      byName.items.every(i => i.title.toLowerCase().includes(fragment) || i.subtitle?.toLowerCase().includes(fragment)),
    ).toBe(true);
    const [{ city }] = await queryRows<{ city: string }>(
      t.database.db,
      sql`select city from labs where id = ${otherLab.id}`,
    );
    const [{ n }] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from labs where lower(city) like ${`%${city.toLowerCase()}%`}`,
    );
    const byCity = groupOf(await search({ q: city, limit: 50 }), 'labs')!;
    expect(byCity.items.length).toBe(Math.min(n, 50));
  });

  it('sorts the matches by name and pages each group on its own, without repeats', async () => {
    const first = groupOf(await search({ q: 'lab', limit: 3 }), 'labs')!;
    expect(first.items).toHaveLength(3);
    expect(first.next).toBe(3);
    const names = first.items.map(i => i.title);
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
    const second = await search({ q: 'lab', limit: 3, group: 'labs', offset: 3 });
    expect(second.groups).toHaveLength(1);
    const page2 = second.groups[0];
    expect(page2).toMatchObject({ group: 'labs', offset: 3 });
    expect(page2.items.map(i => i.id)).not.toEqual(expect.arrayContaining(first.items.map(i => i.id)));
    const whole = groupOf(await search({ q: 'lab', limit: 6 }), 'labs')!;
    expect(whole.items.map(i => i.id)).toEqual([...first.items, ...page2.items].map(i => i.id));
  });

  it('finds an order by its id or invoice number, a staff member by CNIC and phone, a test by title', async () => {
    const [order] = await queryRows<{ id: number }>(t.database.db, sql`select id from orders order by id desc limit 1`);
    for (const q of [String(order.id), invoiceNumber(order.id)]) {
      const orders = groupOf(await search({ q }), 'orders')!;
      expect(orders.items).toEqual([
        expect.objectContaining({ id: order.id, title: invoiceNumber(order.id), exact: true }),
      ]);
    }
    const [member] = await queryRows<{ id: number; email: string; cnic: string; contact_number: string; name: string }>(
      t.database.db,
      sql`select id, email, cnic, contact_number, name from staff order by id limit 1`,
    );
    for (const q of [member.cnic, member.contact_number, member.email]) {
      expect(groupOf(await search({ q }), 'staff')!.items[0]).toMatchObject({
        id: member.id,
        key: member.email,
        exact: true,
      });
    }
    expect(groupOf(await search({ q: member.name.slice(0, 4) }), 'staff')!.items.map(i => i.id)).toContain(member.id);
    const [test] = await queryRows<{ id: number; title: string }>(
      t.database.db,
      sql`select id, title from tests order by id limit 1`,
    );
    const tests = groupOf(await search({ q: test.title }), 'tests')!;
    expect(tests.items[0]).toMatchObject({ id: test.id, key: String(test.id), exact: true });
  });

  it('finds a patient by email, phone and name', async () => {
    const [patient] = await queryRows<{ id: number; email: string; name: string; contact_number: string | null }>(
      t.database.db,
      sql`select id, email, name, contact_number from users where role = 'patient' and contact_number is not null order by id limit 1`,
    );
    expect(groupOf(await search({ q: patient.email }), 'patients')!.items[0]).toMatchObject({
      id: patient.id,
      exact: true,
    });
    expect(groupOf(await search({ q: patient.contact_number! }), 'patients')!.items[0]).toMatchObject({
      id: patient.id,
      exact: true,
    });
    const byName = await search({ q: patient.name, limit: 50 });
    expect(groupOf(byName, 'patients')!.items.map(i => i.id)).toContain(patient.id);
    // Administrators and lab users are no patients.
    expect(groupOf(await search({ q: 'admin@labhub.pk' }), 'patients')).toBeUndefined();
  });

  it('takes one or two characters as the start of a name', async () => {
    const labs = groupOf(await search({ q: 'La', limit: 50 }), 'labs')!;
    expect(labs.items.length).toBeGreaterThan(0);
    expect(labs.items.every(i => i.title.toLowerCase().startsWith('la'))).toBe(true);
  });

  it("treats LIKE's wildcards as text", async () => {
    const reply = await search({ q: '%_%' });
    expect(reply.groups).toEqual([]);
  });

  it("a lab user finds only its own lab, its lab's orders and their patients, and no staff or tests", async () => {
    const own = await search({ q: 'lab' }, t.labToken);
    expect(groupOf(own, 'labs')!.items.map(i => i.id)).toEqual([labId]);
    const other = await search({ q: otherLab.email }, t.labToken);
    expect(groupOf(other, 'labs')).toBeUndefined();
    const [foreignOrder] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from orders where lab_id <> ${labId} order by id limit 1`,
    );
    expect(groupOf(await search({ q: String(foreignOrder.id) }, t.labToken), 'orders')).toBeUndefined();
    expect(groupOf(await search({ q: String(foreignOrder.id) }), 'orders')!.items[0].id).toBe(foreignOrder.id);
    const [ownOrder] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from orders where lab_id = ${labId} order by id limit 1`,
    );
    expect(groupOf(await search({ q: String(ownOrder.id) }, t.labToken), 'orders')!.items[0].id).toBe(ownOrder.id);
    // Patients: those who ordered at the lab, and no other.
    const [stranger] = await queryRows<{ email: string }>(
      t.database.db,
      sql`select email from users u where role = 'patient'
          and not exists (select 1 from orders o where o.patient_id = u.id and o.lab_id = ${labId}) order by id limit 1`,
    );
    expect(groupOf(await search({ q: stranger.email }, t.labToken), 'patients')).toBeUndefined();
    expect(groupOf(await search({ q: stranger.email }), 'patients')!.items).toHaveLength(1);
    const [customer] = await queryRows<{ email: string }>(
      t.database.db,
      sql`select u.email from users u join orders o on o.patient_id = u.id where o.lab_id = ${labId} order by u.id limit 1`,
    );
    expect(groupOf(await search({ q: customer.email }, t.labToken), 'patients')!.items).toHaveLength(1);
    const [member] = await queryRows<{ cnic: string }>(t.database.db, sql`select cnic from staff order by id limit 1`);
    expect((await search({ q: member.cnic }, t.labToken)).groups).toEqual([]);
    const staffPage = await t.call({ method: 'GET', url: '/api/search?q=a&group=staff', token: t.labToken });
    expect(staffPage.statusCode).toBe(403);
  });

  it('answers 401 without a token and 403 to a patient', async () => {
    const none = await t.call({ method: 'GET', url: '/api/search?q=lab', token: null });
    expect(none.statusCode).toBe(401);
    const [patient] = await queryRows<{ email: string }>(
      t.database.db,
      sql`select email from users where role = 'patient' and is_active order by id limit 1`,
    );
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/patientLogin/',
      token: null,
      payload: { email: patient.email, password: DEMO_SHARED_PASSWORD },
    });
    const res = await t.call({ method: 'GET', url: '/api/search?q=lab', token: login.json().access_token });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toEqual(expect.any(String));
  });

  it('refuses a missing, empty or too long text and a bad page with 400 {detail, errors}, changing nothing', async () => {
    const before = await databaseFingerprint(t.database);
    for (const [url, field] of [
      ['/api/search', 'q'],
      ['/api/search?q=', 'q'],
      ['/api/search?q=%20%20', 'q'],
      [`/api/search?q=${'x'.repeat(101)}`, 'q'],
      ['/api/search?q=lab&limit=0', 'limit'],
      ['/api/search?q=lab&limit=51', 'limit'],
      ['/api/search?q=lab&offset=-1', 'offset'],
      ['/api/search?q=lab&group=invoices', 'group'],
    ] as const) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ detail: expect.any(String), errors: { [field]: expect.any(String) } });
    }
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });
});
