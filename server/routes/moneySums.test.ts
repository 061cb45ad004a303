/** Sums of money past 2^31 rupees: the dashboard's charts and figures answer with the exact totals. */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { queryRows } from '../db/client.js';
import { getOk, useTestApp } from '../test/suite.js';

const t = useTestApp();
const json = (url: string) => getOk(t, url);

describe('money sums past 32 bits', () => {
  it('a year whose sales pass 2^31 rupees: the charts, figures and earnings answer with the exact sums', async () => {
    const db = t.database.db;
    await db.execute(sql`
      insert into orders (lab_id, patient_id, payment_type, sub_total, shipping, total, commission, status, receivable_status)
      select lab_id, patient_id, 'Card', 1000000000, 0, 1000000000, 1000000000, 'Pending', 'Pending'
      from orders order by id limit 3`);
    const [expected] = await queryRows<{ sales: string; earnings: string; all_commission: string }>(
      db,
      sql`select cast(sum(total) filter (where created_at >= date_trunc('month', now())) as text) as sales,
                 cast(sum(commission) filter (where created_at >= date_trunc('month', now())) as text) as earnings,
                 cast(sum(commission) as text) as all_commission
          from orders`,
    );
    expect(Number(expected.sales)).toBeGreaterThan(2 ** 31);
    const yearly = (await json('/api/yearly-data')).json() as { series: { name: string; data: number[] }[] };
    const month = new Date().getUTCMonth();
    const series = (name: string) => yearly.series.find(s => s.name === name)!.data[month];
    expect(series('Sales')).toBe(Number(expected.sales));
    expect(series('Earnings')).toBe(Number(expected.earnings));
    const earnings = (await json('/api/Appointments/totalearnings')).json() as { total: number };
    expect(earnings.total).toBe(Number(expected.all_commission));
    const { revenue } = (await json('/api/dashboard-figures')).json() as { revenue: { total: number } };
    expect(revenue.total).toBe(Number(expected.all_commission));
    const monthName = new Date().toLocaleString('en', { month: 'short', timeZone: 'UTC' }).toLowerCase();
    const charts = (await json(`/api/earning-charts-data/${monthName}`)).json() as { total: number };
    expect(charts.total).toBe(Number(expected.earnings));
  });
});
