import { Box, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

import { useFormatters } from '../../../lib/format';
import { touchLink } from '../../theme';
import { DashboardCard } from './DashboardCard';
import { useDashboardFigures } from './figures';
import { PieChart } from './LazyCharts';

/** The donut's parts: each is the total of the lab list it links to (docs/DECISIONS.md). */
const PARTS = [
  { id: 'verified', to: '/verifiedlabs', color: '#2e7d32' },
  { id: 'pending', to: '/pendingverifications', color: '#b45309' },
  { id: 'blocked', to: '/blockedlabs', color: '#6b7280' },
] as const;

/**
 * Lab analytics: a donut of verified, pending and blocked labs. SPEC's pair (`/profiles/totallabs`) counted blocked
 * labs that were never verified as "unverified", more than the pending list it leads to; the three parts here are
 * counted by the lists' own conditions (`GET /dashboard-figures`), and each legend entry opens its list.
 */
export const LabDonutCard = () => {
  const translate = useTranslate();
  const { number } = useFormatters();
  const query = useDashboardFigures();
  const { data } = query;
  const counts = {
    verified: data?.labs.verified ?? 0,
    pending: data?.labs.pending ?? 0,
    blocked: data?.labs.blocked ?? 0,
  };
  const slices = PARTS.map(part => ({
    id: part.id,
    value: counts[part.id],
    label: translate(`app.dashboard.labs_chart.${part.id}`),
    color: part.color,
  }));
  const summary = translate('app.dashboard.labs_chart.summary', {
    verified: number(counts.verified),
    pending: number(counts.pending),
    blocked: number(counts.blocked),
  });
  return (
    <DashboardCard title="app.dashboard.labs_chart.title" query={query} skeletonHeight={220}>
      <Box role="img" aria-label={summary} data-testid="lab-donut">
        <PieChart
          height={220}
          series={[
            {
              data: slices,
              innerRadius: '55%',
              outerRadius: '95%',
              paddingAngle: 2,
              cornerRadius: 4,
              valueFormatter: item => number(item.value),
            },
          ]}
          hideLegend
        />
      </Box>
      <Stack
        component="ul"
        direction="row"
        useFlexGap
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mt: 1,
          flexWrap: 'wrap',
          justifyContent: 'center',
          columnGap: 2,
          rowGap: 0.5,
        }}
      >
        {PARTS.map(part => (
          <Box component="li" key={part.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box
              component="span"
              aria-hidden
              sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: part.color }}
            />
            <Link
              component={RouterLink}
              to={part.to}
              variant="body2"
              sx={touchLink()}
              data-testid={`lab-donut-${part.id}`}
            >
              {translate(`app.dashboard.labs_chart.${part.id}`)} ({number(counts[part.id])})
            </Link>
          </Box>
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
        {summary}
      </Typography>
    </DashboardCard>
  );
};
