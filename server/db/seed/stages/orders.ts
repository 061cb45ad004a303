/** Orders for the paid appointments, one item per booked service priced at its subtotal. */
import { orderItems, orders } from '../../schema.js';
import type { AppointmentInfo, OrderInfo, SeedContext } from '../context.js';
import { DAY, MINUTE, round } from '../util.js';
import type { Writer } from '../writer.js';

type OrderItemRow = typeof orderItems.$inferInsert;

/**
 * Writes the orders and their items: sub_total = the appointment's price, plus `shipping` (a rider fee of 150-300
 * when the samples are collected at home); total = sub_total + shipping; commission = round(total × 10%).
 */
export async function writeOrders(
  ctx: SeedContext,
  w: Writer,
  paidAppointments: AppointmentInfo[],
  testIds: number[],
): Promise<{ orders: number; orderItems: number; orderPlans: OrderInfo[] }> {
  const { rng, nowMs, at } = ctx;
  const orderPlans: OrderInfo[] = [];
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const itemsPerOrder: OrderItemRow[][] = [];
  for (const a of paidAppointments) {
    const createdMs = Math.min(a.createdAt.getTime() + rng.int(2, 90) * MINUTE, nowMs);
    const online = rng.chance(0.6);
    const items: OrderItemRow[] = [];
    // One line per booked service, priced at its subtotal, so the items add up to the appointment's price.
    for (const b of a.booked) {
      const { service } = b;
      items.push({
        id: 0,
        orderId: 0,
        testId: testIds[service.testIndex],
        item:
          service.title +
          (b.homeSampling ? ' + Home Sampling' : '') +
          (b.communication ? ' + Pathologist Consultation' : ''),
        price:
          service.price +
          (b.homeSampling ? service.homeSamplingPrice : 0) +
          (b.communication ? service.communicationPrice : 0),
      });
    }
    const subTotal = items.reduce((s, it) => s + it.price, 0);
    // The rider's visit charge when the samples are collected at home.
    const shipping = a.booked.some(b => b.homeSampling) ? round(rng.int(150, 300), 10) : 0;
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
    orderRows.push({
      id: 0,
      appointmentId: a.id,
      labId: a.lab.id,
      patientId: a.patient.id,
      paymentType: online ? 'Online' : 'Cash',
      cardLast4: online ? rng.digits(4) : null,
      subTotal,
      shipping,
      total,
      commission: Math.round(total * 0.1),
      status,
      receivableStatus: receivable,
      createdAt: at(createdMs),
    });
    itemsPerOrder.push(items);
    const plan: OrderInfo = {
      id: 0,
      appointment: a,
      total,
      paymentType: online ? 'Online' : 'Cash',
      createdAt: at(createdMs),
    };
    a.order = plan;
    orderPlans.push(plan);
  }
  const orderIds = w.assignIds(orders, orderRows);
  const itemRows: OrderItemRow[] = [];
  orderIds.forEach((id, i) => {
    orderPlans[i].id = id;
    for (const item of itemsPerOrder[i]) {
      item.orderId = id;
      itemRows.push(item);
    }
  });
  w.assignIds(orderItems, itemRows);
  return {
    orders: await w.insert(orders, orderRows),
    orderItems: await w.insert(orderItems, itemRows),
    orderPlans,
  };
}
