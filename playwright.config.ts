import { defineConfig } from '@playwright/test';

import { chromiumLaunchOptions } from './tests/chromium';

/**
 * Browser tests: Debian's Chromium against the real server (API + built app) on an in-memory PGlite,
 * seeded on start. `npm test` builds the app first (scripts/test.sh). E2E_PORT and E2E_STATIC_DIR let several
 * runs (other builds) go side by side.
 */
const PORT = Number(process.env.E2E_PORT ?? 8091);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'en-US',
    timezoneId: 'Asia/Karachi',
    screenshot: 'only-on-failure',
    // Debian's Chromium with the brief's switches, and without the omnibox popup's renderer beside every page (tests/chromium.ts).
    launchOptions: await chromiumLaunchOptions(),
  },
  webServer: {
    command: 'npx tsx server/index.ts',
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      PGLITE_MEMORY: '1',
      DATA_DIR: `.tmp/e2e-${PORT}`,
      JWT_SECRET: 'e2e-secret',
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
    },
  },
});
