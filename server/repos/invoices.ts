/** Invoices (designed): one per real order. The list cards and the printable detail (contracts/invoices.ts). */
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Db } from '../db/client.js';
import { labs, orderCounts, orderItems, orders, users } from '../db/schema.js';
import { notFound } from '../lib/errors.js';
import * as lists from '../lib/list.js';
import { labsNamed } from './orders.js';

const COLORS = ['primary', 'success', 'info', 'warning', 'danger'] as const;
export const invoiceNumber = (id: number) => `LH-${String(id).padStart(6, '0')}`;

const patient = alias(users, 'patient');

export const invoiceListSpec: lists.ListSpec = {
  resource: 'invoices',
  sortable: {
    id: orders.id,
    date: orders.createdAt,
    invoicePrice: orders.total,
    founder: patient.name,
    company: labs.name,
  },
  defaultSort: { field: 'id', order: 'DESC' },
  search: [patient.name, labs.name, patient.email],
  filters: {
    id: lists.filters.ids(orders.id),
    Lab_id: lists.filters.ids(orders.labId),
    date_gte: lists.filters.atOrAfter(orders.createdAt),
    date_lte: lists.filters.atOrBefore(orders.createdAt),
  },
};

const columns = {
  order: orders,
  lab: { id: labs.id, name: labs.name, address: labs.address, email: labs.email },
  patient: { name: patient.name, email: patient.email, contact: patient.contactNumber },
};

/**
 * Every order is an invoice (its lab and patient are non-null foreign keys), so the whole list's total is the number of
 * orders: the sum of the row-count table kept by triggers (migration 0006), not a COUNT(*) over the three-table join
 * (≈ 250 ms at 400,000 orders on PostgreSQL).
 */
const allOrders = sql<string>`(select coalesce(sum(${orderCounts.n}), 0) from ${orderCounts})`;

const joined = (db: Db, total: { total?: SQL<string> } = {}) =>
  db
    .select({ ...columns, ...total })
    .from(orders)
    .innerJoin(labs, eq(labs.id, orders.labId))
    .innerJoin(patient, eq(patient.id, orders.patientId));

/** A search's labs (by name) and patients (by name or email), read through their trigram indexes. */
const invoiceSearchSources = (db: Db, text: string): lists.SearchSource[] => [
  { column: orders.labId, values: labsNamed(db, text).values },
  {
    // Only patients: an order's patient_id is a patient's user (migration 0025's triggers), never a lab owner's,
    // whose user row carries the lab's name.
    column: orders.patientId,
    values: (pattern, limit) => lists.valuesOf(patientsMatching(db, pattern, limit + 1)),
  },
];

/**
 * The first `limit` patients whose name or e-mail matches an ILIKE pattern: read through the patients' trigram
 * indexes (users_patient_name_trgm_idx, users_patient_email_trgm_idx, whose predicate is this role condition).
 */
export const patientsMatching = (db: Db, pattern: string, limit: number) =>
  db
    .select({ value: users.id })
    .from(users)
    .where(and(eq(users.role, 'patient'), or(ilike(users.name, pattern), ilike(users.email, pattern))))
    .limit(limit);

export async function listInvoices(db: Db, query: lists.ListQuery) {
  const plan = lists.planList(invoiceListSpec, query);
  // A search matching few labs and patients: their orders by the orders' own indexes; a common one: the orders of its
  // first labs or patients, for the count (lib/list.ts).
  const found = await lists.searchThroughValues(db, plan, invoiceSearchSources(db, plan.searchText ?? ''));
  // Neither searched nor filtered: the total comes with the page. Otherwise a count of the matching orders.
  const whole = lists.inlineTotal(plan.paged && !plan.narrowed ? allOrders : undefined);
  const { rows, total } = await lists.runList(
    plan,
    joined(db, whole.column)
      .where(found.exact ?? plan.where)
      .orderBy(...plan.orderBy)
      .$dynamic(),
    lists.countSomeFirst(
      db,
      found.some ? () => db.select(lists.matchingRow).from(orders).where(found.some).$dynamic() : undefined,
      lists.countMatching(db, () => {
        if (found.exact || plan.searchPattern === undefined)
          return db
            .select(lists.matchingRow)
            .from(orders)
            .where(found.exact ?? plan.where)
            .$dynamic();
        // A common text whose first labs and patients have too few orders (a filter besides): counted, up to the bound,
        // walking the orders newest first with their lab and patient, as the page does. (Written as `lab_id IN (labs
        // matching) OR patient_id IN (patients matching)`, PostgreSQL could not hash the patients' subquery at 1,000,000
        // labs and tested every order against 386,826 patients: minutes, docs/PERFORMANCE.md.)
        return db
          .select(lists.matchingRow)
          .from(orders)
          .innerJoin(labs, eq(labs.id, orders.labId))
          .innerJoin(patient, eq(patient.id, orders.patientId))
          .where(plan.where)
          .orderBy(desc(orders.id))
          .$dynamic();
      }),
    ),
    db,
    whole.read,
  );
  const items = rows.map(r => ({
    id: r.order.id,
    invoiceID: invoiceNumber(r.order.id),
    founder: r.patient.name,
    image: null,
    color: COLORS[r.order.id % COLORS.length],
    Lab_id: r.order.labId,
    company: r.lab.name,
    invoicePrice: r.order.total,
    date: r.order.createdAt.toISOString(),
  }));
  return { plan, rows: items, total };
}

export async function findInvoice(db: Db, id: number) {
  const [row] = await joined(db).where(eq(orders.id, id));
  if (!row) throw notFound('Invoice not found.');
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, row.order.id))
    .orderBy(asc(orderItems.id));
  const o = row.order;
  return {
    id: o.id,
    orderId: invoiceNumber(o.id),
    company: [row.patient.name, row.patient.email, row.patient.contact].filter(Boolean).join(', '),
    shippingAddress: `${row.lab.name}, ${row.lab.address}`,
    Lab_id: row.lab.id,
    card: o.paymentType === 'Online' ? `Card ending ${o.cardLast4 ?? '****'}` : 'Cash at lab',
    // The same as a translation key and the card's last digits, for the reader's language (docs/API.md).
    card_key: o.paymentType === 'Online' ? ('card_ending' as const) : ('cash_at_lab' as const),
    card_last4: o.paymentType === 'Online' ? (o.cardLast4 ?? '****') : null,
    email: row.patient.email,
    orderDate: o.createdAt.toISOString(),
    orderSummary: {
      items: items.map(i => ({ id: i.id, item: i.item, price: i.price })),
      subTotal: o.subTotal,
      shipping: o.shipping,
      total: o.total,
    },
  };
}
