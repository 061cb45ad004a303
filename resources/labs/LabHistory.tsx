import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import { useFormatters } from '../../lib/format';
import { useAuditText } from '../history/auditText';
import type { LabHistoryEntry } from './types';

/**
 * The lab's audit trail (`history` of getLabDetails): what was done and by whom ("Lab verified by …"), and when, in
 * the words of the History screens (resources/history/auditText.ts).
 */
export const LabHistory = ({ history }: { history?: LabHistoryEntry[] }) => {
  const translate = useTranslate();
  const format = useFormatters();
  const text = useAuditText();
  if (!history?.length)
    return <Typography color="text.secondary">{translate('resources.labs.overview.history_empty')}</Typography>;
  const rows = [...history].sort((a, b) => new Date(b.at).getTime() - new Date(a.at).getTime());
  return (
    <List dense data-testid="lab-history">
      {rows.map(entry => (
        <ListItem key={entry.id} disableGutters>
          <ListItemText primary={text.by(entry.action, entry.actor_email)} secondary={format.dateTime(entry.at)} />
        </ListItem>
      ))}
    </List>
  );
};
