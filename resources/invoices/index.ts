import { createElement, lazy } from 'react';
import InvoiceIcon from '@mui/icons-material/ReceiptLongOutlined';

import type { ResourceDefinition } from '../types';

// Screens are loaded on demand (App.tsx wraps every route in Suspense).
const InvoiceList = lazy(() => import('./InvoiceList'));
const InvoiceDetail = lazy(() => import('./InvoiceDetail'));

/** Invoices (SPEC §2 Invoices): a list and a detail; the detail without an id shows invoice 1. */
const invoices: ResourceDefinition = {
    name: 'invoices',
    icon: InvoiceIcon,
    routes: [
        { path: '/invoices-list', element: createElement(InvoiceList) },
        { path: '/invoices-detail', element: createElement(InvoiceDetail) },
        { path: '/invoices-detail/:id', element: createElement(InvoiceDetail) },
    ],
};

export default invoices;
