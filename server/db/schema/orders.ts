/** Appointments and their orders, and what follows them: complaints, financial aid, donations, notifications, the audit log. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { createdAt } from './columns.js';
import { labs, services, tests } from './labs.js';
import { users } from './people.js';

export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    labId: integer('lab_id')
      .notNull()
      .references(() => labs.id, { onDelete: 'cascade' }),
    patientType: text('patient_type').notNull(),
    /** Name and contact of the person tested when PatientType is not 'Self'. */
    name: text('name'),
    contact: text('contact'),
    price: integer('price').notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  t => [index('appointments_lab_idx').on(t.labId), index('appointments_patient_idx').on(t.patientId)],
);

export const bookedServices = pgTable(
  'booked_services',
  {
    id: serial('id').primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    requestedTime: timestamp('requested_time', { withTimezone: true }).notNull(),
    labNote: text('lab_note'),
    homeSampling: boolean('home_sampling').notNull(),
    communication: boolean('communication').notNull(),
  },
  t => [
    index('booked_services_appointment_idx').on(t.appointmentId),
    index('booked_services_service_idx').on(t.serviceId),
  ],
);

/**
 * Paid appointments. PaymentType 'Online' orders were collected by the platform, which owes the lab
 * (accounts payable); 'Cash' orders were collected by the lab, which owes the platform its commission
 * (accounts receivable).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    labId: integer('lab_id')
      .notNull()
      .references(() => labs.id, { onDelete: 'cascade' }),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentType: text('payment_type').notNull(),
    cardLast4: text('card_last4'),
    subTotal: integer('sub_total').notNull(),
    shipping: integer('shipping').notNull(),
    total: integer('total').notNull(),
    commission: integer('commission').notNull(),
    status: text('status').notNull(),
    receivableStatus: text('receivable_status').notNull(),
    createdAt: createdAt(),
  },
  t => [
    // With the id: the newest day's orders share timestamps (12,139 of them the same instant at 1,000,000 labs), which
    // a page sorted by date then by id had to sort; (created_at, id) gives that order.
    index('orders_created_idx').on(t.createdAt, t.id),
    // A lab's orders; with their payment type, a common search's count of the payables or receivables of its first
    // labs reads the index alone (lib/list.ts countSomeFirst).
    index('orders_lab_type_idx').on(t.labId, t.paymentType),
    index('orders_type_id_idx').on(t.paymentType, t.id),
    // The pages sorted by an amount or a status (invoices by price; payables and receivables by Total, Commission or
    // Status) walk these instead of sorting every order: 2.8–12 s at 1,000,000 labs (docs/PERFORMANCE.md).
    index('orders_total_idx').on(t.total, t.id),
    index('orders_commission_idx').on(t.commission, t.id),
    index('orders_status_idx').on(t.status, t.id),
    index('orders_receivable_status_idx').on(t.receivableStatus, t.id),
    // A lab user's global search: the patients who ordered at its lab.
    index('orders_patient_lab_idx').on(t.patientId, t.labId),
    // An appointment deleted (with its lab) sets its orders' appointment_id to null through this.
    index('orders_appointment_idx').on(t.appointmentId),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    testId: integer('test_id').references(() => tests.id, { onDelete: 'set null' }),
    item: text('item').notNull(),
    price: integer('price').notNull(),
    /**
     * The first day of the order's UTC month of creation, kept by triggers (migration 0019_item_months.sql): set from
     * the order on every insert and on a change of order_id, moved when the order's created_at changes month. It lets
     * item_months' triggers read each item's month from the item alone, also when its order is deleted with it.
     */
    orderMonth: date('order_month', { mode: 'string' }).notNull(),
  },
  t => [index('order_items_order_idx').on(t.orderId), index('order_items_test_idx').on(t.testId)],
);

export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    labId: integer('lab_id').references(() => labs.id, { onDelete: 'set null' }),
    patientId: integer('patient_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    status: text('status').notNull(),
    description: text('description').notNull(),
    response: text('response'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  t => [
    index('complaints_created_idx').on(t.createdAt),
    // The list sorted by status or type (a few values, thousands of complaints each) walks these in the page's
    // (column, id) order instead of sorting a value's complaints (270–290 ms at 1,000,000 labs).
    index('complaints_status_idx').on(t.status, t.id),
    index('complaints_type_idx').on(t.type, t.id),
    index('complaints_lab_idx').on(t.labId),
    index('complaints_patient_idx').on(t.patientId),
  ],
);

/**
 * Each complaint's search text (migration 0035): its type, status and description, its lab's name and its patient's
 * name and email, joined by U+001F (which no search text of the list may hold: repos/feedbacks.ts), trigram-indexed,
 * and its lab's name itself (0036), indexed with the id for the list's lab-name sort.
 * Kept by statement triggers on complaints (insert, update), labs (a name changed) and users (a name or email
 * changed), and by the foreign key's cascade (delete); never written by the API. A complaints search is one trigram
 * lookup here instead of a search through the labs and patients so named.
 */
export const complaintSearch = pgTable(
  'complaint_search',
  {
    id: integer('id')
      .primaryKey()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /**
     * The text with every character but a letter or digit replaced by `q`: one run of letters and digits, so that
     * every three consecutive characters of a search text are a trigram of its index (pg_trgm splits a text into
     * words at the others: `al-m` would be the trigrams of `al` and `m`, held by half the complaints).
     */
    grams: text('grams')
      .notNull()
      .generatedAlwaysAs(sql`regexp_replace(text, '[^[:alnum:]]', 'q', 'g')`),
    /**
     * The complaint's lab's name as the lab holds it (null without a lab; migration 0036): the list's lab-name sort
     * and its shown name, read here instead of from the labs.
     */
    labName: text('lab_name'),
  },
  t => [
    index('complaint_search_grams_idx').using('gin', sql`${t.grams} gin_trgm_ops`),
    index('complaint_search_lab_name_idx').on(t.labName, t.id),
  ],
);

export const financialAid = pgTable(
  'financial_aid',
  {
    id: serial('id').primaryKey(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    requestTime: timestamp('request_time', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').notNull(),
    phoneNumber: text('phone_number').notNull(),
    address: text('address').notNull(),
    description: text('description').notNull(),
    rejectReason: text('reject_reason'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  t => [
    index('financial_aid_status_idx').on(t.status),
    index('financial_aid_time_idx').on(t.requestTime),
    index('financial_aid_patient_idx').on(t.patientId),
    // One pending request per appointment, enforced by the database (concurrent requests: one wins, the rest 409).
    uniqueIndex('financial_aid_one_pending_uq')
      .on(t.appointmentId)
      .where(sql`${t.status} = 'Pending Response'`),
  ],
);

export const donations = pgTable(
  'donations',
  {
    id: serial('id').primaryKey(),
    time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
    donorName: text('donor_name').notNull(),
    donorEmail: text('donor_email').notNull(),
    amount: integer('amount').notNull(),
  },
  t => [index('donations_time_idx').on(t.time)],
);

/** A notification with no user is addressed to the administrators. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    type: text('type').notNull(),
    refId: text('ref_id'),
    read: boolean('read').notNull().default(false),
    /** The text as a translation key and its parameters; null on rows written before: title/body stand. */
    messageKey: text('message_key'),
    params: jsonb('params').$type<Record<string, string | number>>(),
  },
  t => [
    // A user's notifications page by date, in the page's (date, id) order.
    index('notifications_user_date_idx').on(t.userId, t.date, t.id),
    // The administrators' notifications page by date and by title (user_id is null, below), in the page's order: the
    // 500,000 of 1,000,000 labs were sorted for each page (120–195 ms, docs/PERFORMANCE.md).
    index('notifications_admin_date_idx')
      .on(t.date, t.id)
      .where(sql`${t.userId} is null`),
    index('notifications_admin_title_idx')
      .on(t.title, t.id)
      .where(sql`${t.userId} is null`),
    index('notifications_read_idx').on(t.read),
    // The bell's page, newest unread first, read in index order: a user's (user_id = …), and the administrators'
    // (user_id is null: not an equality, so (user_id, date) cannot give the date order).
    index('notifications_unread_user_date_idx')
      .on(t.userId, t.date)
      .where(sql`not ${t.read}`),
    index('notifications_unread_admin_date_idx')
      .on(t.date)
      .where(sql`${t.userId} is null and not ${t.read}`),
  ],
);

/** Who did what to which record, when. Written in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorEmail: text('actor_email').notNull(),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    details: jsonb('details'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  t => [index('audit_entity_idx').on(t.entity, t.entityId, t.at), index('audit_at_idx').on(t.at)],
);
