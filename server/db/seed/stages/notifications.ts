/**
 * Notifications: the administrator's (lab registrations, aid requests, complaints, topped up with online payments),
 * recent ones mostly unread, and the demo lab's for its reviews.
 *
 * A million labs make half a million of them: they are planned as columns (the kind, the index of the event in its
 * own list, the date) and their texts are written as the rows stream out, so no notification object is ever held.
 */
import { notifications } from '../../schema.js';
import type { LabInfo, SeedContext } from '../context.js';
import { DAY, formatPkr } from '../util.js';
import type { Writer } from '../writer.js';
import type { ActivityReader, PaymentPick } from './activity.js';
import type { ComplaintInfo } from './complaints.js';
import type { AidInfo } from './finance.js';
import type { DemoReview } from './reviews.js';

interface Events {
  labInfos: LabInfo[];
  aid: AidInfo[];
  complaints: ComplaintInfo[];
  activity: ActivityReader;
  demoReviews: DemoReview[];
}

/** Kinds of notification, in the order the administrator's are planned. */
const [VERIFICATION, AID, COMPLAINT, PAYMENT, REVIEW] = [0, 1, 2, 3, 4];

/** The notifications as columns: `kind`, the index of the event in its list (`ref`), the date and the read flag. */
interface NotificationPlan {
  count: number;
  kind: Uint8Array;
  ref: Int32Array;
  dateMs: Float64Array;
  read: Uint8Array;
}

function plan(capacity: number): NotificationPlan & { add(kind: number, ref: number, dateMs: number): void } {
  const p = {
    count: 0,
    kind: new Uint8Array(capacity),
    ref: new Int32Array(capacity),
    dateMs: new Float64Array(capacity),
    read: new Uint8Array(capacity),
    add(kind: number, ref: number, dateMs: number) {
      p.kind[p.count] = kind;
      p.ref[p.count] = ref;
      p.dateMs[p.count++] = dateMs;
    },
  };
  return p;
}

/** The administrator's notifications, in planning order, and the pending labs they name (newest first). */
async function adminNotifications(target: number, { labInfos, aid, complaints, activity }: Events) {
  const pendingLabs = labInfos.filter(l => l.status === 'pending').sort((x, y) => y.createdMs - x.createdMs);
  const verificationN = Math.min(pendingLabs.length, Math.ceil(target * 0.4));
  const aidN = Math.min(aid.length, Math.ceil(target * 0.3));
  const complaintN = Math.min(complaints.length, Math.max(0, target - verificationN - aidN));
  const notes = plan(Math.max(target, verificationN + aidN + complaintN));
  for (let i = 0; i < verificationN; i++) notes.add(VERIFICATION, i, pendingLabs[i].createdMs);
  for (let i = aid.length - aidN; i < aid.length; i++) notes.add(AID, i, aid[i].requestTime.getTime());
  for (let i = complaints.length - complaintN; i < complaints.length; i++)
    notes.add(COMPLAINT, i, complaints[i].createdAt.getTime());
  // Top up with payment notifications when there are not enough events of the other kinds.
  const payments = await activity.newestOnlineOrders(target - notes.count);
  payments.forEach((p, k) => notes.add(PAYMENT, k, p.createdMs));
  return { notes, pendingLabs, payments };
}

/** Indexes 0 … n - 1 sorted by date, ties in index order (a stable sort). */
function byDate(dateMs: Float64Array, n: number): Int32Array {
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  return order.sort((x, y) => dateMs[x] - dateMs[y] || x - y);
}

export async function writeNotifications(ctx: SeedContext, w: Writer, target: number, events: Events) {
  const { rng, nowMs } = ctx;
  const { notes: admin, pendingLabs, payments } = await adminNotifications(target, events);
  // Oldest first (ids follow time); recent ones are mostly unread, the newest six always.
  const adminOrder = byDate(admin.dateMs, admin.count);
  for (let i = 0; i < admin.count; i++) {
    const n = adminOrder[i];
    const ageDays = (nowMs - admin.dateMs[n]) / DAY;
    const read = i >= admin.count - 6 ? false : !rng.chance(ageDays < 7 ? 0.6 : ageDays < 30 ? 0.25 : 0.05);
    admin.read[n] = read ? 1 : 0;
  }
  for (let i = admin.count - 1; i >= 0; i--) {
    if (admin.kind[adminOrder[i]] === VERIFICATION) {
      admin.read[adminOrder[i]] = 0;
      break;
    }
  }
  const demoLab = events.labInfos[0];
  const reviews = events.demoReviews.sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime());
  // Every notification: the administrator's in date order, then the demo lab's, all sorted by date again (stable).
  const all = plan(admin.count + reviews.length);
  for (let i = 0; i < admin.count; i++) {
    const n = adminOrder[i];
    all.add(admin.kind[n], admin.ref[n], admin.dateMs[n]);
    all.read[i] = admin.read[n];
  }
  reviews.forEach((r, i) => {
    all.read[all.count] = i < reviews.length - 2 ? 1 : 0;
    all.add(REVIEW, i, r.createdAt.getTime());
  });
  const order = byDate(all.dateMs, all.count);

  const { aid, complaints } = events;
  const firstId = w.reserveIds(notifications, all.count);
  const keys = ['id', 'userId', 'type', 'title', 'refId', 'date', 'body', 'read', 'messageKey', 'params'] as const;
  return w.stream(notifications, [...keys], async rows => {
    for (let k = 0; k < all.count; k++) {
      const n = order[k];
      const ref = all.ref[n];
      const read = all.read[n] === 1;
      const date = all.dateMs[n];
      let row: unknown[];
      switch (all.kind[n]) {
        case VERIFICATION: {
          const lab = pendingLabs[ref];
          row = [
            null,
            'Lab Verification',
            'New Lab Registration',
            lab.row.email,
            date,
            `${lab.row.name} (${lab.city.name}) has registered and is waiting for verification.`,
            read,
            'lab_registered',
            { lab: lab.row.name, city: lab.city.name },
          ];
          break;
        }
        case AID: {
          const a = aid[ref];
          row = [
            null,
            'Financial Aid',
            'New Financial Aid Request',
            String(a.id),
            date,
            `${a.patient.name} requested PKR ${formatPkr(a.amount)} of financial aid for an appointment at ${a.lab.row.name}.`,
            read,
            'aid_requested',
            { patient: a.patient.name, amount: a.amount, lab: a.lab.row.name },
          ];
          break;
        }
        case COMPLAINT: {
          const c = complaints[ref];
          row = [
            null,
            'Complaint',
            'New Complaint',
            String(c.id),
            date,
            `${c.patient.name} filed a "${c.type}" complaint against ${c.lab.row.name}.`,
            read,
            'complaint_filed',
            { patient: c.patient.name, type: c.type, lab: c.lab.row.name },
          ];
          break;
        }
        case PAYMENT: {
          const { orderId: id, total, labName: lab }: PaymentPick = payments[ref];
          row = [
            null,
            'Payment',
            'Payment Received',
            String(id),
            date,
            `Order #${id} of PKR ${formatPkr(total)} was paid online at ${lab}.`,
            read,
            'payment_received',
            { order: id, amount: total, lab },
          ];
          break;
        }
        default: {
          const r = reviews[ref];
          row = [
            demoLab.userId,
            'Review',
            'New Review',
            String(r.id),
            date,
            `${r.name} rated ${demoLab.row.name} ${r.rating}/5.`,
            read,
            'review_received',
            { patient: r.name, lab: demoLab.row.name, rating: r.rating },
          ];
        }
      }
      row.unshift(firstId + k);
      if (rows.write(row)) await rows.flush();
    }
  });
}
