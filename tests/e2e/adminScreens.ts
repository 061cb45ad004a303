/** What the test catalogue's and the staff's browser tests share: unique names, long texts, sign-in, confirmations. */
import { expect, type Page } from '@playwright/test';

import { openSignedIn } from './helpers';

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
export const text = (length: number) =>
  'Fasting for 10 to 12 hours is recommended before this blood test. '.repeat(3).slice(0, length);

/** Signs in as the administrator and opens `path`. */
export async function signInAt(page: Page, path: string) {
  await openSignedIn(page, path);
}

/** Each text is shown, exactly. */
export async function expectTexts(page: Page, texts: string[]) {
  for (const text of texts) await expect(page.getByText(text, { exact: true })).toBeVisible();
}

/** The SPEC §8 delete confirmation is open: confirm it. */
export async function confirmDelete(page: Page) {
  await expect(page.getByRole('dialog')).toContainText('You wont be able to revert this!');
  await page.getByRole('dialog').getByRole('button', { name: /^Yes/ }).click();
}
