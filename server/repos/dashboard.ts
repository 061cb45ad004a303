/**
 * Dashboard figures and chart data (SPEC §3 aggregates, served from real orders).
 * Buckets are UTC days/months. "Sales" is the sum of order totals, "Earnings" the platform's commission.
 */
import { type SQL, sql } from 'drizzle-orm';

import { type Db, queryRows } from '../db/client.js';
import { labs, orders, users } from '../db/schema.js';
import { PAYABLE, RECEIVABLE } from './appointments.js';
import { labStates } from './labs.js';

export type Period = 'weekly' | 'monthly' | 'yearly';

const BUCKETS: Record<Period, { unit: 'day' | 'month'; from: string; to: string; label: string }> = {
  weekly: {
    unit: 'day',
    from: "date_trunc('day', now()) - interval '6 days'",
    to: "date_trunc('day', now())",
    label: 'YYYY-MM-DD',
  },
  monthly: {
    unit: 'day',
    from: "date_trunc('month', now())",
    to: "date_trunc('month', now()) + interval '1 month' - interval '1 day'",
    label: 'YYYY-MM-DD',
  },
  yearly: {
    unit: 'month',
    from: "date_trunc('year', now())",
    to: "date_trunc('year', now()) + interval '11 months'",
    label: 'YYYY-MM',
  },
};

/**
 * The dashboard figures split the way the screens they open count them (issue 19, docs/DECISIONS.md): labs by the
 * very conditions of the verified, pending and blocked lists; users with those without a gender (lab accounts);
 * revenue (all commission, = totalearnings) with its online part (kept from payouts) and its cash part (the
 * receivables' commission, received or pending).
 */
export async function dashboardFigures(db: Db) {
  const count = (where: SQL | undefined) => sql<number>`cast(count(*) filter (where ${where ?? sql`true`}) as integer)`;
  const commission = (where: SQL) =>
    sql<number>`cast(coalesce(sum(${orders.commission}) filter (where ${where}), 0) as integer)`;
  const [[lab], [user], [revenue]] = await Promise.all([
    db
      .select({
        verified: count(labStates.verified),
        pending: count(labStates.pending),
        blocked: count(labStates.blocked),
        total: count(undefined),
      })
      .from(labs),
    db
      .select({
        total: count(undefined),
        male: count(sql`${users.gender} = 'male'`),
        female: count(sql`${users.gender} = 'female'`),
        labs: count(sql`${users.role} = 'lab'`),
        without_gender: count(sql`${users.gender} is null`),
      })
      .from(users)
      .where(sql`${users.role} in ('patient', 'lab')`),
    db
      .select({
        total: sql<number>`cast(coalesce(sum(${orders.commission}), 0) as integer)`,
        online: commission(PAYABLE),
        cash: commission(RECEIVABLE),
        cash_received: commission(sql`${RECEIVABLE} and ${orders.receivableStatus} = 'Received'`),
        cash_pending: commission(sql`${RECEIVABLE} and ${orders.receivableStatus} <> 'Received'`),
      })
      .from(orders),
  ]);
  return { labs: lab, users: user, revenue: revenue };
}

/** Orders, sales and earnings per day (weekly, monthly) or month (yearly) of the current period. */
export async function periodSeries(db: Db, period: Period) {
  const b = BUCKETS[period];
  const unit = sql.raw(`'${b.unit}'`);
  const rows = await queryRows<{ label: string; orders: number; sales: number; earnings: number }>(
    db,
    sql`
    select to_char(bucket, ${b.label}) as label,
           cast(count(o.id) as integer) as orders,
           cast(coalesce(sum(o.total), 0) as integer) as sales,
           cast(coalesce(sum(o.commission), 0) as integer) as earnings
    from generate_series(${sql.raw(b.from)}, ${sql.raw(b.to)}, ${sql.raw(`interval '1 ${b.unit}'`)}) as bucket
    left join orders o on date_trunc(${unit}, o.created_at) = bucket
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

/** The five most booked items of a month. */
export async function topSelling(db: Db, year: number, month: number) {
  return queryRows<{ title: string; count: number; revenue: number }>(
    db,
    sql`
    select coalesce(t.title, i.item) as title, cast(count(*) as integer) as count, cast(sum(i.price) as integer) as revenue
    from order_items i join orders o on o.id = i.order_id left join tests t on t.id = i.test_id
    where o.created_at >= make_date(${year}, ${month}, 1) and o.created_at < make_date(${year}, ${month}, 1) + interval '1 month'
    group by coalesce(t.title, i.item) order by count desc, revenue desc, title limit 5`,
  );
}

/** A month's earnings per day, with the month's and the previous month's totals. */
export async function monthEarnings(db: Db, year: number, month: number) {
  const result = await queryRows<{ day: number; earnings: number }>(
    db,
    sql`
    select cast(extract(day from d) as integer) as day, cast(coalesce(sum(o.commission), 0) as integer) as earnings
    from generate_series(make_date(${year}, ${month}, 1), make_date(${year}, ${month}, 1) + interval '1 month' - interval '1 day', interval '1 day') as d
    left join orders o on date_trunc('day', o.created_at) = d
    group by d order by d`,
  );
  const [prev] = await queryRows<{ total: number }>(
    db,
    sql`
      select cast(coalesce(sum(commission), 0) as integer) as total from orders
      where created_at >= make_date(${year}, ${month}, 1) - interval '1 month' and created_at < make_date(${year}, ${month}, 1)`,
  );
  const data = result.map(r => r.earnings);
  return {
    labels: result.map(r => r.day),
    data,
    total: data.reduce((a, b) => a + b, 0),
    previous_total: prev?.total ?? 0,
  };
}
