/**
 * The dashboard's charts, its top-selling tests and the lab totals read trigger-kept aggregates (order_days,
 * item_months, lab_counts): after inserts, updates (money, day, title) and deletes their answers equal a direct
 * recomputation over the rows.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { queryRows } from '../db/client.js';
import { getOk, useTestApp } from '../test/suite.js';
import { latestMonth, MONTHS } from './dashboard.js';

// The rows are changed underneath the API: its read caches would answer from before.
const t = useTestApp({ readCache: 'off' });
const json = <T>(url: string) => getOk(t, url).then(r => r.json<T>());

type Series = { labels: string[]; series: { name: string; data: number[] }[] };

/** Orders, sales and earnings per label, recomputed from the orders (UTC days or months). */
async function direct(unit: 'day' | 'month', from: string, to: string) {
  const label = unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const rows = await queryRows<{ label: string; orders: number; sales: string; earnings: string }>(
    t.database.db,
    sql.raw(`
      select to_char(date_trunc('${unit}', created_at at time zone 'UTC'), '${label}') as label,
             count(*)::int as orders, sum(total)::text as sales, sum(commission)::text as earnings
      from orders
      where (created_at at time zone 'UTC')::date between ${from} and ${to}
      group by 1`),
  );
  return new Map(rows.map(r => [r.label, [Number(r.sales), Number(r.earnings), r.orders]]));
}

async function expectSeriesMatch() {
  const today = "(now() at time zone 'UTC')::date";
  const periods = [
    ['weekly', 'day', `${today} - 6`, today],
    [
      'monthly',
      'day',
      `date_trunc('month', ${today})::date`,
      `(date_trunc('month', ${today}) + interval '1 month' - interval '1 day')::date`,
    ],
    [
      'yearly',
      'month',
      `date_trunc('year', ${today})::date`,
      `(date_trunc('year', ${today}) + interval '1 year' - interval '1 day')::date`,
    ],
  ] as const;
  for (const [period, unit, from, to] of periods) {
    const got = await json<Series>(`/api/${period}-data`);
    const want = await direct(unit, from, to);
    got.labels.forEach((label, i) => {
      const values = got.series.map(s => s.data[i]);
      expect(values, `${period} ${label}`).toEqual(want.get(label) ?? [0, 0, 0]);
    });
    expect(got.series[2].data.reduce((a, b) => a + b, 0)).toBe([...want.values()].reduce((a, v) => a + v[2], 0));
  }
  const now = new Date();
  const monthName = now.toLocaleString('en', { month: 'short', timeZone: 'UTC' }).toLowerCase();
  const charts = await json<{ labels: number[]; data: number[]; total: number; previous_total: number }>(
    `/api/earning-charts-data/${monthName}`,
  );
  const [sums] = await queryRows<{ month: string; previous: string }>(
    t.database.db,
    sql`select coalesce(sum(commission) filter (where created_at at time zone 'UTC' >= date_trunc('month', now() at time zone 'UTC')
                 and created_at at time zone 'UTC' < date_trunc('month', now() at time zone 'UTC') + interval '1 month'), 0)::text as month,
               coalesce(sum(commission) filter (where created_at at time zone 'UTC' >= date_trunc('month', now() at time zone 'UTC') - interval '1 month'
                 and created_at at time zone 'UTC' < date_trunc('month', now() at time zone 'UTC')), 0)::text as previous
        from orders`,
  );
  expect(charts.total).toBe(Number(sums.month));
  expect(charts.previous_total).toBe(Number(sums.previous));
}

async function expectLabTotalsMatch() {
  const [row] = await queryRows<{ verified: number; unverified: number }>(
    t.database.db,
    sql`select count(*) filter (where verified)::int as verified, count(*) filter (where not verified)::int as unverified from labs`,
  );
  expect(await json<[number, number]>('/api/profiles/totallabs')).toEqual([row.verified, row.unverified]);
}

describe('trigger-kept aggregates agree with the rows', () => {
  it('the charts after inserts, updates of money and day, and deletes', async () => {
    const db = t.database.db;
    await expectSeriesMatch();
    await db.execute(sql`
      insert into orders (lab_id, patient_id, payment_type, sub_total, shipping, total, commission, status, receivable_status, created_at)
      select lab_id, patient_id, 'Card', 700, 0, 700, 70, 'Pending', 'Pending', now() - (n || ' days')::interval
      from (select lab_id, patient_id from orders order by id limit 1) o, generate_series(0, 40) n`);
    await expectSeriesMatch();
    await db.execute(sql`update orders set total = total + 11, commission = commission + 3 where id % 3 = 0`);
    await db.execute(sql`update orders set created_at = created_at - interval '1 day' where id % 5 = 1`);
    await expectSeriesMatch();
    await db.execute(sql`delete from orders where id % 7 = 2 and id not in (select order_id from order_items)`);
    await expectSeriesMatch();
  });

  it('the lab totals after verifications', async () => {
    const db = t.database.db;
    await expectLabTotalsMatch();
    await db.execute(sql`update labs set verified = not verified where id = (select min(id) from labs)`);
    await expectLabTotalsMatch();
    await db.execute(sql`update labs set verified = not verified where id = (select min(id) from labs)`);
    await expectLabTotalsMatch();
  });
});

type TopSelling = { month: string; year: number; items: { title: string; count: number; revenue: number }[] };

/**
 * Every month's top-selling answer equals the grouping of that UTC month's order items joined to their orders (the
 * query the endpoint ran before item_months); returns how many months had items.
 */
async function expectTopSellingMatch() {
  let months = 0;
  for (const name of MONTHS) {
    const [year, month] = latestMonth(name);
    const got = await json<TopSelling>(`/api/top-selling-data/${name}`);
    const want = await queryRows<{ title: string; count: number; revenue: number }>(
      t.database.db,
      sql`
      select coalesce(t.title, i.item) as title, count(*)::int as count, sum(i.price)::float8 as revenue
      from order_items i join orders o on o.id = i.order_id left join tests t on t.id = i.test_id
      where o.created_at at time zone 'UTC' >= make_date(${year}, ${month}, 1)
        and o.created_at at time zone 'UTC' < make_date(${year}, ${month}, 1) + interval '1 month'
      group by coalesce(t.title, i.item) order by count desc, revenue desc, title limit 5`,
    );
    expect({ year: got.year, items: got.items }, `${name} ${year}`).toEqual({ year, items: want });
    if (want.length > 0) months++;
  }
  // Each item carries its order's UTC month.
  const [stale] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from order_items i join orders o on o.id = i.order_id
        where i.order_month <> date_trunc('month', o.created_at at time zone 'UTC')::date`,
  );
  expect(stale.n).toBe(0);
  return months;
}

describe('the top-selling tests kept per month and test', () => {
  it('equal a recount after inserts, price changes, moved orders and items, deletes and a renamed or deleted test', async () => {
    const db = t.database.db;
    expect(await expectTopSellingMatch()).toBeGreaterThan(1);

    // New orders this month and 40 days ago, with items of a test, of no test, and of no test titled like one.
    const created = await queryRows<{ id: number }>(
      db,
      sql`
      insert into orders (lab_id, patient_id, payment_type, sub_total, shipping, total, commission, status, receivable_status, created_at)
      select lab_id, patient_id, 'Card', 900, 0, 900, 90, 'Pending', 'Pending', now() - (n || ' days')::interval
      from (select lab_id, patient_id from orders order by id limit 1) o, generate_series(0, 40, 40) n, generate_series(1, 3) k
      returning id`,
    );
    expect(created).toHaveLength(6);
    const ids = sql.join(
      created.map(r => sql`${r.id}`),
      sql`, `,
    );
    await db.execute(sql`
      insert into order_items (order_id, test_id, item, price)
      select o.id, t.id, t.title || ' + Home Sampling', 400 + o.id % 7
      from orders o, (select id, title from tests order by id limit 2) t where o.id in (${ids})
      union all
      select o.id, null, 'Walk-in ECG', 300 from orders o where o.id in (${ids})
      union all
      select o.id, null, (select title from tests order by id desc limit 1), 250 from orders o where o.id in (${ids})`);
    expect(await expectTopSellingMatch()).toBeGreaterThan(1);

    // A price changed, an item's stored month overwritten (set again from its order), an item moved to another order.
    await db.execute(sql`update order_items set price = price + 13 where id % 4 = 0`);
    await db.execute(sql`update order_items set order_month = '2001-01-01' where id % 9 = 0`);
    await db.execute(sql`
      update order_items set order_id = (select min(id) from orders)
      where id in (select id from order_items where order_id in (${ids}) order by id limit 2)`);
    await expectTopSellingMatch();

    // Orders moved across months, with their items (and one moved within its month: nothing to move).
    await db.execute(sql`update orders set created_at = created_at - interval '1 month' where id % 5 = 1`);
    await db.execute(sql`update orders set created_at = now() where id in (select max(order_id) from order_items)`);
    await db.execute(sql`
      update orders set created_at = date_trunc('month', created_at) + interval '1 day'
      where id = (select min(order_id) from order_items)`);
    await expectTopSellingMatch();

    // Orders deleted with their items (cascade), and items deleted on their own.
    const [withItems] = await queryRows<{ n: number }>(
      db,
      sql`select count(distinct order_id)::int as n from order_items where order_id % 7 = 2`,
    );
    expect(withItems.n).toBeGreaterThan(0);
    await db.execute(sql`delete from orders where id % 7 = 2`);
    await db.execute(sql`delete from order_items where id % 6 = 0`);
    await expectTopSellingMatch();

    // The best seller renamed; a sold test deleted (its items keep their own text, test_id set null by the cascade).
    await db.execute(sql`
      update tests set title = 'Renamed ' || title
      where id = (select test_id from order_items where test_id is not null group by 1 order by count(*) desc limit 1)`);
    await expectTopSellingMatch();
    await db.execute(sql`delete from tests where id = (select max(test_id) from order_items)`);
    await expectTopSellingMatch();
  });
});

describe('the unread total kept per recipient', () => {
  /** The X-Total-Count of the unread list or of the whole notifications page. */
  const listTotal = async (path: 'getUnreadNotifications' | 'getNotifications', token?: string) =>
    Number((await getOk(t, `/api/Settings/${path}?_start=0&_end=5`, token)).headers['x-total-count']);
  const unreadTotal = (token?: string) => listTotal('getUnreadNotifications', token);
  const pageTotal = (token?: string) => listTotal('getNotifications', token);
  /** A count of the administrators' (or the lab user's) notifications, the unread ones only or all. */
  const counted = async (admin: boolean, unreadOnly: boolean) => {
    const recipient = admin
      ? sql`n.user_id is null`
      : sql`n.user_id = (select id from users where email = 'lab@labhub.pk')`;
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from notifications n where ${recipient} ${unreadOnly ? sql`and not n.read` : sql``}`,
    );
    return row.n;
  };
  const direct = (admin: boolean) => counted(admin, true);
  const directAll = (admin: boolean) => counted(admin, false);
  const expectMatch = async () => {
    expect(await unreadTotal()).toBe(await direct(true));
    expect(await unreadTotal(t.labToken)).toBe(await direct(false));
    // The whole page's total, kept beside the unread one (migration 0039).
    expect(await pageTotal()).toBe(await directAll(true));
    expect(await pageTotal(t.labToken)).toBe(await directAll(false));
  };

  it('equals a count of the unread rows after inserts, reads, unreads and deletes, for the administrators and a lab', async () => {
    const db = t.database.db;
    await expectMatch();
    await db.execute(sql`
      insert into notifications (user_id, title, body, type, read)
      select u, 'T', 'B', 'test', r from (values (null::int), ((select id from users where email = 'lab@labhub.pk'))) v(u),
        (values (true), (false), (false)) w(r)`);
    await expectMatch();
    await db.execute(sql`update notifications set read = not read where id % 2 = 0`);
    await expectMatch();
    await db.execute(sql`delete from notifications where id % 3 = 0`);
    await expectMatch();
    // Moved between recipients, read or not: both recipients' counts follow.
    await db.execute(sql`
      update notifications set user_id = case when user_id is null
        then (select id from users where email = 'lab@labhub.pk') else null end
      where id % 5 = 0 and (user_id is null or user_id = (select id from users where email = 'lab@labhub.pk'))`);
    await expectMatch();
    expect(await direct(true)).toBeGreaterThan(0);
    expect(await directAll(false)).toBeGreaterThan(await direct(false));
  });
});
