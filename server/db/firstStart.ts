/**
 * The demo's first start on a new PGlite folder: the folder is created, migrated and seeded by the seed tool in a
 * child process (server/db/seedCli.ts; compiled beside the server as dist-server/seed.mjs), under the server's lock
 * (`--parent-lock`), and the server then opens the seeded folder. What initdb, the migrations and the seed leave in
 * PGlite's WebAssembly memory, which never shrinks, ends with the child (docs/PERFORMANCE.md "PGlite's memory").
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A first start whose seed process failed: the message says how it ended and what it printed. */
export class FirstStartError extends Error {}

/** Whether `folder` holds no PostgreSQL database yet (PGlite writes PG_VERSION when it creates one). */
export function isNewPgliteFolder(folder: string): boolean {
  return !existsSync(join(folder, 'PG_VERSION'));
}

/**
 * The Node arguments that run the seed tool: the compiled seed.mjs beside the compiled server, or, when the server
 * runs from its sources (`npm run dev:api`, tsx), seedCli.ts through tsx.
 */
function seedToolArgs(): string[] {
  if (import.meta.url.endsWith('.ts'))
    return ['--import', 'tsx', fileURLToPath(new URL('./seedCli.ts', import.meta.url))];
  return [fileURLToPath(new URL('./seed.mjs', import.meta.url))];
}

/**
 * Seeds the demo into the PGlite folder `DATA_DIR/pglite` in a child process, which this process has locked. Resolves
 * with the child's summary line (rows per table); rejects with a FirstStartError naming the command, its exit code or
 * signal, and its output.
 */
export function seedInChild(dataDir: string): Promise<string> {
  const args = [...seedToolArgs(), '--parent-lock', '--quiet'];
  const command = `node ${args.map(a => (a.startsWith('/') ? relative(process.cwd(), a) || a : a)).join(' ')}`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PGLITE_MEMORY: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', chunk => (out += chunk));
    child.stderr.on('data', chunk => (err += chunk));
    child.on('error', error =>
      reject(new FirstStartError(`The seed process (${command}) could not be started: ${error.message}`)),
    );
    child.on('close', (code, signal) => {
      if (code === 0) {
        if (err.trim()) process.stderr.write(err);
        resolve(out.trim().split('\n').at(-1) ?? '');
        return;
      }
      const ended = signal ? `was ended by ${signal}` : `exited with code ${code}`;
      const printed = `${out}${err}`.trim();
      reject(
        new FirstStartError(
          `The seed process (${command}) ${ended}${printed ? `:\n${printed.replace(/^/gm, '  ')}` : ' and printed nothing.'}`,
        ),
      );
    });
  });
}
