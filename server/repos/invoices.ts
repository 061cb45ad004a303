/** Invoices (designed): one per real order. The list cards and the printable detail (contracts/invoices.ts). */
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Db } from '../db/client.js';
import { labs, orderCounts, orderItems, orders, users } from '../db/schema.js';
import { notFound } from '../lib/errors.js';
import * as lists from '../lib/list.js';

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
  lab: { name: labs.name, address: labs.address, email: labs.email },
  patient: { name: patient.name, email: patient.email, contact: patient.contactNumber },
};

/**
 * Every order is an invoice (its lab and patient are non-null foreign keys), so the whole list's total is the number of
 * orders: the sum of the row-count table kept by triggers (migration 0006), not a COUNT(*) over the three-table join
 * (≈ 250 ms at 400,000 orders on PostgreSQL).
 */
const allOrders = sql<string>`(select coalesce(sum(${orderCounts.n}), 0) from ${orderCounts})`;

/**
 * A search's count: the orders whose lab, or whose patient, matches (each order has one of each), found by reading the
 * labs and the users once each, where the page's condition tests three columns on every order joined to its lab and
 * patient (`q=lahore`, 72,897 of 400,000 orders on PostgreSQL: the count ≈ 1 s → docs/PERFORMANCE.md). Only for the
 * count: as the page's condition the planner misjudged how many orders it keeps and chose a nested loop for a page
 * sorted by lab name (6.6 s); the page stops at its rows, so its join is cheap.
 */
const matchingOrders = (pattern: string) =>
  or(
    inArray(orders.labId, sql`(select ${labs.id} from ${labs} where ${ilike(labs.name, pattern)})`),
    inArray(
      orders.patientId,
      sql`(select ${users.id} from ${users} where ${or(ilike(users.name, pattern), ilike(users.email, pattern))})`,
    ),
  );

const joined = (db: Db, total: { total?: SQL<string> } = {}) =>
  db
    .select({ ...columns, ...total })
    .from(orders)
    .innerJoin(labs, eq(labs.id, orders.labId))
    .innerJoin(patient, eq(patient.id, orders.patientId));

/** A search's labs (by name) and patients (by name or email), read through their trigram indexes. */
const invoiceSearchSources = (db: Db): lists.SearchSource[] => [
  {
    column: orders.labId,
    values: (pattern, limit) =>
      lists.valuesOf(
        db
          .select({ value: labs.id })
          .from(labs)
          .where(ilike(labs.name, pattern))
          .limit(limit + 1),
      ),
  },
  {
    column: orders.patientId,
    values: (pattern, limit) =>
      lists.valuesOf(
        db
          .select({ value: users.id })
          .from(users)
          .where(or(ilike(users.name, pattern), ilike(users.email, pattern)))
          .limit(limit + 1),
      ),
  },
];

export async function listInvoices(db: Db, query: lists.ListQuery) {
  const plan = lists.planList(invoiceListSpec, query);
  // A search matching few labs and patients: their orders by the orders' own indexes (lib/list.ts).
  const fewMatches = await lists.searchThroughValues(plan, invoiceSearchSources(db));
  // Neither searched nor filtered: the total comes with the page. Otherwise a count of the orders alone (a search's
  // matches found as above).
  const whole = lists.inlineTotal(plan.paged && !plan.narrowed ? allOrders : undefined);
  const { rows, total } = await lists.runList(
    plan,
    joined(db, whole.column)
      .where(fewMatches ?? plan.where)
      .orderBy(...plan.orderBy)
      .$dynamic(),
    lists.countMatching(db, () =>
      db
        .select(lists.matchingRow)
        .from(orders)
        .where(
          fewMatches ??
            (plan.searchPattern === undefined
              ? plan.where
              : and(plan.whereBesidesSearch, matchingOrders(plan.searchPattern))),
        )
        .$dynamic(),
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
