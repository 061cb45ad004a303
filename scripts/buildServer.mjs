// The server compiled to one ES module (dependencies stay in node_modules), with its migrations beside it
// (server/db/client.ts finds them there): `npm start` runs it without a TypeScript loader. The seed tool is compiled
// beside it (seed.mjs): the server's first start on a new PGlite folder runs it as a child process
// (server/db/firstStart.ts).
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

import { build } from 'esbuild';

const ROUTES = resolve('server/routes');

/**
 * server/app/routeFiles.ts reads server/routes/ when the server runs from its sources; the bundle has no such folder,
 * so here the file becomes static imports of the folder's modules (every `<name>.ts` but the tests; routeModules.ts
 * keeps its own choice among them).
 */
const routeFilesPlugin = {
  name: 'route-files',
  setup(esbuild) {
    esbuild.onLoad({ filter: /[\\/]server[\\/]app[\\/]routeFiles\.ts$/ }, args => {
      const files = readdirSync(ROUTES)
        .filter(file => /^[^.]+\.ts$/.test(file))
        .sort();
      const imports = files.map((file, i) => `import * as m${i} from ${JSON.stringify(join(ROUTES, file))};`);
      const table = files.map((file, i) => `[${JSON.stringify(file)}, m${i}]`).join(', ');
      return {
        contents: `${imports.join('\n')}
export async function importRouteFiles(isRouteFile) {
  return [${table}].filter(([file]) => isRouteFile(file));
}
`,
        loader: 'js',
        resolveDir: dirname(args.path),
      };
    });
  },
};

/** esbuild's options for a Node program of this repository: one ES module per entry, dependencies left in node_modules. */
export const NODE_BUNDLE = {
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
};

/** Builds the server into `outdir` (its entry: `outdir`/index.mjs; the seed tool: `outdir`/seed.mjs). */
export async function buildServer(outdir = 'dist-server') {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: { index: 'server/index.ts', seed: 'server/db/seedCli.ts' },
    outdir,
    ...NODE_BUNDLE,
    sourcemap: 'linked',
    plugins: [routeFilesPlugin],
  });
  cpSync('server/db/migrations', join(outdir, 'migrations'), { recursive: true });
}
