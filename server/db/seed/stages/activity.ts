/**
 * The bulk of the demo's history, generated inside the database: the labs' services, the appointments with their
 * booked services, the orders and their items (≈ 30 million rows at a million labs), each table one
 * `INSERT … SELECT … FROM generate_series(…)` statement, so no row of them is made in Node or sent over the wire.
 *
 * Deterministic without a PRNG stream: every drawn value is `hashint8extended(<row key>, <seed + stream>)` scaled to
 * [0, 1) (`draw` below), the row key being the row's number in its draw (a lab's id, an appointment's draw number,
 * …) and the stream a constant per purpose; so the same seed gives the same rows on PostgreSQL and PGlite, and a row's
 * values do not depend on the order in which the database computes them. The distributions are the ones the JS stages
 * drew before (docs/DECISIONS.md "The seeder generates its history in the database").
 *
 * What later stages need of these rows (complaints, financial aid, payment notifications, the tests a lab offers for
 * its reviews) they read back in small, hash-ordered samples (`ActivityReader`).
 */
import { sql } from 'drizzle-orm';

import { appointments, bookedServices, orderItems, orders, services } from '../../schema.js';
import type { LabInfo, PatientInfo, SeedContext } from '../context.js';
import { FEMALE_FIRST, LAST_NAMES, MALE_FIRST, MOBILE_PREFIXES } from '../fixtures/people.js';
import { TEST_CATALOGUE } from '../fixtures/tests.js';
import { LAB_NOTES, PATIENT_TYPES } from '../fixtures/texts.js';
import { DAY, HOUR, MINUTE, PKT_OFFSET } from '../util.js';
import type { Writer } from '../writer.js';

/** A text literal. */
const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
/** A constant array of texts or integers, indexed from 1 in SQL. */
const textArray = (items: readonly string[]) => `(array[${items.map(lit).join(', ')}]::text[])`;
const intArray = (items: readonly number[]) => `(array[${items.join(', ')}]::int[])`;

/** `values` indexed by a draw in [0, 1). */
const pick = (array: string, length: number, u: string) => `${array}[1 + floor(${u} * ${length})::int]`;

/** A weighted choice of SQL values by a draw in [0, 1). */
function weighted(u: string, pairs: readonly (readonly [string, number])[]): string {
  const total = pairs.reduce((s, [, w]) => s + w, 0);
  let sum = 0;
  const whens = pairs.slice(0, -1).map(([value, w]) => `when ${u} < ${(sum += w) / total} then ${value}`);
  return `(case ${whens.join(' ')} else ${pairs[pairs.length - 1][0]} end)`;
}

const CATALOGUE = TEST_CATALOGUE.length;
const TITLES = textArray(TEST_CATALOGUE.map(t => t.title));
const LOWER = intArray(TEST_CATALOGUE.map(t => t.lower));
const UPPER = intArray(TEST_CATALOGUE.map(t => t.upper));
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
/** Strides through the catalogue that visit every test before coming back (coprime with its size). */
const STRIDES = Array.from({ length: CATALOGUE }, (_, i) => i + 1).filter(s => gcd(s, CATALOGUE) === 1);

/** Appointment statuses by code (as stored in the plan table). */
const [PENDING, CANCELLED, CONFIRMED, COMPLETED] = [0, 1, 2, 3];
const APPOINTMENT_STATUS = textArray(['Pending', 'Cancelled', 'Confirmed', 'Completed']);

/** Draw streams: each purpose has its own, so no two values share a hash. */
const S = {
  labCount: 1,
  labOffset: 2,
  labStride: 3,
  labHome: 4,
  labComm: 5,
  labLevel: 6,
  serviceSpread: 7,
  serviceHome: 8,
  serviceDays: 9,
  apptLab: 10,
  apptPatient: 11,
  apptTime: 12,
  apptCount: 13,
  apptOffset: 14,
  apptHome: 15,
  apptStatus: 16,
  bookedComm: 17,
  bookedStatus: 18,
  bookedNote: 19,
  bookedNotePick: 20,
  slotDay: 21,
  slotHour: 22,
  slotMinute: 23,
  apptType: 24,
  apptFirst: 25,
  apptLast: 26,
  apptLastPick: 27,
  apptContact: 28,
  apptMobile: 29,
  apptChild: 30,
  orderDelay: 31,
  orderOnline: 32,
  orderCard: 33,
  orderShipping: 34,
  orderStatus: 35,
  orderReceivable: 36,
  sample: 37,
} as const;

export interface ActivityPlan {
  /** Paid appointments over ~14 months (each becomes an order) and unpaid ones over the last 60 days. */
  paid: number;
  unpaid: number;
}

/** An appointment read back for a later stage. */
interface AppointmentPick {
  appointmentId: number;
  lab: LabInfo;
  patient: PatientInfo;
  createdMs: number;
  price: number;
  /** A booked service's catalogue index and its service's price. */
  testIndex: number;
  servicePrice: number;
}

/** A paid online order read back for the administrator's payment notifications. */
export interface PaymentPick {
  orderId: number;
  total: number;
  labName: string;
  createdMs: number;
}

/** What later stages read of the generated rows. */
export interface ActivityReader {
  orderCount: number;
  /** `count` orders older than a day, by appointment (for complaints). */
  olderOrders(count: number): Promise<(AppointmentPick & { orderMs: number })[]>;
  /** `count` appointments with the given status (`'Pending'` or paid), in a deterministic shuffled order. */
  appointmentsFor(count: number, paid: boolean): Promise<AppointmentPick[]>;
  /** The newest `count` online orders, newest first. */
  newestOnlineOrders(count: number): Promise<PaymentPick[]>;
}

export async function writeActivity(
  ctx: SeedContext,
  w: Writer,
  labInfos: LabInfo[],
  patients: PatientInfo[],
  testIds: number[],
  plan: ActivityPlan,
  /** Called once every lab's services are planned (`serviceCount`, `testOffset`, `testStride` set), before the rows. */
  labsPlanned?: () => void,
): Promise<
  { counts: Record<'services' | 'appointments' | 'bookedServices' | 'orders' | 'orderItems', number> } & {
    reader: ActivityReader;
  }
> {
  const { nowMs } = ctx;
  const seed = (ctx.random % 2 ** 31) * 64;
  /** A draw in [0, 1) for row `key` of `stream`. */
  const u = (stream: number, key: string) =>
    `((hashint8extended((${key})::int8, ${seed + stream}) & 2147483647)::float8 / 2147483648.0)`;
  const TEST_IDS = intArray(testIds);
  const firstLab = labInfos[0].id;
  const demoLab = labInfos.find(l => l.demo)?.id ?? 0;

  // The patients the appointments draw from, numbered from 0.
  await w.execute(
    sql`create temp table seed_patients on commit drop as
        select * from unnest(${sql.param(patients.map(p => p.id))}::int[],
                             ${sql.param(patients.map(p => p.createdAt.getTime()))}::float8[],
                             ${sql.param(patients.map(p => p.gender))}::text[],
                             ${sql.param(patients.map(p => p.last))}::text[],
                             ${sql.param(patients.map(p => p.contact))}::text[])
          with ordinality as t(user_id, created_ms, gender, last_name, contact, p)`,
    'patients listed',
  );
  await w.execute(sql.raw(`update seed_patients set p = p - 1`));
  // Each temporary table is analyzed once made (a temporary table has no statistics until then): the plans below then
  // hash-join it rather than sort both sides, and the appointments go in in id order (docs/DECISIONS.md).
  await w.execute(sql.raw(`analyze seed_patients`));

  // Per lab that was ever verified: 6-12 tests of the catalogue (the demo lab 12), a walk through the catalogue from
  // `a` by `s`; a price level (cheap or premium lab), a home-sampling and a consultation base price. Labs are numbered
  // within their booking class (0 the demo lab, 1 active, 2 blocked) for the appointments' weighted draw.
  await w.execute(
    sql.raw(`create temp table seed_labs on commit drop as
      select l.*, (sum(cnt) over (order by lab_id) - cnt)::int as svc_first,
             (row_number() over (partition by cls order by lab_id) - 1)::int as ck
      from (
        select id as lab_id, extract(epoch from created_at)::float8 * 1000 as created_ms,
               case when id = ${demoLab} then 0 when is_active then 1 else 2 end as cls,
               case when id = ${demoLab} then 12 else 6 + floor(${u(S.labCount, 'id')} * 7)::int end as cnt,
               floor(${u(S.labOffset, 'id')} * ${CATALOGUE})::int as a,
               ${pick(intArray(STRIDES), STRIDES.length, u(S.labStride, 'id'))} as s,
               (round((200 + floor(${u(S.labHome, 'id')} * 601)) / 50.0) * 50)::int as home_base,
               (round((300 + floor(${u(S.labComm, 'id')} * 701)) / 50.0) * 50)::int as comm_base,
               ${u(S.labLevel, 'id')} as level
        from labs where verified
      ) l`),
    'lab plans',
  );
  await w.execute(sql.raw(`analyze seed_labs`));
  const labPlans = await w.rows<{ lab_id: number; cnt: number; a: number; s: number; svc_first: number }>(
    sql.raw(`select lab_id, cnt, a, s, svc_first from seed_labs order by lab_id`),
    'lab plans read',
  );
  for (const p of labPlans) {
    const lab = labInfos[p.lab_id - firstLab];
    lab.serviceStart = p.svc_first;
    lab.serviceCount = p.cnt;
    lab.testOffset = p.a;
    lab.testStride = p.s;
  }
  labsPlanned?.();
  const serviceCount = labPlans.reduce((n, p) => n + p.cnt, 0);
  const classes = [0, 0, 0];
  for (const p of await w.rows<{ cls: number; n: number }>(
    sql.raw(`select cls, count(*)::int as n from seed_labs group by cls`),
  ))
    classes[p.cls] = p.n;

  /** A service of a lab (`x` has the lab's plan columns), its `jj`-th: catalogue index, prices. */
  const service = (x: string, jj: string) => {
    const ti = `((${x}.a + (${jj}) * ${x}.s) % ${CATALOGUE})`;
    const key = `(${x}.svc_first + (${jj}))`;
    const lower = `${LOWER}[1 + ${ti}]`;
    const upper = `${UPPER}[1 + ${ti}]`;
    const spread = `least(1, greatest(0, ${x}.level + (${u(S.serviceSpread, key)} - 0.5) * 0.4))`;
    return {
      ti,
      key,
      price: `least(${upper}, greatest(${lower}, (round((${lower} + (${upper} - ${lower}) * ${spread}) / 10) * 10)::int))`,
      home: `least(800, greatest(200, ${x}.home_base + ${pick(intArray([0, 0, 0, 50, -50]), 5, u(S.serviceHome, key))}))`,
    };
  };

  const first = {
    services: w.reserveIds(services, serviceCount),
    appointments: 0,
    bookedServices: 0,
    orders: 0,
    orderItems: 0,
  };
  const svc = service('p', 'j');
  const counts = {} as Record<'services' | 'appointments' | 'bookedServices' | 'orders' | 'orderItems', number>;
  counts.services = await w.generate(
    services,
    sql.raw(`insert into services (id, lab_id, test_id, title, price, home_sampling_price, communication_price, created_at)
      select ${first.services} + ${svc.key}, p.lab_id, ${TEST_IDS}[1 + ${svc.ti}], ${TITLES}[1 + ${svc.ti}],
             ${svc.price}, ${svc.home}, p.comm_base,
             to_timestamp(round(p.created_ms + (1 + floor(${u(S.serviceDays, svc.key)} * 20)) * ${DAY}) / 1000.0)
      from seed_labs p cross join generate_series(0, p.cnt - 1) j`),
  );

  // The appointments, drawn as numbers 0 … n - 1 (the paid ones first), then numbered in time order.
  const n = plan.paid + plan.unpaid;
  const [D, A, I] = classes;
  const weight = 3 * D + A + 0.4 * I;
  const daysAgo = (days: number) => nowMs - days * DAY;
  const to = daysAgo(0.02);
  /** The `j`-th booked service of appointment `x` (j an SQL expression): the lab's service from the appointment's
   * offset `o` on, with a consultation 30 % of the time and home sampling when the appointment has it. */
  const booked = (j: string) => {
    const s = service('x', `(x.o + ${j}) % x.cnt`);
    const comm = `(${u(S.bookedComm, `x.i * 4 + ${j}`)} < 0.3)`;
    const subtotal = `(${s.price} + case when x.home then ${s.home} else 0 end + case when ${comm} then x.comm_base else 0 end)`;
    return { ...s, comm, subtotal };
  };
  // Status and price (the booked services' subtotals) per appointment; `rn` its number in time order (ids follow
  // time), `k` its order's number, and the booked services and order items before it.
  const price = [0, 1, 2, 3]
    .map(j => `case when x.nb > ${j} then ${booked(String(j)).subtotal} else 0 end`)
    .join(' + ');
  await w.execute(
    sql.raw(`create temp table seed_appts on commit drop as
      select x.*, (row_number() over w - 1)::int as rn, (sum(nb) over w - nb)::int8 as booked_before,
             case when paid then (count(*) filter (where paid) over w - 1)::int end as k,
             case when paid then (coalesce(sum(nb) filter (where paid) over w, 0) - nb)::int8 end as items_before,
             ${price} as price,
             case when not x.paid then case when ${u(S.apptStatus, 'x.i')} < 0.8 then ${PENDING} else ${CANCELLED} end
                  when ${nowMs} - x.created_ms < ${3 * DAY} then ${CONFIRMED}
                  when ${u(S.apptStatus, 'x.i')} < 0.85 then ${COMPLETED} else ${CONFIRMED} end as status
      from (
        select d.i, d.paid, d.p, d.cls, l.lab_id, l.svc_first, l.cnt, l.a, l.s, l.level, l.home_base, l.comm_base,
               pt.user_id as patient_id,
               round(${to} - (${to} - case when d.paid
                 then least(greatest(${daysAgo(425)}, l.created_ms + ${3 * DAY}, pt.created_ms), ${daysAgo(1)})
                 else greatest(${daysAgo(60)}, pt.created_ms) end)
                 * power(${u(S.apptTime, 'd.i')}, case when d.paid then 1.7 else 1.3 end))::int8 as created_ms,
               ${weighted(u(S.apptCount, 'd.i'), [
                 ['1', 45],
                 ['2', 30],
                 ['3', 17],
                 ['4', 8],
               ])} as nb,
               floor(${u(S.apptOffset, 'd.i')} * l.cnt)::int as o,
               ${u(S.apptHome, 'd.i')} < 0.4 as home
        from (
          select i, i < ${plan.paid} as paid, floor(${u(S.apptPatient, 'i')} * ${patients.length})::int as p,
                 case when r < ${3 * D} then 0 when r < ${3 * D + A} then 1 else 2 end as cls,
                 case when r < ${3 * D} then 0
                      when r < ${3 * D + A} then least(floor(r - ${3 * D})::int, ${A - 1})
                      else least(floor((r - ${3 * D + A}) / 0.4)::int, ${I - 1}) end as ck
          from (select i, ${u(S.apptLab, 'i')} * ${weight} as r from generate_series(0, ${n - 1}) i) r
        ) d
        join seed_labs l on l.cls = d.cls and l.ck = d.ck
        join seed_patients pt on pt.p = d.p
      ) x
      window w as (order by created_ms, i)`),
    'appointments planned',
  );
  await w.execute(sql.raw(`analyze seed_appts`));
  const [totals] = await w.rows<{ booked: number; items: number }>(
    sql.raw(`select coalesce(sum(nb), 0)::int as booked, coalesce(sum(nb) filter (where paid), 0)::int as items
             from seed_appts`),
    'appointments counted',
  );
  first.appointments = w.reserveIds(appointments, n);
  first.bookedServices = w.reserveIds(bookedServices, totals.booked);
  first.orders = w.reserveIds(orders, plan.paid);
  first.orderItems = w.reserveIds(orderItems, totals.items);

  // Who the appointment is for: the patient or a relative, named with the patient's family name mostly.
  const type = weighted(
    u(S.apptType, 'x.i'),
    PATIENT_TYPES.map(([t, wgt]) => [lit(t), wgt]),
  );
  const male = `(case t.type when 'Mother' then false when 'Father' then true
    when 'Spouse' then pt.gender <> 'male' else ${u(S.apptChild, 'x.i')} < 0.5 end)`;
  const firstName = `case when ${male} then ${pick(textArray(MALE_FIRST), MALE_FIRST.length, u(S.apptFirst, 'x.i'))}
    else ${pick(textArray(FEMALE_FIRST), FEMALE_FIRST.length, u(S.apptFirst, 'x.i'))} end`;
  const lastName = `case when t.type = 'Spouse' and ${u(S.apptLast, 'x.i')} < 0.4
    then ${pick(textArray(LAST_NAMES), LAST_NAMES.length, u(S.apptLastPick, 'x.i'))} else pt.last_name end`;
  const mobile = `${pick(textArray(MOBILE_PREFIXES), MOBILE_PREFIXES.length, u(S.apptMobile, 'x.i'))} || '-' ||
    (1 + floor(${u(S.apptMobile, 'x.i + 1000000000')} * 9))::int || lpad(floor(${u(S.apptMobile, 'x.i + 2000000000')} * 1000000)::int::text, 6, '0')`;
  counts.appointments = await w.generate(
    appointments,
    sql.raw(`insert into appointments (id, patient_id, lab_id, patient_type, name, contact, price, status, created_at)
      select ${first.appointments} + x.rn, x.patient_id, x.lab_id, t.type,
             case when t.type <> 'Self' then ${firstName} || ' ' || ${lastName} end,
             case when t.type = 'Self' then null when ${u(S.apptContact, 'x.i')} < 0.35 then pt.contact else ${mobile} end,
             x.price, ${APPOINTMENT_STATUS}[1 + x.status], to_timestamp(x.created_ms / 1000.0)
      from seed_appts x join seed_patients pt on pt.p = x.p cross join lateral (select ${type} as type) t`),
  );

  // The booked services: each with a collection slot in Pakistan time, 7 AM to 7 PM, up to two days on.
  const dayStart = `(floor((x.created_ms + ${PKT_OFFSET}) / ${DAY}) * ${DAY} - ${PKT_OFFSET})`;
  const slot = `(${dayStart} + floor(${u(S.slotDay, 'x.i')} * 3) * ${DAY} + (7 + floor(${u(S.slotHour, 'x.i')} * 12)) * ${HOUR}
    + ${pick(intArray([0, 15, 30, 45]), 4, u(S.slotMinute, 'x.i'))} * ${MINUTE})`;
  const bk = `x.i * 4 + j`;
  const bookedStatus = `case x.status when ${CANCELLED} then 'Rejected'
    when ${PENDING} then case when ${u(S.bookedStatus, bk)} < 0.7 then 'Pending' else 'Accepted' end
    when ${COMPLETED} then case when ${u(S.bookedStatus, bk)} < 0.93 then 'Completed' else 'Rejected' end
    else ${weighted(u(S.bookedStatus, bk), [
      [`'Accepted'`, 50],
      [`'Pending'`, 25],
      [`'Completed'`, 20],
      [`'Rejected'`, 5],
    ])} end`;
  const note = `case ${Object.entries(LAB_NOTES)
    .map(
      ([status, notes]) =>
        `when b.status = ${lit(status)} and ${u(S.bookedNote, bk)} < ${status === 'Pending' ? 0.3 : 0.7}
         then ${pick(textArray(notes), notes.length, u(S.bookedNotePick, bk))}`,
    )
    .join(' ')} end`;
  const bj = service('x', '(x.o + j) % x.cnt');
  counts.bookedServices = await w.generate(
    bookedServices,
    sql.raw(`insert into booked_services (id, appointment_id, service_id, status, requested_time, lab_note,
                                          home_sampling, communication)
      select ${first.bookedServices} + x.booked_before + j, ${first.appointments} + x.rn,
             ${first.services} + ${bj.key}, b.status,
             to_timestamp((case when ${slot} <= x.created_ms then ${slot} + ${DAY} else ${slot} end) / 1000.0),
             ${note}, x.home, ${u(S.bookedComm, bk)} < 0.3
      from seed_appts x cross join generate_series(0, x.nb - 1) j
      cross join lateral (select ${bookedStatus} as status) b`),
  );

  // The orders of the paid appointments: sub_total = the appointment's price, plus a rider fee of 150-300 when the
  // samples are collected at home; commission = round(total × 10 %).
  const orderMs = `least(x.created_ms + (2 + floor(${u(S.orderDelay, 'x.i')} * 89)) * ${MINUTE}, ${nowMs})`;
  const online = `(${u(S.orderOnline, 'x.i')} < 0.6)`;
  const shipping = `case when x.home then (round((150 + floor(${u(S.orderShipping, 'x.i')} * 151)) / 10.0) * 10)::int else 0 end`;
  counts.orders = await w.generate(
    orders,
    sql.raw(`insert into orders (id, appointment_id, lab_id, patient_id, payment_type, card_last4, sub_total, shipping,
                                 total, commission, status, receivable_status, created_at)
      select ${first.orders} + x.k, ${first.appointments} + x.rn, x.lab_id, x.patient_id,
             case when ${online} then 'Online' else 'Cash' end,
             case when ${online} then lpad(floor(${u(S.orderCard, 'x.i')} * 10000)::int::text, 4, '0') end,
             x.price, o.shipping, x.price + o.shipping, round((x.price + o.shipping) * 0.1)::int,
             case when ${nowMs} - o.ms > ${30 * DAY}
               then ${weighted(u(S.orderStatus, 'x.i'), [
                 [`'Paid'`, 78],
                 [`'Processing'`, 7],
                 [`'On Hold'`, 5],
                 [`'Pending'`, 10],
               ])}
               else ${weighted(u(S.orderStatus, 'x.i'), [
                 [`'Pending'`, 40],
                 [`'Processing'`, 25],
                 [`'Paid'`, 25],
                 [`'On Hold'`, 10],
               ])} end,
             case when ${online} or ${u(S.orderReceivable, 'x.i')} < case when ${nowMs} - o.ms > ${21 * DAY} then 0.85 else 0.3 end
               then 'Received' else 'Pending' end,
             to_timestamp(o.ms / 1000.0)
      from seed_appts x cross join lateral (select ${orderMs} as ms, ${shipping} as shipping) o
      where x.paid`),
  );

  // One item per booked service of a paid appointment, priced at its subtotal; order_month is the first day of the
  // order's UTC month (written here, as the bulk load's replica role skips its trigger).
  const item = booked('j');
  counts.orderItems = await w.generate(
    orderItems,
    sql.raw(`insert into order_items (id, order_id, test_id, item, price, order_month)
      select ${first.orderItems} + x.items_before + j, ${first.orders} + x.k, ${TEST_IDS}[1 + i.ti],
             ${TITLES}[1 + i.ti] || case when x.home then ' + Home Sampling' else '' end
               || case when i.comm then ' + Pathologist Consultation' else '' end,
             i.subtotal, date_trunc('month', to_timestamp(${orderMs} / 1000.0) at time zone 'UTC')::date
      from seed_appts x cross join generate_series(0, x.nb - 1) j
      cross join lateral (select ${item.ti} as ti, ${item.subtotal} as subtotal, ${item.comm} as comm) i
      where x.paid`),
  );

  type Picked = {
    rn: number;
    lab_id: number;
    p: number;
    created_ms: number;
    price: number;
    ti: number;
    service_price: number;
    order_ms: number;
  };
  const first0 = booked('0');
  const picks = async (where: string, count: number, order = `hashint8extended(x.i, ${seed + S.sample})`) =>
    (
      await w.rows<Picked>(
        sql.raw(`select x.rn, x.lab_id, x.p, x.created_ms::float8 as created_ms, x.price, ${first0.ti} as ti,
                        ${first0.price} as service_price, ${orderMs}::float8 as order_ms
                 from seed_appts x where ${where} order by ${order} limit ${Math.max(0, count)}`),
      )
    ).map(r => ({
      appointmentId: first.appointments + r.rn,
      lab: labInfos[r.lab_id - firstLab],
      patient: patients[r.p],
      createdMs: Number(r.created_ms),
      price: r.price,
      testIndex: r.ti,
      servicePrice: r.service_price,
      orderMs: Number(r.order_ms),
    }));
  const reader: ActivityReader = {
    orderCount: counts.orders,
    olderOrders: count => picks(`x.paid and ${orderMs} < ${nowMs - DAY}`, count),
    appointmentsFor: (count, paid) => picks(paid ? 'x.paid' : `x.status = ${PENDING}`, count),
    async newestOnlineOrders(count) {
      const rows = await w.rows<{ k: number; total: number; lab_id: number; ms: number }>(
        sql.raw(`select x.k, x.price + ${shipping} as total, x.lab_id, ${orderMs}::float8 as ms
                 from seed_appts x where x.paid and ${online} order by x.k desc limit ${Math.max(0, count)}`),
      );
      return rows.map(r => ({
        orderId: first.orders + r.k,
        total: r.total,
        labName: labInfos[r.lab_id - firstLab].row.name,
        createdMs: Number(r.ms),
      }));
    },
  };
  return { counts, reader };
}
