/**
 * API under load: N labs (with the seed's proportional orders, notifications …) on PGlite and on PostgreSQL; the
 * paged/sorted lab list, the searched lab list and the payables list hit with 50 connections from the load generator
 * (wrk when installed, else autocannon: bench/lib.ts `load`) in a second process. The same rows are served by json-server and hit on the equivalent URLs. Each scenario alternates
 * API and json-server slices (the machine is shared, so load from elsewhere falls on both) and reports the medians.
 * On PostgreSQL the original backend's stack, Django REST Framework under gunicorn (bench/drf), answers the same
 * scenarios over the same tables, alternating with the API in the same slices, with the API's read caches on and
 * off, at 50 connections and at 1, once both have answered the same ids in the same order with the same totals.
 * The server's resident memory is read after the load.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { assertSameAnswers, type DrfServer, ensureDrf, startDrf } from './drf.js';
import {
  adminHeaders,
  drain,
  type Engine,
  fmt,
  freePort,
  load,
  type LoadResult,
  medianLoad,
  postgresReady,
  ROOT,
  rss,
  serverEnv,
  type ServerOptions,
  start,
  startServer,
  stop,
  waitFor,
} from './lib.js';

export interface ApiLoadOptions {
  labs: number;
  /** Seconds of load per server and scenario, split into `slices` alternating runs. */
  seconds: number;
  slices: number;
  /** A second of load on each server before its measured slices (default on; the quick run, whose figures are not kept, skips it). */
  warmUp?: boolean;
  connections: number;
  /**
   * Least seconds of json-server's one-connection run (default 5: at 100,000 rows one request takes seconds, so a
   * shorter run would measure one or two answers). The quick run's small database answers in milliseconds: 1 s.
   */
  jsonSingleSeconds?: number;
  /** PostgreSQL URL, or undefined to measure PGlite only. */
  postgresUrl?: string;
  /** Throw the PGlite data away first (quick mode: a small fresh database each time). */
  fresh?: boolean;
  /** Engines to measure (default both, PostgreSQL when a server answers). */
  engines?: Engine[];
  /** Measure DRF on PostgreSQL (installing Debian's packages when `installDrf` and they are missing). */
  drf?: boolean;
  installDrf?: boolean;
}

const SCENARIOS = [
  {
    name: 'Labs: page 11, sorted by name',
    api: '/api/profiles/getAllLabs?_start=100&_end=110&_sort=name&_order=ASC',
    json: '/labs?_start=100&_end=110&_sort=name&_order=asc',
    drf: '/api/profiles/getAllLabs/?limit=10&offset=100&ordering=name,id',
  },
  {
    name: 'Labs: search "lahore", sorted by name, first page',
    api: '/api/profiles/getAllLabs?_start=0&_end=10&_sort=name&_order=ASC&q=lahore',
    json: '/labs?_start=0&_end=10&_sort=name&_order=asc&q=lahore',
    drf: '/api/profiles/getAllLabs/?limit=10&offset=0&ordering=name,id&search=lahore',
  },
  {
    name: 'Payables: first page of 5, orderId descending',
    api: '/api/Appointments/getaccountspayable?_start=0&_end=5&_sort=orderId&_order=DESC',
    json: '/payables?_start=0&_end=5&_sort=orderId&_order=desc',
    drf: '/api/Appointments/getaccountspayable/?limit=5&offset=0&ordering=-id',
  },
];

interface EngineReport {
  engine: Engine;
  seedSeconds?: number;
  rows: { labs: number; payables: number };
  results: {
    name: string;
    api: LoadResult;
    jsonServer: LoadResult;
    single: LoadResult;
    jsonSingle: LoadResult;
    apiNoCache?: LoadResult;
    singleNoCache?: LoadResult;
    /** DRF in the same slices as the cached API, and again beside the uncached API (50 connections, then 1). */
    drf?: LoadResult;
    drfSingle?: LoadResult;
    drfNoCache?: LoadResult;
    drfSingleNoCache?: LoadResult;
  }[];
  /** DRF: gunicorn workers, the rows compared, or why it was not measured. */
  drf?: { workers: number; checked: string[] } | { skipped: string };
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
  if ((await labCount(server.base, await adminHeaders(server.base))) === labs)
    return { server, seedSeconds: undefined };
  await stop(server);
  console.log(`Seeding ${fmt(labs)} labs (${options.engine}) …`);
  const t0 = performance.now();
  execFileSync(process.execPath, ['--import', 'tsx', 'server/db/seedCli.ts', '--labs', String(labs), '--reset'], {
    cwd: ROOT,
    env: { ...process.env, ...serverEnv(options) },
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
  let drf: DrfServer | undefined;
  let drfInfo: EngineReport['drf'];
  try {
    let headers = await adminHeaders(base);
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
    jsonServer = start('json-server', [
      '--quiet',
      '--read-only',
      '--port',
      new URL(jsonBase).port,
      '--host',
      '127.0.0.1',
      dbFile,
    ]);
    await waitFor(`${jsonBase}/labs?_start=0&_end=1`, 300_000, jsonServer);

    // DRF over the same PostgreSQL tables, once it answers exactly what the API answers.
    if (engine === 'postgres' && o.drf) {
      const why = ensureDrf(Boolean(o.installDrf));
      if (why) drfInfo = { skipped: why };
      else {
        drf = await startDrf(o.postgresUrl!, serverEnv(options).JWT_SECRET);
        const checked: string[] = [];
        for (const s of SCENARIOS) {
          const same = await assertSameAnswers(`${base}${s.api}`, `${drf.base}${s.drf}`, headers);
          checked.push(
            `${s.name}: total ${typeof same.total === 'number' ? fmt(same.total) : same.total}, ids ${same.ids.join(', ')}`,
          );
        }
        drfInfo = { workers: drf.workers, checked };
      }
    }

    const results: EngineReport['results'] = [];
    const slice = Math.max(1, Math.round(o.seconds / o.slices));
    /** Warm-up (not counted), then `slices` runs of each server in turn; medians. */
    const alternate = async (
      targets: { url: string; headers?: Record<string, string>; warmConnections?: number }[],
    ) => {
      if (o.warmUp !== false)
        for (const t of targets) {
          await load(t.url, { connections: t.warmConnections ?? o.connections, seconds: 1, headers: t.headers });
          await drain(t.url, t.headers);
        }
      const runs: LoadResult[][] = targets.map(() => []);
      for (let i = 0; i < o.slices; i++) {
        for (const [k, t] of targets.entries()) {
          runs[k].push(await load(t.url, { connections: o.connections, seconds: slice, headers: t.headers }));
          const waited = await drain(t.url, t.headers);
          if (waited > 5000) console.log(`  ${t.url} answered its backlog in ${fmt(waited / 1000, 1)} s`);
        }
      }
      return runs.map(medianLoad);
    };
    for (const s of SCENARIOS) {
      console.log(
        `${engine}: ${s.name} (${o.connections} connections, ${o.slices} × ${slice} s each, alternating${drf ? ' with json-server and DRF' : ' with json-server'})`,
      );
      // Signed in again for each scenario: json-server's backlogs can keep a run past the token's 15 minutes.
      headers = await adminHeaders(base);
      const apiUrl = `${base}${s.api}`;
      const jsonUrl = `${jsonBase}${s.json}`;
      // json-server warms up on one connection: 50 would leave it a backlog of 50 slow answers (drain() waits for
      // whatever a run leaves queued).
      const [api, js, drfLoad] = await alternate([
        { url: apiUrl, headers },
        { url: jsonUrl, warmConnections: 1 },
        ...(drf ? [{ url: `${drf.base}${s.drf}`, headers }] : []),
      ]);
      // Latency without queueing: one connection, the time one request takes.
      const single = await load(apiUrl, { connections: 1, seconds: Math.min(slice, 5), headers });
      const drfSingle = drf
        ? await load(`${drf.base}${s.drf}`, { connections: 1, seconds: Math.min(slice, 5), headers })
        : undefined;
      // json-server queues 50 connections behind one sort of every row: with one connection it shows what it can do.
      const jsonSingle = await load(jsonUrl, { connections: 1, seconds: Math.max(slice, o.jsonSingleSeconds ?? 5) });
      await drain(jsonUrl);
      results.push({ name: s.name, api: api, jsonServer: js, single, jsonSingle, drf: drfLoad, drfSingle });
    }
    const rssAfter = rss(server);
    // The same load on the API without its read caches (every request reads the database), DRF alternating with it.
    await stop(server);
    const uncached = await startServer({ ...options, readCache: 'off' });
    base = uncached.base;
    try {
      for (const [i, s] of SCENARIOS.entries()) {
        console.log(`${engine}, read cache off: ${s.name}`);
        const h = await adminHeaders(base);
        const url = `${base}${s.api}`;
        const [apiNoCache, drfNoCache] = await alternate([
          { url, headers: h },
          ...(drf ? [{ url: `${drf.base}${s.drf}`, headers: h }] : []),
        ]);
        results[i].apiNoCache = apiNoCache;
        results[i].drfNoCache = drfNoCache;
        results[i].singleNoCache = await load(url, { connections: 1, seconds: Math.min(slice, 5), headers: h });
        if (drf)
          results[i].drfSingleNoCache = await load(`${drf.base}${s.drf}`, {
            connections: 1,
            seconds: Math.min(slice, 5),
            headers: h,
          });
      }
    } finally {
      await stop(uncached);
    }
    // json-server runs as node_modules/.bin/json-server → node; its pid is the node process.
    const jsonServerRss = rss(jsonServer);
    return {
      engine,
      seedSeconds,
      rows: { labs: labs.length, payables: payables.length },
      results,
      rssStarted,
      rssAfter,
      jsonServerRss,
      drf: drfInfo,
    };
  } finally {
    if (drf) await stop(drf);
    if (jsonServer) await stop(jsonServer);
    await stop(server);
  }
}

export async function apiLoad(o: ApiLoadOptions): Promise<ApiLoadReport> {
  const engines: EngineReport[] = [];
  const skipped: string[] = [];
  const engines_ = o.engines ?? ['pglite', 'postgres'];
  if (engines_.includes('pglite')) engines.push(await measureEngine('pglite', o));
  if (o.postgresUrl && engines_.includes('postgres')) {
    if (await postgresReady(o.postgresUrl)) engines.push(await measureEngine('postgres', o));
    else skipped.push(`PostgreSQL: no server answers at ${o.postgresUrl.replace(/:[^:@/]*@/, ':***@')}`);
  }
  return { options: o, engines, skipped };
}
