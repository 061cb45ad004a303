/**
 * Demo data for an empty, migrated database: labs across Pakistan, the test catalogue, staff, patients and a
 * realistic history of appointments, orders, complaints, reviews, financial aid, donations and notifications.
 *
 * Deterministic: every name, count, amount and status comes from a seeded PRNG (mulberry32), so the same
 * `random` seed gives the same data, whatever `now` is (only date-derived text, such as the year in a health
 * department id or a certificate title, follows the calendar). Dates are relative to `now`, so dashboards always
 * show recent activity; with the same `now` every row is identical, ids included. Only password hashes (random
 * salts) differ between runs.
 *
 * The stages (stages/) run in a fixed order, each drawing from the one PRNG, and write through one writer
 * (writer.ts) in one transaction, so a failed seed leaves the database empty (on PostgreSQL the dropped secondary
 * indexes are rebuilt just after that commit, on several connections at once). The data (names, places, the test
 * catalogue, texts) lives in fixtures/.
 */
import pg from 'pg';

import { hashPassword } from '../../lib/password.js';
import type { Db } from '../client.js';
import { users } from '../schema.js';
import { DEMO_ACCOUNTS, DEMO_SHARED_PASSWORD } from './accounts.js';
import { seedContext } from './context.js';
import { writeActivity } from './stages/activity.js';
import { writeAuditLog } from './stages/audit.js';
import { checkCatalogue, writeStaff, writeTests } from './stages/catalogue.js';
import { writeComplaints } from './stages/complaints.js';
import { writeDonations, writeFinancialAid } from './stages/finance.js';
import { planLabs, writeLabs } from './stages/labs.js';
import { writeNotifications } from './stages/notifications.js';
import { writeEqaCertificates, writeReviews } from './stages/reviews.js';
import { planAdmin, planPatients, writeUsers } from './stages/users.js';
import { type AfterCommit, openWriter } from './writer.js';

export { DEMO_ACCOUNTS, DEMO_SHARED_PASSWORD } from './accounts.js';

export const DEFAULT_SEED_LABS = 64;
export const DEFAULT_SEED_RANDOM = 20261122;

export interface SeedOptions {
  /** Number of labs, the demo lab included (default 64). Orders, reviews, notifications… scale with it. */
  labs?: number;
  /** PRNG seed (default 20261122). */
  random?: number;
  /** The reference time for every date (default: now). */
  now?: Date;
  /** Progress messages (one per table, with its time), e.g. `console.log`. */
  log?: (message: string) => void;
}

export interface SeedSummary {
  users: number;
  labs: number;
  tests: number;
  staff: number;
  services: number;
  appointments: number;
  bookedServices: number;
  orders: number;
  orderItems: number;
  complaints: number;
  reviews: number;
  eqaCertificates: number;
  financialAid: number;
  donations: number;
  notifications: number;
  auditLog: number;
}

/** True when the database already holds data (the users table has rows). */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const labCount = Math.floor(options.labs ?? DEFAULT_SEED_LABS);
  if (!Number.isFinite(labCount) || labCount < 1) throw new Error('seed: labs must be a positive integer');
  const ctx = seedContext(options.random ?? DEFAULT_SEED_RANDOM, (options.now ?? new Date()).getTime());
  checkCatalogue();
  if (await isSeeded(db)) throw new Error('seed: the database is not empty');

  // Sizes: patients, tests and staff stay modest; activity scales with the number of labs.
  const patientCount = Math.max(150, Math.round(labCount * 0.02));
  const orderTarget = Math.max(400, labCount * 4);
  const unpaidCount = Math.max(60, Math.round(orderTarget * 0.15));
  const complaintCount = Math.max(40, Math.round(labCount * 0.05));
  const aidCount = Math.max(30, Math.round(labCount * 0.01));
  const donationCount = Math.max(80, Math.round(labCount * 0.01));
  const adminNotificationTarget = Math.max(30, Math.round(labCount / 2));
  const staffCount = 25;

  const [admin, lab, shared] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.admin.password),
    hashPassword(DEMO_ACCOUNTS.lab.password),
    hashPassword(DEMO_SHARED_PASSWORD),
  ]);

  const labInfos = planLabs(ctx, labCount);
  const patientPlans = planPatients(ctx, patientCount);
  const hashes = { admin, lab, shared };
  const adminRow = planAdmin(ctx, admin);

  const summary = {} as SeedSummary;
  // PostgreSQL: the pool whose connections rebuild the indexes after the commit, several at once.
  const client = (db as unknown as { $client?: unknown }).$client;
  const pool = client instanceof pg.Pool ? client : undefined;
  let afterCommit: AfterCommit = async () => {};
  await db.transaction(async tx => {
    const w = await openWriter(tx, options.log);
    const written = await writeUsers(w, adminRow, labInfos, patientPlans, hashes);
    summary.users = written.count;
    const { patients } = written;
    summary.labs = await writeLabs(w, labInfos);

    const { count: testCount, testIds } = await writeTests(ctx, w);
    summary.tests = testCount;
    summary.staff = await writeStaff(ctx, w, staffCount, shared);
    const serviceLabs = labInfos.filter(l => l.row.verified);
    // Services, appointments, booked services, orders and order items: generated in the database.
    const { counts, reader: activity } = await writeActivity(ctx, w, labInfos, patients, testIds, {
      paid: orderTarget,
      unpaid: unpaidCount,
    });
    Object.assign(summary, counts);

    const reviews = await writeReviews(ctx, w, serviceLabs, patients);
    summary.reviews = reviews.count;
    summary.eqaCertificates = await writeEqaCertificates(ctx, w, serviceLabs);
    const complaints = await writeComplaints(ctx, w, activity, complaintCount);
    summary.complaints = complaints.length;
    const aid = await writeFinancialAid(ctx, w, activity, aidCount);
    summary.financialAid = aid.length;
    summary.donations = await writeDonations(ctx, w, donationCount);
    summary.notifications = await writeNotifications(ctx, w, adminNotificationTarget, {
      labInfos,
      aid,
      complaints,
      activity,
      demoReviews: reviews.demoReviews,
    });
    summary.auditLog = await writeAuditLog(ctx, w, labInfos);
    afterCommit = await w.finish(pool);
  });
  await afterCommit();

  // Summary keys in table order, as the CLI prints them.
  const order: (keyof SeedSummary)[] = [
    'users',
    'labs',
    'tests',
    'staff',
    'services',
    'appointments',
    'bookedServices',
    'orders',
    'orderItems',
    'complaints',
    'reviews',
    'eqaCertificates',
    'financialAid',
    'donations',
    'notifications',
    'auditLog',
  ];
  return Object.fromEntries(order.map(k => [k, summary[k]])) as unknown as SeedSummary;
}
