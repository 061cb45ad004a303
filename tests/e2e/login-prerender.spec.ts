/**
 * /login painted before the scripts: the build puts the sign-in page, in each language, into index.html
 * (src/pages/Login/prerender.tsx); an inline script picks the stored language; the sign-in script (signIn.ts) takes
 * the form over, and the app (react-admin) loads at the first touch of the form or after signing in.
 */
import { expect, test } from '@playwright/test';

import { ADMIN, startSession } from './helpers';

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

test('before the scripts run, /login is in the stored language; typing is kept when the sign-in script takes over', async ({
  page,
}) => {
  await page.goto('/favicon.svg');
  await page.evaluate(() => localStorage.setItem('RaStoreLabHub.locale', JSON.stringify('it')));
  // The scripts are held back until released: what shows meanwhile is the build-time page.
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
  // The sign-in script takes the Italian copy over (the other languages' copies leave the page), keeping what was
  // typed, and signs in from it.
  await expect(page.locator('#login-prerender > [data-locale]')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Bentornato!' })).toHaveCount(1);
  await expect(page.getByLabel('Nome utente')).toHaveValue(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('#login-prerender')).toHaveCount(0);
});

test('a first visit to /login runs the sign-in script, not the app; the app loads at the first touch and signing in works', async ({
  page,
}) => {
  // Module scripts asked for (the app's first files may also be prefetched once the page has loaded, as type 'other').
  const scripts: string[] = [];
  page.on('request', req => {
    if (req.resourceType() === 'script' && /\/assets\/[^/]+\.js$/.test(new URL(req.url()).pathname))
      scripts.push(new URL(req.url()).pathname);
  });
  await page.goto('/login');
  await expect(page.locator('#login-prerender > [data-locale]')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toHaveCount(1);
  // The entry and its helper only: no react-admin ('vendor'), no app.
  expect(scripts.filter(s => /\/(vendor|app|signed-in|mui)-/.test(s))).toEqual([]);
  await page.getByLabel('Username').fill(ADMIN.email);
  await expect.poll(() => scripts.some(s => /\/vendor-/.test(s))).toBe(true);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Total Labs Registered')).toBeVisible();
  await expect(page.locator('#login-prerender')).toHaveCount(0);
});

test("a field the browser's autofill fills starts the app's import with no touch of the form", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', req => {
    if (req.resourceType() === 'script' && /\/assets\/vendor-[\w-]+\.js$/.test(new URL(req.url()).pathname))
      scripts.push(new URL(req.url()).pathname);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled();
  // The copy carries MUI's input styles: `:-webkit-autofill` starts the 'mui-auto-fill' animation.
  const styles = await page.evaluate(() => [...document.querySelectorAll('style')].map(s => s.textContent).join(''));
  expect(styles).toMatch(/:-webkit-autofill\{[^}]*animation-name:mui-auto-fill;/);
  await page.waitForTimeout(500);
  expect(scripts).toEqual([]);
  // What Chromium's autofill dispatches (Playwright cannot trigger the browser's autofill itself).
  await page
    .getByLabel('Username')
    .evaluate(input =>
      input.dispatchEvent(new AnimationEvent('animationstart', { animationName: 'mui-auto-fill', bubbles: true })),
    );
  await expect.poll(() => scripts.length).toBe(1);
  await expect(page.getByLabel('Username')).not.toBeFocused();
});

test('a locked sign-in shows the lockout in the chosen language, with its plural', async ({ page }) => {
  // An address of no account: five wrong passwords lock it from this address as they would a real one.
  const email = `locked-${Date.now()}@labhub.pk`;
  for (let i = 0; i < 5; i++)
    expect((await page.request.post('/api/auth/login/', { data: { email, password: `Wrong${i}x` } })).status()).toBe(
      401,
    );
  await page.goto('/favicon.svg');
  await page.evaluate(() => localStorage.setItem('RaStoreLabHub.locale', JSON.stringify('ru')));
  await page.goto('/login');
  await page.getByRole('textbox', { name: /.+/ }).first().fill(email);
  await page.locator('input[type="password"]').fill('Wrong9x');
  await page.locator('button[type="submit"]').click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Слишком много неудачных попыток входа. Попробуйте снова через 15 минут.' }),
  ).toBeVisible();
  await expect(page.locator('button[type="submit"]')).toBeEnabled();
});

test('a signed-in visit to /login never shows the sign-in page and lands in the app', async ({ page }) => {
  await startSession(page);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  // The inline script removed the copies while the page was parsed, before its first paint.
  await expect(page.locator('#login-prerender')).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toHaveCount(0);
});

test('other paths do not show the build-time sign-in page, nor keep its styles', async ({ page }) => {
  const html = await (await page.request.get('/pages-faqs')).text();
  expect(html).toContain('id="login-prerender"');
  expect(html).toContain('<style data-emotion="css ');
  await page.route('**/assets/*.js', route => route.abort());
  await page.goto('/pages-faqs');
  await expect(page.locator('#login-prerender')).toHaveCount(0);
  await expect(page.getByText('Welcome Back!')).toHaveCount(0);
  // Its Emotion tags went with it: the app's Emotion neither moves them nor counts their classes as its own.
  await expect(page.locator('style[data-emotion]')).toHaveCount(0);
});

test('on the build-time page, a typed value never lies under its label (the labels are floated)', async ({ page }) => {
  await page.goto('/login');
  const copy = page.locator('#login-prerender > div:visible');
  for (const [label, value] of [
    ['Username', ADMIN.email],
    ['Password', 'Wrong1234'],
  ] as const) {
    const input = copy.getByLabel(label, { exact: true });
    await input.fill(value);
    const labelBox = (await copy.locator('label', { hasText: label }).boundingBox())!;
    const inputBox = (await input.boundingBox())!;
    // A floated label sits on the field's top border, above the text; a resting one is centred over it.
    expect(labelBox.y + labelBox.height / 2).toBeLessThan(inputBox.y + 4);
  }
});

test('the build-time page names the languages as the app does and carries no stringified props', async ({
  browser,
}) => {
  const html = await (await browser.newContext()).request.get('/login').then(r => r.text());
  // React writes a prop MUI does not take onto the element as text (`InputProps="[object Object]"`).
  expect(html).not.toContain('[object Object]');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login');
  for (const [locale, label] of [
    ['en', 'Language: English'],
    ['es', 'Idioma: Español'],
    ['de', 'Sprache: Deutsch'],
    ['ru', 'Язык: Русский'],
    ['it', 'Lingua: Italiano'],
  ]) {
    const button = page.locator(`#login-prerender > [data-locale="${locale}"] button[aria-haspopup]`);
    await expect(button).toHaveAttribute('aria-label', label);
    if (locale === 'en') await expect(button).toHaveText(label.split(': ')[1]);
  }
  await context.close();
});

test("the server's other sign-in refusals show in the chosen language, and as the server words them in English", async ({
  page,
}) => {
  // A password the form accepts (letters and digits) but the server refuses: 422 "At most 256 characters".
  const password = 'a1'.repeat(150);
  await page.goto('/favicon.svg');
  await page.evaluate(() => localStorage.setItem('RaStoreLabHub.locale', JSON.stringify('de')));
  await page.goto('/login');
  await page.getByLabel('Benutzername').fill(ADMIN.email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  const alert = page.locator('#login-prerender .MuiAlert-message');
  await expect(alert).toHaveText(
    'Der Server hat die Anmeldung abgelehnt. Bitte prüfen Sie Ihre Eingaben und versuchen Sie es erneut.',
  );
  await page.getByRole('button', { name: /^Sprache/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(alert).toHaveText('At most 256 characters');
});
