import { downloadCSV, type Exporter } from 'react-admin';

import type { Staff } from './types';
import { csvCell as cell } from '../common/csv';

const COLUMNS = ['staffId', 'name', 'email', 'contact_number', 'CNIC', 'date_joined'] as const;

/** CSV export of the staff list (no passwords exist in the records): every row matching the search. */
export const staffExporter: Exporter<Staff> = records => {
    const lines = [COLUMNS.join(','), ...records.map(record => COLUMNS.map(column => cell(record[column])).join(','))];
    downloadCSV(lines.join('\r\n'), 'staff');
};
