/**
 * The API as its own process (`server/index.ts`, compiled by the global setup: compiledProcesses.ts), for the tests that kill it or run two of them; the
 * command-line tools run to their end; and `useProcesses()`, a test file's servers, scratch databases and folders,
 * all removed after the file.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll } from 'vitest';

import { DEMO_ACCOUNTS } from '../db/seed/index.js';
import { nodeArgsOf } from './compiledProcesses.js';
import { adminQuery, seedDataDir, TEMPLATE_DB, testDatabaseName } from './harness.js';

/** The signing secret of the spawned servers: strong enough for PostgreSQL (server/config.ts), shared by all of them. */
export const PROCESS_JWT_SECRET = 'spawned-test-servers-7f3a9c1e5b2d8f4a6c0e1b3d5f7a9c2e';

/** The server as the suite's global setup compiled it (or from its sources through tsx: compiledProcesses.ts). */
const SUITE_SERVER = nodeArgsOf('server/index.ts');

/**
 * Starts the server (`nodeArgs`: the suite's build by default, or another build) on a free port with `env` over the
 * current environment; resolves with its base URL once it prints that it runs. Rejects if it exits first or does not
 * start within `timeoutMs`. By default the demo is seeded into an empty database on either engine (LABHUB_DEMO=1) and
 * the tokens are signed with PROCESS_JWT_SECRET.
 */
function spawnServer(
  env: Record<string, string>,
  timeoutMs: number,
  nodeArgs: string[],
): Promise<{ base: string; child: ChildProcess; output: () => string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, nodeArgs, {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        STATIC_DIR: 'no-such-dir',
        LOG_LEVEL: '',
        LABHUB_DEMO: '1',
        JWT_SECRET: PROCESS_JWT_SECRET,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${out}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /running at (http:\/\/localhost:\d+)\//.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ base: m[1].replace('localhost', '127.0.0.1'), child, output: () => out });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}):\n${out}`));
    });
  });
}

/** Runs a node script (a command-line tool; compiled, or through tsx) to its end: exit code and output (stdout and stderr). */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  stdin?: string,
): Promise<{ code: number | null; out: string }> {
  return new Promise(resolve => {
    const child = spawn(process.execPath, [...nodeArgsOf(script), ...args], {
      env: { ...process.env, LOG_LEVEL: '', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', d => (out += d));
    child.stderr.on('data', d => (out += d));
    child.stdin.end(stdin ?? '');
    child.on('exit', code => resolve({ code, out }));
  });
}

/** The engine of this pass: PostgreSQL when DATABASE_URL is set, else PGlite. */
export const onPostgres = Boolean(process.env.DATABASE_URL);

/** POST /api/auth/login/ on a running server (the answer, for the test to read). */
export function signIn(base: string, email: string, password: string) {
  return fetch(`${base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

/** A bearer token of a demo account (default: the administrator) on a running server. */
export async function tokenOf(base: string, account: keyof typeof DEMO_ACCOUNTS = 'admin'): Promise<string> {
  const res = await signIn(base, DEMO_ACCOUNTS[account].email, DEMO_ACCOUNTS[account].password);
  if (res.status !== 200) throw new Error(`sign-in of ${account} failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/**
 * A test file's processes and their data, all removed after the file (servers killed, folders deleted, databases
 * dropped). `database(name)` is an empty PostgreSQL database; `{seeded: true}` a copy of the suite's seeded template
 * (server/test/globalSetup.ts), so a server started on it has the demo accounts without seeding. `seededFolder()` is
 * the same for PGlite: a DATA_DIR whose pglite/ holds the seeded data.
 */
export function useProcesses() {
  const url = process.env.DATABASE_URL;
  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  const databases: string[] = [];
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    for (const name of databases) await adminQuery(url!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
  const folder = (prefix = 'labhub-proc-') => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
  return {
    /**
     * `server/index.ts` with `env` (see spawnServer), or the built server when `nodeArgs` names it; killed after the
     * file if still running.
     */
    async server(env: Record<string, string>, timeoutMs = 120_000, nodeArgs = SUITE_SERVER) {
      const started = await spawnServer(env, timeoutMs, nodeArgs);
      children.push(started.child);
      return started;
    },
    folder,
    /** A DATA_DIR whose PGlite database holds the suite's seed. */
    async seededFolder(prefix?: string) {
      const dir = folder(prefix);
      await seedDataDir(join(dir, 'pglite'));
      return dir;
    },
    /** A PostgreSQL database made afresh (dropped first if a run left it), named by `testDatabaseName(label)`: its URL. */
    async database(label: string, { seeded = false } = {}) {
      if (!url) throw new Error('useProcesses().database needs DATABASE_URL (the PostgreSQL pass)');
      const name = testDatabaseName(label);
      if (!databases.includes(name)) databases.push(name);
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await adminQuery(url, seeded ? `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}` : `CREATE DATABASE ${name}`);
      const u = new URL(url);
      u.pathname = `/${name}`;
      return u.toString();
    },
  };
}

/** Stops a server with SIGTERM and waits for it to exit. */
export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise(r => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}
