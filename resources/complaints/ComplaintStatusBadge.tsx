import { StatusBadge, type StatusLook } from '../common/StatusBadge';
import type { Complaint } from './types';

const look = (status: string, color: StatusLook['color']): StatusLook => ({
  color,
  label: `resources.complaints.filters.Status.${status}`,
  data: color,
});

/** SPEC §3: Resolved shows a success badge and any other value a warning badge, each in the Status filter's words. */
const LOOKS = {
  Pending: look('Pending', 'warning'),
  'In Progress': look('In Progress', 'warning'),
  Resolved: look('Resolved', 'success'),
};

export const ComplaintStatusBadge = ({ record }: { record?: Pick<Complaint, 'Status'> }) => (
  <StatusBadge record={record} looks={LOOKS} otherwise={{ color: 'warning', data: 'warning' }} />
);
