/**
 * The global search palette (Ctrl+K, the top bar's box, the phone's icon), the keyboard shortcuts ("/", "?", Esc),
 * recently viewed records, and the detail pages' breadcrumbs.
 */
import { expect, type Page, test } from '@playwright/test';

import { apiGet, LAB, openSignedIn } from './helpers';

interface Hit {
  id: number;
  key: string;
  title: string;
  exact: boolean;
}
const search = (page: Page, q: string) =>
  apiGet<{ groups: { group: string; items: Hit[] }[] }>(page, `/search?${new URLSearchParams({ q })}`);

const palette = (page: Page) => page.getByRole('dialog', { name: 'Search everything' });

test('Ctrl+K opens the palette; typing, arrows and Enter open the chosen record; it is remembered', async ({
  page,
}) => {
  await openSignedIn(page, '/dashboard');
  await expect(page.getByRole('button', { name: /^Search/ })).toBeVisible();
  const staff = await apiGet<{ email: string; name: string; CNIC: string }[]>(page, '/profiles/getAllStaff');
  const member = staff[0];
  await page.keyboard.press('Control+k');
  const dialog = palette(page);
  await expect(dialog).toBeVisible();
  const box = dialog.getByRole('combobox', { name: 'Search everything' });
  await expect(box).toBeFocused();
  await expect(dialog).toContainText('The records you open appear here.');

  // An exact CNIC: the staff member first, marked exact.
  await box.fill(member.CNIC);
  const options = dialog.getByRole('option');
  await expect(options.first()).toContainText(member.name);
  await expect(options.first()).toContainText('Exact match');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/staffdetails/${encodeURIComponent(member.email)}$`));
  await expect(dialog).toBeHidden();

  // A name fragment: groups in order, arrows move the choice, Enter opens the second lab.
  const reply = await search(page, 'lab');
  const labs = reply.groups.find(g => g.group === 'labs')!.items;
  await page.keyboard.press('Control+k');
  await box.fill('lab');
  await expect(dialog.getByText('Labs', { exact: true })).toBeVisible();
  await expect(options.nth(1)).toContainText(labs[1].title);
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/lab-overview/${encodeURIComponent(labs[1].key)}$`));
  await expect(page.getByRole('heading', { name: labs[1].title }).first()).toBeVisible();

  // Before typing: the records just opened, newest first; Esc closes.
  await page.keyboard.press('Control+k');
  await expect(dialog.getByText('Recently viewed')).toBeVisible();
  await expect(options.nth(0)).toContainText(labs[1].title);
  await expect(options.nth(1)).toContainText(member.name);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // "Show more" pages the group in place.
  await page.getByRole('button', { name: /^Search/ }).click();
  await box.fill('lab');
  const before = await dialog.getByRole('option').count();
  await dialog.getByRole('option', { name: 'Show more' }).first().click();
  await expect.poll(() => dialog.getByRole('option').count()).toBeGreaterThan(before);
  await page.keyboard.press('Escape');

  // Nothing found, said so.
  await page.keyboard.press('Control+k');
  await box.fill('zzqxw');
  await expect(dialog.getByRole('status')).toHaveText('Nothing matches “zzqxw”.');
});

test('"/" goes to the list\'s search box, "?" lists the shortcuts, and neither fires while typing', async ({
  page,
}) => {
  await openSignedIn(page, '/stafflist');
  const listSearch = page.locator('main input[name="q"]');
  await expect(listSearch).toBeVisible();
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('/');
  await expect(listSearch).toBeFocused();
  await expect(listSearch).toHaveValue('');
  // Typing "?" and "/" in the box writes them.
  await page.keyboard.type('a/?');
  await expect(listSearch).toHaveValue('a/?');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await listSearch.fill('');
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('Shift+?');
  const panel = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(panel).toBeVisible();
  for (const text of ['Search everything', "Go to the list's search box", 'Show these shortcuts', 'Close a dialog'])
    await expect(panel).toContainText(text);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('every detail page has breadcrumbs that link back', async ({ page }) => {
  await openSignedIn(page, '/testslist');
  const tests = await apiGet<{ id: number; Title: string }[]>(page, '/Inventory/ViewTests');
  await page.goto(`/TestOverview/${tests[0].id}`);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(tests[0].Title);
  await crumbs.getByRole('link', { name: 'Test Inventory' }).click();
  await expect(page).toHaveURL(/\/testslist$/);

  const reply = await search(page, 'lab');
  const lab = reply.groups.find(g => g.group === 'labs')!.items[0];
  await page.goto(`/lab-overview/${encodeURIComponent(lab.key)}`);
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(lab.title);
  await crumbs.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const order = await apiGet<{ id: number }[]>(page, '/invoices?_start=0&_end=1');
  await page.goto(`/invoices-detail/${order[0].id}`);
  await crumbs.getByRole('link', { name: 'Invoices' }).click();
  await expect(page).toHaveURL(/\/invoices-list$/);
});

test("a lab user's palette finds its own lab only", async ({ page }) => {
  await openSignedIn(page, '/editprofile', LAB);
  await expect(page.getByRole('button', { name: /^Search/ })).toBeVisible();
  await page.keyboard.press('Control+k');
  const dialog = palette(page);
  await dialog.getByRole('combobox').fill('lab');
  const options = dialog.getByRole('option');
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText('LabHub Diagnostics');
});

for (const [language, name, words] of [
  ['en', 'English', 'Search labs, patients, orders, staff, tests…'],
  ['ru', 'Русский', 'Лаборатории, пациенты, заказы, сотрудники, анализы…'],
] as const) {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    test(`the palette at ${width}×${height} in ${name}`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await openSignedIn(page, '/dashboard');
      if (language !== 'en') {
        await page.evaluate(() => localStorage.setItem('RaStoreLabHub.locale', JSON.stringify('ru')));
        await page.reload();
      }
      // The phone has the icon, the wide screen the box; both open the palette.
      await page.getByRole('button', { name: language === 'en' ? /^Search/ : /^Поиск/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox').fill('lab');
      await expect(dialog.getByRole('combobox')).toHaveAttribute('placeholder', words);
      await expect(dialog.getByRole('option').first()).toBeVisible();
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(scroll).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/search-palette-${language}-${width}.png` });
    });
  }
}
