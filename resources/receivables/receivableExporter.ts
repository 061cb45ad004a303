import { downloadCSV, type Exporter } from 'react-admin';

import type { Receivable } from './types';

const COLUMNS = ['orderId', 'lab_name', 'PaymentType', 'Total', 'Commission', 'Status', 'created_at'] as const;

const cell = (value: unknown) => {
    const text = value == null ? '' : String(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** CSV export of Accounts Receivable: every row matching the list's search, in its sort order. */
export const receivableExporter: Exporter<Receivable> = records => {
    const lines = [COLUMNS.join(','), ...records.map(record => COLUMNS.map(column => cell(record[column])).join(','))];
    downloadCSV(lines.join('\r\n'), 'receivables');
};
