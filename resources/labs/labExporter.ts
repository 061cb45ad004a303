import { downloadCSV, type Exporter } from 'react-admin';

import { csvCell as cell } from '../common/csv';
import { labStatus, type Lab } from './types';

const COLUMNS = ['name', 'email', 'city', 'address', 'contact_number', 'landline_number', 'health_department_id', 'status', 'created_at'] as const;

/** The CSV text of some labs: the columns an administrator needs, no internals. */
export const labsToCsv = (labs: Lab[]): string =>
    [
        COLUMNS.join(','),
        ...labs.map(lab => {
            const row: Record<(typeof COLUMNS)[number], unknown> = { ...lab, status: labStatus(lab) } as never;
            return COLUMNS.map(column => cell(row[column])).join(',');
        }),
    ].join('\n');

/** CSV export of the current list (react-admin fetches every page with the current filters and sort). */
export const labExporter: Exporter<Lab> = labs => downloadCSV(labsToCsv(labs), 'labs');
