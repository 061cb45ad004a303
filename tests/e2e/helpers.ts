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
  await page.evaluate((value) => localStorage.setItem('authUser', value), authUser);
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
  await page.getByLabel('PreConditions').fill('Fasting 12 hours');
  await page.getByLabel('LowerPriceLimit').fill('1000');
  await page.getByLabel('UpperPriceLimit').fill('2500');
  await page.getByLabel('AvgDuration').fill('2 Days');
}

/** The signed-in user's access token, as the app keeps it in localStorage (run in the page). */
const accessToken = () => {
  let token: string | undefined;
  for (const value of Object.values(localStorage)) {
    try {
      token ??= JSON.parse(value)?.access_token;
    } catch {
      // not JSON
    }
  }
  return token;
};

/** GET /api{path} with the signed-in user's token. */
async function apiResponse(page: Page, path: string) {
  const token = await page.evaluate(accessToken);
  return page.request.get(`/api${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
}

/** GET /api{path} in the page with the signed-in user's token (the figures the screens must show). */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  return (await apiResponse(page, path)).json() as Promise<T>;
}

/** X-Total-Count of an API list (asked for one row), with the signed-in user's token. */
export async function apiTotal(page: Page, path: string): Promise<number> {
  const res = await apiResponse(page, `${path}${path.includes('?') ? '&' : '?'}_start=0&_end=1`);
  return Number(res.headers()['x-total-count']);
}
