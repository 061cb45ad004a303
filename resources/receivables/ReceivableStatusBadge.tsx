import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

import type { Receivable } from './types';

/** Received = success (green), anything else (Pending) = warning (amber). */
export const ReceivableStatusBadge = ({ record: recordProp }: { record?: Pick<Receivable, 'Status'> }) => {
    const contextRecord = useRecordContext<Receivable>();
    const translate = useTranslate();
    const record = recordProp ?? contextRecord;
    if (!record) return null;
    const received = record.Status === 'Received';
    return (
        <Chip
            size="small"
            color={received ? 'success' : 'warning'}
            label={translate(`resources.receivables.status.${received ? 'received' : 'pending'}`, { _: record.Status })}
            data-status={received ? 'received' : 'pending'}
        />
    );
};
