import { downloadCSV, type Exporter } from 'react-admin';

import type { Donation } from './types';
import { csvCell as cell } from '../common/csv';

const COLUMNS = ['id', 'Time', 'Donor_Name', 'Donor_Email', 'Amount'] as const;

/** CSV export of the Donation Details: every row matching the list's search, in its sort order. */
export const donationExporter: Exporter<Donation> = records => {
    const lines = [COLUMNS.join(','), ...records.map(record => COLUMNS.map(column => cell(record[column])).join(','))];
    downloadCSV(lines.join('\r\n'), 'donations');
};
