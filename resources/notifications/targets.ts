import type { Role } from '../../authProvider/storage';

/** A notification as the API serves it (docs/API.md Settings). */
export interface AppNotificationRecord {
  id: number;
  Title: string;
  Body: string;
  Date: string;
  Data: { type: string; id: string | null };
  read: boolean;
  /** Translation key and parameters of Title/Body (null on rows written before them); see ./text.ts. */
  Key?: string | null;
  Params?: Record<string, string | number> | null;
}

/**
 * Where a notification leads (SPEC §2: 'Lab Verification' → /pendingverifications; the others are designed):
 * financial aid → its detail, complaints → the complaints list, payments → the order's invoice, a lab's own
 * status or reviews → its profile.
 */
export const notificationTarget = (n: Pick<AppNotificationRecord, 'Data'>, role: Role | undefined): string => {
  const ref = n.Data?.id ? encodeURIComponent(n.Data.id) : undefined;
  if (role === 'lab') {
    if (n.Data?.type === 'Review') return '/editprofile#reviews';
    return '/editprofile';
  }
  switch (n.Data?.type) {
    case 'Lab Verification':
      return '/pendingverifications';
    case 'Financial Aid':
      return ref ? `/financialaiddetails/${ref}` : '/financialaid';
    case 'Complaint':
    case 'Complaint Update':
      return '/patientcomplaints';
    case 'Payment':
      return ref ? `/invoices-detail/${ref}` : '/invoices-list';
    case 'Lab Status':
      return ref ? `/lab-overview/${ref}` : '/verifiedlabs';
    default:
      return '/notifications';
  }
};
