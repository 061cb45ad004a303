/**
 * A seed stopped during its index rebuild (after its commit): the next start builds what it still owed; one stopped
 * or failed between its two commits (people, then history): its people are removed; a database missing an index or
 * trigger for another reason is refused, naming what is missing.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';

import { type Database, queryRows } from '../client.js';
import { isSeeded, seed } from './index.js';
import { openEmptyDatabases, SEED_TEST_NOW as NOW } from './testDatabases.js';
import { PENDING_HISTORY, PENDING_INDEXES, repairInterruptedSeed } from './writer.js';

let database: Database | undefined;

afterEach(async () => {
  await database?.close();
  database = undefined;
});

const names = async (db: Database['db'], query: string) =>
  (await queryRows<{ name: string }>(db, sql.raw(query))).map(r => r.name).sort();
const indexNames = (db: Database['db']) =>
  names(db, `select indexname as name from pg_indexes where schemaname = current_schema()`);

describe('repairInterruptedSeed', () => {
  it.skipIf(!process.env.DATABASE_URL)(
    'builds the indexes a seed owed when its rebuild connections were lost (PostgreSQL)',
    async () => {
      [database] = await openEmptyDatabases(1);
      const { db } = database;
      const pool = (db as unknown as { $client: pg.Pool }).$client;
      expect(pool).toBeInstanceOf(pg.Pool);
      // The rebuild's connections fail from the fourth index on, as when the process is stopped mid-rebuild.
      let built = 0;
      let failing = true;
      const patched = new WeakSet<pg.PoolClient>();
      pool.on('acquire', client => {
        if (patched.has(client)) return;
        patched.add(client);
        const query = client.query.bind(client) as (...args: unknown[]) => unknown;
        (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
          if (
            typeof args[0] === 'string' &&
            failing &&
            args[0].startsWith('CREATE INDEX IF NOT EXISTS') &&
            ++built > 3
          ) {
            return Promise.reject(new Error('connection lost (test)'));
          }
          return query(...args);
        };
      });
      const before = await indexNames(db);
      await expect(seed(db, { labs: 64, now: NOW })).rejects.toThrow('connection lost (test)');
      // Let the other rebuild connection finish its current index.
      await new Promise(resolve => setTimeout(resolve, 500));
      pool.removeAllListeners('acquire');
      failing = false;

      const owed = await names(db, `select name from ${PENDING_INDEXES}`);
      expect(owed.length).toBeGreaterThan(0);
      const present = await indexNames(db);
      for (const name of owed) expect(present, name).not.toContain(name);
      expect(before.filter(name => !present.includes(name)).sort()).toEqual(owed);

      const fresh = await repairInterruptedSeed(db);
      expect([...fresh.rebuilt].sort()).toEqual(owed);
      expect(fresh.emptied).toBe(false);
      expect(await indexNames(db)).toEqual(before);
      expect(
        await names(
          db,
          `select to_regclass('${PENDING_INDEXES}')::text as name where to_regclass('${PENDING_INDEXES}') is not null`,
        ),
      ).toEqual([]);
      expect((await repairInterruptedSeed(db)).rebuilt).toEqual([]);
    },
  );

  it('builds what a pending record lists, and leaves a complete database alone', async () => {
    [database] = await openEmptyDatabases(1);
    const { db } = database;
    expect((await repairInterruptedSeed(db)).rebuilt).toEqual([]);
    const [definition] = await names(
      db,
      `select indexdef as name from pg_indexes where indexname = 'orders_created_idx'`,
    );
    // The state a stopped rebuild leaves: the index gone, its definition recorded.
    await db.execute(sql.raw(`drop index orders_created_idx`));
    await db.execute(
      sql.raw(
        `create table ${PENDING_INDEXES} (name text primary key, "table" text not null, definition text not null)`,
      ),
    );
    await db.execute(
      sql`insert into ${sql.identifier(PENDING_INDEXES)} values ('orders_created_idx', 'orders', ${definition})`,
    );
    expect((await repairInterruptedSeed(db)).rebuilt).toEqual(['orders_created_idx']);
    expect(await names(db, `select indexdef as name from pg_indexes where indexname = 'orders_created_idx'`)).toEqual([
      definition,
    ]);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'empties the users and labs of a seed whose history failed, indexes and triggers as before (PostgreSQL)',
    async () => {
      [database] = await openEmptyDatabases(1);
      const { db } = database;
      const pool = (db as unknown as { $client: pg.Pool }).$client;
      const before = await indexNames(db);
      // The history's transaction fails at its first generated table (the people's transaction has committed).
      pool.on('acquire', client => {
        const query = client.query.bind(client) as (...args: unknown[]) => unknown;
        (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
          const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
          if (text?.startsWith('insert into services')) return Promise.reject(new Error('history failed (test)'));
          return query(...args);
        };
      });
      await expect(seed(db, { labs: 64, now: NOW })).rejects.toMatchObject({
        cause: expect.objectContaining({ message: 'history failed (test)' }),
      });
      pool.removeAllListeners('acquire');
      expect(await isSeeded(db)).toBe(false);
      for (const table of ['users', 'labs', 'lab_search', 'tests', 'staff', 'services', 'user_counts', 'lab_counts']) {
        const [row] = await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`));
        expect(row.n, table).toBe(0);
      }
      expect(await names(db, `select relname as name from pg_class where relname like 'seed_pending_%'`)).toEqual([]);
      expect(await indexNames(db)).toEqual(before);
      expect(await repairInterruptedSeed(db)).toEqual({ rebuilt: [], emptied: false });
    },
  );

  it('empties what a seed stopped between its two commits left, so that the next seed starts afresh', async () => {
    [database] = await openEmptyDatabases(1);
    const { db } = database;
    await seed(db, { labs: 64, now: NOW });
    // The mark the people's transaction leaves and the history's removes, as a process stopped between them leaves it.
    await db.execute(sql.raw(`create table ${PENDING_HISTORY} (started_at timestamptz not null default now())`));
    expect(await repairInterruptedSeed(db)).toEqual({ rebuilt: [], emptied: true });
    const tables = [
      'users',
      'labs',
      'lab_search',
      'orders',
      'notifications',
      'user_counts',
      'lab_counts',
      'order_days',
    ];
    for (const table of tables) {
      const [row] = await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`));
      expect(row.n, table).toBe(0);
    }
    expect(await names(db, `select relname as name from pg_class where relname like 'seed_pending_%'`)).toEqual([]);
    const again = await seed(db, { labs: 64, now: NOW });
    expect(again.labs).toBe(64);
  });

  it('refuses a database missing an index or trigger that no interrupted seed explains, naming them', async () => {
    [database] = await openEmptyDatabases(1);
    const { db } = database;
    await db.execute(sql.raw(`drop index notifications_read_idx`));
    await db.execute(sql.raw(`alter table labs disable trigger lab_search_insert`));
    const refusal = repairInterruptedSeed(db);
    await expect(refusal).rejects.toThrow(/missing indexes: notifications_read_idx/);
    await expect(refusal).rejects.toThrow(/labs\.lab_search_insert/);
  });
});
