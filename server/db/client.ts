/**
 * Opens the database: PGlite (embedded PostgreSQL) by default, persisted in a folder or in memory,
 * or a PostgreSQL server when a connection URL is given. Both run the committed drizzle-kit migrations.
 */
import { fileURLToPath } from 'node:url';

// PGlite (≈ 45 MB of memory once loaded) is imported only when it is the engine: a PostgreSQL server never loads it.
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

import { schema } from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (used by LISTEN/NOTIFY and maintenance). */
  close(): Promise<void>;
  pglite?: PGlite;
  pool?: pg.Pool;
  /** The connection string (PostgreSQL), for sessions of their own such as LISTEN. */
  url?: string;
}

/** The advisory lock key of the migrations (any constant; "labhub" as a number). */
const MIGRATION_LOCK = 0x6c6162687562;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string; pglite?: PGlite }
  | {
      kind: 'postgres';
      url: string;
      max?: number;
      /**
       * Keep the pool's connections open once made (the API server): otherwise one idle for 10 s is closed, and the
       * next request after a pause opens a new backend and plans on its cold catalogue caches (≈ 50 ms more at 1,000,000
       * labs: docs/PERFORMANCE.md). The tools and tests let them go.
       */
      keepConnections?: boolean;
      /** How long a request waits for a connection before it is refused (503): default 5 s. */
      connectTimeoutMs?: number;
      /** Told of every connection PostgreSQL ended or lost (default: a line on stderr). */
      onConnectionError?: (err: Error) => void;
      /**
       * PostgreSQL's statement_timeout on the pool's connections, in ms (the API server's STATEMENT_TIMEOUT_MS): a
       * statement running longer is cancelled (SQLSTATE 57014). Unset or 0: none (the command-line tools). The
       * migrations run without it.
       */
      statementTimeoutMs?: number;
      /**
       * JIT compilation off on the pool's connections (the API server). Its statements are pages and bounded counts
       * under a LIMIT, whose estimated cost often passes jit_above_cost while they read a few rows: compiling took
       * 50–80 ms of a payables page that ran in 35 ms at 1,000,000 labs (340 ms once for the global search;
       * docs/PERFORMANCE.md). The tools' long statements keep the server's setting.
       */
      jitOff?: boolean;
    };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    // No parallel query for the API's sessions: its statements are small pages and counts, many at once, and a
    // parallel count (2 extra worker processes) under concurrent load costs more CPU than it saves (payables count
    // at 50 connections: docs/PERFORMANCE.md). Set per connection, so the server's own default is left alone; so is
    // the statement timeout, the connection's default that RESET returns to.
    const timeout = options.statementTimeoutMs ? ` -c statement_timeout=${Math.floor(options.statementTimeoutMs)}` : '';
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.max ?? 10,
      ...(options.keepConnections ? { min: options.max ?? 10 } : {}),
      options: `-c max_parallel_workers_per_gather=0${timeout}${options.jitOff ? ' -c jit=off' : ''}`,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
    });
    // A connection PostgreSQL ends (pg_terminate_backend, a restart, a failover, an idle-connection reaper) emits
    // 'error': on the pool while it is idle there, on the client while a request holds it. Unheard, either would end
    // the process. Heard, the pool drops the connection and opens a new one for the next request; the request that
    // held it fails (503) on its own.
    const onConnectionError =
      options.onConnectionError ??
      ((err: Error) => console.error(`database: a connection was lost (${err.message}); it will be replaced`));
    pool.on('connect', c => c.on('error', err => onConnectionError(err)));
    // The pool repeats an idle connection's error, already told by the listener above.
    pool.on('error', () => {});
    // Surface a broken connection string at start, not at the first request.
    const client = await pool.connect();
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // Processes started together on one database migrate one after the other (the others wait, then find nothing
    // left to do): a session-level advisory lock held on this connection, on which the migrator works too, without the
    // statement timeout (an index built over millions of rows may take minutes); RESET gives the connection back its
    // default before the pool lends it again.
    try {
      await client.query('set statement_timeout = 0');
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg(client, { schema }) as never, { migrationsFolder });
    } finally {
      await client.query('reset statement_timeout').catch(() => {});
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      client.release();
    }
    if (options.keepConnections) await warmConnections(pool, options.max ?? 10);
    return { db, kind: 'postgres', pool, url: options.url, close: () => pool.end() };
  }
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const pglite = options.pglite ?? (await createPglite(options.dataDir));
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return { db, kind: 'pglite', pglite, close: () => pglite.close() };
}

/**
 * Opens the pool's `count` connections at once and plans, on each, a read of every table of the schema (EXPLAIN: nothing
 * is run), so that each backend has read the catalog (the tables, their columns and indexes) before its first request.
 * A new backend plans its first lab search in 43–63 ms against 1–2 ms once these entries are cached (1,000,000 labs,
 * docs/PERFORMANCE.md), and a list's page and count each take a connection: the first requests after a start paid
 * that on two fresh connections, plus their connecting. Kept connections (the API server) are then never fresh; one
 * PostgreSQL ends is replaced by a cold one.
 */
async function warmConnections(pool: pg.Pool, count: number) {
  const clients = await Promise.all(Array.from({ length: count }, () => pool.connect()));
  try {
    const { rows } = await clients[0].query<{ plan: string }>(
      `select coalesce(string_agg(format('explain select * from %I.%I', schemaname, tablename), '; '), 'select 1') as plan
       from pg_tables where schemaname = current_schema()`,
    );
    await Promise.all(clients.map(client => client.query(rows[0].plan)));
  } finally {
    for (const client of clients) client.release();
  }
}

/**
 * Runs `work` while this process holds the database's maintenance lock (the migrations' advisory lock, on a
 * connection of its own, PostgreSQL): processes started together on one database do it one after the other, so the
 * work must check again, inside, whether it is still to be done. PGlite: one process per folder, nothing to take.
 */
export async function withMaintenanceLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (!database.pool) return work();
  const client = await database.pool.connect();
  try {
    // Waiting for the lock is one statement, as long as the other process's work: not cut by the statement timeout.
    await client.query('set statement_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    return await work();
  } finally {
    await client.query('reset statement_timeout').catch(() => {});
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

/**
 * A PGlite instance with the extensions the migrations use (pg_trgm for the lab search), in a folder or in memory.
 * Every PGlite of the product and of its tests is made here.
 */
export async function createPglite(dataDir?: string): Promise<PGlite> {
  const [{ PGlite: PGliteClass }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  return PGliteClass.create({
    ...(dataDir ? { dataDir } : {}),
    extensions: { pg_trgm },
    postgresqlconf: PGLITE_SETTINGS,
  });
}

/**
 * PostgreSQL's buffers sized for one process's embedded database. PostgreSQL's defaults (shared_buffers 128 MB,
 * maintenance_work_mem 64 MB) live in PGlite's WebAssembly memory, which grows as pages are touched and never gives
 * memory back; a folder's pages are in the operating system's file cache anyway, read through Node's file system.
 */
const PGLITE_SETTINGS = ['shared_buffers = 16MB', 'wal_buffers = 1MB', 'maintenance_work_mem = 16MB'];

/** Raw SQL returning rows, the same on both drivers (both results carry `rows`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
