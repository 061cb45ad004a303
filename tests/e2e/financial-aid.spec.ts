/** Financial aid list and detail against the real server (SPEC §2 Financial aid, §4 decisions). */
import { expect, type Page, test } from '@playwright/test';

import { apiGet, openSignedIn, startSession } from './helpers';

const pkr = (amount: number) => `PKR ${amount.toLocaleString('en-US')}`;

interface Aid {
  id: number;
  patient_name: string;
  Amount: number;
  Status: string;
  Appointment_id: number | null;
}
interface Appointment {
  PatientType: string;
  PatientData: { name: string; contact_number: string; email: string };
  name: string | null;
  contact: string | null;
  Price: number;
  BookedServices: {
    BookedServiceStatus: string;
    HomeSampling: boolean;
    Communication: boolean;
    ServiceData: { ServiceTitle: string; ServicePrice: number; HomeSamplingPrice: number; CommunicationPrice: number };
  }[];
}

const pending = (page: Page) => apiGet<Aid[]>(page, '/Finance/approvedFAs?Status=Pending%20Response');

test('Approved Financial Aid: 10 per page by name, sortable columns, search, tabs, View Details', async ({ page }) => {
  await openSignedIn(page, '/dashboard');
  await page.getByRole('menuitem', { name: 'Financial Aid' }).click();
  await expect(page).toHaveURL(/\/financialaid$/);
  await expect(page.getByRole('heading', { name: 'Approved Financial Aid' })).toBeVisible();
  const approved = await apiGet<Aid[]>(page, '/Finance/approvedFAs');
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(Math.min(10, approved.length));
  const names = await page.locator('tbody tr td:nth-child(1)').allInnerTexts();
  expect(names).toEqual(approved.slice(0, 10).map(a => a.patient_name));
  for (const header of ['Patient', 'Amount', 'Request Time', 'Status']) {
    await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
  }
  await page.getByRole('columnheader', { name: 'Amount' }).click();
  const byAmount = await apiGet<Aid[]>(page, '/Finance/approvedFAs?_sort=Amount&_order=ASC&_end=10');
  await expect(rows.first()).toContainText(pkr(byAmount[0].Amount));

  await page.getByPlaceholder('Search', { exact: true }).fill(approved[0].patient_name);
  await expect(rows.first()).toContainText(approved[0].patient_name);
  await page.getByPlaceholder('Search', { exact: true }).fill('zzzz-nobody');
  await expect(page.getByText('No Approved Financial Aid')).toBeVisible();
  // The tab at once, while react-admin still waits to apply the cleared search: both hold.
  await page.getByPlaceholder('Search', { exact: true }).fill('');
  await page.getByRole('tab', { name: 'Pending Response' }).click();
  await expect(page.getByRole('heading', { name: 'Pending Financial Aid Requests' })).toBeVisible();
  const waiting = await pending(page);
  await expect(rows).toHaveCount(Math.min(10, waiting.length));
  await expect(rows.first()).toContainText('Pending Response');
  await expect(page.getByPlaceholder('Search', { exact: true })).toHaveValue('');
  await expect(page.getByRole('tab', { name: 'Pending Response' })).toHaveAttribute('aria-selected', 'true');

  await rows
    .first()
    .getByRole('link', { name: /View details/ })
    .click();
  await expect(page).toHaveURL(/\/financialaiddetails\/\d+$/);
  await expect(page.getByTestId('request-card')).toBeVisible();
});

test('detail: cards per SPEC, subtotal rule on every service, approve one and reject another with a reason', async ({
  page,
}) => {
  await startSession(page);
  const [first, second] = (await pending(page)).filter(a => a.Appointment_id);
  expect(first && second).toBeTruthy();

  await page.goto(`/financialaiddetails/${first.id}`);
  await expect(page.getByTestId('fa-id')).toHaveText(`Financial Aid Id: #${first.id}`);
  await expect(page.getByTestId('request-card')).toContainText(pkr(first.Amount));
  const appointment = await apiGet<Appointment>(page, `/Appointments/getappointmentdetails/${first.Appointment_id}`);
  const self = appointment.PatientType === 'Self';
  await expect(page.getByTestId('patient-card')).toContainText(self ? appointment.PatientData.name : appointment.name!);
  await expect(page.getByTestId('patient-card')).toContainText(
    self ? appointment.PatientData.contact_number : appointment.contact!,
  );
  await expect(page.getByTestId('appointment-total')).toHaveText(pkr(appointment.Price));
  const cards = page.getByTestId('service-card');
  await expect(cards).toHaveCount(appointment.BookedServices.length);
  for (const [index, service] of appointment.BookedServices.entries()) {
    const card = cards.nth(index);
    const data = service.ServiceData;
    await expect(card.getByRole('link', { name: data.ServiceTitle })).toHaveAttribute('href', /\/servicedetail\/\d+$/);
    const expected =
      data.ServicePrice +
      (service.HomeSampling ? data.HomeSamplingPrice : 0) +
      (service.Communication ? data.CommunicationPrice : 0);
    await expect(card.getByTestId('service-subtotal')).toHaveText(`Subtotal: ${pkr(expected)}`);
    await expect(card.getByTestId('option-home-sampling')).toHaveAttribute('data-on', String(service.HomeSampling));
    await expect(card.getByTestId('option-communication')).toHaveAttribute('data-on', String(service.Communication));
  }
  await page.screenshot({ path: '/tmp/issue7-fa-detail.png', fullPage: true });

  // The first service's title opens its service detail (designed screen), then back.
  const firstService = appointment.BookedServices[0].ServiceData;
  await cards.first().getByRole('link', { name: firstService.ServiceTitle }).click();
  await expect(page).toHaveURL(/\/servicedetail\/\d+$/);
  await expect(page.getByTestId('service-title')).toHaveText(firstService.ServiceTitle);
  await expect(page.getByText(pkr(firstService.ServicePrice)).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'View lab' })).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('fa-id')).toBeVisible();

  // Approve: confirmation, toasts, status changes and the buttons disappear — also after a reload.
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, Approve' }).click();
  await expect(page.getByText('Financial Aid Approved Successfully')).toBeVisible();
  await expect(page.locator('[data-status="success"]', { hasText: 'Approved' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  await expect(page.getByTestId('request-card')).toContainText('Decided by admin@labhub.pk');
  await page.reload();
  await expect(page.locator('[data-status="success"]', { hasText: 'Approved' })).toBeVisible();
  expect((await apiGet<Aid>(page, `/Finance/FADetails/${first.id}`)).Status).toBe('Approved');

  // Reject with a reason: the reason is kept and shown.
  await page.goto(`/financialaiddetails/${second.id}`);
  await page.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Reason/).fill('x'.repeat(1001));
  await expect(dialog.getByText('The reason must be at most 1000 characters')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Yes, Reject' })).toBeDisabled();
  await dialog.getByLabel(/Reason/).fill('Income above the aid threshold');
  await dialog.getByRole('button', { name: 'Yes, Reject' }).click();
  await expect(page.getByText('Financial Aid Rejected Successfully')).toBeVisible();
  await expect(page.locator('[data-status="error"]', { hasText: 'Rejected' })).toBeVisible();
  await expect(page.getByTestId('request-card')).toContainText('Income above the aid threshold');
  await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  const rejected = await apiGet<Aid & { reject_reason: string }>(page, `/Finance/FADetails/${second.id}`);
  expect(rejected.Status).toBe('Rejected');
  expect(rejected.reject_reason).toBe('Income above the aid threshold');

  // The patient was notified and the decisions are in the audit log.
  const audit = await apiGet<{ action: string; entity_id: string }[]>(page, '/audit?entity=financialAid');
  expect(audit.map(a => `${a.action}:${a.entity_id}`)).toEqual(
    expect.arrayContaining([`financialAid.approve:${first.id}`, `financialAid.reject:${second.id}`]),
  );
});

test('service subtotals follow the rule in all four home-sampling / communication combinations', async ({ page }) => {
  await startSession(page);
  const requests = (await apiGet<Aid[]>(page, '/Finance/approvedFAs?Status=all')).filter(a => a.Appointment_id);
  const seen = new Map<string, { aid: number; index: number; expected: number }>();
  for (const aid of requests) {
    const appointment = await apiGet<Appointment>(page, `/Appointments/getappointmentdetails/${aid.Appointment_id}`);
    appointment.BookedServices.forEach((service, index) => {
      const combo = `${service.HomeSampling}/${service.Communication}`;
      const d = service.ServiceData;
      const expected =
        d.ServicePrice +
        (service.HomeSampling ? d.HomeSamplingPrice : 0) +
        (service.Communication ? d.CommunicationPrice : 0);
      if (!seen.has(combo)) seen.set(combo, { aid: aid.id, index, expected });
    });
    if (seen.size === 4) break;
  }
  expect([...seen.keys()].sort()).toEqual(['false/false', 'false/true', 'true/false', 'true/true']);
  for (const [combo, { aid, index, expected }] of seen) {
    await page.goto(`/financialaiddetails/${aid}`);
    const card = page.getByTestId('service-card').nth(index);
    await expect(card.getByTestId('service-subtotal'), combo).toHaveText(`Subtotal: ${pkr(expected)}`);
    const [home, communication] = combo.split('/');
    await expect(card.getByTestId('option-home-sampling')).toHaveAttribute('data-on', home);
    await expect(card.getByTestId('option-communication')).toHaveAttribute('data-on', communication);
    // An option that is off shows a red X; one that is on shows its price, also when expanded.
    const homeRow = card.getByTestId('option-home-sampling');
    if (home === 'false') await expect(homeRow.getByRole('img', { name: 'Not requested' })).toBeVisible();
    else {
      await homeRow.getByRole('button').click();
      await expect(homeRow.getByText(/^PKR /).last()).toBeVisible();
    }
  }
});

test('an unknown request says so and leads back to the list', async ({ page }) => {
  await openSignedIn(page, '/financialaiddetails/999999');
  await expect(page.getByText('This financial aid request does not exist.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to financial aid' }).click();
  await expect(page).toHaveURL(/\/financialaid$/);
});

test("German UI: the booked services' statuses are German (Angenommen, Ausstehend, Abgeschlossen), not the stored English", async ({
  page,
}) => {
  const german: Record<string, string> = {
    Accepted: 'Angenommen',
    Pending: 'Ausstehend',
    Completed: 'Abgeschlossen',
    Rejected: 'Abgelehnt',
  };
  await openSignedIn(page, '/dashboard');
  await page.getByRole('button', { name: /English/ }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  const requests = (await apiGet<Aid[]>(page, '/Finance/approvedFAs?Status=all')).filter(a => a.Appointment_id);
  for (const aid of requests) {
    const appointment = await apiGet<
      Omit<Appointment, 'BookedServices'> & { BookedServices: { BookedServiceStatus: string }[] }
    >(page, `/Appointments/getappointmentdetails/${aid.Appointment_id}`);
    if (!appointment.BookedServices.length) continue;
    await page.goto(`/financialaiddetails/${aid.id}`);
    const chips = page.getByTestId('service-card').locator('.MuiChip-root');
    await expect(chips).toHaveCount(appointment.BookedServices.length);
    expect(await chips.allInnerTexts()).toEqual(appointment.BookedServices.map(s => german[s.BookedServiceStatus]));
    return;
  }
  throw new Error('no financial aid request with booked services');
});

test('the detail has a way back to the financial aid list', async ({ page }) => {
  await startSession(page);
  const [first] = await pending(page);
  await page.goto(`/financialaiddetails/${first.id}`);
  await expect(page.getByTestId('fa-id')).toBeVisible();
  await page.getByRole('link', { name: 'Back to financial aid' }).click();
  await expect(page).toHaveURL(/\/financialaid$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a card's View Details is the size of the other lists' card actions (Payables' Update Status)", async ({
    page,
  }) => {
    const sizeOf = async (path: string) => {
      await page.goto(path);
      const action = page.getByTestId('record-card-actions').first().locator('a, button').first();
      await expect(action).toBeVisible();
      const box = await action.boundingBox();
      const font = await action.evaluate(el => getComputedStyle(el).fontSize);
      return { height: Math.round(box!.height), font };
    };
    await startSession(page);
    expect(await sizeOf('/financialaid')).toEqual(await sizeOf('/accountspayable'));
  });
});
