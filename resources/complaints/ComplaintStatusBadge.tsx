import { StatusBadge, type StatusLook } from '../common/StatusBadge';
import type { Complaint } from './types';

/** The message key of each SPEC §4 complaint status (`resources.complaints.status.*`). */
export const COMPLAINT_STATUS_KEYS: Record<string, string> = {
  Pending: 'pending',
  'In Progress': 'in_progress',
  Resolved: 'resolved',
};

const look = (status: string, color: StatusLook['color']): StatusLook => ({
  color,
  label: `resources.complaints.status.${COMPLAINT_STATUS_KEYS[status]}`,
  data: color,
});

/** SPEC §3: Resolved shows a success badge and any other value a warning badge. */
const LOOKS = {
  Pending: look('Pending', 'warning'),
  'In Progress': look('In Progress', 'warning'),
  Resolved: look('Resolved', 'success'),
};

export const ComplaintStatusBadge = ({ record }: { record?: Pick<Complaint, 'Status'> }) => (
  <StatusBadge record={record} looks={LOOKS} otherwise={{ color: 'warning', data: 'warning' }} />
);
