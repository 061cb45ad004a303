import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** How one status value looks: its chip colour, its message key, and its `data-status` (default: the value). */
export interface StatusLook {
  color: NonNullable<ChipProps['color']>;
  /** A message key; without one the stored value is shown as it is. */
  label?: string;
  data?: string;
}

export interface StatusBadgeProps {
  /** The record (default: the record context). */
  record?: Record<string, unknown>;
  /** The field holding the status (default `Status`). */
  source?: string;
  /** Value → look. */
  looks: Record<string, StatusLook>;
  /** The look of any other value. */
  otherwise: StatusLook;
}

/**
 * A record's status as a small coloured chip, translated: every status badge of the lists and details (each resource
 * declares its looks: which value is green, amber or red, and its message key).
 */
export const StatusBadge = ({ record: recordProp, source = 'Status', looks, otherwise }: StatusBadgeProps) => {
  const contextRecord = useRecordContext();
  const translate = useTranslate();
  const record = recordProp ?? contextRecord;
  if (!record) return null;
  const value = String(record[source] ?? '');
  const look = looks[value] ?? otherwise;
  return (
    <Chip
      size="small"
      color={look.color}
      label={look.label ? translate(look.label, { _: value }) : value}
      data-status={look.data ?? value}
    />
  );
};
