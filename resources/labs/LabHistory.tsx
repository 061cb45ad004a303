import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import { useFormatters } from '../../lib/format';
import type { LabHistoryEntry } from './types';

const KNOWN = ['verify', 'block', 'unblock', 'update', 'logo', 'reject', 'delete'];

/** The lab's audit trail (`history` of getLabDetails): who verified, blocked, unblocked or changed it, and when. */
export const LabHistory = ({ history }: { history?: LabHistoryEntry[] }) => {
  const translate = useTranslate();
  const format = useFormatters();
  if (!history?.length)
    return <Typography color="text.secondary">{translate('resources.labs.overview.history_empty')}</Typography>;
  const rows = [...history].sort((a, b) => new Date(b.at).getTime() - new Date(a.at).getTime());
  return (
    <List dense data-testid="lab-history">
      {rows.map(entry => {
        const verb = entry.action.replace(/^lab\./, '');
        const key = KNOWN.includes(verb) ? verb : 'other';
        return (
          <ListItem key={entry.id} disableGutters>
            <ListItemText
              primary={translate(`resources.labs.history.${key}`, { actor: entry.actor_email, action: entry.action })}
              secondary={format.dateTime(entry.at)}
            />
          </ListItem>
        );
      })}
    </List>
  );
};
