/**
 * Scale: every API call each menu screen makes, at 1,000,000 labs on PostgreSQL with the read caches off.
 *
 * The built app and the API (READ_CACHE=off) on the scale database (BENCH_SCALE_DATABASE_URL, default the local
 * `labhub_scale_1m`; seeded with `npm run seed -- --labs N` in a child process when it is empty). Headless Chromium
 * signs in as the administrator and as the demo lab, opens each entry of the role's sidebar (the links the menu
 * renders) as a fresh page load and records every API request the screen makes until it has been quiet for a while
 * (the live notification stream aside). Then each recorded call is replayed on its own, one after another, with the
 * role's token and the browser's `accept-encoding`: the first answer (the browser's visit ran the query once before;
 * no API cache is in front) and the median of the following `runs`, the bytes on the wire and the JSON's size.
 * Per screen: the slowest call and the total bytes.
 */
import { execFileSync } from 'node:child_process';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

import pg from 'pg';
import { type Browser, chromium, type Page, type Request } from 'playwright-core';

import { chromiumLaunchOptions } from '../tests/chromium.js';
import { median, ROOT, startServer, stop } from './lib.js';

const ACCOUNTS = {
  admin: { email: 'admin@labhub.pk', password: 'Admin1234' },
  lab: { email: 'lab@labhub.pk', password: 'Lab12345' },
} as const;
type Role = keyof typeof ACCOUNTS;

/** Quiet time after the last API answer before a screen counts as loaded. */
const QUIET_MS = 1500;

export interface ScaleCall {
  /** Path and query, as the app asked. */
  url: string;
  status: number;
  /** A search (a `q` or other free-text filter). */
  search: boolean;
  /** Replayed: the first answer, the median of the next runs (ms). */
  firstMs: number;
  medianMs: number;
  /** What the browser saw while the screen loaded (in parallel with the screen's other calls). */
  browserMs: number;
  /** Body bytes on the wire (br/gzip as the server chose) and once decoded. */
  wire: number;
  json: number;
}

interface ScaleScreen {
  role: Role;
  /** The sidebar's path. */
  to: string;
  calls: ScaleCall[];
}

export interface ScaleReport {
  labs: number;
  orders: number;
  seedSeconds?: number;
  runs: number;
  screens: ScaleScreen[];
  load: string;
}

const SEARCH_PARAMS = ['q', 'search', 'name', 'email'];

function isSearch(url: string): boolean {
  const params = new URL(url, 'http://x').searchParams;
  return SEARCH_PARAMS.some(p => (params.get(p) ?? '') !== '');
}

/** GET with the browser's accept-encoding: status, time to the last byte, body bytes as sent and decoded. */
function timedGet(base: string, path: string, token: string) {
  return new Promise<{ status: number; ms: number; wire: number; json: number }>((resolve, reject) => {
    const t0 = performance.now();
    const req = request(
      `${base}${path}`,
      {
        headers: {
          authorization: `Bearer ${token}`,
          'accept-encoding': 'gzip, deflate, br',
          accept: 'application/json',
        },
      },
      res => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const ms = performance.now() - t0;
          const body = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const decoded =
            encoding === 'br'
              ? brotliDecompressSync(body)
              : encoding === 'gzip'
                ? gunzipSync(body)
                : encoding === 'deflate'
                  ? inflateSync(body)
                  : body;
          resolve({ status: res.statusCode ?? 0, ms, wire: body.length, json: decoded.length });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function token(base: string, role: Role): Promise<string> {
  const res = await fetch(`${base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ACCOUNTS[role]),
  });
  if (!res.ok) throw new Error(`sign-in as ${role} failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Resolves once no API request (the notification stream aside) has been in flight for QUIET_MS. */
function watchApi(page: Page, base: string) {
  const inFlight = new Set<Request>();
  const seen: { url: string; method: string; ms: number }[] = [];
  let last = performance.now();
  const started = new Map<Request, number>();
  const counted = (url: string) => url.startsWith(`${base}/api/`) && !/stream/i.test(url);
  page.on('request', r => {
    if (!counted(r.url())) return;
    inFlight.add(r);
    started.set(r, performance.now());
    last = performance.now();
  });
  const done = (r: Request) => {
    if (!inFlight.delete(r)) return;
    seen.push({ url: r.url().slice(base.length), method: r.method(), ms: performance.now() - started.get(r)! });
    last = performance.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    reset: () => {
      seen.length = 0;
      last = performance.now();
    },
    seen,
    /**
     * Waits for the screen's first call (a slow machine may take longer than the quiet to run the screen's code), then
     * for the quiet; after `timeoutMs` returns the calls still in flight (a call that never ends counts as missed).
     */
    async quiet(timeoutMs = 30_000): Promise<string[]> {
      const t0 = performance.now();
      while (inFlight.size > 0 || seen.length === 0 || performance.now() - last < QUIET_MS) {
        if (performance.now() - t0 > timeoutMs) return [...inFlight].map(r => r.url().slice(base.length));
        await page.waitForTimeout(100);
      }
      return [];
    },
  };
}

/** The sidebar's links (groups opened first), in menu order. */
async function menuLinks(page: Page): Promise<string[]> {
  const nav = page.locator('[class*="RaMenu-"]').first();
  await nav.waitFor();
  for (const closed of await nav.locator('[aria-expanded="false"]').all()) await closed.click();
  const hrefs = await nav.locator('a[href]').evaluateAll(links => links.map(a => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter(h => h.startsWith('/')))];
}

async function ensureSeeded(url: string, labs: number): Promise<number | undefined> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let seeded: boolean;
  try {
    const { rows } = await client.query<{ seeded: boolean }>(
      `select to_regclass('labs') is not null and exists (select 1 from labs) as seeded`,
    );
    seeded = Boolean(rows[0]?.seeded);
  } finally {
    await client.end();
  }
  if (seeded) return undefined;
  const t0 = performance.now();
  console.log(`scale: seeding ${labs} labs into ${name} (npm run seed)…`);
  execFileSync(`${ROOT}node_modules/.bin/tsx`, ['server/db/seedCli.ts', '--labs', String(labs)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url },
  });
  return (performance.now() - t0) / 1000;
}

export async function scaleBench(options: {
  url: string;
  labs: number;
  dist: string;
  runs: number;
}): Promise<ScaleReport> {
  const seedSeconds = await ensureSeeded(options.url, options.labs);
  const counts = new pg.Client({ connectionString: options.url });
  await counts.connect();
  const { rows } = await counts.query<{ labs: number; orders: number }>(
    `select (select sum(n)::int from lab_counts) as labs, (select sum(n)::int from order_counts) as orders`,
  );
  await counts.end();
  const loadBefore = (await import('node:os')).loadavg().map(n => n.toFixed(1));

  const server = await startServer({
    engine: 'postgres',
    url: options.url,
    dataDir: `${ROOT}.tmp/bench-scale`,
    staticDir: options.dist,
    readCache: 'off',
  });
  const base = server.base;
  let browser: Browser | undefined;
  const screens: ScaleScreen[] = [];
  try {
    browser = await chromium.launch(await chromiumLaunchOptions());
    const recorded: { role: Role; to: string; calls: { url: string; ms: number }[] }[] = [];
    for (const role of ['admin', 'lab'] as Role[]) {
      const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      const api = watchApi(page, base);
      await page.goto(`${base}/login`);
      await page.getByLabel('Username').fill(ACCOUNTS[role].email);
      await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS[role].password);
      await page.getByRole('button', { name: 'Log In' }).click();
      await page.waitForURL(u => !u.pathname.startsWith('/login'));
      await api.quiet();
      for (const to of await menuLinks(page)) {
        api.reset();
        // A fresh load of the screen: its own calls and the shell's (identity, preferences, the bell). From a blank
        // page, so that a link differing only in its #fragment (the lab's reviews tab) is a load too.
        await page.goto('about:blank');
        await page.goto(`${base}${to}`);
        const unfinished = await api.quiet();
        if (unfinished.length) console.log(`scale: ${role} ${to}: still running after 30 s: ${unfinished.join(', ')}`);
        recorded.push({
          role,
          to,
          calls: [
            ...api.seen.filter(c => c.method === 'GET').map(c => ({ url: c.url, ms: c.ms })),
            ...unfinished.map(url => ({ url, ms: 30_000 })),
          ],
        });
        console.log(`scale: ${role} ${to}: ${api.seen.length} calls`);
      }
      await context.close();
    }

    const tokens = { admin: await token(base, 'admin'), lab: await token(base, 'lab') };
    for (const screen of recorded) {
      const calls: ScaleCall[] = [];
      for (const { url, ms } of screen.calls) {
        const first = await timedGet(base, url, tokens[screen.role]);
        const more: number[] = [];
        for (let i = 0; i < options.runs; i++) more.push((await timedGet(base, url, tokens[screen.role])).ms);
        console.log(
          `scale: ${screen.role} ${screen.to} ${url}: ${first.status}, ${first.ms.toFixed(0)} ms, ${first.wire} B`,
        );
        calls.push({
          url,
          status: first.status,
          search: isSearch(url),
          firstMs: first.ms,
          medianMs: more.length ? median(more) : first.ms,
          browserMs: ms,
          wire: first.wire,
          json: first.json,
        });
      }
      screens.push({ role: screen.role, to: screen.to, calls });
    }
  } finally {
    await browser?.close();
    await stop(server);
  }
  const loadAfter = (await import('node:os')).loadavg().map(n => n.toFixed(1));
  return {
    labs: Number(rows[0]?.labs ?? 0),
    orders: Number(rows[0]?.orders ?? 0),
    seedSeconds,
    runs: options.runs,
    screens,
    load: `${loadBefore.join(' / ')} before, ${loadAfter.join(' / ')} after`,
  };
}

/** Targets: ≤ 50 ms a call (searches ≤ 150 ms), ≤ 300 kB of replies a screen (on the wire). */
const SCALE_CALL_MS = 50;
const SCALE_SEARCH_MS = 150;
export const SCALE_SCREEN_BYTES = 300 * 1024;

export const callLimit = (c: ScaleCall) => (c.search ? SCALE_SEARCH_MS : SCALE_CALL_MS);
export const callMissed = (c: ScaleCall) => c.status >= 400 || c.firstMs > callLimit(c);
