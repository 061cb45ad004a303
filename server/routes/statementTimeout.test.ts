/**
 * The API's statement timeout (STATEMENT_TIMEOUT_MS, db/client.ts statementTimeoutMs): on PostgreSQL a statement running
 * longer is cancelled by the server and the request answers 503 with a clear detail, not a 500 and not minutes of a
 * held connection; the migrations run without it. PGlite has no timer to cancel a statement with: there the option is
 * not passed (config.ts) and a statement runs to its end.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';

import { buildApp } from '../app.js';
import { openDatabase, queryRows } from '../db/client.js';
import { DEMO_ACCOUNTS } from '../db/seed/index.js';
import { adminQuery, JWT_SECRET, login, openTestDatabase, testDatabaseName } from '../test/harness.js';
import { onPostgres } from '../test/serverProcess.js';

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

describe.skipIf(!onPostgres)('the statement timeout (PostgreSQL)', () => {
  it('migrates a new database in full under a 1 ms timeout, then cancels a longer pg_sleep on the same pool', async () => {
    const url = process.env.DATABASE_URL!;
    const name = testDatabaseName(`timeout_${process.pid}`);
    await adminQuery(url, `CREATE DATABASE ${name}`);
    try {
      const database = await openDatabase({
        kind: 'postgres',
        url: withDatabase(url, name),
        max: 2,
        statementTimeoutMs: 1,
      });
      try {
        // Every migration ran (the last one's index exists: read on a connection of its own, without the timeout)…
        const reader = new pg.Client({ connectionString: withDatabase(url, name) });
        await reader.connect();
        const index = await reader.query(`select 1 from pg_indexes where indexname = 'orders_lab_type_idx'`);
        await reader.end();
        expect(index.rowCount).toBe(1);
        // …and the pool's connections, the migrations' one included, cancel a statement past 1 ms.
        const statements = [0, 1].map(() => database.db.execute(sql`select pg_sleep(0.2)`));
        for (const statement of statements) await expect(statement).rejects.toMatchObject({ cause: { code: '57014' } });
      } finally {
        await database.close();
      }
    } finally {
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name}`);
    }
  });

  it("jitOff turns JIT compilation off on every one of the pool's connections, and only there", async () => {
    const seeded = await openTestDatabase();
    const url = seeded.url!;
    await seeded.pool!.end();
    const setting = async (jitOff: boolean) => {
      const database = await openDatabase({ kind: 'postgres', url, max: 2, jitOff });
      try {
        // Two statements at once: two connections of the pool.
        const shown = await Promise.all(
          [0, 1].map(() => queryRows<{ jit: string }>(database.db, sql`select current_setting('jit') as jit`)),
        );
        return shown.map(rows => rows[0].jit);
      } finally {
        await database.close();
      }
    };
    const reader = new pg.Client({ connectionString: url });
    await reader.connect();
    const serverDefault = (await reader.query<{ jit: string }>(`select current_setting('jit') as jit`)).rows[0].jit;
    await reader.end();
    expect(await setting(true)).toEqual(['off', 'off']);
    expect(await setting(false)).toEqual([serverDefault, serverDefault]);
  });

  it('a request whose statement runs past the timeout answers 503 with Retry-After; the next one is served', async () => {
    const seeded = await openTestDatabase();
    const url = seeded.url!;
    await seeded.pool!.end();
    const database = await openDatabase({ kind: 'postgres', url, max: 4, statementTimeoutMs: 300 });
    const app = await buildApp({ database, jwtSecret: JWT_SECRET, staticDir: false, readCache: 'off' });
    const holder = new pg.Client({ connectionString: url });
    try {
      const token = await login(app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
      const get = () =>
        app.inject({
          method: 'GET',
          url: '/api/Appointments/getaccountspayable?_start=0&_end=5&q=a',
          headers: { authorization: `Bearer ${token}` },
        });
      expect((await get()).statusCode).toBe(200);
      // Another session holds the orders for 2 s inside a pg_sleep: the request's statements wait on its lock.
      await holder.connect();
      await holder.query('begin');
      await holder.query('lock table orders in access exclusive mode');
      const sleeping = holder.query('select pg_sleep(2)');
      const started = Date.now();
      const res = await get();
      const waited = Date.now() - started;
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ detail: expect.stringMatching(/took too long/), code: 'statement_timeout' });
      // Cancelled by the timeout, not after the holder's 2 s.
      expect(waited).toBeLessThan(1800);
      await sleeping;
      await holder.query('rollback');
      expect((await get()).statusCode).toBe(200);
    } finally {
      await holder.end().catch(() => {});
      await app.close();
      await database.close();
      await adminQuery(process.env.DATABASE_URL!, `DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)}`);
    }
  });
});
