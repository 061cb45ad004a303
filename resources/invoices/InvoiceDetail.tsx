import PrintIcon from '@mui/icons-material/PrintOutlined';
import SendIcon from '@mui/icons-material/SendOutlined';
import {
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  GlobalStyles,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';

import { useFormatters } from '../../lib/format';
import { RecordBreadcrumbs } from '../common/Breadcrumbs';
import { OneRecord } from '../common/OneRecord';
import { labOverviewPath } from '../labs/paths';
import { RecordLink } from '../recordLinks';
import { invoiceItemLabel } from './itemLabel';
import { DEFAULT_INVOICE_ID, splitLines } from './splitLines';
import type { InvoiceDetail as Invoice } from './types';

/** The list crumb of the invoice pages. */
const INVOICES = { label: 'resources.invoices.breadcrumb.invoices', to: '/invoices-list' };

/**
 * The printed page holds the invoice alone: no top bar, sidebar, breadcrumbs or buttons, no card shadow, and the
 * content uses the whole sheet.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, nav, .MuiDrawer-root, .RaSidebar-root, .no-print, .RaAppBar-root': { display: 'none !important' },
        'body, #root, .RaLayout-appFrame, .RaLayout-contentWithSidebar, .RaLayout-content, main': {
          margin: '0 !important',
          padding: '0 !important',
          background: 'white !important',
          minHeight: '0 !important',
        },
        '.invoice-sheet': { boxShadow: 'none !important', border: 'none !important' },
        '@page': { margin: '16mm' },
      },
    }}
  />
);

/** A heading and its lines; with `firstTo`, the first line (a record's name) links to that record. */
const Lines = ({ heading, lines, firstTo }: { heading: string; lines: string[]; firstTo?: string }) => (
  <Box>
    <Typography component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
      {heading}
    </Typography>
    {lines.map((line, index) => (
      <Typography key={index} variant="body2">
        {index === 0 && firstTo ? <RecordLink to={firstTo}>{line}</RecordLink> : line}
      </Typography>
    ))}
  </Box>
);

/** `/invoices-detail/{id}` (SPEC §2 Invoices; invoice 1 without an id): printable, Send is announced as coming soon. */
const InvoiceDetail = () => {
  const translate = useTranslate();
  const format = useFormatters();
  const { id = String(DEFAULT_INVOICE_ID) } = useParams();
  const [sending, setSending] = useState(false);
  const t = (key: string, options?: object) => translate(`resources.invoices.detail.${key}`, options);
  const money = (amount: number) => translate('resources.invoices.money', { amount: format.amount(amount) });

  return (
    <Box sx={{ py: 2 }}>
      {printStyles}
      <Title title="resources.invoices.detail.title" />
      <OneRecord<Invoice>
        resource="invoices"
        id={id}
        // A list's rows seed react-admin's getOne cache with card records; the detail is another shape, so it
        // gets its own cache entry (meta) instead of a card that has no summary.
        meta={{ view: 'detail' }}
        height={420}
        notFound={{
          message: 'resources.invoices.detail.not_found',
          back: 'resources.invoices.detail.back',
          to: '/invoices-list',
        }}
      >
        {invoice => (
          <>
            <RecordBreadcrumbs list={INVOICES} current={invoice.orderId} recent="orders" />
            <Card className="invoice-sheet" data-testid="invoice">
              <CardContent sx={{ p: { xs: 2, md: 4 } }}>
                <Box
                  sx={{
                    display: 'flex',
                    justifyContent: 'space-between',
                    alignItems: 'flex-start',
                    gap: 2,
                    flexWrap: 'wrap',
                  }}
                >
                  <Box>
                    <Typography variant="h5" component="h1" color="primary" sx={{ fontWeight: 700 }}>
                      {translate('app.name')}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('title')}
                    </Typography>
                  </Box>
                  <Typography variant="h6" component="p" data-testid="invoice-order">
                    {t('order', { number: invoice.orderId })}
                  </Typography>
                </Box>
                <Divider sx={{ my: 3 }} />
                <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                  <Lines heading={t('billed_to')} lines={splitLines(invoice.company)} />
                  <Box sx={{ textAlign: { sm: 'right' } }}>
                    <Lines
                      heading={t('lab_address')}
                      lines={splitLines(invoice.shippingAddress)}
                      firstTo={labOverviewPath(invoice.Lab_id)}
                    />
                  </Box>
                  <Lines
                    heading={t('payment_method')}
                    lines={[
                      invoice.card_key
                        ? translate(`resources.invoices.payment.${invoice.card_key}`, {
                            last4: invoice.card_last4 ?? '',
                            _: invoice.card,
                          })
                        : invoice.card,
                      invoice.email,
                    ].filter(Boolean)}
                  />
                  <Box sx={{ textAlign: { sm: 'right' } }}>
                    <Lines heading={t('payment_date')} lines={[format.date(invoice.orderDate)]} />
                  </Box>
                </Box>
                <Typography component="h2" variant="h6" sx={{ mt: 4, mb: 1, fontSize: '1rem', fontWeight: 600 }}>
                  {t('summary')}
                </Typography>
                <Table size="small" data-testid="invoice-summary">
                  <TableHead>
                    <TableRow>
                      <TableCell sx={{ width: 56 }}>{t('number')}</TableCell>
                      <TableCell>{t('item')}</TableCell>
                      <TableCell align="right">{t('price')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {invoice.orderSummary.items.map((item, index) => (
                      <TableRow key={item.id}>
                        <TableCell>{index + 1}</TableCell>
                        <TableCell>{invoiceItemLabel(item.item, translate)}</TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {money(item.price)}
                        </TableCell>
                      </TableRow>
                    ))}
                    {(
                      [
                        ['sub_total', invoice.orderSummary.subTotal, 'invoice-subtotal'],
                        ['shipping', invoice.orderSummary.shipping, 'invoice-shipping'],
                        ['total', invoice.orderSummary.total, 'invoice-total'],
                      ] as const
                    ).map(([key, amount, testId]) => (
                      // The total stands out: bold label and amount.
                      <TableRow key={key} sx={key === 'total' ? { '& td': { fontWeight: 700 } } : undefined}>
                        <TableCell colSpan={2} align="right" sx={{ fontWeight: 600 }}>
                          {t(key)}
                        </TableCell>
                        <TableCell align="right" data-testid={testId} sx={{ whiteSpace: 'nowrap' }}>
                          {money(amount)}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
                <Box className="no-print" sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 4 }}>
                  <Button variant="contained" color="success" startIcon={<PrintIcon />} onClick={() => window.print()}>
                    {t('print')}
                  </Button>
                  <Button variant="contained" startIcon={<SendIcon />} onClick={() => setSending(true)}>
                    {t('send')}
                  </Button>
                </Box>
              </CardContent>
            </Card>
          </>
        )}
      </OneRecord>
      <Dialog open={sending} onClose={() => setSending(false)} aria-labelledby="invoice-send-title">
        <DialogTitle id="invoice-send-title">{t('coming_soon_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('coming_soon')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setSending(false)} autoFocus>
            {t('close')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};

export default InvoiceDetail;
