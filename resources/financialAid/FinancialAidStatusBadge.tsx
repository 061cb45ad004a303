import { StatusBadge } from '../common/StatusBadge';
import type { FinancialAid } from './types';

const M = 'resources.financialAid.status.';

/** A request's status: Approved green, Pending Response amber, Rejected red; unknown values are shown as they are. */
const LOOKS = {
  Approved: { color: 'success', label: `${M}approved` },
  'Pending Response': { color: 'warning', label: `${M}pending` },
  Rejected: { color: 'error', label: `${M}rejected` },
} as const;

export const FinancialAidStatusBadge = ({ record }: { record?: Pick<FinancialAid, 'Status'> }) => (
  <StatusBadge record={record} looks={LOOKS} otherwise={{ color: 'default' }} />
);
