import InvoiceIcon from '@mui/icons-material/ReceiptLongOutlined';
import { lazy } from 'react';

import { defineScreens } from '../lazyScreen';
import { INVOICE_PATHS } from './paths';

const InvoiceDetail = lazy(() => import('./InvoiceDetail'));

/** Invoices (SPEC §2 Invoices): a list and a detail; the detail without an id shows invoice 1. */
export default defineScreens({
  name: 'invoices',
  icon: InvoiceIcon,
  screens: {
    [INVOICE_PATHS.list]: lazy(() => import('./InvoiceList')),
    [INVOICE_PATHS.detail]: InvoiceDetail,
    [INVOICE_PATHS.show]: InvoiceDetail,
  },
});
