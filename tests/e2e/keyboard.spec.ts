/**
 * The flows of the browser tests done again with the keyboard only — Tab to reach a control, Enter or
 * Space to use it, typing into the focused field — so every action an administrator or a lab user takes with the
 * mouse is reachable and operable without one. (Sign-in, the menu and test creation: a11y.spec.ts; the notification
 * dropdown: notifications.spec.ts.) Only the sign-in helper and the assertions use the mouse-free Playwright API
 * directly; no click() happens here.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';

import { apiGet, LAB, openSignedIn, startSession } from './helpers';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus; fails when it is not reachable. The locator is
 * resolved once and its element asked after each key (resolved again only when React replaced it): resolving a role
 * locator after each of up to 120 keys took most of a keyboard test's minute under load.
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}) {
  await expect(target).toBeVisible();
  let element = await target.elementHandle();
  for (let i = 0; i < max; i++) {
    const state = await element.evaluate(el =>
      !el.isConnected
        ? 'replaced'
        : el === document.activeElement || el.contains(document.activeElement)
          ? 'focused'
          : 'not yet',
    );
    if (state === 'focused') return;
    if (state === 'replaced') {
      element = await target.elementHandle();
      continue;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`not reachable with ${back ? 'Shift+Tab' : 'Tab'}: ${target.toString()}`);
}

/** Tab to a control and press Enter on it. */
async function activate(page: Page, target: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** Tab to a field, select what it holds and type over it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

test('labs: search, sort by a header and page with the keyboard, then verify, block and unblock with confirmations', async ({
  page,
}) => {
  await openSignedIn(page, '/pendingverifications');
  // The last row of the first page: the other lab tests take the first rows.
  await expect(page.locator('tbody tr td.column-name').first()).toBeVisible();
  const name = (await page.locator('tbody tr td.column-name').last().innerText()).trim();
  await activate(page, page.getByRole('button', { name: `Verify: ${name}`, exact: true }));
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure? You wont be able to revert this!')).toBeVisible();
  await activate(page, dialog.getByRole('button', { name: 'Yes, Verify Lab' }));
  await expect(page.getByText('Lab verified Successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: `Verify: ${name}`, exact: true })).toHaveCount(0);

  // Verified labs: sort by the Name header (descending), next page, then search the lab just verified.
  await page.goto('/verifiedlabs');
  await expect(page.locator('tbody tr td.column-name').first()).toBeVisible();
  const ascendingFirst = (await page.locator('tbody tr td.column-name').first().innerText()).trim();
  await activate(page, page.locator('thead th').filter({ hasText: /^Lab$/ }).getByRole('button'));
  await page.waitForURL(url => decodeURIComponent(url.search).includes('order=DESC'));
  await expect(page.locator('tbody tr td.column-name').first()).not.toHaveText(ascendingFirst);
  const names = await page.locator('tbody tr td.column-name').allInnerTexts();
  expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));
  await activate(page, page.getByRole('button', { name: 'Go to next page' }));
  await page.waitForURL(url => url.search.includes('page=2'));
  await typeInto(page, page.getByPlaceholder('Search', { exact: true }), name);
  await page.waitForURL(url => decodeURIComponent(url.search).includes(`"q":${JSON.stringify(name)}`));
  await expect(page.getByRole('button', { name: `Block: ${name}`, exact: true })).toHaveCount(1);

  // Block and unblock ask nothing: they apply when their toast (with Undo) closes.
  await activate(page, page.getByRole('button', { name: `Block: ${name}`, exact: true }));
  await expect(page.getByText('Lab Blocked Successfully')).toBeVisible();

  await page.goto('/blockedlabs');
  await typeInto(page, page.getByPlaceholder('Search', { exact: true }), name);
  await activate(page, page.getByRole('button', { name: `Unblock: ${name}`, exact: true }));
  await expect(page.getByText('Lab unblocked Successfully')).toBeVisible();
});

test('lists: every control Tab reaches on the way to the rows can be seen where it is', async ({ page }) => {
  // A focused control that hit-testing at its own centre does not find is hidden (clipped by a folded parent,
  // covered): the bulk-action bar's Unselect, while nothing is selected, was one.
  for (const path of ['/verifiedlabs', '/testslist', '/stafflist']) {
    await openSignedIn(page, path);
    const firstRow = page.getByRole('checkbox', { name: 'Select this row' }).first();
    await expect(firstRow).toBeVisible();
    await page.getByRole('button', { name: 'Export' }).focus();
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        const seen = box.width > 0 && box.height > 0 && !!hit && (el === hit || el.contains(hit) || hit.contains(el));
        return { seen, name: el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? el.tagName };
      });
      expect(focused.seen, `${path}: "${focused.name}" has the focus but cannot be seen`).toBe(true);
      if (await firstRow.evaluate(el => el === document.activeElement)) break;
    }
    await expect(firstRow).toBeFocused();
    // With a row selected, the bar opens above the table and Unselect is reachable again.
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Unselect' })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Unselect' }), { back: true });
    await page.keyboard.press('Enter');
    await expect(firstRow).not.toBeChecked();
  }
});

test('payables: Update Status by keyboard, the empty value refused, then saved', async ({ page }) => {
  await openSignedIn(page, '/accountspayable');
  const first = page.locator('tbody tr').first();
  await expect(first).toBeVisible();
  await activate(page, first.getByRole('button', { name: /Update status of order/ }));
  const dialog = page.getByRole('dialog');
  const status = dialog.getByLabel('Status');
  await typeInto(page, status, ' ');
  await page.keyboard.press('Backspace');
  await activate(page, dialog.getByRole('button', { name: 'Update' }));
  await expect(dialog.getByText('Please enter a status')).toBeVisible();
  const value = `Paid by keyboard ${unique()}`;
  await typeInto(page, status, value);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Payment status updated successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('tbody tr').first()).toContainText(value);
});

test('complaints: open one, write the response and save it by keyboard', async ({ page }) => {
  await openSignedIn(page, '/patientcomplaints');
  const view = page
    .locator('tbody tr')
    .first()
    .getByRole('button', { name: /View complaint/ });
  await expect(view).toBeVisible();
  const id = (await view.getAttribute('aria-label'))!.replace(/\D/g, '');
  await activate(page, view);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Complaint #${id}`)).toBeVisible();
  const response = `Answered by keyboard ${unique()}`;
  await typeInto(page, dialog.getByLabel('Your Response'), response);
  await activate(page, dialog.getByRole('button', { name: 'Save Response' }));
  await expect(page.getByText('Response saved')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await activate(page, page.getByRole('button', { name: `View complaint ${id}`, exact: true }));
  await expect(page.getByRole('dialog').locator('.MuiTypography-root', { hasText: response })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('financial aid: open a pending request from the list and approve it by keyboard', async ({ page }) => {
  await startSession(page);
  const [aid] = await apiGet<{ id: number; patient_name: string }[]>(
    page,
    '/Finance/approvedFAs?Status=Pending%20Response&_sort=id&_order=DESC&_start=0&_end=1',
  );
  expect(aid).toBeTruthy();
  await page.goto('/financialaid');
  // The tab list is one tab stop (the selected tab); the arrow keys move between tabs and Enter selects.
  await tabTo(page, page.getByRole('tab', { name: 'Approved', exact: true }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Pending Response' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Pending Response' })).toHaveAttribute('aria-selected', 'true');
  await typeInto(page, page.getByPlaceholder('Search', { exact: true }), aid.patient_name);
  // The search has applied (its rows are the API's for it) before a link is followed: a search still waiting for its
  // pause would take the list back to its filtered address.
  const found = await apiGet<unknown[]>(
    page,
    `/Finance/approvedFAs?Status=Pending%20Response&q=${encodeURIComponent(aid.patient_name)}&_start=0&_end=10`,
  );
  await expect(page.locator('a[href*="/financialaiddetails/"]')).toHaveCount(found.length);
  await activate(page, page.locator(`a[href$="/financialaiddetails/${aid.id}"]`));
  await expect(page).toHaveURL(new RegExp(`/financialaiddetails/${aid.id}$`));
  await activate(page, page.getByRole('button', { name: 'Approve' }));
  await activate(page, page.getByRole('dialog').getByRole('button', { name: 'Yes, Approve' }));
  await expect(page.getByText('Financial Aid Approved Successfully')).toBeVisible();
  await expect(page.locator('[data-status="success"]', { hasText: 'Approved' })).toBeVisible();
});

test('staff: register a member from the list by keyboard, then delete them with the confirmation', async ({ page }) => {
  await openSignedIn(page, '/stafflist');
  await activate(page, page.getByRole('link', { name: 'Register Staff' }));
  await expect(page).toHaveURL(/\/registerstaff$/);
  const tag = unique();
  const name = `Keyboard Staff ${tag}`;
  // Text boxes by role: while the list gives way to the form, its column chooser's switches are named Name and Email too.
  await typeInto(page, page.getByRole('textbox', { name: 'Name', exact: true }), name);
  await typeInto(page, page.getByRole('textbox', { name: 'Email', exact: true }), `kb-${tag}@labhub.pk`);
  await typeInto(page, page.getByLabel('Password *', { exact: true }), 'Staff1234');
  await typeInto(page, page.getByLabel('Contact Number'), '03001234567');
  await typeInto(page, page.getByLabel('CNIC'), '3520212345671');
  await page.keyboard.press('Enter');
  // The save hashes a password: on a loaded machine give it longer, and when it does not go back to the list say what
  // the form shows (a CI run once stayed on /registerstaff without telling why).
  await expect(page)
    .toHaveURL(/\/stafflist$/, { timeout: 20_000 })
    .catch(async (error: Error) => {
      const shown = (await page.locator('form, [role="alert"]').allInnerTexts()).join(' | ');
      throw new Error(`${error.message}\nThe form and alerts show: ${shown.replace(/\s+/g, ' ').slice(0, 800)}`);
    });
  await typeInto(page, page.getByPlaceholder('Search', { exact: true }), name);
  await expect(page.locator('tbody tr').filter({ hasText: name })).toHaveCount(1);
  await activate(page, page.getByRole('button', { name: `Delete staff member ${name}` }));
  await activate(page, page.getByRole('dialog').getByRole('button', { name: 'Yes, delete it!' }));
  await expect(page.getByText('Staff Deleted')).toBeVisible();
  await expect(page.locator('tbody tr').filter({ hasText: name })).toHaveCount(0);
});

test('lab user: reply to a review on the profile by keyboard', async ({ page }) => {
  await openSignedIn(page, '/editprofile#reviews', LAB);
  const articles = page.getByRole('region', { name: 'Reviews' }).getByRole('article');
  await expect(articles.first()).toBeVisible();
  // The first answered review: its reply is changed through 'Edit reply'.
  const answered = await articles.evaluateAll(list => list.findIndex(a => a.querySelector('textarea') === null));
  expect(answered).toBeGreaterThanOrEqual(0);
  const article = articles.nth(answered);
  const reply = `Thank you, answered by keyboard ${unique()}`;
  await activate(page, article.getByRole('button', { name: 'Edit reply' }));
  await typeInto(page, article.getByLabel('Your reply'), reply);
  await activate(page, article.getByRole('button', { name: 'Reply' }));
  await expect(page.getByText('Reply sent')).toBeVisible();
  await expect(article.getByText(reply, { exact: true })).toHaveCount(1);
});
