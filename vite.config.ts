import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type IndexHtmlTransformContext, parseAst, type Plugin } from 'vite';

import { ROBOTO_FILES, robotoFace } from './src/robotoFaces.js';

/** Where `npm run dev` and `vite preview` forward /api (the API server, `npm run dev:api`). */
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8080';

/**
 * V8's explicit compile hint (Chromium ≥ 136; other engines ignore the comment): every function of a file is compiled
 * on a background thread while the file streams in, instead of on the main thread the first time it is called. After
 * sign-in most of the code runs at once (the shell, the dashboard, react-admin's layout), and compiling it lazily was
 * ≈ 0.7 s of the 4×-slowed main thread (Log In → dashboard; docs/PERFORMANCE.md, docs/DECISIONS.md "Compile hints").
 * V8 honours the comment only before the file's first line of code, and Vite writes its own first line
 * (`const __vite__mapDeps = …`, in chunks with dynamic imports: the entry, the dashboard) in a generateBundle hook of
 * its own. A generateBundle hook of `order: 'post'` (the plugin API's hook ordering) runs after every plugin's plain
 * one, Vite's included, so the hint is put first there.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const compileHints = (): Plugin => ({
  name: 'labhub:compile-hints',
  apply: 'build',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && !file.code.startsWith(COMPILE_HINT)) file.code = `${COMPILE_HINT}\n${file.code}`;
      }
    },
  },
});

/**
 * The libraries' chunk ('vendor': React, MUI, react-admin …) evaluated in pieces, a task each: a top-level `await` of
 * the next task (`scheduler.yield()`, else a `setTimeout`) before a module's code once at least EVALUATION_PIECE_BYTES
 * of code have run since the last one. Evaluated at once, the chunk was the longest task of a signed-in reload
 * (≈ 100–120 ms under Lighthouse's trace on a 2-core machine, ×4 in its simulation: most of its Total Blocking Time;
 * docs/DECISIONS.md "The libraries' chunk evaluated in pieces"). Whatever imports the chunk waits for its last piece,
 * as for any module with a top-level await. It runs on the chunk's code before minification (Rolldown's
 * `renderChunk`), where each module's code starts after a comment naming its file, and before the file is hashed.
 */
const EVALUATED_IN_PIECES = ['vendor'];
const EVALUATION_PIECE_BYTES = 20_000;
const NEXT_TASK = 'await (globalThis.scheduler?.yield?.() ?? new Promise(resolve => setTimeout(resolve)));\n';
const MODULE_START = /^\/\/ \S+\.[cm]?[jt]sx?$/m;
interface TopLevelNode {
  type: string;
  start: number;
  end: number;
}
/** `code` with NEXT_TASK before the first statement of a module every `pieceBytes` at least; `body` is its AST's. */
export const evaluationPieces = (code: string, body: TopLevelNode[], pieceBytes = EVALUATION_PIECE_BYTES) => {
  const cuts: number[] = [];
  let pieceStart = -1;
  let previousEnd = 0;
  for (const node of body) {
    const runs = node.type !== 'ImportDeclaration' && !node.type.startsWith('Export');
    if (runs && pieceStart < 0) pieceStart = node.start;
    else if (runs && node.start - pieceStart >= pieceBytes && MODULE_START.test(code.slice(previousEnd, node.start))) {
      cuts.push(node.start);
      pieceStart = node.start;
    }
    previousEnd = node.end;
  }
  let pieces = code;
  for (const at of cuts.reverse()) pieces = `${pieces.slice(0, at)}${NEXT_TASK}${pieces.slice(at)}`;
  return { code: pieces, pieces: cuts.length + 1 };
};
const evaluateInPieces = (): Plugin => ({
  name: 'labhub:evaluate-in-pieces',
  apply: 'build',
  async renderChunk(code, chunk) {
    if (!EVALUATED_IN_PIECES.includes(chunk.name)) return null;
    const { body } = parseAst(code, { sourceType: 'module' });
    return { code: evaluationPieces(code, body).code, map: null };
  },
});

/** The text files the server may send precompressed (@fastify/static `preCompressed`); below 1 kB it is not worth it. */
const PRECOMPRESSED = /\.(js|mjs|css|html|svg|json|txt|map)$/;
const PRECOMPRESS_MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Brotli (quality 11, once at build time) and gzip (level 9) beside every text file of the build over 1 kB, the
 * bundle's and public/'s, each kept only when smaller than the file. It runs after the compile hints (the same
 * `order: 'post'` hook, the plugin listed after them), so the compressed files carry the hint too.
 */
const precompress = (): Plugin => {
  let publicDir = '';
  return {
    name: 'labhub:precompress',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const files: [string, Buffer][] = Object.values(bundle).map(file => [
          file.fileName,
          Buffer.from(file.type === 'chunk' ? file.code : file.source),
        ]);
        if (publicDir && existsSync(publicDir))
          for (const name of readdirSync(publicDir, { recursive: true, encoding: 'utf8' })) {
            const path = join(publicDir, name);
            if (statSync(path).isFile())
              files.push([relative(publicDir, path).split(sep).join('/'), readFileSync(path)]);
          }
        await Promise.all(
          files
            .filter(([name, source]) => PRECOMPRESSED.test(name) && source.length >= PRECOMPRESS_MIN_BYTES)
            .map(async ([name, source]) => {
              const [br, gz] = await Promise.all([
                brotli(source, {
                  params: {
                    [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
                    [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
                  },
                }),
                gzipped(source, { level: 9 }),
              ]);
              if (br.length < source.length) this.emitFile({ type: 'asset', fileName: `${name}.br`, source: br });
              if (gz.length < source.length) this.emitFile({ type: 'asset', fileName: `${name}.gz`, source: gz });
            }),
        );
      },
    },
  };
};

/**
 * /login painted before the scripts: the sign-in page rendered in Node (React's renderToString, MUI's styles inline)
 * in each language, put into index.html before the app's root (src/pages/Login/prerender.tsx says how one is shown
 * and how the app takes over). A Vite server in middleware mode loads the module with the app's own resolution.
 */
const ROOT = '<div id="root"></div>';
const prerenderLogin = (): Plugin => ({
  name: 'labhub:prerender-login',
  apply: 'build',
  async transformIndexHtml(html) {
    const server = await createServer({
      configFile: false,
      root: import.meta.dirname,
      server: { middlewareMode: true, hmr: false, ws: false },
      appType: 'custom',
      logLevel: 'error',
    });
    try {
      const { prerenderedLogin } = (await server.ssrLoadModule('/src/pages/Login/prerender.tsx')) as {
        prerenderedLogin: () => string;
      };
      if (!html.includes(ROOT)) throw new Error(`index.html has no ${ROOT}`);
      return html.replace(ROOT, `${prerenderedLogin()}${ROOT}`);
    } finally {
      await server.close();
    }
  },
});

/**
 * A build plugin that rewrites index.html once the bundle's files are named (`order: 'post'`), given the bundle and
 * the base path the files are served under.
 */
const rewriteBuiltHtml = (
  name: string,
  rewrite: (html: string, bundle: NonNullable<IndexHtmlTransformContext['bundle']>, base: string) => string,
): Plugin => {
  let base = '/';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: { order: 'post', handler: (html, ctx) => rewrite(html, ctx.bundle ?? {}, base) },
  };
};

/**
 * The inline script that shows the administrator's last dashboard drawn while the app starts
 * (src/pages/Dashboard/showSnapshot.js, lib/dashboardSnapshot.ts), first in `<body>`: it runs before anything is painted.
 * Roboto's faces (src/robotoFaces.ts) with their hashed files are written into it (`__ROBOTO_FACES__`): it declares
 * them before the copy's first layout, since a face declared after a layout makes Chromium lay out the page again.
 */
const ROBOTO_FACES_TOKEN = '__ROBOTO_FACES__';
const showDashboardSnapshot = () =>
  rewriteBuiltHtml('labhub:show-dashboard-snapshot', (html, bundle, base) => {
    const assets = Object.values(bundle).filter(file => file.type === 'asset');
    const faces = (Object.keys(ROBOTO_FILES) as (keyof typeof ROBOTO_FILES)[]).map(script => {
      const [stem] = ROBOTO_FILES[script].split('.');
      const file = assets.find(asset => new RegExp(`^assets/${stem}-[\\w-]+\\.woff2$`).test(asset.fileName));
      if (!file) throw new Error(`no ${ROBOTO_FILES[script]} in the build`);
      return robotoFace(`${base}${file.fileName}`, script);
    });
    const script = readFileSync(join(import.meta.dirname, 'src/pages/Dashboard/showSnapshot.js'), 'utf8')
      .replace(/^(?:\/\/.*|\/\*.*\*\/)\n/gm, '')
      .trim();
    if (!script.includes(ROBOTO_FACES_TOKEN)) throw new Error(`showSnapshot.js has no ${ROBOTO_FACES_TOKEN}`);
    if (!html.includes('<body>')) throw new Error('index.html has no <body>');
    const inline = script.replaceAll(ROBOTO_FACES_TOKEN, JSON.stringify(faces));
    return html.replace('<body>', () => `<body><script>${inline}</script>`);
  });

/**
 * The entry's stylesheet (src/fonts.css: the "Roboto Fallback" face, ≈ 0.2 kB) written into index.html instead of linked:
 * a `<link rel="stylesheet">` blocks the first paint for a round trip of its own, which on a slow link is most of
 * /login's first paint. The file leaves the build (nothing else loads it).
 */
const inlineEntryCss = (): Plugin => ({
  name: 'labhub:inline-entry-css',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, ctx) {
      return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, fileName: string) => {
        const asset = ctx.bundle?.[fileName];
        if (!asset || asset.type !== 'asset') return link;
        delete ctx.bundle![fileName];
        return `<style>${String(asset.source).trim()}</style>`;
      });
    },
  },
});

/**
 * The entry's script and the module it imports (Vite's preload helper) at `fetchpriority="low"`: /login is painted
 * from the HTML alone (the pre-rendered page, its CSS inline), and the sign-in script only takes the form over, so
 * its request need not stand with the page's first paint (Chromium's default for a module script is High, which
 * Lighthouse's simulated first paint counts as render-blocking). It is still the first request after the HTML: a
 * signed-in visit's early calls start from it (lib/earlyCalls.ts).
 */
const ENTRY_TAGS = /<(script type="module"|link rel="modulepreload") crossorigin (src|href)="/g;
const lowPriorityEntry = (): Plugin => ({
  name: 'labhub:low-priority-entry',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const found = html.match(ENTRY_TAGS)?.length ?? 0;
      if (found !== 2) throw new Error(`index.html has ${found} entry tags, expected the entry and its preload`);
      return html.replace(ENTRY_TAGS, (_tag, element: string, attribute: string) => {
        return `<${element} crossorigin fetchpriority="low" ${attribute}="`;
      });
    },
  },
});

/**
 * The hashed paths of the files a signed-in visit runs first (the app's entry, src/startApp.tsx; the chunks below:
 * 'vendor', 'signed-in', 'mui'; and Rolldown's runtime), written into the inline script of index.html
 * (src/pages/Login/pickLanguage.js, `__SIGNED_IN_FILES__`), which asks for them with `<link rel="modulepreload">`
 * when it finds a session: they start with the entry instead of three rounds of imports after it. Signed out on
 * /login it hands them to the sign-in script, which prefetches them once the page has loaded. The server hashes
 * the inline script of the built index.html for its Content-Security-Policy (server/app/staticFiles.ts), so the
 * policy allows the script as written here.
 */
const SIGNED_IN_FILES_TOKEN = '__SIGNED_IN_FILES__';
const SIGNED_IN_CHUNKS = ['app', 'vendor', 'signed-in', 'mui', 'rolldown-runtime'];
const signedInPreload = () =>
  rewriteBuiltHtml('labhub:signed-in-preload', (html, bundle, base) => {
    if (!html.includes(SIGNED_IN_FILES_TOKEN)) throw new Error(`index.html has no ${SIGNED_IN_FILES_TOKEN}`);
    const chunks = Object.values(bundle).filter(file => file.type === 'chunk');
    const files = SIGNED_IN_CHUNKS.map(name => {
      const chunk = chunks.find(file => file.name === name);
      if (!chunk) throw new Error(`no '${name}' chunk to preload`);
      return `${base}${chunk.fileName}`;
    });
    return html.replace(SIGNED_IN_FILES_TOKEN, JSON.stringify(files));
  });

/**
 * The app's own code that every signed-in visit runs first (the shell, src/layout/AppLayout.tsx; the dashboard,
 * src/pages/Dashboard/DashboardPage.tsx; and the app modules they import statically) as one chunk, 'signed-in'; the
 * MUI modules that /login does not load as one more, 'mui'. Left to itself Rolldown cut that code into 33 files of
 * 1–3 kB (one per set of lazy screens sharing a module: Divider, TableRow, each resource's contract …): over HTTP/1.1's
 * six connections per host that is six rounds of a 150 ms round trip, with the sign-in request queued behind them
 * (docs/PERFORMANCE.md). The app modules /login loads (reachable statically from src/main.tsx) stay in the entry, the
 * libraries it loads in 'vendor'; the charts and the map stay lazy chunks of their own. Library modules are left to
 * the 'mui' group and Rolldown: walking a library's importers reaches every module through its barrel file
 * (react-admin's index), not only those the shell runs.
 */
const SIGNED_IN_ROOTS = ['/src/layout/AppLayout.tsx', '/src/pages/Dashboard/DashboardPage.tsx'];
/**
 * react-admin's data hooks that the dashboard runs and the app's first screen does not (useGetList, with the
 * useDataProvider and populateQueryCache it imports): left to Rolldown they were a 2 kB file of their own, shared by
 * the dashboard and the lazy screens, a sixth file at the first tap.
 */
const SIGNED_IN_LIBRARY =
  /node_modules[\\/]ra-core[\\/]dist[\\/]dataProvider[\\/](useGetList|useDataProvider|populateQueryCache)\.js$/;
type ModuleInfoLike = { importers: readonly string[] } | null;
const signedInChunk = () => {
  const memo = new Map<string, Map<string, boolean>>();
  /** Whether `id` is `root` or imported statically, at any depth, by `root`. */
  const reaches = (
    id: string,
    root: (id: string) => boolean,
    info: (id: string) => ModuleInfoLike,
    seen: Map<string, boolean>,
  ): boolean => {
    const known = seen.get(id);
    if (known !== undefined) return known;
    seen.set(id, false); // an import cycle adds nothing
    const found = root(id) || (info(id)?.importers ?? []).some(importer => reaches(importer, root, info, seen));
    seen.set(id, found);
    return found;
  };
  const cached = (key: string) => {
    let seen = memo.get(key);
    if (!seen) memo.set(key, (seen = new Map<string, boolean>()));
    return seen;
  };
  const isEntry = (id: string) => id.endsWith('/src/main.tsx');
  const isApp = (id: string) => id.endsWith('/src/startApp.tsx');
  const isSignedInRoot = (id: string) => SIGNED_IN_ROOTS.some(root => id.endsWith(root));
  return (id: string, ctx: { getModuleInfo: (id: string) => ModuleInfoLike }) => {
    const info = (m: string) => ctx.getModuleInfo(m);
    if (SIGNED_IN_LIBRARY.test(id)) return 'signed-in';
    if (/node_modules/.test(id) || reaches(id, isEntry, info, cached('entry'))) return null;
    // The app's own modules that it loads statically: one file with the app's entry (left to Rolldown, those also
    // imported by a lazy screen or by the sign-in script became ≈ 15 files of 1–3 kB).
    if (reaches(id, isApp, info, cached('app'))) return 'app';
    return reaches(id, isSignedInRoot, info, cached('signed-in')) ? 'signed-in' : null;
  };
};

/**
 * `__EDITABLE_RESOURCES__`: which generic resources have a create page (resources/generic/genericResource.ts), and
 * `__CONTRACT_ROUTING__`: the contracts' plain facts the app's first screen reads (contracts/routing.ts), both read from
 * the contracts when the build starts (contracts/editable.ts, contracts/routingTable.ts, loaded with tsx: a static
 * import would make Vite bundle every contract into this configuration).
 */
export const contractsDefine = (): Plugin => ({
  name: 'labhub:contracts-define',
  async config() {
    const { tsImport } = await import('tsx/esm/api');
    const [{ editableResources }, { contractRouting }] = (await Promise.all([
      tsImport('./contracts/editable.ts', import.meta.url),
      tsImport('./contracts/routingTable.ts', import.meta.url),
    ])) as [{ editableResources: () => string[] }, { contractRouting: () => unknown }];
    return {
      define: {
        __EDITABLE_RESOURCES__: JSON.stringify(editableResources()),
        __CONTRACT_ROUTING__: JSON.stringify(contractRouting()),
      },
    };
  },
});

export default defineConfig({
  plugins: [
    contractsDefine(),
    react(),
    prerenderLogin(),
    showDashboardSnapshot(),
    inlineEntryCss(),
    signedInPreload(),
    lowPriorityEntry(),
    evaluateInPieces(),
    compileHints(),
    // The server sends the compressed file the browser accepts (@fastify/static preCompressed). Fonts are woff2,
    // already compressed.
    precompress(),
  ],
  server: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    // Every browser the app supports (Chromium, Firefox ≥ 115, Safari ≥ 17) knows <link rel="modulepreload">:
    // the polyfill would only add bytes to the entry chunk.
    modulePreload: { polyfill: false },
    // react-admin + MUI alone make a ~950 kB (≈ 300 kB gzip) entry chunk.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // The app (src/startApp.tsx) is an entry of its own beside index.html's (src/main.tsx, which imports it
      // dynamically): what it loads statically is then 'initial' code, which the 'vendor' group below gathers.
      input: {
        index: resolve(import.meta.dirname, 'index.html'),
        app: resolve(import.meta.dirname, 'src/startApp.tsx'),
      },
      output: {
        // Leaflet gets a chunk of its own; it is only imported from a React.lazy component (the lab map), so
        // the login page never downloads it. Without includeDependenciesRecursively: false the group also
        // swallows React (a dependency of react-leaflet), and the entry chunk then imports React from the maps
        // chunk, preloading leaflet on every page. The charts are not grouped: they are only imported by the
        // lazily loaded dashboard, so they land in its chunk (a separate group split x-charts from its own
        // dependencies and broke its initialisation order); the dashboard imports them through React.lazy
        // (src/pages/Dashboard/LazyCharts.tsx), so they are a chunk of their own, loaded after the cards.
        // Every library module /login loads statically is one 'vendor' file (Rolldown's $initial tag): left
        // to itself, Rolldown cut them into a shared chunk per set of lazy chunks using them (8 files, 13 once
        // the charts were split off), more requests and 3 kB more brotli (docs/DECISIONS.md).
        codeSplitting: {
          groups: [
            {
              name: 'maps',
              test: /node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/,
              includeDependenciesRecursively: false,
            },
            // The font files' URLs (src/roboto.ts, `?url` modules of a few bytes) stay in the entry: in 'vendor' they made
            // /login's entry import the whole of it.
            // With the libraries, src/libraries.ts: the door through which the entry has them evaluated first.
            {
              name: 'vendor',
              tags: ['$initial'],
              test: /node_modules[\\/](?!@fontsource-variable[\\/])|[\\/]src[\\/]libraries\.ts$/,
            },
            // After sign-in: the shell's and the dashboard's own modules, and every MUI module the app's first screen
            // does not load, so the first tap fetches few files. zod (the contracts' schemas) is left to Rolldown: the
            // first screen reads the contracts' plain facts (`__CONTRACT_ROUTING__`), and zod loads with the screens
            // and calls that validate.
            { name: signedInChunk(), debugName: 'signed-in and app', includeDependenciesRecursively: false },
            {
              name: 'mui',
              test: /node_modules[\\/]@mui[\\/](material|icons-material|system|utils|lab)[\\/]/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
