/** Invoices (designed): one per real order. List cards and the printable detail. */
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { labs, orderItems, orders, users } from '../db/schema.js';
import { adminOnly } from '../lib/auth.js';
import { notFound } from '../lib/errors.js';
import { idParam } from '../../contracts/fields.js';
import { countAll, runList, filters, listQuerySchema, planList, sendList, type ListSpec } from '../lib/list.js';
import { typed, type RouteContext } from './context.js';
import { z } from 'zod';
import { invoiceDetail, invoicesContract } from '../../contracts/invoices.js';
import { pathOf } from '../lib/resourceRoutes.js';

const COLORS = ['primary', 'success', 'info', 'warning', 'danger'] as const;
export const invoiceNumber = (id: number) => `LH-${String(id).padStart(6, '0')}`;

const patient = alias(users, 'patient');

const spec: ListSpec = {
  resource: 'invoices',
  sortable: { id: orders.id, date: orders.createdAt, invoicePrice: orders.total, founder: patient.name, company: labs.name },
  defaultSort: { field: 'id', order: 'DESC' },
  search: [patient.name, labs.name, patient.email],
  filters: { id: filters.ids(orders.id), Lab_id: filters.ids(orders.labId) },
};

export default async function invoiceRoutes(app: FastifyInstance, ctx: RouteContext) {
  const api = typed(app);
  const { db } = ctx;
  const tags = ['invoices'];
  const opts = { onRequest: adminOnly };

  const joined = () =>
    db
      .select({ order: orders, lab: { name: labs.name, address: labs.address, email: labs.email }, patient: { name: patient.name, email: patient.email, contact: patient.contactNumber } })
      .from(orders)
      .innerJoin(labs, eq(labs.id, orders.labId))
      .innerJoin(patient, eq(patient.id, orders.patientId));

  api.get(pathOf(invoicesContract, 'getList'), { ...opts, schema: { response: { 200: z.array(invoicesContract.record) }, tags, querystring: listQuerySchema } }, async (request, reply) => {
    const plan = planList(spec, request.query);
    const { rows, total } = await runList(plan, joined().where(plan.where).orderBy(...plan.orderBy).$dynamic(), () => db.select({ n: countAll }).from(orders).innerJoin(labs, eq(labs.id, orders.labId)).innerJoin(patient, eq(patient.id, orders.patientId)).where(plan.where));
    const items = rows.map((r) => ({
      id: r.order.id,
      invoiceID: invoiceNumber(r.order.id),
      founder: r.patient.name,
      image: null,
      color: COLORS[r.order.id % COLORS.length],
      company: r.lab.name,
      invoicePrice: r.order.total,
      date: r.order.createdAt.toISOString(),
    }));
    return sendList(reply, spec, plan, items, total);
  });

  api.get(pathOf(invoicesContract, 'getOne'), { ...opts, schema: { response: { 200: invoiceDetail }, tags, params: idParam } }, async (request) => {
    const [row] = await joined().where(eq(orders.id, request.params.id));
    if (!row) throw notFound('Invoice not found.');
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, row.order.id)).orderBy(asc(orderItems.id));
    const o = row.order;
    return {
      id: o.id,
      orderId: invoiceNumber(o.id),
      company: [row.patient.name, row.patient.email, row.patient.contact].filter(Boolean).join(', '),
      shippingAddress: `${row.lab.name}, ${row.lab.address}`,
      card: o.paymentType === 'Online' ? `Card ending ${o.cardLast4 ?? '****'}` : 'Cash at lab',
      // The same as a translation key and the card's last digits, for the reader's language (docs/API.md).
      card_key: o.paymentType === 'Online' ? ('card_ending' as const) : ('cash_at_lab' as const),
      card_last4: o.paymentType === 'Online' ? (o.cardLast4 ?? '****') : null,
      email: row.patient.email,
      orderDate: o.createdAt.toISOString(),
      orderSummary: {
        items: items.map((i) => ({ id: i.id, item: i.item, price: i.price })),
        subTotal: o.subTotal,
        shipping: o.shipping,
        total: o.total,
      },
    };
  });
}
