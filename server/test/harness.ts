/**
 * Test harness: the real app on a real, seeded database.
 * PGlite (default): one seeded instance per worker, cloned for each app (≈0.6 s instead of a fresh seed).
 * PostgreSQL (DATABASE_URL set): globalSetup seeds a template database once; each app gets its own copy.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';

import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';

import { type AppOptions, buildApp } from '../app.js';
import { createPglite, type Database, openDatabase } from '../db/client.js';
import { DEMO_ACCOUNTS, seed } from '../db/seed/index.js';

/**
 * Names of the PostgreSQL pass's databases carry a tag of this checkout, so two checkouts of the repository can run
 * the suite on one server without dropping each other's databases.
 */
const CHECKOUT_TAG = createHash('sha1')
  .update(fileURLToPath(new URL('../..', import.meta.url)))
  .digest('hex')
  .slice(0, 6);
/** The prefix of every database the suite makes in this checkout (globalSetup removes leftovers). */
export const TEST_DATABASE_PREFIX = `labhub_t_${CHECKOUT_TAG}_`;
/** A test database's name in this checkout. */
export const testDatabaseName = (label: string) => `${TEST_DATABASE_PREFIX}${label}`;
export const TEMPLATE_DB = `labhub_test_template_${CHECKOUT_TAG}`;
export const SEED_NOW = new Date('2026-11-15T10:00:00Z');
export const JWT_SECRET = 'test-secret-for-the-api-suite-only';

let seededPglite: Promise<PGlite> | undefined;

async function seededTemplate(): Promise<PGlite> {
  const pglite = await createPglite();
  const database = await openDatabase({ kind: 'pglite', pglite });
  await seed(database.db, { now: SEED_NOW });
  return pglite;
}

function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Writes a copy of this worker's seeded PGlite (the suite's seed, as `openTestDatabase` clones it) into the folder
 * `dataDir`, for a server process to open: about 10 times cheaper than the server seeding a persisted folder itself.
 */
export async function seedDataDir(dataDir: string): Promise<void> {
  seededPglite ??= seededTemplate();
  const dump = await (await seededPglite).dumpDataDir('none');
  const [{ PGlite: PGliteClass }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const copy = await PGliteClass.create({ dataDir, loadDataDir: dump, extensions: { pg_trgm } });
  await copy.close();
}

export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = testDatabaseName(randomBytes(6).toString('hex'));
    await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), max: 4 });
    return {
      ...database,
      close: async () => {
        await database.close();
        await adminQuery(url, `DROP DATABASE IF EXISTS ${name}`);
      },
    };
  }
  seededPglite ??= seededTemplate();
  const pglite = (await (await seededPglite).clone()) as PGlite;
  return openDatabase({ kind: 'pglite', pglite });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Bearer tokens of the demo accounts. */
  adminToken: string;
  labToken: string;
  close(): Promise<void>;
  /** inject with the admin's token unless `token` is given (null: none). */
  call(options: InjectOptions & { token?: string | null }): Promise<LightMyRequestResponse>;
  /** POST /api/auth/login/ with no token: the sign-in's answer, for the test to read. */
  postLogin(email: string, password: string): Promise<LightMyRequestResponse>;
}

export async function login(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json().access_token;
}

/** `options`: AppOptions to override (e.g. `rateLimits: false` for a load generator on one address). */
export async function createTestApp(options: Partial<AppOptions> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const app = await buildApp({ database, jwtSecret: JWT_SECRET, staticDir: false, ...options });
  const adminToken = await login(app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  const labToken = await login(app, DEMO_ACCOUNTS.lab.email, DEMO_ACCOUNTS.lab.password);
  return {
    app,
    database,
    adminToken,
    labToken,
    async close() {
      await app.close();
      await database.close();
    },
    call({ token, headers, ...options }) {
      const bearer = token === undefined ? adminToken : token;
      return app.inject({
        ...options,
        headers: { ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), ...headers },
      });
    },
    postLogin(email, password) {
      return app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password } });
    },
  };
}

/** Makes a test app listen on a free loopback port (for real HTTP clients: streams, load); returns its base URL. */
/** An app on its own seeded database whose log lines the test reads (`log()`); `close()` ends both. */
export async function createLoggingTestApp(
  level: string,
): Promise<{ app: FastifyInstance; log: () => string; close: () => Promise<void> }> {
  let log = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      log += chunk;
      done();
    },
  });
  const database = await openTestDatabase();
  const app = await buildApp({ database, jwtSecret: JWT_SECRET, staticDir: false, logger: { level, stream } });
  return {
    app,
    log: () => log,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export async function listenTestApp(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/**
 * A snapshot of every table's row count and content hash, to prove a rejected request changed nothing; `omit` leaves
 * columns out of the hash (password hashes, whose salts differ between two otherwise equal databases).
 */
export async function databaseFingerprint(
  database: Database,
  { omit = [] }: { omit?: string[] } = {},
): Promise<Record<string, string>> {
  const tables = [
    'users',
    'labs',
    'logos',
    'reviews',
    'eqa_certificates',
    'tests',
    'staff',
    'services',
    'appointments',
    'booked_services',
    'orders',
    'order_items',
    'complaints',
    'financial_aid',
    'donations',
    'notifications',
    'devices',
    'audit_log',
  ];
  const hashed = ['to_jsonb(t)', ...omit.map(column => `'${column.replace(/'/g, "''")}'`)].join(' - ');
  const out: Record<string, string> = {};
  for (const table of tables) {
    const { queryRows } = await import('../db/client.js');
    const { sql } = await import('drizzle-orm');
    const [row] = await queryRows<{ n: number; h: string | null }>(
      database.db,
      sql.raw(
        `select cast(count(*) as integer) as n, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as h from (select ${hashed} as r from ${table} t) s`,
      ),
    );
    out[table] = `${row.n}:${row.h}`;
  }
  return out;
}
