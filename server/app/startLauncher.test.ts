/**
 * `npm start`'s launcher (scripts/start.mjs): on Linux the server runs as its child with MALLOC_ARENA_MAX=2, signals
 * reach it, and the launcher ends as the server did. Run against the suite's compiled server, laid out as
 * `npm start` finds it (scripts/ beside dist-server/).
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { COMPILED_DIR } from '../test/compiledProcesses.js';
import { PROCESS_JWT_SECRET } from '../test/serverProcess.js';

const root = mkdtempSync(join(tmpdir(), 'labhub-launcher-'));
mkdirSync(join(root, 'scripts'));
copyFileSync('scripts/start.mjs', join(root, 'scripts/start.mjs'));
symlinkSync(COMPILED_DIR, join(root, 'dist-server'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>(done => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

function launch(env: Record<string, string>) {
  const { MALLOC_ARENA_MAX: _unset, ...inherited } = process.env;
  return spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    env: {
      ...inherited,
      DATABASE_URL: '',
      PGLITE_MEMORY: '1',
      LABHUB_DEMO: '0',
      JWT_SECRET: PROCESS_JWT_SECRET,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

const ended = (child: ReturnType<typeof spawn>) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>(done =>
    child.on('exit', (code, signal) => done({ code, signal })),
  );

const environOf = (pid: number) => readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');

describe.runIf(process.platform === 'linux')('npm start (scripts/start.mjs)', () => {
  it("ends with the server's exit code (a bad PORT: 78)", { timeout: 60_000 }, async () => {
    const launcher = launch({ PORT: 'not-a-port' });
    expect(await ended(launcher)).toEqual({ code: 78, signal: null });
  });

  it(
    'runs the server as its child with MALLOC_ARENA_MAX=2, passes SIGTERM on and ends as it did',
    { timeout: 90_000 },
    async () => {
      const port = await freePort();
      const launcher = launch({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: join(root, 'data'),
        STATIC_DIR: join(root, 'none'),
      });
      const exit = ended(launcher);
      let healthy = false;
      for (let i = 0; i < 300 && !healthy; i++) {
        healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
          r => r.ok,
          () => false,
        );
        if (!healthy) await new Promise(r => setTimeout(r, 200));
      }
      expect(healthy).toBe(true);
      const children = readFileSync(`/proc/${launcher.pid}/task/${launcher.pid}/children`, 'utf8').trim().split(/\s+/);
      expect(children).toHaveLength(1);
      const server = Number(children[0]);
      expect(environOf(server)).toContain('MALLOC_ARENA_MAX=2');
      expect(environOf(launcher.pid!).some(v => v.startsWith('MALLOC_ARENA_MAX='))).toBe(false);
      launcher.kill('SIGTERM');
      expect(await exit).toEqual({ code: 0, signal: null });
      expect(() => process.kill(server, 0)).toThrow();
    },
  );
});
