import type { Exporter } from 'react-admin';

import { downloadRows } from '../common/csv';
import type { InvoiceCard } from './types';

const COLUMNS = ['id', 'invoiceID', 'founder', 'company', 'invoicePrice', 'date'] as const;

/** CSV export of the invoice cards matching the list's search, in its sort order. */
export const invoiceExporter: Exporter<InvoiceCard> = records =>
    downloadRows([[...COLUMNS], ...records.map(record => COLUMNS.map(column => record[column]))], 'invoices');
