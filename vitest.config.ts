import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

import { editableResourcesDefine } from './vite.config';

/**
 * API-side test files that never open a database (pure logic): the PostgreSQL pass (`DATABASE_URL` set, see
 * scripts/test.sh) leaves them out, since they already ran in the PGlite pass and would run the same code twice.
 */
export const ENGINE_FREE_API_TESTS = [
  'server/lib/readCache.test.ts',
  'dataProvider/clientSide.test.ts',
  'server/db/seed/healthIds.test.ts',
];
const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * Two projects: `api` runs in Node against the real API on PGlite (or PostgreSQL when DATABASE_URL is set);
 * `web` runs component tests in jsdom.
 */
export default defineConfig({
  plugins: [react(), editableResourcesDefine()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/**/*.test.ts', 'dataProvider/**/*.test.ts', 'authProvider/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(onPostgres ? ENGINE_FREE_API_TESTS : [])],
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
          include: [
            'lib/**/*.test.{ts,tsx}',
            'src/**/*.test.{ts,tsx}',
            'resources/**/*.test.{ts,tsx}',
            'tests/unit/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['tests/setupDom.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
