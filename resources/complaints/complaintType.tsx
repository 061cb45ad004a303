import { useRecordContext, useTranslate } from 'react-admin';

import type { Complaint } from './types';

/**
 * The complaint types the API accepts (server/routes/marketplace.ts COMPLAINT_TYPES), stored in English, and the key
 * each is shown with (`resources.complaints.types.<key>`). A type outside the list is shown as stored.
 */
export const TYPE_KEYS: Record<string, string> = {
  'Late Report': 'late_report',
  'Wrong Result': 'wrong_result',
  'Rude Staff': 'rude_staff',
  Overcharging: 'overcharging',
  'Home Sampling Delay': 'home_sampling_delay',
  Refund: 'refund',
  Other: 'other',
};

/** A stored complaint type in the reader's language. */
export const useComplaintTypeLabel = () => {
  const translate = useTranslate();
  return (type: string | null | undefined) => {
    if (!type) return '—';
    const key = TYPE_KEYS[type];
    return key ? translate(`resources.complaints.types.${key}`, { _: type }) : type;
  };
};

/** The record's complaint type, translated (the list's Type column). */
export const ComplaintTypeField = () => {
  const record = useRecordContext<Complaint>();
  const label = useComplaintTypeLabel();
  return record ? <span>{label(record.Type)}</span> : null;
};
