import { Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

import { useFormatters } from '../../../lib/format';
import { useMenuIsDrawer } from '../../../lib/menuBreakpoint';
import { useOrderLabels } from '../../../resources/payables/orderLabels';
import type { Payable } from '../../../resources/payables/types';
import { freshness } from '../../useApiQuery';
import { DashboardCard } from './DashboardCard';
import { PAYABLES_LIST } from './firstDraw';

/** Payable amounts: the latest orders the platform owes labs (SPEC §2 Dashboard), linking to the full list. */
export const PayablesCard = () => {
  const translate = useTranslate();
  const format = useFormatters();
  const labels = useOrderLabels();
  const asCards = useMenuIsDrawer();
  // Prefetched at sign-in (firstDraw.ts): that answer, or one of the last 3 s, is used as it is, like the other
  // cards'. No retries behind the user's back (like the other cards): a failure shows at once, with Retry.
  const query = useGetList<Payable>('payables', PAYABLES_LIST, { staleTime: freshness, retry: false });
  const { data = [] } = query;
  const action = (
    <Button component={RouterLink} to="/accountspayable" size="small">
      {translate('app.dashboard.payables.view_all')}
    </Button>
  );
  return (
    <DashboardCard title="app.dashboard.payables.title" action={action} query={query}>
      {data.length === 0 ? (
        <Typography color="text.secondary">{translate('app.dashboard.payables.empty')}</Typography>
      ) : asCards ? (
        // Phones (below the 998 px menu threshold): one block per order, the same six values, no sideways scroll.
        <Stack component="ul" data-testid="dashboard-payables" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {data.map(row => (
            <Box component="li" key={row.id} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 500, minWidth: 0, overflowWrap: 'anywhere' }}>
                  <span data-testid="payable-order">{row.orderId}</span> · {row.lab_name}
                </Typography>
                <Typography
                  variant="body2"
                  sx={{ whiteSpace: 'nowrap' }}
                  aria-label={translate('resources.payables.fields.Total')}
                >
                  {translate('app.dashboard.pkr_amount', { amount: format.amount(row.Total) })}
                </Typography>
              </Box>
              <Typography variant="caption" color="text.secondary">
                {[labels.paymentType(row.PaymentType), labels.status(row.Status), format.date(row.created_at)].join(
                  ' · ',
                )}
              </Typography>
            </Box>
          ))}
        </Stack>
      ) : (
        <Table size="small" data-testid="dashboard-payables">
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.payables.fields.orderId')}</TableCell>
              <TableCell>{translate('resources.payables.fields.lab_name')}</TableCell>
              <TableCell>{translate('resources.payables.fields.PaymentType')}</TableCell>
              <TableCell align="right">{translate('resources.payables.fields.Total')}</TableCell>
              <TableCell>{translate('resources.payables.fields.Status')}</TableCell>
              <TableCell>{translate('resources.payables.fields.created_at')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map(row => (
              <TableRow key={row.id}>
                <TableCell>{row.orderId}</TableCell>
                <TableCell>{row.lab_name}</TableCell>
                <TableCell>{labels.paymentType(row.PaymentType)}</TableCell>
                <TableCell align="right">{format.amount(row.Total)}</TableCell>
                <TableCell>{labels.status(row.Status)}</TableCell>
                <TableCell>{format.date(row.created_at)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {data.length > 0 && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }} data-testid="payout-hint">
          {translate('app.dashboard.payables.payout_hint')}
        </Typography>
      )}
    </DashboardCard>
  );
};
