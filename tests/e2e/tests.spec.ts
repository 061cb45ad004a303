/** The test catalogue screens against the real server (SPEC §2 Tests, §5, §8, §9). */
import { expect, type Page, test } from '@playwright/test';

import { EMPTY_TEST_FORM_MESSAGES } from '../specWording';
import { confirmDelete, expectTexts, signInAt, text, unique } from './adminScreens';
import { apiGet, fillTestForm, startSession } from './helpers';

async function createTest(page: Page, title: string) {
  await page.goto('/createtest');
  await fillTestForm(page, title, text(100));
  await page.getByRole('button', { name: 'Create Test' }).click();
  await expect(page).toHaveURL(/\/testslist$/);
}

async function searchTests(page: Page, q: string) {
  await page.getByPlaceholder('Search', { exact: true }).fill(q);
  await expect(page.getByRole('row')).toHaveCount(2);
}

test.describe('Test Inventory', () => {
  test('lists 10 tests per page sorted by Title, with search and the create button', async ({ page }) => {
    await signInAt(page, '/testslist');
    await expect(page.getByRole('heading', { name: 'Test Inventory' })).toBeVisible();
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(10);
    const titles = await page.locator('tbody tr td:nth-child(2)').allInnerTexts();
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    await expect(page.getByRole('columnheader', { name: /title/i })).toBeVisible();
    await page.getByRole('link', { name: 'Create Test' }).click();
    await expect(page).toHaveURL(/\/createtest$/);
  });

  test('create: 99 characters are refused with the message and the values kept, 100 are accepted', async ({ page }) => {
    const title = `E2E Test ${unique()}`;
    await signInAt(page, '/createtest');
    await fillTestForm(page, title, text(99));
    await expect(page.getByText('99 / 100')).toBeVisible();
    await page.getByRole('button', { name: 'Create Test' }).click();
    await expect(page.getByText('Description must be at least 100 characters')).toBeVisible();
    await expect(page).toHaveURL(/\/createtest$/);
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByLabel('Description')).toHaveValue(text(99));
    await expect(page.getByLabel('Upper Price Limit')).toHaveValue('2500');

    await page.getByLabel('Description').fill(text(100));
    await expect(page.getByText('100 / 100')).toBeVisible();
    await expect(page.getByText('Description must be at least 100 characters')).toHaveCount(0);
    await page.getByRole('button', { name: 'Create Test' }).click();
    await expect(page.getByText('Test Created Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/testslist$/);
    await searchTests(page, title);
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  });

  test('create: every required message, and lower ≤ upper', async ({ page }) => {
    await signInAt(page, '/createtest');
    await page.getByRole('button', { name: 'Create Test' }).click();
    await expectTexts(page, EMPTY_TEST_FORM_MESSAGES);
    await page.getByLabel('Lower Price Limit').fill('3000');
    await page.getByLabel('Upper Price Limit').fill('2000');
    await expect(page.getByText('UpperPriceLimit must not be less than LowerPriceLimit')).toBeVisible();
    // Fixing Lower clears the message on Upper (cross-field revalidation), and breaking it again brings it back.
    await page.getByLabel('Lower Price Limit').fill('1500');
    await expect(page.getByText('UpperPriceLimit must not be less than LowerPriceLimit')).toHaveCount(0);
    await page.getByLabel('Lower Price Limit').fill('2500');
    await expect(page.getByText('UpperPriceLimit must not be less than LowerPriceLimit')).toBeVisible();
  });

  test('create: 12.5 is refused with a message, not saved as 13; a duplicate title is refused on the field', async ({
    page,
  }) => {
    const title = `E2E Price ${unique()}`;
    await signInAt(page, '/createtest');
    await fillTestForm(page, title, text(100));
    await page.getByLabel('Lower Price Limit').fill('12.5');
    await page.getByRole('button', { name: 'Create Test' }).click();
    await expect(page.getByText('Prices are whole rupees: enter a number without decimals')).toBeVisible();
    await expect(page).toHaveURL(/\/createtest$/);
    await expect(page.getByLabel('Lower Price Limit')).toHaveValue('12.5');
    await page.getByLabel('Lower Price Limit').fill('12');
    await expect(page.getByText('Prices are whole rupees: enter a number without decimals')).toHaveCount(0);
    await page.getByRole('button', { name: 'Create Test' }).click();
    await expect(page).toHaveURL(/\/testslist$/);
    const [saved] = await apiGet<{ Title: string; LowerPriceLimit: number }[]>(
      page,
      `/Inventory/ViewTests?q=${encodeURIComponent(title)}`,
    );
    expect(saved).toMatchObject({ Title: title, LowerPriceLimit: 12 });

    // The same title again, in another case: the server's 409 lands on the Title field, the values stay.
    await page.goto('/createtest');
    await fillTestForm(page, title.toUpperCase(), text(100));
    await page.getByRole('button', { name: 'Create Test' }).click();
    await expect(page.getByText('A test with this title already exists', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/createtest$/);
    await expect(page.getByLabel('Title')).toHaveValue(title.toUpperCase());
  });

  test('create: Cancel returns to the list with the toast', async ({ page }) => {
    await signInAt(page, '/createtest');
    await page.getByLabel('Title').fill('Not kept');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Test Creation Cancelled')).toBeVisible();
    await expect(page).toHaveURL(/\/testslist$/);
  });

  test('edit in the modal, then open the detail page', async ({ page }) => {
    const title = `E2E Edit ${unique()}`;
    await startSession(page);
    await createTest(page, title);
    await searchTests(page, title);
    await page.getByRole('button', { name: `Edit test ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Test' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Title')).toHaveValue(title);
    await dialog.getByLabel('Title').fill('');
    await dialog.getByLabel('Average Duration').focus();
    await expect(dialog.getByText('Please Enter Your Test Title')).toBeVisible();
    await dialog.getByLabel('Title').fill(`${title} v2`);
    await dialog.getByLabel('Upper Price Limit').fill('4000');
    await dialog.getByRole('button', { name: 'Update Test' }).click();
    await expect(page.getByText('Test Updated Successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: `${title} v2`, exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`${title} v2`) })).toContainText('4,000');

    await page.getByRole('link', { name: `${title} v2`, exact: true }).click();
    await expect(page).toHaveURL(/\/TestOverview\/\d+$/);
    await expect(page.getByRole('heading', { name: `${title} v2` })).toBeVisible();
    await expect(page.getByText('PKR 1,000 - 4,000')).toBeVisible();
    await expect(page.getByText('Fasting 12 hours')).toBeVisible();
  });

  test('a row click opens the edit modal too', async ({ page }) => {
    await signInAt(page, '/testslist');
    await page.locator('tbody tr').first().locator('td').nth(3).click();
    await expect(page.getByRole('dialog', { name: 'Edit Test' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Test' })).toBeHidden();
  });

  test('delete with the confirmation', async ({ page }) => {
    const title = `E2E Delete ${unique()}`;
    await startSession(page);
    await createTest(page, title);
    await searchTests(page, title);
    await page.getByRole('button', { name: `Delete test ${title}` }).click();
    await expect(page.getByRole('dialog')).toContainText('Are you sure?');
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Yes, delete it!' })).toBeVisible();
    await confirmDelete(page);
    await expect(page.getByText('Test Deleted Successfully')).toBeVisible();
    await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);
  });

  test('bulk delete of selected rows with the confirmation', async ({ page }) => {
    const tag = unique();
    await startSession(page);
    await createTest(page, `E2E Bulk ${tag} A`);
    await createTest(page, `E2E Bulk ${tag} B`);
    await page.getByPlaceholder('Search', { exact: true }).fill(`E2E Bulk ${tag}`);
    await expect(page.locator('tbody tr')).toHaveCount(2);
    await page.getByRole('checkbox', { name: /select all/i }).check();
    await page.locator('[data-test="bulk-actions-toolbar"]').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('button', { name: 'Yes, delete it!' })).toBeVisible();
    await confirmDelete(page);
    await expect(page.getByText('Test Deleted Successfully')).toBeVisible();
    await expect(page.getByText('No Tests found using the current filters.')).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(0);
  });
});
