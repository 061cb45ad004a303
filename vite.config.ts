import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Where `npm run dev` and `vite preview` forward /api (the API server, `npm run dev:api`). */
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
    plugins: [react()],
    server: {
        proxy: { '/api': { target: API_TARGET, changeOrigin: true } },
    },
    preview: {
        proxy: { '/api': { target: API_TARGET, changeOrigin: true } },
    },
    build: {
        outDir: 'dist',
        // react-admin + MUI alone make a ~950 kB (≈ 300 kB gzip) entry chunk (docs: STACK.md "Bundle floor").
        chunkSizeWarningLimit: 1200,
        rolldownOptions: {
            output: {
                // Leaflet gets a chunk of its own; it is only imported from a React.lazy component (the lab map), so
                // the login page never downloads it. Without includeDependenciesRecursively: false the group also
                // swallows React (a dependency of react-leaflet), and the entry chunk then imports React from the maps
                // chunk, preloading leaflet on every page. The charts are not grouped: they are only imported by the
                // lazily loaded dashboard, so they land in its chunk (a separate group split x-charts from its own
                // dependencies and broke its initialisation order).
                codeSplitting: {
                    groups: [
                        { name: 'maps', test: /node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/, includeDependenciesRecursively: false },
                    ],
                },
            },
        },
    },
});
