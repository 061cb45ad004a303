import { StatusBadge } from '../common/StatusBadge';
import type { Receivable } from './types';

const M = 'resources.receivables.status.';

/** Received = success (green), anything else (Pending) = warning (amber). */
export const ReceivableStatusBadge = ({ record }: { record?: Pick<Receivable, 'Status'> }) => (
  <StatusBadge
    record={record}
    looks={{ Received: { color: 'success', label: `${M}received`, data: 'received' } }}
    otherwise={{ color: 'warning', label: `${M}pending`, data: 'pending' }}
  />
);
