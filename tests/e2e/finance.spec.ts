/** Payables, receivables, donations and complaints against the real server (SPEC §2, §3, §8, §9). */
import { expect, test } from '@playwright/test';

import { apiGet, openSignedIn } from './helpers';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const pkr = (amount: number) => `PKR ${amount.toLocaleString('en-PK')}`;

test.describe('Payable Amounts', () => {
  test('5 per page by orderId descending; Update Status replaces the value with toasts', async ({ page }) => {
    await openSignedIn(page, '/accountspayable');
    await expect(page.getByRole('heading', { name: 'Payable Amounts' })).toBeVisible();
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(5);
    const headers = (await page.locator('thead th').allInnerTexts()).map(h => h.trim());
    expect(headers).toEqual(
      expect.arrayContaining(['Order ID', 'Lab', 'Payment Type', 'Lab Payout (PKR)', 'Status', 'Date', 'Actions']),
    );
    const ids = (await page.locator('tbody tr td:nth-child(1)').allInnerTexts()).map(Number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    await page.screenshot({ path: '/tmp/issue7-payables.png', fullPage: true });

    const status = `Paid ${unique()}`;
    await rows
      .first()
      .getByRole('button', { name: /Update status of order/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Status')).not.toHaveValue('');
    await dialog.getByLabel('Status').fill('');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog.getByText('Please enter a status')).toBeVisible();
    await dialog.getByLabel('Status').fill(status);
    await page.screenshot({ path: '/tmp/issue7-payables-modal.png' });
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Payment status updated successfully')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(rows.first()).toContainText(status);
    await page.reload();
    await expect(page.locator('tbody tr').first()).toContainText(status);
  });
});

test.describe('Accounts Receivable', () => {
  test('totals cards equal the sums over every receivable; 10 per page with badges', async ({ page }) => {
    await openSignedIn(page, '/accountsrecievable');
    await expect(page.getByRole('heading', { name: 'Accounts Receivable' })).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(10);
    const all = await apiGet<{ Commission: number; Status: string }[]>(page, '/Appointments/getaccountsrecievable');
    expect(all.length).toBeGreaterThan(0);
    const due = all.reduce((sum, r) => sum + Number(r.Commission), 0);
    const received = all.filter(r => r.Status === 'Received').reduce((sum, r) => sum + Number(r.Commission), 0);
    await expect(page.getByTestId('receivables-due')).toContainText(pkr(due));
    await expect(page.getByTestId('receivables-received')).toContainText(pkr(received));
    await expect(page.getByTestId('receivables-pending')).toContainText(pkr(due - received));
    const firstBadge = page.locator('tbody tr').first().locator('[data-status]');
    await expect(firstBadge).toHaveAttribute('data-status', /success|warning/);
    await page.screenshot({ path: '/tmp/issue7-receivables.png', fullPage: true });
  });
});

test.describe('Accounts Receivable: mark received', () => {
  test('confirmation, toast, the row turns Received and the totals move by its commission', async ({ page }) => {
    await openSignedIn(page, '/accountsrecievable');
    const button = page.getByRole('button', { name: /^Mark order \d+ as received$/ }).first();
    await expect(button).toBeVisible();
    const orderId = Number((await button.getAttribute('aria-label'))!.replace(/\D/g, ''));
    const all = await apiGet<{ orderId: number; Commission: number; Status: string }[]>(
      page,
      '/Appointments/getaccountsrecievable',
    );
    const target = all.find(r => r.orderId === orderId)!;
    expect(target.Status).toBe('Pending');
    const received = all.filter(r => r.Status === 'Received').reduce((sum, r) => sum + Number(r.Commission), 0);
    const due = all.reduce((sum, r) => sum + Number(r.Commission), 0);
    await expect(page.getByTestId('receivables-received')).toContainText(pkr(received));

    // Cancelling changes nothing.
    await button.click();
    await expect(page.getByRole('dialog')).toContainText(`Mark order #${orderId} as received?`);
    await expect(page.getByRole('dialog')).toContainText(pkr(target.Commission));
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    expect(
      (await apiGet<{ orderId: number; Status: string }[]>(page, '/Appointments/getaccountsrecievable')).find(
        r => r.orderId === orderId,
      )!.Status,
    ).toBe('Pending');

    await button.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, mark received' }).click();
    await expect(page.getByText('Commission marked as received')).toBeVisible();
    await expect(page.getByRole('button', { name: `Mark order ${orderId} as received` })).toHaveCount(0);
    await expect(page.getByTestId('receivables-received')).toContainText(pkr(received + target.Commission));
    await expect(page.getByTestId('receivables-pending')).toContainText(pkr(due - received - target.Commission));
    expect(
      (await apiGet<{ orderId: number; Status: string }[]>(page, '/Appointments/getaccountsrecievable')).find(
        r => r.orderId === orderId,
      )!.Status,
    ).toBe('Received');
  });
});

test.describe('Donations', () => {
  test('Total Donations card equals the API total; Donation Details 10 per page', async ({ page }) => {
    await openSignedIn(page, '/donations');
    const { total } = await apiGet<{ total: number }>(page, '/Finance/getTotalDonations');
    await expect(page.getByText('Total Donations')).toBeVisible();
    await expect(page.getByTestId('total-donations')).toHaveText(pkr(Number(total)));
    await expect(page.getByText('Donation Details')).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(10);
    const headers = (await page.locator('thead th').allInnerTexts()).map(h => h.trim());
    expect(headers).toEqual(['Date&Time', 'Donor Name', 'Donor Email', 'Amount']);
    // Every amount with its currency; dates day first ('25 Nov 2026, 14:05'), never the US M/D/YYYY.
    const amounts = (await page.locator('tbody tr td:nth-child(4)').allInnerTexts()).map(t => t.trim());
    expect(amounts).toHaveLength(10);
    for (const amount of amounts) expect(amount).toMatch(/^PKR \d{1,3}(,\d{3})*(\.\d+)?$/);
    const dates = (await page.locator('tbody tr td:nth-child(1)').allInnerTexts()).map(t => t.trim());
    for (const date of dates) expect(date).toMatch(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{2}:\d{2}$/);
    await page.screenshot({ path: '/tmp/issue7-donations.png', fullPage: true });
  });
});

test.describe('All Complaints', () => {
  test('open a pending complaint: a reply keeps it pending (Mark as Resolved starts unticked); ticked, it is Resolved', async ({
    page,
  }) => {
    await openSignedIn(page, '/patientcomplaints');
    await expect(page.getByRole('heading', { name: 'All Complaints' })).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(10);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Pending' }).click();
    const row = page.locator('tbody tr').first();
    await expect(row.locator('[data-status]')).toHaveText('Pending');
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'warning');
    await page.screenshot({ path: '/tmp/issue7-complaints.png', fullPage: true });
    const id = (await row.getByRole('button', { name: /View complaint/ }).getAttribute('aria-label'))!.replace(
      /\D/g,
      '',
    );
    const patient = (await row.locator('td').nth(2).innerText()).trim();
    // The row's own button (the lab's name in the row is a link to the lab).
    await row.getByRole('button', { name: /View complaint/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(`Complaint #${id}`)).toBeVisible();
    // A holding reply: "Mark as Resolved" starts unticked, so the complaint stays pending.
    await expect(dialog.getByRole('checkbox', { name: 'Mark as Resolved' })).not.toBeChecked();
    await dialog.getByLabel('Your Response').fill('We are looking into it.');
    await dialog.getByRole('button', { name: 'Save Response' }).click();
    await expect(page.getByText('Response saved')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const held = await apiGet<{ id: number; Status: string; Response: string }[]>(
      page,
      `/Feedbacks/allcomplaints?_start=0&_end=1000`,
    );
    expect(held.find(c => String(c.id) === id)).toMatchObject({
      Status: 'Pending',
      Response: 'We are looking into it.',
    });

    await page.getByRole('button', { name: `View complaint ${id}`, exact: true }).click();
    const response = `We refunded the fee ${unique()}`;
    await dialog.getByLabel('Your Response').fill(response);
    await dialog.getByRole('checkbox', { name: 'Mark as Resolved' }).check();
    await page.screenshot({ path: '/tmp/issue7-complaints-modal.png' });
    await dialog.getByRole('button', { name: 'Save Response' }).click();
    await expect(page.getByText('Response saved').first()).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Resolved' }).click();
    await page.getByPlaceholder('Search', { exact: true }).fill(patient);
    await expect(page.locator('tbody [data-status="warning"]')).toHaveCount(0);
    // Retried until the search has been applied (the status filter alone already shows no pending row).
    await expect(page.locator('tbody tr td:nth-child(3)').filter({ hasNotText: patient })).toHaveCount(0);
    const resolved = page
      .locator('tbody tr')
      .filter({ has: page.getByRole('button', { name: `View complaint ${id}`, exact: true }) });
    await expect(resolved).toHaveCount(1);
    await expect(resolved.locator('[data-status]')).toHaveText('Resolved');
    await expect(resolved.locator('[data-status]')).toHaveAttribute('data-status', 'success');
    await resolved.click();
    await expect(page.getByRole('dialog').locator('.MuiTypography-root', { hasText: response })).toBeVisible();
    await expect(page.getByRole('dialog').locator('.MuiChip-root')).toHaveText('Resolved');
  });
});

test('Payables in German at 1440 px: each row has one Update Status button on one line, pencil and text together', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, '/accountspayable');
  await page.evaluate(() => localStorage.setItem('RaStoreLabHub.locale', JSON.stringify('de')));
  await page.reload();
  const row = page.locator('tbody tr').first();
  const button = row.getByRole('button', { name: /^Status der Bestellung \d+ aktualisieren$/ });
  await expect(button).toHaveText('Status aktualisieren');
  await expect(row.locator('svg')).toHaveCount(1);
  const box = (await button.boundingBox())!;
  const icon = (await button.locator('svg').boundingBox())!;
  // One line of text (a small button is about 31 px high); the pencil sits inside the button, on the text's line.
  expect(box.height).toBeLessThan(40);
  expect(icon.y).toBeGreaterThanOrEqual(box.y);
  expect(icon.y + icon.height).toBeLessThanOrEqual(box.y + box.height);
});
