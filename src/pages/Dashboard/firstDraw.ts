import type { QueryClient } from '@tanstack/react-query';
import type { RaRecord, Store } from 'react-admin';

import type { LabHubDataProvider } from '../../../dataProvider';
import { DASHBOARD_PATHS } from '../../../dataProvider/routes';
import { rememberFirstCalls } from '../../../lib/earlyCalls';
import { markPrefetched, prefetchApiQuery } from '../../useApiQuery';
import { DASHBOARD_FIGURES_PATH } from './figures';

/** SPEC §7: the month values of the selling and earning charts. */
export const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;
export type Month = (typeof MONTHS)[number];
/** SPEC §9: the earnings chart month defaults to jan. */
export const DEFAULT_MONTH: Month = 'jan';

export const PERIODS = ['weekly', 'monthly', 'yearly'] as const;
export type Period = (typeof PERIODS)[number];
/** SPEC §9: the chart period defaults to yearly. */
export const DEFAULT_PERIOD: Period = 'yearly';

/** Where react-admin's store keeps the user's last choices (the cards and the prefetch below read the same keys). */
export const CHOICE_KEYS = {
  period: 'dashboard.period',
  earningsMonth: 'dashboard.earningsMonth',
  sellingMonth: 'dashboard.sellingMonth',
} as const;

/** How many payables the dashboard table shows (the full list is /accountspayable, 5 per page). */
const DASHBOARD_PAYABLES = 5;

/** The payables card's `useGetList('payables', …)`: the latest orders first. */
export const PAYABLES_LIST = {
  pagination: { page: 1, perPage: DASHBOARD_PAYABLES },
  sort: { field: 'orderId', order: 'DESC' as const },
};

/**
 * The calls an administrator's dashboard makes to draw itself (the cards' `useApiQuery` paths, with the period and
 * months the user last chose, kept in react-admin's store). The latest payables (a react-admin `useGetList`) are
 * prefetched under that hook's own key (prefetchDashboard).
 */
const firstDrawPaths = (store: Store): string[] => [
  DASHBOARD_PATHS.totalLabs,
  DASHBOARD_PATHS.totalComplaints,
  DASHBOARD_PATHS.userStats,
  DASHBOARD_PATHS.totalFinancialAid,
  DASHBOARD_PATHS.totalEarnings,
  DASHBOARD_FIGURES_PATH,
  DASHBOARD_PATHS[store.getItem<Period>(CHOICE_KEYS.period) ?? DEFAULT_PERIOD],
  DASHBOARD_PATHS.earningCharts(store.getItem<Month>(CHOICE_KEYS.earningsMonth) ?? DEFAULT_MONTH),
  DASHBOARD_PATHS.topSelling(store.getItem<Month>(CHOICE_KEYS.sellingMonth) ?? DEFAULT_MONTH),
];

/**
 * Called by the login page as soon as an administrator is signed in, and by the app when a visit opens on the
 * dashboard: the dashboard's calls go out in parallel with the download and start of the shell's and the dashboard's
 * code, instead of after the page has rendered. The paths are remembered for the next visit's entry, which starts
 * them before the app's code has arrived (lib/earlyCalls.ts).
 */
export const prefetchDashboard = (queryClient: QueryClient, dataProvider: LabHubDataProvider, store: Store) => {
  const paths = firstDrawPaths(store);
  rememberFirstCalls(paths);
  // react-admin's useGetList key and answer shape (ra-core useGetList), so the card mounts onto this answer.
  const payablesKey = ['payables', 'getList', { ...PAYABLES_LIST, filter: {}, meta: undefined }];
  const payables = queryClient.prefetchQuery({
    queryKey: payablesKey,
    queryFn: async () => {
      const result = await dataProvider.getList<RaRecord>('payables', { ...PAYABLES_LIST, filter: {} });
      return { data: result.data, total: result.total, pageInfo: result.pageInfo, meta: result.meta as unknown };
    },
  });
  markPrefetched(queryClient, payablesKey);
  return Promise.all([...paths.map(path => prefetchApiQuery(queryClient, dataProvider, path)), payables]);
};
