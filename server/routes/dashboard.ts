/** Dashboard figures and chart data (SPEC §3; paths from the demo mock). The SQL is in server/repos/dashboard.ts. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { calls } from '../../contracts/calls.js';
import { callRoute, urlOf } from '../lib/resourceRoutes.js';
import { dashboardFigures, monthEarnings, periodSeries, topSelling } from '../repos/dashboard.js';
import { type RouteContext, typed } from './context.js';

export const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;
const monthParam = z.object({ month: z.enum(MONTHS, { error: `month must be one of ${MONTHS.join(', ')}` }) });

/** The most recent occurrence (this year or last) of a month, as [year, month 1–12]. */
export function latestMonth(month: (typeof MONTHS)[number], now = new Date()): [number, number] {
  const m = MONTHS.indexOf(month) + 1;
  const year = m <= now.getUTCMonth() + 1 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  return [year, m];
}

export default async function dashboardRoutes(app: FastifyInstance, { db }: RouteContext) {
  const api = typed(app);
  const tags = ['dashboard'];

  api.get(urlOf(calls.dashboardFigures), callRoute(calls.dashboardFigures, tags), async () => dashboardFigures(db));

  for (const period of ['weekly', 'monthly', 'yearly'] as const) {
    api.get(urlOf(calls[period]), callRoute(calls[period], tags), async () => periodSeries(db, period));
  }

  api.get(urlOf(calls.topSelling), callRoute(calls.topSelling, tags, { params: monthParam }), async request => {
    const [year, month] = latestMonth(request.params.month);
    return { month: request.params.month, year, items: await topSelling(db, year, month) };
  });

  api.get(urlOf(calls.earningCharts), callRoute(calls.earningCharts, tags, { params: monthParam }), async request => {
    const [year, month] = latestMonth(request.params.month);
    return { month: request.params.month, year, ...(await monthEarnings(db, year, month)) };
  });
}
