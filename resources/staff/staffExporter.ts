import { downloadCSV, type Exporter } from 'react-admin';

import type { Staff } from './types';

const COLUMNS = ['staffId', 'name', 'email', 'contact_number', 'CNIC', 'date_joined'] as const;

const cell = (value: unknown) => {
    const text = value == null ? '' : String(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** CSV export of the staff list (no passwords exist in the records): every row matching the search. */
export const staffExporter: Exporter<Staff> = records => {
    const lines = [COLUMNS.join(','), ...records.map(record => COLUMNS.map(column => cell(record[column])).join(','))];
    downloadCSV(lines.join('\r\n'), 'staff');
};
