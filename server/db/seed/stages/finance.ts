/** Financial aid requests (pending, approved, rejected) and donations. */
import { donations, financialAid } from '../../schema.js';
import { ADMIN_EMAIL } from '../accounts.js';
import type { LabInfo, PatientInfo, SeedContext } from '../context.js';
import { TEST_CATALOGUE } from '../fixtures/tests.js';
import { DONOR_COMPANIES, FA_JOBS, FA_NEEDS, FA_REJECT_REASONS } from '../fixtures/texts.js';
import { fill, formatPkr, HOUR, MINUTE, round, slug } from '../util.js';
import type { Writer } from '../writer.js';
import type { ActivityReader } from './activity.js';

/** A written aid request, for the administrator's notifications. */
export interface AidInfo {
  id: number;
  requestTime: Date;
  status: string;
  patient: PatientInfo;
  amount: number;
  lab: LabInfo;
}

/**
 * Writes `count` aid requests, numbered in time order (returned in that order): pending ones for open
 * appointments while there are, the others for paid ones.
 */
export async function writeFinancialAid(
  ctx: SeedContext,
  w: Writer,
  activity: ActivityReader,
  count: number,
): Promise<AidInfo[]> {
  const { rng, nowMs, at } = ctx;
  const pending = Math.round(count * 0.35);
  const rejected = Math.round(count * 0.15);
  const statuses: string[] = [];
  for (let i = 0; i < count; i++)
    statuses.push(i < pending ? 'Pending Response' : i < pending + rejected ? 'Rejected' : 'Approved');
  rng.shuffle(statuses);
  const openAppointments = await activity.appointmentsFor(pending, false);
  const paidPool = await activity.appointmentsFor(count, true);
  let openNext = 0;
  let paidNext = 0;
  const plans: Omit<AidInfo, 'id'>[] = [];
  const rows: (typeof financialAid.$inferInsert)[] = [];
  for (const status of statuses) {
    const appointment =
      status === 'Pending Response' && openNext < openAppointments.length
        ? openAppointments[openNext++]
        : paidPool[paidNext++ % paidPool.length];
    const { price, patient, lab } = appointment;
    const fraction = status === 'Approved' ? 0.3 + rng.next() * 0.7 : 0.4 + rng.next() * 0.6;
    const amount = Math.max(Math.min(price, 100), Math.min(price, Math.floor((price * fraction) / 10) * 10));
    const requestMs = Math.min(appointment.createdMs + rng.int(3, 60) * MINUTE, nowMs - MINUTE);
    const decided = status !== 'Pending Response';
    const decidedMs = Math.min(requestMs + rng.int(1, 72) * HOUR, nowMs - rng.int(1, 30) * MINUTE);
    const test = TEST_CATALOGUE[appointment.testIndex].title;
    const description = `I am ${rng.pick(FA_JOBS)} from ${patient.city.name}. ${fill(rng.pick(FA_NEEDS), { test })} I request help with PKR ${formatPkr(amount)} of the PKR ${formatPkr(price)} bill at ${lab.row.name}.`;
    plans.push({ requestTime: at(requestMs), status, patient, amount, lab });
    rows.push({
      id: 0,
      patientId: patient.id,
      appointmentId: appointment.appointmentId,
      amount,
      requestTime: at(requestMs),
      status,
      phoneNumber: patient.contact,
      address: ctx.homeAddress(patient.city),
      description,
      rejectReason: status === 'Rejected' ? rng.pick(FA_REJECT_REASONS) : null,
      decidedBy: decided ? ADMIN_EMAIL : null,
      decidedAt: decided ? at(Math.max(decidedMs, requestMs + MINUTE)) : null,
    });
  }
  const byTime = rows.map((_, i) => i).sort((x, y) => plans[x].requestTime.getTime() - plans[y].requestTime.getTime());
  const rowsByTime = byTime.map(i => rows[i]);
  const ids = w.assignIds(financialAid, rowsByTime);
  await w.insert(financialAid, rowsByTime);
  return byTime.map((i, k) => ({ ...plans[i], id: ids[k] }));
}

export async function writeDonations(ctx: SeedContext, w: Writer, count: number): Promise<number> {
  const { rng, at, daysAgo, between } = ctx;
  const rows: (typeof donations.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    let donorName: string;
    let donorEmail: string;
    if (rng.chance(0.1)) {
      [donorName, donorEmail] = rng.pick(DONOR_COMPANIES);
    } else {
      const p = ctx.person();
      donorName = p.name;
      donorEmail = `${slug(p.first)}.${slug(p.last)}${rng.chance(0.5) ? rng.int(1, 99) : ''}@${ctx.emailDomain()}`;
    }
    const bucket = rng.weighted([
      [0, 40],
      [1, 35],
      [2, 20],
      [3, 5],
    ] as const);
    const amount =
      bucket === 0
        ? round(rng.int(500, 2000), 100)
        : bucket === 1
          ? round(rng.int(2000, 10000), 500)
          : bucket === 2
            ? round(rng.int(10000, 50000), 1000)
            : round(rng.int(50000, 100000), 5000);
    rows.push({ id: 0, time: at(between(daysAgo(365), daysAgo(0.05), 1.1)), donorName, donorEmail, amount });
  }
  rows.sort((x, y) => x.time!.getTime() - y.time!.getTime());
  w.assignIds(donations, rows);
  return w.insert(donations, rows);
}
