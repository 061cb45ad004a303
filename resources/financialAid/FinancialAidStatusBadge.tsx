import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

import type { FinancialAid } from './types';

const LOOK: Record<string, { key: string; color: 'success' | 'warning' | 'error' }> = {
    Approved: { key: 'approved', color: 'success' },
    'Pending Response': { key: 'pending', color: 'warning' },
    Rejected: { key: 'rejected', color: 'error' },
};

/** A request's status: Approved green, Pending Response amber, Rejected red; unknown values are shown as they are. */
export const FinancialAidStatusBadge = ({ record: recordProp }: { record?: Pick<FinancialAid, 'Status'> }) => {
    const contextRecord = useRecordContext<FinancialAid>();
    const translate = useTranslate();
    const record = recordProp ?? contextRecord;
    if (!record) return null;
    const look = LOOK[record.Status];
    return (
        <Chip
            size="small"
            color={look?.color ?? 'default'}
            label={look ? translate(`resources.financialAid.status.${look.key}`) : record.Status}
            data-status={record.Status}
        />
    );
};
