/**
 * The server and its command-line tools compiled once per test run (esbuild, as `npm start`'s build does), so that
 * the tests that start real processes run them with plain Node instead of compiling TypeScript in every child
 * (tsx). Built by the suite's global setup into COMPILED_DIR: the server by scripts/buildServer.mjs, as for
 * `npm start` (its route modules and migrations included), and each tool beside it.
 */
import { existsSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

// @ts-expect-error -- a plain JavaScript build script, no type declarations.
import { buildServer, NODE_BUNDLE } from '../../scripts/buildServer.mjs';

/** The TypeScript entry points the tests run as processes. */
const ENTRY_POINTS = [
  'server/index.ts',
  'server/db/backupCli.ts',
  'server/db/seedCli.ts',
  'server/db/createAdminCli.ts',
];

/**
 * One folder per engine's pass, since scripts/test.sh runs the PGlite and PostgreSQL passes at once and each global
 * setup replaces its build.
 */
export const COMPILED_DIR = resolve(process.env.DATABASE_URL ? '.tmp/test-processes-postgres' : '.tmp/test-processes');

/** Compiles ENTRY_POINTS into COMPILED_DIR, replacing an earlier build: the server as `npm start`'s build makes it. */
export async function compileProcesses(): Promise<void> {
  await buildServer(COMPILED_DIR);
  const { build } = await import('esbuild');
  await build({
    entryPoints: ENTRY_POINTS.filter(entry => entry !== 'server/index.ts'),
    outdir: COMPILED_DIR,
    ...NODE_BUNDLE,
  });
}

/**
 * The Node arguments that run a TypeScript entry point: its compiled module when the global setup built it, else
 * the source through tsx (a test file run on its own, outside the suite's setup).
 */
export function nodeArgsOf(script: string): string[] {
  const compiled = join(COMPILED_DIR, basename(script).replace(/\.ts$/, '.mjs'));
  if (ENTRY_POINTS.includes(script) && existsSync(compiled)) return [compiled];
  return ['--import', 'tsx', script];
}
