import { downloadCSV, type Exporter } from 'react-admin';

import type { Test } from './types';

const COLUMNS = ['id', 'Title', 'Description', 'PreConditions', 'LowerPriceLimit', 'UpperPriceLimit', 'AvgDuration'] as const;

const cell = (value: unknown) => {
    const text = value == null ? '' : String(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** CSV export of the Test Inventory: every row matching the list's search, in its sort order. */
export const testExporter: Exporter<Test> = records => {
    const lines = [COLUMNS.join(','), ...records.map(record => COLUMNS.map(column => cell(record[column])).join(','))];
    downloadCSV(lines.join('\r\n'), 'tests');
};
