/** The lab lists' rows and search box, as the lab browser tests find them. */
import { expect, type Page } from '@playwright/test';

export const rows = (page: Page) => page.locator('tbody tr');

/** The rows whose name cell is exactly `name` (a search for "X" also finds "X - Branch"). */
export const rowsNamed = (page: Page, name: string) =>
  rows(page).filter({
    has: page.locator('td.column-name', {
      hasText: new RegExp(`^\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`),
    }),
  });

/** The name of the n-th row of the list on screen, once it has loaded. */
export async function rowName(page: Page, index = 0): Promise<string> {
  const cell = rows(page).nth(index).locator('td.column-name');
  await expect(cell).toBeVisible();
  return (await cell.innerText()).trim();
}

/** Types into the search box and waits until the list's filter carries it (the box is debounced). */
export async function search(page: Page, text: string) {
  await page.getByPlaceholder('Search', { exact: true }).fill(text);
  await page.waitForURL(url => decodeURIComponent(url.search).includes(`"q":${JSON.stringify(text)}`));
}
