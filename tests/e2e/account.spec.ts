import { expect, type Page, test } from '@playwright/test';

import { ADMIN, signIn } from './helpers';

/** The labs these tests register, deleted after each test: the lab lists of the other tests stay as they were. */
const registered: string[] = [];
test.afterEach(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const login = await api.post('/api/auth/login/', { data: ADMIN });
  const { access_token } = (await login.json()) as { access_token: string };
  for (const email of registered.splice(0))
    await api.delete(`/api/profiles/deleteLab/${encodeURIComponent(email)}`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
  await api.dispose();
});

/** An account of this test's own (a newly registered lab), so that changing its password touches no other test. */
async function registerAccount(page: Page) {
  const stamp = Date.now();
  const email = `e2e-account-${stamp}@example.pk`;
  registered.push(email);
  const res = await page.request.post('/api/auth/registerLab/', {
    data: {
      email,
      password: 'Register123',
      name: `Account Lab ${stamp}`,
      labname: 'Account Lab',
      address: 'Mall Road, Lahore',
      city: 'Lahore',
      contact_number: '0300-3333333',
      landline_number: '042-3333333',
      latitude: 31.55,
      longitude: 74.34,
    },
  });
  expect(res.status()).toBe(202);
  return { email, password: 'Register123' };
}

test('My account: my sessions, a refused and an accepted password change, then sign out everywhere', async ({
  page,
  browser,
}) => {
  const account = await registerAccount(page);
  // A second browser signed in to the same account: its session is listed, and ends with the password change.
  const other = await browser.newContext();
  const elsewhere = await other.request.post('/api/auth/login/', {
    data: account,
    // `connection: close`: this context's next request comes after the UI steps below, when the server may be
    // closing an idle kept-alive socket (its 5 s keep-alive) just as it is reused ("socket hang up").
    headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/133.0', connection: 'close' },
  });
  expect(elsewhere.status()).toBe(200);
  const otherToken = ((await elsewhere.json()) as { access_token: string }).access_token;

  await signIn(page, account);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  const sessions = page.getByTestId('account-sessions');
  await expect(sessions.getByText('This device')).toBeVisible();
  await expect(sessions.getByText('Firefox · Windows')).toBeVisible();

  const password = page.getByRole('region', { name: 'Change password' });
  // The contract's rules, in the form: too short, and the two new passwords differ.
  await password.getByLabel('Current password').fill(account.password);
  await password.getByLabel('New password', { exact: true }).fill('short1');
  await password.getByLabel('New password again').fill('short2');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('The new password needs at least 12 characters')).toBeVisible();
  await expect(password.getByText('The two new passwords differ')).toBeVisible();
  // The server's rule: a wrong current password, on its field; what was typed stays.
  await password.getByLabel('Current password').fill('Wrong-password-1');
  await password.getByLabel('New password', { exact: true }).fill('ShalimarGardens1642');
  await password.getByLabel('New password again').fill('ShalimarGardens1642');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('The current password is not right')).toBeVisible();
  await expect(password.getByLabel('New password', { exact: true })).toHaveValue('ShalimarGardens1642');

  await password.getByLabel('Current password').fill(account.password);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. Sessions ended elsewhere: 1')).toBeVisible();
  await expect(password.getByLabel('Current password')).toHaveValue('');
  // The other browser's session has ended; this one goes on.
  const afterChange = await other.request.get('/api/auth/me', { headers: { authorization: `Bearer ${otherToken}` } });
  expect(afterChange.status()).toBe(401);
  await expect(sessions.getByText('Firefox · Windows')).toHaveCount(0);
  await other.close();

  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, { email: account.email, password: 'ShalimarGardens1642' });
});

test('My account is reached from the More menu on a phone, in German', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await registerAccount(page);
  await signIn(page, account);
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Mehr' }).click();
  await page.getByRole('menuitem', { name: /Mein Konto/ }).click();
  await expect(page.getByRole('region', { name: 'Passwort ändern' })).toBeVisible();
  await expect(page.getByTestId('account-sessions').getByText('Dieses Gerät')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
