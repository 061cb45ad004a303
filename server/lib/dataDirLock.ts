/**
 * PGlite is single-process: two servers on one data folder would corrupt it. A pid file refuses the second
 * start with a clear message (a stale file from a crashed process is taken over).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(dir: string): () => void {
  const file = join(dir, 'server.pid');
  let other: number | undefined;
  try {
    other = Number(readFileSync(file, 'utf8').trim());
  } catch {
    other = undefined;
  }
  if (other && other !== process.pid && alive(other)) {
    throw new Error(`Another LabHub server (pid ${other}) is using ${dir}. Stop it, or start this one with another DATA_DIR or DATABASE_URL.`);
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
