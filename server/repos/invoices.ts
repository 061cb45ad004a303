/** Invoices (designed): one per real order. The list cards and the printable detail (contracts/invoices.ts). */
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Db } from '../db/client.js';
import { labs, orderCounts, orderItems, orders, users } from '../db/schema.js';
import { notFound } from '../lib/errors.js';
import * as lists from '../lib/list.js';
import { labsNamed, orderLabNamed } from './orders.js';

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

/**
 * The orders with their labs and patients. An order's patient is always a patient (migration 0025's triggers): said in
 * the join (`byPatientName`), the page sorted by founder walks the patients' partial name index (users_patient_name_idx)
 * and their orders: 9 s → 44–80 ms at 1,000,000 labs. Not for the other sorts: PostgreSQL then estimates 2 % of the
 * orders joined and sorted the page by price through a hash join past the statement timeout (docs/PERFORMANCE.md).
 */
const joined = (db: Db, total: { total?: SQL<string> } = {}, byPatientName = false) =>
  db
    .select({ ...columns, ...total })
    .from(orders)
    .innerJoin(labs, eq(labs.id, orders.labId))
    .innerJoin(
      patient,
      byPatientName
        ? and(eq(patient.id, orders.patientId), eq(patient.role, 'patient'))
        : eq(patient.id, orders.patientId),
    );

/** The sorts whose first page walks the orders by an index of their own (orders_pkey, orders_created_idx). */
const ORDER_WALKS = new Set(['id', 'date']);

/**
 * A search's patients (by name or email) and labs (by name), read through their indexes. The patients come first (at
 * most a few tens of thousands, a bounded trigram read): a common lab name that matches no patient (`lahore`) is then
 * the whole search, the lab's name alone (SearchValues.narrowed), which the page sorted by company tests on the labs'
 * name index as it walks them (`lahore` at 1,000,000 labs: the OR over the three joined columns joined 49,375 orders
 * of the first 12,313 labs to find 10, ≈ 1 s; docs/PERFORMANCE.md), and the other sorts on each order's lab.
 */
const invoiceSearchSources = (db: Db, text: string, sortField: string): lists.SearchSource[] => [
  {
    // Only patients: an order's patient_id is a patient's user (migration 0025's triggers), never a lab owner's,
    // whose user row carries the lab's name.
    column: orders.patientId,
    values: (pattern, limit) => lists.valuesOf(patientsMatching(db, pattern, limit + 1)),
  },
  {
    column: orders.labId,
    values: labsNamed(db, text).values,
    // Sorted by an order's own index (id, date) the page walks the orders and tests each one's lab; otherwise on the
    // joined labs, which the planner can join by hash.
    condition: pattern => (ORDER_WALKS.has(sortField) ? orderLabNamed(pattern) : ilike(labs.name, pattern)),
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
  const found = await lists.searchThroughValues(
    db,
    plan,
    invoiceSearchSources(db, plan.searchText ?? '', plan.sort.field),
  );
  // Neither searched nor filtered: the total comes with the page. Otherwise a count of the matching orders.
  const whole = lists.inlineTotal(plan.paged && !plan.narrowed ? allOrders : undefined);
  const { rows, total } = await lists.runList(
    plan,
    joined(db, whole.column, plan.sort.field === 'founder')
      .where(found.exact ?? found.narrowed ?? plan.where)
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
