import { downloadCSV, type Exporter } from 'react-admin';

import type { Test } from './types';
import { csvCell as cell } from '../common/csv';

const COLUMNS = ['id', 'Title', 'Description', 'PreConditions', 'LowerPriceLimit', 'UpperPriceLimit', 'AvgDuration'] as const;

/** CSV export of the Test Inventory: every row matching the list's search, in its sort order. */
export const testExporter: Exporter<Test> = records => {
    const lines = [COLUMNS.join(','), ...records.map(record => COLUMNS.map(column => cell(record[column])).join(','))];
    downloadCSV(lines.join('\r\n'), 'tests');
};
