/** The staff screens against the real server (SPEC §2 Staff, §5, §8, §9). */
import { expect, type Page, test } from '@playwright/test';

import { confirmDelete, expectTexts, signInAt, unique } from './adminScreens';
import { apiGet, openSignedIn, startSession } from './helpers';

/** Fills the register form; contact and CNIC are typed digit by digit through their masks. */
async function fillStaffForm(page: Page, staff: { name: string; email: string; contact: string; cnic: string }) {
  await page.getByLabel('Name').fill(staff.name);
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password *', { exact: true }).fill('Staff1234');
  await page.getByLabel('Contact Number').pressSequentially(staff.contact);
  await page.getByLabel('CNIC').pressSequentially(staff.cnic);
}

async function chooseGerman(page: Page) {
  await page.getByRole('button', { name: /English/ }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
}

test.describe('Staff', () => {
  test('lists staff by name with the columns and the Register Staff button', async ({ page }) => {
    await signInAt(page, '/stafflist');
    await expect(page.getByRole('heading', { name: 'Staff' })).toBeVisible();
    for (const column of ['Name', 'Email', 'Contact Number', 'CNIC', 'Date Joined']) {
      await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
    }
    const names = await page.locator('tbody tr td:nth-child(2)').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(20);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    await page.getByRole('link', { name: 'Register Staff' }).click();
    await expect(page).toHaveURL(/\/registerstaff$/);
  });

  test('contact and CNIC fields insert their dashes while typing', async ({ page }) => {
    await signInAt(page, '/registerstaff');
    const contact = page.getByLabel('Contact Number');
    await contact.pressSequentially('03001234567');
    await expect(contact).toHaveValue('0300-1234567');
    await contact.pressSequentially('89');
    await expect(contact).toHaveValue('0300-1234567');
    const cnic = page.getByLabel('CNIC');
    for (const digit of '3520212345671') await cnic.press(digit);
    await expect(cnic).toHaveValue('35202-1234567-1');
    await cnic.press('9');
    await expect(cnic).toHaveValue('35202-1234567-1');
  });

  test('masks keep the caret: a digit typed or deleted mid-field, backspace across a dash, +92', async ({ page }) => {
    await signInAt(page, '/registerstaff');
    const contact = page.getByLabel('Contact Number');
    const caret = () => contact.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd]);
    await contact.pressSequentially('03001234567');
    await expect(contact).toHaveValue('0300-1234567');
    // Caret after "0300-12": delete the 2, then type 9 there.
    await contact.evaluate((input: HTMLInputElement) => input.setSelectionRange(7, 7));
    await contact.press('Backspace');
    await expect(contact).toHaveValue('0300-134567');
    expect(await caret()).toEqual([6, 6]);
    await contact.press('9');
    await expect(contact).toHaveValue('0300-1934567');
    expect(await caret()).toEqual([7, 7]);
    // Backspace right after the dash deletes the digit before it; the caret stays at the edit.
    await contact.evaluate((input: HTMLInputElement) => input.setSelectionRange(5, 5));
    await contact.press('Backspace');
    await expect(contact).toHaveValue('0301-934567');
    expect(await caret()).toEqual([3, 3]);
    // Delete right before the dash deletes the digit after it.
    await contact.press('0');
    await expect(contact).toHaveValue('0300-1934567');
    expect(await caret()).toEqual([4, 4]);
    await contact.press('Delete');
    await expect(contact).toHaveValue('0300-934567');
    expect(await caret()).toEqual([4, 4]);
    // The international prefix the rule accepts.
    await contact.fill('');
    await contact.pressSequentially('+923001234567');
    await expect(contact).toHaveValue('+92300-1234567');
    // Full: a digit typed mid-field pushes nothing out, the caret stays.
    await contact.evaluate((input: HTMLInputElement) => input.setSelectionRange(9, 9));
    await contact.press('5');
    await expect(contact).toHaveValue('+92300-1234567');
    expect(await caret()).toEqual([9, 9]);
    await page.getByLabel('Name').focus();
    await expect(page.getByText('Please write a valid contact number e.g. 0300-1234567')).toHaveCount(0);

    const cnic = page.getByLabel('CNIC');
    await cnic.pressSequentially('3520212345671');
    await cnic.evaluate((input: HTMLInputElement) => input.setSelectionRange(14, 14));
    await cnic.press('Backspace');
    await expect(cnic).toHaveValue('35202-1234561');
    await cnic.evaluate((input: HTMLInputElement) => input.setSelectionRange(2, 2));
    await cnic.press('9');
    await expect(cnic).toHaveValue('35920-2123456-1');
    expect(await cnic.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(3);
  });

  test('register: every message, password toggle', async ({ page }) => {
    await signInAt(page, '/registerstaff');
    await page.getByRole('button', { name: 'Register Staff' }).click();
    await expectTexts(page, [
      'Name is required',
      'Email is required',
      'Password is required',
      'Contact Number is required',
      'CNIC is required',
    ]);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Contact Number').fill('0400-1234567');
    await page.getByLabel('CNIC').fill('35202-12');
    await page.getByLabel('Name').focus();
    await expect(page.getByText('Email is invalid')).toBeVisible();
    await expect(page.getByText('Please write a valid contact number e.g. 0300-1234567')).toBeVisible();
    await expect(page.getByText('Invalid CNIC')).toBeVisible();
    const password = page.getByLabel('Password *', { exact: true });
    await password.fill('Secret123');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: /show password|toggle/i }).click();
    await expect(password).toHaveAttribute('type', 'text');
  });

  test('register with a duplicate email shows the server detail in a red alert and keeps the values', async ({
    page,
  }) => {
    const email = `dup.${unique()}@labhub.pk`;
    await startSession(page);
    const register = async (name: string) => {
      await page.goto('/registerstaff');
      await fillStaffForm(page, { name, email, contact: '03001234567', cnic: '3520212345671' });
      await page.getByRole('button', { name: 'Register Staff' }).click();
    };
    await register('First Copy');
    await expect(page.getByText('Staff Registered Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/stafflist$/);
    await register('Second Copy');
    // The red alert alone: the error toast (also role="alert") repeats the detail after "Error Registering Staff: ".
    const alert = page.getByRole('alert').filter({ hasText: /^A staff member with this email already exists\.$/ });
    await expect(alert).toBeVisible();
    await expect(page.getByText(/^Error Registering Staff: /)).toBeVisible();
    await expect(page).toHaveURL(/\/registerstaff$/);
    await expect(page.getByLabel('Name')).toHaveValue('Second Copy');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('CNIC')).toHaveValue('35202-1234567-1');
  });

  test('register: Cancel goes to the list with the toast', async ({ page }) => {
    await signInAt(page, '/registerstaff');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Staff Creation Cancelled')).toBeVisible();
    await expect(page).toHaveURL(/\/stafflist$/);
  });

  test('register, edit in the modal (email read-only), detail page, delete', async ({ page }) => {
    const id = unique();
    const email = `staff.${id}@labhub.pk`;
    const name = `Zz E2E ${id}`;
    await signInAt(page, '/registerstaff');
    await fillStaffForm(page, { name, email, contact: '03211234567', cnic: '3520298765431' });
    await page.getByRole('button', { name: 'Register Staff' }).click();
    await expect(page).toHaveURL(/\/stafflist$/);

    await page.getByPlaceholder('Search', { exact: true }).fill(id);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await page.getByRole('button', { name: `Edit staff member ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Staff' });
    await expect(dialog.getByLabel('Email')).toHaveValue(email);
    await expect(dialog.getByLabel('Email')).toHaveAttribute('readonly', '');
    await dialog.getByLabel('Name').fill('');
    await dialog.getByLabel('Contact Number').fill('');
    await dialog.getByLabel('CNIC').fill('');
    await dialog.getByRole('button', { name: 'Update Staff' }).click();
    for (const message of ['Name is required', 'Contact Number is required', 'CNIC is required'])
      await expect(dialog.getByText(message)).toBeVisible();
    await dialog.getByLabel('Name').fill(`${name} v2`);
    await dialog.getByLabel('Contact Number').pressSequentially('03331234567');
    await dialog.getByLabel('CNIC').pressSequentially('3520298765431');
    await dialog.getByRole('button', { name: 'Update Staff' }).click();
    await expect(page.getByText('Staff Updated Successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.locator('tbody tr')).toContainText('0333-1234567');

    await page.getByRole('link', { name: `${name} v2`, exact: true }).click();
    await expect(page).toHaveURL(
      new RegExp(`/staffdetails/${email.replace(/[.@]/g, m => (m === '@' ? '(%40|@)' : '\\.'))}$`),
    );
    await expect(page.getByRole('heading', { name: `${name} v2` })).toBeVisible();
    await expect(page.getByText('35202-9876543-1')).toBeVisible();

    await page.goto('/stafflist');
    await page.getByPlaceholder('Search', { exact: true }).fill(id);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await page.getByRole('button', { name: `Delete staff member ${name} v2` }).click();
    await expect(page.getByRole('button', { name: 'Yes, delete it!' })).toBeVisible();
    await confirmDelete(page);
    await expect(page.getByText('Staff Deleted', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: `${name} v2`, exact: true })).toHaveCount(0);
  });

  test('rows per page offers the default 20, and keeps it selectable after a change', async ({ page }) => {
    await signInAt(page, '/stafflist');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    const perPage = page.getByRole('combobox', { name: /rows per page/i });
    await expect(perPage).toHaveText('20');
    await perPage.click();
    const options = await page.getByRole('option').allInnerTexts();
    expect(options).toContain('20');
    await page.getByRole('option', { name: '10', exact: true }).click();
    await expect(page.locator('tbody tr')).toHaveCount(10);
    await perPage.click();
    await page.getByRole('option', { name: '20', exact: true }).click();
    await expect(perPage).toHaveText('20');
  });

  test('unknown test and staff ids show "not found" after one request (a 404 is not retried)', async ({ page }) => {
    await startSession(page);
    const calls: string[] = [];
    page.on('request', request => {
      if (/\/api\/(Inventory\/TestDetail|profiles\/staffdetails)\//.test(request.url())) calls.push(request.url());
    });
    await page.goto('/TestOverview/999999');
    await expect(page.getByText('Test not found.')).toBeVisible();
    await page.goto('/staffdetails/nobody@labhub.pk');
    await expect(page.getByText('Staff member not found.')).toBeVisible();
    expect(calls.filter(url => url.includes('TestDetail'))).toHaveLength(1);
    expect(calls.filter(url => url.includes('staffdetails'))).toHaveLength(1);
  });

  test('the detail page also opens by numeric id', async ({ page }) => {
    await signInAt(page, '/staffdetails/1');
    await expect(page.getByText('Date Joined')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  });

  test("German: an invalid CNIC and the missing fields are refused with the German messages (the contract's keys, translated)", async ({
    page,
  }) => {
    await openSignedIn(page, '/dashboard');
    await chooseGerman(page);
    await page.goto('/registerstaff');
    await page.getByLabel('CNIC').pressSequentially('3520212');
    await page.getByLabel('Name').focus();
    await expect(page.getByText('Ungültige CNIC', { exact: true })).toBeVisible();
    await expect(page.getByText('Invalid CNIC')).toHaveCount(0);
    // Leave Name first: its message would otherwise appear under the pointer and move the button mid-click.
    await page.getByLabel('Name').blur();
    await page.getByRole('button', { name: 'Mitarbeiter registrieren' }).click();
    await expectTexts(page, [
      'Name ist erforderlich',
      'E-Mail ist erforderlich',
      'Passwort ist erforderlich',
      'Telefonnummer ist erforderlich',
      'Ungültige CNIC',
    ]);
    await expect(page).toHaveURL(/\/registerstaff$/);
    await expect(page.getByLabel('CNIC')).toHaveValue('35202-12');
  });

  test('a detail whose load fails shows the error with Retry (not "not found"), and Retry loads it', async ({
    page,
  }) => {
    await startSession(page);
    const [firstTest] = await apiGet<{ id: number; Title: string }[]>(
      page,
      '/Inventory/ViewTests?_start=0&_end=1&_sort=Title&_order=ASC',
    );
    const [firstStaff] = await apiGet<{ name: string; email: string }[]>(
      page,
      '/profiles/getAllStaff?_start=0&_end=1&_sort=name&_order=ASC',
    );
    const screens = [
      {
        path: `/TestOverview/${firstTest.id}`,
        api: '**/api/Inventory/TestDetail/**',
        heading: firstTest.Title,
        notFound: 'Test not found.',
      },
      {
        path: `/staffdetails/${encodeURIComponent(firstStaff.email)}`,
        api: '**/api/profiles/staffdetails/**',
        heading: firstStaff.name,
        notFound: 'Staff member not found.',
      },
    ];
    for (const screen of screens) {
      await page.route(screen.api, route =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ detail: 'Database unavailable' }),
        }),
      );
      await page.goto(screen.path);
      await expect(page.getByRole('alert').filter({ hasText: 'The data could not be loaded.' })).toBeVisible();
      await expect(page.getByText(screen.notFound)).toHaveCount(0);
      await page.unroute(screen.api);
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { level: 2, name: screen.heading })).toBeVisible();
    }
  });

  // Last on purpose: it removes every staff member of this test server's database.
  test('bulk delete page by page down to the empty state with its Register Staff button', async ({ page }) => {
    await signInAt(page, '/stafflist');
    const rows = page.locator('tbody tr');
    const empty = page.getByText('No Staff Found! Register one now.');
    await expect(rows.first()).toBeVisible();
    while (!(await empty.isVisible())) {
      const onPage = await rows.count();
      const firstRow = await rows.first().innerText();
      await page.getByRole('checkbox', { name: /select all/i }).check();
      await expect(page.getByText(new RegExp(`^${onPage} items? selected$`))).toBeVisible();
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await confirmDelete(page);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByText(new RegExp(`^${onPage} items? selected$`))).toHaveCount(0);
      // Settled: the empty state, or the next page's rows (not the deleted ones, not the moment between the two).
      await expect(async () => {
        const next =
          (await empty.isVisible()) || ((await rows.count()) > 0 && (await rows.first().innerText()) !== firstRow);
        expect(next).toBe(true);
      }).toPass();
    }
    await expect(empty).toBeVisible();
    await page.getByRole('link', { name: 'Register Staff' }).click();
    await expect(page).toHaveURL(/\/registerstaff$/);
  });
});
