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
 * A call to /api{path} from the page with the signed-in user's token, as the app sends it: its status, its body
 * (parsed when JSON) and the list total it announces (X-Total-Count).
 */
export async function apiCall(page: Page, method: string, path: string, body?: object): Promise<{ status: number; json: unknown; total: number }> {
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
      const headers: Record<string, string> = { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) };
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
