/** The test catalogue's queries and its API shape (contracts/tests.ts). */
import { and, eq, ne, sql } from 'drizzle-orm';

import { messages } from '../../contracts/rules.js';
import { type TestInput, testsContract } from '../../contracts/tests.js';
import type { Db } from '../db/client.js';
import { labs, services, tests } from '../db/schema.js';
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
);

const toRow = (b: TestInput) => ({
  title: b.Title,
  description: b.Description,
  preConditions: b.PreConditions,
  lowerPriceLimit: Number(b.LowerPriceLimit),
  upperPriceLimit: Number(b.UpperPriceLimit),
  avgDuration: b.AvgDuration,
});

async function findRow(db: Pick<Db, 'select'>, id: number) {
  const [row] = await db.select().from(tests).where(eq(tests.id, id)).limit(1);
  if (!row) throw notFound('Test not found.');
  return row;
}

/** Titles are unique in the catalogue, compared trimmed and case-insensitively: a duplicate is a 409 on the Title field. */
async function assertUniqueTitle(db: Pick<Db, 'select'>, title: string, exceptId?: number) {
  const same = sql`lower(${tests.title}) = lower(${title})`;
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
    const [row] = await tx.update(tests).set(toRow(body)).where(eq(tests.id, id)).returning();
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

export const deleteTest = (db: Db, actor: AuthUser, id: number) =>
  db.transaction(async tx => {
    const row = await findRow(tx, id);
    await tx.delete(tests).where(eq(tests.id, row.id));
    await audit(tx, actor, 'test.delete', 'test', row.id, { name: row.title });
    return { id: row.id };
  });

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
    .leftJoin(tests, eq(tests.id, services.testId))
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
