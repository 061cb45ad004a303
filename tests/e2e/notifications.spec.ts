/**
 * Notifications page and top-bar dropdown against the real server, with live updates over the
 * notification stream (a notification created through the API shows up without a reload).
 */
import { expect, type Page, test } from '@playwright/test';

import type { AppNotificationRecord } from '../../resources/notifications/targets';
import { labRegistration } from '../../server/test/requestBodies';
import { apiCall, apiGet, expectDate, failingLoads, fillDate, openSignedIn, startSession } from './helpers';

type Notification = AppNotificationRecord;

const unread = (page: Page) => apiGet<Notification[]>(page, '/Settings/getUnreadNotifications');
const bell = (page: Page) => page.getByRole('button', { name: /unread notification/ });

let labCounter = 0;
/** A lab registers through the public API (the event that notifies the administrators). */
async function registerLab(page: Page) {
  labCounter += 1;
  const email = `e2e-live-${Date.now()}-${labCounter}@example.pk`;
  const name = `Live Lab ${labCounter} ${Date.now() % 100000}`;
  const res = await page.request.post('/api/auth/registerLab/', {
    data: labRegistration(email, name, {
      contact_number: '0300-2222222',
      landline_number: '042-2222222',
      latitude: 31.55,
      longitude: 74.34,
    }),
  });
  // 202 whether or not the email is taken (registration does not reveal accounts).
  expect(res.status()).toBe(202);
  return { email, name };
}

test('dropdown: unread list in a 230 px scroll area, live arrival with toast and badge, click marks read and opens the target', async ({
  page,
}) => {
  await openSignedIn(page, '/dashboard');
  const before = (await unread(page)).length;
  await expect(bell(page)).toHaveAccessibleName(`${before} unread notifications`);
  // Wait until the stream is open, then create a notification through the API.
  await expect(bell(page)).toHaveAttribute('data-live', 'open');
  const lab = await registerLab(page);
  // No reload: the badge counts one more and a toast shows the title and body (once).
  // Well within the 60 s poll (lib/config.ts), so only the live stream can bring it; 10 s leaves room for a loaded machine.
  await expect(bell(page)).toHaveAccessibleName(`${before + 1} unread notifications`, { timeout: 10_000 });
  const toast = page.getByTestId('live-notification-toast');
  await expect(toast).toContainText('New Lab Registration');
  await expect(toast).toContainText(`${lab.name} (Lahore) has registered and is waiting for verification.`);
  await expect(toast).toHaveCount(1);

  await bell(page).click();
  const scroll = page.getByTestId('notification-scroll');
  await expect(scroll).toHaveCSS('height', '230px');
  await expect(scroll).toHaveCSS('overflow-y', 'auto');
  await expect.poll(async () => (await scroll.boundingBox())?.height).toBe(230);
  await expect(page.getByRole('link', { name: 'View All' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Previous Notifications' })).toBeVisible();
  await page.screenshot({ path: 'test-results/notification-dropdown.png' });
  const item = scroll.getByRole('button', { name: new RegExp(lab.name) });
  await item.click();
  // 'Lab Verification' goes to /pendingverifications, and the notification is read now.
  await expect(page).toHaveURL(/\/pendingverifications$/);
  await expect(bell(page)).toHaveAccessibleName(`${before} unread notifications`);
  const stillUnread = await unread(page);
  expect(stillUnread.find(n => n.Data.id === lab.email)).toBeUndefined();
});

test('dropdown targets: financial aid opens its detail, a complaint the complaints list', async ({ page }) => {
  await openSignedIn(page, '/dashboard');
  const list = await unread(page);
  const aid = list.find(n => n.Data.type === 'Financial Aid');
  const complaint = list.find(n => n.Data.type === 'Complaint');
  expect(aid && complaint).toBeTruthy();
  await bell(page).click();
  await page
    .getByTestId('notification-scroll')
    .getByRole('button', { name: new RegExp(escape(aid!.Body)) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/financialaiddetails/${aid!.Data.id}$`));
  await bell(page).click();
  await page
    .getByTestId('notification-scroll')
    .getByRole('button', { name: new RegExp(escape(complaint!.Body)) })
    .click();
  await expect(page).toHaveURL(/\/patientcomplaints$/);
  const now = await unread(page);
  expect(now.map(n => n.id)).not.toContain(aid!.id);
  expect(now.map(n => n.id)).not.toContain(complaint!.id);
});

test('keyboard only: Enter opens the dropdown, Tab reaches a notification, Enter opens it', async ({ page }) => {
  await openSignedIn(page, '/dashboard');
  const [first] = await unread(page);
  expect(first).toBeTruthy();
  await bell(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('notification-scroll')).toBeVisible();
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    if (
      await page.evaluate(body => document.activeElement?.textContent?.includes(body.slice(0, 30)) ?? false, first.Body)
    )
      break;
  }
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/dashboard$/);
  // Marked read on the server (the link may open its target before the answer arrives).
  await expect.poll(async () => (await unread(page)).map(n => n.id), { timeout: 5000 }).not.toContain(first.id);
  // Escape closes it without choosing.
  await bell(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('notification-scroll')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('notification-scroll')).toBeHidden();
});

test('German UI in an en-US browser: titles, bodies, dates, live toast and aria-labels in German; no English title', async ({
  page,
}) => {
  const english = [
    'New Lab Registration',
    'New Financial Aid Request',
    'New Complaint',
    'Payment Received',
    'New Review',
  ];
  await openSignedIn(page, '/dashboard');
  await page.getByRole('button', { name: /English/ }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  const germanBell = page.getByRole('button', { name: /ungelesene Benachrichtigung/ });
  await expect(germanBell).toHaveAttribute('data-live', 'open');

  // Live: the toast of a new registration is German.
  const lab = await registerLab(page);
  const toast = page.getByTestId('live-notification-toast');
  await expect(toast).toContainText('Neue Laborregistrierung');
  await expect(toast).toContainText(`${lab.name} (Lahore) hat sich registriert und wartet auf die Verifizierung.`);

  // Dropdown.
  await germanBell.click();
  const scroll = page.getByTestId('notification-scroll');
  await expect(scroll.getByText('Neue Laborregistrierung').first()).toBeVisible();
  for (const title of english) await expect(scroll.getByText(title, { exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Page: titles, bodies, German dates, the delete buttons' names.
  await page.goto('/notifications');
  const all = await apiGet<Notification[]>(page, '/Settings/getNotifications');
  const items = page.getByTestId('notification-item');
  await expect(items).toHaveCount(Math.min(20, all.length));
  // Seeded history of every kind is still there (the page test deletes it later).
  expect(new Set(all.slice(0, 20).map(n => n.Data.type)).size).toBeGreaterThan(1);
  const text = (await items.allInnerTexts()).join('\n');
  for (const title of english) expect(text).not.toContain(title);
  expect(text).toContain('Neue Laborregistrierung');
  const firstDate = new Intl.DateTimeFormat('de', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Karachi',
  }).format(new Date(all[0].Date));
  await expect(items.first()).toContainText(firstDate);
  await expect(
    page.getByRole('button', { name: 'Benachrichtigung löschen: Neue Laborregistrierung' }).first(),
  ).toBeVisible();
});

test('page: title, date and body of each; Previous shows the read ones; delete one; delete all; empty state', async ({
  page,
}) => {
  await openSignedIn(page, '/notifications');
  const all = await apiGet<Notification[]>(page, '/Settings/getNotifications');
  const items = page.getByTestId('notification-item');
  await expect(items).toHaveCount(Math.min(20, all.length));
  const first = all[0];
  // Day, short month, year (SPEC): '23 Nov 2026' in English, not 'Nov 23, 2026'.
  const firstDate = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Karachi',
  }).format(new Date(first.Date));
  await expect(items.first()).toContainText(first.Title);
  await expect(items.first()).toContainText(first.Body);
  await expect(items.first()).toContainText(firstDate);

  await page.getByRole('tab', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/view=read/);
  const read = all.filter(n => n.read);
  await expect(items).toHaveCount(Math.min(20, read.length));

  // A notification created while the page is open appears without a reload.
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(bell(page)).toHaveAttribute('data-live', 'open');
  const lab = await registerLab(page);
  await expect(items.first()).toContainText(lab.name, { timeout: 20_000 }); // the stream, not the 60 s poll

  // Delete one: it leaves the page at once with a toast offering Undo; Undo sends nothing, the notification is back.
  const deleteFirst = page.getByRole('button', { name: `Delete notification: New Lab Registration` }).first();
  const fresh = items.filter({ hasText: lab.name });
  await deleteFirst.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Deleting Notification..')).toBeVisible();
  await expect(fresh).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(fresh).toHaveCount(1);
  await page.reload();
  await expect(fresh).toHaveCount(1);
  expect(
    (await apiGet<Notification[]>(page, '/Settings/getNotifications')).find(n => n.Data.id === lab.email),
  ).toBeDefined();
  // Again, letting the toast close: the call is sent then.
  await deleteFirst.click();
  await expect(fresh).toHaveCount(0);
  await expect(page.getByText('Notification Deleted Successfully')).toBeVisible();
  const after = await apiGet<Notification[]>(page, '/Settings/getNotifications');
  expect(after.length).toBe(all.length);
  expect(after.find(n => n.Data.id === lab.email)).toBeUndefined();
  await page.reload();
  await expect(items.first()).toBeVisible();
  await expect(fresh).toHaveCount(0);

  // Delete all, after confirming.
  await page.getByRole('button', { name: 'Delete All Notifications' }).click();
  await expect(page.getByRole('dialog')).toContainText('Delete all notifications?');
  await page.getByRole('button', { name: 'Yes, Delete All' }).click();
  await expect(page.getByText('All Notifications Deleted Successfully')).toBeVisible();
  await expect(page.getByTestId('notifications-empty')).toHaveText('You have no new Notifications');
  await expect(page.getByRole('button', { name: 'Delete All Notifications' })).toHaveCount(0);
  expect(await apiGet<Notification[]>(page, '/Settings/getNotifications')).toEqual([]);
  await expect(bell(page)).toHaveAccessibleName('0 unread notifications');
  await bell(page).click();
  await expect(page.getByText('No unread Notifications')).toBeVisible();
});

test('the bell asks for one page: the badge counts every unread notification, the dropdown lists the newest 20', async ({
  page,
}) => {
  // Runs after "Delete All" above: the administrator starts with none. A patient files 21 complaints (each notifies
  // the administrators), one more than the dropdown lists (BELL_UNREAD_LIMIT, lib/config.ts).
  await startSession(page);
  const patient = (
    await apiGet<{ patient_email: string | null }[]>(page, '/Feedbacks/allcomplaints?_start=0&_end=50')
  ).find(c => c.patient_email)?.patient_email;
  expect(patient).toBeTruthy();
  const login = await page.request.post('/api/auth/patientLogin/', {
    data: { email: patient, password: 'Patient123' },
  });
  expect(login.status()).toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const start = (await unread(page)).length;
  for (let i = 1; i <= 21 - start; i++) {
    const res = await page.request.post('/api/Feedbacks/addcomplaint', {
      headers: { authorization: `Bearer ${token}` },
      data: { Type: 'Late Report', Description: `Bell page test ${i}` },
    });
    expect(res.status()).toBe(201);
  }
  const all = await unread(page);
  expect(all.length).toBe(21);

  await openSignedIn(page, '/dashboard');
  await expect(bell(page)).toHaveAccessibleName('21 unread notifications');
  await bell(page).click();
  const scroll = page.getByTestId('notification-scroll');
  await expect(scroll.getByRole('list').getByRole('button')).toHaveCount(20);
  // A link under the list says how many are not listed and opens the Unread tab, which pages all 21.
  const more = scroll.getByRole('link', { name: 'The newest 20 of 21 unread: show them all' });
  await expect(more).toBeVisible();
  await more.click();
  await expect(page).toHaveURL(/\/notifications\?view=unread$/);
  await expect(page.getByTestId('notification-item')).toHaveCount(20);

  // Leave the administrator as the test found them.
  expect((await apiCall(page, 'DELETE', '/Settings/deleteAllNotifications')).status).toBe(200);
});

test('a lab user sees its own notifications only, and its review notification opens its reviews', async ({ page }) => {
  await openSignedIn(page, '/notifications', { email: 'lab@labhub.pk', password: 'Lab12345' });
  const mine = await apiGet<Notification[]>(page, '/Settings/getNotifications');
  expect(mine.length).toBeGreaterThan(0);
  expect(mine.every(n => ['Review', 'Lab Status', 'Complaint Update', 'Payment'].includes(n.Data.type))).toBe(true);
  await expect(page.getByTestId('notification-item')).toHaveCount(Math.min(20, mine.length));
  const review = mine.find(n => n.Data.type === 'Review');
  expect(review).toBeTruthy();
  await page
    .getByTestId('notification-item')
    .filter({ hasText: review!.Body })
    .first()
    .getByRole('button')
    .first()
    .click();
  await expect(page).toHaveURL(/\/editprofile#reviews$/);
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').slice(0, 60);
}

test('a failed load of the page is the error with Retry, never the empty state; Retry shows the notifications', async ({
  page,
}) => {
  await startSession(page);
  const { alert, retry } = await failingLoads(page, /\/api\/Settings\/getNotifications/);
  await page.goto('/notifications');
  await expect(alert).toBeVisible();
  await expect(page.getByTestId('notifications-empty')).toHaveCount(0);
  await retry();
  await expect(alert).toHaveCount(0);
  await expect(page.getByTestId('notification-item').or(page.getByTestId('notifications-empty')).first()).toBeVisible();
});

test('mark as read and mark all as read can be undone; From/To dates filter the page and are kept as a saved view', async ({
  page,
}) => {
  // The administrator starts with three new ones, unread, and no saved view.
  await startSession(page);
  expect((await apiCall(page, 'DELETE', '/Settings/deleteAllNotifications')).status).toBe(200);
  await apiCall(page, 'DELETE', '/preferences');
  const labs = [await registerLab(page), await registerLab(page), await registerLab(page)];
  await expect.poll(async () => (await unread(page)).length).toBe(3);
  await openSignedIn(page, '/notifications');
  const items = page.getByTestId('notification-item');
  await expect(items).toHaveCount(3);
  await expect(bell(page)).toHaveAccessibleName('3 unread notifications');

  // One: read at once (the bell follows), Undo puts it back and sends nothing.
  const newest = items.filter({ hasText: labs[2].name });
  await newest.getByRole('button', { name: 'Mark as read: New Lab Registration' }).click();
  await expect(page.getByText('Marking the notification as read..')).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('2 unread notifications');
  await expect(newest.getByText('Unread', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Marking the notification as read..')).toBeHidden();
  await expect(bell(page)).toHaveAccessibleName('3 unread notifications');
  await expect(newest.getByText('Unread', { exact: true })).toBeVisible();
  expect((await unread(page)).length).toBe(3);
  // Again, letting the toast close: the call is sent then.
  await newest.getByRole('button', { name: 'Mark as read: New Lab Registration' }).click();
  await expect.poll(async () => (await unread(page)).length, { timeout: 15_000 }).toBe(2);
  await expect(page.getByText('Marking the notification as read..')).toBeHidden();

  // All: the Unread tab empties at once; Undo brings them back; then for real.
  await page.getByRole('tab', { name: 'Unread' }).click();
  await expect(items).toHaveCount(2);
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('Marking all notifications as read..')).toBeVisible();
  await expect(page.getByTestId('notifications-empty')).toHaveText('No unread Notifications');
  await expect(bell(page)).toHaveAccessibleName('0 unread notifications');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(items).toHaveCount(2);
  await expect(bell(page)).toHaveAccessibleName('2 unread notifications');
  expect((await unread(page)).length).toBe(2);
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('All notifications marked as read')).toBeVisible({ timeout: 15_000 });
  expect(await unread(page)).toEqual([]);
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);

  // Dates: from tomorrow, nothing; from yesterday to tomorrow, the three; saved under a name, kept after a reload.
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(items).toHaveCount(3);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await fillDate(page, 'From date', day(2));
  await expect(page.getByTestId('notifications-empty')).toHaveText('No notifications match these dates');
  await fillDate(page, 'From date', day(-1));
  // The page already shows the three: wait for the To date's own query (applied 500 ms after typing) before saving
  // the view, which keeps the filters the list has applied.
  const toApplied = page.waitForResponse(r => r.url().includes(`Date_lte=${day(1)}`));
  await fillDate(page, 'To date', day(1));
  await toApplied;
  await expect(items).toHaveCount(3);
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitem', { name: 'Save current query...' }).click();
  await page.getByLabel('Query name').fill('Recent days');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(async () => Object.keys(await apiGet<Record<string, unknown>>(page, '/preferences')))
    .toContain('notifications.savedQueries');
  await fillDate(page, 'From date', day(2));
  await expect(items).toHaveCount(0);
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitem', { name: 'Recent days' }).click();
  await expect(items).toHaveCount(3);
  await expectDate(page, 'From date', day(-1));
  await expect(page).toHaveURL(/\/notifications$/);
  // Kept for this person: a reload shows the same dates.
  await page.reload();
  await expectDate(page, 'To date', day(1));
  await expect(items).toHaveCount(3);

  // Leave the administrator as the test found them.
  expect((await apiCall(page, 'DELETE', '/Settings/deleteAllNotifications')).status).toBe(200);
  await apiCall(page, 'DELETE', '/preferences');
});

test("column chooser: the cards' date, message and type can be hidden; the choice is kept after a reload and on the server", async ({
  page,
}) => {
  await startSession(page);
  await apiCall(page, 'DELETE', '/preferences');
  const lab = await registerLab(page);
  await openSignedIn(page, '/notifications');
  const all = await apiGet<Notification[]>(page, '/Settings/getNotifications');
  const card = page.getByTestId('notification-item').filter({ hasText: lab.name }).first();
  const body = all.find(n => n.Data.id === lab.email)?.Body ?? '';
  expect(body).toContain(lab.name);
  const type = page.getByTestId('notification-item').first().locator('.MuiChip-outlined');
  await expect(card).toContainText('New Lab Registration');
  await expect(type).toHaveText('Lab Verification');

  await page.getByRole('button', { name: 'Columns' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByLabel('Date')).toBeChecked();
  await menu.getByLabel('Type').uncheck();
  await page.keyboard.press('Escape');
  await expect(type).toHaveCount(0);
  await expect(card).toContainText(body);
  await expect
    .poll(async () => (await apiGet<Record<string, unknown>>(page, '/preferences'))['notifications.datatable'])
    .toEqual(['type']);

  await page.reload();
  await expect(card).toContainText('New Lab Registration');
  await expect(card).toContainText(body);
  await expect(page.getByTestId('notification-item').first().locator('.MuiChip-outlined')).toHaveCount(0);
  await page.getByRole('button', { name: 'Columns' }).click();
  await expect(page.getByRole('menu').getByLabel('Type')).not.toBeChecked();
  await page.getByRole('menu').getByLabel('Type').check();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('notification-item').first().locator('.MuiChip-outlined')).toHaveText(
    'Lab Verification',
  );
});
