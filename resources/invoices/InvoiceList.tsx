import { Avatar, Box, Card, CardContent, Link, Tooltip, Typography } from '@mui/material';
import { DateInput, SortButton, useListContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

import { invoicesContract } from '../../contracts/invoices';
import { useFormatters } from '../../lib/format';
import { RecordBreadcrumbs } from '../common/Breadcrumbs';
import { ListPagination } from '../common/LoadError';
import { ExportToolbar, ResourceListBase } from '../common/ResourceList';
import type { InvoiceCard } from './types';

/** SPEC's colour names of the card avatars → theme colours (AA contrast with white text). */
const AVATAR_COLORS: Record<string, string> = {
  primary: 'primary.main',
  success: 'success.dark',
  info: 'info.main',
  warning: 'warning.main',
  danger: 'error.main',
};

const InvoiceCardView = ({ invoice }: { invoice: InvoiceCard }) => {
  const translate = useTranslate();
  const format = useFormatters();
  return (
    <Card data-testid="invoice-card" sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', gap: 2 }}>
        {invoice.image ? (
          <Avatar
            src={invoice.image}
            alt={translate('resources.invoices.list.avatar', { name: invoice.founder })}
            sx={{ width: 48, height: 48 }}
          />
        ) : (
          <Avatar
            aria-hidden
            sx={{ width: 48, height: 48, bgcolor: AVATAR_COLORS[invoice.color] ?? 'primary.main', fontWeight: 600 }}
          >
            {invoice.founder.trim().charAt(0).toUpperCase() || '?'}
          </Avatar>
        )}
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography component="h2" sx={{ fontWeight: 600 }} noWrap title={invoice.founder}>
            {invoice.founder}
          </Typography>
          <Link component={RouterLink} to={`/invoices-detail/${invoice.id}`} variant="body2">
            {translate('resources.invoices.list.invoice_number', { number: invoice.invoiceID })}
          </Link>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} noWrap title={invoice.company}>
            {invoice.company}
          </Typography>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 1, flexWrap: 'wrap' }}>
            <Tooltip title={translate('resources.invoices.list.amount_tooltip')}>
              <Typography variant="body2" sx={{ fontWeight: 600 }} tabIndex={0}>
                {translate('resources.invoices.list.amount', { amount: format.amount(invoice.invoicePrice) })}
              </Typography>
            </Tooltip>
            <Tooltip title={translate('resources.invoices.list.date_tooltip')}>
              <Typography variant="body2" color="text.secondary" tabIndex={0}>
                {format.date(invoice.date)}
              </Typography>
            </Tooltip>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
};

const InvoiceGrid = () => {
  const translate = useTranslate();
  const list = useListContext<InvoiceCard>();
  const { data, isPending } = list;
  const { q, date_gte, date_lte } = list.filterValues as { q?: string; date_gte?: string; date_lte?: string };
  if (isPending) return null;
  if (!data?.length) {
    return (
      <Typography sx={{ p: 4, textAlign: 'center' }} color="text.secondary">
        {translate(q || date_gte || date_lte ? 'resources.invoices.list.no_results' : 'resources.invoices.list.empty')}
      </Typography>
    );
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        p: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' },
      }}
    >
      {data.map(invoice => (
        <InvoiceCardView key={invoice.id} invoice={invoice} />
      ))}
    </Box>
  );
};

/** The card grid's date range on the order's date, beside its search (the grid has no Filter button). */
const dateFilters = [
  <DateInput key="date_gte" source="date_gte" alwaysOn />,
  <DateInput key="date_lte" source="date_lte" alwaysOn />,
];

/** `/invoices-list` (SPEC §2 Invoices): one card per invoice, search, sort, pages of 12, CSV export. */
const InvoiceList = () => (
  <>
    <RecordBreadcrumbs list={{ label: 'resources.invoices.breadcrumb.invoices', to: '/invoices-list' }} />
    <ResourceListBase
      contract={invoicesContract}
      filters={dateFilters}
      actions={
        <ExportToolbar>
          <SortButton fields={[...invoicesContract.list.sortable]} />
        </ExportToolbar>
      }
      pagination={<ListPagination rowsPerPageOptions={[12, 24, 48]} />}
      empty={false}
    >
      <InvoiceGrid />
    </ResourceListBase>
  </>
);

export default InvoiceList;
