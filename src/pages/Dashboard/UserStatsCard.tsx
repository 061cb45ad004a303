import { Box, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import { DASHBOARD_PATHS } from '../../../dataProvider/routes';
import { useFormatters } from '../../../lib/format';
import { useApiQuery } from '../../useApiQuery';
import { DashboardCard } from './DashboardCard';
import { useDashboardFigures } from './figures';

/** `GET /profiles/userstats` → [total, unverified, verified, male, female] (docs/API.md). */
const USER_STAT_KEYS = ['total', 'unverified', 'verified', 'male', 'female'] as const;

/**
 * Why male + female is less than the total: lab accounts have no gender. Said on the card, with the
 * counts from `GET /dashboard-figures` (same scope as userstats).
 */
const GenderNote = () => {
  const translate = useTranslate();
  const { number } = useFormatters();
  const { data, isPending } = useDashboardFigures();
  // Its place is held while the figures load (two lines, as the note is at most widths): the card does not grow
  // under the reader's eyes when they arrive (Lighthouse's layout shift).
  if (isPending)
    return (
      <Box aria-hidden sx={{ mt: 2 }} data-testid="user-stat-note-loading">
        <Skeleton variant="text" />
        <Skeleton variant="text" width="60%" />
      </Box>
    );
  if (!data) return null;
  const { total, male, female, labs, without_gender: none } = data.users;
  if (none === 0) return null;
  const args = { counted: number(male + female), total: number(total), none: number(none), labs: number(labs) };
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="user-stat-note">
      {translate(
        none === labs ? 'app.dashboard.user_stats.no_gender_labs' : 'app.dashboard.user_stats.no_gender',
        args,
      )}
    </Typography>
  );
};

/** User statistics: total, unverified and verified users, male and female counts (SPEC §2 Dashboard). */
export const UserStatsCard = () => {
  const translate = useTranslate();
  const { number } = useFormatters();
  const query = useApiQuery<number[]>(DASHBOARD_PATHS.userStats);
  const { data } = query;
  return (
    <DashboardCard title="app.dashboard.user_stats.title" query={query} skeletonHeight={120}>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(110px, 1fr))', gap: 2 }}
      >
        {USER_STAT_KEYS.map((key, index) => (
          <Box key={key} data-testid={`user-stat-${key}`} sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(`app.dashboard.user_stats.${key}`)}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }}>
              {number(data?.[index] ?? 0)}
            </Typography>
          </Box>
        ))}
      </Box>
      <GenderNote />
    </DashboardCard>
  );
};
