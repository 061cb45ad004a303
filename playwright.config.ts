import { defineConfig } from '@playwright/test';

import { chromiumLaunchOptions } from './tests/chromium';

/**
 * Browser tests: Debian's Chromium against the real server (API + built app) on an in-memory PGlite,
 * seeded on start. `npm test` builds the app first (scripts/test.sh). E2E_PORT and E2E_STATIC_DIR let several
 * runs (other builds) go side by side.
 *
 * E2E_WORKERS workers (3 by default: the tests mostly wait on the browser and the server) each drive a server of
 * their own, on E2E_PORT + the worker's parallel index, so that a file's writes never reach another worker's files: a worker runs its files one after the other on its
 * own database, as the single worker did. This config is read again in every worker process, where Playwright has
 * set TEST_PARALLEL_INDEX, so `baseURL` is that worker's server.
 */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 8091);
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 3));
const PORT = FIRST_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  // Guards against a hung test, not speed limits: on a CI host the three workers, their servers and Chromium keep both
  // cores busy (scripts/test.sh), so CI gives each test and expectation twice the time.
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'en-US',
    timezoneId: 'Asia/Karachi',
    screenshot: 'only-on-failure',
    // Debian's Chromium with the brief's switches, and without the omnibox popup's renderer beside every page (tests/chromium.ts).
    launchOptions: await chromiumLaunchOptions(),
  },
  webServer: Array.from({ length: WORKERS }, (_, index) => ({
    command: 'npx tsx server/index.ts',
    url: `http://127.0.0.1:${FIRST_PORT + index}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: {
      PORT: String(FIRST_PORT + index),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      PGLITE_MEMORY: '1',
      DATA_DIR: `.tmp/e2e-${FIRST_PORT + index}`,
      JWT_SECRET: 'e2e-secret',
      // Every test's requests come from one address, and a retried test registers its labs again: the per-address
      // limits (server/lib/rateLimit.ts, tested in server/routes/ratelimit.test.ts) would refuse a retry's
      // registrations. The sign-in throttle stays (lab-overview.spec.ts).
      RATE_LIMIT: 'off',
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
    },
  })),
});
