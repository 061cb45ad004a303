/**
 * PGlite is single-process: two servers on one data folder would corrupt it. A pid file refuses the second
 * start with a clear message. The file names the process and its command line; a stale file (the process gone, or
 * its number now used by some other program) is taken over: the check looks at the process, not just the number.
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

/** The command line of a process (Linux /proc), or undefined where it cannot be read. */
export function commandLine(pid: number | 'self'): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return undefined;
  }
}

/** Whether `pid` is (still) a LabHub server: alive, and a Node process running what the file recorded. */
function isOurServer(pid: number, recorded: string | undefined): boolean {
  if (!alive(pid)) return false;
  const now = commandLine(pid);
  // No /proc (macOS, Windows): the number is all we have.
  if (now === undefined) return true;
  if (recorded) return now === recorded;
  return /\bnode\b|tsx|labhub|server\/index|dist-server/i.test(now);
}

/** The process the lock file names (its pid and recorded command line), if there is one. */
function holder(file: string): { pid?: number; recorded?: string } {
  try {
    const [first, ...rest] = readFileSync(file, 'utf8').split('\n');
    return { pid: Number(first.trim()), recorded: rest.join('\n').trim() || undefined };
  } catch {
    return {};
  }
}

export function lockDataDir(dir: string): () => void {
  const file = join(dir, 'server.pid');
  const { pid: other, recorded } = holder(file);
  if (other && other !== process.pid && isOurServer(other, recorded)) {
    throw new Error(
      `Another LabHub server (pid ${other}) is using ${dir}. Stop it, or start this one with another DATA_DIR or DATABASE_URL.`,
    );
  }
  writeFileSync(file, `${process.pid}\n${commandLine('self') ?? ''}\n`, { mode: 0o600 });
  return () => rmSync(file, { force: true });
}

/**
 * The lock of `dir` as a child of its holder sees it: the server's first start locks a new folder and seeds it in a
 * child process (server/db/firstStart.ts), which works in the folder under its parent's lock. Throws unless the lock
 * file names this process's parent; the returned release does nothing (the lock stays the parent's).
 */
export function parentsLock(dir: string): () => void {
  const { pid } = holder(join(dir, 'server.pid'));
  if (pid !== process.ppid) {
    throw new Error(
      `${dir} is not locked by this process's parent (pid ${process.ppid}${pid ? `; the lock names pid ${pid}` : '; no lock'}): --parent-lock is for the seed process a server starts.`,
    );
  }
  return () => {};
}
