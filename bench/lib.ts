/** Helpers shared by the benchmarks: child processes, waiting for a URL, autocannon runs. */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpus, totalmem } from 'node:os';

export const ROOT = new URL('..', import.meta.url).pathname;

export function machine() {
  return `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

/** Runs a binary of node_modules/.bin in its own process group, so stop() ends it and every child it started. */
export function start(bin: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(`${ROOT}node_modules/.bin/${bin}`, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
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
export async function waitFor(url: string, timeoutMs = 300_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
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
  const args = ['-j', '-c', String(options.connections), '-d', String(options.seconds)];
  for (const [k, v] of Object.entries(options.headers ?? {})) args.push('-H', `${k}=${v}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(`${ROOT}node_modules/.bin/autocannon`, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) => {
      try {
        const r = JSON.parse(out);
        resolve({ requestsPerSecond: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors });
      } catch (err) {
        reject(new Error(`autocannon exited ${code}: ${out.slice(0, 300)} ${(err as Error).message}`));
      }
    });
  });
}

export const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
