import CurrencyIcon from '@mui/icons-material/CurrencyExchange';
import { Avatar, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';

import type { LabHubDataProvider } from '../../dataProvider';
import { DASHBOARD_PATHS } from '../../dataProvider/routes';
import { useFormatters } from '../../lib/format';
import { LoadError } from '../common/LoadError';

/**
 * SPEC §2 Donations: the 'Total Donations' card (GET /Finance/getTotalDonations) with a currency icon; a failed load
 * shows the error with Retry under the title.
 */
export const TotalDonationsCard = () => {
  const translate = useTranslate();
  const { amount } = useFormatters();
  const dataProvider = useDataProvider<LabHubDataProvider>();
  const { data, error, refetch } = useQuery({
    queryKey: ['donations', 'total'],
    queryFn: async () => (await dataProvider.get<{ total: number }>(DASHBOARD_PATHS.totalDonations)).data,
    // A failure shows at once, with Retry, as the list under it does.
    retry: false,
  });
  return (
    <Card sx={{ mb: 2, maxWidth: 360 }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar sx={{ bgcolor: 'success.light', width: 56, height: 56 }}>
            <CurrencyIcon />
          </Avatar>
          <div>
            <Typography variant="subtitle2" color="text.secondary">
              {translate('resources.donations.total.title')}
            </Typography>
            <Typography variant="h5" component="p" data-testid="total-donations">
              {data ? (
                translate('resources.donations.total.amount', { amount: amount(Number(data.total)) })
              ) : error ? (
                '—'
              ) : (
                <Skeleton width={120} />
              )}
            </Typography>
          </div>
        </Stack>
        {error && !data ? <LoadError error={error} onRetry={() => void refetch()} /> : null}
      </CardContent>
    </Card>
  );
};
