import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

import { contractsDefine } from './vite.config';

/**
 * API-side test files that never open a database (pure logic): the PostgreSQL pass (`DATABASE_URL` set, see
 * scripts/test.sh) leaves them out, since they already ran in the PGlite pass and would run the same code twice.
 */
export const ENGINE_FREE_API_TESTS = [
  'server/lib/readCache.test.ts',
  'server/app/readCaches.test.ts',
  'dataProvider/clientSide.test.ts',
  'server/db/seed/healthIds.test.ts',
  'server/lib/fileModes.test.ts',
  // PGlite in memory whatever the pass: the launcher's process handling, not the engine.
  'server/app/startLauncher.test.ts',
  'bench/lib.test.ts',
];
const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * Component tests that replace a module with `vi.mock`: they run in the `web-mocks` project, one fresh module graph
 * per file, since the `web` project shares its modules between files and a mock would not reach a module another file
 * has already imported.
 */
const MOCKING_WEB_TESTS = [
  'resources/common/ResourceList.test.tsx',
  'resources/labs/LabMap.test.tsx',
  'resources/labs/LabProfileForm.rule.test.tsx',
];
const WEB_TESTS = [
  'lib/**/*.test.{ts,tsx}',
  'src/**/*.test.{ts,tsx}',
  'resources/**/*.test.{ts,tsx}',
  'tests/unit/**/*.test.{ts,tsx}',
];

/**
 * Three projects: `api` runs in Node against the real API on PGlite (or PostgreSQL when DATABASE_URL is set);
 * `web` runs component tests in jsdom, every file in one module graph and one jsdom (`isolate: false`: React,
 * MUI and react-admin are imported once, not once per file; tests/setupDom.ts empties the storage each file starts
 * with); `web-mocks` runs the few that mock a module, each file on its own.
 */
export default defineConfig({
  plugins: [react(), contractsDefine()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: [
            'server/**/*.test.ts',
            'dataProvider/**/*.test.ts',
            'authProvider/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
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
          include: WEB_TESTS,
          exclude: [...configDefaults.exclude, ...MOCKING_WEB_TESTS],
          setupFiles: ['tests/setupDom.ts'],
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web-mocks',
          environment: 'jsdom',
          include: MOCKING_WEB_TESTS,
          setupFiles: ['tests/setupDom.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
