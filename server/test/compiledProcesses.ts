/**
 * The server and its command-line tools compiled once per test run (esbuild, as `npm start`'s build does), so that
 * the tests that start real processes run them with plain Node instead of compiling TypeScript in every child
 * (tsx): a child then starts in well under a second. Built by the suite's global setup into COMPILED_DIR, with the
 * migrations beside the modules (server/db/client.ts finds them there, as in dist-server/).
 */
import { cpSync, existsSync, rmSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

/** The TypeScript entry points the tests run as processes. */
const ENTRY_POINTS = [
  'server/index.ts',
  'server/db/backupCli.ts',
  'server/db/seedCli.ts',
  'server/db/createAdminCli.ts',
];

const COMPILED_DIR = resolve('.tmp/test-processes');

/** Compiles ENTRY_POINTS into COMPILED_DIR (shared chunks split out), replacing an earlier build. */
export async function compileProcesses(): Promise<void> {
  const { build } = await import('esbuild');
  rmSync(COMPILED_DIR, { recursive: true, force: true });
  await build({
    entryPoints: ENTRY_POINTS,
    outdir: COMPILED_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  cpSync('server/db/migrations', join(COMPILED_DIR, 'migrations'), { recursive: true });
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
