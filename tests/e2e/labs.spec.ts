/** The lab lists and the lab lifecycle (verify, reject, block, unblock, bulk). */
import { expect, type Page, test } from '@playwright/test';

import { apiGet, apiTotal, expectDate, fillDate, openSignedIn, startSession } from './helpers';
import { rowName, rows, rowsNamed, search } from './labRows';

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

  test('From date narrows a list to the labs created since that day, and the list keeps it', async ({ page }) => {
    await openSignedIn(page, '/verifiedlabs');
    await expect(rows(page)).toHaveCount(10);
    const labs = await apiGet<{ created_at: string }[]>(page, '/profiles/getVerifiedlabs/?_start=0&_end=1000');
    const days = [...new Set(labs.map(lab => lab.created_at.slice(0, 10)))].sort();
    const from = days[Math.floor(days.length / 2)];
    const [all, since] = await Promise.all([
      apiTotal(page, '/profiles/getVerifiedlabs/'),
      apiTotal(page, `/profiles/getVerifiedlabs/?created_at_gte=${from}`),
    ]);
    expect(since).toBeGreaterThan(0);
    expect(since).toBeLessThan(all);
    await expect(page.getByText(new RegExp(`of ${all}$`))).toBeVisible();
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'From date' }).click();
    await fillDate(page, 'From date', from);
    await page.waitForURL(url => decodeURIComponent(url.search).includes(`"created_at_gte":"${from}"`));
    await expect(page.getByText(new RegExp(`of ${since}$`))).toBeVisible();
    // Away and back: the list's kept filters (its storeKey) bring the date back.
    await page.goto('/labslist');
    await expect(rows(page)).toHaveCount(10);
    await page.goto('/verifiedlabs');
    await expectDate(page, 'From date', from);
    await expect(page.getByText(new RegExp(`of ${since}$`))).toBeVisible();
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
    await expect(page.getByText('Unblocking 1 lab... (2 skipped: already active)', { exact: true })).toBeVisible();
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
