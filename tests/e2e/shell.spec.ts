/** Sign-in flow, origin redirect, logout, languages, settings panel and the lab user's menu. */
import { expect, test } from '@playwright/test';

import { ADMIN, LAB, openSignedIn, signIn, startSession } from './helpers';

test.describe('login', () => {
  test('shows each validation message once a field is touched, keeping what was typed', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
    await expect(page.getByText('Please Enter Your Email')).toHaveCount(0);
    const email = page.getByLabel('Username');
    const password = page.getByLabel('Password', { exact: true });
    await email.focus();
    await password.focus();
    await expect(page.getByText('Please Enter Your Email')).toBeVisible();
    await email.fill('not-an-email');
    await expect(page.getByText('Please Enter Valid Email')).toBeVisible();
    await email.focus();
    await password.fill('abc!');
    await email.focus();
    await expect(page.getByText('Password must contain at least one number and one letter')).toBeVisible();
    await password.fill('');
    await expect(page.getByText('Please Enter Valid Password')).toBeVisible();
    await expect(email).toHaveValue('not-an-email');
  });

  test('password visibility toggles', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('Secret123');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: /show password/i }).click();
    await expect(password).toHaveAttribute('type', 'text');
  });

  test('wrong credentials show the server detail in a red alert and the Login failed toast', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong1234');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'No active account found with the given credentials' }),
    ).toBeVisible();
    await expect(page.getByText('Login failed')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Username')).toHaveValue(ADMIN.email);
  });

  test('success goes to /dashboard with the success toast and real totals', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login/);
    await signIn(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Logged in successfully')).toBeVisible();
    await expect(page.getByText('Total Labs Registered')).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('authUser') ?? 'null'));
    expect(stored).toMatchObject({ email: ADMIN.email, name: 'Admin', refresh_token: expect.any(String) });
  });

  test('a protected page remembers the origin and returns to it after login', async ({ page }) => {
    await page.goto('/pages-faqs');
    await expect(page).toHaveURL(/\/login/);
    await signIn(page);
    await expect(page).toHaveURL(/\/pages-faqs$/);
    await expect(page.getByRole('tab', { name: 'General Questions' })).toBeVisible();
  });

  test('logout clears the session and protected pages send back to /login', async ({ page }) => {
    await openSignedIn(page, '/dashboard');
    await page
      .getByRole('button', { name: /profile|admin/i })
      .last()
      .click();
    await page.getByRole('menuitem', { name: /logout/i }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('authUser'))).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login/);
  });

  test('/logout signs out on load', async ({ page }) => {
    await startSession(page);
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('authUser'))).toBeNull();
  });

  test('the Coming Soon page is public and finished', async ({ page }) => {
    await page.goto('/pages-comingsoon');
    await expect(page.getByText('You are good to go!')).toBeVisible();
  });

  test('the Coming Soon page leads back where the user came from', async ({ page }) => {
    await openSignedIn(page, '/pages-faqs');
    await page.goto('/pages-comingsoon');
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/pages-faqs$/);
  });
});

test.describe('languages', () => {
  test('switching language changes the visible strings and survives a reload', async ({ page }) => {
    await openSignedIn(page, '/dashboard');
    await page.getByRole('button', { name: /English/ }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    const menu = page.getByRole('menu', { name: 'Hauptmenü' });
    await expect(menu.getByText('Gesperrte Labore')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('menu', { name: 'Hauptmenü' }).getByText('Gesperrte Labore')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    for (const [name, blocked] of [
      ['Español', 'Laboratorios bloqueados'],
      ['Русский', 'Заблокированные лаборатории'],
      ['Italiano', 'Laboratori bloccati'],
      ['English', 'Blocked Labs'],
    ] as const) {
      await page.getByRole('button', { name: /Sprache|Idioma|Язык|Lingua|Language/ }).click();
      await page.getByRole('menuitem', { name }).click();
      await expect(page.getByRole('menu').first().getByText(blocked)).toBeVisible();
      // The app is drawn again in the new language (react-admin remounts it): the next choice waits for the
      // language menu of this one to be gone, or its click may land on a menu being replaced.
      await expect(page.getByRole('menuitem', { name })).toBeHidden();
    }
  });
});

test.describe('settings panel', () => {
  test('options persist across reload and change the layout', async ({ page }) => {
    await openSignedIn(page, '/dashboard');
    await page.getByRole('button', { name: 'Settings' }).click();
    const panel = page.getByRole('dialog', { name: 'Settings' });
    await expect(panel).toBeVisible();
    await panel.getByRole('radiogroup', { name: 'Left Sidebar Color Options' }).getByLabel('Plum Plate').check();
    await panel.getByRole('radiogroup', { name: 'Layout' }).getByLabel('Horizontal').check();
    await panel.getByRole('radiogroup', { name: 'Layout Width' }).getByLabel('Boxed').check();
    // Clicking outside closes the panel.
    await page.mouse.click(20, 400);
    await expect(panel).toBeHidden();
    await page.reload();
    await page.getByRole('button', { name: 'Settings' }).click();
    const again = page.getByRole('dialog', { name: 'Settings' });
    await expect(again.getByRole('radiogroup', { name: 'Layout' }).getByLabel('Horizontal')).toBeChecked();
    await expect(again.getByRole('radiogroup', { name: 'Layout Width' }).getByLabel('Boxed')).toBeChecked();
    // Horizontal layout: the menu is a bar under the top bar, so it is wider than it is tall.
    await page.keyboard.press('Escape');
    const bar = page.getByRole('navigation', { name: 'Main menu' });
    await expect(bar.getByRole('link', { name: 'Blocked Labs' })).toBeVisible();
    const box = await bar.boundingBox();
    expect(box!.width).toBeGreaterThan(box!.height);
    await expect(page.getByRole('menu', { name: 'Main menu' })).toHaveCount(0);
    // Back to vertical: a sidebar, taller than wide.
    await page.getByRole('button', { name: 'Settings' }).click();
    await page
      .getByRole('dialog', { name: 'Settings' })
      .getByRole('radiogroup', { name: 'Layout' })
      .getByLabel('Vertical')
      .check();
    await page.keyboard.press('Escape');
    const side = await page.getByRole('menu', { name: 'Main menu' }).boundingBox();
    expect(side!.height).toBeGreaterThan(side!.width);
  });
});

test.describe('lab user', () => {
  test('sees only its own menu', async ({ page }) => {
    await openSignedIn(page, '/', LAB);
    const nav = page.getByRole('menu', { name: 'Main menu' });
    await expect(nav.getByText('Profile')).toBeVisible();
    await expect(nav.getByText('Notifications')).toBeVisible();
    await expect(nav.getByText('Blocked Labs')).toHaveCount(0);
    await expect(nav.getByText('Pending Verifications')).toHaveCount(0);
    await expect(nav.getByText('Reports')).toHaveCount(0);
  });
});

test.describe('typed URLs', () => {
  test("a resource's react-admin name goes to its list; an unknown record path says not found (never an empty page)", async ({
    page,
  }) => {
    await openSignedIn(page, '/staff');
    await expect(page).toHaveURL(/\/stafflist$/);
    await expect(page.getByRole('columnheader', { name: 'Email' })).toBeVisible();
    await page.goto('/staff/nobody');
    await expect(page.getByText('Either you typed a wrong URL, or you followed a bad link.')).toBeVisible();
  });
});

test.describe('menu breakpoint (SPEC §9: 998 px)', () => {
  test('below 998 px the menu is a drawer opened from the top bar that closes after choosing; from 998 px it stays', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 990, height: 800 });
    await openSignedIn(page, '/dashboard');
    const dashboardEntry = page.getByRole('menuitem', { name: 'Test Inventory' });
    await expect(dashboardEntry).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(dashboardEntry).toBeVisible();
    await dashboardEntry.click();
    await expect(page).toHaveURL(/\/testslist$/);
    await expect(dashboardEntry).toBeHidden();

    await page.setViewportSize({ width: 998, height: 800 });
    await expect(dashboardEntry).toBeVisible();
    await page.getByRole('menuitem', { name: 'Staff' }).click();
    await expect(page).toHaveURL(/\/stafflist$/);
    await expect(page.getByRole('menuitem', { name: 'Staff' })).toBeVisible();
  });
});
