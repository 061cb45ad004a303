/**
 * Undo for the reversible lab actions (block, unblock, one lab or the checked ones): the list changes at once, a toast
 * offers Undo, the call is sent only when the toast closes. A reload and the API prove what the server holds.
 */
import { expect, type Page, test } from '@playwright/test';

import { apiGet, openSignedIn } from './helpers';

type ApiLab = { email: string; name: string; is_active: boolean; history?: { action?: string }[] };

const rows = (page: Page) => page.locator('tbody tr');

/** The lab of the list's n-th row: its name and email (the row's View Details link opens /lab-overview/{email}). */
async function rowLab(page: Page, index: number) {
  const row = rows(page).nth(index);
  const name = (await row.locator('td.column-name').innerText()).trim();
  const href = (await row.getByRole('link', { name: 'View Details' }).getAttribute('href')) ?? '';
  return { name, email: decodeURIComponent(href.split('/').pop() ?? '') };
}

const lab = (page: Page, email: string) => apiGet<ApiLab>(page, `/profiles/getLabDetails/${encodeURIComponent(email)}`);

/** The toast's lifetime (src/layout/AppNotification.tsx) and a margin: after it, an undone call would have been sent. */
const TOAST_GONE_MS = 6500;

test.describe.configure({ mode: 'serial' });

test('Undo on a block leaves the lab as it was, on the screen and on the server', async ({ page }) => {
  await openSignedIn(page, '/verifiedlabs?page=2&perPage=10&sort=name&order=ASC');
  await expect(rows(page)).toHaveCount(10);
  const target = await rowLab(page, 3);
  const before = await lab(page, target.email);
  const block = page.getByRole('button', { name: `Block: ${target.name}`, exact: true });

  await block.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Blocking Lab...')).toBeVisible();
  await expect(block).toHaveCount(0); // gone from the verified list at once
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(block).toHaveCount(1);
  await expect(page.getByText('Blocking Lab...')).toHaveCount(0);

  await page.waitForTimeout(TOAST_GONE_MS);
  await expect(page.getByText('Lab Blocked Successfully')).toHaveCount(0);
  await page.reload();
  await expect(block).toHaveCount(1);
  const after = await lab(page, target.email);
  expect(after.is_active).toBe(true);
  expect(after.history).toEqual(before.history); // no "Lab blocked" written
});

test('letting the toast close blocks the lab; Undo on its unblock keeps it blocked', async ({ page }) => {
  await openSignedIn(page, '/verifiedlabs?page=2&perPage=10&sort=name&order=ASC');
  await expect(rows(page)).toHaveCount(10);
  const target = await rowLab(page, 4);
  await page.getByRole('button', { name: `Block: ${target.name}`, exact: true }).click();
  await expect(page.getByText('Blocking Lab...')).toBeVisible();
  // Sent only when the toast closes: nothing has changed on the server yet.
  expect((await lab(page, target.email)).is_active).toBe(true);
  await expect(page.getByText('Lab Blocked Successfully')).toBeVisible();
  expect((await lab(page, target.email)).is_active).toBe(false);

  await page.goto(`/blockedlabs?filter=${encodeURIComponent(JSON.stringify({ q: target.name }))}`);
  const unblock = page.getByRole('button', { name: `Unblock: ${target.name}`, exact: true });
  await unblock.click();
  await expect(unblock).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(unblock).toHaveCount(1);
  await page.waitForTimeout(TOAST_GONE_MS);
  await page.reload();
  await expect(unblock).toHaveCount(1);
  expect((await lab(page, target.email)).is_active).toBe(false);

  // Unblocked for good: the lab is back as the seed had it.
  await unblock.click();
  await expect(page.getByText('Lab unblocked Successfully')).toBeVisible();
  expect((await lab(page, target.email)).is_active).toBe(true);
});

test('bulk block with Undo: the checked labs come back and stay active', async ({ page }) => {
  await openSignedIn(page, '/verifiedlabs?page=3&perPage=10&sort=name&order=ASC');
  await expect(rows(page)).toHaveCount(10);
  const targets = [await rowLab(page, 0), await rowLab(page, 1)];
  for (let i = 0; i < 2; i++) await rows(page).nth(i).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText('Blocking 2 labs...', { exact: true })).toBeVisible();
  for (const { name } of targets)
    await expect(page.getByRole('button', { name: `Block: ${name}`, exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  for (const { name } of targets)
    await expect(page.getByRole('button', { name: `Block: ${name}`, exact: true })).toHaveCount(1);
  await page.waitForTimeout(TOAST_GONE_MS);
  await page.reload();
  for (const { name, email } of targets) {
    await expect(page.getByRole('button', { name: `Block: ${name}`, exact: true })).toHaveCount(1);
    expect((await lab(page, email)).is_active).toBe(true);
  }
});

test('the toast and its Undo are worded in every language, and Undo works in each', async ({ page }) => {
  const wording = {
    en: ['Blocking Lab...', 'Undo'],
    es: ['Bloqueando laboratorio...', 'Deshacer'],
    de: ['Labor wird gesperrt...', 'Rückgängig'],
    ru: ['Блокировка лаборатории...', 'Отменить'],
    it: ['Blocco del laboratorio...', 'Annulla'],
  };
  await openSignedIn(page, '/verifiedlabs');
  for (const [locale, [pending, undo]] of Object.entries(wording)) {
    await page.evaluate(value => localStorage.setItem('RaStoreLabHub.locale', JSON.stringify(value)), locale);
    await page.goto('/verifiedlabs?page=2&perPage=10&sort=name&order=ASC');
    await expect(rows(page)).toHaveCount(10);
    const row = rows(page).nth(5);
    const name = (await row.locator('td.column-name').innerText()).trim();
    // The row's first action is Block (then Delete), whatever its label in this language.
    await row.locator('td').last().getByRole('button').first().click();
    await expect(page.getByText(pending, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: undo, exact: true }).click();
    await expect(rows(page).filter({ hasText: name })).toHaveCount(1);
  }
});
