import { Box } from '@mui/material';
import type { ComponentType } from 'react';
import { Title, usePermissions } from 'react-admin';
import { Navigate } from 'react-router-dom';

import type { Role } from '../../../authProvider/storage';
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

/**
 * Dashboard (SPEC §2): greeting with real totals, the four totals, user statistics, the lab donut, sales and
 * earnings by period, earnings and top tests by month, and the latest payables. Every figure comes from the API;
 * the totals are admin-only calls: a lab user is sent to its profile (/editprofile), its home.
 */
export const DashboardPage = () => {
  const { permissions } = usePermissions<Role>();
  const admin = permissions === 'admin';
  // A lab user's home is its profile (the dashboard's figures are the marketplace's, for administrators).
  if (homePath() !== DashboardPage.path) return <Navigate to={homePath()} replace />;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        py: 1,
      }}
    >
      <Title title="app.dashboard.title" />
      <Box sx={span({ xs: '1 / -1', lg: admin ? 'span 2' : '1 / -1' })}>
        <WelcomeCard withTotals={admin} />
      </Box>
      {admin && (
        <>
          <Box sx={span({ xs: '1 / -1', lg: 'span 2' })}>
            <UserStatsCard />
          </Box>
          {statCards.map(card => (
            <StatCard key={card.apiPath} card={card} />
          ))}
          {chartCards.map(([Card, lg], index) => (
            <Box key={index} sx={span({ xs: '1 / -1', lg })}>
              <Card />
            </Box>
          ))}
        </>
      )}
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
