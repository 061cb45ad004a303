/**
 * `npm run bench:load [-- --clients 200 --seconds 60 --runs 1 --engines pglite,postgres --server dist-server/index.mjs]`:
 * the mixed read/write load of server/test/loadRun.ts against the server in its own process, on PGlite (a fresh data
 * folder: the demo's first start) and on PostgreSQL (BENCH_DATABASE_URL, default the local `labhub_load` database,
 * when a server answers). The server's RSS is read 3 s after /api/health first answers and after the load; `--server`
 * runs another build (an earlier one, to compare). Prints the figures; exits 1 on any error or lost write.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import pg from 'pg';

import { type LoadReport, runLoad } from '../server/test/loadRun.js';
import { postgresReady, ROOT, rss, startServer, stop } from './lib.js';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    runs: { type: 'string', default: '1' },
    engines: { type: 'string', default: 'pglite,postgres' },
    server: { type: 'string', default: 'dist-server/index.mjs' },
  },
  allowPositionals: true,
});
const clients = Number(values.clients);
const seconds = Number(values.seconds);
const runs = Number(values.runs);
const engines = values.engines.split(',');
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/labhub_load';

interface Measured extends LoadReport {
  /** RSS 3 s after /api/health first answered, and after the load. */
  rssStarted: number;
  rss: number;
  /** /proc/loadavg when the run started. */
  loadavg: string;
}

async function measure(engine: 'pglite' | 'postgres'): Promise<Measured> {
  const loadavg = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' / ');
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
  const server = await startServer({ engine, dataDir, url: PG_URL, entry: values.server });
  const base = server.base;
  try {
    await new Promise(r => setTimeout(r, 3000));
    const rssStarted = rss(server);
    console.log(`${engine}: RSS ${(rssStarted / 2 ** 20).toFixed(0)} MB; ${clients} clients for ${seconds} s …`);
    const report = await runLoad({ base, clients, seconds, log: line => console.log(`${engine}: ${line}`) });
    return { ...report, rssStarted, rss: rss(server), loadavg };
  } finally {
    await stop(server);
  }
}

const reports: [string, Measured][] = [];
const postgres = engines.includes('postgres') && (await postgresReady(PG_URL));
if (engines.includes('postgres') && !postgres) console.log(`postgres: skipped (no server answers at ${PG_URL})`);
for (let run = 0; run < runs; run++) {
  if (engines.includes('pglite')) reports.push(['pglite', await measure('pglite')]);
  if (postgres) reports.push(['postgres', await measure('postgres')]);
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
console.log(
  '\n| Engine | Clients × seconds | Requests (reads / writes) | req/s | p50 | p99 | Errors | Acknowledged writes missing | Server RSS after start / after the load | /proc/loadavg at the start |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const [engine, r] of reports) {
  console.log(
    `| ${engine} | ${r.clients} × ${r.seconds} s | ${r.requests} (${r.reads} / ${r.writes}) | ${r.requestsPerSecond.toFixed(0)} | ${r.p50.toFixed(0)} ms | ${r.p99.toFixed(0)} ms | ${r.errors.length} | ${r.missing.length} | ${mb(r.rssStarted)} / ${mb(r.rss)} | ${r.loadavg} |`,
  );
  for (const e of [...r.errors.slice(0, 5), ...r.missing.slice(0, 5)]) console.log(`  ${engine}: ${e}`);
}
process.exitCode = reports.some(([, r]) => r.errors.length || r.missing.length) ? 1 : 0;
