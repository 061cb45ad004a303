/** The lab lifecycle (verify, reject, block, unblock, bulk), the lab overview and the lab user's profile. */
import { readFileSync } from 'node:fs';

import { expect, type Page, test } from '@playwright/test';

import { apiGet, LAB, openSignedIn, startSession } from './helpers';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const rows = (page: Page) => page.locator('tbody tr');

/** The rows whose name cell is exactly `name` (a search for "X" also finds "X - Branch"). */
const rowsNamed = (page: Page, name: string) =>
  rows(page).filter({
    has: page.locator('td.column-name', {
      hasText: new RegExp(`^\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`),
    }),
  });

/** The name of the n-th row of the list on screen, once it has loaded. */
async function rowName(page: Page, index = 0): Promise<string> {
  const cell = rows(page).nth(index).locator('td.column-name');
  await expect(cell).toBeVisible();
  return (await cell.innerText()).trim();
}

/** Types into the search box and waits until the list's filter carries it (the box is debounced). */
async function search(page: Page, text: string) {
  await page.getByPlaceholder('Search', { exact: true }).fill(text);
  await page.waitForURL(url => decodeURIComponent(url.search).includes(`"q":${JSON.stringify(text)}`));
}

/**
 * A row action on the lab `name`: its button, then SPEC's confirmation (whose `warning` is checked when given) for
 * verify and delete, or for block and unblock the toast with Undo (`pending`), the lab leaving the list at once; then
 * the success toast, and the lab has left the list (its button is gone).
 */
async function rowAction(
  page: Page,
  name: string,
  action: { label: string; confirm?: string; pending?: string; toast: string; warning?: string },
) {
  const button = page.getByRole('button', { name: `${action.label}: ${name}`, exact: true });
  await button.click();
  if (action.confirm) {
    const dialog = page.getByRole('dialog');
    if (action.warning) await expect(dialog.getByText(action.warning)).toBeVisible();
    await dialog.getByRole('button', { name: action.confirm }).click();
  } else {
    await expect(page.getByText(action.pending!)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
    await expect(button).toHaveCount(0);
  }
  await expect(page.getByText(action.toast)).toBeVisible();
  await expect(button).toHaveCount(0);
}

/** Opens the list `from`, runs `action` on its first lab, then searches the list `to` for that lab; returns its name. */
async function actOnFirstLab(
  page: Page,
  from: string,
  action: Parameters<typeof rowAction>[2],
  to: string,
): Promise<string> {
  await page.goto(from);
  const name = await rowName(page);
  await rowAction(page, name, action);
  await page.goto(to);
  await search(page, name);
  return name;
}

const VERIFY = {
  label: 'Verify',
  confirm: 'Yes, Verify Lab',
  toast: 'Lab verified Successfully',
  warning: 'Are you sure? You wont be able to revert this!',
};
const REJECT = { label: 'Delete', confirm: 'Yes, Delete/Reject it!', toast: 'Lab Rejected Successfully' };
const BLOCK = { label: 'Block', pending: 'Blocking Lab...', toast: 'Lab Blocked Successfully' };
const UNBLOCK = { label: 'Unblock', pending: 'Unblocking Lab...', toast: 'Lab unblocked Successfully' };

test.describe('lab lists', () => {
  test('the lists show SPEC columns, 10 rows per page, name ascending, with real pagination', async ({ page }) => {
    await openSignedIn(page, '/labslist');
    await expect(page.getByRole('heading', { name: 'Labs', exact: true })).toBeVisible();
    for (const header of ['Logo', 'Lab', 'Creation Date', 'Inspection status', 'Contact Number', 'View Details']) {
      await expect(page.locator('thead th').filter({ hasText: new RegExp(`^${header}$`) })).toHaveCount(1);
    }
    await expect(rows(page)).toHaveCount(10);
    const names = await page.locator('tbody td.column-name').allInnerTexts();
    expect([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toEqual(names);
    await expect(page.getByText(/1-10 of \d+/)).toBeVisible();
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect(page.getByText(/11-20 of \d+/)).toBeVisible();
    // Real contact numbers, no placeholder.
    const contacts = await page.locator('tbody td.column-contact_number').allInnerTexts();
    expect(new Set(contacts).size).toBeGreaterThan(1);
    await page.goto('/blockedlabs');
    await expect(page.getByRole('heading', { name: 'Blocked Labs' })).toBeVisible();
    await expect(rows(page).first().getByText('Blocked')).toBeVisible();
  });

  test('sorting by a column header reverses the order and pages on the server', async ({ page }) => {
    await openSignedIn(page, '/verifiedlabs');
    await expect(rows(page)).toHaveCount(10);
    const ascending = await page.locator('tbody td.column-name').allInnerTexts();
    await page.locator('thead th').filter({ hasText: /^Lab$/ }).getByRole('button').click();
    await page.waitForURL(url => decodeURIComponent(url.search).includes('order=DESC'));
    await expect(rows(page).first().locator('td.column-name')).not.toHaveText(ascending[0]);
    const descending = await page.locator('tbody td.column-name').allInnerTexts();
    expect([...descending].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' }))).toEqual(descending);
    expect(descending).not.toContain(ascending[0]);
  });

  test('search finds a lab by name', async ({ page }) => {
    await openSignedIn(page, '/labslist');
    await search(page, 'LabHub Diagnostics');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('LabHub Diagnostics Lahore');
  });
});

test.describe('lab lifecycle', () => {
  test('verify a pending lab: confirmation, toast, it leaves Pending and appears in Verified', async ({ page }) => {
    await startSession(page);
    const name = await actOnFirstLab(page, '/pendingverifications', VERIFY, '/verifiedlabs');
    await expect(rowsNamed(page, name)).toHaveCount(1);
  });

  test('reject (delete) a pending lab: it is gone', async ({ page }) => {
    await startSession(page);
    await actOnFirstLab(page, '/pendingverifications', REJECT, '/labslist');
    await expect(page.getByText('No results found').or(page.getByText('No labs found'))).toBeVisible();
  });

  test('block from Verified → appears in Blocked; unblock it again', async ({ page }) => {
    await startSession(page);
    const name = await actOnFirstLab(page, '/verifiedlabs', BLOCK, '/blockedlabs');
    await expect(rowsNamed(page, name)).toHaveCount(1);
    await rowAction(page, name, UNBLOCK);

    // The overview's history shows who did it.
    await page.goto('/verifiedlabs');
    await search(page, name);
    await rowsNamed(page, name).getByRole('link', { name: 'View Details' }).click();
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByText('Lab blocked by admin@labhub.pk', { exact: true })).toBeVisible();
    await expect(history.getByText('Lab unblocked by admin@labhub.pk', { exact: true })).toBeVisible();
  });

  test('bulk verify two pending labs', async ({ page }) => {
    await openSignedIn(page, '/pendingverifications');
    const first = await rowName(page, 0);
    const second = await rowName(page, 1);
    await rows(page).nth(0).getByRole('checkbox').check();
    await rows(page).nth(1).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Verify 2 labs?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes, Verify Lab' }).click();
    await expect(page.getByText('Lab verified Successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: `Verify: ${first}`, exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Verify: ${second}`, exact: true })).toHaveCount(0);
  });

  test('bulk block three verified labs', async ({ page }) => {
    await openSignedIn(page, '/verifiedlabs');
    const names = [await rowName(page, 0), await rowName(page, 1), await rowName(page, 2)];
    for (let i = 0; i < 3; i++) await rows(page).nth(i).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    for (const name of names)
      await expect(page.getByRole('button', { name: `Block: ${name}`, exact: true })).toHaveCount(0);
    await expect(page.getByText('Lab Blocked Successfully')).toBeVisible();
    await page.goto('/blockedlabs');
    await search(page, names[0]);
    await expect(rowsNamed(page, names[0])).toHaveCount(1);
  });
});

test.describe('bulk actions over mixed records', () => {
  type ApiLab = { email: string; name: string; is_active: boolean; verified: boolean };
  type History = { history: { action: string }[] };

  test('bulk Unblock on one blocked and two active labs unblocks one, skips two and writes no false history', async ({
    page,
  }) => {
    await startSession(page);
    const all = await apiGet<ApiLab[]>(page, '/profiles/getAllLabs?_start=0&_end=1000&_sort=name&_order=ASC');
    const names = all.map(lab => lab.name);
    // A page of the labs list (10 rows, name ascending) holding a blocked lab and two active ones, with unique names.
    const unique = (lab: ApiLab) => names.filter(n => n === lab.name).length === 1;
    const blockedIndex = all.findIndex(
      (lab, i) =>
        !lab.is_active &&
        unique(lab) &&
        all.slice(Math.floor(i / 10) * 10, Math.floor(i / 10) * 10 + 10).filter(l => l.is_active && unique(l)).length >=
          2,
    );
    expect(blockedIndex).toBeGreaterThanOrEqual(0);
    const pageNo = Math.floor(blockedIndex / 10);
    const blocked = all[blockedIndex];
    const active = all
      .slice(pageNo * 10, pageNo * 10 + 10)
      .filter(l => l.is_active && unique(l))
      .slice(0, 2);
    const historyBefore = await Promise.all(
      active.map(lab => apiGet<History>(page, `/profiles/getLabDetails/${encodeURIComponent(lab.email)}`)),
    );

    await page.goto(`/labslist?page=${pageNo + 1}&perPage=10&sort=name&order=ASC`);
    for (const lab of [blocked, ...active]) await rowsNamed(page, lab.name).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Unblock', exact: true }).click();
    // No confirmation: the toast offers Undo, then counts the labs it acted on and those it skipped.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('Unblocking Lab...')).toBeVisible();
    await expect(page.getByText('1 lab unblocked, 2 skipped: already active', { exact: true })).toBeVisible();
    await expect(page.getByText('Lab unblocked Successfully')).toHaveCount(0);

    expect((await apiGet<ApiLab>(page, `/profiles/getLabDetails/${encodeURIComponent(blocked.email)}`)).is_active).toBe(
      true,
    );
    const historyAfter = await Promise.all(
      active.map(lab => apiGet<History>(page, `/profiles/getLabDetails/${encodeURIComponent(lab.email)}`)),
    );
    for (let i = 0; i < active.length; i++) expect(historyAfter[i].history).toEqual(historyBefore[i].history);
  });

  test('a bulk action that applies to none of the checked labs is disabled and says why', async ({ page }) => {
    // The labs list filtered to verified, active labs: check two of them.
    const filter = encodeURIComponent(JSON.stringify({ verified: 'true', is_active: 'true' }));
    await openSignedIn(page, `/labslist?filter=${filter}`);
    await expect(rows(page).first().getByText('Verified')).toBeVisible();
    for (let i = 0; i < 2; i++) await rows(page).nth(i).getByRole('checkbox').check();
    const verify = page.getByRole('button', { name: 'Verify', exact: true });
    await expect(verify).toBeDisabled();
    await verify.locator('..').hover();
    await expect(page.getByRole('tooltip')).toHaveText('None of the selected labs awaits verification.');
    await expect(page.getByRole('button', { name: 'Unblock', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Block', exact: true })).toBeEnabled();
  });
});

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
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
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
