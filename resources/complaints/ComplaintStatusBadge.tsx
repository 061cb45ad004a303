import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

import type { Complaint } from './types';

const KEYS: Record<string, string> = { Pending: 'pending', 'In Progress': 'in_progress', Resolved: 'resolved' };

/** SPEC §3: Resolved shows a success badge and any other value a warning badge. */
export const ComplaintStatusBadge = ({ record: recordProp }: { record?: Pick<Complaint, 'Status'> }) => {
    const contextRecord = useRecordContext<Complaint>();
    const translate = useTranslate();
    const record = recordProp ?? contextRecord;
    if (!record) return null;
    const resolved = record.Status === 'Resolved';
    const key = KEYS[record.Status];
    return (
        <Chip
            size="small"
            color={resolved ? 'success' : 'warning'}
            label={key ? translate(`resources.complaints.status.${key}`) : record.Status}
            data-status={resolved ? 'success' : 'warning'}
        />
    );
};
