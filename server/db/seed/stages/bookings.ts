/** Appointments and their booked services: paid ones over ~14 months, unpaid ones over the last 60 days. */
import { appointments, bookedServices } from '../../schema.js';
import type { AppointmentInfo, LabInfo, PatientInfo, SeedContext } from '../context.js';
import { LAB_NOTES, PATIENT_TYPES } from '../fixtures/texts.js';
import { cumulative, DAY, HOUR, MINUTE, PKT_OFFSET, sampleIndex } from '../util.js';
import type { Writer } from '../writer.js';

/** Plans `paidCount` paid and `unpaidCount` unpaid appointments, sorted by time (ids follow time). */
export function planAppointments(
  ctx: SeedContext,
  serviceLabs: LabInfo[],
  patients: PatientInfo[],
  paidCount: number,
  unpaidCount: number,
): AppointmentInfo[] {
  const { rng, nowMs, at, daysAgo, between } = ctx;
  const bookingLabs = serviceLabs.filter(l => l.services.length > 0);
  const bookingCum = cumulative(bookingLabs.map(l => (l.demo ? 3 : l.row.isActive ? 1 : 0.4)));
  const horizon = daysAgo(425); // ~14 months

  const planAppointment = (paid: boolean): AppointmentInfo => {
    const lab = bookingLabs[sampleIndex(bookingCum, rng.next())];
    const patient = rng.pick(patients);
    let createdMs: number;
    if (paid) {
      const from = Math.max(horizon, lab.createdAt.getTime() + 3 * DAY, patient.createdAt.getTime());
      createdMs = between(Math.min(from, daysAgo(1)), daysAgo(0.02), 1.7);
    } else {
      createdMs = between(Math.max(daysAgo(60), patient.createdAt.getTime()), daysAgo(0.02), 1.3);
    }
    const count = rng.weighted([
      [1, 45],
      [2, 30],
      [3, 17],
      [4, 8],
    ] as const);
    const chosen = rng.sample(lab.services, count);
    const homeSampling = rng.chance(0.4);
    const ageDays = (nowMs - createdMs) / DAY;
    let status: string;
    if (!paid) status = rng.chance(0.8) ? 'Pending' : 'Cancelled';
    else if (ageDays < 3) status = 'Confirmed';
    else status = rng.chance(0.85) ? 'Completed' : 'Confirmed';
    const booked = chosen.map(service => {
      let s: string;
      if (status === 'Cancelled') s = 'Rejected';
      else if (status === 'Pending') s = rng.chance(0.7) ? 'Pending' : 'Accepted';
      else if (status === 'Completed') s = rng.chance(0.93) ? 'Completed' : 'Rejected';
      else
        s = rng.weighted([
          ['Accepted', 50],
          ['Pending', 25],
          ['Completed', 20],
          ['Rejected', 5],
        ] as const);
      return { service, homeSampling, communication: rng.chance(0.3), status: s };
    });
    const price = booked.reduce(
      (sum, b) =>
        sum +
        b.service.price +
        (b.homeSampling ? b.service.homeSamplingPrice : 0) +
        (b.communication ? b.service.communicationPrice : 0),
      0,
    );
    return { id: 0, lab, patient, price, createdMs, createdAt: at(createdMs), status, booked };
  };

  const plans: AppointmentInfo[] = [];
  for (let i = 0; i < paidCount; i++) plans.push(planAppointment(true));
  for (let i = 0; i < unpaidCount; i++) plans.push(planAppointment(false));
  return plans.sort((a, b) => a.createdMs - b.createdMs);
}

/** Writes the appointments (who they are for: the patient or a relative) and numbers the plans. */
export async function writeAppointments(ctx: SeedContext, w: Writer, plans: AppointmentInfo[]): Promise<number> {
  const { rng } = ctx;
  const rows: (typeof appointments.$inferInsert)[] = plans.map(a => {
    const type = rng.weighted(PATIENT_TYPES);
    let name: string | null = null;
    let contact: string | null = null;
    if (type !== 'Self') {
      const gender =
        type === 'Mother'
          ? 'female'
          : type === 'Father'
            ? 'male'
            : type === 'Spouse'
              ? a.patient.gender === 'male'
                ? 'female'
                : 'male'
              : undefined;
      name = ctx.person(gender, type === 'Spouse' && rng.chance(0.4) ? undefined : a.patient.last).name;
      contact = rng.chance(0.35) ? a.patient.contact : ctx.mobile(false);
    }
    return {
      id: 0,
      patientId: a.patient.id,
      labId: a.lab.id,
      patientType: type,
      name,
      contact,
      price: a.price,
      status: a.status,
      createdAt: a.createdAt,
    };
  });
  const ids = w.assignIds(appointments, rows);
  ids.forEach((id, i) => (plans[i].id = id));
  return w.insert(appointments, rows);
}

/** Writes the booked services, each with a collection slot in Pakistan time, 7 AM to 7 PM, up to two days on. */
export async function writeBookedServices(ctx: SeedContext, w: Writer, plans: AppointmentInfo[]): Promise<number> {
  const { rng, at } = ctx;
  const rows: (typeof bookedServices.$inferInsert)[] = [];
  for (const a of plans) {
    const created = a.createdAt.getTime();
    const dayStart = Math.floor((created + PKT_OFFSET) / DAY) * DAY - PKT_OFFSET;
    let slot = dayStart + rng.int(0, 2) * DAY + rng.int(7, 18) * HOUR + rng.pick([0, 15, 30, 45]) * MINUTE;
    if (slot <= created) slot += DAY;
    for (const b of a.booked) {
      const notes = LAB_NOTES[b.status] ?? [];
      rows.push({
        id: 0,
        appointmentId: a.id,
        serviceId: b.service.id,
        status: b.status,
        requestedTime: at(slot),
        labNote: notes.length > 0 && rng.chance(b.status === 'Pending' ? 0.3 : 0.7) ? rng.pick(notes) : null,
        homeSampling: b.homeSampling,
        communication: b.communication,
      });
    }
  }
  w.assignIds(bookedServices, rows);
  return w.insert(bookedServices, rows);
}
