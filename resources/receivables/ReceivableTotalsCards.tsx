import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';

import { contracts } from '../../contracts/index';
import type { LabHubDataProvider } from '../../dataProvider';
import { useFormatters } from '../../src/format';
import { type Receivable, type ReceivableTotals, receivableTotals } from './types';

/** Without `_start`/`_end` the server answers every receivable (docs/API.md), so the totals cover the whole list. */
export const RECEIVABLES_PATH = contracts.receivables.endpoints.getList.path;

const CARDS: { key: keyof ReceivableTotals; color: string }[] = [
  { key: 'due', color: 'primary.main' },
  { key: 'received', color: 'success.main' },
  { key: 'pending', color: 'warning.main' },
];

/** The totals row of Accounts Receivable: commission due, received and pending (PKR). */
export const ReceivableTotalsCards = () => {
  const translate = useTranslate();
  const { amount } = useFormatters();
  const dataProvider = useDataProvider<LabHubDataProvider>();
  const { data } = useQuery({
    queryKey: ['receivables', 'totals'],
    queryFn: async () => receivableTotals((await dataProvider.get<Receivable[]>(RECEIVABLES_PATH)).data),
  });
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
