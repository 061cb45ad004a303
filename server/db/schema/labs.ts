/** Labs and what they offer: the labs, their logos, reviews and E-QA certificates, the test catalogue and the labs' services. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { createdAt } from './columns.js';
import { users } from './people.js';

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
    // A state's labs by name, with the id: the whole list's page in its (name, id) order, and the state's ids read
    // from the index alone (index-only) when a search's count joins them to lab_search's matches.
    index('labs_state_name_id_idx').on(t.verified, t.isActive, t.name, t.id),
    index('labs_created_idx').on(t.createdAt),
    // The list sorted by city, by verified or by active walks these in its (column, id) order: a few dozen cities and
    // two states each hold tens of thousands of labs, which `(city)` alone left to sort (0.85–1 s at 1,000,000 labs).
    index('labs_city_id_idx').on(t.city, t.id),
    index('labs_verified_id_idx').on(t.verified, t.id),
    index('labs_active_id_idx').on(t.isActive, t.id),
    // The list filters `email=` and `city=` compare case-insensitively (lib/list.ts filters.textCaseless): the
    // records' references by email (History's lab names) and a city's labs read these, not every lab.
    index('labs_email_lower_idx').on(sql`lower(${t.email})`),
    index('labs_city_lower_idx').on(sql`lower(${t.city})`),
    index('labs_name_lower_idx').on(sql`lower(${t.name})`),
    // The global search (server/repos/search.ts): exact phone, and a name prefix in byte order for one or two letters.
    index('labs_contact_idx').on(t.contactNumber),
    index('labs_name_prefix_idx').on(sql`lower(${t.name}) collate "C"`, t.id),
    // The invoices' search (server/repos/invoices.ts): a lab's name containing the text (ILIKE, pg_trgm).
    index('labs_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** Uploaded lab logos, served by the API at /api/profiles/logo/{id}. */
export const logos = pgTable(
  'logos',
  {
    id: serial('id').primaryKey(),
    labId: integer('lab_id')
      .notNull()
      .references(() => labs.id, { onDelete: 'cascade' }),
    mimeType: text('mime_type').notNull(),
    content: text('content_base64').notNull(),
    createdAt: createdAt(),
  },
  // A foreign key's delete or set-null (a lab, a test, a user deleted) finds the rows it changes through an index
  // on its column: without one, deleting a lab at a million labs scanned millions of rows (17–20 s).
  t => [index('logos_lab_idx').on(t.labId)],
);

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
  t => [index('reviews_lab_idx').on(t.labId, t.createdAt), index('reviews_patient_idx').on(t.patientId)],
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
    /**
     * When an administrator deleted the test: it is gone from the catalogue, its title free; the row itself goes once
     * its services and order items no longer name it (repos/tests.ts purgeDeletedTests).
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  t => [
    index('tests_title_idx').on(t.title, t.id),
    index('tests_title_lower_idx').on(sql`lower(${t.title})`),
    // The global search (server/repos/search.ts): a title prefix in byte order, contained text (pg_trgm GIN), and the
    // nearest of many by word similarity (GiST, as the patients').
    index('tests_title_prefix_idx').on(sql`lower(${t.title}) collate "C"`, t.id),
    index('tests_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    index('tests_title_gist_idx').using('gist', sql`(lower(${t.title}) collate "C") gist_trgm_ops(siglen=64)`),
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
  t => [index('services_lab_idx').on(t.labId), index('services_test_idx').on(t.testId)],
);
