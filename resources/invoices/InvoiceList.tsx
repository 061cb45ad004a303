import { Avatar, Box, Card, CardContent, Link, Tooltip, Typography } from '@mui/material';
import { SortButton, useListContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

import { invoicesContract } from '../../contracts/invoices';
import { RecordBreadcrumbs } from '../common/Breadcrumbs';
import { ListPagination } from '../common/LoadError';
import { ExportToolbar, ResourceListBase } from '../common/ResourceList';
import { filtersOf } from '../generic/contractParts';
import { useFieldText } from '../generic/fieldOf';
import { labOverviewPath } from '../labs/paths';
import { RecordLink } from '../recordLinks';
import { invoicePath } from './paths';
import type { InvoiceCard } from './types';

type InvoiceField = (typeof invoicesContract.view.show)[number];

/**
 * A card's places → the invoice contract's `view.show` fields (contracts/invoices.ts), each drawn by its kind
 * (`useFieldText`): the patient as its heading, the invoice number in 'Invoice #%{number}' linking to the invoice, the
 * lab's name linking to the lab's overview, and the amount ('PKR %{amount}', the resource's money wording) and the due
 * date, each labelled (its tooltip) by its field's name.
 */
const { TITLE, NUMBER, LAB, AMOUNT, DUE } = {
  TITLE: 'founder',
  NUMBER: 'invoiceID',
  LAB: 'company',
  AMOUNT: 'invoicePrice',
  DUE: 'date',
} as const satisfies Record<string, InvoiceField>;
const labelOf = (field: InvoiceField) => `resources.invoices.fields.${field}`;

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
  const text = useFieldText(invoicesContract);
  const title = text(invoice, TITLE);
  return (
    <Card data-testid="invoice-card" sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', gap: 2 }}>
        {invoice.image ? (
          <Avatar
            src={invoice.image}
            alt={translate('resources.invoices.list.avatar', { name: title })}
            sx={{ width: 48, height: 48 }}
          />
        ) : (
          <Avatar
            aria-hidden
            sx={{ width: 48, height: 48, bgcolor: AVATAR_COLORS[invoice.color] ?? 'primary.main', fontWeight: 600 }}
          >
            {title.trim().charAt(0).toUpperCase() || '?'}
          </Avatar>
        )}
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography component="h2" sx={{ fontWeight: 600 }} noWrap title={title}>
            {title}
          </Typography>
          <Link component={RouterLink} to={invoicePath(invoice.id)} variant="body2">
            {translate('resources.invoices.list.invoice_number', { number: text(invoice, NUMBER) })}
          </Link>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} noWrap title={text(invoice, LAB)}>
            <RecordLink to={labOverviewPath(invoice.Lab_id)}>{text(invoice, LAB)}</RecordLink>
          </Typography>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 1, flexWrap: 'wrap' }}>
            <Tooltip title={translate(labelOf(AMOUNT))}>
              <Typography variant="body2" sx={{ fontWeight: 600 }} tabIndex={0}>
                {text(invoice, AMOUNT)}
              </Typography>
            </Tooltip>
            <Tooltip title={translate(labelOf(DUE))}>
              <Typography variant="body2" color="text.secondary" tabIndex={0}>
                {text(invoice, DUE)}
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

/** The card grid's date range on the order's date, beside its search (`view.alwaysOn`: the grid has no Filter button). */
const dateFilters = filtersOf(invoicesContract);

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
