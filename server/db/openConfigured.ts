/**
 * The database of this process, opened the way the server and every command-line tool (seed, create-admin, backup,
 * restore) open it: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/pglite. A PGlite folder belongs to
 * one process at a time (two would corrupt it): the folder is created 0700 and locked (server.pid,
 * server/lib/dataDirLock.ts) before it is opened, and closing tightens its files' modes again and unlocks it.
 */
import { mkdirSync } from 'node:fs';

import type { Config } from '../config.js';
import { lockDataDir, parentsLock } from '../lib/dataDirLock.js';
import { restrictTree, usePrivateUmask } from '../lib/fileModes.js';
import { type Database, openDatabase } from './client.js';

export interface OpenOptions {
  /** What to do when another process holds the PGlite folder (printed after which process it is). */
  whenBusy?: string;
  /**
   * The PGlite folder is locked by this process's parent (the server's first start seeding in a child): the lock is
   * checked, neither taken nor released.
   */
  parentLock?: boolean;
  /** Runs once the PGlite folder is locked, before this process opens it (the server's first start seeds it there). */
  beforeOpen?: (folder: string) => Promise<void>;
}

/**
 * Opens the configured database. When the PGlite folder is held by another process (or, with `parentLock`, not by
 * this process's parent), says which on stderr, then what to do (`whenBusy`), and exits with status 1: nothing was
 * opened, so there is nothing to close.
 */
export async function openConfiguredDatabase(
  config: Pick<Config, 'database' | 'dataDir'>,
  { whenBusy, parentLock, beforeOpen }: OpenOptions = {},
): Promise<Database> {
  usePrivateUmask();
  const folder = config.database.kind === 'pglite' ? config.database.dataDir : undefined;
  let unlock = () => {};
  if (folder) {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    try {
      unlock = parentLock ? parentsLock(config.dataDir) : lockDataDir(config.dataDir);
    } catch (err) {
      console.error(whenBusy ? `${(err as Error).message}\n${whenBusy}` : (err as Error).message);
      process.exit(1);
    }
  }
  try {
    if (folder && beforeOpen) await beforeOpen(folder);
    const database = await openDatabase(config.database);
    if (folder) restrictTree(config.dataDir);
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          if (folder) restrictTree(config.dataDir);
          unlock();
        }
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}
