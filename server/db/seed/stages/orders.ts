/** Orders for the paid appointments, one item per booked service priced at its subtotal. */
import { orderItems, orders } from '../../schema.js';
import {
  APPOINTMENT_STATUS,
  type AppointmentTable,
  bookedPrice,
  COMMUNICATION,
  HOME_SAMPLING,
  type OrderTable,
  type SeedContext,
  type ServiceTable,
} from '../context.js';
import { TEST_CATALOGUE } from '../fixtures/tests.js';
import { DAY, MINUTE, round } from '../util.js';
import type { Writer } from '../writer.js';

/** The appointments that were paid (confirmed or completed), in id order. */
export function paidAppointments(a: AppointmentTable): Int32Array {
  const confirmed = APPOINTMENT_STATUS.indexOf('Confirmed');
  const completed = APPOINTMENT_STATUS.indexOf('Completed');
  const out: number[] = [];
  for (let i = 0; i < a.count; i++) if (a.status[i] === confirmed || a.status[i] === completed) out.push(i);
  return Int32Array.from(out);
}

/**
 * Writes the orders and then their items: sub_total = the appointment's price, plus `shipping` (a rider fee of
 * 150-300 when the samples are collected at home); total = sub_total + shipping; commission = round(total × 10%).
 */
export async function writeOrders(
  ctx: SeedContext,
  w: Writer,
  a: AppointmentTable,
  paid: Int32Array,
  services: ServiceTable,
  testIds: number[],
): Promise<{ orders: number; orderItems: number; table: OrderTable }> {
  const { rng, nowMs } = ctx;
  const n = paid.length;
  const table: OrderTable = {
    count: n,
    firstId: w.reserveIds(orders, n),
    appointment: paid,
    createdMs: new Float64Array(n),
    total: new Int32Array(n),
    online: new Uint8Array(n),
  };
  const orderKeys = [
    'id',
    'appointmentId',
    'labId',
    'patientId',
    'paymentType',
    'cardLast4',
    'subTotal',
    'shipping',
    'total',
    'commission',
    'status',
    'receivableStatus',
    'createdAt',
  ] as const;
  const written = await w.stream(orders, [...orderKeys], async rows => {
    for (let k = 0; k < n; k++) {
      const i = paid[k];
      const createdMs = Math.min(Math.round(a.createdMs[i]) + rng.int(2, 90) * MINUTE, nowMs);
      const online = rng.chance(0.6);
      // The items add up to the appointment's price.
      const subTotal = a.price[i];
      let home = false;
      for (let b = a.bookedStart[i]; b < a.bookedStart[i + 1]; b++) home ||= (a.bookedFlags[b] & HOME_SAMPLING) !== 0;
      // The rider's visit charge when the samples are collected at home.
      const shipping = home ? round(rng.int(150, 300), 10) : 0;
      const total = subTotal + shipping;
      const ageDays = (nowMs - createdMs) / DAY;
      const status =
        ageDays > 30
          ? rng.weighted([
              ['Paid', 78],
              ['Processing', 7],
              ['On Hold', 5],
              ['Pending', 10],
            ] as const)
          : rng.weighted([
              ['Pending', 40],
              ['Processing', 25],
              ['Paid', 25],
              ['On Hold', 10],
            ] as const);
      const receivable = online ? 'Received' : rng.chance(ageDays > 21 ? 0.85 : 0.3) ? 'Received' : 'Pending';
      table.createdMs[k] = createdMs;
      table.total[k] = total;
      table.online[k] = online ? 1 : 0;
      const row = [
        table.firstId + k,
        a.firstId + i,
        a.labs[a.lab[i]].id,
        a.patients[a.patient[i]].id,
        online ? 'Online' : 'Cash',
        online ? rng.digits(4) : null,
        subTotal,
        shipping,
        total,
        Math.round(total * 0.1),
        status,
        receivable,
        createdMs,
      ];
      if (rows.write(row)) await rows.flush();
    }
  });

  // One line per booked service, priced at its subtotal.
  let itemCount = 0;
  for (let k = 0; k < n; k++) itemCount += a.bookedStart[paid[k] + 1] - a.bookedStart[paid[k]];
  const firstItemId = w.reserveIds(orderItems, itemCount);
  let itemId = firstItemId;
  const items = await w.stream(orderItems, ['id', 'orderId', 'testId', 'item', 'price', 'orderMonth'], async rows => {
    for (let k = 0; k < n; k++) {
      const i = paid[k];
      // The first day of the order's UTC month: written here, as the bulk load's replica role skips its trigger.
      const month = new Date(table.createdMs[k]).toISOString().slice(0, 8) + '01';
      for (let b = a.bookedStart[i]; b < a.bookedStart[i + 1]; b++) {
        const service = a.bookedService[b];
        const flags = a.bookedFlags[b];
        const ti = services.testIndex[service];
        const item =
          TEST_CATALOGUE[ti].title +
          (flags & HOME_SAMPLING ? ' + Home Sampling' : '') +
          (flags & COMMUNICATION ? ' + Pathologist Consultation' : '');
        const row = [itemId++, table.firstId + k, testIds[ti], item, bookedPrice(services, service, flags), month];
        if (rows.write(row)) await rows.flush();
      }
    }
  });
  return { orders: written, orderItems: items, table };
}
