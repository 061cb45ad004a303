import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';

import type { HistoryRecord } from '../../contracts/history';
import { useAuditText } from './auditText';

/** An entry's action as its translated label ("Lab verified" for `lab.verify`). */
export const HistoryAction = ({ record: given }: { record?: HistoryRecord }) => {
  const context = useRecordContext<HistoryRecord>();
  const { action } = useAuditText();
  const entry = given ?? context;
  return entry ? (
    <Typography component="span" variant="body2">
      {action(entry.action)}
    </Typography>
  ) : null;
};
