/** Helpers shared by the benchmarks: child processes, the API server, waiting for a URL, autocannon runs, RSS. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import pg from 'pg';

export const ROOT = new URL('..', import.meta.url).pathname;

export function machine() {
  const load = loadavg().map((n) => n.toFixed(1)).join(' / ');
  return `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average at the start ${load} (1 / 5 / 15 min)`;
}

/** Runs a binary of node_modules/.bin in its own process group, so stop() ends it and every child it started. */
export function start(bin: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(`${ROOT}node_modules/.bin/${bin}`, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
}

export type Engine = 'pglite' | 'postgres';

export interface ServerOptions {
  engine: Engine;
  /** PGlite: the folder holding `pglite/` (DATA_DIR). */
  dataDir: string;
  /** PostgreSQL: the connection URL. */
  url?: string;
  port: number;
  /** The built app to serve at /, or none. */
  staticDir?: string;
  /** 'off': the API without its read caches (READ_CACHE=off). */
  readCache?: 'off';
}

export function serverEnv(options: ServerOptions): Record<string, string> {
  return {
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.engine === 'postgres' ? options.url! : '',
    PGLITE_MEMORY: '',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    // PostgreSQL refuses a short or example secret (server/config.ts); the demo is seeded into an empty database.
    JWT_SECRET: 'bench-secret-0a1b2c3d4e5f60718293a4b5c6d7e8f9',
    LABHUB_DEMO: '1',
    // Every load client comes from 127.0.0.1: the per-address request limits would refuse most of them.
    RATE_LIMIT: 'off',
    STATIC_DIR: options.staticDir ?? `${options.dataDir}/no-app`,
    LOG_LEVEL: '',
    NODE_ENV: 'production',
    READ_CACHE: options.readCache ?? '',
  };
}

/**
 * The API server as `npm start` runs it (the compiled dist-server/index.mjs, see scripts/build-if-needed.mjs), as one
 * Node process so its pid is the process whose memory we read.
 */
export function startServer(options: ServerOptions): ChildProcess {
  return spawn(process.execPath, ['dist-server/index.mjs'], { cwd: ROOT, env: { ...process.env, ...serverEnv(options) }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const done = new Promise((resolve) => child.once('exit', resolve));
  const group = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  group('SIGTERM');
  const timer = setTimeout(() => group('SIGKILL'), 5000);
  await done;
  clearTimeout(timer);
}

/** Polls until the URL answers 200; returns the milliseconds waited. */
export async function waitFor(url: string, timeoutMs = 300_000, child?: ChildProcess): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before ${url} answered`);
    try {
      const res = await fetch(url);
      if (res.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Resident memory of a process, in bytes (Linux /proc). */
export function rss(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb * 1024;
}

/** Signs in as the demo administrator; returns the Authorization header. */
export async function adminHeaders(base: string): Promise<Record<string, string>> {
  const login = await fetch(`${base}/api/auth/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@labhub.pk', password: 'Admin1234' }) });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const token = (await login.json()).access_token as string;
  return { authorization: `Bearer ${token}` };
}

/** True when a PostgreSQL server answers at the URL; creates the database when the server answers but it is missing. */
export async function postgresReady(url: string): Promise<boolean> {
  const tryConnect = async (u: string) => {
    const client = new pg.Client({ connectionString: u, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      return client;
    } catch (err) {
      await client.end().catch(() => {});
      throw err;
    }
  };
  try {
    await (await tryConnect(url)).end();
    return true;
  } catch (err) {
    if ((err as { code?: string }).code !== '3D000') return false;
  }
  const u = new URL(url);
  const name = u.pathname.slice(1);
  u.pathname = '/postgres';
  try {
    const admin = await tryConnect(u.toString());
    await admin.query(`create database ${pg.escapeIdentifier(name)}`);
    await admin.end();
    return true;
  } catch {
    return false;
  }
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** Runs autocannon in a second process (so the load generator does not share the server's event loop). */
export function load(url: string, options: { connections: number; seconds: number; headers?: Record<string, string> }): Promise<LoadResult> {
  // A 60 s timeout: json-server's slow answers count as latencies, not as errors.
  const args = ['-j', '-t', '60', '-c', String(options.connections), '-d', String(options.seconds)];
  for (const [k, v] of Object.entries(options.headers ?? {})) args.push('-H', `${k}=${v}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(`${ROOT}node_modules/.bin/autocannon`, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) => {
      try {
        const r = JSON.parse(out);
        // Answers over the run's length (autocannon's per-second average reads 0 when answers take over a second).
        resolve({ requestsPerSecond: r.requests.total / Math.max(r.duration, 0.001), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts });
      } catch (err) {
        reject(new Error(`autocannon exited ${code}: ${out.slice(0, 300)} ${(err as Error).message}`));
      }
    });
  });
}

/**
 * Waits until a server has answered the requests a load run left queued: autocannon stops sending when its time is
 * up, but a server slower than the load (json-server, the API without its caches) still owes the answers to the
 * requests already sent, and the next run would otherwise be timed behind that backlog. Both servers answer in
 * arrival order (json-server's handlers are synchronous; PGlite runs one query at a time), so one request that
 * returns means the queue ahead of it is gone. Returns the milliseconds waited.
 */
export async function drain(url: string, headers: Record<string, string> = {}): Promise<number> {
  const t0 = performance.now();
  for (let i = 0; i < 2; i++) await (await fetch(url, { headers, signal: AbortSignal.timeout(300_000) })).arrayBuffer();
  return performance.now() - t0;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The median of each figure over several runs; errors are summed. */
export function medianLoad(runs: LoadResult[]): LoadResult {
  return {
    requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    non2xx: runs.reduce((a, r) => a + r.non2xx, 0),
    errors: runs.reduce((a, r) => a + r.errors, 0),
  };
}

export const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
export const mb = (bytes: number) => `${fmt(bytes / 2 ** 20, 0)} MB`;
