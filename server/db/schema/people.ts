/** People and their sessions: users, the platform's staff, devices, signed-in sessions, saved preferences, rate counters. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { createdAt, patientSearchText, staffSearchText } from './columns.js';

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
    // The global search's patients (server/repos/search.ts): exact phone, name prefix, contained text (pg_trgm GIN), and
    // the nearest of many by word similarity (GiST on the text in byte collation: server/repos/search.ts `nearest`).
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
    index('users_patient_search_gist_idx')
      .using('gist', sql`(${patientSearchText(t)} collate "C") gist_trgm_ops(siglen=64)`)
      .where(sql`role = 'patient'`),
    // The invoices' search (server/repos/invoices.ts): a patient's name or email containing the text (ILIKE, pg_trgm).
    // Patients only, as that search asks: the labs' own users (one per lab) are not in them.
    index('users_patient_name_trgm_idx')
      .using('gin', sql`${t.name} gin_trgm_ops`)
      .where(sql`role = 'patient'`),
    index('users_patient_email_trgm_idx')
      .using('gin', sql`${t.email} gin_trgm_ops`)
      .where(sql`role = 'patient'`),
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
    // The global search (server/repos/search.ts): exact CNIC and phone, a name prefix, contained text (pg_trgm GIN), and
    // the nearest of many by word similarity (GiST, as the patients').
    index('staff_cnic_idx').on(t.cnic),
    index('staff_contact_idx').on(t.contactNumber),
    index('staff_name_prefix_idx').on(sql`lower(${t.name}) collate "C"`, t.id),
    index('staff_search_trgm_idx').using('gin', sql`${staffSearchText(t)} gin_trgm_ops`),
    index('staff_search_gist_idx').using('gist', sql`(${staffSearchText(t)} collate "C") gist_trgm_ops(siglen=64)`),
  ],
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
