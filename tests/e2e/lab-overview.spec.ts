/** The lab overview: details, map, certificates, reviews, history, and its actions. */
import { readFileSync } from 'node:fs';

import { expect, test } from '@playwright/test';

import { LAB, openSignedIn, startSession } from './helpers';
import { rowName, rows, rowsNamed, search } from './labRows';

test.describe('lab overview', () => {
  test('details, map with marker (offline placeholder), certificates with download links, reviews', async ({
    page,
  }) => {
    await openSignedIn(page, '/labslist');
    await search(page, 'LabHub Diagnostics');
    await rows(page)
      .filter({ hasText: 'LabHub Diagnostics Lahore' })
      .getByRole('link', { name: 'View Details' })
      .click();
    await expect(page).toHaveURL(/\/lab-overview\/lab%40labhub\.pk$|\/lab-overview\/lab@labhub\.pk$/);
    await expect(page.getByRole('heading', { name: 'LabHub Diagnostics Lahore' })).toBeVisible();
    for (const text of ['lab@labhub.pk', '042-35761234', 'PHC-LHR-2021-04567'])
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    const map = page.getByRole('region', { name: 'Map of the lab location' });
    await expect(map.locator('.leaflet-container')).toBeVisible();
    await expect(map.locator('.leaflet-marker-icon')).toBeVisible();
    await expect(map.getByText('Map tiles unavailable offline')).toBeVisible({ timeout: 20_000 });
    await expect(map.getByText('Coordinates: 31.51472, 74.34305')).toBeVisible();
    const certificates = page.getByRole('region', { name: 'E-QA Certificates' });
    // Downloaded with the bearer header (fetch + blob): no token in any URL.
    const buttons = certificates.getByRole('button', { name: /Download/ });
    await expect(buttons).toHaveCount(3);
    const urls: string[] = [];
    page.on('request', r => urls.push(r.url()));
    const [download] = await Promise.all([page.waitForEvent('download'), buttons.first().click()]);
    expect(download.suggestedFilename()).toMatch(/^eqa-certificate-\d+\.pdf$/);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 8).toString()).toBe('%PDF-1.4');
    expect(urls.some(u => /token=/.test(u))).toBe(false);
    await expect(page.getByRole('region', { name: 'Reviews' }).getByRole('article')).toHaveCount(5);
  });

  test('an administrator sees a throttled lab account on its overview and unlocks its sign-in', async ({ page }) => {
    // Five wrong passwords for the lab user lock its sign-in (from this address).
    for (let i = 0; i < 5; i++)
      expect(
        (await page.request.post('/api/auth/login/', { data: { email: LAB.email, password: `wrong-${i}` } })).status(),
      ).toBe(401);
    expect((await page.request.post('/api/auth/login/', { data: LAB })).status()).toBe(429);
    await openSignedIn(page, '/lab-overview/lab@labhub.pk');
    const alert = page.getByRole('alert').filter({ hasText: 'Failed sign-ins in the last 15 minutes: 5' });
    await expect(alert).toContainText('Sign-in is locked for this account.');
    // The alert stays inside the details card, clear of the next card's heading, on a desktop and on a phone.
    for (const size of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await page.reload();
      await expect(alert.getByRole('button', { name: 'Unlock sign-in' })).toBeVisible();
      const [box, card, eqa] = await Promise.all([
        alert.boundingBox(),
        alert.locator('xpath=ancestor::div[contains(@class, "MuiCard-root")][1]').boundingBox(),
        page.getByRole('heading', { name: 'E-QA Certificates' }).boundingBox(),
      ]);
      expect(box!.y + box!.height).toBeLessThanOrEqual(card!.y + card!.height);
      expect(box!.x + box!.width).toBeLessThanOrEqual(card!.x + card!.width + 0.5);
      if (eqa!.y > card!.y) expect(box!.y + box!.height).toBeLessThan(eqa!.y);
    }
    await alert.getByRole('button', { name: 'Unlock sign-in' }).click();
    await expect(page.getByText('Sign-in unlocked')).toBeVisible();
    await expect(alert).toHaveCount(0);
    expect((await page.request.post('/api/auth/login/', { data: LAB })).status()).toBe(200);
  });

  test('a failed load shows the error with Retry, not "Lab not found"; Retry shows the lab', async ({ page }) => {
    await startSession(page);
    let fail = true;
    await page.route('**/api/profiles/getLabDetails/**', route =>
      fail
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ detail: 'Database is restarting' }),
          })
        : route.continue(),
    );
    await page.goto('/lab-overview/lab@labhub.pk');
    const alert = page.getByRole('alert').filter({ hasText: 'The data could not be loaded. (Database is restarting)' });
    await expect(alert).toBeVisible();
    await expect(page.getByText('Lab not found')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to the list' })).toBeVisible();
    fail = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'LabHub Diagnostics Lahore' })).toBeVisible();
  });

  test('by numeric id, and the reviews empty state', async ({ page }) => {
    await openSignedIn(page, '/pendingverifications');
    const name = await rowName(page);
    await rows(page).first().getByRole('link', { name: 'View Details' }).click();
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByText('No Reviews Found')).toBeVisible();
    await expect(page.getByText('This service has no reviews yet')).toBeVisible();
    await page.goto('/lab-overview/1');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByText('Lab not found')).toHaveCount(0);
  });
});

test.describe('lab overview actions', () => {
  test('a pending lab is verified (confirmed), blocked and unblocked (undoable) on its page, with toasts; Back returns to the list', async ({
    page,
  }) => {
    await openSignedIn(page, '/pendingverifications');
    // The second row: the list tests take the first ones, the keyboard test the last.
    const name = await rowName(page, 1);
    await rows(page).nth(1).getByRole('link', { name: 'View Details' }).click();
    await expect(page.getByRole('heading', { name })).toBeVisible();
    const actions = page.getByRole('group', { name: 'Lab actions' });
    await expect(actions.getByRole('button')).toHaveText(['Verify', 'Delete']);

    await actions.getByRole('button', { name: `Verify: ${name}` }).click();
    await expect(page.getByRole('dialog')).toContainText('You wont be able to revert this!');
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, Verify Lab' }).click();
    await expect(page.getByText('Lab verified Successfully')).toBeVisible();
    await expect(actions.getByRole('button')).toHaveText(['Block', 'Delete']);

    // Block and unblock apply on the page at once, with Undo; the call follows when the toast closes.
    await actions.getByRole('button', { name: `Block: ${name}` }).click();
    await expect(actions.getByRole('button')).toHaveText(['Unblock', 'Delete']);
    await expect(page.getByText('Lab Blocked Successfully')).toBeVisible();
    await expect(actions.getByRole('button')).toHaveText(['Unblock', 'Delete']);

    await actions.getByRole('button', { name: `Unblock: ${name}` }).click();
    await expect(page.getByText('Lab unblocked Successfully')).toBeVisible();
    await expect(actions.getByRole('button')).toHaveText(['Block', 'Delete']);
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByText('Lab verified by admin@labhub.pk', { exact: true })).toBeVisible();
    await expect(history.getByText('Lab unblocked by admin@labhub.pk', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Back to the list' }).click();
    await expect(page).toHaveURL(/\/pendingverifications$/);
  });

  test('deleting a lab from its page goes back to the list; opened directly, Back goes to the list of its state', async ({
    page,
  }) => {
    await openSignedIn(page, '/pendingverifications');
    const name = await rowName(page, 2);
    const href = await rows(page).nth(2).getByRole('link', { name: 'View Details' }).getAttribute('href');
    await page.goto(href!);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await page
      .getByRole('group', { name: 'Lab actions' })
      .getByRole('button', { name: `Delete: ${name}` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, Delete/Reject it!' }).click();
    await expect(page.getByText('Lab Rejected Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/pendingverifications$/);
    await expect(rowsNamed(page, name)).toHaveCount(0);
  });
});
