/** SPEC §7 Inventory: the test catalogue. */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { labs, services, tests } from '../db/schema.js';
import { audit } from '../lib/audit.js';
import { adminOnly } from '../lib/auth.js';
import { conflict, notFound } from '../lib/errors.js';
import { amount, idParam, requiredText } from '../lib/fields.js';
import { countAll, runList, filters, listQuerySchema, planList, sendList, type ListSpec } from '../lib/list.js';
import { TEST_DESCRIPTION_MIN, messages } from '../lib/rules.js';
import { typed, type RouteContext } from './context.js';

const m = messages.test;

const testFields = z
  .object({
    Title: requiredText(m.title, 200),
    Description: z.string({ error: m.description }).trim().min(TEST_DESCRIPTION_MIN, m.description).max(5000, 'At most 5000 characters'),
    PreConditions: requiredText(m.preConditions, 1000),
    // Prices are whole rupees (integer columns): 12.5 is refused, never rounded (docs/DECISIONS.md).
    LowerPriceLimit: amount(m.lower).refine(Number.isInteger, m.whole),
    UpperPriceLimit: amount(m.upper).refine(Number.isInteger, m.whole),
    AvgDuration: requiredText(m.avgDuration, 100),
  })
  .refine((t) => t.LowerPriceLimit <= t.UpperPriceLimit, { message: m.order, path: ['UpperPriceLimit'] });

/** UpdateTest's body carries the same fields plus `id`, which the path already names. */
const updateBody = testFields;

type TestRow = typeof tests.$inferSelect;

export const testJson = (t: TestRow) => ({
  id: t.id,
  Title: t.title,
  Description: t.description,
  PreConditions: t.preConditions,
  LowerPriceLimit: t.lowerPriceLimit,
  UpperPriceLimit: t.upperPriceLimit,
  AvgDuration: t.avgDuration,
  created_at: t.createdAt.toISOString(),
});

const spec: ListSpec = {
  resource: 'tests',
  sortable: {
    id: tests.id,
    Title: tests.title,
    LowerPriceLimit: tests.lowerPriceLimit,
    UpperPriceLimit: tests.upperPriceLimit,
    AvgDuration: tests.avgDuration,
    created_at: tests.createdAt,
  },
  defaultSort: { field: 'Title', order: 'ASC' },
  search: [tests.title, tests.description, tests.preConditions],
  filters: { id: filters.ids(tests.id) },
};

const toRow = (b: z.infer<typeof testFields>) => ({
  title: b.Title,
  description: b.Description,
  preConditions: b.PreConditions,
  lowerPriceLimit: b.LowerPriceLimit,
  upperPriceLimit: b.UpperPriceLimit,
  avgDuration: b.AvgDuration,
});

async function findTest(db: Pick<Db, 'select'>, id: number) {
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
  if (row) throw conflict(`${m.duplicate}.`, { Title: m.duplicate });
}

export default async function inventoryRoutes(app: FastifyInstance, ctx: RouteContext) {
  const api = typed(app);
  const { db } = ctx;
  const tags = ['inventory'];
  const opts = { onRequest: adminOnly };

  api.get('/Inventory/ViewTests', { ...opts, schema: { tags, querystring: listQuerySchema } }, async (request, reply) => {
    const plan = planList(spec, request.query);
    const { rows, total } = await runList(plan, db.select().from(tests).where(plan.where).orderBy(...plan.orderBy).$dynamic(), () => db.select({ n: countAll }).from(tests).where(plan.where));
    return sendList(reply, spec, plan, rows.map(testJson), total);
  });

  api.post('/Inventory/CreateTest', { ...opts, schema: { tags, body: testFields } }, async (request, reply) =>
    db.transaction(async (tx) => {
      await assertUniqueTitle(tx, request.body.Title);
      const [row] = await tx.insert(tests).values(toRow(request.body)).returning();
      await audit(tx, request.auth, 'test.create', 'test', row!.id, { Title: row!.title });
      reply.code(201);
      return { detail: 'Test created.', ...testJson(row!) };
    }),
  );

  api.get('/Inventory/TestDetail/:id', { ...opts, schema: { tags, params: idParam } }, async (request) => testJson(await findTest(db, request.params.id)));

  // Designed: the target of the financial-aid detail's service links (SPEC §2 '/servicedetail/{id}').
  api.get('/Inventory/ServiceDetail/:id', { ...opts, schema: { tags, params: idParam } }, async (request) => {
    const [row] = await db
      .select({ service: services, lab: { id: labs.id, name: labs.name, email: labs.email, address: labs.address, city: labs.city }, test: tests })
      .from(services)
      .innerJoin(labs, eq(labs.id, services.labId))
      .leftJoin(tests, eq(tests.id, services.testId))
      .where(eq(services.id, request.params.id))
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
  });

  api.put('/Inventory/UpdateTest/:id', { ...opts, schema: { tags, params: idParam, body: updateBody } }, async (request) =>
    db.transaction(async (tx) => {
      await findTest(tx, request.params.id);
      await assertUniqueTitle(tx, request.body.Title, request.params.id);
      const [row] = await tx.update(tests).set(toRow(request.body)).where(eq(tests.id, request.params.id)).returning();
      await audit(tx, request.auth, 'test.update', 'test', row!.id, { Title: row!.title });
      return { detail: 'Test updated.', ...testJson(row!) };
    }),
  );

  api.delete('/Inventory/DeleteTest/:id', { ...opts, schema: { tags, params: idParam } }, async (request) =>
    db.transaction(async (tx) => {
      const row = await findTest(tx, request.params.id);
      await tx.delete(tests).where(eq(tests.id, row.id));
      await audit(tx, request.auth, 'test.delete', 'test', row.id, { Title: row.title });
      return { detail: 'Test deleted.', id: row.id };
    }),
  );
}
