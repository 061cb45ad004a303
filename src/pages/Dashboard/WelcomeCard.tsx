import { Box, Card, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';

import { DASHBOARD_PATHS } from '../../../dataProvider/routes';
import { useFormatters } from '../../../lib/format';
import { useApiQuery } from '../../useApiQuery';
import { CardLoadError } from './CardLoadError';

interface WelcomeCardProps {
  /** Admins see the marketplace's real totals under the greeting; a lab user sees the greeting only. */
  withTotals?: boolean;
}

const Figure = ({ label, value }: { label: string; value: string }) => (
  <Box>
    <Typography variant="h6" component="p" color="primary">
      {value}
    </Typography>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
  </Box>
);

/** Greeting with the signed-in user's name and (admin) the live totals of labs, complaints and users (SPEC §2 Dashboard). */
export const WelcomeCard = ({ withTotals = false }: WelcomeCardProps) => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { number } = useFormatters();
  const name = identity?.fullName || 'Admin';
  const labs = useApiQuery<[number, number]>(DASHBOARD_PATHS.totalLabs, { enabled: withTotals });
  const complaints = useApiQuery<{ total: number }>(DASHBOARD_PATHS.totalComplaints, { enabled: withTotals });
  const users = useApiQuery<number[]>(DASHBOARD_PATHS.userStats, { enabled: withTotals });
  // A figure whose last call failed is not shown (an earlier answer would pass for the current one).
  const failed = [labs, complaints, users].filter(query => query.isError);
  const show = (query: { isError: boolean }, value: number | undefined) =>
    query.isError || value === undefined ? '–' : number(value);

  return (
    <Card sx={{ height: '100%' }}>
      <Box sx={{ bgcolor: 'rgba(85, 110, 230, 0.22)', px: 2.5, py: 2 }}>
        <Typography variant="h6" component="h2" color="primary">
          {translate('app.dashboard.welcome', { name })}
        </Typography>
        <Typography color="primary">{translate('app.dashboard.welcome_subtitle')}</Typography>
      </Box>
      {withTotals && (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2, px: 2.5, py: 2 }}>
          <Figure
            label={translate('app.dashboard.greeting.labs')}
            value={show(labs, labs.data ? labs.data[0] + labs.data[1] : undefined)}
          />
          <Figure
            label={translate('app.dashboard.greeting.complaints')}
            value={show(complaints, complaints.data?.total)}
          />
          <Figure label={translate('app.dashboard.greeting.users')} value={show(users, users.data?.[0])} />
        </Box>
      )}
      {withTotals && failed.length > 0 && (
        <Box sx={{ px: 2.5, pb: 2 }}>
          <CardLoadError onRetry={() => failed.forEach(query => void query.refetch())} />
        </Box>
      )}
    </Card>
  );
};
