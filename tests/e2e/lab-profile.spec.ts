/** The lab user's profile: its details, logo and review replies. */
import { expect, test } from '@playwright/test';

import { LAB, openSignedIn } from './helpers';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test.describe('lab user profile', () => {
  test('edits its details: validation message keeps the value and saves nothing, then success', async ({ page }) => {
    await openSignedIn(page, '/editprofile', LAB);
    await expect(page.getByRole('heading', { name: 'Update Lab Details' })).toBeVisible();
    const contact = page.getByLabel('Contact Number');
    await contact.fill('');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Please Enter Your Contact')).toBeVisible();
    await contact.fill('12ab');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Please write a valid contact number e.g. 0300-1234567')).toBeVisible();
    await expect(contact).toHaveValue('12');
    await page.reload();
    await expect(page.getByLabel('Contact Number')).toHaveValue('0321-4856120');

    // The same mask as staff: typed digits get their dash, the caret stays mid-field, backspace crosses the dash.
    await contact.fill('');
    await contact.pressSequentially('03217654321');
    await expect(contact).toHaveValue('0321-7654321');
    await contact.evaluate((input: HTMLInputElement) => input.setSelectionRange(5, 5));
    for (const [key, value] of [
      ['Backspace', '0327-654321'],
      ['1', '0321-7654321'],
    ] as const) {
      await contact.press(key);
      await expect(contact).toHaveValue(value);
    }
    expect(await contact.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(4);
    await page.getByLabel('Address').fill('14 Main Boulevard, Gulberg III, Lahore');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Lab Updated Successfully')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Contact Number')).toHaveValue('0321-7654321');
    await expect(page.getByText('0321-7654321', { exact: true })).toBeVisible();

    // A rename shows in the top bar at once (and in the details), then the name is put back.
    const banner = page.getByRole('banner');
    await expect(banner.getByText('LabHub Diagnostics Lahore', { exact: true })).toBeVisible();
    await page.getByLabel('Username').fill('LabHub Diagnostics Gulberg');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Lab Updated Successfully')).toBeVisible();
    await expect(banner.getByText('LabHub Diagnostics Gulberg', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'LabHub Diagnostics Gulberg' })).toBeVisible();
    await page.getByLabel('Username').fill('LabHub Diagnostics Lahore');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(banner.getByText('LabHub Diagnostics Lahore', { exact: true })).toBeVisible();
  });

  test('uploads a PNG logo and sees it; an oversized file is refused', async ({ page }) => {
    await openSignedIn(page, '/editprofile', LAB);
    const input = page.getByTestId('logo-input');
    await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
    await expect(page.getByText('The logo must be at most 2 MB.')).toBeVisible();
    await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Image Uploaded Successfully')).toBeVisible();
    const logo = page.locator('img[src*="/api/profiles/logo/"]').first();
    await expect(logo).toBeVisible();
    // Shown as soon as it has a box; its pixels once decoded (a broken image stays at 0).
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  });

  test('a file that is not an image: the toast and the alert say why, in English and in German', async ({ page }) => {
    await openSignedIn(page, '/editprofile', LAB);
    const input = page.getByTestId('logo-input');
    // Named and typed as a PNG, so only the server (which reads the bytes) refuses it: 415.
    const notAnImage = { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('plain text, not a picture') };
    const refused = page.waitForResponse(
      r => r.request().method() === 'POST' && r.url().includes('/profiles/updateLabDetails/'),
    );
    await input.setInputFiles(notAnImage);
    expect((await refused).status()).toBe(415);
    await expect(page.getByText('Error Uploading Image: The logo must be a PNG, JPEG or WebP image.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Lab Logo' }).getByRole('alert')).toHaveText(
      'The logo must be a PNG, JPEG or WebP image.',
    );
    await page.evaluate(() => localStorage.setItem('RaStoreLabHub.locale', JSON.stringify('de')));
    await page.reload();
    await page.getByTestId('logo-input').setInputFiles(notAnImage);
    await expect(
      page.getByText('Fehler beim Hochladen des Bildes: Das Logo muss ein PNG-, JPEG- oder WebP-Bild sein.'),
    ).toBeVisible();
  });

  test('replies to a review at #reviews; each reply shows once', async ({ page }) => {
    await openSignedIn(page, '/editprofile#reviews', LAB);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    const articles = reviews.getByRole('article');
    await expect(articles.first()).toBeVisible();
    // An unanswered review has the reply box; once answered, the reply shows once, with 'Edit reply' to change it.
    const open = await articles.evaluateAll(list => list.findIndex(a => a.querySelector('textarea') !== null));
    expect(open).toBeGreaterThanOrEqual(0);
    const review = articles.nth(open);
    await review.getByLabel('Your reply').fill('Thank you for your feedback.');
    await review.getByRole('button', { name: 'Reply' }).click();
    await expect(page.getByText('Reply sent')).toBeVisible();
    await expect(review.getByText('Thank you for your feedback.', { exact: true })).toHaveCount(1);
    await expect(review.getByLabel('Your reply')).toHaveCount(0);
    await review.getByRole('button', { name: 'Edit reply' }).click();
    await expect(review.getByLabel('Your reply')).toHaveValue('Thank you for your feedback.');
    await review.getByLabel('Your reply').fill('Thank you, we have improved our timings.');
    await review.getByRole('button', { name: 'Reply' }).click();
    await expect(review.getByText('Thank you, we have improved our timings.', { exact: true })).toHaveCount(1);
    await expect(review.getByText('Thank you for your feedback.', { exact: true })).toHaveCount(0);
  });

  test('the details card: every value starts at one edge, in Russian, on a desktop and a phone', async ({ page }) => {
    await openSignedIn(page, '/editprofile', LAB);
    await page.evaluate(() => localStorage.setItem('RaStoreLabHub.locale', JSON.stringify('ru')));
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      const values = page.locator('dl dd');
      await expect(values).toHaveCount(3);
      const lefts = await values.evaluateAll(dds => dds.map(dd => Math.round(dd.getBoundingClientRect().left)));
      expect(new Set(lefts).size, `${width} px: values start at ${lefts.join(', ')}`).toBe(1);
    }
  });

  test('gets no admin menu', async ({ page }) => {
    await openSignedIn(page, '/dashboard', LAB);
    const nav = page.getByRole('menu', { name: 'Main menu' });
    await expect(nav.getByText('Profile')).toBeVisible();
    await expect(nav.getByText('Pending Verifications')).toHaveCount(0);
    await expect(nav.getByText('Blocked Labs')).toHaveCount(0);
  });

  test('an administrator opening /editprofile is sent to the labs list', async ({ page }) => {
    await openSignedIn(page, '/editprofile');
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'This account has no lab profile: profiles belong to lab users.' });
    await notice.getByRole('link', { name: 'Go to the labs list' }).click();
    await expect(page).toHaveURL(/\/labslist$/);
  });
});
