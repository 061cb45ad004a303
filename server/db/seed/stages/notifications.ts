/**
 * Notifications: the administrator's (lab registrations, aid requests, complaints, topped up with online payments),
 * recent ones mostly unread, and the demo lab's for its reviews.
 */
import { notifications } from '../../schema.js';
import type { AppointmentTable, LabInfo, OrderTable, SeedContext } from '../context.js';
import { DAY, formatPkr } from '../util.js';
import type { Writer } from '../writer.js';
import type { ComplaintInfo } from './complaints.js';
import type { AidInfo } from './finance.js';
import type { DemoReview } from './reviews.js';

type NotificationRow = typeof notifications.$inferInsert;

interface Events {
  labInfos: LabInfo[];
  aid: AidInfo[];
  complaints: ComplaintInfo[];
  appointments: AppointmentTable;
  orders: OrderTable;
  demoReviews: DemoReview[];
}

function adminNotifications(
  target: number,
  { labInfos, aid, complaints, appointments, orders }: Events,
): NotificationRow[] {
  const pendingLabs = labInfos
    .filter(l => l.status === 'pending')
    .map(l => ({ lab: l, date: l.createdAt }))
    .sort((x, y) => y.date.getTime() - x.date.getTime());
  const verificationN = Math.min(pendingLabs.length, Math.ceil(target * 0.4));
  const aidN = Math.min(aid.length, Math.ceil(target * 0.3));
  const complaintN = Math.min(complaints.length, Math.max(0, target - verificationN - aidN));
  const notes: NotificationRow[] = [];
  const note = (row: Omit<NotificationRow, 'id' | 'read' | 'userId'>) =>
    notes.push({ id: 0, read: false, userId: null, ...row });
  for (const { lab, date } of pendingLabs.slice(0, verificationN)) {
    note({
      type: 'Lab Verification',
      title: 'New Lab Registration',
      refId: lab.row.email,
      date,
      body: `${lab.row.name} (${lab.city.name}) has registered and is waiting for verification.`,
      messageKey: 'lab_registered',
      params: { lab: lab.row.name, city: lab.city.name },
    });
  }
  for (const a of aid.slice(-aidN)) {
    note({
      type: 'Financial Aid',
      title: 'New Financial Aid Request',
      refId: String(a.id),
      date: a.requestTime,
      body: `${a.patient.name} requested PKR ${formatPkr(a.amount)} of financial aid for an appointment at ${a.lab.row.name}.`,
      messageKey: 'aid_requested',
      params: { patient: a.patient.name, amount: a.amount, lab: a.lab.row.name },
    });
  }
  for (const c of complaints.slice(complaints.length - complaintN)) {
    note({
      type: 'Complaint',
      title: 'New Complaint',
      refId: String(c.id),
      date: c.createdAt,
      body: `${c.patient.name} filed a "${c.type}" complaint against ${c.lab.row.name}.`,
      messageKey: 'complaint_filed',
      params: { patient: c.patient.name, type: c.type, lab: c.lab.row.name },
    });
  }
  // Top up with payment notifications when there are not enough events of the other kinds.
  for (let k = orders.count - 1; notes.length < target && k >= 0; k--) {
    if (!orders.online[k]) continue;
    const id = orders.firstId + k;
    const total = orders.total[k];
    const lab = appointments.labs[appointments.lab[orders.appointment[k]]].row.name;
    note({
      type: 'Payment',
      title: 'Payment Received',
      refId: String(id),
      date: new Date(orders.createdMs[k]),
      body: `Order #${id} of PKR ${formatPkr(total)} was paid online at ${lab}.`,
      messageKey: 'payment_received',
      params: { order: id, amount: total, lab },
    });
  }
  return notes;
}

export async function writeNotifications(ctx: SeedContext, w: Writer, target: number, events: Events) {
  const { rng, nowMs } = ctx;
  const adminNotes = adminNotifications(target, events);
  // Oldest first (ids follow time); recent ones are mostly unread, the newest six always.
  adminNotes.sort((x, y) => x.date!.getTime() - y.date!.getTime());
  adminNotes.forEach((n, i) => {
    const ageDays = (nowMs - n.date!.getTime()) / DAY;
    n.read = i >= adminNotes.length - 6 ? false : !rng.chance(ageDays < 7 ? 0.6 : ageDays < 30 ? 0.25 : 0.05);
  });
  for (let i = adminNotes.length - 1; i >= 0; i--) {
    if (adminNotes[i].type === 'Lab Verification') {
      adminNotes[i].read = false;
      break;
    }
  }
  const demoLab = events.labInfos[0];
  const labNotes: NotificationRow[] = events.demoReviews
    .sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime())
    .map((r, i, all) => ({
      id: 0,
      userId: demoLab.userId,
      type: 'Review',
      title: 'New Review',
      refId: String(r.id),
      date: r.createdAt,
      body: `${r.name} rated ${demoLab.row.name} ${r.rating}/5.`,
      read: i < all.length - 2,
      messageKey: 'review_received',
      params: { patient: r.name, lab: demoLab.row.name, rating: r.rating },
    }));
  const rows = [...adminNotes, ...labNotes].sort((x, y) => x.date!.getTime() - y.date!.getTime());
  w.assignIds(notifications, rows);
  return w.insert(notifications, rows);
}
