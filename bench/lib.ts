/** Helpers shared by the benchmarks: child processes, the API server, waiting for a URL, autocannon runs, RSS. */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, totalmem } from 'node:os';

import pg from 'pg';

export const ROOT = new URL('..', import.meta.url).pathname;

export function machine() {
  const load = loadavg()
    .map(n => n.toFixed(1))
    .join(' / ');
  return `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average at the start ${load} (1 / 5 / 15 min)`;
}

/** Runs a binary of node_modules/.bin in its own process group, so stop() ends it and every child it started. */
export function start(bin: string, args: string[], env: Record<string, string> = {}): Launched {
  const { child, output } = launch(`${ROOT}node_modules/.bin/${bin}`, args, env, () => undefined, bin);
  return { child, output };
}

export type Engine = 'pglite' | 'postgres';

export interface ServerOptions {
  engine: Engine;
  /** PGlite: the folder holding `pglite/` (DATA_DIR). */
  dataDir: string;
  /** PostgreSQL: the connection URL. */
  url?: string;
  /** 0 or unset: a port the OS picks (the server reports it). */
  port?: number;
  /** The built app to serve at /, or none. */
  staticDir?: string;
  /** 'off': the API without its read caches (READ_CACHE=off). */
  readCache?: 'off';
  /** More of the server's settings (README's configuration table). */
  env?: Record<string, string>;
  /** The compiled server to run (default dist-server/index.mjs, as `npm start`), e.g. an earlier build to compare. */
  entry?: string;
}

export function serverEnv(options: ServerOptions): Record<string, string> {
  return {
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.engine === 'postgres' ? options.url! : '',
    PGLITE_MEMORY: '',
    PORT: String(options.port ?? 0),
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
    // As `npm start` runs the server on Linux (scripts/start.mjs), unless the bench's own environment sets it.
    ...(process.platform === 'linux' && process.env.MALLOC_ARENA_MAX === undefined ? { MALLOC_ARENA_MAX: '2' } : {}),
    ...options.env,
  };
}

/** A port the OS says is free now (for servers that cannot report the port they took when given 0). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A child process with the tail of what it printed, so a failure can say why in the process's own words. */
export interface Launched {
  child: ChildProcess;
  /** The last few kB of its stdout and stderr. */
  output: () => string;
}

/** Every process group the bench started and has not seen exit: ended if the bench itself stops (Ctrl-C, timeout). */
const running = new Set<ChildProcess>();
let cleanupInstalled = false;
function endAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
function installCleanup() {
  if (cleanupInstalled) return;
  cleanupInstalled = true;
  process.once('exit', endAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      endAll();
      process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1));
    });
  }
}

/**
 * Spawns a process in its own group (stop() ends it and its children; so does the bench's own end), keeping the tail of its output (stderr is
 * also shown). `ready` is resolved by `onOutput` returning a value, and rejected with the process's own message
 * (exit code or signal, the end of its stderr) when it exits first or cannot be spawned.
 */
export function launch<T>(
  command: string,
  args: string[],
  env: Record<string, string>,
  onOutput: (text: string) => T | undefined,
  what: string,
): Launched & { ready: Promise<T> } {
  installCleanup();
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  if (child.pid) running.add(child);
  child.once('exit', () => running.delete(child));
  let tail = '';
  const output = () => tail;
  const ready = new Promise<T>((resolve, reject) => {
    let done = false;
    const take = (chunk: Buffer, echo: boolean) => {
      if (echo) process.stderr.write(chunk);
      tail = (tail + chunk.toString()).slice(-4000);
      if (done) return;
      const value = onOutput(tail);
      if (value !== undefined) {
        done = true;
        resolve(value);
      }
    };
    child.stdout.on('data', (d: Buffer) => take(d, false));
    child.stderr.on('data', (d: Buffer) => take(d, true));
    child.once('error', err => {
      if (!done) reject(new Error(`${what} could not be started (${command}): ${err.message}`));
      done = true;
    });
    child.once('exit', (code, signal) => {
      if (!done)
        reject(
          new Error(
            `${what} exited ${signal ? `on ${signal}` : `with code ${code}`} before it was ready. Its output:\n${tail.trim() || '(nothing)'}`,
          ),
        );
      done = true;
    });
  });
  ready.catch(() => {});
  return { child, output, ready };
}

export interface RunningServer extends Launched {
  /** http://127.0.0.1:PORT */
  base: string;
}

/**
 * The API server as `npm start` runs it (the compiled dist-server/index.mjs, see scripts/build-if-needed.mjs), as one
 * Node process so its pid is the process whose memory we read. It listens on a port the OS picks (PORT=0) and says
 * which in its banner; resolves once /api/health answers, or fails with the server's own message.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const server = launch(
    process.execPath,
    [options.entry ?? 'dist-server/index.mjs'],
    serverEnv(options),
    text => /running at http:\/\/localhost:(\d+)\//.exec(text)?.[1],
    'The API server',
  );
  try {
    const port = await server.ready;
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health`, 300_000, server);
    return { ...server, base };
  } catch (err) {
    await stop(server.child);
    throw err;
  }
}

/** Whether a process of the group led by `pid` is still running (a zombie, gone but not yet reaped, is not). */
function groupRunning(pid: number): boolean {
  try {
    process.kill(-pid, 0);
  } catch {
    return false;
  }
  // The group's members are the processes whose process group is `pid`; a zombie's state is Z.
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(group) === pid && state !== 'Z') return true;
    } catch {
      // gone while read
    }
  }
  return false;
}

/**
 * Stops a process started by `launch` and every process of its group (`npm start` → scripts/start.mjs → the server):
 * SIGTERM, SIGKILL after 5 s, and returns once none of them runs, so that the next step neither shares the cores with
 * a server still closing nor removes the folder it is still writing. (npm can exit before the server it started.)
 */
export async function stop(proc: ChildProcess | Launched) {
  const child = 'child' in proc ? proc.child : proc;
  const pid = child.pid!;
  const group = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // already gone
    }
  };
  const exited = child.exitCode !== null || child.signalCode !== null;
  const done = exited ? Promise.resolve() : new Promise(resolve => child.once('exit', resolve));
  group('SIGTERM');
  const timer = setTimeout(() => group('SIGKILL'), 5000);
  await done;
  const linux = process.platform === 'linux';
  // What is left at 5 s gets the timer's SIGKILL.
  for (const started = performance.now(); linux && groupRunning(pid) && performance.now() - started < 10_000;)
    await new Promise(resolve => setTimeout(resolve, 20));
  clearTimeout(timer);
}

/** Polls until the URL answers 200; returns the milliseconds waited. Fails with the process's own message if it exits. */
export async function waitFor(url: string, timeoutMs = 300_000, proc?: Launched): Promise<number> {
  const started = performance.now();
  const exited = () => proc && (proc.child.exitCode !== null || proc.child.signalCode !== null);
  while (performance.now() - started < timeoutMs) {
    if (exited())
      throw new Error(
        `the process exited (${proc!.child.signalCode ?? `code ${proc!.child.exitCode}`}) before ${url} answered. Its output:\n${proc!.output().trim() || '(nothing)'}`,
      );
    try {
      const res = await fetch(url);
      if (res.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise(r => setTimeout(r, 20));
  }
  throw new Error(
    `${url} did not answer within ${timeoutMs} ms${proc ? `. The process's output:\n${proc.output().trim()}` : ''}`,
  );
}

/** Resident memory of a running process, in bytes (Linux /proc); a process that has gone says so with its output. */
export function rss(proc: Launched): number {
  const pid = proc.child.pid;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) * 1024;
  } catch (err) {
    throw new Error(
      `cannot read the memory of process ${pid} (${(err as Error).message}): it exited ${proc.child.signalCode ?? `with code ${proc.child.exitCode}`}. Its output:\n${proc.output().trim() || '(nothing)'}`,
      { cause: err },
    );
  }
}

/** Signs in as the demo administrator; returns the Authorization header. */
export async function adminHeaders(base: string): Promise<Record<string, string>> {
  const login = await fetch(`${base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@labhub.pk', password: 'Admin1234' }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
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
  /** Answers received in the run. */
  requests: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** What `autocannon -j` prints, as far as `load` reads it. */
interface AutocannonResult {
  requests: { total: number };
  duration: number;
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** wrk, when installed (`apt-get install wrk`): a load generator in C, as pgbench's client is. */
const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find(path => existsSync(path));
/** Which load generator `load` runs, for the reports. */
export const LOAD_GENERATOR = WRK ? 'wrk (C, one thread)' : 'autocannon (Node)';

/**
 * Runs the load generator in a second process (so it does not share the server's event loop): wrk when installed
 * (C: it takes less of the CPU the server and the database share with it), else autocannon.
 */
export function load(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  return WRK ? loadWithWrk(WRK, url, options) : loadWithAutocannon(url, options);
}

/** What bench/wrkReport.lua prints (microseconds). */
interface WrkResult {
  requests: number;
  duration_us: number;
  p50_us: number;
  p99_us: number;
  /** Answers with a status ≥ 400 (wrk counts no 3xx as errors). */
  status_errors: number;
  errors: number;
}

function loadWithWrk(
  wrk: string,
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const args = ['-t', '1', '-c', String(options.connections), '-d', `${options.seconds}s`, '--timeout', '60s'];
  for (const [k, v] of Object.entries(options.headers ?? {})) args.push('-H', `${k}: ${v}`);
  args.push('-s', `${ROOT}bench/wrkReport.lua`, url);
  return new Promise((resolve, reject) => {
    const child = spawn(wrk, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', d => (out += d));
    child.on('exit', code => {
      try {
        const r = JSON.parse(out.trim().split('\n').at(-1) ?? '') as WrkResult;
        resolve({
          requestsPerSecond: r.requests / Math.max(r.duration_us / 1e6, 0.001),
          requests: r.requests,
          // Milliseconds to the tenth, as the tables print them.
          p50: Math.round(r.p50_us / 100) / 10,
          p99: Math.round(r.p99_us / 100) / 10,
          non2xx: r.status_errors,
          errors: r.errors,
        });
      } catch (err) {
        reject(new Error(`wrk exited ${code}: ${out.slice(0, 300)} ${(err as Error).message}`));
      }
    });
  });
}

function loadWithAutocannon(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  // A 60 s timeout: json-server's slow answers count as latencies, not as errors.
  const args = ['-j', '-t', '60', '-c', String(options.connections), '-d', String(options.seconds)];
  for (const [k, v] of Object.entries(options.headers ?? {})) args.push('-H', `${k}=${v}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(`${ROOT}node_modules/.bin/autocannon`, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let out = '';
    child.stdout.on('data', d => (out += d));
    child.on('exit', code => {
      try {
        const r = JSON.parse(out) as AutocannonResult;
        // Answers over the run's length (autocannon's per-second average reads 0 when answers take over a second).
        resolve({
          requestsPerSecond: r.requests.total / Math.max(r.duration, 0.001),
          requests: r.requests.total,
          p50: r.latency.p50,
          p99: r.latency.p99,
          non2xx: r.non2xx,
          errors: r.errors + r.timeouts,
        });
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
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Latencies to a tenth of a millisecond (the median of two runs is their mean: 409.40000000000003). */
const tenths = (ms: number) => Math.round(ms * 10) / 10;

/** The median of each figure over several runs; errors are summed. */
export function medianLoad(runs: LoadResult[]): LoadResult {
  return {
    requestsPerSecond: median(runs.map(r => r.requestsPerSecond)),
    requests: runs.reduce((a, r) => a + r.requests, 0),
    p50: tenths(median(runs.map(r => r.p50))),
    p99: tenths(median(runs.map(r => r.p99))),
    non2xx: runs.reduce((a, r) => a + r.non2xx, 0),
    errors: runs.reduce((a, r) => a + r.errors, 0),
  };
}

export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
export const mb = (bytes: number) => `${fmt(bytes / 2 ** 20, 0)} MB`;
