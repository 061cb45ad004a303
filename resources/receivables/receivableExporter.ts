import { downloadCSV, type Exporter } from 'react-admin';

import type { Receivable } from './types';
import { csvCell as cell } from '../common/csv';

const COLUMNS = ['orderId', 'lab_name', 'PaymentType', 'Total', 'Commission', 'Status', 'created_at'] as const;

/** CSV export of Accounts Receivable: every row matching the list's search, in its sort order. */
export const receivableExporter: Exporter<Receivable> = records => {
    const lines = [COLUMNS.join(','), ...records.map(record => COLUMNS.map(column => cell(record[column])).join(','))];
    downloadCSV(lines.join('\r\n'), 'receivables');
};
