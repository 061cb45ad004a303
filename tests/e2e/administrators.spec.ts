/**
 * The administrators screen: the list (you marked, your own block disabled with its reason), adding one (a weak
 * password refused on its field with the typed values kept), ending their sessions, a password reset, block and
 * unblock, each behind its confirmation with its toast; a phone without sideways scroll; a lab user refused.
 */
import { expect, type Page, test } from '@playwright/test';

import { apiGet, LAB, openSignedIn } from './helpers';

const PASSWORD = 'Orchard7Lantern42';

type Admin = { id: number; email: string; sessions: number; is_active: boolean };

const rowOf = (page: Page, email: string) => page.locator('tbody tr', { hasText: email });

test.describe('Administrators', () => {
  test('lists, adds, ends sessions, resets a password, blocks and unblocks an administrator', async ({
    page,
    browser,
  }) => {
    await openSignedIn(page, '/dashboard');
    await page.getByRole('menu', { name: 'Main menu' }).getByRole('menuitem', { name: 'Administrators' }).click();
    await expect(page).toHaveURL(/\/administrators$/);
    const me = rowOf(page, 'admin@labhub.pk');
    await expect(me).toContainText('You');
    await expect(me).toContainText('Active');
    // Your own block is disabled and says why (a pointer over it, keyboard focus or a tap shows the reason).
    const ownBlock = me.getByRole('button', { name: 'Block admin@labhub.pk' });
    await expect(ownBlock).toBeDisabled();
    await expect(ownBlock).toHaveAccessibleDescription('You cannot block yourself.');
    await me.locator('[data-disabled-reason]').first().hover();
    await expect(page.getByRole('tooltip')).toHaveText('You cannot block yourself.');

    // Add one: a weak password stays on its field with what was typed.
    const email = `second.admin.${Date.now()}@example.org`;
    await page.getByRole('button', { name: 'Add administrator' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an administrator' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Name').fill('Second Admin');
    await dialog.getByLabel('First password *', { exact: true }).fill('short1');
    await dialog.getByLabel('First password again').fill('short1');
    await dialog.getByRole('button', { name: 'Add administrator' }).click();
    await expect(dialog.getByText('The new password needs at least 12 characters')).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveValue(email);
    await dialog.getByLabel('First password *', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('First password again').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Add administrator' }).click();
    await expect(page.getByText('Administrator added')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = rowOf(page, email);
    await expect(row).toContainText('Second Admin');
    await expect(row).toContainText('Never');
    await expect(row.getByRole('button', { name: `End the sessions of ${email}` })).toBeDisabled();

    // They sign in elsewhere: one session, then ended from here.
    const elsewhere = await browser.newContext();
    const res = await elsewhere.request.post(`${test.info().project.use.baseURL}/api/auth/login/`, {
      data: { email, password: PASSWORD },
    });
    expect(res.status()).toBe(200);
    await page.reload();
    await expect(row.locator('td').nth(4)).toHaveText('1');
    await row.getByRole('button', { name: `End the sessions of ${email}` }).click();
    await page.getByRole('button', { name: 'Yes, end them' }).click();
    await expect(page.getByText('Sessions ended: 1')).toBeVisible();
    await expect(row.locator('td').nth(4)).toHaveText('0');

    // A password reset: typed twice.
    await row.getByRole('button', { name: `Reset the password of ${email}` }).click();
    const reset = page.getByRole('dialog', { name: `New password for ${email}` });
    await reset.getByLabel('New password *', { exact: true }).fill('Meadow9Compass71');
    await reset.getByLabel('New password again').fill('Meadow9Compass7');
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await expect(reset.getByText('The two new passwords differ')).toBeVisible();
    await reset.getByLabel('New password again').fill('Meadow9Compass71');
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Password reset. Sessions ended: 0')).toBeVisible();
    const signIn = await elsewhere.request.post(`${test.info().project.use.baseURL}/api/auth/login/`, {
      data: { email, password: 'Meadow9Compass71' },
    });
    expect(signIn.status()).toBe(200);
    await elsewhere.close();

    // Block, then unblock.
    await row.getByRole('button', { name: `Block ${email}` }).click();
    await expect(page.getByRole('dialog', { name: `Block ${email}?` })).toBeVisible();
    await page.getByRole('button', { name: 'Yes, block' }).click();
    await expect(page.getByText('Administrator blocked; their sessions have ended')).toBeVisible();
    await expect(row).toContainText('Blocked');
    const blocked = (await apiGet<Admin[]>(page, '/administrators')).find(a => a.email === email)!;
    expect(blocked).toMatchObject({ is_active: false, sessions: 0 });
    await row.getByRole('button', { name: `Unblock ${email}` }).click();
    await page.getByRole('button', { name: 'Yes, unblock' }).click();
    await expect(page.getByText('Administrator unblocked')).toBeVisible();
    await expect(row).toContainText('Active');
  });

  test('on a phone: cards with the actions, no sideways scroll, in German', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, '/dashboard');
    await page.evaluate(() => localStorage.setItem('RaStoreLabHub.locale', JSON.stringify('de')));
    await page.goto('/administrators');
    const card = page.getByTestId('record-card').filter({ hasText: 'admin@labhub.pk' });
    await expect(card).toContainText('Aktiv');
    await expect(card.getByRole('button', { name: 'admin@labhub.pk sperren' })).toBeDisabled();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });

  test('a lab user has no menu entry and is refused the screen, with no request made', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', request => {
      if (request.url().includes('/api/administrators')) requests.push(request.url());
    });
    await openSignedIn(page, '/editprofile', LAB);
    await expect(page.getByRole('menu', { name: 'Main menu' }).getByRole('menuitem').first()).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Administrators' })).toHaveCount(0);
    await page.goto('/administrators');
    await expect(page.getByText("You don't have access to this page")).toBeVisible();
    expect(requests).toEqual([]);
  });
});
