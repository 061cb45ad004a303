/**
 * The demo data: its shape (SPEC §3 and §5 rules hold for every seeded row), its mix of states and its determinism.
 * Two databases are seeded once for the whole file (PGlite: the second is a clone of the empty, migrated first;
 * PostgreSQL when DATABASE_URL is set: two throw-away databases).
 */
import { randomBytes } from 'node:crypto';

import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CNIC_PATTERN, EMAIL_PATTERN, PHONE_PATTERN, TEST_DESCRIPTION_MIN } from '../../contracts/rules.js';
import { verifyPassword } from '../lib/password.js';
import { adminQuery } from '../test/harness.js';
import { type Database, openDatabase, queryRows } from './client.js';
import { DEMO_ACCOUNTS, isSeeded, seed, type SeedSummary } from './seed.js';

const NOW = new Date('2026-11-22T09:30:00Z');
const DAY = 86_400_000;

/** Two empty, migrated databases. */
async function openTwoDatabases(): Promise<[Database, Database]> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const first = await openDatabase({ kind: 'pglite' });
    const clone = (await first.pglite!.clone()) as unknown as PGlite;
    return [first, await openDatabase({ kind: 'pglite', pglite: clone })];
  }
  const open = async () => {
    // The `labhub_t_` prefix lets the suite's globalSetup remove leftovers of an interrupted run.
    const name = `labhub_t_seed_${randomBytes(5).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE ${name}`);
    const u = new URL(url);
    u.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: u.toString(), max: 2 });
    return {
      ...database,
      close: async () => {
        await database.close();
        await adminQuery(url, `DROP DATABASE IF EXISTS ${name}`);
      },
    };
  };
  return [await open(), await open()];
}

let first: Database;
let second: Database;
let summary: SeedSummary;
let secondSummary: SeedSummary;

const rows = <T>(query: string) => queryRows<T>(first.db, sql.raw(query));
const count = async (query: string) => Number((await rows<{ n: number | string }>(query))[0].n);

beforeAll(async () => {
  [first, second] = await openTwoDatabases();
  expect(await isSeeded(first.db)).toBe(false);
  summary = await seed(first.db, { now: NOW });
  secondSummary = await seed(second.db, { now: NOW });
});

afterAll(async () => {
  await first?.close();
  await second?.close();
});

describe('seed: volumes', () => {
  it('reports what it wrote, with the default volumes', async () => {
    const tables: Record<keyof SeedSummary, string> = {
      users: 'users',
      labs: 'labs',
      tests: 'tests',
      staff: 'staff',
      services: 'services',
      appointments: 'appointments',
      bookedServices: 'booked_services',
      orders: 'orders',
      orderItems: 'order_items',
      complaints: 'complaints',
      reviews: 'reviews',
      eqaCertificates: 'eqa_certificates',
      financialAid: 'financial_aid',
      donations: 'donations',
      notifications: 'notifications',
      auditLog: 'audit_log',
    };
    for (const [key, table] of Object.entries(tables)) {
      expect(await count(`select count(*)::int as n from ${table}`), table).toBe(summary[key as keyof SeedSummary]);
    }
    expect(summary.labs).toBeGreaterThanOrEqual(60);
    expect(summary.tests).toBeGreaterThanOrEqual(40);
    expect(summary.staff).toBeGreaterThanOrEqual(20);
    expect(summary.orders).toBeGreaterThanOrEqual(380);
    expect(summary.complaints).toBeGreaterThanOrEqual(30);
    expect(summary.financialAid).toBeGreaterThanOrEqual(25);
    expect(summary.donations).toBeGreaterThanOrEqual(60);
    expect(summary.notifications).toBeGreaterThanOrEqual(30);
    expect(await count(`select count(*)::int as n from users where role = 'patient'`)).toBeGreaterThanOrEqual(140);
    expect(await isSeeded(first.db)).toBe(true);
  });

  it('refuses a database that already holds data', async () => {
    await expect(seed(first.db, { now: NOW })).rejects.toThrow(/not empty/);
  });
});

describe('seed: accounts', () => {
  it('has the demo admin and the demo lab, whose passwords work', async () => {
    const users = await rows<{ email: string; name: string; role: string; password_hash: string; is_active: boolean }>(
      `select email, name, role, password_hash, is_active from users where email in ('${DEMO_ACCOUNTS.admin.email}', '${DEMO_ACCOUNTS.lab.email}') order by role`,
    );
    expect(users.map(u => [u.email, u.role, u.name])).toEqual([
      [DEMO_ACCOUNTS.admin.email, 'admin', 'Admin'],
      [DEMO_ACCOUNTS.lab.email, 'lab', DEMO_ACCOUNTS.lab.name],
    ]);
    expect(await verifyPassword(DEMO_ACCOUNTS.admin.password, users[0].password_hash)).toBe(true);
    expect(await verifyPassword(DEMO_ACCOUNTS.lab.password, users[1].password_hash)).toBe(true);
    const [lab] = await rows<{
      verified: boolean;
      is_active: boolean;
      reviews: number;
      replies: number;
      eqa: number;
      user_email: string;
    }>(`
      select l.verified, l.is_active, u.email as user_email,
        (select count(*)::int from reviews r where r.lab_id = l.id) as reviews,
        (select count(reply)::int from reviews r where r.lab_id = l.id) as replies,
        (select count(*)::int from eqa_certificates e where e.lab_id = l.id) as eqa
      from labs l join users u on u.id = l.user_id where l.email = '${DEMO_ACCOUNTS.lab.email}'`);
    expect(lab).toMatchObject({ verified: true, is_active: true, user_email: DEMO_ACCOUNTS.lab.email });
    expect(lab.reviews).toBeGreaterThanOrEqual(3);
    expect(lab.replies).toBeGreaterThanOrEqual(1);
    expect(lab.replies).toBeLessThan(lab.reviews);
    expect(lab.eqa).toBeGreaterThanOrEqual(2);
  });

  it('has patients of both genders, verified and not, with valid contact numbers and lower-case emails', async () => {
    const patients = await rows<{ email: string; contact_number: string; gender: string; verified: boolean }>(
      `select email, contact_number, gender, verified from users where role = 'patient'`,
    );
    expect(new Set(patients.map(p => p.gender))).toEqual(new Set(['male', 'female']));
    expect(new Set(patients.map(p => p.verified))).toEqual(new Set([true, false]));
    for (const p of patients) {
      expect(p.contact_number).toMatch(PHONE_PATTERN);
      expect(p.email).toMatch(EMAIL_PATTERN);
      expect(p.email).toBe(p.email.toLowerCase());
    }
  });
});

describe('seed: labs', () => {
  it('mixes verified, pending and blocked labs', async () => {
    const labs = await rows<{ verified: boolean; is_active: boolean }>(`select verified, is_active from labs`);
    const verified = labs.filter(l => l.verified && l.is_active).length;
    const pending = labs.filter(l => !l.verified && l.is_active).length;
    const blocked = labs.filter(l => !l.is_active);
    expect(verified / labs.length).toBeGreaterThan(0.5);
    expect(pending / labs.length).toBeGreaterThan(0.15);
    expect(blocked.length / labs.length).toBeGreaterThan(0.08);
    expect(new Set(blocked.map(l => l.verified))).toEqual(new Set([true, false]));
  });

  it('gives every lab a unique name, email and contact number, a landline and coordinates in Pakistan', async () => {
    const labs = await rows<{
      name: string;
      email: string;
      contact_number: string;
      landline_number: string;
      city: string;
      latitude: number;
      longitude: number;
      address: string;
      health_department_id: string | null;
      logo: string | null;
      user_email: string;
    }>(`select l.*, u.email as user_email from labs l join users u on u.id = l.user_id`);
    for (const key of ['name', 'email', 'contact_number'] as const) {
      expect(new Set(labs.map(l => l[key])).size, key).toBe(labs.length);
    }
    expect(new Set(labs.map(l => l.city)).size).toBeGreaterThanOrEqual(8);
    for (const lab of labs) {
      expect(lab.contact_number).toMatch(PHONE_PATTERN);
      expect(lab.landline_number).toMatch(/^0\d{2,3}-\d{6,8}$/);
      expect(lab.email).toMatch(/^[a-z0-9.]+@labhub\.pk$/);
      expect(lab.user_email).toBe(lab.email);
      expect(lab.address.endsWith(lab.city)).toBe(true);
      expect(lab.latitude).toBeGreaterThan(23.5);
      expect(lab.latitude).toBeLessThan(37.5);
      expect(lab.longitude).toBeGreaterThan(60.5);
      expect(lab.longitude).toBeLessThan(77.5);
      expect(lab.logo).toBeNull();
      if (lab.health_department_id !== null) expect(lab.health_department_id).toMatch(/^[A-Z]+-[A-Z]{3}-\d{4}-\d{5}$/);
    }
    expect(labs.some(l => l.health_department_id === null)).toBe(true);
  });

  it('lets some verified labs have no reviews, and keeps replies after their reviews', async () => {
    expect(
      await count(
        `select count(*)::int as n from labs l where verified and not exists (select 1 from reviews r where r.lab_id = l.id)`,
      ),
    ).toBeGreaterThanOrEqual(3);
    expect(
      await count(
        `select count(*)::int as n from reviews where (reply is null) <> (replied_at is null) or replied_at < created_at or rating not between 1 and 5`,
      ),
    ).toBe(0);
    expect(await count(`select count(*)::int as n from reviews where reply is not null`)).toBeGreaterThan(0);
  });
});

describe('seed: catalogue and staff', () => {
  it('has real tests with long descriptions and consistent price limits', async () => {
    const tests = await rows<{
      title: string;
      description: string;
      lower_price_limit: number;
      upper_price_limit: number;
      pre_conditions: string;
      avg_duration: string;
    }>(`select * from tests`);
    expect(tests.length).toBeGreaterThanOrEqual(40);
    expect(new Set(tests.map(t => t.title)).size).toBe(tests.length);
    expect(tests.map(t => t.title)).toEqual(
      expect.arrayContaining(['Complete Blood Count (CBC)', 'Lipid Profile', 'Thyroid Profile (T3, T4, TSH)']),
    );
    for (const t of tests) {
      expect(t.description.length, t.title).toBeGreaterThanOrEqual(TEST_DESCRIPTION_MIN);
      expect(t.lower_price_limit).toBeGreaterThan(0);
      expect(t.lower_price_limit).toBeLessThanOrEqual(t.upper_price_limit);
      expect(t.pre_conditions).not.toBe('');
      expect(t.avg_duration).toMatch(/^\d+ (Hours|Days)$/);
    }
  });

  it('prices every service inside its test limits', async () => {
    expect(
      await count(`
      select count(*)::int as n from services s join tests t on t.id = s.test_id
      where s.price < t.lower_price_limit or s.price > t.upper_price_limit
        or s.home_sampling_price not between 200 and 800 or s.communication_price not between 300 and 1000`),
    ).toBe(0);
    expect(
      await count(
        `select count(*)::int as n from labs l where verified and (select count(*) from services s where s.lab_id = l.id) not between 6 and 12`,
      ),
    ).toBe(0);
  });

  it('has staff with valid, distinct CNICs and contact numbers', async () => {
    const staff = await rows<{ email: string; cnic: string; contact_number: string }>(
      `select email, cnic, contact_number from staff`,
    );
    expect(staff.length).toBeGreaterThanOrEqual(20);
    expect(new Set(staff.map(s => s.cnic)).size).toBe(staff.length);
    for (const s of staff) {
      expect(s.cnic).toMatch(CNIC_PATTERN);
      expect(s.contact_number).toMatch(PHONE_PATTERN);
      expect(s.email).toMatch(/@labhub\.pk$/);
    }
  });
});

describe('seed: appointments and money', () => {
  it('prices each appointment at the sum of its booked services’ subtotals', async () => {
    expect(
      await count(`
      select count(*)::int as n from appointments a
      left join (
        select b.appointment_id, sum(s.price + case when b.home_sampling then s.home_sampling_price else 0 end
          + case when b.communication then s.communication_price else 0 end) as subtotal, count(*) as booked
        from booked_services b join services s on s.id = b.service_id group by b.appointment_id
      ) x on x.appointment_id = a.id
      where x.subtotal is distinct from a.price or x.booked not between 1 and 4`),
    ).toBe(0);
    expect(
      await count(
        `select count(*)::int as n from booked_services b join appointments a on a.id = b.appointment_id join services s on s.id = b.service_id where s.lab_id <> a.lab_id`,
      ),
    ).toBe(0);
    const mix = await rows<{ status: string; home_sampling: boolean; communication: boolean }>(
      `select distinct status, home_sampling, communication from booked_services`,
    );
    expect(new Set(mix.map(m => m.status))).toEqual(new Set(['Accepted', 'Pending', 'Completed', 'Rejected']));
    expect(new Set(mix.map(m => m.home_sampling))).toEqual(new Set([true, false]));
    expect(new Set(mix.map(m => m.communication))).toEqual(new Set([true, false]));
    const types = await rows<{ patient_type: string; named: number; n: number }>(
      `select patient_type, count(name)::int as named, count(*)::int as n from appointments group by 1`,
    );
    expect(types.map(t => t.patient_type)).toEqual(
      expect.arrayContaining(['Self', 'Mother', 'Father', 'Spouse', 'Child']),
    );
    for (const t of types) expect(t.named).toBe(t.patient_type === 'Self' ? 0 : t.n);
  });

  it('keeps each order consistent with its items and its appointment', async () => {
    expect(
      await count(`
      select count(*)::int as n from orders o
      join appointments a on a.id = o.appointment_id
      join (select order_id, sum(price) as s from order_items group by order_id) i on i.order_id = o.id
      where i.s <> o.sub_total or o.sub_total <> a.price or o.total <> o.sub_total + o.shipping
        or o.commission <> round(o.total * 0.1) or a.lab_id <> o.lab_id or a.patient_id <> o.patient_id`),
    ).toBe(0);
    expect(
      await count(
        `select count(*)::int as n from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`,
      ),
    ).toBe(0);
    expect(
      await count(`select count(*)::int as n from orders where (payment_type = 'Online') <> (card_last4 is not null)`),
    ).toBe(0);
    const online = await count(`select count(*)::int as n from orders where payment_type = 'Online'`);
    expect(online / summary.orders).toBeGreaterThan(0.5);
    expect(online / summary.orders).toBeLessThan(0.7);
    const statuses = await rows<{ status: string }>(`select distinct status from orders`);
    expect(new Set(statuses.map(s => s.status))).toEqual(new Set(['Pending', 'Paid', 'Processing', 'On Hold']));
    const receivable = await rows<{ receivable_status: string }>(
      `select distinct receivable_status from orders where payment_type = 'Cash'`,
    );
    expect(new Set(receivable.map(s => s.receivable_status))).toEqual(new Set(['Pending', 'Received']));
  });

  it('spreads orders over the last 14 months, denser recently', async () => {
    const [spread] = await rows<{ week: number; month: number; older: number; oldest: number }>(`
      select count(*) filter (where created_at > '${NOW.toISOString()}'::timestamptz - interval '7 days')::int as week,
             count(*) filter (where created_at > '${NOW.toISOString()}'::timestamptz - interval '30 days')::int as month,
             count(*) filter (where created_at < '${NOW.toISOString()}'::timestamptz - interval '365 days')::int as older,
             extract(epoch from min(created_at))::float8 * 1000 as oldest
      from orders`);
    expect(spread.week).toBeGreaterThan(10);
    expect(spread.month).toBeGreaterThan(spread.older);
    expect(spread.older).toBeGreaterThan(0);
    expect(NOW.getTime() - Number(spread.oldest)).toBeLessThan(430 * DAY);
  });

  it('dates nothing after `now`', async () => {
    const at = `'${NOW.toISOString()}'::timestamptz`;
    expect(
      await count(`
      select count(*)::int as n from (
        select created_at as t from users union all select created_at from labs union all select created_at from orders
        union all select created_at from appointments union all select created_at from reviews
        union all select replied_at from reviews union all select created_at from complaints
        union all select resolved_at from complaints union all select request_time from financial_aid
        union all select decided_at from financial_aid union all select time from donations
        union all select date from notifications union all select issued_on from eqa_certificates
        union all select at from audit_log union all select date_joined from staff
      ) x where t > ${at}`),
    ).toBe(0);
  });

  it('has financial aid in every state, never above its appointment’s price', async () => {
    const aid = await rows<{ status: string; n: number }>(
      `select status, count(*)::int as n from financial_aid group by 1`,
    );
    expect(new Set(aid.map(a => a.status))).toEqual(new Set(['Pending Response', 'Approved', 'Rejected']));
    expect(
      await count(`
      select count(*)::int as n from financial_aid f join appointments a on a.id = f.appointment_id
      where f.amount <= 0 or f.amount > a.price or a.patient_id <> f.patient_id
        or (f.status = 'Rejected') <> (f.reject_reason is not null)
        or (f.status = 'Pending Response') <> (f.decided_at is null)
        or f.phone_number !~ '^03\\d{2}-\\d{7}$' or length(f.description) < 50`),
    ).toBe(0);
  });

  it('has complaints, resolved ones with a response', async () => {
    const statuses = await rows<{ status: string }>(`select distinct status from complaints`);
    expect(statuses.map(s => s.status)).toEqual(expect.arrayContaining(['Resolved', 'Pending']));
    expect(
      await count(
        `select count(*)::int as n from complaints where (status = 'Resolved') <> (response is not null and resolved_at is not null) or resolved_at < created_at or lab_id is null or patient_id is null`,
      ),
    ).toBe(0);
  });

  it('has donations within 500-100,000 PKR over the last year', async () => {
    expect(
      await count(
        `select count(*)::int as n from donations where amount not between 500 and 100000 or time < '${NOW.toISOString()}'::timestamptz - interval '366 days'`,
      ),
    ).toBe(0);
  });
});

describe('seed: notifications and audit', () => {
  it('has unread lab-verification notifications that point at pending labs', async () => {
    const notes = await rows<{
      type: string;
      read: boolean;
      ref_id: string;
      user_id: number | null;
      pending: boolean | null;
    }>(`
      select n.type, n.read, n.ref_id, n.user_id, (l.verified = false and l.is_active) as pending
      from notifications n left join labs l on n.type = 'Lab Verification' and l.email = n.ref_id`);
    const admin = notes.filter(n => n.user_id === null);
    expect(admin.filter(n => !n.read).length).toBeGreaterThanOrEqual(5);
    const verification = admin.filter(n => n.type === 'Lab Verification');
    expect(verification.some(n => !n.read)).toBe(true);
    for (const n of verification) expect(n.pending).toBe(true);
    expect(admin.map(n => n.type)).toEqual(expect.arrayContaining(['Lab Verification', 'Financial Aid', 'Complaint']));
    const labNotes = notes.filter(n => n.user_id !== null);
    expect(labNotes.length).toBeGreaterThan(0);
    expect(labNotes.every(n => n.type === 'Review')).toBe(true);
    expect(
      await count(`
      select count(*)::int as n from notifications n
      where (n.type = 'Financial Aid' and not exists (select 1 from financial_aid f where f.id::text = n.ref_id))
         or (n.type = 'Complaint' and not exists (select 1 from complaints c where c.id::text = n.ref_id))
         or (n.type = 'Review' and not exists (select 1 from reviews r where r.id::text = n.ref_id))`),
    ).toBe(0);
  });

  it('records the seeded verifications in the audit log', async () => {
    const audit = await rows<{ actor_email: string; action: string; entity: string; verified: boolean | null }>(`
      select a.actor_email, a.action, a.entity, l.verified from audit_log a left join labs l on l.email = a.entity_id`);
    const verifications = audit.filter(a => a.action === 'lab.verify');
    expect(verifications.length).toBeGreaterThan(0);
    for (const a of verifications)
      expect(a).toMatchObject({ actor_email: DEMO_ACCOUNTS.admin.email, entity: 'lab', verified: true });
  });

  it('moves every sequence past the seeded ids', async () => {
    const [row] = await rows<{ id: number }>(
      `insert into donations (donor_name, donor_email, amount) values ('Test', 'test@example.com', 500) returning id`,
    );
    expect(row.id).toBe(summary.donations + 1);
    await rows(`delete from donations where id = ${row.id}`);
  });
});

describe('seed: determinism', () => {
  const TABLES = [
    'users',
    'labs',
    'tests',
    'staff',
    'services',
    'appointments',
    'booked_services',
    'orders',
    'order_items',
    'reviews',
    'eqa_certificates',
    'complaints',
    'financial_aid',
    'donations',
    'notifications',
    'audit_log',
  ];

  /** A hash of each table's rows (password hashes aside: their salts are random). */
  async function fingerprint(database: Database) {
    const out: Record<string, string> = {};
    for (const table of TABLES) {
      const [row] = await queryRows<{ h: string }>(
        database.db,
        sql.raw(
          `select md5(coalesce(string_agg((to_jsonb(t) - 'password_hash')::text, '|' order by t.id), '')) as h from ${table} t`,
        ),
      );
      out[table] = row.h;
    }
    return out;
  }

  it('writes the same data for the same PRNG seed and `now`', async () => {
    expect(secondSummary).toEqual(summary);
    expect(await fingerprint(second)).toEqual(await fingerprint(first));
    const query = sql.raw(
      `select l.name, l.email, l.contact_number, o.total from labs l left join orders o on o.lab_id = l.id order by l.id, o.id limit 200`,
    );
    expect(await queryRows(second.db, query)).toEqual(await queryRows(first.db, query));
  });
});
