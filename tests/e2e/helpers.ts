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

/** GET /api{path} in the page with the signed-in user's token (the figures the screens must show). */
export async function apiGet<T>(page: import('@playwright/test').Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    let token: string | undefined;
    for (const value of Object.values(localStorage)) {
      try {
        token ??= JSON.parse(value)?.access_token;
      } catch {
        // not JSON
      }
    }
    const res = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    return res.json();
  }, `/api${path}`);
}
