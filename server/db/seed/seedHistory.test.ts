/**
 * The demo's history: appointments and money (SPEC §9: prices, orders and their items), dates, financial aid,
 * complaints, donations, notifications and the audit log, on one seeded database.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Database, queryRows } from '../client.js';
import { DEMO_ACCOUNTS, seed, type SeedSummary } from './index.js';
import { openEmptyDatabases, SEED_TEST_NOW as NOW } from './testDatabases.js';

const DAY = 86_400_000;

let first: Database;
let summary: SeedSummary;

const rows = <T>(query: string) => queryRows<T>(first.db, sql.raw(query));
const count = async (query: string) => Number((await rows<{ n: number | string }>(query))[0].n);

beforeAll(async () => {
  [first] = await openEmptyDatabases(1);
  summary = await seed(first.db, { now: NOW });
});

afterAll(async () => {
  await first?.close();
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

  it('gives every blocked lab the history a real block writes: who blocked it and when, after its verification', async () => {
    const blocked = await rows<{
      email: string;
      name: string;
      verified: boolean;
      created_at: string;
      blocks: { actor_email: string; actor_role: string; name: string; at: string }[] | null;
      verified_at: string | null;
    }>(`
      select l.email, l.name, l.verified, l.created_at,
        (select json_agg(json_build_object('actor_email', a.actor_email, 'actor_role', a.actor_role,
                                           'name', a.details->>'name', 'at', a.at))
           from audit_log a where a.entity = 'lab' and a.entity_id = l.email and a.action = 'lab.block') as blocks,
        (select max(a.at) from audit_log a
          where a.entity = 'lab' and a.entity_id = l.email and a.action = 'lab.verify') as verified_at
      from labs l where not l.is_active`);
    expect(blocked.length).toBeGreaterThan(3);
    for (const lab of blocked) {
      expect(lab.blocks, lab.email).toEqual([
        expect.objectContaining({ actor_email: DEMO_ACCOUNTS.admin.email, actor_role: 'admin', name: lab.name }),
      ]);
      const blockedAt = new Date(lab.blocks![0].at).getTime();
      expect(blockedAt).toBeGreaterThan(new Date(lab.created_at).getTime());
      if (lab.verified) expect(new Date(lab.verified_at!).getTime()).toBeLessThan(blockedAt);
      else expect(lab.verified_at).toBeNull();
    }
  });

  it('moves every sequence past the seeded ids', async () => {
    const [row] = await rows<{ id: number }>(
      `insert into donations (donor_name, donor_email, amount) values ('Test', 'test@example.com', 500) returning id`,
    );
    expect(row.id).toBe(summary.donations + 1);
    await rows(`delete from donations where id = ${row.id}`);
  });
});
