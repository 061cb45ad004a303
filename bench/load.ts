/**
 * `npm run bench:load [-- --clients 200 --seconds 60]`: the mixed read/write load of server/test/loadRun.ts against
 * the server in its own process, on PGlite (a fresh data folder) and on PostgreSQL (BENCH_DATABASE_URL, default the
 * local `labhub_load` database, when a server answers). Prints the figures; exits 1 on any error or lost write.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import pg from 'pg';

import { type LoadReport, runLoad } from '../server/test/loadRun.js';
import { postgresReady, ROOT, rss, startServer, stop } from './lib.js';

const { values } = parseArgs({
  options: { clients: { type: 'string', default: '200' }, seconds: { type: 'string', default: '60' } },
  allowPositionals: true,
});
const clients = Number(values.clients);
const seconds = Number(values.seconds);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/labhub_load';

async function measure(engine: 'pglite' | 'postgres'): Promise<LoadReport & { rss: number }> {
  const dataDir = join(ROOT, '.tmp', 'bench-load');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  if (engine === 'postgres') {
    // A fresh database each run: the server migrates and seeds it.
    const u = new URL(PG_URL);
    const name = u.pathname.slice(1);
    u.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: u.toString() });
    await admin.connect();
    await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    await admin.query(`create database ${pg.escapeIdentifier(name)}`);
    await admin.end();
  }
  const server = await startServer({ engine, dataDir, url: PG_URL });
  const base = server.base;
  try {
    console.log(`${engine}: ${clients} clients for ${seconds} s …`);
    const report = await runLoad({ base, clients, seconds, log: line => console.log(`${engine}: ${line}`) });
    return { ...report, rss: rss(server) };
  } finally {
    await stop(server);
  }
}

const reports: [string, LoadReport & { rss: number }][] = [['pglite', await measure('pglite')]];
if (await postgresReady(PG_URL)) reports.push(['postgres', await measure('postgres')]);
else console.log(`postgres: skipped (no server answers at ${PG_URL})`);

console.log(
  '\n| Engine | Clients × seconds | Requests (reads / writes) | req/s | p50 | p99 | Errors | Acknowledged writes missing | Server RSS after |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const [engine, r] of reports) {
  console.log(
    `| ${engine} | ${r.clients} × ${r.seconds} s | ${r.requests} (${r.reads} / ${r.writes}) | ${r.requestsPerSecond.toFixed(0)} | ${r.p50.toFixed(0)} ms | ${r.p99.toFixed(0)} ms | ${r.errors.length} | ${r.missing.length} | ${(r.rss / 2 ** 20).toFixed(0)} MB |`,
  );
  for (const e of [...r.errors.slice(0, 5), ...r.missing.slice(0, 5)]) console.log(`  ${engine}: ${e}`);
}
process.exitCode = reports.some(([, r]) => r.errors.length || r.missing.length) ? 1 : 0;
