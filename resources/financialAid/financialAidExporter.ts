import type { Exporter } from 'react-admin';

import { downloadRows } from '../common/csv';
import type { FinancialAid } from './types';

const COLUMNS = ['id', 'patient_name', 'Patient_id', 'Amount', 'Request_Time', 'Status', 'Phone_Number', 'Appointment_id', 'decided_by', 'decided_at', 'reject_reason'] as const;

/** CSV export of the requests matching the list's tab and search, in its sort order. */
export const financialAidExporter: Exporter<FinancialAid> = records =>
    downloadRows([[...COLUMNS], ...records.map(record => COLUMNS.map(column => record[column]))], 'financial-aid');
