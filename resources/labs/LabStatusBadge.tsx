import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

import { type Lab, labStatus } from './types';

const COLOR = { verified: 'success', pending: 'warning', blocked: 'error' } as const;

/** The Inspection status badge: Verified (green), Pending (amber) or Blocked (red). */
export const LabStatusBadge = ({
  record: recordProp,
}: {
  record?: Pick<Lab, 'verified' | 'is_active'>;
  label?: string;
}) => {
  const contextRecord = useRecordContext<Lab>();
  const translate = useTranslate();
  const record = recordProp ?? contextRecord;
  if (!record) return null;
  const status = labStatus(record);
  return (
    <Chip
      size="small"
      color={COLOR[status]}
      label={translate(`resources.labs.status.${status}`)}
      data-status={status}
    />
  );
};
