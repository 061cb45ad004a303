/** Invoices (designed, SPEC §2 Invoices): one per order; cards 12 per page, newest first; a printable detail. */
import { z } from 'zod';

import { adminOnly, defineResource } from './defineResource';
import { int, linkTo, money, num, record, text, textOrNull, timestamp, timestampAsDay } from './fields';

export const invoicesContract = defineResource({
  name: 'invoices',
  noun: { one: 'invoice', many: 'invoices' },
  id: 'id',
  record: record({
    invoiceID: text,
    founder: text,
    image: textOrNull,
    color: text,
    /** The order's lab, by its numeric id. */
    Lab_id: int,
    /** The lab's name, a link to the lab's overview by `Lab_id`. */
    company: linkTo('labs', 'text', 'Lab_id'),
    invoicePrice: money,
    /** The order's date, the invoice's due date: shown as its day. */
    date: timestampAsDay,
  }),
  list: {
    sortable: ['id', 'date', 'invoicePrice', 'founder', 'company'],
    searchable: ['founder', 'company'],
    filters: { Lab_id: { type: 'id' }, date_gte: { type: 'date' }, date_lte: { type: 'date' } },
    defaultSort: { field: 'id', order: 'DESC' },
    perPage: 12,
  },
  endpoints: {
    getList: { method: 'GET', path: '/invoices' },
    getOne: { method: 'GET', path: '/invoice/{id}' },
  },
  access: adminOnly('list', 'show', 'export'),
  export: ['id', 'invoiceID', 'founder', 'company', 'invoicePrice', 'date'],
  // The card grid (resources/invoices/InvoiceList.tsx): each card's fields — the patient, the invoice number linking to
  // the invoice, the lab's name linking to its overview, the amount and the due date (the last two labelled by their field names) — and the date range
  // beside the search.
  view: {
    columns: ['founder', 'invoiceID', 'company', 'invoicePrice', 'date'],
    filters: ['date_gte', 'date_lte'],
    alwaysOn: ['date_gte', 'date_lte'],
    show: ['founder', 'invoiceID', 'company', 'invoicePrice', 'date'],
  },
});

/** The printable detail (GET /invoice/{id}). */
export const invoiceDetail = record({
  orderId: text,
  company: text,
  shippingAddress: text,
  /** The lab's id, as the invoice cards name it: the lab address links to its overview. */
  Lab_id: int,
  card: text,
  /** The payment method as a translation key and the card's last digits, for the reader's language. */
  card_key: z.enum(['card_ending', 'cash_at_lab']),
  card_last4: textOrNull,
  email: text,
  orderDate: timestamp,
  orderSummary: z.object({
    items: z.array(record({ item: text, price: num })),
    subTotal: num,
    shipping: num,
    total: num,
  }),
});

export type InvoiceRecord = z.infer<typeof invoicesContract.record>;
