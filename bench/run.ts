/**
 * `npm run bench [-- --quick] [apiLoad|coldStart|bundle|browser|mobile|lighthouse|pgbench|soak|scale …]`: runs the benchmarks, prints their figures and
 * the targets they meet or miss, and (a full run of every part) writes them into docs/PERFORMANCE.md between the bench markers,
 * with the machine's description.
 *
 * Full run: 100,000 labs on PGlite and on PostgreSQL (BENCH_DATABASE_URL, default the local `labhub_bench`
 * database; skipped when no server answers), 50 connections, 20 s per server and scenario in 2 alternating slices.
 * `--quick` (CI, a few seconds per part): a small database, PGlite only, short runs (one slice per API scenario, no warm-up, one measured run of each
 * browser part, json-server's one-connection run 1 s instead of 5), the existing dist/ when built;
 * it checks that every script still works and asserts no times. `scale` (a full run's part, never in `--quick`): every
 * menu screen's API calls at 1,000,000 labs on PostgreSQL (BENCH_SCALE_DATABASE_URL, default the local
 * `labhub_scale_1m`, seeded when empty; BENCH_SCALE_LABS), read caches off. BENCH_LABS, BENCH_SECONDS, BENCH_SLICES,
 * BENCH_CONNECTIONS and BENCH_RUNS override the sizes.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { apiLoad, type ApiLoadReport } from './apiLoad.js';
import { browserBench, type BrowserReport } from './browser.js';
import { bundle, type BundleReport, INITIAL_JS_BEFORE } from './bundle.js';
import { coldStart, type ColdStartReport } from './coldStart.js';
import { DRF_THREADS } from './drf.js';
import { fmt, LOAD_GENERATOR, type LoadResult, machine, mb, median, postgresReady, ROOT } from './lib.js';
import { describeLighthouse, lighthouseBench, TOUCH_TARGET_PX } from './lighthouse.js';
import { MOBILE, mobileBench } from './mobile.js';
import { pgbenchPairs } from './pgbench.js';
import { callLimit, callMissed, SCALE_SCREEN_BYTES, scaleBench } from './scale.js';
import { describeSoak, soak } from './soak.js';

// The app and the server as `npm start` builds them (skipped when up to date).
execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: ROOT, stdio: 'inherit' });

const argv = process.argv.slice(2);
const quick = argv.includes('--quick');
const wanted = new Set(argv.filter(a => !a.startsWith('--')));
const all = wanted.size === 0;
const num = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);

const LABS = num('BENCH_LABS', quick ? 120 : 100_000);
const RUNS = num('BENCH_RUNS', quick ? 1 : 5);
const PG_URL =
  process.env.BENCH_DATABASE_URL ?? (quick ? undefined : 'postgres://postgres@127.0.0.1:5432/labhub_bench');

const kb = (bytes: number) => `${fmt(bytes / 1024, 1)} kB`;
const s = (ms: number) => `${fmt(ms / 1000, 2)} s`;
const msf = (ms: number) => `${fmt(ms, 0)} ms`;
const started = new Date();
const sections: string[] = [];
const targets: string[] = [];
const target = (what: string, goal: string, figure: string, met: boolean) =>
  targets.push(`| ${what} | ${goal} | ${figure} | ${met ? 'met' : '**missed**'} |`);
/** Runs one part, printing its wall time as soon as it ends (the report itself is printed at the end). */
const timed = async <T>(part: string, run: () => Promise<T> | T): Promise<T> => {
  const begun = performance.now();
  const result = await run();
  console.log(`bench: ${part} took ${s(performance.now() - begun)}`);
  return result;
};

let load: ApiLoadReport | undefined;
if (all || wanted.has('apiLoad')) {
  load = await timed('apiLoad', () =>
    apiLoad({
      labs: LABS,
      seconds: num('BENCH_SECONDS', quick ? 1 : 20),
      slices: num('BENCH_SLICES', quick ? 1 : 2),
      warmUp: !quick,
      connections: num('BENCH_CONNECTIONS', quick ? 10 : 50),
      jsonSingleSeconds: quick ? 1 : 5,
      postgresUrl: PG_URL,
      engines: process.env.BENCH_ENGINES
        ? (process.env.BENCH_ENGINES.split(',') as ('pglite' | 'postgres')[])
        : undefined,
      // DRF needs PostgreSQL and Debian's packages: the full run installs them when missing; the quick run skips it.
      drf: !quick || process.env.BENCH_DRF === '1',
      installDrf: !quick,
    }),
  );
  const o = load.options;
  const lines = [
    `### API under load (${fmt(o.labs)} labs; ${o.connections} connections; ${o.seconds} s per server and scenario in ${o.slices} alternating slices, medians of the slices; ${LOAD_GENERATOR} in a second process)`,
    '',
    'With the read caches (the product as it runs: repeated reads are answered from memory until the next write):',
    '',
    '| Engine | Scenario | LabHub API req/s | p50 | p99 | json-server req/s (50 conn.) | p99 | json-server alone (1 conn.) req/s | p50 | throughput × | p99 ÷ | API alone (1 conn.) p50 / p99 |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  const slice = Math.max(1, Math.round(load.options.seconds / load.options.slices));
  const noCache: string[] = [
    '',
    'Without the read caches (`READ_CACHE=off`: every request reads the database):',
    '',
    '| Engine | Scenario | LabHub API req/s | p50 | p99 | throughput × json-server | json-server p99 ÷ API p99 | API alone (1 conn.) p50 / p99 |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const e of load.engines) {
    for (const { name, api, jsonServer: j, single, jsonSingle, apiNoCache, singleNoCache } of e.results) {
      // The ratio is taken against json-server's better rate (50 connections or one), the comparison least kind to us.
      const jsBest = Math.max(j.requestsPerSecond, jsonSingle.requestsPerSecond, 1 / Math.max(slice, 5));
      const ratio = api.requestsPerSecond / jsBest;
      // p99 ratio at 50 connections (json-server's p99 is at least the slice when it finished nothing).
      const jsP99 = j.p99 || slice * 1000;
      const p99Ratio = (p99: number) => (p99 > 0 ? fmt(jsP99 / p99, 0) : '–');
      lines.push(
        `| ${e.engine} | ${name} | ${fmt(api.requestsPerSecond, 1)} | ${api.p50} ms | ${api.p99} ms | ${fmt(j.requestsPerSecond, 1)} | ${j.p99 || `> ${slice * 1000}`} ms | ${fmt(jsonSingle.requestsPerSecond, 1)} | ${jsonSingle.p50} ms | ${fmt(ratio, 0)} | ${p99Ratio(api.p99)} | ${single.p50} / ${single.p99} ms |`,
      );
      if (apiNoCache && singleNoCache) {
        noCache.push(
          `| ${e.engine} | ${name} | ${fmt(apiNoCache.requestsPerSecond, 1)} | ${apiNoCache.p50} ms | ${apiNoCache.p99} ms | ${fmt(apiNoCache.requestsPerSecond / jsBest, 1)} | ${p99Ratio(apiNoCache.p99)} | ${singleNoCache.p50} / ${singleNoCache.p99} ms |`,
        );
      }
      if (!quick) {
        target(
          `${e.engine}: ${name}, p99`,
          '≤ 15 ms',
          `${api.p99} ms${apiNoCache ? ` (cache off: ${apiNoCache.p99} ms)` : ''}`,
          api.p99 <= 15,
        );
        target(
          `${e.engine}: ${name}, throughput vs json-server`,
          '≥ 3×',
          `${fmt(ratio, 0)}×${apiNoCache ? ` (cache off: ${fmt(apiNoCache.requestsPerSecond / jsBest, 1)}×)` : ''}`,
          ratio >= 3,
        );
      }
    }
  }
  lines.push(...noCache);
  // The original backend's stack, in the same slices (PostgreSQL only).
  for (const e of load.engines) {
    if (!e.drf) continue;
    if ('skipped' in e.drf) {
      lines.push('', `DRF (${e.engine}): not measured: ${e.drf.skipped}.`);
      continue;
    }
    lines.push(
      '',
      `**Beside Django REST Framework** (bench/drf: DRF ${e.engine === 'postgres' ? 'on the same PostgreSQL tables' : ''}, gunicorn with ${e.drf.workers} workers × ${DRF_THREADS} threads (gthread), LimitOffsetPagination with exact counts, OrderingFilter, search on the same trigram index, the user read from the database on every request). Both answered the same ids in the same order with the same totals first: ${e.drf.checked.join('; ')}.`,
      '',
      '| Scenario | LabHub read caches | 50 conn.: LabHub req/s / p99 | DRF req/s / p99 | throughput × | DRF p99 ÷ LabHub p99 | 1 conn.: LabHub p50 / p99 | DRF p50 / p99 |',
      '|---|---|---|---|---|---|---|---|',
    );
    for (const r of e.results) {
      const row = (label: string, ours?: LoadResult, drf?: LoadResult, one?: LoadResult, drfOne?: LoadResult) => {
        if (!ours || !drf || !one || !drfOne) return;
        lines.push(
          `| ${r.name} | ${label} | ${fmt(ours.requestsPerSecond, 1)} / ${ours.p99} ms | ${fmt(drf.requestsPerSecond, 1)} / ${drf.p99} ms | ${fmt(ours.requestsPerSecond / Math.max(drf.requestsPerSecond, 0.001), 1)} | ${ours.p99 > 0 ? fmt(drf.p99 / ours.p99, 1) : '–'} | ${one.p50} / ${one.p99} ms | ${drfOne.p50} / ${drfOne.p99} ms |`,
        );
        if (label === 'off' && !quick) {
          // Issue 33's ratios: ≥ 5× DRF's throughput on the lab page and payables, ≥ 3× on the search; p99 ≤ ⅕.
          const times = r.name.startsWith('Labs: search') ? 3 : 5;
          target(
            `${e.engine}: ${r.name}, database path vs DRF, throughput`,
            `≥ ${times}×`,
            `${fmt(ours.requestsPerSecond / Math.max(drf.requestsPerSecond, 0.001), 1)}×`,
            ours.requestsPerSecond >= times * drf.requestsPerSecond,
          );
          target(
            `${e.engine}: ${r.name}, database path vs DRF, p99`,
            '≤ ⅕ of DRF',
            `${ours.p99} ms vs ${drf.p99} ms`,
            ours.p99 * 5 <= drf.p99,
          );
        }
      };
      row('off', r.apiNoCache, r.drfNoCache, r.singleNoCache, r.drfSingleNoCache);
      row('on', r.api, r.drf, r.single, r.drfSingle);
    }
  }
  if (quick && !load.engines.some(e => e.drf))
    lines.push(
      '',
      'DRF: skipped in the quick run (PGlite only; `npm run bench` runs it on PostgreSQL, `BENCH_DRF=1` adds it here).',
    );
  lines.push(
    '',
    '| Engine | Rows (labs / payables) | Seeding | Server RSS after start | Server RSS after the load | json-server RSS | Errors + non-2xx per scenario (API / json-server / DRF) |',
    '|---|---|---|---|---|---|---|',
  );
  const failed = (r?: LoadResult) => (r ? r.errors + r.non2xx : 0);
  for (const e of load.engines) {
    const errors = e.results
      .map(r => {
        const api = [r.api, r.single, r.apiNoCache, r.singleNoCache].reduce((n, x) => n + failed(x), 0);
        const drf = [r.drf, r.drfSingle, r.drfNoCache, r.drfSingleNoCache].reduce((n, x) => n + failed(x), 0);
        return `${api} / ${failed(r.jsonServer) + failed(r.jsonSingle)}${r.drf ? ` / ${drf}` : ''}`;
      })
      .join(', ');
    // A failed answer is fast: a run with any makes its ratios meaningless.
    if (!quick)
      target(`${e.engine}: every answer 2xx (API, json-server, DRF)`, '0 failed', errors, !/[1-9]/.test(errors));
    lines.push(
      `| ${e.engine} | ${fmt(e.rows.labs)} / ${fmt(e.rows.payables)} | ${e.seedSeconds ? `${fmt(e.seedSeconds, 1)} s` : 'reused'} | ${mb(e.rssStarted)} | ${mb(e.rssAfter)} | ${mb(e.jsonServerRss)} | ${errors} |`,
    );
    if (!quick)
      target(
        `${e.engine}: server RSS after the load`,
        e.engine === 'postgres' ? '≤ 150 MB' : '≤ 500 MB',
        mb(e.rssAfter),
        e.rssAfter <= (e.engine === 'postgres' ? 150 : 500) * 2 ** 20,
      );
  }
  if (load.skipped.length) lines.push('', `Skipped: ${load.skipped.join('; ')}.`);
  sections.push(lines.join('\n'));
}

let cold: ColdStartReport | undefined;
if (all || wanted.has('coldStart')) {
  cold = await timed('coldStart', () => coldStart(num('BENCH_COLD_RUNS', quick ? 1 : 3)));
  const ready = (v?: number) => (v === undefined ? '' : ` (server's own "ready in": ${msf(v)})`);
  sections.push(
    [
      `### Cold start (\`npm start\` → first 200 on /api/health; median of ${cold.runs})`,
      '',
      '| Case | Time |',
      '|---|---|',
      `| Fresh PGlite data folder (create, migrate, seed the demo data) | ${s(cold.freshMs)}${ready(cold.freshReadyMs)} |`,
      `| Existing data folder | ${s(cold.existingMs)}${ready(cold.existingReadyMs)} |`,
    ].join('\n'),
  );
  if (!quick)
    target('npm start → first 200, existing data folder', '≤ 1.5 s', s(cold.existingMs), cold.existingMs <= 1500);
}

let built: BundleReport | undefined;
if (all || wanted.has('bundle') || wanted.has('browser')) {
  built = await timed('bundle', () => bundle(quick ? join(ROOT, 'dist') : undefined));
  sections.push(
    [
      `### Bundle (vite build${built.buildMs ? `, ${s(built.buildMs)}` : `, reused ${built.dist.replace(ROOT, '')}`})`,
      '',
      '| Item | Raw | Gzip | Brotli (what the server sends) |',
      '|---|---|---|---|',
      `| Initial JS (${built.initialJs.files} files in index.html, English messages included) | ${kb(built.initialJs.raw)} | ${kb(built.initialJs.gzip)} | ${kb(built.initialJs.br)} |`,
      `| Initial JS at commit 1aa8f94 | ${kb(INITIAL_JS_BEFORE.raw)} | ${kb(INITIAL_JS_BEFORE.gzip)} | ${kb(INITIAL_JS_BEFORE.br)} |`,
      ...built.languages.map(
        l => `| Initial JS + the ${l.code} messages (${l.files} files) | ${kb(l.raw)} | ${kb(l.gzip)} | ${kb(l.br)} |`,
      ),
      `| Initial CSS | ${kb(built.initialCss.raw)} | ${kb(built.initialCss.gzip)} | ${kb(built.initialCss.br)} |`,
      ...built.lazy.map(
        c => `| lazy ${c.file.replace(/^assets\//, '')} | ${kb(c.raw)} | ${kb(c.gzip)} | ${kb(c.br)} |`,
      ),
      '',
      `${built.lazyCount} lazy chunks in all. Chart or map code in the initial files: ${built.leaks.length ? built.leaks.join(', ') : 'none'}.`,
    ].join('\n'),
  );
  const largest = Math.max(built.initialJs.br, ...built.languages.map(l => l.br));
  target(
    'Initial JS, every language counted (brotli, largest of en and initial + each language)',
    `≤ ${kb(INITIAL_JS_BEFORE.br)} (at commit 1aa8f94)`,
    kb(largest),
    largest <= INITIAL_JS_BEFORE.br,
  );
}

let browser: BrowserReport | undefined;
if (all || wanted.has('browser')) {
  browser = await timed('browser', () =>
    browserBench({ dataDir: join(ROOT, '.tmp', `bench-${LABS}`), dist: built!.dist, labs: LABS, runs: RUNS }),
  );
  sections.push(
    [
      `### Browser (headless Chromium, loopback, ${fmt(browser.labs)} labs on PGlite; medians of ${browser.runs} runs after a warm-up)`,
      '',
      '| Item | Figure |',
      '|---|---|',
      `| JS loaded by /login (${browser.loginJs.files} files) | ${kb(browser.loginJs.raw)} raw, ${kb(browser.loginJs.gzip)} gzip; chart or map code: ${browser.loginLeaks.length ? browser.loginLeaks.join(', ') : 'none'} |`,
      `| Login → dashboard fully rendered (${browser.charts} charts drawn) | ${msf(browser.dashboardMs)} (runs: ${browser.dashboardRuns.map(v => fmt(v)).join(', ')}) |`,
      `| Lab list, next page shown | ${msf(browser.nextPageMs)} (runs: ${browser.nextPageRuns.map(v => fmt(v)).join(', ')}) |`,
    ].join('\n'),
  );
  if (!quick) {
    target('Initial JS on /login (gzip)', '≤ 330 kB', kb(browser.loginJs.gzip), browser.loginJs.gzip <= 330 * 1024);
    target('Login → dashboard fully rendered', '≤ 1.0 s', msf(browser.dashboardMs), browser.dashboardMs <= 1000);
  }
}

if (all || wanted.has('mobile')) {
  const m = await timed('mobile', () =>
    mobileBench({
      dataDir: join(ROOT, '.tmp', `bench-${LABS}`),
      dist: built?.dist ?? bundle(quick ? join(ROOT, 'dist') : undefined).dist,
      runs: num('BENCH_MOBILE_RUNS', quick ? 1 : 3),
    }),
  );
  const runsOf = (list: { ms: number; bytes: number }[]) =>
    list.map(v => `${fmt(v.ms)} ms / ${kb(v.bytes)}`).join('; ');
  sections.push(
    [
      `### Mobile link (headless Chromium, ${MOBILE.label}; ${fmt(m.labs)} labs on PGlite; medians of ${m.runs} runs after an unthrottled warm-up; /proc/loadavg ${m.loadBefore} before, ${m.loadAfter} after)`,
      '',
      '| Step | Time | On the wire | Requests | Runs (time / bytes) |',
      '|---|---|---|---|---|',
      `| \`/login\` until the Log In button can be used (fresh cache) | ${s(m.login.ms)} | ${kb(m.login.bytes)} | ${m.login.requests} | ${runsOf(m.loginRuns)} |`,
      `| Repeat visit to \`/login\` (warm cache) | ${s(m.repeat.ms)} | ${kb(m.repeat.bytes)} | ${m.repeat.requests} | ${runsOf(m.repeatRuns)} |`,
      `| While the visitor types the credentials (${m.typingMs} ms a key; the signed-in code downloads from the first tap) | ${s(m.whileTyping.ms)} | ${kb(m.whileTyping.bytes)} | ${m.whileTyping.requests} | |`,
      `| Log In → figures drawn (every card with its figures; charts may still be placeholders of their size) | ${s(m.figures.ms)} | ${kb(m.figures.bytes)} | ${m.figures.requests} | ${runsOf(m.figuresRuns)} |`,
      `| Log In → dashboard drawn (cards with figures, charts drawn) | ${s(m.dashboard.ms)} | ${kb(m.dashboard.bytes)} | ${m.dashboard.requests} | ${runsOf(m.dashboardRuns)} |`,
      `| The same, fields filled at once (no typing time): Log In → figures / dashboard drawn | ${s(m.figuresInstant.ms)} / ${s(m.dashboardInstant.ms)} | ${kb(m.dashboardInstant.bytes)} | ${m.dashboardInstant.requests} | ${runsOf(m.dashboardInstantRuns)} |`,
    ].join('\n'),
  );
  // Recorded against the issue's targets, never asserted (the quick run prints them too).
  target('Mobile: /login on the wire', '≤ 350 kB', kb(m.login.bytes), m.login.bytes <= 350 * 1024);
  target('Mobile: /login usable', '≤ 2.5 s', s(m.login.ms), m.login.ms <= 2500);
  target('Mobile: Log In → dashboard drawn (typed credentials)', '≤ 2.0 s', s(m.dashboard.ms), m.dashboard.ms <= 2000);
  target(
    'Mobile: Log In → dashboard drawn (filled at once)',
    '≤ 2.0 s',
    s(m.dashboardInstant.ms),
    m.dashboardInstant.ms <= 2000,
  );
  target('Mobile: repeat visit on the wire', '≤ 30 kB', kb(m.repeat.bytes), m.repeat.bytes <= 30 * 1024);
  target('Mobile: repeat visit usable', '≤ 1.0 s', s(m.repeat.ms), m.repeat.ms <= 1000);
}

// Lighthouse (bench/lighthouse.ts): a full run's part, or named (`npm run bench -- lighthouse`); the quick run skips it.
if ((all && !quick) || wanted.has('lighthouse')) {
  const report = await lighthouseBench({
    dist: built?.dist ?? bundle(quick ? join(ROOT, 'dist') : undefined).dist,
    runs: num('BENCH_LIGHTHOUSE_RUNS', quick ? 1 : 3),
    saveDir: process.env.LIGHTHOUSE_SAVE_DIR,
  });
  sections.push(describeLighthouse(report));
  const [login, dashboard] = report.pages;
  target('Lighthouse mobile /login: performance', '≥ 98', String(login.performance), login.performance >= 98);
  target('Lighthouse mobile /login: FCP', '≤ 1.0 s', s(login.fcpMs), login.fcpMs <= 1000);
  target('Lighthouse mobile /login: TBT', '≤ 100 ms', msf(login.tbtMs), login.tbtMs <= 100);
  target('Lighthouse mobile /login: SEO', '100', String(login.seo), login.seo === 100);
  target(
    'Lighthouse mobile dashboard reload: performance',
    '≥ 95',
    String(dashboard.performance),
    dashboard.performance >= 95,
  );
  target(
    `Dashboard controls at 390 × 844 below ${TOUCH_TARGET_PX} px`,
    '0',
    String(report.smallTargets.length),
    report.smallTargets.length === 0,
  );
} else if (all && quick) console.log('Lighthouse: skipped in the quick run (`npm run bench -- lighthouse` runs it).');

// The uncached lab page against pgbench on the same statement (bench/pgbench.ts): a full run's part when PostgreSQL,
// wrk and pgbench are there, or named (`npm run bench -- pgbench`); never in --quick.
if (
  ((all && !quick) || wanted.has('pgbench')) &&
  PG_URL &&
  (await postgresReady(PG_URL)) &&
  LOAD_GENERATOR.startsWith('wrk')
) {
  const report = await timed('pgbench', () =>
    pgbenchPairs({
      url: PG_URL,
      pairs: num('BENCH_PGBENCH_PAIRS', 5),
      seconds: num('BENCH_SECONDS', 15),
      pool: num('BENCH_PGBENCH_POOL', 4),
    }),
  );
  const ratios = report.pairs.map(p => p.api.requestsPerSecond / p.tps);
  sections.push(
    [
      `### The uncached lab page against pgbench (${fmt(report.labs)} labs on PostgreSQL; page 11 by name; \`READ_CACHE=off\`, pool ${report.pool}; wrk 16 connections and pgbench -M prepared ${report.pool} clients, ${report.seconds} s each, back to back)`,
      '',
      '| Pair | API | API server CPU per request (user + system) | pgbench, same statement | API ÷ pgbench | /proc/loadavg before |',
      '|---|---|---|---|---|---|',
      ...report.pairs.map(
        (p, i) =>
          `| ${i + 1} | ${fmt(p.api.requestsPerSecond)} req/s (p50 ${fmt(p.api.p50)}, p99 ${fmt(p.api.p99)} ms) | ${fmt(p.serverCpuPerRequest)} µs | ${fmt(p.tps)} tps | ${fmt(ratios[i], 2)} | ${p.loadBefore} |`,
      ),
    ].join('\n'),
  );
  target('Uncached lab page ÷ pgbench (median of the pairs)', '≥ 0.8', fmt(median(ratios), 2), median(ratios) >= 0.8);
}

// Every menu screen's API calls at 1,000,000 labs (bench/scale.ts): a full run's part, or named; never in --quick.
if ((all && !quick) || wanted.has('scale')) {
  const report = await scaleBench({
    url: process.env.BENCH_SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/labhub_scale_1m',
    labs: num('BENCH_SCALE_LABS', 1_000_000),
    dist: built?.dist ?? bundle(join(ROOT, 'dist')).dist,
    runs: num('BENCH_SCALE_RUNS', 3),
  });
  const lines = [
    `### Scale: every menu screen's API calls (${fmt(report.labs)} labs, ${fmt(report.orders)} orders on PostgreSQL${report.seedSeconds ? `, seeded in ${s(report.seedSeconds * 1000)}` : ''}; \`READ_CACHE=off\`; each call replayed alone after the screen's visit: first answer, median of ${report.runs} more; /proc/loadavg ${report.load})`,
    '',
    '| Screen | Calls | Slowest call (first answer) | Replies on the wire / JSON | |',
    '|---|---|---|---|---|',
  ];
  const detail = [
    '',
    '| Screen | Call | Status | First / median | In the browser | Wire / JSON | |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const screen of report.screens) {
    const slowest = screen.calls.reduce((a, c) => (c.firstMs > a.firstMs ? c : a), screen.calls[0]);
    const wire = screen.calls.reduce((a, c) => a + c.wire, 0);
    const json = screen.calls.reduce((a, c) => a + c.json, 0);
    const missed = screen.calls.filter(callMissed);
    const name = `${screen.role} \`${screen.to}\``;
    lines.push(
      `| ${name} | ${screen.calls.length} | ${slowest ? `${msf(slowest.firstMs)} \`${slowest.url.replace(/\|/g, '%7C')}\`` : '–'} | ${kb(wire)} / ${kb(json)} | ${missed.length || !slowest || wire > SCALE_SCREEN_BYTES ? '**missed**' : 'met'} |`,
    );
    for (const c of screen.calls)
      detail.push(
        `| ${name} | \`${c.url.replace(/\|/g, '%7C')}\` | ${c.status} | ${msf(c.firstMs)} / ${msf(c.medianMs)} | ${msf(c.browserMs)} | ${kb(c.wire)} / ${kb(c.json)} | ${callMissed(c) ? `**> ${callLimit(c)} ms or failed**` : ''} |`,
      );
    target(
      `Scale: ${name}, every call (searches ≤ 150 ms)`,
      '≤ 50 ms',
      slowest ? msf(slowest.firstMs) : 'no call seen',
      missed.length === 0 && slowest !== undefined,
    );
    target(`Scale: ${name}, replies on the wire`, '≤ 300 kB', kb(wire), wire <= SCALE_SCREEN_BYTES);
  }
  sections.push([...lines, ...detail].join('\n'));
}

// The 10-minute soak is its own script (npm run bench:soak, its figures between the soak markers); the quick run
// checks it works for a few seconds.
if (wanted.has('soak') || (all && quick)) {
  const report = await timed('soak', () => soak({ seconds: quick ? 10 : 600, readers: 100, writers: 10 }));
  sections.push(describeSoak(report));
  target(
    'Soak: failed requests, acknowledged writes lost',
    '0, 0',
    `${report.failed}, ${report.lost + report.resurrected}`,
    !report.failed && !report.lost && !report.resurrected,
  );
}

const header = `Measured ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine()}. The machine was shared with other engineers' test runs: figures are noisy, so the API and json-server runs alternate and medians are reported; compare the ratios rather than absolute times.`;
const targetTable = targets.length
  ? ['### Targets', '', '| Target | Goal | Measured | |', '|---|---|---|---|', ...targets].join('\n')
  : '';
const report = [header, targetTable, ...sections].filter(Boolean).join('\n\n');
console.log(`\n${report}\n`);

if (quick || !all) {
  console.log('Quick or partial run: figures printed only (docs/PERFORMANCE.md is written by a full run).');
} else {
  const file = join(ROOT, 'docs', 'PERFORMANCE.md');
  const doc = readFileSync(file, 'utf8');
  const START = '<!-- bench:start -->';
  const END = '<!-- bench:end -->';
  const block = `${START}\n${report}\n${END}`;
  writeFileSync(
    file,
    doc.includes(START)
      ? doc.replace(new RegExp(`${START}[\\s\\S]*${END}`), () => block)
      : `${doc.trimEnd()}\n\n## Benchmarks (npm run bench)\n\n${block}\n`,
  );
  console.log(`Written to ${file}`);
}
