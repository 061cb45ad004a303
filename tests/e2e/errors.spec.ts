/**
 * UI error paths: the API down or answering 500 shows a clear message and keeps the user's input;
 * a 401 in the middle of a session sends to /login and back to where the user was after signing in.
 * The real server runs throughout; `page.route` only simulates the failure for the one call under test.
 */
import { expect, type Page, test } from '@playwright/test';

import { ADMIN, fillTestForm, openSignedIn, startSession } from './helpers';

const description = 'Fasting for 10 to 12 hours is recommended before this blood test. '.repeat(3).slice(0, 120);

async function expectFormKept(page: Page, title: string) {
  await expect(page).toHaveURL(/\/createtest$/);
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Description')).toHaveValue(description);
  await expect(page.getByLabel('Preconditions')).toHaveValue('Fasting 12 hours');
  await expect(page.getByLabel('Lower Price Limit')).toHaveValue('1000');
  await expect(page.getByLabel('Upper Price Limit')).toHaveValue('2500');
  await expect(page.getByLabel('Average Duration')).toHaveValue('2 Days');
}

test.describe('UI error paths', () => {
  test('a 500 from the API shows the error toast with its detail and keeps the form', async ({ page }) => {
    await openSignedIn(page, '/createtest');
    const title = `Error path ${Date.now()}`;
    await fillTestForm(page, title, description);
    await page.route('**/api/Inventory/CreateTest', route =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ detail: 'Database is restarting' }),
      }),
    );
    await page.getByRole('button', { name: 'Create Test' }).click();
    await expect(page.getByText('Error Creating Test: Database is restarting')).toBeVisible();
    await expectFormKept(page, title);

    // Once the API is back, the same form (untouched) is saved.
    await page.unroute('**/api/Inventory/CreateTest');
    await page.getByRole('button', { name: 'Create Test' }).click();
    await expect(page.getByText('Test Created Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/testslist$/);
  });

  test('the API unreachable shows a clear message and keeps the form', async ({ page }) => {
    await openSignedIn(page, '/createtest');
    const title = `Offline path ${Date.now()}`;
    await fillTestForm(page, title, description);
    await page.route('**/api/**', route => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Create Test' }).click();
    await expect(
      page.getByText('Error Creating Test: The server could not be reached. Please try again.'),
    ).toBeVisible();
    await expectFormKept(page, title);
  });

  test('a list whose call fails says so instead of showing an empty table', async ({ page }) => {
    await startSession(page);
    await page.route('**/api/Inventory/ViewTests**', route =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ detail: 'Database is restarting' }),
      }),
    );
    await page.goto('/testslist');
    await expect(page.getByText('Database is restarting').first()).toBeVisible();
  });

  test('a 401 mid-session sends to /login and back to the same page after signing in', async ({ page }) => {
    await openSignedIn(page, '/stafflist');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    // The session ends on the server side: neither the stored access token nor the refresh token verifies.
    await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('authUser') ?? '{}');
      localStorage.setItem(
        'authUser',
        JSON.stringify({ ...user, access_token: 'expired.or.forged.token', refresh_token: 'ended.session' }),
      );
    });
    await page.goto('/testslist');
    await expect(page).toHaveURL(/\/login/);
    await page.getByLabel('Username').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/testslist$/);
    await expect(page.locator('tbody tr').first()).toBeVisible();
  });

  test('an expired access token is renewed with the refresh token once: the user stays signed in', async ({ page }) => {
    await openSignedIn(page, '/stafflist');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    const refreshes: number[] = [];
    page.on('response', r => {
      if (r.url().endsWith('/api/auth/refresh/')) refreshes.push(r.status());
    });
    // As if 15 minutes had passed: the access token no longer verifies; the session (refresh token) lives.
    await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('authUser') ?? '{}');
      localStorage.setItem('authUser', JSON.stringify({ ...user, access_token: 'expired.access.token' }));
    });
    await page.goto('/testslist');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expect(page).toHaveURL(/\/testslist$/);
    expect(refreshes).toContain(200);
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('authUser') ?? '{}').access_token as string,
    );
    expect(stored.split('.')).toHaveLength(3);
    expect(stored).not.toBe('expired.access.token');
  });

  test('signing out ends the session on the server: the old tokens are refused afterwards', async ({ page }) => {
    await openSignedIn(page, '/dashboard');
    const before = await page.evaluate(
      () => JSON.parse(localStorage.getItem('authUser') ?? '{}') as { access_token: string; refresh_token: string },
    );
    expect(
      (
        await page.request.get('/api/auth/me', { headers: { Authorization: `Bearer ${before.access_token}` } })
      ).status(),
    ).toBe(200);
    await page
      .getByRole('button', { name: /Profile|Admin/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect
      .poll(async () =>
        (
          await page.request.get('/api/auth/me', { headers: { Authorization: `Bearer ${before.access_token}` } })
        ).status(),
      )
      .toBe(401);
    expect(
      (await page.request.post('/api/auth/refresh/', { data: { refresh_token: before.refresh_token } })).status(),
    ).toBe(401);
  });
});

test('the API unreachable mid-session: every menu screen and every dashboard card says so with Retry', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const screens = [
    '/verifiedlabs',
    '/blockedlabs',
    '/testslist',
    '/financialaid',
    '/donations',
    '/pendingverifications',
    '/stafflist',
    '/accountspayable',
    '/accountsrecievable',
    '/invoices-list',
    '/patientcomplaints',
    '/administrators',
    '/history',
    '/notifications',
  ];
  // Each screen loaded once while the API answers: its answers are cached when the API goes away.
  await openSignedIn(page, '/dashboard');
  await expect(page.getByText('Total Revenue')).toBeVisible();
  for (const path of screens) {
    await page.goto(path);
    await expect(page.locator('#react-admin-title')).not.toBeEmpty();
    await expect(page.locator('.MuiSkeleton-root, [role="progressbar"]')).toHaveCount(0);
  }
  await page.route('**/api/**', route => route.abort('connectionrefused'));
  // Moving through the app as the menu does (no reload): each screen asks again and shows the failure.
  const open = (path: string) =>
    page.evaluate(to => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  for (const path of screens) {
    await open(path);
    await expect(page.getByRole('button', { name: 'Retry' }).first(), path).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('tbody tr'), path).toHaveCount(0);
  }
  await open('/dashboard');
  // The welcome card, user statistics, four totals, sales, lab analytics, earnings by month, top tests, payables.
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(11, { timeout: 20_000 });
  await expect(page.getByText('RS.')).toHaveCount(0);
});
