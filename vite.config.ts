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
                // Heavy libraries get chunks of their own. They are only imported from React.lazy components
                // (dashboard charts, lab map), so the login page never downloads them. Without
                // includeDependenciesRecursively: false a group also swallows React (a dependency of react-leaflet),
                // and the entry chunk then imports React from the maps chunk, preloading leaflet on every page.
                codeSplitting: {
                    groups: [
                        { name: 'charts', test: /node_modules[\\/]@mui[\\/]x-charts/, includeDependenciesRecursively: false },
                        { name: 'maps', test: /node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/, includeDependenciesRecursively: false },
                    ],
                },
            },
        },
    },
});
