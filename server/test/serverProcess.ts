/**
 * The API as its own process (`server/index.ts` through tsx), for the tests that kill it or run two of them; and the
 * command-line tools run to their end.
 */
import { spawn, type ChildProcess } from 'node:child_process';

/** The signing secret of the spawned servers: strong enough for PostgreSQL (server/config.ts), shared by all of them. */
export const PROCESS_JWT_SECRET = 'spawned-test-servers-7f3a9c1e5b2d8f4a6c0e1b3d5f7a9c2e';

/**
 * Starts `server/index.ts` on a free port with `env` over the current environment; resolves with its base URL once
 * it prints that it runs. Rejects if it exits first or does not start within `timeoutMs`. By default the demo is
 * seeded into an empty database on either engine (LABHUB_DEMO=1) and the tokens are signed with PROCESS_JWT_SECRET.
 */
export function spawnServer(env: Record<string, string>, timeoutMs: number): Promise<{ base: string; child: ChildProcess; output: () => string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', STATIC_DIR: 'no-such-dir', LOG_LEVEL: '', LABHUB_DEMO: '1', JWT_SECRET: PROCESS_JWT_SECRET, ...env },
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
        resolve({ base: m[1]!.replace('localhost', '127.0.0.1'), child, output: () => out });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}):\n${out}`));
    });
  });
}

/** Runs a node script (a command-line tool) through tsx to its end: exit code and output (stdout and stderr). */
export function runScript(script: string, args: string[], env: Record<string, string>, stdin?: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { env: { ...process.env, LOG_LEVEL: '', ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.stdin.end(stdin ?? '');
    child.on('exit', (code) => resolve({ code, out }));
  });
}
