import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Two projects: `api` runs in Node against the real API on PGlite (or PostgreSQL when DATABASE_URL is set);
 * `web` runs component tests in jsdom.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/**/*.test.ts', 'dataProvider/**/*.test.ts', 'authProvider/**/*.test.ts'],
          globalSetup: ['server/test/globalSetup.ts'],
          // One seeded database per worker, cloned per test file (see server/test/harness.ts).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'resources/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setupDom.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
