import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/** Where `npm run dev` and `vite preview` forward /api (the API server, `npm run dev:api`). */
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
    plugins: [
        react(),
        // Brotli (quality 11, once at build time) and gzip beside every text asset over 1 kB; the server sends the
        // one the browser accepts (@fastify/static preCompressed). Fonts are woff2, already compressed.
        compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|mjs|css|html|svg|json|txt|map)$/, threshold: 1024, skipIfLargerOrEqual: true, logLevel: 'silent' }),
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
        // react-admin + MUI alone make a ~950 kB (≈ 300 kB gzip) entry chunk (docs: STACK.md "Bundle floor").
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
                        { name: 'maps', test: /node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/, includeDependenciesRecursively: false },
                        { name: 'vendor', tags: ['$initial'], test: /node_modules[\\/]/ },
                    ],
                },
            },
        },
    },
});
