/**
 * API under load: N labs (with the seed's proportional orders, notifications …) on PGlite and on PostgreSQL; the
 * paged/sorted lab list, the searched lab list and the payables list hit with 50 connections from autocannon in a
 * second process. The same rows are served by json-server and hit on the equivalent URLs. Each scenario alternates
 * API and json-server slices (the machine is shared, so load from elsewhere falls on both) and reports the medians.
 * The server's resident memory is read after the load.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminHeaders, drain, fmt, freePort, load, medianLoad, postgresReady, ROOT, rss, serverEnv, start, startServer, stop, waitFor, type Engine, type LoadResult, type ServerOptions } from './lib.js';

export interface ApiLoadOptions {
  labs: number;
  /** Seconds of load per server and scenario, split into `slices` alternating runs. */
  seconds: number;
  slices: number;
  connections: number;
  /** PostgreSQL URL, or undefined to measure PGlite only. */
  postgresUrl?: string;
  /** Throw the PGlite data away first (quick mode: a small fresh database each time). */
  fresh?: boolean;
}

export const SCENARIOS = [
  { name: 'Labs: page 11, sorted by name', api: '/api/profiles/getAllLabs?_start=100&_end=110&_sort=name&_order=ASC', json: '/labs?_start=100&_end=110&_sort=name&_order=asc' },
  { name: 'Labs: search "lahore", sorted by name, first page', api: '/api/profiles/getAllLabs?_start=0&_end=10&_sort=name&_order=ASC&q=lahore', json: '/labs?_start=0&_end=10&_sort=name&_order=asc&q=lahore' },
  { name: 'Payables: first page of 5, orderId descending', api: '/api/Appointments/getaccountspayable?_start=0&_end=5&_sort=orderId&_order=DESC', json: '/payables?_start=0&_end=5&_sort=orderId&_order=desc' },
];

export interface EngineReport {
  engine: Engine;
  seedSeconds?: number;
  rows: { labs: number; payables: number };
  results: { name: string; api: LoadResult; jsonServer: LoadResult; single: LoadResult; jsonSingle: LoadResult; apiNoCache?: LoadResult; singleNoCache?: LoadResult }[];
  /** Server RSS in bytes: after start (and sign-in), and after the load run. */
  rssStarted: number;
  rssAfter: number;
  jsonServerRss: number;
}

export interface ApiLoadReport {
  options: ApiLoadOptions;
  engines: EngineReport[];
  skipped: string[];
}

async function labCount(base: string, headers: Record<string, string>) {
  const res = await fetch(`${base}/api/profiles/totallabs`, { headers });
  const [verified, unverified] = (await res.json()) as [number, number];
  return verified + unverified;
}

/** Starts the API on a database holding exactly `labs` labs, seeding it (and timing the seed) when it does not. */
async function readyServer(options: ServerOptions, labs: number) {
  let server = await startServer(options);
  if ((await labCount(server.base, await adminHeaders(server.base))) === labs) return { server, seedSeconds: undefined };
  await stop(server);
  console.log(`Seeding ${fmt(labs)} labs (${options.engine}) …`);
  const t0 = performance.now();
  execFileSync(process.execPath, ['--import', 'tsx', 'server/db/seedCli.ts', '--labs', String(labs), '--reset'], {
    cwd: ROOT,
    env: { ...process.env, ...serverEnv(options), DATA_DIR: join(options.dataDir, 'pglite') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const seedSeconds = (performance.now() - t0) / 1000;
  server = await startServer(options);
  return { server, seedSeconds };
}

async function measureEngine(engine: Engine, o: ApiLoadOptions): Promise<EngineReport> {
  const dataDir = join(ROOT, '.tmp', `bench-${o.labs}`);
  if (o.fresh) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const options: ServerOptions = { engine, dataDir, url: o.postgresUrl };
  const { server, seedSeconds } = await readyServer(options, o.labs);
  let base = server.base;
  let jsonServer: ReturnType<typeof start> | undefined;
  try {
    const headers = await adminHeaders(base);
    // The same rows for json-server, read from the API 1,000 at a time (whole lists would swell the server's memory).
    const rssStarted = rss(server);
    const all = async (path: string) => {
      const rows: unknown[] = [];
      for (;;) {
        const res = await fetch(`${base}${path}&_start=${rows.length}&_end=${rows.length + 1000}`, { headers });
        const page = (await res.json()) as unknown[];
        rows.push(...page);
        if (page.length < 1000) return rows;
      }
    };
    const labs = await all('/api/profiles/getAllLabs?_sort=id&_order=ASC');
    const payables = await all('/api/Appointments/getaccountspayable?_sort=orderId&_order=DESC');
    const dbFile = join(dataDir, `json-server-${engine}.json`);
    writeFileSync(dbFile, JSON.stringify({ labs, payables }));
    // json-server cannot report a port it was given as 0: ask the OS for a free one.
    const jsonBase = `http://127.0.0.1:${await freePort()}`;
    jsonServer = start('json-server', ['--quiet', '--read-only', '--port', new URL(jsonBase).port, '--host', '127.0.0.1', dbFile]);
    await waitFor(`${jsonBase}/labs?_start=0&_end=1`, 300_000, jsonServer);

    const results: EngineReport['results'] = [];
    const slice = Math.max(1, Math.round(o.seconds / o.slices));
    for (const s of SCENARIOS) {
      console.log(`${engine}: ${s.name} (${o.connections} connections, ${o.slices} × ${slice} s each, alternating)`);
      const apiUrl = `${base}${s.api}`;
      const jsonUrl = `${jsonBase}${s.json}`;
      // One second of warm-up each (not counted): JIT, caches, connections. json-server warms up on one connection:
      // 50 would leave it a backlog of 50 slow answers (drain() waits for whatever a run leaves queued).
      await load(apiUrl, { connections: o.connections, seconds: 1, headers });
      await drain(apiUrl, headers);
      await load(jsonUrl, { connections: 1, seconds: 1 });
      await drain(jsonUrl);
      const api: LoadResult[] = [];
      const js: LoadResult[] = [];
      for (let i = 0; i < o.slices; i++) {
        api.push(await load(apiUrl, { connections: o.connections, seconds: slice, headers }));
        await drain(apiUrl, headers);
        js.push(await load(jsonUrl, { connections: o.connections, seconds: slice }));
        const waited = await drain(jsonUrl);
        if (waited > 5000) console.log(`  json-server answered its backlog in ${fmt(waited / 1000, 1)} s`);
      }
      // Latency without queueing: one connection, the time one request takes.
      const single = await load(apiUrl, { connections: 1, seconds: Math.min(slice, 5), headers });
      // json-server queues 50 connections behind one sort of every row: with one connection it shows what it can do.
      const jsonSingle = await load(jsonUrl, { connections: 1, seconds: Math.max(slice, 5) });
      await drain(jsonUrl);
      results.push({ name: s.name, api: medianLoad(api), jsonServer: medianLoad(js), single, jsonSingle });
    }
    const rssAfter = rss(server);
    // The same load on the API without its read caches (every request reads the database).
    await stop(server);
    const uncached = await startServer({ ...options, readCache: 'off' });
    base = uncached.base;
    try {
      const h = await adminHeaders(base);
      for (const [i, s] of SCENARIOS.entries()) {
        console.log(`${engine}, read cache off: ${s.name}`);
        const url = `${base}${s.api}`;
        await load(url, { connections: o.connections, seconds: 1, headers: h });
        await drain(url, h);
        const runs: LoadResult[] = [];
        for (let k = 0; k < o.slices; k++) {
          runs.push(await load(url, { connections: o.connections, seconds: slice, headers: h }));
          await drain(url, h);
        }
        results[i]!.apiNoCache = medianLoad(runs);
        results[i]!.singleNoCache = await load(`${base}${s.api}`, { connections: 1, seconds: Math.min(slice, 5), headers: h });
      }
    } finally {
      await stop(uncached);
    }
    // json-server runs as node_modules/.bin/json-server → node; its pid is the node process.
    const jsonServerRss = rss(jsonServer);
    return { engine, seedSeconds, rows: { labs: labs.length, payables: payables.length }, results, rssStarted, rssAfter, jsonServerRss };
  } finally {
    if (jsonServer) await stop(jsonServer);
    await stop(server);
  }
}

export async function apiLoad(o: ApiLoadOptions): Promise<ApiLoadReport> {
  const engines: EngineReport[] = [];
  const skipped: string[] = [];
  engines.push(await measureEngine('pglite', o));
  if (o.postgresUrl) {
    if (await postgresReady(o.postgresUrl)) engines.push(await measureEngine('postgres', o));
    else skipped.push(`PostgreSQL: no server answers at ${o.postgresUrl.replace(/:[^:@/]*@/, ':***@')}`);
  }
  return { options: o, engines, skipped };
}
