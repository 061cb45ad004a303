/**
 * The uncached lab page against PostgreSQL's own speed: the compiled server (`READ_CACHE=off`) answers page 11 of
 * every lab by name under wrk (C, one thread, 16 connections), then pgbench (C) runs the very statement that request
 * sends (bench/pgbench/labPageJson.sql, prepared, as many clients as the API's pool) for the same time. Pairs run back
 * to back so that each ratio compares two runs under the same machine load. Needs wrk and pgbench installed and a
 * seeded PostgreSQL database (the full run's `labhub_bench`).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { adminHeaders, load, type LoadResult, ROOT, startServer, stop } from './lib.js';

interface PgbenchPair {
  api: LoadResult;
  /** The API process's CPU time (user + system) during its run, per request answered, in µs. */
  serverCpuPerRequest: number;
  /** pgbench's transactions per second on the same statement. */
  tps: number;
  /** /proc/loadavg's first figure before the pair. */
  loadBefore: number;
}

export interface PgbenchReport {
  pairs: PgbenchPair[];
  seconds: number;
  pool: number;
  labs: number;
}

const PAGE = { lim: 25, off: 250 };

const loadAverage = () => Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);

/** A process's CPU time so far, user + system, in µs (/proc/<pid>/stat, clock ticks of 10 ms). */
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** The session id and user id a bearer token carries (its payload, not verified: the server made it). */
function sessionOf(authorization: string): { sid: string; uid: number } {
  const payload = JSON.parse(Buffer.from(authorization.split('.')[1], 'base64url').toString()) as {
    sid: string;
    sub: number;
  };
  return { sid: payload.sid, uid: payload.sub };
}

function pgbench(url: string, seconds: number, clients: number, vars: Record<string, string | number>): number {
  const args = ['-n', '-M', 'prepared', '-c', String(clients), '-j', '1', '-T', String(seconds)];
  for (const [name, value] of Object.entries(vars)) args.push('-D', `${name}=${value}`);
  args.push('-f', join(ROOT, 'bench/pgbench/labPageJson.sql'), url);
  const out = execFileSync('pgbench', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const tps = /tps = ([\d.]+)/.exec(out)?.[1];
  if (!tps) throw new Error(`pgbench printed no tps:\n${out}`);
  return Number(tps);
}

export async function pgbenchPairs(options: {
  url: string;
  pairs: number;
  seconds: number;
  pool: number;
}): Promise<PgbenchReport> {
  const dataDir = mkdtempSync(join(tmpdir(), 'labhub-pgbench-'));
  const server = await startServer({
    engine: 'postgres',
    url: options.url,
    dataDir,
    readCache: 'off',
    env: { DATABASE_POOL_SIZE: String(options.pool) },
  });
  try {
    const headers = await adminHeaders(server.base);
    const { sid, uid } = sessionOf(headers.authorization);
    const page = `${server.base}/api/profiles/getAllLabs?_sort=name&_order=ASC&_start=${PAGE.off}&_end=${PAGE.off + PAGE.lim}`;
    const first = await fetch(page, { headers });
    if (!first.ok) throw new Error(`the lab page answered ${first.status}`);
    const labs = Number(first.headers.get('x-total-count') ?? 0);
    await load(page, { connections: 16, seconds: 3, headers });
    const vars = { sid, uid, one: 1, t: 'true', role: 'admin', ...PAGE };
    const pairs: PgbenchPair[] = [];
    for (let i = 0; i < options.pairs; i++) {
      const loadBefore = loadAverage();
      const cpuBefore = cpuMicros(server.child.pid!);
      const api = await load(page, { connections: 16, seconds: options.seconds, headers });
      const serverCpuPerRequest = (cpuMicros(server.child.pid!) - cpuBefore) / Math.max(1, api.requests);
      const tps = pgbench(options.url, options.seconds, options.pool, vars);
      pairs.push({ api, serverCpuPerRequest, tps, loadBefore });
      console.log(
        `pgbench pair ${i + 1}: API ${Math.round(api.requestsPerSecond)} req/s (server CPU ${Math.round(serverCpuPerRequest)} µs ` +
          `per request), pgbench ${Math.round(tps)} tps, ratio ${(api.requestsPerSecond / tps).toFixed(2)} (load ${loadBefore})`,
      );
    }
    return { pairs, seconds: options.seconds, pool: options.pool, labs };
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
