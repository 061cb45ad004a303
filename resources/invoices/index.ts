import InvoiceIcon from '@mui/icons-material/ReceiptLongOutlined';
import { lazy } from 'react';

import { defineScreens } from '../lazyScreen';

const InvoiceDetail = lazy(() => import('./InvoiceDetail'));

/** Invoices (SPEC §2 Invoices): a list and a detail; the detail without an id shows invoice 1. */
export default defineScreens({
  name: 'invoices',
  icon: InvoiceIcon,
  screens: {
    '/invoices-list': lazy(() => import('./InvoiceList')),
    '/invoices-detail': InvoiceDetail,
    '/invoices-detail/:id': InvoiceDetail,
  },
});
