/**
 * The signed-in dashboard reload's main-thread work, compared between builds: `npx tsx bench/mainThread.ts DIST…
 * ROUNDS` serves each built app (`dist`, `dist-other` …) from its own server (the demo database on PGlite), signs the
 * administrator in, then reloads /dashboard at Lighthouse's mobile size (412 × 823) with the HTTP cache off under a
 * Chromium trace, the builds taking turns, ROUNDS times each. From each trace's renderer main thread: the thread's
 * CPU time of every task from the navigation on, ×4 (Lighthouse's simulated CPU slowdown), summed (`cpu`), and its
 * blocking part as Lighthouse's TBT counts it (over 50 ms, `blocking`), with the longest task. Thread CPU time
 * rather than wall time, so other processes on the machine inflate the figures less than they inflate Lighthouse's;
 * medians printed per build.
 *
 * `MAIN_THREAD_AS_LIGHTHOUSE=1`: as Lighthouse records its mobile runs, with its trace categories (read from its trace
 * gatherer) and its phone (1.75× pixels, touch). Its `disabled-by-default-devtools.timeline.stack` records the JS
 * stack of each timer set and each style or layout invalidation, which makes some tasks 2–3× longer than without it
 * (docs/PERFORMANCE.md, session 34): what Lighthouse then multiplies by 4.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import TraceGatherer from 'lighthouse/core/gather/gatherers/trace.js';
import { chromium } from 'playwright-core';

import { chromiumLaunchOptions } from '../tests/chromium.js';
import { median, startServer, stop } from './lib.js';

const CPU_SLOWDOWN = 4;
const AS_LIGHTHOUSE = process.env.MAIN_THREAD_AS_LIGHTHOUSE === '1';
const CATEGORIES = AS_LIGHTHOUSE
  ? TraceGatherer.getDefaultTraceCategories()
  : ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'toplevel', 'loading'];
const LONG_TASK_MS = 50;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

interface Figures {
  cpu: number;
  blocking: number;
  longest: number;
}

function figuresOf(path: string): Figures {
  const trace = JSON.parse(readFileSync(path, 'utf8')) as { traceEvents: TraceEvent[] };
  const events = trace.traceEvents;
  // The renderer's main thread: the one that parsed the page and evaluated its modules.
  const counts = new Map<string, number>();
  for (const e of events)
    if (e.name === 'ParseHTML' || e.name === 'v8.evaluateModule')
      counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const main = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const tasks = events.filter(e => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.name === 'RunTask');
  const start = events.find(e => e.name === 'navigationStart')?.ts ?? Math.min(...tasks.map(e => e.ts));
  const ms = tasks.filter(e => e.ts >= start).map(e => (CPU_SLOWDOWN * (e.tdur ?? e.dur ?? 0)) / 1000);
  const long = ms.filter(d => d > LONG_TASK_MS);
  return {
    cpu: Math.round(ms.reduce((s, d) => s + d, 0)),
    blocking: Math.round(long.reduce((s, d) => s + d - LONG_TASK_MS, 0)),
    longest: Math.round(Math.max(0, ...long)),
  };
}

const args = process.argv.slice(2);
const rounds = Number(args.at(-1));
const dists = args.slice(0, -1);
if (!dists.length || !(rounds > 0)) {
  console.error('usage: npx tsx bench/mainThread.ts DIST [DIST …] ROUNDS');
  process.exit(2);
}
const servers = await Promise.all(
  dists.map(dist =>
    startServer({ engine: 'pglite', dataDir: mkdtempSync(join(tmpdir(), 'labhub-main-thread-')), staticDir: dist }),
  ),
);
const browser = await chromium.launch(await chromiumLaunchOptions());
const traceDir = mkdtempSync(join(tmpdir(), 'labhub-traces-'));
const results = new Map<string, Figures[]>(dists.map(dist => [dist, []]));
try {
  for (let round = 0; round < rounds; round++)
    for (const [i, dist] of dists.entries()) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        ...(AS_LIGHTHOUSE && { deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }),
      });
      const page = await context.newPage();
      await page.goto(`${servers[i].base}/login`);
      await page.getByLabel('Username').fill('admin@labhub.pk');
      await page.getByLabel('Password', { exact: true }).fill('Admin1234');
      await page.getByRole('button', { name: 'Log In' }).click();
      await page.waitForURL('**/dashboard', { timeout: 60_000 });
      await page.getByTestId('user-stat-total').waitFor();
      // The reload paints the last dashboard drawn (lib/dashboardSnapshot.ts), kept once the page has been quiet.
      await page.waitForFunction(() => localStorage.getItem('labhub.dashboardSnapshot') !== null, null, {
        timeout: 30_000,
      });
      await page.goto('about:blank');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const path = join(traceDir, `${i}-${round}.json`);
      await browser.startTracing(page, {
        path,
        categories: CATEGORIES,
      });
      await page.goto(`${servers[i].base}/dashboard`);
      // The SSE stream stays open: a fixed time for the cards, the charts in view and the late calls.
      await page.waitForTimeout(10_000);
      await browser.stopTracing();
      await context.close();
      const figures = figuresOf(path);
      results.get(dist)!.push(figures);
      const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
      console.log(`${dist} round ${round + 1}: ${JSON.stringify(figures)} (/proc/loadavg ${load})`);
    }
} finally {
  await browser.close();
  for (const server of servers) await stop(server);
}
for (const [dist, runs] of results) {
  const of = (key: keyof Figures) => median(runs.map(run => run[key]));
  console.log(
    `${dist}: median main-thread CPU ${of('cpu')} ms, blocking ${of('blocking')} ms, longest task ${of('longest')} ms (×${CPU_SLOWDOWN}, ${runs.length} runs)`,
  );
}
