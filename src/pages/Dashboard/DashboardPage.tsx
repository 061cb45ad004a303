import { Box } from '@mui/material';
import { type ComponentType, startTransition, useEffect, useState } from 'react';
import { Title, usePermissions } from 'react-admin';
import { Navigate } from 'react-router-dom';

import type { Role } from '../../../authProvider/storage';
import { dashboardLeft, DRAWING_ATTRIBUTE, saveDashboardSnapshot, snapshotShown } from '../../../lib/dashboardSnapshot';
import { homePath } from './DashboardRedirect';
import { EarningsCard } from './EarningsCard';
import { prefetchDashboard as prefetchFirstDraw } from './firstDraw';
import { LabDonutCard } from './LabDonutCard';
import { loadCharts } from './LazyCharts';
import { PayablesCard } from './PayablesCard';
import { PeriodChartCard } from './PeriodChartCard';
import { StatCard } from './StatCard';
import { statCards } from './statCards';
import { TopSellingCard } from './TopSellingCard';
import { UserStatsCard } from './UserStatsCard';
import { WelcomeCard } from './WelcomeCard';

const span = (columns: { xs?: string; md?: string; lg?: string }) => ({ gridColumn: columns });

/** The administrator's cards below the totals, in order, with the columns each spans on a wide screen (of 4). */
const chartCards: [ComponentType, string][] = [
  [PeriodChartCard, 'span 3'],
  [LabDonutCard, 'span 1'],
  [EarningsCard, 'span 2'],
  [TopSellingCard, 'span 2'],
  [PayablesCard, '1 / -1'],
];

/** How long the dashboard must stay unchanged before it is saved for the next visit's first paint. */
const SAVE_AFTER_QUIET_MS = 1000;

/**
 * Keeps the administrator's dashboard, as drawn, for the next visit that opens on it (lib/dashboardSnapshot.ts), once
 * it has stayed unchanged for a second. Not when the page is left: the window may have changed size since the last
 * drawing (a phone turned, a device emulation ended), and the copy would be kept under the new width. Leaving it for
 * another page is said (`dashboardLeft`): the Emotion rules kept with the copy stop there.
 */
const useDashboardSnapshot = (enabled: boolean) => {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!enabled || !root) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const save = () => void saveDashboardSnapshot(root);
    // When the page is idle: a save walks the drawn tree and tests each style rule against it.
    const saveWhenIdle = () => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(save, { timeout: 2000 });
      else save();
    };
    const later = () => {
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
      timer = setTimeout(saveWhenIdle, SAVE_AFTER_QUIET_MS);
    };
    const observer = new MutationObserver(later);
    observer.observe(root, { childList: true, subtree: true, attributes: true, characterData: true });
    later();
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
      if (location.pathname !== DashboardPage.path) dashboardLeft();
    };
  }, [enabled]);
};

/** The stages the dashboard mounts in while the last one drawn is shown in its place (useStages). */
const STAGES = {
  shell: 0,
  figures: 1,
  charts: 2,
} as const;
const LAST_STAGE = STAGES.charts;

/**
 * While the last dashboard drawn is shown in the page's place (lib/dashboardSnapshot.ts), the page mounts in stages,
 * each a React commit and a task of its own once the one before has been committed: the shell (top bar, menu) with an
 * empty grid, then the greeting and the figures, then the charts and the payables. One commit of everything was the
 * longest task of a reload (its layout effects' state updates re-render synchronously and run every effect in the
 * same task). Nothing of it is seen: the copy stays until the last stage is drawn (`DRAWING_ATTRIBUTE`). Every other
 * visit mounts everything at once.
 */
const useStages = () => {
  const [stage, setStage] = useState<number>(() => (snapshotShown() ? STAGES.shell : LAST_STAGE));
  useEffect(() => {
    if (stage < LAST_STAGE) startTransition(() => setStage(stage + 1));
  }, [stage]);
  return stage;
};

/**
 * Dashboard (SPEC §2): greeting with real totals, the four totals, user statistics, the lab donut, sales and
 * earnings by period, earnings and top tests by month, and the latest payables. Every figure comes from the API;
 * the totals are admin-only calls: a lab user is sent to its profile (/editprofile), its home.
 */
export const DashboardPage = () => {
  const { permissions } = usePermissions<Role>();
  const admin = permissions === 'admin';
  useDashboardSnapshot(admin);
  const stage = useStages();
  // A lab user's home is its profile (the dashboard's figures are the marketplace's, for administrators).
  if (homePath() !== DashboardPage.path) return <Navigate to={homePath()} replace />;

  return (
    <Box
      {...(stage < LAST_STAGE && { [DRAWING_ATTRIBUTE]: '' })}
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        py: 1,
      }}
    >
      <Title title="app.dashboard.title" />
      {stage >= STAGES.figures && (
        <Box sx={span({ xs: '1 / -1', lg: admin ? 'span 2' : '1 / -1' })}>
          <WelcomeCard withTotals={admin} />
        </Box>
      )}
      {admin && stage >= STAGES.figures && (
        <>
          <Box sx={span({ xs: '1 / -1', lg: 'span 2' })}>
            <UserStatsCard />
          </Box>
          {statCards.map(card => (
            <StatCard key={card.apiPath} card={card} />
          ))}
        </>
      )}
      {admin &&
        stage >= STAGES.charts &&
        chartCards.map(([Card, lg], index) => (
          <Box key={index} sx={span({ xs: '1 / -1', lg })}>
            <Card />
          </Box>
        ))}
    </Box>
  );
};

DashboardPage.path = '/dashboard';

/**
 * Started with this chunk (loadDashboardPage.ts) by the login page at sign-in, and by the app when a signed-in visit
 * opens on the dashboard: the first draw's calls and, with `charts`, the charts' code (its own chunk, LazyCharts.tsx),
 * which downloads while the cards are drawn. At sign-in the app's first files came while the visitor typed, so the
 * charts have the link to themselves; a visit that loads everything at once leaves them until the figures are drawn.
 */
export const prefetchDashboard = (
  queryClient: Parameters<typeof prefetchFirstDraw>[0],
  dataProvider: Parameters<typeof prefetchFirstDraw>[1],
  store: Parameters<typeof prefetchFirstDraw>[2],
  { charts = true }: { charts?: boolean } = {},
) => {
  const calls = prefetchFirstDraw(queryClient, dataProvider, store);
  // A failure surfaces where the charts render (React.lazy), like any chunk.
  if (charts) loadCharts().catch(() => undefined);
  return calls;
};
