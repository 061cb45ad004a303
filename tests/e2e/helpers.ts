import { expect, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@labhub.pk', password: 'Admin1234' };
export const LAB = { email: 'lab@labhub.pk', password: 'Lab12345' };

/** Signs in through the login form and waits for the app to leave /login. */
export async function signIn(page: Page, user = ADMIN) {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Username').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Signs in without the login form, for tests that do not test signing in (the form's own tests are in
 * shell.spec.ts): POST /api/auth/login/ starts a session of this test's own (signing out ends only it) and its answer
 * is kept in localStorage as the app keeps it (authProvider/storage.ts). The next page.goto opens the app signed in;
 * the login page and the dashboard the form lands on are not loaded.
 */
export async function startSession(page: Page, user = ADMIN) {
  const res = await page.request.post('/api/auth/login/', { data: { email: user.email, password: user.password } });
  expect(res.status(), await res.text()).toBe(200);
  const authUser = await res.text();
  // Any small same-origin file gives the origin's localStorage without starting the app.
  await page.goto('/favicon.svg');
  await page.evaluate(value => localStorage.setItem('authUser', value), authUser);
}

/** startSession, then opens `path` signed in. */
export async function openSignedIn(page: Page, path: string, user = ADMIN) {
  await startSession(page, user);
  await page.goto(path);
}

/** Fills the Create Test form (SPEC §2 Tests) with a valid test of this title and description. */
export async function fillTestForm(page: Page, title: string, description: string) {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill(description);
  await page.getByLabel('Preconditions').fill('Fasting 12 hours');
  await page.getByLabel('Lower Price Limit').fill('1000');
  await page.getByLabel('Upper Price Limit').fill('2500');
  await page.getByLabel('Average Duration').fill('2 Days');
}

/**
 * A call to /api{path} from the page with the signed-in user's token, as the app sends it: its status, its body
 * (parsed when JSON) and the list total it announces (X-Total-Count).
 */
export async function apiCall(
  page: Page,
  method: string,
  path: string,
  body?: object,
): Promise<{ status: number; json: unknown; total: number }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      let token: string | undefined;
      for (const value of Object.values(localStorage)) {
        try {
          token ??= JSON.parse(value)?.access_token;
        } catch {
          // not JSON
        }
      }
      const headers: Record<string, string> = {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      };
      const res = await fetch(url, { method, headers, body: body ? JSON.stringify(body) : undefined });
      const text = await res.text();
      let json: unknown = text;
      try {
        json = JSON.parse(text);
      } catch {
        // not JSON
      }
      return { status: res.status, json, total: Number(res.headers.get('X-Total-Count')) };
    },
    { method, url: `/api${path}`, body },
  );
}

/** GET /api{path} in the page with the signed-in user's token (the figures the screens must show). */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  return (await apiCall(page, 'GET', path)).json as T;
}

/** X-Total-Count of an API list (asked for one row), with the signed-in user's token. */
export async function apiTotal(page: Page, path: string): Promise<number> {
  return (await apiCall(page, 'GET', `${path}${path.includes('?') ? '&' : '?'}_start=0&_end=1`)).total;
}

/**
 * Makes the API calls matching `pattern` fail (500 with the API's error shape, or `status`) until `retry()`: the load
 * error the page then shows (`alert`), and `retry()`, which lets the calls through and presses the alert's Retry.
 */
export async function failingLoads(page: Page, pattern: RegExp, status = 500) {
  let fail = true;
  const detail = status === 503 ? 'Service unavailable.' : 'Internal server error.';
  await page.route(pattern, route =>
    fail
      ? route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ detail }) })
      : route.continue(),
  );
  const alert = page.getByRole('alert').filter({ hasText: 'The data could not be loaded.' });
  return {
    alert,
    retry: async () => {
      fail = false;
      await alert.getByRole('button', { name: 'Retry' }).click();
    },
  };
}

/** A date input (MUI X's picker, resources/generic/LocaleDateInput.tsx) by its label: its group of day, month and year. */
const dateField = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

/** '2026-11-25' as an English (en-GB) date input writes it: 25/11/2026. */
const englishDigits = (iso: string) => iso.split('-').reverse().join('/');

/**
 * Types a day ('2026-11-25') into a date input from the keyboard, in English's day-first order, and again when the
 * field does not show it: on a loaded machine the keys were seen to leave the previous day in place once (a clean-clone
 * run, MUI X's sectioned field); a field that never takes the day still fails.
 */
export async function fillDate(page: Page, label: string, iso: string) {
  await expect(async () => {
    await dateField(page, label).getByRole('spinbutton').first().click();
    await page.keyboard.type(englishDigits(iso).replaceAll('/', ''));
    await expect(dateField(page, label)).toContainText(englishDigits(iso), { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** A date input shows this day ('2026-11-25'), written as English writes it. */
export const expectDate = (page: Page, label: string, iso: string) =>
  expect(dateField(page, label)).toContainText(englishDigits(iso));

/** The charts an administrator's dashboard draws (sales and earnings, the lab donut, earnings by month). */
const DASHBOARD_CHARTS = 3;

/**
 * The dashboard draws a chart once its place comes on screen (src/pages/Dashboard/LazyCharts.tsx): scrolls each
 * chart's place into view until every chart is drawn, then back to the top.
 */
export async function drawCharts(page: Page) {
  const pending = page.locator('[data-chart-pending]');
  await expect(async () => {
    if (await pending.count()) await pending.first().scrollIntoViewIfNeeded({ timeout: 1000 });
    await expect(page.locator('.MuiChartsSurface-root')).toHaveCount(DASHBOARD_CHARTS, { timeout: 1000 });
  }).toPass();
  // Back at the top, as the page opened (the top bar slides away while the page scrolls down).
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Records the page's layout shifts from its start, in `window.shifts` (read with `layoutShifts`). */
export const recordShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver(list => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The layout shifts recorded since the page started (recordShifts). */
export const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
