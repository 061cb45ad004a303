/**
 * /login painted before the scripts: the build puts the sign-in page, in each language, into index.html
 * (src/pages/Login/prerender.tsx); public/login-locale.js picks the stored language; the app takes over.
 */
import { expect, test } from '@playwright/test';

import { ADMIN } from './helpers';

test('without JavaScript, /login shows its heading and form', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login');
  // One copy shows (English); the other languages' copies are hidden.
  const shown = page.locator('#login-prerender > div:visible');
  await expect(shown).toHaveCount(1);
  await expect(shown.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
  await expect(shown.getByLabel('Username')).toBeVisible();
  await expect(shown.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(shown.getByRole('button', { name: 'Log In' })).toBeVisible();
  await context.close();
});

test("before the app's scripts run, /login is in the stored language; typing is kept when the app takes over", async ({
  page,
}) => {
  await page.goto('/favicon.svg');
  await page.evaluate(() => localStorage.setItem('RaStoreLabHub.locale', JSON.stringify('it')));
  // The app's scripts are held back until released: what shows meanwhile is the build-time page.
  let release = () => {};
  const released = new Promise<void>(resolve => (release = resolve));
  await page.route('**/assets/*.js', async route => {
    await released;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Bentornato!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('it');
  await page.getByLabel('Nome utente').fill(ADMIN.email);
  release();
  // The app's own page replaces the copy, keeping what was typed.
  await expect(page.locator('#login-prerender')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Bentornato!' })).toHaveCount(1);
  await expect(page.getByLabel('Nome utente')).toHaveValue(ADMIN.email);
});

test('with JavaScript the app takes over /login and signing in works', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('#login-prerender')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toHaveCount(1);
  await page.getByLabel('Username').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
});

test('other paths do not show the build-time sign-in page', async ({ page }) => {
  expect(await (await page.request.get('/pages-faqs')).text()).toContain('id="login-prerender"');
  await page.route('**/assets/*.js', route => route.abort());
  await page.goto('/pages-faqs');
  await expect(page.locator('#login-prerender')).toHaveCount(0);
  await expect(page.getByText('Welcome Back!')).toHaveCount(0);
});
