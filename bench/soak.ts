/**
 * `npm run bench:soak [-- --quick]`: the API as `npm start` runs it, under 100 readers and 10 writers for 10 minutes
 * (BENCH_SOAK_SECONDS), on PostgreSQL (BENCH_DATABASE_URL, default a fresh `labhub_bench_soak` database) or, with
 * `--quick` or no PostgreSQL server, on a PGlite folder. Readers page the lab list (plain and searched), payables,
 * notifications and the dashboard figures; each writer creates a test, updates it and deletes it, keeping one in 20.
 * The server's resident memory is sampled every 5 s. At the end every acknowledged write is checked: the kept tests
 * are there with their update, the deleted ones are gone. A full run writes its figures into docs/PERFORMANCE.md
 * between the soak markers; `--quick` (10 s, PGlite) checks the script works and writes nothing.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';

import { adminHeaders, type Engine, fmt, machine, mb, postgresReady, ROOT, rss, startServer, stop } from './lib.js';

export interface SoakOptions {
  seconds: number;
  readers: number;
  writers: number;
  /** PostgreSQL URL; PGlite when undefined. */
  postgresUrl?: string;
  /** Heap snapshots of the server (each after a full garbage collection) at these fractions of the run. */
  heapAt?: number[];
}

export interface SoakReport {
  options: SoakOptions;
  engine: Engine;
  /** [seconds since the load started, RSS bytes] every 5 s. */
  samples: [number, number][];
  /** [seconds since the load started, bytes the heap holds after a full garbage collection] at `heapAt`. */
  heap: [number, number][];
  reads: number;
  writes: number;
  /** Answers that were not 2xx, and requests that got no answer. */
  failed: number;
  failures: Record<string, number>;
  /** Milliseconds from sending a request to its whole answer. */
  latency: { p50: number; p99: number; max: number };
  /** Tests kept (acknowledged create + update), and those missing or stale at the end. */
  kept: number;
  lost: number;
  /** Tests deleted (acknowledged), and those still there at the end. */
  deleted: number;
  resurrected: number;
}

const READS = [
  '/api/profiles/getAllLabs?_start=100&_end=110&_sort=name&_order=ASC',
  '/api/profiles/getAllLabs?_start=0&_end=10&_sort=name&_order=ASC&q=lahore',
  '/api/Appointments/getaccountspayable?_start=0&_end=5&_sort=orderId&_order=DESC',
  '/api/Settings/getNotifications?_start=0&_end=10',
  '/api/dashboard-figures',
];

const testBody = (title: string) => ({
  Title: title,
  Description: `A test written by the soak benchmark (${title}).`.padEnd(120, '.'),
  PreConditions: 'None',
  LowerPriceLimit: 100,
  UpperPriceLimit: 200,
  AvgDuration: '1 Day',
});

export async function soak(options: SoakOptions): Promise<SoakReport> {
  const engine: Engine = options.postgresUrl ? 'postgres' : 'pglite';
  const dataDir = mkdtempSync(join(tmpdir(), 'labhub-soak-'));
  if (options.postgresUrl) {
    // A fresh database each run: the demo is seeded into it by the server.
    const admin = new URL(options.postgresUrl);
    const name = admin.pathname.slice(1);
    admin.pathname = '/postgres';
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
    await client.end();
  }
  // Connections kept 65 s, as behind a proxy: the 100 clients' own timers run late on a busy machine, and a reused
  // connection the server has just closed (5 s by default) fails in the client before the server sees the request.
  // SIGUSR2 makes the server write a heap snapshot into dataDir; V8 collects all garbage before it writes one.
  const heapOptions = options.heapAt?.length ? `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${dataDir}` : '';
  const server = await startServer({
    engine,
    dataDir,
    url: options.postgresUrl,
    env: { KEEP_ALIVE_TIMEOUT_MS: '65000', NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${heapOptions}`.trim() },
  });
  const heap: [number, number][] = [];
  const failures: Record<string, number> = {};
  const fail = (what: string) => (failures[what] = (failures[what] ?? 0) + 1);
  let reads = 0;
  let writes = 0;
  const kept = new Map<number, string>();
  const latencies: number[] = [];
  const deleted: number[] = [];
  try {
    const headers = await adminHeaders(server.base);
    const json = { ...headers, 'content-type': 'application/json' };
    const samples: [number, number][] = [];
    const t0 = performance.now();
    const end = t0 + options.seconds * 1000;
    const sampler = setInterval(() => samples.push([(performance.now() - t0) / 1000, rss(server)]), 5000);
    samples.push([0, rss(server)]);
    // A snapshot stops the server for seconds: the load pauses first (no new request, those in flight answered), so
    // that requests queued behind the pause do not time out waiting for a database connection.
    let inFlight = 0;
    let gate: Promise<void> | undefined;
    const snapshots = (options.heapAt ?? []).map(fraction =>
      setTimeout(
        () => {
          let open = () => {};
          gate = new Promise(resolve => (open = resolve));
          void (async () => {
            while (inFlight > 0) await sleep(50);
            heap.push([fraction * options.seconds, await heapAfterGc(server.child.pid!, dataDir)]);
            gate = undefined;
            open();
          })();
        },
        fraction * options.seconds * 1000,
      ),
    );
    const request = async (label: string, path: string, init: RequestInit = {}) => {
      while (gate) await gate;
      inFlight++;
      const sent = performance.now();
      try {
        const res = await fetch(`${server.base}${path}`, { ...init, signal: AbortSignal.timeout(60_000) });
        const body = await res.text();
        latencies.push(performance.now() - sent);
        if (res.ok) return body;
        fail(`${label} ${res.status}`);
      } catch (err) {
        const cause = (err as { cause?: { code?: string; message?: string } }).cause;
        fail(`${label} ${cause?.code ?? cause?.message ?? (err as Error).name}`);
      } finally {
        inFlight--;
      }
      return undefined;
    };
    const reader = async (r: number) => {
      for (let n = r; performance.now() < end; n++) {
        if ((await request('read', READS[n % READS.length], { headers })) !== undefined) reads++;
      }
    };
    const writer = async (w: number) => {
      for (let n = 0; performance.now() < end; n++) {
        const title = `Soak ${w}-${n}`;
        const created = await request('create', '/api/Inventory/CreateTest', {
          method: 'POST',
          headers: json,
          body: JSON.stringify(testBody(title)),
        });
        if (created === undefined) continue;
        writes++;
        const { id } = JSON.parse(created) as { id: number };
        const updated = await request('update', `/api/Inventory/UpdateTest/${id}`, {
          method: 'PUT',
          headers: json,
          body: JSON.stringify({ ...testBody(title), UpperPriceLimit: 300 }),
        });
        if (updated === undefined) continue;
        writes++;
        if (n % 20 === 0) {
          kept.set(id, title);
          continue;
        }
        if ((await request('delete', `/api/Inventory/DeleteTest/${id}`, { method: 'DELETE', headers })) !== undefined) {
          writes++;
          deleted.push(id);
        }
      }
    };
    await Promise.all([
      ...Array.from({ length: options.readers }, (_, r) => reader(r)),
      ...Array.from({ length: options.writers }, (_, w) => writer(w)),
    ]);
    clearInterval(sampler);
    samples.push([(performance.now() - t0) / 1000, rss(server)]);
    snapshots.forEach(clearTimeout);
    while (heap.length < (options.heapAt ?? []).filter(f => f < 1).length) await sleep(1000);

    const tests = JSON.parse((await request('check', '/api/Inventory/ViewTests', { headers })) ?? '[]') as {
      id: number;
      Title: string;
      UpperPriceLimit: number;
    }[];
    const byId = new Map(tests.map(t => [t.id, t]));
    let lost = 0;
    for (const [id, title] of kept) {
      const test = byId.get(id);
      if (!test || test.Title !== title || Number(test.UpperPriceLimit) !== 300) lost++;
    }
    const resurrected = deleted.filter(id => byId.has(id)).length;
    const failed = Object.values(failures).reduce((a, b) => a + b, 0);
    latencies.sort((a, b) => a - b);
    const quantile = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
    return {
      latency: { p50: quantile(0.5), p99: quantile(0.99), max: latencies.at(-1) ?? 0 },
      options,
      engine,
      samples,
      heap: heap.sort((a, b) => a[0] - b[0]),
      reads,
      writes,
      failed,
      failures,
      kept: kept.size,
      lost,
      deleted: deleted.length,
      resurrected,
    };
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));

/**
 * Asks the server for a heap snapshot (SIGUSR2) and waits for the file in `dir`: the sum of its nodes' own sizes is
 * what the JavaScript heap holds after a full collection, the figure a leak makes grow, unlike RSS, which also
 * follows V8's choice of heap size. The file is removed once read.
 */
async function heapAfterGc(pid: number, dir: string): Promise<number> {
  const before = new Set(readdirSync(dir));
  process.kill(pid, 'SIGUSR2');
  for (;;) {
    await sleep(1000);
    const name = readdirSync(dir).find(f => f.endsWith('.heapsnapshot') && !before.has(f));
    if (!name) continue;
    try {
      const file = join(dir, name);
      const snapshot = JSON.parse(readFileSync(file, 'utf8')) as {
        snapshot: { meta: { node_fields: string[] } };
        nodes: number[];
      };
      rmSync(file);
      const fields = snapshot.snapshot.meta.node_fields;
      const self = fields.indexOf('self_size');
      let total = 0;
      for (let i = self; i < snapshot.nodes.length; i += fields.length) total += snapshot.nodes[i];
      return total;
    } catch {
      // still being written
    }
  }
}

/** Least-squares slope of RSS over the samples at or after `from` seconds, in MB per minute. */
export function slopeMbPerMinute(samples: [number, number][], from: number): number {
  const points = samples.filter(([t]) => t >= from);
  if (points.length < 2) return 0;
  const mx = points.reduce((a, [t]) => a + t, 0) / points.length;
  const my = points.reduce((a, [, m]) => a + m, 0) / points.length;
  const num = points.reduce((a, [t, m]) => a + (t - mx) * (m - my), 0);
  const den = points.reduce((a, [t]) => a + (t - mx) ** 2, 0);
  return den ? ((num / den) * 60) / 2 ** 20 : 0;
}

export function describeSoak(report: SoakReport): string {
  const { options: o, samples } = report;
  const half = o.seconds / 2;
  const second = samples.filter(([t]) => t >= half).map(([, m]) => m);
  const at = (t: number) => samples.reduce((best, s) => (Math.abs(s[0] - t) < Math.abs(best[0] - t) ? s : best))[1];
  const minutes = (s: number) => fmt(s / 60, 1);
  return [
    `### Soak: ${o.readers} readers + ${o.writers} writers for ${minutes(o.seconds)} min (${report.engine === 'postgres' ? 'PostgreSQL' : 'PGlite'})`,
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine()}.`,
    '',
    '| Figure | Value |',
    '|---|---|',
    `| Reads answered / writes acknowledged | ${fmt(report.reads)} / ${fmt(report.writes)} (${fmt(report.reads / o.seconds)} reads/s) |`,
    `| Latency p50 / p99 / most | ${fmt(report.latency.p50)} / ${fmt(report.latency.p99)} / ${fmt(report.latency.max)} ms |`,
    `| Failed requests | ${fmt(report.failed)}${
      report.failed
        ? ` (${Object.entries(report.failures)
            .map(([k, v]) => `${k}: ${v}`)
            .join(', ')})`
        : ''
    } |`,
    `| Acknowledged writes lost | ${report.lost} of ${fmt(report.kept)} kept tests; ${report.resurrected} of ${fmt(report.deleted)} deleted ones back |`,
    `| Server RSS at the start, at ${minutes(half)} min, at the end | ${mb(samples[0][1])}, ${mb(at(half))}, ${mb(samples.at(-1)![1])} |`,
    `| RSS over the last ${minutes(o.seconds - half)} min: least, most | ${mb(Math.min(...second))}, ${mb(Math.max(...second))} |`,
    `| RSS trend over the last ${minutes(o.seconds - half)} min (least squares) | ${fmt(slopeMbPerMinute(samples, half), 2)} MB/min |`,
    ...(report.heap.length
      ? [
          `| JavaScript heap after a full collection (heap snapshot) at ${report.heap.map(([t]) => `${minutes(t)} min`).join(', ')} | ${report.heap.map(([, b]) => mb(b)).join(', ')} |`,
        ]
      : []),
    '',
  ].join('\n');
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\/bench\//, '/bench/'));
if (isMain) {
  execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: ROOT, stdio: 'inherit' });
  const quick = process.argv.includes('--quick');
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/labhub_bench_soak';
  const postgresUrl = !quick && (await postgresReady(url)) ? url : undefined;
  const report = await soak({
    seconds: Number(process.env.BENCH_SOAK_SECONDS ?? (quick ? 10 : 600)),
    readers: 100,
    writers: 10,
    postgresUrl,
    heapAt: quick ? [] : [0.25, 0.5, 0.75, 0.98],
  });
  const text = describeSoak(report);
  console.log(text);
  if (!quick) {
    const file = join(ROOT, 'docs/PERFORMANCE.md');
    const START = '<!-- soak:start -->';
    const END = '<!-- soak:end -->';
    const doc = readFileSync(file, 'utf8');
    const at = doc.indexOf(START);
    const to = doc.indexOf(END);
    writeFileSync(
      file,
      at >= 0 && to > at
        ? `${doc.slice(0, at + START.length)}\n${text}${doc.slice(to)}`
        : `${doc}\n${START}\n${text}${END}\n`,
    );
  }
  if (report.failed || report.lost || report.resurrected) process.exitCode = 1;
}
