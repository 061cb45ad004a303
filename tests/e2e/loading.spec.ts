import { expect, type Page, type Request, test } from '@playwright/test';

import { ADMIN, drawCharts, recordShifts, signIn, startSession } from './helpers';

/**
 * What a visitor downloads: /login gets compressed, long-cached files and no dashboard code; fonts are
 * woff2 in Latin (and Cyrillic only where shown); the dashboard's chunk is fetched as soon as sign-in starts, while
 * the credentials are still being checked.
 */
/** The app's first files: the app's entry and the chunks every signed-in visit runs (vite.config.ts SIGNED_IN_CHUNKS). */
const FIRST_FILES = /\/assets\/(app|vendor|signed-in|mui|rolldown-runtime)-[\w-]+\.js$/;
const FIRST_FILE_NAMES = ['app', 'mui', 'rolldown-runtime', 'signed-in', 'vendor'];

/** How many times each of the app's first files crossed the wire in this document (Resource Timing transferSize > 0). */
const fetchedFromNetwork = (page: Page) =>
  page.evaluate((pattern: string) => {
    const counts: Record<string, number> = {};
    for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      const path = new URL(entry.name).pathname;
      if (!new RegExp(pattern).test(path) || entry.transferSize === 0) continue;
      const name = /\/assets\/([a-z-]+)-/.exec(path)![1];
      counts[name] = (counts[name] ?? 0) + 1;
    }
    return Object.entries(counts).sort(([a], [b]) => a.localeCompare(b));
  }, FIRST_FILES.source);

/**
 * Runs the page's code `rate` times slower (Chrome's CPU throttling, as on a slow phone or a busy machine): the cards
 * then mount seconds after the answers they were prefetched for.
 */
const slowCpu = async (page: Page, rate: number) =>
  (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate });

/** How long a throttled page may take to show a card (the tests check the calls, not the speed). */
const THROTTLED = { timeout: 60_000 };

/** Lighthouse's mobile viewport (CSS pixels). */
const PHONE = { width: 412, height: 823 };

/**
 * Once Roboto has replaced the fallback: when the page first drew text and when it asked for the Latin Roboto (ms
 * from the navigation), how many Roboto files it loaded, and the layout shifts it reported (src/roboto.ts).
 */
const fontAfterFirstPaint = async (page: Page) => {
  const robotoLoaded = () =>
    page.evaluate(() => [...document.fonts].some(face => face.family === 'Roboto' && face.status === 'loaded'));
  await expect.poll(robotoLoaded).toBe(true);
  // A shift is reported with the frame that draws it: two frames after the swap.
  await page.evaluate(() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    font: performance
      .getEntriesByType('resource')
      .filter(entry => /roboto-latin-wght-normal-[\w-]+\.woff2$/.test(entry.name))
      .map(entry => entry.startTime),
    loaded: [...document.fonts].filter(face => face.family === 'Roboto' && face.status === 'loaded').length,
    shifts: (window as unknown as { shifts: number[] }).shifts,
  }));
};

test.describe('loading', () => {
  test('/login: brotli, immutable hashed files, woff2 Latin fonts, no dashboard code run', async ({ page }) => {
    const assets: { url: string; encoding?: string; cache?: string; type: string }[] = [];
    page.on('response', res => {
      if (new URL(res.url()).pathname.startsWith('/assets/'))
        assets.push({
          url: res.url(),
          encoding: res.headers()['content-encoding'],
          cache: res.headers()['cache-control'],
          type: res.request().resourceType(),
        });
    });
    const html = await page.goto('/login');
    expect(html!.headers()['cache-control']).toBe('no-cache');
    await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled();
    await expect.poll(() => assets.some(a => /\.woff2$/.test(a.url))).toBe(true);

    const scripts = assets.filter(a => a.url.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) {
      expect(s.encoding, s.url).toBe('br');
      expect(s.cache, s.url).toBe('public, max-age=31536000, immutable');
    }
    // The app's first files may be prefetched once the page has loaded (resource type 'other'), never run as scripts;
    // the charts are not among them.
    expect(scripts.filter(s => s.type === 'script' && /\/(signed-in|mui|charts)-/.test(s.url))).toEqual([]);
    expect(scripts.filter(s => /\/charts-/.test(s.url))).toEqual([]);
    const fonts = assets.filter(a => /\.(woff2?|ttf)$/.test(a.url)).map(a => new URL(a.url).pathname);
    expect(fonts.length).toBeGreaterThan(0);
    for (const f of fonts) expect(f).toMatch(/roboto-latin-wght-normal-[\w-]+\.woff2$/);
  });

  test('/login asks for Roboto only after its first paint, drawn in the size-matched fallback, and the swap moves nothing', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE); // Lighthouse's phone, where a line that wraps differently shows most
    await recordShifts(page);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    const font = await fontAfterFirstPaint(page);
    expect(font.firstPaint).toBeGreaterThan(0);
    expect(font.font).toHaveLength(1);
    expect(font.font[0]).toBeGreaterThanOrEqual(font.firstPaint);
    expect(font.loaded).toBe(1); // Latin only: the Cyrillic file waits for Cyrillic text
    expect(font.shifts).toEqual([]);
  });

  test('a signed-in reload of the dashboard draws its first screen before asking for Roboto, and the swap moves nothing', async ({
    page,
  }) => {
    await startSession(page);
    await page.setViewportSize(PHONE);
    await recordShifts(page);
    await page.goto('/dashboard');
    await expect(page.getByTestId('user-stat-total')).toBeVisible();
    const font = await fontAfterFirstPaint(page);
    expect(font.firstPaint).toBeGreaterThan(0);
    expect(font.font).toHaveLength(1);
    expect(font.font[0]).toBeGreaterThanOrEqual(font.firstPaint);
    expect(font.shifts).toEqual([]);
  });

  test("a signed-in reload evaluates the libraries' chunk in pieces, a task each", async ({ page }) => {
    await startSession(page);
    // Every wait for the next task, with the code that asked (vite.config.ts evaluateInPieces: the chunk's own
    // top-level awaits of scheduler.yield, in Chromium).
    await page.addInitScript(() => {
      const waits: string[] = [];
      (window as unknown as { waits: string[] }).waits = waits;
      const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
      const next = scheduler?.yield?.bind(scheduler);
      if (!scheduler || !next) return;
      scheduler.yield = () => {
        waits.push(new Error().stack ?? '');
        return next();
      };
    });
    await page.goto('/dashboard');
    await expect(page.getByTestId('user-stat-total')).toBeVisible();
    const waits = await page.evaluate(() => (window as unknown as { waits: string[] }).waits);
    const inLibraries = waits.filter(stack => /\/assets\/vendor-[\w-]+\.js/.test(stack));
    expect(inLibraries.length).toBeGreaterThanOrEqual(20);
  });

  test('/login runs neither zod nor the resource contracts (they load after sign-in)', async ({ page }) => {
    // Its module scripts, not the app's files it prefetches once loaded (resource type 'other'), run after sign-in.
    const scripts: string[] = [];
    page.on('response', res => {
      if (res.request().resourceType() === 'script' && /\/assets\/[^/]+\.js$/.test(new URL(res.url()).pathname))
        scripts.push(res.url());
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled();
    expect(scripts.length).toBeGreaterThan(0);
    for (const url of scripts) {
      const text = await (await page.request.get(url)).text();
      expect(text.includes('ZodObject'), `zod in ${url}`).toBe(false); // zod's class names survive minification
      expect(text.includes('/Inventory/ViewTests'), `the tests contract in ${url}`).toBe(false);
      // V8's compile hint counts only before the first line of code (vite.config.ts compileHints).
      expect(text.startsWith('//# allFunctionsCalledOnLoad\n'), `the compile hint first in ${url}`).toBe(true);
    }
  });

  test("a signed-in reload of the dashboard draws its first screen without zod: the shell reads the contracts' plain facts", async ({
    page,
  }) => {
    // Every script the page fetched (run, preloaded or prefetched) before the first figures were drawn.
    const scripts: string[] = [];
    page.on('response', res => {
      if (/\/assets\/[^/]+\.js$/.test(new URL(res.url()).pathname)) scripts.push(res.url());
    });
    await startSession(page);
    await page.goto('/dashboard');
    await expect(page.getByTestId('user-stat-total')).toBeVisible();
    // The menu, its entries checked against the access rules.
    await expect(page.getByRole('menuitem', { name: 'Administrators' })).toBeVisible();
    const fetched = [...scripts];
    expect(fetched.map(url => /\/assets\/([a-z-]+)-/.exec(new URL(url).pathname)?.[1])).toEqual(
      expect.arrayContaining(FIRST_FILE_NAMES),
    );
    for (const url of fetched) {
      const text = await (await page.request.get(url)).text();
      expect(text.includes('ZodObject'), `zod in ${url}`).toBe(false); // zod's class names survive minification
    }
  });

  test('the signed-in code downloads from the first tap in the form, while the visitor types, once, in few enough files not to queue the sign-in', async ({
    page,
  }) => {
    // Module scripts asked for (from the network or from the HTTP cache, where /login's prefetch may have put them).
    const signedIn: string[] = [];
    const scripts: string[] = [];
    page.on('request', req => {
      if (req.resourceType() !== 'script') return;
      const path = new URL(req.url()).pathname;
      if (/\/assets\/signed-in-[\w-]+\.js$/.test(path)) signedIn.push('/assets/signed-in');
      if (/\/assets\/[^/]+\.js$/.test(path)) scripts.push(path);
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled();
    expect(signedIn).toEqual([]);
    const before = scripts.length;
    await page.getByLabel('Username').click();
    await expect.poll(() => signedIn).toEqual(['/assets/signed-in']);
    await page.getByLabel('Username').pressSequentially(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).click();
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    // What the first tap fetched: HTTP/1.1 gives a browser six connections to the server, so more files than that
    // would hold the sign-in request back behind them on a slow link (vite.config.ts signedInChunk).
    const whileTyping = scripts.slice(before);
    expect(whileTyping.length, whileTyping.join(', ')).toBeLessThanOrEqual(5);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('.MuiCard-root').first()).toBeVisible();
    expect(signedIn).toEqual(['/assets/signed-in']);
    // Each of the app's first files crossed the wire once, whether the prefetch or the import fetched it.
    expect(await fetchedFromNetwork(page)).toEqual(FIRST_FILE_NAMES.map(name => [name, 1]));
  });

  test("/login prefetches the app's first files once it has loaded, without running them; fields filled at once, Log In fetches them no more", async ({
    page,
  }) => {
    const early: string[] = [];
    page.on('request', req => {
      if (FIRST_FILES.test(new URL(req.url()).pathname)) early.push(`${req.resourceType()} ${req.url()}`);
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled();
    // The five `<link rel="prefetch">` (signIn.ts prefetchApp), added after the load event; no module ran.
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')]
            .map(link => ({
              as: link.as,
              crossOrigin: link.crossOrigin,
              name: /\/assets\/([a-z-]+)-/.exec(new URL(link.href).pathname)?.[1] ?? '',
            }))
            .sort((a, b) => a.name.localeCompare(b.name)),
        ),
      )
      .toEqual(FIRST_FILE_NAMES.map(name => ({ as: 'script', crossOrigin: 'anonymous', name })));
    const loadEnd = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    );
    await expect.poll(() => fetchedFromNetwork(page)).toEqual(FIRST_FILE_NAMES.map(name => [name, 1]));
    const starts = await page.evaluate(() =>
      performance.getEntriesByType('resource').filter(e => (e as PerformanceResourceTiming).initiatorType === 'link'),
    );
    for (const entry of starts) expect(entry.startTime, entry.name).toBeGreaterThanOrEqual(loadEnd);
    expect(early.every(line => line.startsWith('other '))).toBe(true);

    await page.getByLabel('Username').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('.MuiCard-root').first()).toBeVisible();
    // The import asked for them again (as scripts) and the HTTP cache answered: still one network fetch each.
    expect(early.filter(line => line.startsWith('script ')).length).toBeGreaterThanOrEqual(FIRST_FILE_NAMES.length);
    expect(await fetchedFromNetwork(page)).toEqual(FIRST_FILE_NAMES.map(name => [name, 1]));
  });

  test("a signed-in visit asks for the app's files from the page itself; /login signed out runs none of them before the first touch", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', req => {
      const path = new URL(req.url()).pathname;
      if (FIRST_FILES.test(path)) requested.push(`${req.resourceType()} ${path}`);
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled();
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(1); // Vite's preload-helper
    expect(requested.filter(line => !line.startsWith('other '))).toEqual([]); // prefetched at most, not imported

    await startSession(page);
    requested.length = 0;
    // The app's entry is held until the other first files have been asked for: started by the inline script's
    // <link rel="modulepreload"> (vite.config.ts signedInPreload), each once, before the entry has arrived, which
    // without the links is what would ask for the other four.
    let release!: () => void;
    const held = new Promise<void>(resolve => (release = resolve));
    await page.route(/\/assets\/app-[\w-]+\.js$/, async route => {
      await held;
      await route.continue();
    });
    const visit = page.goto('/dashboard');
    const names = () => requested.map(line => /\/assets\/([a-z-]+)-/.exec(line)![1]).sort();
    await expect.poll(names).toEqual(['app', 'mui', 'rolldown-runtime', 'signed-in', 'vendor']);
    release();
    await visit;
    await expect(page.locator('.MuiCard-root').first()).toBeVisible();
    const links = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll(found => found.map(link => new URL((link as HTMLLinkElement).href).pathname));
    expect(requested).toHaveLength(5);
    for (const line of requested) expect(links, line).toContain(line.split(' ')[1]);
  });

  test("a signed-in reload of the dashboard starts its first calls before the app's code has arrived, and the cards use those answers, on a CPU 8× slower", async ({
    page,
  }) => {
    test.slow();
    await signIn(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('user-stat-total')).toBeVisible();
    // The calls the dashboard's prefetch asked, remembered for the next visit's entry (lib/earlyCalls.ts).
    const first = await page.evaluate(() => JSON.parse(localStorage.getItem('labhub.firstCalls') ?? 'null') as unknown);
    expect(Array.isArray(first) && first.length).toBeGreaterThanOrEqual(9);
    const paths = (first as string[]).map(path => `/api${path}`);

    // The app's entry chunk is held: what reaches the server meanwhile was started by the page's first script.
    let release!: () => void;
    const held = new Promise<void>(resolve => (release = resolve));
    await page.route(/\/assets\/app-[\w-]+\.js$/, async route => {
      await held;
      await route.continue();
    });
    const asked: string[] = [];
    page.on('request', req => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
    });
    await slowCpu(page, 8);
    await page.reload({ waitUntil: 'commit' });
    try {
      await expect.poll(() => paths.filter(path => asked.includes(path))).toEqual(paths);
    } finally {
      release();
    }
    await expect(page.getByTestId('user-stat-total')).toBeVisible(THROTTLED);
    await expect(page.getByTestId('lab-donut-verified')).toBeVisible(THROTTLED);
    await expect(page.getByTestId('period-sales')).toBeVisible(THROTTLED);
    await drawCharts(page);
    // Each asked once: the data provider was handed the early answers instead of asking again.
    for (const path of paths)
      expect(
        asked.filter(each => each === path),
        path,
      ).toHaveLength(1);
  });

  test('the dashboard chunk downloads while the sign-in is being checked', async ({ page }) => {
    const events: string[] = [];
    const note = (what: string) => (req: Request) => {
      const path = new URL(req.url()).pathname;
      // The import's request (a prefetch from /login, type 'other', may have fetched the file already).
      if (req.resourceType() === 'script' && /\/assets\/signed-in-[\w-]+\.js$/.test(path))
        events.push(`${what} dashboard chunk`);
      if (path === '/api/auth/login/') events.push(`${what} sign-in`);
    };
    page.on('request', note('start'));
    page.on('requestfinished', note('end'));
    // The sign-in answer is held for a second: the chunk must not wait for it.
    await page.route('**/api/auth/login/', async route => {
      await new Promise(r => setTimeout(r, 1000));
      await route.continue();
    });
    await signIn(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('.MuiCard-root').first()).toBeVisible();
    expect(events.indexOf('end dashboard chunk')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('end dashboard chunk')).toBeLessThan(events.indexOf('end sign-in'));
    // (Playwright's routing turns the HTTP cache off, so a prefetch already started is not reused here: the other
    // tests check that each file crosses the wire once.)
    expect(events.filter(e => e === 'start dashboard chunk')).toHaveLength(1);
  });

  test("the figures are drawn before the chart code arrives, in placeholders of the charts' size; no second payables call", async ({
    page,
  }) => {
    // The charts' chunk is held until the figures are on screen.
    let release!: () => void;
    const held = new Promise<void>(resolve => (release = resolve));
    await page.route(/\/assets\/charts-[\w-]+\.js$/, async route => {
      await held;
      await route.continue();
    });
    const payables: string[] = [];
    page.on('request', req => {
      if (new URL(req.url()).pathname === '/api/Appointments/getaccountspayable') payables.push(req.url());
    });
    await signIn(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    // Every card has its figures; the only skeletons left are the three charts' places.
    await expect(page.getByTestId('user-stat-total')).toBeVisible();
    await expect(page.getByTestId('period-sales')).toBeVisible();
    await expect(page.getByTestId('earnings-total')).toBeVisible();
    await expect(page.getByTestId('lab-donut-verified')).toBeVisible();
    await expect(page.locator('.MuiSkeleton-root[data-chart-pending]')).toHaveCount(3);
    await expect(page.locator('.MuiSkeleton-root:not([data-chart-pending])')).toHaveCount(0);
    expect(await page.locator('.MuiChartsSurface-root').count()).toBe(0);
    const boxes = ['period-chart', 'lab-donut'];
    const before = await Promise.all(boxes.map(async id => (await page.getByTestId(id).boundingBox())!.height));

    release();
    await drawCharts(page);
    await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
    await expect(page.getByTestId('period-chart').locator('svg rect').first()).toBeVisible();
    // Nothing moved: each chart's box has the height its placeholder had.
    const after = await Promise.all(boxes.map(async id => (await page.getByTestId(id).boundingBox())!.height));
    expect(after).toEqual(before);
    // The latest payables were fetched once, at sign-in, and the card used that answer.
    await expect(page.getByTestId('dashboard-payables')).toBeVisible();
    expect(payables).toHaveLength(1);
  });
  test("an administrator's dashboard calls, started at sign-in from the pre-rendered /login, are each asked once: the cards mount onto those answers, on a CPU 8× slower", async ({
    page,
  }) => {
    test.slow();
    const FIRST_DRAW = /\/api\/(profiles\/totallabs|dashboard-figures|Appointments\/getaccountspayable)\/?$/;
    const asked: string[] = [];
    page.on('request', req => {
      const path = new URL(req.url()).pathname;
      if (FIRST_DRAW.test(path)) asked.push(path);
    });
    await page.goto('/login');
    await slowCpu(page, 8);
    await signIn(page);
    await expect(page).toHaveURL(/\/dashboard$/, THROTTLED);
    await expect(page.getByTestId('user-stat-total')).toBeVisible(THROTTLED);
    await expect(page.getByTestId('lab-donut-verified')).toBeVisible(THROTTLED);
    await expect(page.getByTestId('dashboard-payables')).toBeVisible(THROTTLED);
    // Three different calls, each once (a second cache would ask each again when the cards mount).
    await expect.poll(() => new Set(asked).size).toBe(3);
    expect(asked).toHaveLength(3);
  });
});
