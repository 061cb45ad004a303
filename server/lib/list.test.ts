/**
 * runList on PostgreSQL runs a paged list's count beside its page, on another pooled connection: a count that fails
 * while the page is still running must not be an unhandled rejection (which would end a server process).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../db/client.js';
import { openTestDatabase } from '../test/harness.js';
import { onPostgres } from '../test/serverProcess.js';
import { type ListPlan, registerTotalsCache, runList } from './list.js';
import { GenerationCache, WriteGeneration } from './readCache.js';

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
