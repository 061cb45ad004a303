/**
 * The marketplace database. One schema for both engines (PGlite and PostgreSQL).
 * Amounts are whole rupees (PKR) stored as integers. Column names are snake_case; the API
 * shapes (SPEC §3 keys such as `Title`, `Lab_id`) are built in the repository modules.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Everyone who can be named: admins, lab users and patients. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'lab', 'patient'] }).notNull(),
    contactNumber: text('contact_number'),
    gender: text('gender', { enum: ['male', 'female'] }),
    verified: boolean('verified').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    /** The account's latest sign-in (a new session), shown in the administrators' list; null before the first. */
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  t => [
    uniqueIndex('users_email_uq').on(t.email),
    index('users_role_idx').on(t.role),
    // The global search's patients (server/repos/search.ts): exact phone, name prefix, contained text (pg_trgm).
    index('users_contact_idx').on(t.contactNumber),
    index('users_patient_name_idx')
      .on(t.name, t.id)
      .where(sql`role = 'patient'`),
    index('users_patient_prefix_idx')
      .on(sql`lower(${t.name}) collate "C"`, t.id)
      .where(sql`role = 'patient'`),
    index('users_patient_search_trgm_idx')
      .using('gin', sql`${patientSearchText(t)} gin_trgm_ops`)
      .where(sql`role = 'patient'`),
    // The invoices' search (server/repos/invoices.ts): a patient's name or email containing the text (ILIKE, pg_trgm).
    index('users_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);

/** The text the global search looks in for a patient: name, email and phone, lower-cased (trigram-indexed). */
export function patientSearchText(t: { name: AnyPgColumn; email: AnyPgColumn; contactNumber: AnyPgColumn }) {
  return sql`(lower(${t.name} || ' ' || ${t.email} || ' ' || coalesce(${t.contactNumber}, '')))`;
}

/** The text the global search looks in for a staff member: name, CNIC and phone, lower-cased (trigram-indexed). */
export function staffSearchText(t: { name: AnyPgColumn; cnic: AnyPgColumn; contactNumber: AnyPgColumn }) {
  return sql`(lower(${t.name} || ' ' || ${t.cnic} || ' ' || ${t.contactNumber}))`;
}

/**
 * The text the lab search `q` looks in: name, email, city, address and contact number, lower-cased, as one string. The
 * trigram index labs_search_trgm_idx is built on this very expression, so `labSearchText(labs) LIKE '%…%'` is answered
 * from the index (a count over 100,000 labs in ≈ 25 ms instead of ≈ 120 ms for five ILIKEs; see docs/PERFORMANCE.md).
 */
export function labSearchText(t: {
  name: AnyPgColumn;
  email: AnyPgColumn;
  city: AnyPgColumn;
  address: AnyPgColumn;
  contactNumber: AnyPgColumn;
}) {
  return sql`(lower(${t.name} || ' ' || ${t.email} || ' ' || ${t.city} || ' ' || ${t.address} || ' ' || ${t.contactNumber}))`;
}

export const labs = pgTable(
  'labs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    labname: text('labname').notNull(),
    logo: text('logo'),
    address: text('address').notNull(),
    city: text('city').notNull(),
    landlineNumber: text('landline_number').notNull(),
    contactNumber: text('contact_number').notNull(),
    healthDepartmentId: text('health_department_id'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    verified: boolean('verified').notNull().default(false),
    createdAt: createdAt(),
  },
  t => [
    uniqueIndex('labs_email_uq').on(t.email),
    uniqueIndex('labs_user_uq').on(t.userId),
    index('labs_name_idx').on(t.name, t.id),
    index('labs_state_name_idx').on(t.verified, t.isActive, t.name),
    index('labs_created_idx').on(t.createdAt),
    index('labs_city_idx').on(t.city),
    index('labs_name_lower_idx').on(sql`lower(${t.name})`),
    // Trigram index (pg_trgm) behind the lab search `q`: see labSearchText.
    index('labs_search_trgm_idx').using('gin', sql`${labSearchText(t)} gin_trgm_ops`),
    // The global search (server/repos/search.ts): exact phone, and a name prefix in byte order for one or two letters.
    index('labs_contact_idx').on(t.contactNumber),
    index('labs_name_prefix_idx').on(sql`lower(${t.name}) collate "C"`, t.id),
    // The invoices' search (server/repos/invoices.ts): a lab's name containing the text (ILIKE, pg_trgm).
    index('labs_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** Uploaded lab logos, served by the API at /api/profiles/logo/{id}. */
export const logos = pgTable('logos', {
  id: serial('id').primaryKey(),
  labId: integer('lab_id')
    .notNull()
    .references(() => labs.id, { onDelete: 'cascade' }),
  mimeType: text('mime_type').notNull(),
  content: text('content_base64').notNull(),
  createdAt: createdAt(),
});

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    labId: integer('lab_id')
      .notNull()
      .references(() => labs.id, { onDelete: 'cascade' }),
    patientId: integer('patient_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    review: text('review').notNull(),
    rating: integer('rating').notNull(),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  t => [index('reviews_lab_idx').on(t.labId, t.createdAt)],
);

export const eqaCertificates = pgTable(
  'eqa_certificates',
  {
    id: serial('id').primaryKey(),
    labId: integer('lab_id')
      .notNull()
      .references(() => labs.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    issuer: text('issuer').notNull(),
    issuedOn: timestamp('issued_on', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  t => [index('eqa_lab_idx').on(t.labId)],
);

/** The platform's test catalogue. */
export const tests = pgTable(
  'tests',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    preConditions: text('pre_conditions').notNull(),
    lowerPriceLimit: integer('lower_price_limit').notNull(),
    upperPriceLimit: integer('upper_price_limit').notNull(),
    avgDuration: text('avg_duration').notNull(),
    createdAt: createdAt(),
  },
  t => [
    index('tests_title_idx').on(t.title, t.id),
    index('tests_title_lower_idx').on(sql`lower(${t.title})`),
    // The global search (server/repos/search.ts): a title prefix in byte order, and contained text (pg_trgm).
    index('tests_title_prefix_idx').on(sql`lower(${t.title}) collate "C"`, t.id),
    index('tests_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
  ],
);

/** The platform's own staff (registered by administrators). */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    contactNumber: text('contact_number').notNull(),
    cnic: text('cnic').notNull(),
    passwordHash: text('password_hash').notNull(),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
  },
  t => [
    uniqueIndex('staff_email_uq').on(t.email),
    index('staff_name_idx').on(t.name, t.id),
    // The global search (server/repos/search.ts): exact CNIC and phone, a name prefix, contained text (pg_trgm).
    index('staff_cnic_idx').on(t.cnic),
    index('staff_contact_idx').on(t.contactNumber),
    index('staff_name_prefix_idx').on(sql`lower(${t.name}) collate "C"`, t.id),
    index('staff_search_trgm_idx').using('gin', sql`${staffSearchText(t)} gin_trgm_ops`),
  ],
);

/** What a lab offers: a catalogue test at the lab's price, with optional home sampling and pathologist call. */
export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    labId: integer('lab_id')
      .notNull()
      .references(() => labs.id, { onDelete: 'cascade' }),
    testId: integer('test_id').references(() => tests.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    price: integer('price').notNull(),
    homeSamplingPrice: integer('home_sampling_price').notNull(),
    communicationPrice: integer('communication_price').notNull(),
    createdAt: createdAt(),
  },
  t => [index('services_lab_idx').on(t.labId)],
);

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
  t => [index('booked_services_appointment_idx').on(t.appointmentId)],
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
    index('orders_created_idx').on(t.createdAt),
    index('orders_lab_idx').on(t.labId),
    index('orders_type_id_idx').on(t.paymentType, t.id),
    // A lab user's global search: the patients who ordered at its lab.
    index('orders_patient_lab_idx').on(t.patientId, t.labId),
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
  },
  t => [index('order_items_order_idx').on(t.orderId)],
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
  t => [index('complaints_created_idx').on(t.createdAt), index('complaints_status_idx').on(t.status)],
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
  t => [index('notifications_user_date_idx').on(t.userId, t.date), index('notifications_read_idx').on(t.read)],
);

export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    registrationId: text('registration_id').notNull(),
    userEmail: text('user_email').notNull(),
    type: text('type').notNull(),
    createdAt: createdAt(),
  },
  t => [uniqueIndex('devices_registration_uq').on(t.registrationId)],
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

/**
 * Signed-in sessions: one per sign-in. The refresh token names its row and carries a secret of which only
 * the SHA-256 is kept here; every access token names its session too, so ending a session (sign-out, a blocked or
 * deleted account, a restore, which empties this table) ends every token of it at once. Not in backups.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refreshHash: text('refresh_hash').notNull(),
    /** The refresh token's secret before the last rotation, accepted for a grace period (tabs that refresh together). */
    previousHash: text('previous_hash'),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    /** Where the session was opened: shown to its owner ("my sessions"). */
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  t => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * What a signed-in person keeps of the app's screens on the server, so it follows them to another device: react-admin
 * store values by key (saved list views, chosen columns), each a JSON value of limited size (server/repos/preferences.ts).
 * Backed up with the accounts; removed with their user.
 */
export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  t => [primaryKey({ columns: [t.userId, t.key], name: 'user_preferences_pk' })],
);

/**
 * Counters of the rate limits and the sign-in throttle, shared by every API process on PostgreSQL (fixed windows:
 * `hits` since `window_start`). PGlite keeps them in memory (one process). Not in backups.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  t => [index('rate_limits_expires_idx').on(t.expiresAt)],
);

/**
 * Counts the committed writes of every API process (moved by each writer before it answers; read by every request
 * before a cache is consulted): read-after-write across processes on PostgreSQL (server/app.ts).
 */
export const writeSequence = pgSequence('labhub_write_seq');

/**
 * Exact row counts of the unfiltered lists, kept by statement-level triggers on labs and orders (migration
 * 0006_list_row_counts.sql): a list's total is a sum over a few of these rows, read in the page's own statement
 * (server/lib/list.ts `inlineTotal`), instead of a COUNT(*) over every matching row. Never written by the API.
 */
export const labCounts = pgTable(
  'lab_counts',
  {
    verified: boolean('verified').notNull(),
    isActive: boolean('is_active').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  t => [primaryKey({ name: 'lab_counts_pk', columns: [t.verified, t.isActive] })],
);

/**
 * Each lab's search text (labSearchText: name, email, city, address and contact number, lower-cased), kept by triggers
 * on labs (migration 0006) and trigram-indexed: the exact count of a lab search reads these narrow rows instead of
 * re-computing the expression over the labs' own rows. Never written by the API.
 */
export const labSearch = pgTable(
  'lab_search',
  {
    id: integer('id')
      .primaryKey()
      .references(() => labs.id, { onDelete: 'cascade' }),
    /** The lab's name: a search sorted by name walks lab_search_name_idx (migration 0007). */
    name: text('name').notNull(),
    text: text('text').notNull(),
  },
  t => [
    index('lab_search_trgm_idx').using('gin', sql`${t.text} gin_trgm_ops`),
    index('lab_search_name_idx').on(t.name, t.id),
  ],
);

/**
 * Users by role, gender ('' for none) and verified flag, kept by statement-level triggers on users (migration
 * 0009_user_counts.sql): the user statistics and the dashboard's user figures read a few rows, whatever the number of
 * users. Never written by the API.
 */
export const userCounts = pgTable(
  'user_counts',
  {
    role: text('role').notNull(),
    gender: text('gender').notNull(),
    verified: boolean('verified').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  t => [primaryKey({ name: 'user_counts_pk', columns: [t.role, t.gender, t.verified] })],
);

/** Orders by payment type (payables: Online, receivables: Cash) and both statuses: see labCounts. */
export const orderCounts = pgTable(
  'order_counts',
  {
    paymentType: text('payment_type').notNull(),
    status: text('status').notNull(),
    receivableStatus: text('receivable_status').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    /** Sums of the orders' total and commission (rupees) in this key: the dashboard's and receivables' money figures. */
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    commission: bigint('commission', { mode: 'number' }).notNull().default(0),
  },
  t => [primaryKey({ name: 'order_counts_pk', columns: [t.paymentType, t.status, t.receivableStatus] })],
);

export const schema = {
  users,
  labs,
  logos,
  reviews,
  eqaCertificates,
  tests,
  staff,
  services,
  appointments,
  bookedServices,
  orders,
  orderItems,
  complaints,
  financialAid,
  donations,
  notifications,
  devices,
  auditLog,
  userPreferences,
  sessions,
  rateLimits,
  labCounts,
  orderCounts,
  userCounts,
  labSearch,
};
