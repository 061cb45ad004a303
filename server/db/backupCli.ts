/**
 * `npm run db:backup -- [file]` and `npm run db:restore -- <file>` (server/db/backup.ts). The database is the
 * server's: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR (stop the server first: a PGlite folder
 * belongs to one process). A backup goes to backups/labhub-<engine>-<time>.jsonl unless a file is named; it is
 * created 0600 in a 0700 folder (umask 077).
 */
import { chmodSync, createWriteStream, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

import { loadConfig } from '../config.js';
import { backup, restore, RestoreFailed, safeDatabaseError } from './backup.js';
import { backupFile, BackupRefused } from './backupFile.js';
import { openConfiguredDatabase } from './openConfigured.js';

async function main(): Promise<number> {
  const [command, file] = process.argv.slice(2).filter(a => a !== '--');
  if (command !== 'backup' && command !== 'restore') {
    console.error('Usage: npm run db:backup -- [file]  |  npm run db:restore -- <file>');
    return 2;
  }
  if (command === 'restore' && !file) {
    console.error('Name the backup to restore: npm run db:restore -- backups/labhub-….sql');
    return 2;
  }
  const database = await openConfiguredDatabase(loadConfig(process.env, 'tool'), {
    whenBusy: 'Stop the server before a PGlite backup or restore.',
  });
  const engine = database.kind;
  try {
    if (command === 'backup') {
      const target = resolve(
        file ?? `backups/labhub-${engine}-${new Date().toISOString().replace(/[:.]/g, '-')}.jsonl`,
      );
      mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
      // Written beside, then renamed: a backup cut short never takes the name.
      // Whatever is at `<file>.partial` (a file an earlier run left, or a symbolic link someone placed there) is
      // removed, not followed, and the file is created anew: `wx` fails rather than open anything that appeared
      // meanwhile.
      const partial = `${target}.partial`;
      rmSync(partial, { force: true });
      const out = createWriteStream(partial, { mode: 0o600, flags: 'wx' });
      await new Promise<void>((ok, fail) => {
        out.once('open', () => ok());
        out.once('error', fail);
      });
      const write = (chunk: string) =>
        new Promise<void>((ok, fail) => {
          const done = (err?: Error) => {
            out.off('error', done);
            out.off('drain', done);
            if (err) fail(err);
            else ok();
          };
          out.once('error', done);
          if (out.write(chunk)) done();
          else out.once('drain', done);
        });
      const summary = await backup(database.db, write, engine);
      await new Promise<void>((ok, fail) => out.end((err?: Error | null) => (err ? fail(err) : ok())));
      chmodSync(partial, 0o600);
      renameSync(partial, target);
      console.log(`Backed up ${summary.rows} rows of ${summary.tables} tables (${engine}) to ${target}`);
    } else {
      const summary = await restore(database.db, backupFile(resolve(file)));
      console.log(
        `Restored ${resolve(file)} into ${engine} (${summary.rows} rows of ${summary.tables} tables, checked first, one transaction; every session ended).`,
      );
    }
    return 0;
  } catch (err) {
    // Never the rows themselves (a database error's own text can carry them, password hashes included).
    console.error(
      err instanceof BackupRefused
        ? `Refused, nothing changed: ${err.message}`
        : err instanceof RestoreFailed
          ? `Restore failed, nothing changed: ${err.message}`
          : `${command} failed: ${safeDatabaseError(err)}`,
    );
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
