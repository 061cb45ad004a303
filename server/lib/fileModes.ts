/**
 * Private files: the data folder, the PGlite database and backups are readable by their owner only. The server and
 * the command-line tools set the process umask to 077 before they create anything, and `restrictTree` tightens what
 * an older version left (PGlite's files used to be 0666).
 */
import { chmodSync, existsSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const PRIVATE_UMASK = 0o077;

/** New files 0600, new folders 0700 (group and others get nothing). */
export function usePrivateUmask() {
  process.umask(PRIVATE_UMASK);
}

/**
 * Folders 0700, files 0600, under `dir` (symbolic links are left alone). A file or folder removed while the walk runs
 * (PostgreSQL's temporary files, a folder deleted beside a closing server) needs no mode and is passed over.
 */
export function restrictTree(dir: string) {
  if (!existsSync(dir)) return;
  const walk = (path: string) => {
    const stat = lstatSync(path, { throwIfNoEntry: false });
    if (!stat || stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      unlessRemoved(() => chmodSync(path, 0o700));
      for (const name of unlessRemoved(() => readdirSync(path)) ?? []) walk(join(path, name));
    } else if ((stat.mode & 0o777) !== 0o600) unlessRemoved(() => chmodSync(path, 0o600));
  };
  walk(dir);
}

/** `act`'s result, or undefined when its file was removed meanwhile (ENOENT); any other error is thrown. */
function unlessRemoved<T>(act: () => T): T | undefined {
  try {
    return act();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
