/**
 * Record references open the referenced record: the order ids and lab names of payables, receivables and
 * complaints, the lab names of the invoice cards, the lab of a financial-aid request's appointment, the records of
 * History; the lab filter is an autocomplete that searches the labs by name.
 */
import { expect, type Page, test } from '@playwright/test';

import { apiCall, apiGet, openSignedIn, startSession } from './helpers';

type Order = { id: number; orderId: number; Lab_id: number; lab_name: string };

/** The lab name link of a row: to the lab overview by the lab's id; it opens the overview with that name. */
async function opensLab(page: Page, link: ReturnType<Page['getByRole']>, lab: { id: number; name: string }) {
  await expect(link).toHaveAttribute('href', `/lab-overview/${lab.id}`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/lab-overview/${lab.id}$`));
  await expect(page.getByRole('main')).toContainText(lab.name);
}

for (const [screen, api] of [
  ['/accountspayable', '/Appointments/getaccountspayable'],
  ['/accountsrecievable', '/Appointments/getaccountsrecievable'],
] as const) {
  test(`${screen}: the order id opens its invoice, the lab name the lab's overview`, async ({ page }) => {
    await openSignedIn(page, screen);
    const [first] = await apiGet<Order[]>(page, `${api}?_start=0&_end=1`);
    const row = page.locator('tbody tr').first();
    const order = row.getByRole('link', { name: String(first.orderId), exact: true });
    await expect(order).toHaveAttribute('href', `/invoices-detail/${first.orderId}`);
    await order.click();
    await expect(page).toHaveURL(new RegExp(`/invoices-detail/${first.orderId}$`));
    await expect(page.getByText(`LH-${String(first.orderId).padStart(6, '0')}`).first()).toBeVisible();
    await page.goBack();
    await opensLab(page, row.getByRole('link', { name: first.lab_name }), { id: first.Lab_id, name: first.lab_name });
  });
}

test('/accountspayable: the lab filter searches labs by name and keeps that lab’s rows', async ({ page }) => {
  await openSignedIn(page, '/accountspayable');
  const [first] = await apiGet<Order[]>(page, '/Appointments/getaccountspayable?_start=0&_end=1');
  const lab = page.getByRole('combobox', { name: 'Lab' });
  await lab.fill(first.lab_name.slice(0, 8));
  await page.getByRole('option', { name: first.lab_name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`Lab_id%22%3A${first.Lab_id}\\b`));
  const expected = await apiGet<Order[]>(
    page,
    `/Appointments/getaccountspayable?Lab_id=${first.Lab_id}&_start=0&_end=5`,
  );
  const rows = page.locator('tbody tr');
  // The address changes before the filtered page arrives: wait until no row of another lab is left.
  await expect(rows.filter({ hasNotText: first.lab_name })).toHaveCount(0);
  await expect(rows).toHaveCount(expected.length);
  for (const text of await rows.allInnerTexts()) expect(text).toContain(first.lab_name);
  // Reloaded, the filter still names the lab (react-admin's getMany of the chosen id).
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Lab' })).toHaveValue(first.lab_name);
});

test('/patientcomplaints: the lab name opens the lab, not the complaint', async ({ page }) => {
  await openSignedIn(page, '/patientcomplaints');
  type Complaint = { id: number; Lab_Id: number | null; lab_name: string | null };
  const page1 = await apiGet<Complaint[]>(page, '/Feedbacks/allcomplaints?_start=0&_end=10');
  const index = page1.findIndex(c => c.Lab_Id !== null);
  expect(index).toBeGreaterThanOrEqual(0);
  const complaint = page1[index];
  const row = page.locator('tbody tr').nth(index);
  const link = row.getByRole('link', { name: complaint.lab_name! });
  await expect(link).toHaveAttribute('href', `/lab-overview/${complaint.Lab_Id}`);
  await link.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/lab-overview/${complaint.Lab_Id}$`));
  await expect(page.getByRole('main')).toContainText(complaint.lab_name!);
});

test('/financialaiddetails: the appointment’s lab opens its overview', async ({ page }) => {
  await openSignedIn(page, '/dashboard');
  type Aid = { id: number; Appointment_id: number | null };
  const aids = await apiGet<Aid[]>(page, '/Finance/approvedFAs?Status=all&_start=0&_end=50');
  const aid = aids.find(a => a.Appointment_id !== null)!;
  const appointment = await apiGet<{ LabData: { email: string; name: string } }>(
    page,
    `/Appointments/getappointmentdetails/${aid.Appointment_id}`,
  );
  await page.goto(`/financialaiddetails/${aid.id}`);
  const link = page.getByTestId('appointment-card').getByRole('link', { name: appointment.LabData.name });
  await expect(link).toHaveAttribute('href', `/lab-overview/${encodeURIComponent(appointment.LabData.email)}`);
  await link.click();
  await expect(page).toHaveURL(/\/lab-overview\//);
  await expect(page.getByRole('main')).toContainText(appointment.LabData.name);
});

test('/history: a lab’s entry names the lab and opens its overview, on the list and on the entry', async ({ page }) => {
  await openSignedIn(page, '/dashboard');
  type Entry = { id: number; entity_id: string };
  // The latest entry of a lab that still exists (an earlier test may have deleted the lab of the very latest).
  const entries = await apiGet<Entry[]>(page, '/audit?entity=lab&_start=0&_end=25');
  let entry: Entry | undefined;
  let lab: { name: string; email: string } | undefined;
  for (const candidate of entries) {
    const details = await apiCall(page, 'GET', `/profiles/getLabDetails/${candidate.entity_id}`);
    if (details.status !== 200) continue;
    [entry, lab] = [candidate, details.json as { name: string; email: string }];
    break;
  }
  if (!entry || !lab) throw new Error('no history entry of an existing lab among the latest 25');
  await page.goto('/history?filter=%7B%22entity%22%3A%22lab%22%7D');
  const link = page.locator('tbody tr').getByRole('link', { name: lab.name, exact: true }).first();
  await expect(link).toHaveAttribute('href', `/lab-overview/${encodeURIComponent(lab.email)}`);
  await page.goto(`/history/${entry.id}`);
  await page.getByRole('main').getByRole('link', { name: lab.name }).click();
  await expect(page).toHaveURL(new RegExp(`/lab-overview/${encodeURIComponent(lab.email)}$`));
  await expect(page.getByRole('main')).toContainText(lab.name);
});

test("/invoices-list: a card's lab name opens the lab's overview", async ({ page }) => {
  await openSignedIn(page, '/invoices-list');
  const [first] = await apiGet<{ id: number; Lab_id: number; company: string }[]>(page, '/invoices?_start=0&_end=1');
  const card = page.getByTestId('invoice-card').first();
  await expect(card).toContainText(`LH-${String(first.id).padStart(6, '0')}`);
  await opensLab(page, card.getByRole('link', { name: first.company }), { id: first.Lab_id, name: first.company });
});

test("/invoices-detail: the lab address's lab name opens the lab's overview", async ({ page }) => {
  await startSession(page);
  const [first] = await apiGet<{ id: number; Lab_id: number; company: string }[]>(page, '/invoices?_start=0&_end=1');
  await page.goto(`/invoices-detail/${first.id}`);
  const sheet = page.getByTestId('invoice');
  await expect(sheet).toContainText(`LH-${String(first.id).padStart(6, '0')}`);
  await opensLab(page, sheet.getByRole('link', { name: first.company }), { id: first.Lab_id, name: first.company });
});
