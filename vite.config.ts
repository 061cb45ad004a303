import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** Where `npm run dev` and `vite preview` forward /api (the API server, `npm run dev:api`). */
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8080';

/**
 * V8's explicit compile hint (Chromium ≥ 136; other engines ignore the comment): every function of a file is compiled
 * on a background thread while the file streams in, instead of on the main thread the first time it is called. After
 * sign-in most of the code runs at once (the shell, the dashboard, react-admin's layout), and compiling it lazily was
 * ≈ 0.7 s of the 4×-slowed main thread (Log In → dashboard; docs/PERFORMANCE.md, docs/DECISIONS.md "Compile hints").
 * V8 honours the comment only before the file's first line of code, and Vite writes its own first line
 * (`const __vite__mapDeps = …`, in chunks with dynamic imports: the entry, the dashboard) in the generateBundle hook of
 * its `vite:build-import-analysis` plugin, after every other plugin's banner. So the hint is put first right after
 * that hook, the way vite-plugin-compression2 compresses right after it (both wrap it; ours first, so the compressed
 * files carry the hint too).
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
type BundleHook = (
  this: unknown,
  options: unknown,
  bundle: Record<string, { type: string; code?: string }>,
  ...rest: unknown[]
) => unknown;
const compileHints = (): Plugin => ({
  name: 'labhub:compile-hints',
  apply: 'build',
  configResolved(config) {
    const analysis = config.plugins.find(p => p.name === 'vite:build-import-analysis') as
      { generateBundle?: BundleHook | { handler: BundleHook } } | undefined;
    const hook = analysis?.generateBundle;
    if (!analysis || !hook)
      throw new Error('labhub:compile-hints: Vite has no vite:build-import-analysis generateBundle hook to follow');
    const original = typeof hook === 'function' ? hook : hook.handler;
    const wrapped: BundleHook = async function (this: unknown, options, bundle, ...rest) {
      await original.call(this, options, bundle, ...rest);
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && file.code !== undefined && !file.code.startsWith(COMPILE_HINT))
          file.code = `${COMPILE_HINT}\n${file.code}`;
      }
    };
    if (typeof hook === 'function') analysis.generateBundle = wrapped;
    else hook.handler = wrapped;
  },
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
  const isSignedInRoot = (id: string) => SIGNED_IN_ROOTS.some(root => id.endsWith(root));
  return (id: string, ctx: { getModuleInfo: (id: string) => ModuleInfoLike }) => {
    const info = (m: string) => ctx.getModuleInfo(m);
    if (/node_modules/.test(id) || reaches(id, isEntry, info, cached('entry'))) return null;
    return reaches(id, isSignedInRoot, info, cached('signed-in')) ? 'signed-in' : null;
  };
};

export default defineConfig({
  plugins: [
    react(),
    compileHints(),
    // Brotli (quality 11, once at build time) and gzip beside every text asset over 1 kB; the server sends the
    // one the browser accepts (@fastify/static preCompressed). Fonts are woff2, already compressed.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|html|svg|json|txt|map)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
      logLevel: 'silent',
    }),
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
            { name: 'vendor', tags: ['$initial'], test: /node_modules[\\/]/ },
            // After sign-in: the shell's and the dashboard's own modules, and every MUI module /login does not load,
            // with zod (the contracts' schemas, which the shell's menu reads), so the first tap fetches few files.
            { name: signedInChunk(), includeDependenciesRecursively: false },
            {
              name: 'mui',
              test: /node_modules[\\/](@mui[\\/](material|icons-material|system|utils|lab)|zod)[\\/]/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
