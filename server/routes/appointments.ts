/** SPEC §7 Appointments: accounts payable and receivable, earnings, appointment details, payable status. */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { labs, orders } from '../db/schema.js';
import { audit } from '../lib/audit.js';
import { adminOnly } from '../lib/auth.js';
import { conflict, notFound } from '../lib/errors.js';
import { idParam } from '../../contracts/fields.js';
import { countAll, runList, filters, listQuerySchema, planList, sendList, type ListSpec } from '../lib/list.js';
import { appointmentDetails } from '../repos/appointments.js';
import { typed, type RouteContext } from './context.js';
import { calls } from '../../contracts/calls.js';
import { appointmentsContract, payablesContract, receivablesContract } from '../../contracts/orders.js';
import { pathOf, urlOf, withDetail } from '../lib/resourceRoutes.js';

export const PAYABLE = eq(orders.paymentType, 'Online');
export const RECEIVABLE = eq(orders.paymentType, 'Cash');

const statusBody = z.object({
  Status: z.string({ error: 'Status is required' }).trim().min(1, 'Status is required').max(100, 'At most 100 characters'),
});

const receivedBody = z.object({ Status: z.literal('Received', { error: "Status must be 'Received'" }) });

function orderSpec(resource: string, where: SQL, statusColumn: typeof orders.status | typeof orders.receivableStatus): ListSpec {
  return {
    resource,
    sortable: {
      id: orders.id,
      orderId: orders.id,
      Lab_id: orders.labId,
      lab_name: labs.name,
      PaymentType: orders.paymentType,
      Total: orders.total,
      Commission: orders.commission,
      Status: statusColumn,
      created_at: orders.createdAt,
    },
    defaultSort: { field: 'orderId', order: 'DESC' },
    search: [labs.name, statusColumn, sql`cast(${orders.id} as text)`],
    filters: { id: filters.ids(orders.id), Status: filters.text(statusColumn), Lab_id: filters.ids(orders.labId) },
    where,
  };
}

export default async function appointmentRoutes(app: FastifyInstance, ctx: RouteContext) {
  const api = typed(app);
  const { db } = ctx;
  const tags = ['appointments'];
  const opts = { onRequest: adminOnly };

  const lists = [
    [payablesContract, orderSpec('payables', PAYABLE, orders.status), 'payable'],
    [receivablesContract, orderSpec('receivables', RECEIVABLE, orders.receivableStatus), 'receivable'],
  ] as const;
  for (const [contract, spec, kind] of lists) {
    api.get(pathOf(contract, 'getList'), { ...opts, schema: { response: { 200: z.array(kind === 'payable' ? payablesContract.record : receivablesContract.record) }, tags, querystring: listQuerySchema } }, async (request, reply) => {
      const plan = planList(spec, request.query);
      const { rows, total } = await runList(plan, db.select({ order: orders, labName: labs.name }).from(orders).innerJoin(labs, eq(labs.id, orders.labId)).where(plan.where).orderBy(...plan.orderBy).$dynamic(), () => {
        // Every order has its lab (a non-null foreign key): only a search, which reads the lab's name, needs the join to count.
        const counting = db.select({ n: countAll }).from(orders).$dynamic();
        return (plan.searching ? counting.innerJoin(labs, eq(labs.id, orders.labId)) : counting).where(plan.where);
      }, db);
      const items = rows.map(({ order: o, labName }) => ({
        id: o.id,
        orderId: o.id,
        Lab_id: o.labId,
        lab_name: labName,
        PaymentType: o.paymentType,
        Total: kind === 'payable' ? o.total - o.commission : o.total,
        ...(kind === 'receivable' ? { Commission: o.commission } : {}),
        Status: kind === 'payable' ? o.status : o.receivableStatus,
        created_at: o.createdAt.toISOString(),
      }));
      return sendList(reply, spec, plan, items, total);
    });
  }

  api.get(urlOf(calls.totalEarnings), { ...opts, schema: { response: { 200: calls.totalEarnings.reply }, tags } }, async () => {
    const [row] = await db.select({ total: sql<number>`cast(coalesce(sum(${orders.commission}), 0) as integer)`, orders: countAll }).from(orders);
    return { total: row!.total, orders: row!.orders };
  });

  api.get(pathOf(appointmentsContract, 'getOne'), { ...opts, schema: { response: { 200: appointmentsContract.record }, tags, params: idParam } }, async (request) =>
    appointmentDetails(db, request.params.id),
  );

  api.put(pathOf(payablesContract, 'respond'), { ...opts, schema: { response: { 200: withDetail(payablesContract.record.omit({ lab_name: true, created_at: true })) }, tags, params: idParam, body: statusBody } }, async (request) =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(orders).where(and(eq(orders.id, request.params.id), PAYABLE));
      if (!current) throw notFound('Payable not found.');
      const [row] = await tx.update(orders).set({ status: request.body.Status }).where(eq(orders.id, current.id)).returning();
      await audit(tx, request.auth, 'payable.status', 'order', current.id, { from: current.status, to: request.body.Status });
      return { detail: 'Payment status updated.', id: row!.id, orderId: row!.id, Lab_id: row!.labId, PaymentType: row!.paymentType, Total: row!.total - row!.commission, Status: row!.status };
    }),
  );

  // Designed: a cash order's commission, collected from the lab, is recorded as received (docs/API.md).
  api.put(pathOf(receivablesContract, 'markReceived'), { ...opts, schema: { response: { 200: withDetail(receivablesContract.record) }, tags, params: idParam, body: receivedBody } }, async (request) =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select({ order: orders, labName: labs.name })
        .from(orders)
        .innerJoin(labs, eq(labs.id, orders.labId))
        .where(and(eq(orders.id, request.params.id), RECEIVABLE));
      if (!current) throw notFound('Receivable not found.');
      if (current.order.receivableStatus === 'Received') throw conflict('This commission is already received.', { Status: 'Already received' });
      const [row] = await tx.update(orders).set({ receivableStatus: 'Received' }).where(eq(orders.id, current.order.id)).returning();
      await audit(tx, request.auth, 'receivable.received', 'order', row!.id, { from: current.order.receivableStatus, to: 'Received', Commission: row!.commission });
      return {
        detail: 'Commission marked as received.',
        id: row!.id,
        orderId: row!.id,
        Lab_id: row!.labId,
        lab_name: current.labName,
        PaymentType: row!.paymentType,
        Total: row!.total,
        Commission: row!.commission,
        Status: row!.receivableStatus,
        created_at: row!.createdAt.toISOString(),
      };
    }),
  );
}
