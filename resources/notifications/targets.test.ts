import { describe, expect, it } from 'vitest';

import { notificationTarget } from './targets';

const n = (type: string, id: string | null = null) => ({ Data: { type, id } });

describe('where a notification leads', () => {
  it("SPEC §2: 'Lab Verification' goes to /pendingverifications", () => {
    expect(notificationTarget(n('Lab Verification', 'new@lab.pk'), 'admin')).toBe('/pendingverifications');
  });
  it('designed targets for the other types', () => {
    expect(notificationTarget(n('Financial Aid', '12'), 'admin')).toBe('/financialaiddetails/12');
    expect(notificationTarget(n('Financial Aid'), 'admin')).toBe('/financialaid');
    expect(notificationTarget(n('Complaint', '3'), 'admin')).toBe('/patientcomplaints');
    expect(notificationTarget(n('Payment', '77'), 'admin')).toBe('/invoices-detail/77');
    expect(notificationTarget(n('Lab Status', 'a b@lab.pk'), 'admin')).toBe('/lab-overview/a%20b%40lab.pk');
    expect(notificationTarget(n('Something new'), 'admin')).toBe('/notifications');
  });
  it("a lab user's notifications lead to its profile (reviews to the reviews section)", () => {
    expect(notificationTarget(n('Review', '5'), 'lab')).toBe('/editprofile#reviews');
    expect(notificationTarget(n('Lab Status', 'lab@labhub.pk'), 'lab')).toBe('/editprofile');
  });
});
