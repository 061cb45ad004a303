/** Cold start: process start → first 200 on /api/health, with an existing PGlite data folder and a fresh one. */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, start, stop, waitFor } from './lib.js';

const PORT = 8192;

async function once(dir: string): Promise<number> {
  const t0 = performance.now();
  const server = start('tsx', ['server/index.ts'], { DATA_DIR: dir, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: '', JWT_SECRET: 'bench', STATIC_DIR: join(dir, 'no-app') });
  try {
    await waitFor(`http://127.0.0.1:${PORT}/api/health`);
    return performance.now() - t0;
  } finally {
    await stop(server);
  }
}

export async function coldStart() {
  const dir = join(ROOT, '.tmp', 'bench-cold');
  rmSync(dir, { recursive: true, force: true });
  const fresh = await once(dir);
  const existing: number[] = [];
  for (let i = 0; i < 3; i++) existing.push(await once(dir));
  existing.sort((a, b) => a - b);
  return { freshMs: fresh, existingMs: existing[1]! };
}
