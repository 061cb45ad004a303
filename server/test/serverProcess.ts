/** The API as its own process (`server/index.ts` through tsx), for the tests that kill it or run two of them. */
import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Starts `server/index.ts` on a free port with `env` over the current environment; resolves with its base URL once
 * it prints that it runs. Rejects if it exits first or does not start within `timeoutMs`.
 */
export function spawnServer(env: Record<string, string>, timeoutMs: number): Promise<{ base: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', STATIC_DIR: 'no-such-dir', LOG_LEVEL: '', ...env },
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
        resolve({ base: m[1]!.replace('localhost', '127.0.0.1'), child });
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
