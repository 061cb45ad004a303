import { Box, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';

import type { AuditDetails, HistoryRecord } from '../../contracts/history';
import { DetailRow } from '../common/fields';
import { useAuditText } from './auditText';

type Change = { from: unknown; to: unknown };

/** A stored value as a reader sees it: numbers in the chosen language, yes/no as ✓/✗, nothing as "(empty)". */
const useValueText = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (value: unknown): string => {
    if (value === null || value === undefined || value === '') return translate('resources.history.show.empty');
    if (typeof value === 'number') return value.toLocaleString(locale);
    if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    if (typeof value === 'string') return value;
    return JSON.stringify(value);
  };
};

/** The changes an entry records: `changes`, or the older `{from, to}` of a status. */
const changesOf = (details: AuditDetails): [string, Change][] => {
  if (details.changes) return Object.entries(details.changes);
  if ('from' in details && 'to' in details) return [['Status', { from: details.from, to: details.to }]];
  return [];
};

/**
 * An entry's `details` as a reader wants them: each changed field as "before → after" under its label, then the
 * entry's other facts (reason, sessions ended…) as label and value; "No details" when there are none.
 */
export const HistoryDetails = () => {
  const entry = useRecordContext<HistoryRecord>();
  const translate = useTranslate();
  const text = useAuditText();
  const value = useValueText();
  if (!entry) return null;
  const details = (entry.details ?? {}) as AuditDetails;
  const changes = changesOf(details);
  const facts = Object.entries(details).filter(([key]) => !['changes', 'from', 'to', 'name'].includes(key));
  if (!changes.length && !facts.length)
    return <Typography variant="body2">{translate('resources.history.show.no_details')}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {changes.length > 0 && (
        <Box component="dl" sx={{ m: 0 }} aria-label={translate('resources.history.show.changes')}>
          {changes.map(([field, change]) => (
            <DetailRow key={field} label={text.field(entry.entity, field)}>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {value(change.from)}
              </Box>
              {' → '}
              <Box component="span" sx={{ fontWeight: 500 }}>
                {value(change.to)}
              </Box>
            </DetailRow>
          ))}
        </Box>
      )}
      {facts.length > 0 && (
        <Box component="dl" sx={{ m: 0 }} aria-label={translate('resources.history.show.facts')}>
          {facts.map(([key, fact]) => (
            <DetailRow key={key} label={text.field(entry.entity, key)}>
              {value(fact)}
            </DetailRow>
          ))}
        </Box>
      )}
    </Box>
  );
};
