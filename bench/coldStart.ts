/**
 * Cold start: `npm start` → first 200 on /api/health, with an existing PGlite data folder and with a fresh one
 * (create, migrate, seed the demo data). `npm start --ignore-scripts` skips only the prestart build check, which
 * would otherwise rebuild the app whenever a source file is newer than dist/. The server's own "ready in" figure
 * (process start to listening) is read from its output.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';

import { launch, median, ROOT, serverEnv, stop, waitFor } from './lib.js';

export interface ColdStartReport {
  freshMs: number;
  freshReadyMs?: number;
  existingMs: number;
  existingReadyMs?: number;
  runs: number;
}

async function once(dir: string): Promise<{ ms: number; readyMs?: number }> {
  // PORT=0: the OS picks a free port and the server's banner names it (several benches can run side by side).
  const env = serverEnv({ engine: 'pglite', dataDir: dir, port: 0 });
  const t0 = performance.now();
  const server = launch(
    'npm',
    ['start', '--ignore-scripts', '--silent'],
    env,
    text => /running at http:\/\/localhost:(\d+)\//.exec(text)?.[1],
    '`npm start`',
  );
  try {
    const port = await server.ready;
    await waitFor(`http://127.0.0.1:${port}/api/health`, 300_000, server);
    const ms = performance.now() - t0;
    await new Promise(r => setTimeout(r, 50));
    const ready = /ready in (\d+) ms/.exec(server.output());
    return { ms, readyMs: ready ? Number(ready[1]) : undefined };
  } finally {
    await stop(server);
  }
}

export async function coldStart(runs: number): Promise<ColdStartReport> {
  const dir = join(ROOT, '.tmp', 'bench-cold');
  const fresh: { ms: number; readyMs?: number }[] = [];
  const existing: { ms: number; readyMs?: number }[] = [];
  for (let i = 0; i < runs; i++) {
    rmSync(dir, { recursive: true, force: true });
    fresh.push(await once(dir));
    existing.push(await once(dir));
  }
  const med = (list: { ms: number; readyMs?: number }[], key: 'ms' | 'readyMs') => {
    const values = list.map(r => r[key]).filter((v): v is number => v !== undefined);
    return values.length ? median(values) : undefined;
  };
  return {
    freshMs: med(fresh, 'ms')!,
    freshReadyMs: med(fresh, 'readyMs'),
    existingMs: med(existing, 'ms')!,
    existingReadyMs: med(existing, 'readyMs'),
    runs,
  };
}
