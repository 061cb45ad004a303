/**
 * The row-count tables (migration 0006_list_row_counts.sql) stay equal to COUNT(*) of what they count through every
 * kind of write: inserts, updates of the counted columns and of others, deletes (also by foreign-key cascade), bulk
 * statements touching several keys, and TRUNCATE; lab_search keeps each lab's search text. On PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { useTestDatabase } from '../test/suite.js';
import { queryRows } from './client.js';

const database = useTestDatabase();

type Row = { k: string; n: number };
const asMap = (rows: Row[]) => Object.fromEntries(rows.filter(r => Number(r.n) !== 0).map(r => [r.k, Number(r.n)]));

async function labCounts() {
  const kept = await queryRows<Row>(database.db, sql`select verified || '/' || is_active as k, n from lab_counts`);
  const real = await queryRows<Row>(
    database.db,
    sql`select verified || '/' || is_active as k, count(*) as n from labs group by 1`,
  );
  return { kept: asMap(kept), real: asMap(real) };
}
/** Orders per key: their count and the sums of their total and commission, as `n/total/commission`. */
async function orderCounts() {
  const kept = await queryRows<Row>(
    database.db,
    sql`select payment_type || '/' || status || '/' || receivable_status as k, n || '/' || total || '/' || commission as n
        from order_counts where n <> 0 or total <> 0 or commission <> 0`,
  );
  const real = await queryRows<Row>(
    database.db,
    sql`select payment_type || '/' || status || '/' || receivable_status as k,
               count(*) || '/' || sum(total) || '/' || sum(commission) as n
        from orders group by 1`,
  );
  const byKey = (rows: Row[]) => Object.fromEntries(rows.map(r => [r.k, String(r.n)]));
  return { kept: byKey(kept), real: byKey(real) };
}
async function userCounts() {
  const kept = await queryRows<Row>(
    database.db,
    sql`select role || '/' || gender || '/' || verified as k, n from user_counts`,
  );
  const real = await queryRows<Row>(
    database.db,
    sql`select role || '/' || coalesce(gender, '') || '/' || verified as k, count(*) as n from users group by 1`,
  );
  return { kept: asMap(kept), real: asMap(real) };
}
/** lab_search holds exactly one row per lab, with the lab's name and search text (db/schema.ts labSearchText). */
async function expectSearchTextExact() {
  const [row] = await queryRows<{ labs: number; kept: number; same: number }>(
    database.db,
    sql`select (select count(*) from labs)::int as labs, (select count(*) from lab_search)::int as kept,
          (select count(*) from lab_search s join labs l on l.id = s.id
            where s.text = lower(l.name || ' ' || l.email || ' ' || l.city || ' ' || l.address || ' ' || l.contact_number)
              and s.name = l.name)::int as same`,
  );
  expect(row.kept).toBe(row.labs);
  expect(row.same).toBe(row.labs);
}

async function expectExact() {
  await expectSearchTextExact();
  const labs = await labCounts();
  expect(labs.kept).toEqual(labs.real);
  const orders = await orderCounts();
  expect(orders.kept).toEqual(orders.real);
  const users = await userCounts();
  expect(users.kept).toEqual(users.real);
  return { labs: labs.real, orders: orders.real };
}

describe('row-count tables', () => {
  it('match the seeded data (filled by the migration and kept during the seed)', async () => {
    const { labs, orders } = await expectExact();
    expect(Object.keys(labs).length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(orders).length).toBeGreaterThan(0);
  });

  it('follow inserts, updates, deletes, cascades and bulk statements', async () => {
    const db = database.db;
    const [user] = await queryRows<{ id: number }>(
      db,
      sql`insert into users (email, name, password_hash, role) values ('counted@example.pk', 'Counted', 'x', 'lab') returning id`,
    );
    await expectExact();
    // Users change gender and verified flag, one and several at a time.
    await db.execute(sql`update users set gender = 'female', verified = true where id = ${user.id}`);
    await expectExact();
    await db.execute(
      sql`update users set verified = not verified where id in (select id from users where role = 'patient' order by id limit 6)`,
    );
    await expectExact();
    await db.execute(sql`update users set gender = null, verified = false where id = ${user.id}`);
    const before = await expectExact();
    const [lab] = await queryRows<{ id: number }>(
      db,
      sql`insert into labs (user_id, email, name, labname, address, city, landline_number, contact_number, latitude, longitude, verified, is_active)
          values (${user.id}, 'counted@example.pk', 'Counted Lab', 'Counted', 'Street 1', 'Lahore', '042', '0300', 31.5, 74.3, false, true) returning id`,
    );
    const afterInsert = await expectExact();
    expect(afterInsert.labs['false/true']).toBe((before.labs['false/true'] ?? 0) + 1);

    await db.execute(sql`update labs set verified = true where id = ${lab.id}`);
    await expectExact();
    await db.execute(sql`update labs set name = 'Counted Lab 2' where id = ${lab.id}`);
    await expectExact();
    await db.execute(
      sql`update labs set city = upper(city), address = address || ' B' where id in (select id from labs order by id desc limit 4)`,
    );
    await expectExact();
    // One statement moving rows between several keys at once.
    await db.execute(
      sql`update labs set is_active = not is_active where id in (select id from labs order by id limit 7)`,
    );
    await expectExact();
    await db.execute(
      sql`update labs set is_active = not is_active where id in (select id from labs order by id limit 7)`,
    );
    await expectExact();

    await db.execute(sql`update orders set status = 'Paid' where id in (select id from orders order by id limit 5)`);
    await expectExact();
    // Money alone moves: the keys keep their counts, their sums follow.
    await db.execute(
      sql`update orders set total = total + 1000, commission = commission + 100 where id in (select id from orders order by id limit 6)`,
    );
    await expectExact();
    await db.execute(
      sql`update orders set payment_type = case payment_type when 'Online' then 'Cash' else 'Online' end where id in (select id from orders order by id desc limit 9)`,
    );
    await expectExact();
    await db.execute(sql`delete from orders where id in (select id from orders order by id limit 3)`);
    await expectExact();

    // Deleting a lab's user removes the lab and its orders by cascade.
    const [owner] = await queryRows<{ user_id: number }>(
      db,
      sql`select l.user_id from labs l join orders o on o.lab_id = l.id limit 1`,
    );
    await db.execute(sql`delete from users where id = ${owner.user_id}`);
    await expectExact();
    await db.execute(sql`delete from users where id = ${user.id}`);
    const end = await expectExact();
    expect(end.labs['false/true']).toBe(before.labs['false/true']);
  });

  it('empty on TRUNCATE, also by cascade', async () => {
    await database.db.execute(sql`truncate users restart identity cascade`);
    const { labs, orders } = await expectExact();
    expect(labs).toEqual({});
    expect(orders).toEqual({});
  });
});
