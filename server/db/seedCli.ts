/**
 * Seeds the database with demo data: `npm run seed -- [--labs 64] [--random 20261122] [--reset]`.
 *
 * Opens the database the way the server does (server/db/openConfigured.ts): PostgreSQL when DATABASE_URL is set,
 * otherwise PGlite persisted in DATA_DIR/pglite (default data/pglite), which a running server holds: stop it first.
 * An already seeded database is left alone unless --reset is given, which empties every table (TRUNCATE … RESTART
 * IDENTITY CASCADE) first. What a stopped seed left is repaired first (server/db/seed/writer.ts): the users and labs
 * of one stopped before its history was committed are removed, indexes one stopped during its rebuild still owes are
 * built; a database missing a declared index or derived-table trigger for another reason is refused.
 *
 * The server's first start on a new PGlite folder runs this tool (compiled: dist-server/seed.mjs) as a child process
 * with `--parent-lock --quiet` (server/db/firstStart.ts), so that what creating and seeding leave in PGlite's memory
 * ends with the child. A seed of HEAP_CEILING_FROM_LABS labs or more runs itself again under a V8 heap ceiling
 * (server/db/seed/heapCeiling.ts), which keeps its RSS under 2 GB at a million labs.
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';

import { getTableName, sql } from 'drizzle-orm';

import { ConfigError, loadConfig } from '../config.js';
import type { Database } from './client.js';
import { openConfiguredDatabase } from './openConfigured.js';
import { schema } from './schema.js';
import { heapCeilingArgs } from './seed/heapCeiling.js';
import { DEFAULT_SEED_LABS, DEFAULT_SEED_RANDOM, DEMO_ACCOUNTS, isSeeded, seed } from './seed/index.js';
import { repairInterruptedSeed } from './seed/writer.js';

const USAGE = `Usage: npm run seed -- [--labs N] [--random SEED] [--reset] [--quiet]

  --labs N       number of labs, the demo lab included (default ${DEFAULT_SEED_LABS})
  --random SEED  PRNG seed: the same seed gives the same data (default ${DEFAULT_SEED_RANDOM})
  --reset        empty every table first when the database already holds data
  --quiet        print one line when done: the rows seeded per table
  --parent-lock  the PGlite folder is locked by this tool's parent process (the server's first start runs it so)

Database: DATABASE_URL (PostgreSQL) when set, else PGlite in DATA_DIR/pglite (DATA_DIR default data).`;

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${name} must be a positive integer, got "${value}"`);
  return n;
}

class UsageError extends Error {}

/**
 * Runs this very command again under the heap ceiling of a large seed (server/db/seed/heapCeiling.ts) and resolves with
 * its exit code; undefined when the seed is small or the ceiling is already set.
 */
function underHeapCeiling(labs: number): Promise<number> | undefined {
  const nodeArgs = heapCeilingArgs(labs);
  if (!nodeArgs) return undefined;
  const child = spawn(process.execPath, [...nodeArgs, ...process.argv.slice(1)], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  return new Promise(resolve => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

/** Connections that vacuum the tables at once on PostgreSQL. */
const VACUUM_CONNECTIONS = 4;

/**
 * `VACUUM ANALYZE`: on PostgreSQL table by table on several connections of the pool at once, the largest first (one
 * statement vacuums one table after another on one backend); on PGlite the whole database.
 */
async function vacuumAnalyze(database: Database): Promise<void> {
  const { pool } = database;
  if (!pool) {
    await database.db.execute(sql`vacuum analyze`);
    return;
  }
  const { rows } = await pool.query<{ name: string }>(
    `select relname as name from pg_class where relnamespace = current_schema()::regnamespace and relkind = 'r'
     order by pg_relation_size(oid) desc, relname`,
  );
  const queue = rows.map(r => r.name);
  const worker = async () => {
    const client = await pool.connect();
    try {
      for (let name = queue.shift(); name !== undefined; name = queue.shift())
        await client.query(`vacuum analyze "${name.replace(/"/g, '""')}"`);
    } finally {
      client.release();
    }
  };
  await Promise.all(Array.from({ length: Math.min(VACUUM_CONNECTIONS, pool.options.max ?? 1) }, worker));
}

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      options: {
        labs: { type: 'string' },
        random: { type: 'string' },
        reset: { type: 'boolean', default: false },
        quiet: { type: 'boolean', default: false },
        'parent-lock': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const labs = positiveInteger('labs', args.labs, DEFAULT_SEED_LABS);
  const random = positiveInteger('random', args.random, DEFAULT_SEED_RANDOM);
  const ceiled = underHeapCeiling(labs);
  if (ceiled) return ceiled;

  const quiet = args.quiet;
  const log = quiet ? () => {} : (line: string) => console.log(line);
  const started = performance.now();
  const config = loadConfig(process.env, 'tool');
  if (config.database.kind === 'postgres') log(`Database: PostgreSQL at ${describeUrl(config.database.url)}`);
  else log(`Database: PGlite in ${config.database.dataDir ?? 'memory (PGLITE_MEMORY=1: nothing is kept)'}`);
  const database = await openConfiguredDatabase(config, {
    whenBusy: 'Stop the server before seeding PGlite.',
    parentLock: args['parent-lock'],
  });
  try {
    const { db } = database;
    // A seed stopped before its history's commit left its people to remove, one stopped during its index rebuild
    // indexes to build: both are done first.
    const repair = await repairInterruptedSeed(db, log);
    if (repair.rebuilt.length > 0) log(`Built the ${repair.rebuilt.length} indexes an interrupted seed left.`);
    if (await isSeeded(db)) {
      if (!args.reset) {
        console.log('The database is already seeded; nothing to do (use --reset to empty it and seed again).');
        return 0;
      }
      const tables = Object.values(schema).map(t => sql.identifier(getTableName(t)));
      await db.execute(sql`truncate table ${sql.join(tables, sql`, `)} restart identity cascade`);
      log('Emptied every table (--reset).');
    }
    const opened = performance.now();
    log(`Seeding ${labs} labs (random seed ${random})…`);
    const summary = await seed(db, { labs, random, log: message => log(`  ${message}`) });
    const seeded = performance.now();
    // Fresh planner statistics and visibility maps: list counts become index-only scans at once (PGlite has no
    // autovacuum, so without this they would stay heap scans, see docs/PERFORMANCE.md).
    await vacuumAnalyze(database);
    log(`  vacuum analyze in ${Math.round(performance.now() - seeded)} ms`);
    const done = performance.now();
    if (quiet) {
      console.log(
        Object.entries(summary)
          .map(([table, rows]) => `${rows} ${table}`)
          .join(', '),
      );
      return 0;
    }
    console.table(summary);
    const counts: Record<keyof typeof summary, number> = summary;
    const rows = Object.values(counts).reduce((a, b) => a + b, 0);
    console.log(
      `Seeded ${rows.toLocaleString('en-US')} rows in ${((done - opened) / 1000).toFixed(1)} s ` +
        `(${((done - started) / 1000).toFixed(1)} s with opening and migrating the database).`,
    );
    console.log(
      `Sign in as ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password} (admin) or ` +
        `${DEMO_ACCOUNTS.lab.email} / ${DEMO_ACCOUNTS.lab.password} (lab).`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  code => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError || error instanceof ConfigError) {
      console.error(`${error.message}\n\n${USAGE}`);
      process.exit(2);
    }
    console.error('Seeding failed:', error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
