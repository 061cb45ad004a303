/**
 * Saved views and column choices follow the administrator: a named view (filter, sort) saved on a list and a column
 * hidden there are still there after signing out and signing in from a fresh browser (another device); a lab user
 * signing in on that browser does not get them.
 */
import { expect, test } from '@playwright/test';

import { apiCall, apiGet, signIn } from './helpers';

test('a saved view and a hidden column survive sign-out and a fresh browser', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  // A clean start: no view kept from an earlier run of this server.
  await apiCall(page, 'DELETE', '/preferences');
  await page.goto('/patientcomplaints');
  await expect(page.locator('thead')).toContainText('Patient');
  // Filter by a status, then save it under a name through the filter menu.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Pending' }).click();
  await expect(page).toHaveURL(/Pending/);
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitem', { name: 'Save current query...' }).click();
  await page.getByLabel('Query name').fill('Open complaints');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  // Hide the Patient column.
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menu').getByLabel('Patient').uncheck();
  await page.keyboard.press('Escape');
  await expect(page.locator('thead')).not.toContainText('Patient');
  await expect
    .poll(async () => Object.keys(await apiGet<Record<string, unknown>>(page, '/preferences')).sort())
    .toEqual(['complaints.datatable', 'complaints.savedQueries']);

  // Sign out: this browser forgets them.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter(k => /savedQueries|datatable/.test(k))))
    .toEqual([]);

  // Another device: a fresh browser context, signed in through the form.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const other = await context.newPage();
  await signIn(other);
  await other.goto('/patientcomplaints');
  await expect(other.locator('thead')).toContainText('Lab');
  await expect(other.locator('thead')).not.toContainText('Patient');
  await other.getByRole('button', { name: 'Add filter' }).click();
  await other.getByRole('menuitem', { name: 'Open complaints' }).click();
  await expect(other).toHaveURL(/Pending/);
  await context.close();
});
