/**
 * Browser: headless Chromium against the real server (built app + API on the benchmark's PGlite database).
 * - What /login loads: the JavaScript files the page fetched (raw and gzip) and whether any holds chart or map code.
 * - Login → dashboard fully rendered: from the click on "Log In" until the dashboard's cards are filled, no spinner
 *   or skeleton is left and every chart surface (@mui/x-charts `.MuiChartsSurface-root`) has drawn its shapes.
 * - Lab list page to page: from the click on "Go to next page" until the next page's rows are shown.
 * Each figure is the median of `runs` measured runs after one warm-up run.
 */
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

import { type Browser, chromium, type Page } from 'playwright-core';

import { chromiumLaunchOptions } from '../tests/chromium.js';
import { sizeOf } from './bundle.js';
import { median, startServer, stop } from './lib.js';

/** The server's address (it listens on a port the OS picks). */
let BASE = '';
const ADMIN = { email: 'admin@labhub.pk', password: 'Admin1234' };

export interface BrowserReport {
  labs: number;
  runs: number;
  loginJs: { raw: number; gzip: number; files: number };
  loginLeaks: string[];
  dashboardMs: number;
  dashboardRuns: number[];
  charts: number;
  nextPageMs: number;
  nextPageRuns: number[];
}

async function openLogin(browser: Browser): Promise<{ page: Page; scripts: string[] }> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('response', res => {
    if (res.request().resourceType() === 'script' && res.url().startsWith(BASE))
      scripts.push(new URL(res.url()).pathname);
  });
  await page.goto(`${BASE}/login`, { waitUntil: 'load' });
  await page.getByLabel('Username').waitFor();
  return { page, scripts };
}

/** Click "Log In" → the dashboard with every card filled and every chart drawn; returns ms and the chart count. */
async function loginToDashboard(page: Page, expectedCharts: number): Promise<{ ms: number; charts: number }> {
  await page.getByLabel('Username').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  const button = page.getByRole('button', { name: 'Log In' });
  const t0 = await page.evaluate(() => performance.now());
  await button.click();
  const charts = await page.waitForFunction(
    expected => {
      if (location.pathname !== '/dashboard') return false;
      if (
        document.querySelector(
          '.MuiCircularProgress-indeterminate, .MuiLinearProgress-indeterminate, .MuiLinearProgress-query, .MuiSkeleton-root',
        )
      )
        return false;
      if (!document.querySelector('.MuiCard-root')) return false;
      const surfaces = [...document.querySelectorAll('.MuiChartsSurface-root')];
      if (surfaces.length < expected) return false;
      if (!surfaces.every(s => s.querySelector('path, rect, circle'))) return false;
      return surfaces.length;
    },
    expectedCharts,
    { polling: 'raf', timeout: 60_000 },
  );
  const t1 = await page.evaluate(() => performance.now());
  return { ms: t1 - t0, charts: (await charts.jsonValue()) as number };
}

/** Click "Go to next page" on the lab list → the next page's rows; returns ms. */
async function nextPage(page: Page, pageNumber: number): Promise<number> {
  const first = await page.locator('tbody tr').first().innerText();
  const from = pageNumber * 10 + 1;
  const t0 = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await page.waitForFunction(
    ({ first, from }) => {
      const row = document.querySelector<HTMLElement>('tbody tr');
      if (!row || row.innerText === first) return false;
      if (document.querySelector('.MuiLinearProgress-indeterminate, .MuiLinearProgress-query')) return false;
      return document.body.innerText.includes(`${from}-${from + 9} of`);
    },
    { first, from },
    { polling: 'raf', timeout: 60_000 },
  );
  return (await page.evaluate(() => performance.now())) - t0;
}

export async function browserBench(options: {
  dataDir: string;
  dist: string;
  labs: number;
  runs: number;
}): Promise<BrowserReport> {
  const server = await startServer({ engine: 'pglite', dataDir: options.dataDir, staticDir: options.dist });
  BASE = server.base;
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch(await chromiumLaunchOptions());

    const dashboardRuns: number[] = [];
    let charts = 0;
    let loginScripts: string[] = [];
    for (let i = 0; i <= options.runs; i++) {
      const { page, scripts } = await openLogin(browser);
      if (i === 0) loginScripts = [...scripts];
      const run = await loginToDashboard(page, charts);
      if (i === 0) {
        // Warm-up: learn how many charts the dashboard draws once everything has loaded.
        // (Not 'networkidle': the notification stream keeps a request open.) The count once it stops changing for 1 s.
        let stable = 0;
        for (let last = -1; stable < 4;) {
          await page.waitForTimeout(250);
          const now = await page.locator('.MuiChartsSurface-root').count();
          stable = now === last && now > 0 ? stable + 1 : 0;
          last = now;
        }
        charts = await page.locator('.MuiChartsSurface-root').count();
      } else dashboardRuns.push(run.ms);
      await page.context().close();
    }

    const { page } = await openLogin(browser);
    await loginToDashboard(page, 0);
    await page.goto(`${BASE}/labslist`);
    await page.locator('tbody tr').first().waitFor();
    await page.getByText(/^1-10 of /).waitFor();
    const nextPageRuns: number[] = [];
    for (let i = 1; i <= options.runs + 1; i++) {
      const ms = await nextPage(page, i);
      if (i > 1) nextPageRuns.push(ms);
    }
    await page.context().close();

    const sized = loginScripts.map(path => sizeOf(options.dist, path.replace(/^\//, '')));
    const loginLeaks = sized.flatMap(f => {
      const text = readFileSync(join(options.dist, f.file), 'utf8');
      return [
        ...(text.includes('MuiChartsSurface') ? [`charts in ${basename(f.file)}`] : []),
        ...(text.includes('leaflet-container') ? [`maps in ${basename(f.file)}`] : []),
      ];
    });
    return {
      labs: options.labs,
      runs: options.runs,
      loginJs: sized.reduce((a, f) => ({ raw: a.raw + f.raw, gzip: a.gzip + f.gzip, files: a.files + 1 }), {
        raw: 0,
        gzip: 0,
        files: 0,
      }),
      loginLeaks,
      dashboardMs: median(dashboardRuns),
      dashboardRuns,
      charts,
      nextPageMs: median(nextPageRuns),
      nextPageRuns,
    };
  } finally {
    await browser?.close();
    await stop(server);
  }
}
