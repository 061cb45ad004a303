/**
 * joinedWhenSearching: a count reaches the joined table only for a search, with the same rows as the join.
 *
 * runList on PostgreSQL runs a paged list's count beside its page, on another pooled connection: a count that fails
 * while the page is still running must not be an unhandled rejection (which would end a server process).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../db/client.js';
import { financialAid, users } from '../db/schema.js';
import { openTestDatabase } from '../test/harness.js';
import { onPostgres } from '../test/serverProcess.js';
import {
  countAll,
  joinedWhenSearching,
  type ListPlan,
  type ListQuery,
  type ListSpec,
  planList,
  registerTotalsCache,
  runList,
} from './list.js';
import { GenerationCache, WriteGeneration } from './readCache.js';

describe('joinedWhenSearching: the count joins the searched table only for a search', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  const spec: ListSpec = {
    resource: 'financial_aid',
    sortable: { id: financialAid.id },
    defaultSort: { field: 'id', order: 'ASC' },
    search: [users.name, users.email],
    filters: { Status: ([status]) => eq(financialAid.status, status) },
  };

  it("reads the list's table alone without a search, joins for one, and counts the rows the join counts", async () => {
    const { db } = database;
    const joined = eq(users.id, financialAid.patientId);
    const queries: ListQuery[] = [{}, { Status: 'Approved' }, { q: 'a' }, { q: 'a', Status: 'Pending Response' }];
    for (const query of queries) {
      const plan = planList(spec, query);
      const count = joinedWhenSearching(plan, db.select({ n: countAll }).from(financialAid).$dynamic(), users, joined);
      const text = count.toSQL().sql;
      if (plan.searching) expect(text).toMatch(/ inner join "users" on /);
      else expect(text).not.toMatch(/join/);
      const [{ n }] = await count;
      const [{ n: throughJoin }] = await db
        .select({ n: countAll })
        .from(financialAid)
        .innerJoin(users, joined)
        .where(plan.where);
      expect(n).toBe(throughJoin);
      if (!plan.searching) expect(n).toBeGreaterThan(0);
    }
  });
});

describe.skipIf(!onPostgres)('runList: the count beside the page (PostgreSQL)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    registerTotalsCache(database.db, new GenerationCache<number>(new WriteGeneration(), { ttlMs: 5000 }), true);
  });
  afterAll(() => database?.close());

  const plan: ListPlan = {
    where: undefined,
    orderBy: [],
    sort: { field: 'id', order: 'ASC' },
    limit: 10,
    offset: 0,
    paged: true,
    searching: false,
    narrowed: false,
    filtered: false,
  };

  it('a count failing before the page ends leaves no unhandled rejection, whether the page needs it or not', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      // The page takes 300 ms; the count fails at once (division by zero), 300 ms before anyone awaits it.
      const slowPage = (rows: number) =>
        database.db.select({ n: sql<number>`g` }).from(sql`pg_sleep(0.3), generate_series(1, ${rows}) as g`);
      const failingCount = () => database.db.select({ n: sql<number>`1 / 0` }).from(sql`(select 1) as one`);
      // A page that is not full needs no total: the count is dropped.
      const short = await runList(plan, slowPage(3) as never, failingCount as never, database.db);
      expect(short).toMatchObject({ total: 3 });
      // A full page needs it: its failure is this request's error.
      await expect(runList(plan, slowPage(10) as never, failingCount as never, database.db)).rejects.toThrow();
      await new Promise(r => setTimeout(r, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
