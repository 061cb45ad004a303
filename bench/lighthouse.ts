/**
 * Lighthouse (the `lighthouse` package, mobile: its default form factor, simulated slow-4G throttling and 4× CPU
 * slowdown, 412 × 823 at 1.75×) against the production build served by the real server (`dist-server`, the demo
 * database on PGlite), in Debian's Chromium launched by chrome-launcher with the brief's switches. Two pages:
 * - `/login`, a first visit (Lighthouse empties the HTTP cache and the origin's storage first);
 * - the signed-in dashboard reload: the administrator signs in once in the same browser profile (Playwright over the
 *   DevTools protocol), then Lighthouse loads `/dashboard` with an empty HTTP cache; its storage reset leaves
 *   localStorage alone (its default `clearStorageTypes`), so the session is kept and the dashboard is drawn.
 * Each page: `runs` runs, the run of median performance reported (scores, FCP, LCP, TBT), with the audits of
 * accessibility, SEO and best practices that did not pass, the "unused JavaScript" list, and what the simulated
 * figures are built from (the LCP element, what was fetched by the observed LCP, the request chain, the script
 * evaluation, the long tasks and the layout shifts); `LIGHTHOUSE_SAVE_DIR` keeps every run's full report and trace.
 * Besides, on the signed-in dashboard at 390 × 844, every visible control smaller than 48 × 48 CSS pixels (the
 * touch-target size of the issue's target; Lighthouse's own `target-size` audit checks WCAG's 24 px).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { launch, type LaunchedChrome, Launcher } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Page } from 'playwright-core';

import { SNAPSHOT_KEY } from '../lib/dashboardSnapshot.js';
import { CHROMIUM_ARGS, CHROMIUM_FEATURES_OFF, CHROMIUM_PATH } from '../tests/chromium.js';
import { median, startServer, stop } from './lib.js';

const ADMIN = { email: 'admin@labhub.pk', password: 'Admin1234' };
/** Lighthouse's mobile screen in CSS pixels (its default `screenEmulation`). */
const LIGHTHOUSE_MOBILE_SCREEN = { width: 412, height: 823 };
const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'] as const;
/** The touch-target size of the issue's target (CSS pixels). */
export const TOUCH_TARGET_PX = 48;

interface UnusedScript {
  url: string;
  totalBytes: number;
  wastedBytes: number;
}

interface LighthousePage {
  name: string;
  path: string;
  /** 0–100 each. */
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** The performance score of every run. */
  performanceRuns: number[];
  /** Bytes of the page's requests (Lighthouse's `total-byte-weight`, transfer size). */
  totalBytes: number;
  unusedJs: UnusedScript[];
  /** Accessibility, SEO and best-practices audits that did not pass: id, title and what they name. */
  failing: { category: string; id: string; title: string; items: string[] }[];
  /** What the simulated figures are computed from (the same run), mostly independent of the machine's load. */
  evidence: PageEvidence;
}

/**
 * Lighthouse's simulation (Lantern) builds LCP from the requests that finished before the LCP observed in the
 * unthrottled load, with their request chains, and the script evaluations among them (times 4): what was fetched
 * before the observed LCP, and in how many steps, is what the simulated figure depends on; the CPU times are the
 * observed ones times 4 and so depend on the load.
 */
interface PageEvidence {
  /** The LCP element (its label and selector), and the share of each LCP phase (Lighthouse's own table). */
  lcpElement: string;
  lcpPhases: { phase: string; ms: number }[];
  /** FCP and LCP as observed in the unthrottled load (ms from the navigation). */
  observedFcpMs: number;
  observedLcpMs: number;
  /** Requests finished by the observed LCP: how many, their transfer size, and the scripts among them. */
  beforeLcp: { requests: number; bytes: number; scripts: string[] };
  /** Lighthouse's longest critical request chain: how many requests deep, and its simulated duration. */
  longestChain: { length: number; ms: number };
  /** Script evaluation and parse/compile per script (bootup-time, simulated: observed × 4). */
  bootup: { url: string; scriptingMs: number; parseMs: number }[];
  /** Main-thread time per kind of work (mainthread-work-breakdown, simulated). */
  mainThread: { group: string; ms: number }[];
  /** The long tasks (simulated start and duration) and the script each is attributed to. */
  longTasks: { url: string; startMs: number; ms: number }[];
  /** The layout shifts Lighthouse lists: the element moved and the shift's score. */
  shifts: { element: string; score: number }[];
}

interface SmallTarget {
  name: string;
  width: number;
  height: number;
}

export interface LighthouseReport {
  chromium: string;
  lighthouse: string;
  runs: number;
  pages: LighthousePage[];
  /** Controls of the signed-in dashboard at 390 × 844 below 48 × 48 CSS pixels. */
  smallTargets: SmallTarget[];
  targetsChecked: number;
}

/** chrome-launcher's default switches with the brief's, and one `--disable-features` (Chromium reads the last only). */
function chromeFlags(): string[] {
  const defaults = Launcher.defaultFlags();
  const features = defaults
    .filter(flag => flag.startsWith('--disable-features='))
    .flatMap(flag => flag.slice('--disable-features='.length).split(','));
  return [
    ...new Set([
      ...defaults.filter(flag => !flag.startsWith('--disable-features=')),
      ...CHROMIUM_ARGS,
      `--disable-features=${[...features, ...CHROMIUM_FEATURES_OFF].join(',')}`,
    ]),
  ];
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const score = (lhr: Lhr, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? NaN;

/** What a failing audit names: its items' URLs, selectors or labels, shortened. */
function itemsOf(details: unknown): string[] {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  return items.slice(0, 8).map(item => {
    const node = item.node as { selector?: string; nodeLabel?: string } | undefined;
    const other = item.url ?? item.source ?? item.description ?? item;
    const text = node
      ? `${node.nodeLabel ?? ''} (${node.selector ?? ''})`
      : typeof other === 'string'
        ? other
        : JSON.stringify(other);
    return text.replace(/\s+/g, ' ').slice(0, 140);
  });
}

const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
const tableItems = <T>(lhr: Lhr, id: string) => (lhr.audits[id]?.details as { items?: T[] } | undefined)?.items ?? [];

function evidenceOf(lhr: Lhr): PageEvidence {
  const lcpTables = tableItems<{ items?: Record<string, unknown>[] }>(lhr, 'largest-contentful-paint-element');
  const node = lcpTables[0]?.items?.[0]?.node as { nodeLabel?: string; selector?: string } | undefined;
  const metrics = tableItems<Record<string, number>>(lhr, 'metrics')[0] ?? {};
  const observedLcpMs = metrics.observedLargestContentfulPaint ?? NaN;
  const requests = tableItems<{ url: string; networkEndTime?: number; transferSize?: number; resourceType?: string }>(
    lhr,
    'network-requests',
  ).filter(r => r.networkEndTime !== undefined && r.networkEndTime <= observedLcpMs);
  const chain = (
    lhr.audits['critical-request-chains']?.details as
      { longestChain?: { length: number; duration: number } } | undefined
  )?.longestChain;
  return {
    lcpElement: node ? `${node.nodeLabel ?? ''} (${node.selector ?? ''})`.replace(/\s+/g, ' ').slice(0, 160) : '',
    lcpPhases: (lcpTables[1]?.items ?? []).map(p => ({ phase: String(p.phase), ms: Number(p.timing) })),
    observedFcpMs: metrics.observedFirstContentfulPaint ?? NaN,
    observedLcpMs,
    beforeLcp: {
      requests: requests.length,
      bytes: requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      scripts: requests.filter(r => r.resourceType === 'Script').map(r => shortUrl(r.url)),
    },
    longestChain: { length: chain?.length ?? 0, ms: chain?.duration ?? 0 },
    bootup: tableItems<{ url: string; scripting: number; scriptParseCompile: number }>(lhr, 'bootup-time').map(b => ({
      url: shortUrl(b.url),
      scriptingMs: b.scripting,
      parseMs: b.scriptParseCompile,
    })),
    mainThread: tableItems<{ groupLabel: string; duration: number }>(lhr, 'mainthread-work-breakdown').map(g => ({
      group: g.groupLabel,
      ms: g.duration,
    })),
    longTasks: tableItems<{ url: string; startTime: number; duration: number }>(lhr, 'long-tasks').map(t => ({
      url: shortUrl(t.url),
      startMs: t.startTime,
      ms: t.duration,
    })),
    shifts: tableItems<{ node?: { nodeLabel?: string; selector?: string }; score: number }>(lhr, 'layout-shifts').map(
      l => ({
        element: `${l.node?.nodeLabel ?? ''} (${l.node?.selector ?? ''})`.replace(/\s+/g, ' ').slice(0, 100),
        score: l.score,
      }),
    ),
  };
}

function pageOf(name: string, path: string, runs: Lhr[]): LighthousePage {
  const perf = runs.map(r => score(r, 'performance'));
  const mid = median(perf);
  const lhr = runs[perf.indexOf(mid)] ?? runs[0];
  const unused = (lhr.audits['unused-javascript']?.details as { items?: UnusedScript[] } | undefined)?.items ?? [];
  const failing = CATEGORIES.filter(c => c !== 'performance').flatMap(category =>
    (lhr.categories[category]?.auditRefs ?? [])
      .map(ref => lhr.audits[ref.id])
      .filter(a => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
      .map(a => ({ category, id: a.id, title: a.title, items: itemsOf(a.details) })),
  );
  return {
    name,
    path,
    performance: mid,
    accessibility: score(lhr, 'accessibility'),
    seo: score(lhr, 'seo'),
    bestPractices: score(lhr, 'best-practices'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    performanceRuns: perf,
    totalBytes: numeric(lhr, 'total-byte-weight'),
    unusedJs: unused.map(u => ({ url: u.url, totalBytes: u.totalBytes, wastedBytes: u.wastedBytes })),
    failing,
    evidence: evidenceOf(lhr),
  };
}

/**
 * Signs the administrator in through the login page in the launched browser (its profile keeps the session), on
 * Lighthouse's mobile screen, and waits until the dashboard's first screen is drawn: the reload Lighthouse measures
 * follows a visit on the same phone, which keeps the dashboard drawn for the next one (lib/dashboardSnapshot.ts).
 */
async function signIn(chrome: LaunchedChrome, base: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.setViewportSize(LIGHTHOUSE_MOBILE_SCREEN);
    await page.goto(`${base}/login`);
    await page.getByLabel('Username').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/dashboard', { timeout: 60_000 });
    await page.waitForFunction(key => localStorage.getItem(key) !== null, SNAPSHOT_KEY, { timeout: 60_000 });
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * Every visible control of the page (links, buttons, inputs, ARIA widgets) smaller than 48 × 48 CSS pixels. A text
 * input or a link inside running text is measured like any other: a thumb has to hit it.
 */
async function smallTargets(page: Page): Promise<{ small: SmallTarget[]; checked: number }> {
  return page.evaluate(min => {
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=link], [role=checkbox], [role=switch], [role=tab], [role=menuitem], [tabindex]:not([tabindex="-1"])';
    const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter(el => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // Shown: not hidden, not transparent (MUI's native inputs under a select), not moved off the screen (a skip link
      // until it has the focus).
      const onScreen = box.right > 0 && box.bottom > 0 && box.left < innerWidth && box.top > -box.height;
      return box.width > 0 && box.height > 0 && onScreen && style.visibility !== 'hidden' && style.opacity !== '0';
    });
    // A control inside another control (an input inside its clickable box) counts once, as the outer one.
    const outer = controls.filter(el => !controls.some(other => other !== el && other.contains(el)));
    const small = outer
      .map(el => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width < min || box.height < min)
      .map(({ el, box }) => ({
        name: (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().replace(/\s+/g, ' ').slice(0, 60),
        width: Math.round(box.width),
        height: Math.round(box.height),
      }));
    return { small, checked: outer.length };
  }, TOUCH_TARGET_PX);
}

/** The dashboard signed in at 390 × 844 (a phone), once its cards and charts are drawn. */
async function dashboardTargets(base: string, screenshot?: string) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--disable-features=${CHROMIUM_FEATURES_OFF.join(',')}`],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
    });
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel('Username').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/dashboard', { timeout: 60_000 });
    await page.locator('.MuiChartsSurface-root').first().waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => !document.querySelector('.MuiSkeleton-root, .MuiCircularProgress-root'), null, {
      timeout: 60_000,
    });
    if (screenshot) await page.screenshot({ path: screenshot, fullPage: true });
    return await smallTargets(page);
  } finally {
    await browser.close();
  }
}

export async function lighthouseBench(options: {
  dist: string;
  runs: number;
  /** Where to save a full-page screenshot of the dashboard at 390 × 844. */
  screenshot?: string;
  /** A folder to write each run's full Lighthouse report and trace into (`login-1.json`, `login-1.trace.json` …). */
  saveDir?: string;
}): Promise<LighthouseReport> {
  const dataDir = mkdtempSync(join(tmpdir(), 'labhub-lighthouse-'));
  const profile = mkdtempSync(join(tmpdir(), 'labhub-lighthouse-profile-'));
  const server = await startServer({ engine: 'pglite', dataDir, staticDir: options.dist });
  let chrome: LaunchedChrome | undefined;
  try {
    chrome = await launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: chromeFlags(),
      ignoreDefaultFlags: true,
      userDataDir: profile,
      logLevel: 'silent',
    });
    const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const };
    if (options.saveDir) mkdirSync(options.saveDir, { recursive: true });
    const run = async (path: string, saveAs: string) => {
      let result = await lighthouse(`${server.base}${path}`, { ...flags, onlyCategories: [...CATEGORIES] });
      // Lighthouse's own trace recording sometimes misses the navigation's start (NO_NAVSTART, "please run Lighthouse
      // again"): that run is taken again, twice at most, and said so.
      for (let retry = 1; retry <= 2 && result?.lhr.runtimeError?.code === 'NO_NAVSTART'; retry++) {
        console.log(`lighthouse ${path}: ${result.lhr.runtimeError.code}, run again (${retry} of 2)`);
        result = await lighthouse(`${server.base}${path}`, { ...flags, onlyCategories: [...CATEGORIES] });
      }
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${result.lhr.runtimeError.message}`);
      if (options.saveDir) {
        writeFileSync(join(options.saveDir, `${saveAs}.json`), JSON.stringify(result.lhr));
        // The trace its simulation is built from: what each observed task was made of.
        const trace = (result.artifacts as { Trace?: unknown }).Trace;
        if (trace) writeFileSync(join(options.saveDir, `${saveAs}.trace.json`), JSON.stringify(trace));
      }
      return result.lhr;
    };
    const login: Lhr[] = [];
    for (let i = 0; i < options.runs; i++) {
      login.push(await run('/login', `login-${i + 1}`));
      console.log(`lighthouse /login run ${i + 1}: performance ${score(login[i], 'performance')}`);
    }
    await signIn(chrome, server.base);
    const dashboard: Lhr[] = [];
    for (let i = 0; i < options.runs; i++) {
      dashboard.push(await run('/dashboard', `dashboard-${i + 1}`));
      const finalUrl = dashboard[i].finalDisplayedUrl;
      if (!finalUrl.endsWith('/dashboard')) throw new Error(`the dashboard run ended on ${finalUrl}, not signed in`);
      console.log(`lighthouse /dashboard run ${i + 1}: performance ${score(dashboard[i], 'performance')}`);
    }
    const targets = await dashboardTargets(server.base, options.screenshot);
    return {
      chromium: login[0].environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? '',
      lighthouse: login[0].lighthouseVersion,
      runs: options.runs,
      pages: [
        pageOf('/login (first visit)', '/login', login),
        pageOf('Dashboard reload (signed in)', '/dashboard', dashboard),
      ],
      smallTargets: targets.small,
      targetsChecked: targets.checked,
    };
  } finally {
    chrome?.kill();
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The report as Markdown (docs/PERFORMANCE.md). */
export function describeLighthouse(r: LighthouseReport): string {
  const lines = [
    `### Lighthouse ${r.lighthouse}, mobile (${r.chromium}; the run of median performance of ${r.runs})`,
    '',
    '| Page | Performance (runs) | FCP | LCP | TBT | CLS | Speed Index | Bytes | Accessibility | SEO | Best practices |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...r.pages.map(
      p =>
        `| ${p.name} | ${p.performance} (${p.performanceRuns.join(', ')}) | ${(p.fcpMs / 1000).toFixed(2)} s | ${(p.lcpMs / 1000).toFixed(2)} s | ${Math.round(p.tbtMs)} ms | ${p.cls.toFixed(3)} | ${(p.speedIndexMs / 1000).toFixed(2)} s | ${kib(p.totalBytes)} | ${p.accessibility} | ${p.seo} | ${p.bestPractices} |`,
    ),
  ];
  for (const p of r.pages) {
    lines.push('', `${p.name}, unused JavaScript (Lighthouse's list):`);
    lines.push(
      ...(p.unusedJs.length
        ? p.unusedJs.map(
            u => `- ${u.url.replace(/^https?:\/\/[^/]+/, '')}: ${kib(u.wastedBytes)} unused of ${kib(u.totalBytes)}`,
          )
        : ['- none']),
    );
    lines.push(
      `${p.name}, audits not passed:`,
      ...(p.failing.length
        ? p.failing.map(
            f => `- ${f.category} \`${f.id}\`: ${f.title}${f.items.length ? ` (${f.items.join('; ')})` : ''}`,
          )
        : ['- none']),
    );
  }
  for (const p of r.pages) {
    const e = p.evidence;
    const ms = (value: number) => `${Math.round(value)} ms`;
    lines.push(
      '',
      `${p.name}, what the simulation is built from (the same run):`,
      `- LCP element: ${e.lcpElement || 'none'}${e.lcpPhases.length ? `; phases ${e.lcpPhases.map(x => `${x.phase} ${ms(x.ms)}`).join(', ')}` : ''}`,
      `- observed (unthrottled) FCP ${ms(e.observedFcpMs)}, LCP ${ms(e.observedLcpMs)}; finished by the observed LCP: ${e.beforeLcp.requests} requests, ${kib(e.beforeLcp.bytes)}, scripts ${e.beforeLcp.scripts.join(', ') || 'none'}`,
      `- longest critical request chain: ${e.longestChain.length} requests, ${ms(e.longestChain.ms)}`,
      `- script time (bootup-time, simulated): ${e.bootup.map(b => `${b.url} ${ms(b.scriptingMs)} + ${ms(b.parseMs)} parse`).join('; ') || 'none'}`,
      `- main thread (simulated): ${e.mainThread.map(g => `${g.group} ${ms(g.ms)}`).join(', ')}`,
      `- long tasks (simulated start + duration): ${e.longTasks.map(t => `${t.url || 'other'} @${ms(t.startMs)} ${ms(t.ms)}`).join('; ') || 'none'}`,
      `- layout shifts: ${e.shifts.map(l => `${l.element} ${l.score.toFixed(3)}`).join('; ') || 'none'}`,
    );
  }
  lines.push(
    '',
    `Dashboard at 390 × 844, signed in: ${r.smallTargets.length} of ${r.targetsChecked} controls smaller than ${TOUCH_TARGET_PX} × ${TOUCH_TARGET_PX} px${r.smallTargets.length ? `: ${r.smallTargets.map(t => `${t.name} ${t.width}×${t.height}`).join('; ')}` : ''}.`,
  );
  return lines.join('\n');
}

// `npx tsx bench/lighthouse.ts [dist] [runs]`: one run, printed.
if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await lighthouseBench({
    dist: process.argv[2] ?? 'dist',
    runs: Number(process.argv[3] ?? 1),
    screenshot: process.env.LIGHTHOUSE_SCREENSHOT,
    saveDir: process.env.LIGHTHOUSE_SAVE_DIR,
  });
  console.log(describeLighthouse(report));
}
