import { downloadCSV, type Exporter } from 'react-admin';

import type { Payable } from './types';
import { csvCell as cell } from '../common/csv';

const COLUMNS = ['orderId', 'lab_name', 'PaymentType', 'Total', 'Status', 'created_at'] as const;

/** CSV export of the Payable Amounts: every row matching the list's search, in its sort order. */
export const payableExporter: Exporter<Payable> = records => {
    const lines = [COLUMNS.join(','), ...records.map(record => COLUMNS.map(column => cell(record[column])).join(','))];
    downloadCSV(lines.join('\r\n'), 'payables');
};
