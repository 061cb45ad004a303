/** Complaints: a few hours to ten days after an order's appointment, resolved, in progress or pending. */
import { complaints } from '../../schema.js';
import type { AppointmentTable, LabInfo, OrderTable, PatientInfo, SeedContext, ServiceTable } from '../context.js';
import { TEST_CATALOGUE } from '../fixtures/tests.js';
import { COMPLAINT_RESPONSE, COMPLAINT_TEXT, COMPLAINT_TYPES } from '../fixtures/texts.js';
import { DAY, fill, formatPkr, HOUR, MINUTE, round } from '../util.js';
import type { Writer } from '../writer.js';

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
  a: AppointmentTable,
  orders: OrderTable,
  services: ServiceTable,
  count: number,
): Promise<ComplaintInfo[]> {
  const { rng, nowMs, at, between } = ctx;
  const plans: Omit<ComplaintInfo, 'id'>[] = [];
  const rows: (typeof complaints.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    // Skip the orders of the last day.
    const pickOrder = () => Math.floor(rng.next() * orders.count);
    let order = pickOrder();
    for (let tries = 0; tries < 20 && nowMs - orders.createdMs[order] < DAY; tries++) order = pickOrder();
    const i = orders.appointment[order];
    const type = rng.weighted(COMPLAINT_TYPES);
    const first = a.bookedStart[i];
    const service = a.bookedService[first + Math.floor(rng.next() * (a.bookedStart[i + 1] - first))];
    const test = TEST_CATALOGUE[services.testIndex[service]];
    const lab = a.labs[a.lab[i]];
    const patient = a.patients[a.patient[i]];
    const appointmentMs = Math.round(a.createdMs[i]);
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
      amount: formatPkr(services.price[service] + round(rng.int(200, 900), 50)),
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
