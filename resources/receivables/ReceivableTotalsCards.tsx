import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';

import { calls } from '../../contracts/calls';
import { contracts } from '../../contracts/index';
import type { LabHubDataProvider } from '../../dataProvider';
import { useFormatters } from '../../lib/format';
import { LoadError } from '../common/LoadError';
import { type Receivable, type ReceivableTotals, receivableTotals } from './types';

/** The totals computed by the server from its kept sums (one small reply, whatever the number of receivables). */
export const RECEIVABLE_TOTALS_PATH = calls.receivableTotals.path;
/** Without `_start`/`_end` the server answers every receivable (docs/API.md): the totals of a backend without the above. */
export const RECEIVABLES_PATH = contracts.receivables.endpoints.getList.path;

const CARDS: { key: keyof ReceivableTotals; color: string }[] = [
  { key: 'due', color: 'primary.main' },
  { key: 'received', color: 'success.main' },
  { key: 'pending', color: 'warning.main' },
];

/** The totals over every receivable; from the whole list when the backend has no totals call (404). */
export async function fetchReceivableTotals(dataProvider: LabHubDataProvider): Promise<ReceivableTotals> {
  try {
    return (await dataProvider.get<ReceivableTotals>(RECEIVABLE_TOTALS_PATH)).data;
  } catch (error) {
    if ((error as { status?: number }).status !== 404) throw error;
    return receivableTotals((await dataProvider.get<Receivable[]>(RECEIVABLES_PATH)).data);
  }
}

/** The totals row of Accounts Receivable: commission due, received and pending (PKR). */
export const ReceivableTotalsCards = () => {
  const translate = useTranslate();
  const { amount } = useFormatters();
  const dataProvider = useDataProvider<LabHubDataProvider>();
  const { data, error, refetch } = useQuery({
    queryKey: ['receivables', 'totals'],
    queryFn: () => fetchReceivableTotals(dataProvider),
  });
  if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
        gap: 16,
        marginBottom: 16,
      }}
    >
      {CARDS.map(({ key, color }) => (
        <Card key={key} data-testid={`receivables-${key}`}>
          <CardContent>
            <Typography variant="subtitle2" color="text.secondary">
              {translate(`resources.receivables.totals.${key}`)}
            </Typography>
            <Typography variant="h5" component="p" sx={{ color }}>
              {data ? (
                translate('resources.receivables.totals.amount', { amount: amount(data[key]) })
              ) : (
                <Skeleton width={120} />
              )}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </div>
  );
};
