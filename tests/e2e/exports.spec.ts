/**
 * CSV exports of every list: the file holds the list's columns and one record per row the API has (react-admin
 * exports up to 1000 rows, more than the demo data), and the lab list's filters narrow it as the API does.
 */
import { readFile } from 'node:fs/promises';

import { expect, type Page, test } from '@playwright/test';

import { apiTotal, openSignedIn, startSession } from './helpers';

/** The records of a CSV text (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

async function exportCsv(page: Page): Promise<string[][]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await (await download).path();
  return parseCsv(await readFile(file, 'utf8'));
}

const LISTS = [
  { screen: '/labslist', api: '/profiles/getAllLabs', header: ['name', 'email', 'city'] },
  { screen: '/testslist', api: '/Inventory/ViewTests', header: ['id', 'Title', 'Description'] },
  { screen: '/stafflist', api: '/profiles/getAllStaff', header: ['name', 'email', 'contact_number'] },
  {
    screen: '/accountspayable',
    api: '/Appointments/getaccountspayable',
    header: ['orderId', 'lab_name', 'PaymentType', 'Total'],
  },
  {
    screen: '/accountsrecievable',
    api: '/Appointments/getaccountsrecievable',
    header: ['orderId', 'lab_name', 'PaymentType', 'Total', 'Commission'],
  },
  { screen: '/donations', api: '/Finance/getdonations', header: ['id', 'Time', 'Donor_Name', 'Donor_Email', 'Amount'] },
  {
    screen: '/invoices-list',
    api: '/invoices',
    header: ['id', 'invoiceID', 'founder', 'company', 'invoicePrice', 'date'],
  },
];

test('every list exports all its records as CSV with its columns', async ({ page }) => {
  await startSession(page);
  for (const list of LISTS) {
    await page.goto(list.screen);
    await expect(page.getByRole('button', { name: 'Export' })).toBeEnabled();
    const [header, ...records] = await exportCsv(page);
    expect(header.slice(0, list.header.length), list.screen).toEqual(list.header);
    expect(records.length, list.screen).toBe(await apiTotal(page, list.api));
    for (const record of records) expect(record.length, list.screen).toBe(header.length);
  }
});

test('the lab list filters by city and verification as the API does, and exports what it shows', async ({ page }) => {
  await openSignedIn(page, '/labslist');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'City' }).click();
  await page.getByLabel('City').fill('Lahore');
  const lahore = await apiTotal(page, '/profiles/getAllLabs?city=Lahore');
  expect(lahore).toBeGreaterThan(0);
  await expect(page.getByText(new RegExp(`of ${lahore}$`))).toBeVisible();

  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Verification' }).click();
  await page.getByRole('combobox', { name: 'Verification' }).click();
  await page.getByRole('option', { name: 'Verified', exact: true }).click();
  const verifiedInLahore = await apiTotal(page, '/profiles/getAllLabs?city=Lahore&verified=true');
  await expect(page.getByText(new RegExp(`of ${verifiedInLahore}$`))).toBeVisible();

  const [, ...records] = await exportCsv(page);
  expect(records.length).toBe(verifiedInLahore);
  for (const record of records) expect(record[2]).toBe('Lahore');
});
