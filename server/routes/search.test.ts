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

  it('pages each group on its own, without repeats', async () => {
    const first = groupOf(await search({ q: 'lab', limit: 3 }), 'labs')!;
    expect(first.items).toHaveLength(3);
    expect(first.next).toBe(3);
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

/** Labs added for the ranking tests: `count` labs named `${name} ${n}`, each with its own email and phone. */
async function addLabs(name: string, count: number, extra: { address?: string } = {}) {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '.');
  await queryRows(
    t.database.db,
    sql`with u as (
          insert into users (email, name, password_hash, role)
          select ${slug} || '.' || g || '@labhub.pk', ${name} || ' ' || g, 'x', 'lab' from generate_series(1, ${count}) g
          returning id, email, name)
        insert into labs (user_id, email, name, labname, address, city, landline_number, contact_number, latitude, longitude, verified)
        select id, email, name, name, ${extra.address ?? 'Plot 1, Mall Road'}, 'Lahore', '042-1111111',
               '0399-' || lpad((row_number() over (order by id) + ${count * 1000})::text, 7, '0'), 31.5, 74.3, true
        from u returning id`,
  );
}

describe('GET /api/search: ranking', () => {
  beforeAll(async () => {
    // 90 labs with "Zephyrine" as a word and 20 with it inside a longer word whose names sort first: more than the
    // search ranks whole, so their order comes from the GiST index (nearest first).
    await addLabs('Zephyrine Lab', 90);
    await addLabs('Azephyrinex Lab', 20);
    // 10 + 10 of the same kinds, few enough to be ranked whole.
    await addLabs('Quillmere Lab', 10);
    await addLabs('Aquillmeres Lab', 10);
  });

  it('ranks a few matches whole: nearest by word similarity first, then by name', async () => {
    const labs = groupOf(await search({ q: 'quillmere', limit: 20 }), 'labs')!;
    const expected = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from lab_search where text like '%quillmere%' order by 'quillmere' <<-> text, name, id`,
    );
    expect(expected).toHaveLength(20);
    expect(labs.items.map(i => i.id)).toEqual(expected.map(r => r.id));
    // The whole word before the longer word, although "Aquillmeres" sorts first by name.
    expect(labs.items.slice(0, 10).every(i => i.title.startsWith('Quillmere Lab'))).toBe(true);
    expect(labs.items.slice(10).every(i => i.title.startsWith('Aquillmeres Lab'))).toBe(true);
  });

  it('ranks many matches nearest first from the index, equal ones by name, and its pages agree', async () => {
    const [{ n }] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from lab_search where text like '%zephyrine%'`,
    );
    expect(n).toBe(110);
    const first = groupOf(await search({ q: 'zephyrine', limit: 5 }), 'labs')!;
    expect(first.next).toBe(5);
    const next = (await search({ q: 'zephyrine', limit: 10, group: 'labs', offset: 5 })).groups[0];
    const whole = groupOf(await search({ q: 'zephyrine', limit: 15 }), 'labs')!;
    const titles = [...first.items, ...next.items].map(i => i.title);
    expect(whole.items.map(i => i.title)).toEqual(titles);
    expect(new Set(titles).size).toBe(15);
    // All of the nearest (the whole word), in name order; none of the 20 "Azephyrinex" ones that sort first by name.
    expect(titles.every(title => title.startsWith('Zephyrine Lab'))).toBe(true);
    expect([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(titles);
  });

  it('lists an exact email, phone, CNIC or order id first, before records that contain it and sort earlier', async () => {
    const db = t.database.db;
    const [target] = await queryRows<{ id: number; email: string; contact_number: string }>(
      db,
      sql`select id, email, contact_number from labs where name = 'Zephyrine Lab 50'`,
    );
    // Decoys: labs whose name holds the target's email and phone, and that sort before it.
    await queryRows(
      db,
      sql`update labs set name = 'Aa ' || ${target.email} || ' ' || ${target.contact_number}
          where name in ('Zephyrine Lab 1', 'Zephyrine Lab 2')`,
    );
    for (const q of [target.email, target.contact_number]) {
      const reply = await search({ q, limit: 5 });
      expect(reply.groups[0].group, q).toBe('labs');
      const labs = reply.groups[0].items;
      expect(labs[0], q).toMatchObject({ id: target.id, exact: true });
      expect(
        labs.slice(1).map(i => i.title.slice(0, 3)),
        q,
      ).toEqual(['Aa ', 'Aa ']);
      expect(labs.slice(1).every(i => !i.exact)).toBe(true);
    }

    // A patient's email, held also in another patient's name.
    const [patient, other] = await queryRows<{ id: number; email: string }>(
      db,
      // Records no earlier test searched for (whole answers are cached until the API's next write).
      sql`select id, email from users where role = 'patient' order by id desc limit 2`,
    );
    await queryRows(db, sql`update users set name = 'Aa ' || ${patient.email} where id = ${other.id}`);
    const patients = (await search({ q: patient.email })).groups[0];
    expect(patients.group).toBe('patients');
    expect(patients.items.map(i => [i.id, i.exact])).toEqual([
      [patient.id, true],
      [other.id, false],
    ]);

    // A staff member's CNIC, held also in another's name: the staff group comes first, the owner first in it.
    const [member, colleague] = await queryRows<{ id: number; cnic: string }>(
      db,
      sql`select id, cnic from staff order by id desc limit 2`,
    );
    await queryRows(db, sql`update staff set name = 'Aa ' || ${member.cnic} where id = ${colleague.id}`);
    const staff = (await search({ q: member.cnic })).groups[0];
    expect(staff.group).toBe('staff');
    expect(staff.items.map(i => [i.id, i.exact])).toEqual([
      [member.id, true],
      [colleague.id, false],
    ]);

    // An order id that is also part of labs' phones: the order's group comes first.
    const [order] = await queryRows<{ id: number }>(db, sql`select id from orders order by id limit 1 offset 9`);
    await queryRows(
      db,
      sql`update labs set contact_number = '0399-000' || ${String(order.id).padStart(4, '0')}
          where name = 'Zephyrine Lab 3'`,
    );
    const byId = await search({ q: String(order.id).padStart(4, '0') });
    expect(byId.groups.map(g => g.group)).toEqual(['orders', 'labs']);
    expect(byId.groups[0].items[0]).toMatchObject({ id: order.id, exact: true });
  });
});

describe('GET /api/search: the labs from their words', () => {
  beforeAll(async () => {
    // A word (distance 0), a longer word holding it (farther), and a word joined to another across a hyphen.
    await addLabs('Quorvex Lab', 30);
    await addLabs('Aquorvexia Lab', 12);
    await addLabs('Quorvex-Mint Lab', 5);
  });

  /** Every page of the labs group, `limit` at a time, from the first to the last. */
  async function allPages(q: string, limit: number) {
    const items: Hit[] = [];
    for (let offset: number | null = 0; offset !== null;) {
      const page: Page = (await search({ q, group: 'labs', limit, offset })).groups[0];
      expect(page.offset).toBe(offset);
      items.push(...page.items);
      offset = page.next;
    }
    return items;
  }

  /** The labs whose search text contains the text, or whose email or phone it is. */
  const containing = async (q: string) =>
    (
      await queryRows<{ id: number }>(
        t.database.db,
        sql`select ls.id from lab_search ls join labs l on l.id = ls.id
            where strpos(ls.text, lower(${q})) > 0 or l.email = lower(${q}) or l.contact_number = ${q}`,
      )
    )
      .map(r => r.id)
      .sort((a, b) => a - b);

  it('orders the labs of a word by the distance of their nearest word holding it, then by name, on every page', async () => {
    const expected = await queryRows<{ id: number }>(
      t.database.db,
      sql`select w.lab_id as id from lab_words w where w.word like '%quorvex%'
          group by w.lab_id, w.name order by min('quorvex' <<-> w.word), w.name, w.lab_id`,
    );
    expect(expected).toHaveLength(47);
    const whole = groupOf(await search({ q: 'quorvex', limit: 50 }), 'labs')!;
    expect(whole.items.map(i => i.id)).toEqual(expected.map(r => r.id));
    expect(whole.next).toBeNull();
    // The whole word first (the 30 "Quorvex Lab" and the 5 "Quorvex-Mint Lab", by name), the longer word after.
    expect(whole.items.slice(35).every(i => i.title.startsWith('Aquorvexia Lab'))).toBe(true);
    // Pages of 7 (and the palette's 5, then 10) read the same list, across the change of distance.
    expect((await allPages('quorvex', 7)).map(i => i.id)).toEqual(expected.map(r => r.id));
    const first = groupOf(await search({ q: 'quorvex', limit: 5 }), 'labs')!;
    const next = (await search({ q: 'quorvex', limit: 10, group: 'labs', offset: 5 })).groups[0];
    expect([...first.items, ...next.items].map(i => i.id)).toEqual(expected.slice(0, 15).map(r => r.id));
  });

  it('reads many words at one distance together, in name order', async () => {
    // 40 words holding "vorq" alike (a letter, "vorq", a letter): one distance, more words than are walked one by one.
    const letters = 'abcdefghijklmnopqrst';
    for (let i = 0; i < 40; i++) await addLabs(`${letters[i % 20]}vorq${letters[Math.floor(i / 20)]} Lab`, 1);
    const [{ words, distances }] = await queryRows<{ words: number; distances: number }>(
      t.database.db,
      sql`select count(*)::int as words, count(distinct 'vorq' <<-> word)::int as distances
          from lab_word_list where word like '%vorq%'`,
    );
    expect([words, distances]).toEqual([40, 1]);
    const expected = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from lab_search where text like '%vorq%' order by name, id`,
    );
    expect(expected).toHaveLength(40);
    expect((await allPages('vorq', 7)).map(i => i.id)).toEqual(expected.map(r => r.id));
  });

  it('finds every lab containing a text of several runs, a join, an email or no word at all, once, page by page', async () => {
    const [email] = await queryRows<{ email: string; id: number }>(
      t.database.db,
      sql`select id, email from labs where name = 'Quorvex Lab 2'`,
    );
    for (const q of ['quorvex lab 1', 'ex-mi', 'x-mint l', email.email, 'lab 2', 'b 1', 'ab 3']) {
      const items = await allPages(q, 7);
      const ids = items.map(i => i.id);
      expect(new Set(ids).size, q).toBe(ids.length);
      expect(
        [...ids].sort((a, b) => a - b),
        q,
      ).toEqual(await containing(q));
      expect(ids.length, q).toBeGreaterThan(0);
    }
    const byEmail = await allPages(email.email, 5);
    expect(byEmail[0]).toMatchObject({ id: email.id, exact: true });
  });
});
