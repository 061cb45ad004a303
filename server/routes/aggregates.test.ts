/**
 * The dashboard's charts and the lab totals read trigger-kept aggregates (order_days, lab_counts): after inserts,
 * updates (money, day) and deletes their answers equal a direct recomputation over the rows.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { queryRows } from '../db/client.js';
import { getOk, useTestApp } from '../test/suite.js';

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

describe('the unread total kept per recipient', () => {
  const unreadTotal = async (token?: string) =>
    Number((await getOk(t, '/api/Settings/getUnreadNotifications?_start=0&_end=5', token)).headers['x-total-count']);
  const direct = async (admin: boolean) => {
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      admin
        ? sql`select count(*)::int as n from notifications where user_id is null and not read`
        : sql`select count(*)::int as n from notifications n join users u on u.id = n.user_id where u.email = 'lab@labhub.pk' and not n.read`,
    );
    return row.n;
  };
  const expectMatch = async () => {
    expect(await unreadTotal()).toBe(await direct(true));
    expect(await unreadTotal(t.labToken)).toBe(await direct(false));
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
    expect(await direct(true)).toBeGreaterThan(0);
  });
});
