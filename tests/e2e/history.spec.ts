/**
 * The History screen (the audit log, added the new way), access from the contracts (a lab user's admin URLs
 * are refused with no 403), failed loads as errors with Retry, and dates in the chosen language.
 */
import { readFile } from 'node:fs/promises';

import { expect, type Page, type Response, test } from '@playwright/test';

import { apiCall, apiGet, failingLoads, fillDate, LAB, openSignedIn, startSession } from './helpers';

/** A call with the signed-in user's token (writes the entries the test looks for); its status. */
const apiSend = async (page: Page, method: string, path: string, body?: object) =>
  (await apiCall(page, method, path, body)).status;

type Entry = { id: number; at: string; actor_email: string; action: string; entity: string; entity_id: string };

async function chooseLanguage(page: Page, name: string) {
  await page.getByRole('button', { name: /Sprache|Idioma|Язык|Lingua|Language/ }).click();
  await page.getByRole('menuitem', { name }).click();
}

/** The lists with dates, each in the app's one date style in the chosen language. */
const LISTS = [
  '/history',
  '/stafflist',
  '/donations',
  '/accountspayable',
  '/accountsrecievable',
  '/patientcomplaints',
  '/financialaid',
  '/invoices-list',
  '/labslist',
];

/** Each page of `paths` shows a date of the `expected` style and none of the `forbidden` one. */
async function expectDates(page: Page, paths: readonly string[], expected: RegExp, forbidden: RegExp) {
  for (const path of paths) {
    await page.goto(path);
    const main = page.locator('#main-content, main').first();
    // innerText keeps the cells apart (textContent would run "PKR 5.960" into "9. Aug. 2026").
    await expect.poll(() => main.innerText(), { message: path }).toMatch(expected);
    expect(await main.innerText(), path).not.toMatch(forbidden);
  }
}

test.describe('History (administrator)', () => {
  test('lists the audit log newest first, filters by record type, actor and dates, opens an entry, exports CSV', async ({
    page,
  }) => {
    await openSignedIn(page, '/dashboard');
    // Two fresh entries to look for, and the staff list as it was: register a staff member, then delete it.
    const email = `history.probe.${Date.now()}@labhub.pk`;
    expect(
      await apiSend(page, 'POST', '/profiles/addstaff', {
        name: 'History Probe',
        email,
        contact_number: '0345-1234567',
        password: 'Secret123',
        CNIC: '61101-1234567-8',
      }),
    ).toBe(201);
    expect(await apiSend(page, 'DELETE', `/profiles/deletestaff/${email}`)).toBe(200);
    const newest = (await apiGet<Entry[]>(page, '/audit?_start=0&_end=1'))[0];
    expect(newest).toMatchObject({ action: 'staff.delete', entity_id: email });
    await page.getByRole('menu', { name: 'Main menu' }).getByRole('menuitem', { name: 'History' }).click();
    await expect(page).toHaveURL(/\/history$/);
    const rows = page.locator('tbody tr');
    // The action's label and the record by the name it had (it is deleted), not codes and ids.
    await expect(rows.first()).toContainText('Staff member deleted');
    await expect(rows.first()).toContainText('History Probe (deleted)');
    await expect(rows.first()).not.toContainText('staff.delete');
    await expect(rows.nth(1)).toContainText('Staff member registered');
    // 25 per page (the contract's perPage), total from the API.
    const total = (await apiGet<Entry[]>(page, '/audit?_start=0&_end=1000')).length;
    await expect(rows).toHaveCount(Math.min(25, total));

    // Filter by record type (a select): only the two staff entries.
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Record type' }).click();
    await page.getByRole('combobox', { name: 'Record type' }).click();
    await page.getByRole('option', { name: 'Staff' }).click();
    const staffEntries = await apiGet<Entry[]>(page, '/audit?entity=staff&_start=0&_end=1000');
    expect(staffEntries.length).toBeGreaterThanOrEqual(2);
    await expect(rows).toHaveCount(Math.min(25, staffEntries.length));
    for (const text of await rows.allTextContents()) expect(text).toContain('Staff');
    // And by actor: nobody else did anything.
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Who' }).click();
    await page.getByRole('textbox', { name: 'Who' }).fill('lab@labhub.pk');
    await expect(page.getByText('No History found using the current filters.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Who' }).fill('admin@labhub.pk');
    await expect(rows).toHaveCount(Math.min(25, staffEntries.length));

    // A date range with nothing in it: the list says so, it does not invent rows.
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'From date' }).click();
    await fillDate(page, 'From date', '2999-01-01');
    await expect(page.getByText('No History found using the current filters.')).toBeVisible();
    await expect(page).toHaveURL(/at_gte/);

    // By action (a select of the actions by their labels): only deletions of staff members.
    await page.goto('/history?filter=%7B%7D');
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Action' }).click();
    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Staff member deleted' }).click();
    await expect(page).toHaveURL(/staff\.delete/);
    const deletions = await apiGet<Entry[]>(page, '/audit?action=staff.delete&_start=0&_end=1000');
    await expect(rows).toHaveCount(Math.min(25, deletions.length));
    for (const text of await rows.allTextContents()) expect(text).toContain('Staff member deleted');

    // Back to everything: open the newest entry (Show) and come back.
    await page.goto('/history?filter=%7B%7D');
    await expect(rows.first()).toContainText('Staff member deleted');
    const firstEntry = (await apiGet<Entry[]>(page, '/audit?_start=0&_end=1'))[0];
    await rows.first().click();
    await expect(page).toHaveURL(new RegExp(`/history/${firstEntry.id}$`));
    await expect(page.getByText(`History entry #${firstEntry.id}`)).toBeVisible();
    await expect(page.getByText('History Probe (deleted)', { exact: true })).toBeVisible();
    await expect(page.getByText('Staff member deleted', { exact: true })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'History' })).toHaveAttribute('href', '/history');
    await page.getByRole('link', { name: 'Back to History' }).click();
    await expect(page).toHaveURL(/\/history$/);

    // Export: the contract's columns, one row per entry.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await readFile(await (await download).path(), 'utf8');
    const lines = file.trim().split(/\r?\n/);
    expect(lines[0]).toBe('id,at,actor_email,actor_role,action,entity,entity_id');
    expect(lines).toHaveLength(Math.min(total, 1000) + 1);
    expect(lines[1]).toContain(String(firstEntry.id));
  });

  test('reads as German: actions, records by name, and a change as its fields before → after', async ({ page }) => {
    await openSignedIn(page, '/dashboard');
    const email = `verlauf.probe.${Date.now()}@labhub.pk`;
    const member = { name: 'Verlauf Probe', email, contact_number: '0345-1234567', CNIC: '61101-1234567-8' };
    expect(await apiSend(page, 'POST', '/profiles/addstaff', { ...member, password: 'Secret123' })).toBe(201);
    const update = { name: 'Verlauf Probe Neu', contact_number: '0345-7654321', CNIC: member.CNIC };
    expect(await apiSend(page, 'PUT', `/profiles/updatestaff/${email}`, update)).toBe(200);
    const entry = (await apiGet<Entry[]>(page, '/audit?_start=0&_end=1'))[0];
    expect(entry).toMatchObject({ action: 'staff.update', entity_id: email });
    await chooseLanguage(page, 'Deutsch');
    await page.goto('/history');
    const first = page.locator('tbody tr').first();
    await expect(first).toContainText('Mitarbeiterdaten geändert');
    await expect(first).toContainText('Personal');
    // The record by its current name, a link to the staff member's page.
    await expect(first.getByRole('link', { name: 'Verlauf Probe Neu' })).toHaveAttribute(
      'href',
      `/staffdetails/${encodeURIComponent(email)}`,
    );
    await page.screenshot({ path: 'test-results/history-de.png', fullPage: true });
    await first.getByText('Mitarbeiterdaten geändert').click();
    await expect(page).toHaveURL(new RegExp(`/history/${entry.id}$`));
    const changes = page.getByRole('definition').filter({ hasText: '→' });
    await expect(changes).toHaveCount(2);
    await expect(changes.first()).toHaveText('Verlauf Probe → Verlauf Probe Neu');
    await expect(changes.nth(1)).toHaveText('0345-1234567 → 0345-7654321');
    await expect(page.getByRole('main')).not.toContainText('{');
    await page.screenshot({ path: 'test-results/history-entry-de.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/history');
    await expect(page.getByText('Mitarbeiterdaten geändert').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: 'test-results/history-de-phone.png' });
    expect(await apiSend(page, 'DELETE', `/profiles/deletestaff/${email}`)).toBe(200);
  });

  test('in German in an en-US browser, the dates on the list and the entry are German', async ({ page }) => {
    await openSignedIn(page, '/dashboard');
    await chooseLanguage(page, 'Deutsch');
    await page.goto('/history');
    const entry = (await apiGet<Entry[]>(page, '/audit?_start=0&_end=1'))[0];
    // The app's one date style: day, short month, year (lib/format.ts).
    const style = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Karachi' } as const;
    const german = new Intl.DateTimeFormat('de', style).format(new Date(entry.at));
    const american = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Karachi' }).format(new Date(entry.at));
    expect(german).not.toBe(american);
    await expect(page.locator('tbody tr').first()).toContainText(german);
    await expect(page.locator('tbody tr').first()).not.toContainText(american);
    // The entry's own page (opening it from the list is the first test's): its date in German too.
    await page.goto(`/history/${entry.id}`);
    await expect(page.getByRole('main').getByText(german).first()).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(american);
  });

  test('in German in an en-US browser, every list shows German dates', async ({ page }) => {
    await openSignedIn(page, '/dashboard');
    await chooseLanguage(page, 'Deutsch');
    const us = /(?<!\d)\d{1,2}\/\d{1,2}\/\d{4}(?!\d)/;
    const germanDate = /(?<!\d)\d{1,2}\.\s?(\d{1,2}\.|[A-Za-zäöüÄÖÜ]+\.?)\s?\d{4}(?!\d)/;
    await expectDates(page, LISTS, germanDate, us);
  });

  test('in English every list and overview shows one date style, day first (25 Nov 2026), never M/D/YYYY', async ({
    page,
  }) => {
    await openSignedIn(page, '/dashboard');
    const us = /(?<!\d)\d{1,2}\/\d{1,2}\/\d{4}(?!\d)|[A-Z][a-z]{2} \d{1,2}, \d{4}/;
    const dayFirst = /(?<!\d)\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec) \d{4}(?!\d)/;
    await expectDates(page, [...LISTS, '/lab-overview/lab@labhub.pk', '/dashboard'], dayFirst, us);
  });

  test('a failed load is an error with Retry, never the empty state; Retry loads the data', async ({ page }) => {
    await startSession(page);
    const { alert, retry } = await failingLoads(page, /\/api\/audit\?/);
    await page.goto('/history');
    await expect(alert).toBeVisible();
    await expect(page.getByText('No History found using the current filters.')).toHaveCount(0);
    await expect(page.getByText(/\d+-\d+ of \d+/)).toHaveCount(0);
    await retry();
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expect(alert).toHaveCount(0);
  });
});

test.describe('failed detail loads', () => {
  test('the financial-aid and invoice details show the error with Retry, then the record', async ({ page }) => {
    await startSession(page);
    const [aid] = await apiGet<{ id: number }[]>(page, '/Finance/approvedFAs?_start=0&_end=1');
    for (const [pattern, url, shown] of [
      [/\/api\/Finance\/FADetails\//, `/financialaiddetails/${aid.id}`, `Financial Aid Id: #${aid.id}`],
      [/\/api\/invoice\/1$/, '/invoices-detail/1', 'LH-000001'],
    ] as const) {
      const { alert, retry } = await failingLoads(page, pattern, 503);
      await page.goto(url);
      await expect(alert, url).toBeVisible();
      await retry();
      await expect(page.getByText(shown).first(), url).toBeVisible();
      await expect(alert).toHaveCount(0);
    }
  });
});

test.describe('access from the contracts', () => {
  test('a lab user typing admin URLs gets the refusal page, and the API is never asked for what it would refuse', async ({
    page,
  }) => {
    const refused: string[] = [];
    const onResponse = (response: Response) => {
      if (response.url().includes('/api/') && response.status() === 403)
        refused.push(`${response.request().method()} ${response.url()}`);
    };
    page.on('response', onResponse);
    await startSession(page, LAB);
    const adminUrls = [
      '/staffdetails/1',
      '/stafflist',
      '/registerstaff',
      '/donations',
      '/history',
      '/history/1',
      '/verifiedlabs',
      '/pendingverifications',
      '/blockedlabs',
      '/labslist',
      '/lab-overview/admin@labhub.pk',
      '/testslist',
      '/createtest',
      '/TestOverview/1',
      '/financialaid',
      '/financialaiddetails/1',
      '/servicedetail/1',
      '/accountspayable',
      '/accountsrecievable',
      '/invoices-list',
      '/invoices-detail/1',
      '/patientcomplaints',
    ];
    for (const url of adminUrls) {
      await page.goto(url);
      await expect(page.getByText("You don't have access to this page"), url).toBeVisible();
      await expect(page.getByText('Something went wrong'), url).toHaveCount(0);
    }
    // Its own pages still open.
    await page.goto('/editprofile');
    await expect(page.getByText("You don't have access to this page")).toHaveCount(0);
    await page.goto('/notifications');
    await expect(page.getByText("You don't have access to this page")).toHaveCount(0);
    // The same refusal in the chosen language.
    await chooseLanguage(page, 'Deutsch');
    await page.goto('/stafflist');
    await expect(page.getByText('Sie haben keinen Zugriff auf diese Seite')).toBeVisible();
    await page.waitForTimeout(500);
    expect(refused).toEqual([]);
  });

  test('the lab user has no History entry in the menu', async ({ page }) => {
    await openSignedIn(page, '/dashboard', LAB);
    const nav = page.getByRole('menu', { name: 'Main menu' });
    await expect(nav.getByText('Profile')).toBeVisible();
    await expect(nav.getByText('History')).toHaveCount(0);
  });
});
