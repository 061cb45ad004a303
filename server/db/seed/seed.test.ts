/**
 * The demo data: its volumes, accounts, labs, catalogue and staff (SPEC §3 and §5 rules hold for every seeded row),
 * and its determinism: two databases are seeded once for the whole file (seedHistory.test.ts checks the history).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CNIC_PATTERN, EMAIL_PATTERN, PHONE_PATTERN, TEST_DESCRIPTION_MIN } from '../../../contracts/rules.js';
import { verifyPassword } from '../../lib/password.js';
import { databaseFingerprint } from '../../test/harness.js';
import { type Database, queryRows } from '../client.js';
import { DEMO_ACCOUNTS, isSeeded, seed, type SeedSummary } from './index.js';
import { openEmptyDatabases, SEED_TEST_NOW as NOW } from './testDatabases.js';
import { insertTriggers, TRIGGER_REFILLS } from './writer.js';

let first: Database;
let second: Database;
let summary: SeedSummary;
let secondSummary: SeedSummary;

/** The database the helpers below read: the first, unless a test checks both. */
let checked: Database | undefined;
const rows = <T>(query: string) => queryRows<T>((checked ?? first).db, sql.raw(query));
const count = async (query: string) => Number((await rows<{ n: number | string }>(query))[0].n);

beforeAll(async () => {
  // On PostgreSQL the second seed has four connections, so its reviews are written beside its bookings: same rows.
  [first, second] = await openEmptyDatabases(2, [2, 4]);
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

describe('seed: determinism', () => {
  it('writes the same data for the same PRNG seed and `now`', async () => {
    expect(secondSummary).toEqual(summary);
    // Every table's rows, password hashes aside (their salts are random).
    const omit = ['password_hash'];
    expect(await databaseFingerprint(second, { omit })).toEqual(await databaseFingerprint(first, { omit }));
    const query = sql.raw(
      `select l.name, l.email, l.contact_number, o.total from labs l left join orders o on o.lab_id = l.id order by l.id, o.id limit 200`,
    );
    expect(await queryRows(second.db, query)).toEqual(await queryRows(first.db, query));
  });
});

describe('seed: the bulk load', () => {
  it('knows the body of every derived-table trigger it may switch off and refill', async () => {
    const present = await insertTriggers(
      first.db,
      TRIGGER_REFILLS.map(t => t.table),
    );
    for (const known of TRIGGER_REFILLS) {
      const trigger = present.find(t => t.table === known.table && t.trigger === known.trigger);
      // A changed trigger function keeps firing during the load (slower): update its refill in writer.ts.
      expect(trigger?.fn, `${known.table}.${known.trigger}`).toBe(known.fn);
      expect(trigger?.md5, `${known.fn}: update TRIGGER_REFILLS in writer.ts`).toBe(known.md5);
    }
  });

  it('leaves the trigger-kept tables equal to what their rows give, and every index in place', async () => {
    // Both seeds: on PostgreSQL the second one's (four connections) refills the labs' words beside its history.
    for (checked of [first, second]) {
      const same = async (kept: string, fromRows: string) => {
        const a = await rows(`select * from (${kept}) k order by 1, 2, 3`);
        const b = await rows(`select * from (${fromRows}) r order by 1, 2, 3`);
        expect(a.length).toBeGreaterThan(0);
        expect(a).toEqual(b);
      };
      await same(
        'select verified, is_active, n::int from lab_counts where n <> 0',
        'select verified, is_active, count(*)::int as n from labs group by 1, 2',
      );
      await same(
        'select role, gender, verified, n::int from user_counts where n <> 0',
        `select role, coalesce(gender, '') as gender, verified, count(*)::int as n from users group by 1, 2, 3`,
      );
      await same(
        'select payment_type, status, receivable_status, n::int, total::bigint::text, commission::bigint::text from order_counts where n <> 0',
        'select payment_type, status, receivable_status, count(*)::int as n, sum(total)::bigint::text as total, sum(commission)::bigint::text as commission from orders group by 1, 2, 3',
      );
      await same(
        'select day::text, n::int, total::text, commission::text from order_days where n <> 0',
        `select (created_at at time zone 'UTC')::date::text as day, count(*)::int as n, sum(total)::bigint::text as total, sum(commission)::bigint::text as commission from orders group by 1`,
      );
      await same(
        'select user_id, n::int, 0 from notification_unread where n <> 0',
        'select coalesce(user_id, 0) as user_id, count(*)::int as n, 0 from notifications where not read group by 1',
      );
      await same(
        'select user_id, total::int, 0 from notification_unread where total <> 0',
        'select coalesce(user_id, 0) as user_id, count(*)::int as total, 0 from notifications group by 1',
      );
      await same(
        'select month::text, test_id, item, n::int, revenue::text from item_months where n <> 0',
        `select order_month::text as month, coalesce(test_id, 0) as test_id, case when test_id is null then item else '' end as item,
                count(*)::int as n, sum(price)::text as revenue
         from order_items group by 1, 2, 3`,
      );
      // The seeder writes each item's order_month itself (its trigger does not fire under the load's replica role).
      expect(
        await count(
          `select count(*)::int as n from order_items i join orders o on o.id = i.order_id
           where i.order_month <> date_trunc('month', o.created_at at time zone 'UTC')::date`,
        ),
      ).toBe(0);
      await same(
        'select id, name, text from lab_search',
        `select id, name, lower(name || ' ' || email || ' ' || city || ' ' || address || ' ' || contact_number) as text from labs`,
      );
      await same(
        'select word, lab_id, in_name, name, verified, is_active from lab_words',
        `select w.word, l.id as lab_id, w.in_name, l.name, l.verified, l.is_active from labs l
         cross join lateral lab_words_of(l.name, l.email || ' ' || l.city || ' ' || l.address || ' ' || l.contact_number) w`,
      );
      await same(
        'select word, n, 0 from lab_word_list',
        'select word, count(*)::int as n, 0 from lab_words group by 1',
      );
      await same(
        'select id, text, grams from complaint_search',
        `select c.id, lower(concat_ws(E'\\x1f', c.type, c.status, c.description, l.name, p.name, p.email)) as text,
                regexp_replace(lower(concat_ws(E'\\x1f', c.type, c.status, c.description, l.name, p.name, p.email)),
                  '[^[:alnum:]]', 'q', 'g') as grams
         from complaints c left join labs l on l.id = c.lab_id left join users p on p.id = c.patient_id`,
      );
      // The enabled triggers after the load are the ones the migrations left (ENABLE ALWAYS; order_items_month, which
      // sets a column of the row itself, and the checks that an order's patient is a patient (migration 0025, skipped
      // by a replica-role load as the foreign keys are) fire for ordinary writers only: ENABLE, 'O').
      const disabled = await count(
        `select count(*)::int as n from pg_trigger t join pg_class c on c.oid = t.tgrelid
         where not t.tgisinternal
           and c.relname in ('users', 'labs', 'orders', 'order_items', 'notifications', 'lab_words', 'complaints')
           and t.tgenabled <> case when t.tgname in ('order_items_month', 'orders_patient_insert', 'orders_patient_update',
             'users_patient_role', 'complaint_patient_insert', 'complaint_patient_update') then 'O' else 'A' end`,
      );
      expect(disabled).toBe(0);
      for (const name of [
        'lab_search_trgm_idx',
        'orders_created_idx',
        'notifications_read_idx',
        'complaint_search_grams_idx',
      ]) {
        expect(await count(`select count(*)::int as n from pg_indexes where indexname = '${name}'`), name).toBe(1);
      }
      // One trigram index over the lab text (lab_search's): migration 0021 dropped the one on labs.
      expect(await count(`select count(*)::int as n from pg_indexes where indexname = 'labs_search_trgm_idx'`)).toBe(0);
      // No GiST index over it either: migration 0032 dropped it (the global search reads the labs' words).
      expect(await count(`select count(*)::int as n from pg_indexes where indexname = 'lab_search_gist_idx'`)).toBe(0);
      // No rebuild is owed once the seed has returned (seedRepair.test.ts: when one is).
      expect(await count(`select count(*)::int as n from pg_class where relname = 'seed_pending_indexes'`)).toBe(0);
    }
    checked = undefined;
  });
});
