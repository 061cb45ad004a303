/**
 * Compiles the server and its tools for the tests that run them as processes (compiledProcesses.ts). For the
 * PostgreSQL run, also seeds a template database once; each test app copies it (CREATE DATABASE … TEMPLATE).
 */
import pg from 'pg';

import { openDatabase } from '../db/client.js';
import { seed } from '../db/seed/index.js';
import { compileProcesses } from './compiledProcesses.js';
import { SEED_NOW, TEMPLATE_DB, TEST_DATABASE_PREFIX } from './harness.js';

export default async function setup() {
  await compileProcesses();
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // Leftovers of an interrupted run in this checkout.
  const { rows } = await admin.query(`select datname from pg_database where starts_with(datname, $1)`, [
    TEST_DATABASE_PREFIX,
  ]);
  for (const r of rows) await admin.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${TEMPLATE_DB}`;
  const database = await openDatabase({ kind: 'postgres', url: u.toString(), max: 2 });
  await seed(database.db, { now: SEED_NOW });
  await database.close();
}
