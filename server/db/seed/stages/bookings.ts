/** Appointments and their booked services: paid ones over ~14 months, unpaid ones over the last 60 days. */
import { appointments, bookedServices } from '../../schema.js';
import {
  APPOINTMENT_STATUS,
  type AppointmentTable,
  BOOKED_STATUS,
  bookedPrice,
  COMMUNICATION,
  HOME_SAMPLING,
  type LabInfo,
  type PatientInfo,
  type SeedContext,
  type ServiceTable,
} from '../context.js';
import { LAB_NOTES, PATIENT_TYPES } from '../fixtures/texts.js';
import { cumulative, DAY, HOUR, MINUTE, PKT_OFFSET, sampleIndex } from '../util.js';
import type { Writer } from '../writer.js';

const [PENDING, CANCELLED, CONFIRMED, COMPLETED] = [0, 1, 2, 3];
const B_PENDING = BOOKED_STATUS.indexOf('Pending');
const B_ACCEPTED = BOOKED_STATUS.indexOf('Accepted');
const B_COMPLETED = BOOKED_STATUS.indexOf('Completed');
const B_REJECTED = BOOKED_STATUS.indexOf('Rejected');

/** Plans `paidCount` paid and `unpaidCount` unpaid appointments, in time order (ids follow time). */
export function planAppointments(
  ctx: SeedContext,
  serviceLabs: LabInfo[],
  services: ServiceTable,
  patients: PatientInfo[],
  paidCount: number,
  unpaidCount: number,
): AppointmentTable {
  const { rng, nowMs, daysAgo, between } = ctx;
  const labs = serviceLabs.filter(l => l.serviceCount > 0);
  const bookingCum = cumulative(labs.map(l => (l.demo ? 3 : l.row.isActive ? 1 : 0.4)));
  const horizon = daysAgo(425); // ~14 months
  const n = paidCount + unpaidCount;
  // As drawn; sorted by time below.
  const lab = new Int32Array(n);
  const patient = new Int32Array(n);
  const createdMs = new Float64Array(n);
  const status = new Uint8Array(n);
  const price = new Int32Array(n);
  const bookedStart = new Int32Array(n + 1);
  const bookedService = new Int32Array(n * 4);
  const bookedFlags = new Uint8Array(n * 4);
  const bookedStatus = new Uint8Array(n * 4);
  let booked = 0;
  for (let i = 0; i < n; i++) {
    const paid = i < paidCount;
    const l = sampleIndex(bookingCum, rng.next());
    const p = Math.floor(rng.next() * patients.length);
    const { createdAt, serviceStart, serviceCount } = labs[l];
    let created: number;
    if (paid) {
      const from = Math.max(horizon, createdAt.getTime() + 3 * DAY, patients[p].createdAt.getTime());
      created = between(Math.min(from, daysAgo(1)), daysAgo(0.02), 1.7);
    } else {
      created = between(Math.max(daysAgo(60), patients[p].createdAt.getTime()), daysAgo(0.02), 1.3);
    }
    const count = rng.weighted([
      [1, 45],
      [2, 30],
      [3, 17],
      [4, 8],
    ] as const);
    const chosen = rng.sampleRange(serviceStart, serviceCount, count);
    const home = rng.chance(0.4) ? HOME_SAMPLING : 0;
    const ageDays = (nowMs - created) / DAY;
    let s: number;
    if (!paid) s = rng.chance(0.8) ? PENDING : CANCELLED;
    else if (ageDays < 3) s = CONFIRMED;
    else s = rng.chance(0.85) ? COMPLETED : CONFIRMED;
    bookedStart[i] = booked;
    let total = 0;
    for (const service of chosen) {
      let b: number;
      if (s === CANCELLED) b = B_REJECTED;
      else if (s === PENDING) b = rng.chance(0.7) ? B_PENDING : B_ACCEPTED;
      else if (s === COMPLETED) b = rng.chance(0.93) ? B_COMPLETED : B_REJECTED;
      else
        b = rng.weighted([
          [B_ACCEPTED, 50],
          [B_PENDING, 25],
          [B_COMPLETED, 20],
          [B_REJECTED, 5],
        ] as const);
      const flags = home | (rng.chance(0.3) ? COMMUNICATION : 0);
      bookedService[booked] = service;
      bookedFlags[booked] = flags;
      bookedStatus[booked] = b;
      booked++;
      total += bookedPrice(services, service, flags);
    }
    lab[i] = l;
    patient[i] = p;
    createdMs[i] = created;
    status[i] = s;
    price[i] = total;
  }
  bookedStart[n] = booked;

  // Time order, ties in drawing order (a stable sort).
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  order.sort((x, y) => createdMs[x] - createdMs[y] || x - y);
  const table: AppointmentTable = {
    count: n,
    firstId: 0,
    labs,
    patients,
    lab: new Int32Array(n),
    patient: new Int32Array(n),
    createdMs: new Float64Array(n),
    status: new Uint8Array(n),
    price: new Int32Array(n),
    bookedStart: new Int32Array(n + 1),
    bookedService: new Int32Array(booked),
    bookedFlags: new Uint8Array(booked),
    bookedStatus: new Uint8Array(booked),
  };
  let next = 0;
  for (let k = 0; k < n; k++) {
    const i = order[k];
    table.lab[k] = lab[i];
    table.patient[k] = patient[i];
    table.createdMs[k] = createdMs[i];
    table.status[k] = status[i];
    table.price[k] = price[i];
    table.bookedStart[k] = next;
    for (let b = bookedStart[i]; b < bookedStart[i + 1]; b++, next++) {
      table.bookedService[next] = bookedService[b];
      table.bookedFlags[next] = bookedFlags[b];
      table.bookedStatus[next] = bookedStatus[b];
    }
  }
  table.bookedStart[n] = next;
  return table;
}

/** Writes the appointments (who they are for: the patient or a relative) and numbers them. */
export async function writeAppointments(ctx: SeedContext, w: Writer, a: AppointmentTable): Promise<number> {
  const { rng } = ctx;
  a.firstId = w.reserveIds(appointments, a.count);
  const keys = ['id', 'patientId', 'labId', 'patientType', 'name', 'contact', 'price', 'status', 'createdAt'] as const;
  return w.stream(appointments, [...keys], async rows => {
    for (let i = 0; i < a.count; i++) {
      const patient = a.patients[a.patient[i]];
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
                ? patient.gender === 'male'
                  ? 'female'
                  : 'male'
                : undefined;
        name = ctx.person(gender, type === 'Spouse' && rng.chance(0.4) ? undefined : patient.last).name;
        contact = rng.chance(0.35) ? patient.contact : ctx.mobile(false);
      }
      const row = [
        a.firstId + i,
        patient.id,
        a.labs[a.lab[i]].id,
        type,
        name,
        contact,
        a.price[i],
        APPOINTMENT_STATUS[a.status[i]],
        Math.round(a.createdMs[i]),
      ];
      if (rows.write(row)) await rows.flush();
    }
  });
}

/** Writes the booked services, each with a collection slot in Pakistan time, 7 AM to 7 PM, up to two days on. */
export async function writeBookedServices(
  ctx: SeedContext,
  w: Writer,
  a: AppointmentTable,
  services: ServiceTable,
): Promise<number> {
  const { rng } = ctx;
  const firstId = w.reserveIds(bookedServices, a.bookedStart[a.count]);
  const keys = [
    'id',
    'appointmentId',
    'serviceId',
    'status',
    'requestedTime',
    'labNote',
    'homeSampling',
    'communication',
  ] as const;
  return w.stream(bookedServices, [...keys], async rows => {
    for (let i = 0; i < a.count; i++) {
      const created = Math.round(a.createdMs[i]);
      const dayStart = Math.floor((created + PKT_OFFSET) / DAY) * DAY - PKT_OFFSET;
      let slot = dayStart + rng.int(0, 2) * DAY + rng.int(7, 18) * HOUR + rng.pick([0, 15, 30, 45]) * MINUTE;
      if (slot <= created) slot += DAY;
      for (let b = a.bookedStart[i]; b < a.bookedStart[i + 1]; b++) {
        const status = BOOKED_STATUS[a.bookedStatus[b]];
        const notes = LAB_NOTES[status] ?? [];
        const flags = a.bookedFlags[b];
        const row = [
          firstId + b,
          a.firstId + i,
          services.firstId + a.bookedService[b],
          status,
          Math.round(slot),
          notes.length > 0 && rng.chance(status === 'Pending' ? 0.3 : 0.7) ? rng.pick(notes) : null,
          (flags & HOME_SAMPLING) !== 0,
          (flags & COMMUNICATION) !== 0,
        ];
        if (rows.write(row)) await rows.flush();
      }
    }
  });
}
