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
 * The stages (stages/) run in a fixed order, each drawing from the one PRNG, and write through the writer (writer.ts)
 * in one transaction on PGlite; on PostgreSQL in two (the users, labs, catalogue and staff, then the history), the
 * first one's dropped indexes building on other connections while the second runs, the second's after its commit. A
 * failed seed leaves the database empty (a seed stopped between the two commits is emptied by the next one). The data (names, places, the test
 * catalogue, texts) lives in fixtures/.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';

import { hashPassword } from '../../lib/password.js';
import type { Db } from '../client.js';
import { users } from '../schema.js';
import { DEMO_ACCOUNTS, DEMO_SHARED_PASSWORD } from './accounts.js';
import { type PatientInfo, seedContext } from './context.js';
import { writeActivity } from './stages/activity.js';
import { writeAuditLog } from './stages/audit.js';
import { checkCatalogue, writeStaff, writeTests } from './stages/catalogue.js';
import { writeComplaints } from './stages/complaints.js';
import { writeDonations, writeFinancialAid } from './stages/finance.js';
import { planLabs, writeLabs } from './stages/labs.js';
import { writeNotifications } from './stages/notifications.js';
import { type DemoReview, writeEqaCertificates, writeReviews } from './stages/reviews.js';
import { planAdmin, planPatients, writeUsers } from './stages/users.js';
import {
  HISTORY_TABLES,
  IndexBuilder,
  openWriter,
  PENDING_HISTORY,
  PENDING_INDEXES,
  PEOPLE_TABLES,
  refillApart,
  repairInterruptedSeed,
  REVIEW_TABLES,
  type Writer,
} from './writer.js';

export { DEMO_ACCOUNTS, DEMO_SHARED_PASSWORD } from './accounts.js';

export const DEFAULT_SEED_LABS = 64;

/** The labs' word triggers, whose refill (the words of every lab) runs beside the history on PostgreSQL. */
const LAB_WORD_TRIGGERS = ['lab_words_insert', 'lab_word_list_insert'];
export const DEFAULT_SEED_RANDOM = 20261122;

/** Index builds at once on PostgreSQL while the history's transaction writes (the words' refill adds one). */
const BESIDE_HISTORY = 1;

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

  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const labInfos = planLabs(ctx, labCount);
  const patientPlans = planPatients(ctx, patientCount);
  const { user, system } = process.cpuUsage(cpu0);
  options.log?.(
    `labs and patients planned in ${Math.round(performance.now() - t0)} ms; CPU seeder ${((user + system) / 1e6).toFixed(1)} s`,
  );
  const hashes = { admin, lab, shared };
  const adminRow = planAdmin(ctx, admin);

  const summary = {} as SeedSummary;
  const log = options.log;

  /** The users, labs, catalogue and staff. */
  const writePeople = async (w: Writer) => {
    const written = await writeUsers(w, adminRow, labInfos, patientPlans, hashes);
    summary.users = written.count;
    summary.labs = await writeLabs(w, labInfos);
    const { count: testCount, testIds } = await writeTests(ctx, w);
    summary.tests = testCount;
    summary.staff = await writeStaff(ctx, w, staffCount, shared);
    ctx.forgetTaken();
    return { patients: written.patients, testIds };
  };

  /** The reviews and E-QA certificates of the labs that were ever verified (their tests known: `labsPlanned`). */
  const writeLabReviews = async (w: Writer, patients: PatientInfo[]) => {
    const serviceLabs = labInfos.filter(l => l.row.verified);
    const reviews = await writeReviews(ctx, w, serviceLabs, patients);
    summary.reviews = reviews.count;
    summary.eqaCertificates = await writeEqaCertificates(ctx, w, serviceLabs);
    return reviews.demoReviews;
  };

  /**
   * Everything that happened since: bookings, orders, reviews, complaints, aid, donations, notifications, audit.
   * `reviewsApart` writes the reviews and E-QA certificates on a connection of their own, beside the bookings (their
   * draws from the PRNG still come before the complaints', which wait for them).
   */
  const writeHistory = async (
    w: Writer,
    { patients, testIds }: Awaited<ReturnType<typeof writePeople>>,
    reviewsApart?: (write: (w: Writer) => Promise<DemoReview[]>) => Promise<DemoReview[]>,
  ) => {
    let apart: Promise<DemoReview[]> | undefined;
    // Services, appointments, booked services, orders and order items: generated in the database.
    let activity;
    try {
      activity = await writeActivity(
        ctx,
        w,
        labInfos,
        patients,
        testIds,
        { paid: orderTarget, unpaid: unpaidCount },
        () => {
          if (!reviewsApart) return;
          apart = reviewsApart(w2 => writeLabReviews(w2, patients));
          // Handled where it is awaited (below, or in the catch when the bookings fail first).
          apart.catch(() => {});
        },
      );
    } catch (error) {
      await apart?.catch(() => {});
      throw error;
    }
    Object.assign(summary, activity.counts);
    const demoReviews = await (apart ?? writeLabReviews(w, patients));
    const { reader } = activity;
    const complaints = await writeComplaints(ctx, w, reader, complaintCount);
    summary.complaints = complaints.length;
    const aid = await writeFinancialAid(ctx, w, reader, aidCount);
    summary.financialAid = aid.length;
    summary.donations = await writeDonations(ctx, w, donationCount);
    summary.notifications = await writeNotifications(ctx, w, adminNotificationTarget, {
      labInfos,
      aid,
      complaints,
      activity: reader,
      demoReviews,
    });
    summary.auditLog = await writeAuditLog(ctx, w, labInfos);
  };

  // PostgreSQL: the pool whose connections rebuild the indexes, several at once.
  const client = (db as unknown as { $client?: unknown }).$client;
  const pool = client instanceof pg.Pool ? client : undefined;
  if (!pool) {
    // PGlite (one connection): one transaction, the indexes rebuilt inside it.
    await db.transaction(async tx => {
      const w = await openWriter(tx, log);
      await writeHistory(w, await writePeople(w));
      await w.finish(false);
    });
  } else {
    // Two transactions: the people's, then the history's, so that the people's indexes (the trigram and GiST indexes
    // over a million lab and user texts, the longest builds) build on other connections while the history is written.
    // The first leaves a mark the second removes: a seed stopped between them is emptied by the next one
    // (repairInterruptedSeed), and one whose history fails is emptied here.
    const builder = new IndexBuilder(pool, log);
    // With four connections or more, the reviews and E-QA certificates are a third transaction beside the history's
    // (which removes the mark only once that one has committed), and the labs' words a fourth (`refillApart`).
    const apart = (pool.options.max ?? 0) >= 4;
    const people = await db.transaction(async tx => {
      const w = await openWriter(tx, log, PEOPLE_TABLES);
      const made = await writePeople(w);
      // A record an earlier seed left (the seed CLI repairs it first) would be stale: this seed's starts afresh.
      await tx.execute(sql.raw(`drop table if exists ${PENDING_INDEXES}`));
      const dropped = await w.finish(true, apart ? LAB_WORD_TRIGGERS : []);
      await tx.execute(sql.raw(`create table ${PENDING_HISTORY} (started_at timestamptz not null default now())`));
      return { made, dropped };
    });
    log?.(`users, labs, catalogue and staff committed ${Math.round(performance.now() - t0)} ms after the start`);
    // The people's indexes build beside the history, each without parallel workers, leaving the history's connection
    // (the seed's longest chain of statements) and the reviews' to them. With four connections or more they start once
    // the labs' words are refilled, BESIDE_HISTORY + 1 at once (the refill's connection is then free): until then the
    // history's statements share the cores with the refill and the reviews alone, and the builds run on into its last
    // statements, when a core would otherwise idle. With fewer, BESIDE_HISTORY at once from the start.
    const { indexes, rowsByTable, refillsApart } = people.dropped;
    builder.besideWriter = true;
    if (!apart) builder.add(indexes, rowsByTable, 1, BESIDE_HISTORY);
    const wordsFilled = refillApart(pool, refillsApart, log).then(() => {
      if (apart) builder.add(indexes, rowsByTable, 2, BESIDE_HISTORY + 1);
    });
    // Handled where it is awaited (the history's commit, or the catch below).
    wordsFilled.catch(() => {});
    const reviewsApart = async (write: (w: Writer) => Promise<DemoReview[]>) =>
      db.transaction(async tx => {
        const w = await openWriter(tx, log, REVIEW_TABLES);
        const demoReviews = await write(w);
        const dropped = await w.finish(true);
        return { demoReviews, dropped };
      });
    let history;
    try {
      history = await db.transaction(async tx => {
        const w = await openWriter(
          tx,
          log,
          apart ? HISTORY_TABLES.filter(t => !REVIEW_TABLES.includes(t)) : HISTORY_TABLES,
        );
        let reviewed: Awaited<ReturnType<typeof reviewsApart>> | undefined;
        await writeHistory(
          w,
          people.made,
          apart
            ? async write => {
                reviewed = await reviewsApart(write);
                // Committed: their indexes build at once.
                builder.add(reviewed.dropped.indexes, reviewed.dropped.rowsByTable, 2, BESIDE_HISTORY);
                return reviewed.demoReviews;
              }
            : undefined,
        );
        const dropped = await w.finish(true);
        // The mark goes once every transaction of the seed has committed.
        await wordsFilled;
        await tx.execute(sql.raw(`drop table ${PENDING_HISTORY}`));
        return dropped;
      });
    } catch (error) {
      await wordsFilled.catch(() => {});
      await builder.stop();
      await repairInterruptedSeed(db, log).catch(() => {});
      throw error;
    }
    log?.(`history committed ${Math.round(performance.now() - t0)} ms after the start`);
    builder.besideWriter = false;
    builder.add(history.indexes, history.rowsByTable);
    await builder.done();
    await pool.query(`drop table if exists ${PENDING_INDEXES}`);
  }

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
