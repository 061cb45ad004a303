/** Complaints: a few hours to ten days after an order's appointment, resolved, in progress or pending. */
import { complaints } from '../../schema.js';
import type { LabInfo, PatientInfo, SeedContext } from '../context.js';
import { TEST_CATALOGUE } from '../fixtures/tests.js';
import { COMPLAINT_RESPONSE, COMPLAINT_TEXT, COMPLAINT_TYPES } from '../fixtures/texts.js';
import { DAY, fill, formatPkr, HOUR, MINUTE, round } from '../util.js';
import type { Writer } from '../writer.js';
import type { ActivityReader } from './activity.js';

/** A written complaint, for the administrator's notifications. */
export interface ComplaintInfo {
  id: number;
  createdAt: Date;
  patient: PatientInfo;
  lab: LabInfo;
  type: string;
  status: string;
}

/** Writes `count` complaints, numbered in time order; returns them in that order. */
export async function writeComplaints(
  ctx: SeedContext,
  w: Writer,
  activity: ActivityReader,
  count: number,
): Promise<ComplaintInfo[]> {
  const { rng, nowMs, at, between } = ctx;
  const plans: Omit<ComplaintInfo, 'id'>[] = [];
  const rows: (typeof complaints.$inferInsert)[] = [];
  // Orders older than a day (a sample may repeat one when there are fewer orders than complaints).
  const picked = await activity.olderOrders(count);
  for (let i = 0; picked.length > 0 && i < count; i++) {
    const order = picked[i % picked.length];
    const type = rng.weighted(COMPLAINT_TYPES);
    const test = TEST_CATALOGUE[order.testIndex];
    const { lab, patient } = order;
    const appointmentMs = order.createdMs;
    const earliest = appointmentMs + 4 * HOUR;
    const latest = Math.min(appointmentMs + 10 * DAY, nowMs - HOUR);
    const createdMs = earliest < latest ? between(earliest, latest, 0.8) : (appointmentMs + nowMs) / 2;
    const ageDays = (nowMs - createdMs) / DAY;
    const status =
      ageDays < 2
        ? rng.chance(0.6)
          ? 'Pending'
          : 'In Progress'
        : rng.weighted([
            ['Resolved', 65],
            ['In Progress', 15],
            ['Pending', 20],
          ] as const);
    let resolvedMs = createdMs + rng.int(2, 72) * HOUR;
    if (resolvedMs > nowMs) resolvedMs = nowMs - rng.int(5, 55) * MINUTE;
    const description = fill(rng.pick(COMPLAINT_TEXT[type]), {
      test: test.title,
      lab: lab.row.name,
      duration: test.duration.toLowerCase(),
      days: rng.int(3, 6),
      amount: formatPkr(order.servicePrice + round(rng.int(200, 900), 50)),
    });
    plans.push({ createdAt: at(createdMs), patient, lab, type, status });
    rows.push({
      id: 0,
      labId: lab.id,
      patientId: patient.id,
      type,
      status,
      description,
      response: status === 'Resolved' ? COMPLAINT_RESPONSE[type] : null,
      resolvedAt: status === 'Resolved' ? at(Math.max(resolvedMs, createdMs + MINUTE)) : null,
      createdAt: at(createdMs),
    });
  }
  // Ids follow time.
  const byTime = rows.map((_, i) => i).sort((x, y) => plans[x].createdAt.getTime() - plans[y].createdAt.getTime());
  const rowsByTime = byTime.map(i => rows[i]);
  const ids = w.assignIds(complaints, rowsByTime);
  await w.insert(complaints, rowsByTime);
  return byTime.map((i, k) => ({ ...plans[i], id: ids[k] }));
}
