/**
 * Dashboard figures and chart data (SPEC §3 aggregates, served from real orders).
 * Buckets are UTC days/months. "Sales" is the sum of order totals, "Earnings" the platform's commission.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';

import { type Db, queryRows } from '../db/client.js';
import { labCounts } from '../db/schema.js';
import { moneySum } from '../lib/list.js';
import { commissionTotals } from './orders.js';
import { userFigures } from './users.js';

export type Period = 'weekly' | 'monthly' | 'yearly';

/** Each period's first and last bucket as UTC dates (`today`: the current UTC date). */
const today = "(now() at time zone 'UTC')::date";
const BUCKETS: Record<Period, { unit: 'day' | 'month'; from: string; to: string; label: string }> = {
  weekly: { unit: 'day', from: `${today} - 6`, to: today, label: 'YYYY-MM-DD' },
  monthly: {
    unit: 'day',
    from: `date_trunc('month', ${today})::date`,
    to: `(date_trunc('month', ${today}) + interval '1 month' - interval '1 day')::date`,
    label: 'YYYY-MM-DD',
  },
  yearly: {
    unit: 'month',
    from: `date_trunc('year', ${today})::date`,
    to: `(date_trunc('year', ${today}) + interval '11 months')::date`,
    label: 'YYYY-MM',
  },
};

/**
 * The dashboard figures split the way the screens they open count them (docs/DECISIONS.md): labs by the very
 * conditions of the verified, pending and blocked lists (labStates), read from lab_counts; users with those without a
 * gender (lab accounts), read from user_counts; revenue (all commission, = totalearnings) with its online part (kept from payouts) and its cash part (the
 * receivables' commission, received or pending), read from order_counts.
 */
export async function dashboardFigures(db: Db) {
  // Labs per state from lab_counts (kept by triggers): the same conditions as labStates, on its (verified, is_active) keys.
  const labsIn = (where: SQL | undefined) =>
    sql<number>`cast(coalesce(sum(${labCounts.n}) filter (where ${where ?? sql`true`}), 0) as integer)`;
  const [[lab], userRow, commission] = await Promise.all([
    db
      .select({
        verified: labsIn(and(eq(labCounts.verified, true), eq(labCounts.isActive, true))),
        pending: labsIn(and(eq(labCounts.verified, false), eq(labCounts.isActive, true))),
        blocked: labsIn(eq(labCounts.isActive, false)),
        total: labsIn(undefined),
      })
      .from(labCounts),
    userFigures(db),
    commissionTotals(db),
  ]);
  const { total, online, cash, cash_received, cash_pending } = commission;
  const { male, female, labs, without_gender } = userRow;
  const users = { total: userRow.total, male, female, labs, without_gender };
  return { labs: lab, users, revenue: { total, online, cash, cash_received, cash_pending } };
}

/**
 * Orders, sales and earnings per day (weekly, monthly) or month (yearly) of the current period, read from order_days
 * (per UTC day, kept by triggers on orders): at most a year of rows, whatever the number of orders.
 */
export async function periodSeries(db: Db, period: Period) {
  const b = BUCKETS[period];
  const step = sql.raw(`interval '1 ${b.unit}'`);
  const rows = await queryRows<{ label: string; orders: number; sales: number; earnings: number }>(
    db,
    sql`
    select to_char(bucket, ${b.label}) as label,
           cast(coalesce(sum(d.n), 0) as integer) as orders,
           ${moneySum(sql`d.total`)} as sales,
           ${moneySum(sql`d.commission`)} as earnings
    from generate_series(${sql.raw(b.from)}, ${sql.raw(b.to)}, ${step}) as bucket
    left join order_days d on d.day >= bucket::date and d.day < (bucket + ${step})::date
    group by bucket order by bucket`,
  );
  return {
    period,
    labels: rows.map(r => r.label),
    series: [
      { name: 'Sales', data: rows.map(r => r.sales) },
      { name: 'Earnings', data: rows.map(r => r.earnings) },
      { name: 'Orders', data: rows.map(r => r.orders) },
    ],
  };
}

/**
 * The five most booked items of a month: per title (the catalogue test's, or the item's own text when it has none),
 * the number of items and the sum of their price, read from item_months (per UTC month of the order and test or item
 * text, kept by triggers on order_items): a few dozen rows, whatever the number of orders.
 */
export async function topSelling(db: Db, year: number, month: number) {
  return queryRows<{ title: string; count: number; revenue: number }>(
    db,
    sql`
    select coalesce(t.title, m.item) as title, cast(sum(m.n) as integer) as count, ${moneySum(sql`m.revenue`)} as revenue
    from item_months m left join tests t on t.id = m.test_id
    where m.month = make_date(${year}, ${month}, 1) and m.n > 0
    group by coalesce(t.title, m.item) order by count desc, revenue desc, title limit 5`,
  );
}

/** A month's earnings per UTC day, with the month's and the previous month's totals, read from order_days. */
export async function monthEarnings(db: Db, year: number, month: number) {
  const result = await queryRows<{ day: number; earnings: number }>(
    db,
    sql`
    select cast(extract(day from g) as integer) as day, ${moneySum(sql`d.commission`)} as earnings
    from generate_series(make_date(${year}, ${month}, 1), make_date(${year}, ${month}, 1) + interval '1 month' - interval '1 day', interval '1 day') as g
    left join order_days d on d.day = g::date
    group by g order by g`,
  );
  const [prev] = await queryRows<{ total: number }>(
    db,
    sql`
      select ${moneySum(sql`commission`)} as total from order_days
      where day >= (make_date(${year}, ${month}, 1) - interval '1 month')::date and day < make_date(${year}, ${month}, 1)`,
  );
  const data = result.map(r => r.earnings);
  return {
    labels: result.map(r => r.day),
    data,
    total: data.reduce((a, b) => a + b, 0),
    previous_total: prev?.total ?? 0,
  };
}
