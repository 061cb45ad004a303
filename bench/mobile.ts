/**
 * The mobile link: headless Chromium under Lighthouse's mobile profile, set through the DevTools protocol
 * on each page: `Network.emulateNetworkConditions` with 150 ms round trip, 1.6 Mbit/s down and 0.75 Mbit/s up
 * (Lighthouse's 1,638.4 / 750 kbit/s), and `Emulation.setCPUThrottlingRate` 4×. The app is the production build
 * served by the real server (`dist-server`, precompressed files, API compression) on the bench's database.
 * Chromium is launched as the browser tests launch it (tests/chromium.ts): the brief's switches, and no omnibox-popup
 * renderer beside the page (Chromium 156 runs one per window; on two cores it took CPU from the page being measured).
 *
 * Each run uses a fresh browser context (empty cache) and measures:
 * 1. `/login` usable: from navigation start until the first animation frame in which the Log In button is enabled
 *    and the document has loaded (a frame that runs proves the main thread is free to take the click). Bytes on the
 *    wire: every response's encoded length, headers included (CDP `Network.loadingFinished`), until the page has
 *    also drawn its fonts.
 * 2. Repeat visit: a second page in the same context (warm HTTP cache), the same measurement.
 * 3. Log In → dashboard drawn: from the click until /dashboard shows its cards with real figures: no spinner,
 *    progress bar or skeleton left on screen, at least five cards, and every chart on screen drawn
 *    (`.MuiChartsSurface-root` with shapes; a chart below the fold is drawn when it is scrolled to).
 *    Recorded on the way: Log In → figures drawn, the first frame with the same cards and figures while the charts
 *    (a chunk of their own) may still be placeholders of their size (`[data-chart-pending]` skeletons).
 * Figures are medians of `runs` runs, after one unthrottled warm-up run (so every measured run meets the same warm
 * server: the API's read caches hold the dashboard's answers, as after any administrator's visit).
 */
import { readFileSync } from 'node:fs';

import { type Browser, type BrowserContext, type CDPSession, chromium, type Page } from 'playwright-core';

import { chromiumLaunchOptions } from '../tests/chromium.js';
import { adminHeaders, median, startServer, stop } from './lib.js';

const ADMIN = { email: 'admin@labhub.pk', password: 'Admin1234' };
/** Lighthouse's mobile profile (constants.throttling.mobileSlow4G). */
export const MOBILE = {
  rttMs: 150,
  downKbps: 1638.4,
  upKbps: 750,
  cpuSlowdown: 4,
  label: "Lighthouse's mobile profile: 150 ms round trip, 1.6 Mbit/s down, 0.75 Mbit/s up, CPU 4× slower",
};

interface Visit {
  ms: number;
  bytes: number;
  requests: number;
}

export interface MobileReport {
  runs: number;
  labs: number;
  /** Milliseconds between keys of the typing visitor (TYPING_MS). */
  typingMs: number;
  login: Visit;
  /** What the typing visitor's page fetched while they typed (the signed-in code, fetched at the first tap). */
  whileTyping: Visit;
  /** The same two steps for a visitor whose fields are filled at once (nothing can arrive while typing). */
  figuresInstant: Visit;
  dashboardInstant: Visit;
  dashboardInstantRuns: Visit[];
  repeat: Visit;
  /** Log In → every card's figures drawn (the charts may still be loading in placeholders of their size). */
  figures: Visit;
  /** Log In → the figures and every chart drawn (the target's step). */
  dashboard: Visit;
  loginRuns: Visit[];
  repeatRuns: Visit[];
  figuresRuns: Visit[];
  dashboardRuns: Visit[];
  /** /proc/loadavg before and after. */
  loadBefore: string;
  loadAfter: string;
}

const loadavg = () => readFileSync('/proc/loadavg', 'utf8').trim().split(' ').slice(0, 3).join(' / ');

/** Counts what crosses the (emulated) wire for one page. */
class Wire {
  bytes = 0;
  requests = 0;
  constructor(cdp: CDPSession) {
    cdp.on('Network.requestWillBeSent', () => this.requests++);
    cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => (this.bytes += e.encodedDataLength));
  }
  reset() {
    this.bytes = 0;
    this.requests = 0;
  }
}

async function throttledPage(context: BrowserContext, throttle: boolean): Promise<{ page: Page; wire: Wire }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const wire = new Wire(cdp);
  await cdp.send('Network.enable');
  if (throttle) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE.rttMs,
      downloadThroughput: (MOBILE.downKbps * 1024) / 8,
      uploadThroughput: (MOBILE.upKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
  }
  return { page, wire };
}

/** Navigates to /login; resolves when the Log In button can be used (ms since navigation start) and fonts are drawn. */
async function openLogin(page: Page, wire: Wire, base: string): Promise<Visit> {
  await page.goto(`${base}/login`, { waitUntil: 'commit' });
  const usable = await page.waitForFunction(
    () => {
      if (document.readyState !== 'complete') return false;
      const button = [...document.querySelectorAll('button')].find(b => b.textContent?.trim() === 'Log In');
      return button && !button.disabled ? performance.now() : false;
    },
    undefined,
    { polling: 'raf', timeout: 120_000 },
  );
  const ms = (await usable.jsonValue()) as number;
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(300);
  return { ms, bytes: wire.bytes, requests: wire.requests };
}

/**
 * Marks, in the page, the first animation frame at which the dashboard shows (a) every card with its figures (no
 * spinner, progress bar or skeleton left except the charts' placeholders, `[data-chart-pending]`) and (b) that plus
 * every chart drawn (no skeleton at all). A string, so tsx's
 * helpers for named functions never reach the page.
 */
const WATCH_DASHBOARD = `(() => {
  const t0 = performance.now();
  const marks = (window.__dashboardDrawn = { t0 });
  const BUSY = '.MuiCircularProgress-indeterminate, .MuiLinearProgress-indeterminate, .MuiLinearProgress-query';
  // A chart is drawn when its place comes on screen (src/pages/Dashboard/LazyCharts.tsx): "drawn" is what the screen shows.
  const onScreen = (e) => e.getBoundingClientRect().top < innerHeight;
  const frame = () => {
    if (location.pathname === '/dashboard' && document.querySelectorAll('.MuiCard-root').length >= 5 && !document.querySelector(BUSY)) {
      const skeletons = [...document.querySelectorAll('.MuiSkeleton-root')];
      if (!marks.figures && skeletons.every((s) => s.hasAttribute('data-chart-pending'))) marks.figures = performance.now();
      const surfaces = [...document.querySelectorAll('.MuiChartsSurface-root')].filter(onScreen);
      if (!marks.charts && marks.figures && !skeletons.some(onScreen) && surfaces.every((s) => s.querySelector('path, rect, circle'))) marks.charts = performance.now();
    }
    if (!marks.figures || !marks.charts) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})()`;

/** Log In → dashboard: the time until the figures are drawn, and until the charts are drawn too (the target's step). */
async function loginToDashboard(
  page: Page,
  wire: Wire,
  typingMs: number,
): Promise<{ figures: Visit; dashboard: Visit; whileTyping: Visit }> {
  wire.reset();
  const typed = performance.now();
  if (typingMs > 0) {
    // As a person does it: tap the field, type each key.
    await page.getByLabel('Username').click();
    await page.getByLabel('Username').pressSequentially(ADMIN.email, { delay: typingMs });
    await page.getByLabel('Password', { exact: true }).click();
    await page.getByLabel('Password', { exact: true }).pressSequentially(ADMIN.password, { delay: typingMs });
  } else {
    await page.getByLabel('Username').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  }
  const whileTyping = { ms: performance.now() - typed, bytes: wire.bytes, requests: wire.requests };
  wire.reset();
  await page.evaluate(WATCH_DASHBOARD);
  await page.getByRole('button', { name: 'Log In' }).click();
  let figures: Visit | undefined;
  const drawn = await page
    .waitForFunction(
      () => {
        const m = (window as unknown as { __dashboardDrawn: { t0: number; figures?: number; charts?: number } })
          .__dashboardDrawn;
        return m.figures ? { ...m } : false;
      },
      undefined,
      { polling: 'raf', timeout: 120_000 },
    )
    .then(async handle => {
      let m = (await handle.jsonValue()) as { t0: number; figures: number; charts?: number };
      // The figures are drawn: note the bytes so far, then wait for the charts.
      figures = { ms: m.figures - m.t0, bytes: wire.bytes, requests: wire.requests };
      if (m.charts === undefined) {
        const charts = await page.waitForFunction(
          () => {
            const marks = (window as unknown as { __dashboardDrawn: typeof m }).__dashboardDrawn;
            return marks.charts ? { ...marks } : false;
          },
          undefined,
          { polling: 'raf', timeout: 120_000 },
        );
        m = (await charts.jsonValue()) as typeof m;
      }
      return m;
    })
    .catch(async err => {
      const state = await page.evaluate(() => ({
        path: location.pathname,
        cards: document.querySelectorAll('.MuiCard-root').length,
        busy: [
          ...document.querySelectorAll(
            '.MuiCircularProgress-indeterminate, .MuiLinearProgress-indeterminate, .MuiLinearProgress-query, .MuiSkeleton-root',
          ),
        ].map(e => e.className.slice(0, 60)),
        charts: document.querySelectorAll('.MuiChartsSurface-root').length,
      }));
      throw new Error(`the dashboard was not drawn: ${JSON.stringify(state)} (${(err as Error).message})`);
    });
  return {
    figures: figures!,
    dashboard: { ms: drawn.charts! - drawn.t0, bytes: wire.bytes, requests: wire.requests },
    whileTyping,
  };
}

/**
 * How fast the bench's visitor types (ms between keys): ≈ 5 keys a second, a quick thumb on a phone. The signed-in
 * code may download while they type, as it would for a person; `0` fills the fields at once (the instant variant).
 */
const TYPING_MS = 200;

/** One visitor: first visit, repeat visit, then sign-in to the dashboard (on the repeat page). */
async function visitor(browser: Browser, base: string, throttle: boolean, typingMs: number) {
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1.75,
  });
  try {
    const first = await throttledPage(context, throttle);
    const login = await openLogin(first.page, first.wire, base);
    await first.page.close();
    const again = await throttledPage(context, throttle);
    const repeat = await openLogin(again.page, again.wire, base);
    const { figures, dashboard, whileTyping } = await loginToDashboard(again.page, again.wire, typingMs);
    return { login, repeat, figures, dashboard, whileTyping };
  } finally {
    await context.close();
  }
}

const medianVisit = (runs: Visit[]): Visit => ({
  ms: median(runs.map(r => r.ms)),
  bytes: median(runs.map(r => r.bytes)),
  requests: median(runs.map(r => r.requests)),
});

/** The labs the database really holds (a data folder the API load did not seed has the demo data). */
async function labCount(base: string) {
  const res = await fetch(`${base}/api/profiles/totallabs`, { headers: await adminHeaders(base) });
  const [verified, unverified] = (await res.json()) as [number, number];
  return verified + unverified;
}

export async function mobileBench(options: { dataDir: string; dist: string; runs: number }): Promise<MobileReport> {
  const server = await startServer({ engine: 'pglite', dataDir: options.dataDir, staticDir: options.dist });
  let browser: Browser | undefined;
  const loadBefore = loadavg();
  try {
    const labs = await labCount(server.base);
    browser = await chromium.launch(await chromiumLaunchOptions());
    await visitor(browser, server.base, false, 0);
    const typed: Awaited<ReturnType<typeof visitor>>[] = [];
    const instant: Awaited<ReturnType<typeof visitor>>[] = [];
    for (let i = 0; i < options.runs; i++) {
      // Alternating: a visitor who types (the target's step), then one whose fields are filled at once.
      const run = await visitor(browser, server.base, true, TYPING_MS);
      const now = await visitor(browser, server.base, true, 0);
      console.log(
        `mobile run ${i + 1}: /login ${Math.round(run.login.ms)} ms ${Math.round(run.login.bytes / 1024)} kB; repeat ${Math.round(run.repeat.ms)} ms ${Math.round(run.repeat.bytes / 1024)} kB; while typing ${Math.round(run.whileTyping.bytes / 1024)} kB; figures ${Math.round(run.figures.ms)} ms; dashboard ${Math.round(run.dashboard.ms)} ms; filled at once: figures ${Math.round(now.figures.ms)} ms, dashboard ${Math.round(now.dashboard.ms)} ms`,
      );
      typed.push(run);
      instant.push(now);
    }
    const pick = (k: 'login' | 'repeat' | 'figures' | 'dashboard' | 'whileTyping', from = typed) => from.map(r => r[k]);
    // Both visitors open /login twice the same way: their first and repeat visits are pooled.
    const logins = [...pick('login'), ...pick('login', instant)];
    const repeats = [...pick('repeat'), ...pick('repeat', instant)];
    return {
      runs: options.runs,
      labs,
      typingMs: TYPING_MS,
      login: medianVisit(logins),
      repeat: medianVisit(repeats),
      whileTyping: medianVisit(pick('whileTyping')),
      figures: medianVisit(pick('figures')),
      dashboard: medianVisit(pick('dashboard')),
      figuresInstant: medianVisit(pick('figures', instant)),
      dashboardInstant: medianVisit(pick('dashboard', instant)),
      loginRuns: logins,
      repeatRuns: repeats,
      figuresRuns: pick('figures'),
      dashboardRuns: pick('dashboard'),
      dashboardInstantRuns: pick('dashboard', instant),
      loadBefore,
      loadAfter: loadavg(),
    };
  } finally {
    await browser?.close();
    await stop(server);
  }
}
