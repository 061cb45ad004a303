/**
 * Issue 10, UI error paths: the API down or answering 500 shows a clear message and keeps the user's input;
 * a 401 in the middle of a session sends to /login and back to where the user was after signing in.
 * The real server runs throughout; `page.route` only simulates the failure for the one call under test.
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signIn } from './helpers';

const description = 'Fasting for 10 to 12 hours is recommended before this blood test. '.repeat(3).slice(0, 120);

async function fillTestForm(page: Page, title: string) {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill(description);
  await page.getByLabel('PreConditions').fill('Fasting 12 hours');
  await page.getByLabel('LowerPriceLimit').fill('1000');
  await page.getByLabel('UpperPriceLimit').fill('2500');
  await page.getByLabel('AvgDuration').fill('2 Days');
}

async function expectFormKept(page: Page, title: string) {
  await expect(page).toHaveURL(/\/createtest$/);
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Description')).toHaveValue(description);
  await expect(page.getByLabel('PreConditions')).toHaveValue('Fasting 12 hours');
  await expect(page.getByLabel('LowerPriceLimit')).toHaveValue('1000');
  await expect(page.getByLabel('UpperPriceLimit')).toHaveValue('2500');
  await expect(page.getByLabel('AvgDuration')).toHaveValue('2 Days');
}

test.describe('UI error paths', () => {
  test('a 500 from the API shows the error toast with its detail and keeps the form', async ({ page }) => {
    await signIn(page);
    await page.goto('/createtest');
    const title = `Error path ${Date.now()}`;
    await fillTestForm(page, title);
    await page.route('**/api/Inventory/CreateTest', route =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ detail: 'Database is restarting' }) }),
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
    await signIn(page);
    await page.goto('/createtest');
    const title = `Offline path ${Date.now()}`;
    await fillTestForm(page, title);
    await page.route('**/api/**', route => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Create Test' }).click();
    await expect(page.getByText('Error Creating Test: The server could not be reached. Please try again.')).toBeVisible();
    await expectFormKept(page, title);
  });

  test('a list whose call fails says so instead of showing an empty table', async ({ page }) => {
    await signIn(page);
    await page.route('**/api/Inventory/ViewTests**', route =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ detail: 'Database is restarting' }) }),
    );
    await page.goto('/testslist');
    await expect(page.getByText('Database is restarting').first()).toBeVisible();
  });

  test('a 401 mid-session sends to /login and back to the same page after signing in', async ({ page }) => {
    await signIn(page);
    await page.goto('/stafflist');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    // The session ends on the server side: the stored token no longer verifies.
    await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('authUser') ?? '{}');
      localStorage.setItem('authUser', JSON.stringify({ ...user, refresh_token: 'expired.or.forged.token' }));
    });
    await page.goto('/testslist');
    await expect(page).toHaveURL(/\/login/);
    await page.getByLabel('Username').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/testslist$/);
    await expect(page.locator('tbody tr').first()).toBeVisible();
  });
});
