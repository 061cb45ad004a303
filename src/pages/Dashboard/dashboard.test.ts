import { QueryClient } from '@tanstack/react-query';
import { memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';

import type { LabHubDataProvider } from '../../../dataProvider';
import { makeFormatters } from '../../../lib/format';
import { changePercent } from './EarningsCard';
import { prefetchDashboard } from './firstDraw';
import { periodLabel } from './PeriodChartCard';

describe('dashboard chart helpers', () => {
  const en = makeFormatters('en');
  const de = makeFormatters('de');

  it('labels yearly buckets with month names and daily buckets with day and month, per language', () => {
    expect(periodLabel('2026-01', en)).toBe('Jan');
    expect(periodLabel('2026-03', de)).toBe('Mär');
    expect(periodLabel('2026-11-23', en)).toBe('23 Nov');
    expect(periodLabel('2026-11-23', de)).toBe('23. Nov.');
    expect(periodLabel('week 3', en)).toBe('week 3');
  });

  it('computes the change against the previous month, or none without a previous figure', () => {
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(4897, 6789)).toBe(-27.9);
    expect(changePercent(10, 0)).toBeNull();
  });

  it('formats amounts and dates per language', () => {
    expect(en.amount(1509750)).toBe('1,509,750');
    expect(de.amount(1509750.5)).toBe('1.509.750,5');
    expect(makeFormatters('ru').number(1234)).toBe('1\u00a0234');
    expect(en.date('2026-11-23T10:00:00Z')).toBe('23 Nov 2026');
    expect(makeFormatters('it').date('2026-11-23T10:00:00Z')).toBe('23 nov 2026');
    expect(en.date('not a date')).toBe('');
    // Built once per language and shared by every card (Intl formatters are costly to construct).
    expect(makeFormatters('en')).toBe(en);
    expect(makeFormatters('de')).not.toBe(en);
  });
});

describe('the dashboard calls started at sign-in', () => {
  it('puts each answer where the cards read it, for the period and months the user last chose', async () => {
    const get = vi.fn(async (path: string) => ({ data: { path } }));
    const getList = vi.fn(async () => ({ data: [{ id: 7 }], total: 1 }));
    const queryClient = new QueryClient();
    const store = memoryStore({ 'dashboard.period': 'weekly', 'dashboard.sellingMonth': 'mar' });
    await prefetchDashboard(queryClient, { get, getList } as unknown as LabHubDataProvider, store);
    const paths = get.mock.calls.map(([path]) => path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/weekly-data',
        '/earning-charts-data/jan',
        '/top-selling-data/mar',
        '/dashboard-figures',
      ]),
    );
    expect(paths).not.toContain('/yearly-data');
    expect(new Set(paths).size).toBe(paths.length);
    // useApiQuery's key: the card mounts onto the answer instead of asking again.
    expect(queryClient.getQueryData(['api', '/weekly-data'])).toEqual({ path: '/weekly-data' });
    // The latest payables under react-admin's useGetList key, as the card asks for them.
    expect(getList).toHaveBeenCalledTimes(1);
    expect(getList).toHaveBeenCalledWith('payables', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'orderId', order: 'DESC' },
      filter: {},
    });
    const listKey = [
      'payables',
      'getList',
      { pagination: { page: 1, perPage: 5 }, sort: { field: 'orderId', order: 'DESC' }, filter: {}, meta: undefined },
    ];
    expect(queryClient.getQueryData(listKey)).toEqual({
      data: [{ id: 7 }],
      total: 1,
      pageInfo: undefined,
      meta: undefined,
    });
  });
});
