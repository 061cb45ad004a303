/** The test catalogue's queries and its API shape (contracts/tests.ts). */
import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';

import { messages } from '../../contracts/rules.js';
import { type TestInput, testsContract } from '../../contracts/tests.js';
import type { Db } from '../db/client.js';
import { labs, orderItems, services, tests } from '../db/schema.js';
import { audit, changesOf } from '../lib/audit.js';
import type { AuthUser } from '../lib/auth.js';
import { conflict, notFound } from '../lib/errors.js';
import { countAll, type ListQuery, planList, runList } from '../lib/list.js';
import { listSpecOf } from '../lib/resourceRoutes.js';

type TestRow = typeof tests.$inferSelect;

const testJson = (t: TestRow) => ({
  id: t.id,
  Title: t.title,
  Description: t.description,
  PreConditions: t.preConditions,
  LowerPriceLimit: t.lowerPriceLimit,
  UpperPriceLimit: t.upperPriceLimit,
  AvgDuration: t.avgDuration,
  created_at: t.createdAt.toISOString(),
});

export const testListSpec = listSpecOf(
  testsContract,
  {
    id: tests.id,
    Title: tests.title,
    Description: tests.description,
    PreConditions: tests.preConditions,
    LowerPriceLimit: tests.lowerPriceLimit,
    UpperPriceLimit: tests.upperPriceLimit,
    AvgDuration: tests.avgDuration,
    created_at: tests.createdAt,
  },
  {},
  { where: isNull(tests.deletedAt) },
);

const toRow = (b: TestInput) => ({
  title: b.Title,
  description: b.Description,
  preConditions: b.PreConditions,
  lowerPriceLimit: Number(b.LowerPriceLimit),
  upperPriceLimit: Number(b.UpperPriceLimit),
  avgDuration: b.AvgDuration,
});

/** A test of the catalogue: a deleted one (deleted_at set, its purge pending) is not found. */
const listed = (id: number) => and(eq(tests.id, id), isNull(tests.deletedAt));

async function findRow(db: Pick<Db, 'select'>, id: number) {
  const [row] = await db.select().from(tests).where(listed(id)).limit(1);
  if (!row) throw notFound('Test not found.');
  return row;
}

/** Titles are unique in the catalogue, compared trimmed and case-insensitively: a duplicate is a 409 on the Title field. */
async function assertUniqueTitle(db: Pick<Db, 'select'>, title: string, exceptId?: number) {
  const same = and(sql`lower(${tests.title}) = lower(${title})`, isNull(tests.deletedAt));
  const [row] = await db
    .select({ id: tests.id })
    .from(tests)
    .where(exceptId === undefined ? same : and(same, ne(tests.id, exceptId)))
    .limit(1);
  if (row) throw conflict(`${messages.test.duplicate}.`, { Title: messages.test.duplicate });
}

export async function listTests(db: Db, query: ListQuery) {
  const plan = planList(testListSpec, query);
  const { rows, total } = await runList(
    plan,
    db
      .select()
      .from(tests)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .$dynamic(),
    () => db.select({ n: countAll }).from(tests).where(plan.where),
  );
  return { plan, rows: rows.map(testJson), total };
}

export const findTest = async (db: Db, id: number) => testJson(await findRow(db, id));

export const createTest = (db: Db, actor: AuthUser, body: TestInput) =>
  db.transaction(async tx => {
    await assertUniqueTitle(tx, body.Title);
    const [row] = await tx.insert(tests).values(toRow(body)).returning();
    await audit(tx, actor, 'test.create', 'test', row.id, { name: row.title });
    return testJson(row);
  });

export const updateTest = (db: Db, actor: AuthUser, id: number, body: TestInput) =>
  db.transaction(async tx => {
    const before = await findRow(tx, id);
    await assertUniqueTitle(tx, body.Title, id);
    const [row] = await tx.update(tests).set(toRow(body)).where(listed(id)).returning();
    await audit(tx, actor, 'test.update', 'test', row.id, {
      name: row.title,
      changes: changesOf(
        testJson(before),
        testJson(row),
        Object.keys(body) as (keyof TestInput & keyof ReturnType<typeof testJson>)[],
      ),
    });
    return testJson(row);
  });

/**
 * Deletes a test from the catalogue: marked deleted, so it is gone from every list, detail and search at once and its
 * title is free. Its services and order items (a lab's offer and a past order keep their own title and price) lose
 * their link to it afterwards, in batches (purgeDeletedTests): at 1,000,000 labs a common test is named by ≈ 286,000
 * of them, which the foreign keys' SET NULL rewrote inside this request (12.7–16 s, near the statement timeout).
 */
export const deleteTest = (db: Db, actor: AuthUser, id: number) =>
  db.transaction(async tx => {
    const [row] = await tx.update(tests).set({ deletedAt: new Date() }).where(listed(id)).returning();
    if (!row) throw notFound('Test not found.');
    await audit(tx, actor, 'test.delete', 'test', row.id, { name: row.title });
    return { id: row.id };
  });

/** Rows whose test_id one statement of a purge sets null: a short transaction each, whatever the test's reach. */
const PURGE_BATCH = 5_000;

/** One deleted test's links cleared batch by batch, then its row deleted (its foreign keys' SET NULL finds none left). */
async function purgeTest(db: Db, id: number, batchSize: number, stopped: () => boolean) {
  for (const table of [services, orderItems]) {
    for (;;) {
      if (stopped()) return;
      // SKIP LOCKED: two processes purging the same test share its rows instead of waiting on each other.
      const batch = db
        .select({ id: table.id })
        .from(table)
        .where(eq(table.testId, id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      const done = await db
        .update(table)
        .set({ testId: null })
        .where(inArray(table.id, batch))
        .returning({ id: table.id });
      if (done.length < batchSize) break;
    }
  }
  // A row written meanwhile, or skipped while another process held it, is set null by the key's own ON DELETE here.
  await db.delete(tests).where(and(eq(tests.id, id), isNotNull(tests.deletedAt)));
}

const purges = new WeakMap<object, { chain: Promise<void>; stopped: boolean }>();

/**
 * Clears every deleted test (deleteTest) in the background of its process: called after each deletion and at the
 * server's start (a purge cut short by a stop resumes there). Calls are chained, so the promise resolves once every
 * test deleted before the call is gone; a failure is the caller's to log, and the next call tries again. `batchSize`:
 * the rows set null per statement.
 */
export function purgeDeletedTests(db: Db, batchSize = PURGE_BATCH): Promise<void> {
  const state = purges.get(db) ?? { chain: Promise.resolve(), stopped: false };
  purges.set(db, state);
  const run = async () => {
    const deleted = await db.select({ id: tests.id }).from(tests).where(isNotNull(tests.deletedAt)).orderBy(tests.id);
    for (const { id } of deleted) await purgeTest(db, id, batchSize, () => state.stopped);
  };
  const next = state.chain.then(run, run);
  state.chain = next.catch(() => {});
  return next;
}

/** Stops the purges of a database between two batches (the server closing), waiting for the batch under way. */
export async function stopPurges(db: Db) {
  const state = purges.get(db);
  if (!state) return;
  state.stopped = true;
  await state.chain;
}

/** A lab's service with its lab and test (the financial-aid detail's service links). */
export async function findService(db: Db, id: number) {
  const [row] = await db
    .select({
      service: services,
      lab: { id: labs.id, name: labs.name, email: labs.email, address: labs.address, city: labs.city },
      test: tests,
    })
    .from(services)
    .innerJoin(labs, eq(labs.id, services.labId))
    .leftJoin(tests, and(eq(tests.id, services.testId), isNull(tests.deletedAt)))
    .where(eq(services.id, id))
    .limit(1);
  if (!row) throw notFound('Service not found.');
  const s = row.service;
  return {
    id: s.id,
    ServiceTitle: s.title,
    ServicePrice: s.price,
    HomeSamplingPrice: s.homeSamplingPrice,
    CommunicationPrice: s.communicationPrice,
    created_at: s.createdAt.toISOString(),
    LabData: row.lab,
    TestData: row.test ? testJson(row.test) : null,
  };
}
