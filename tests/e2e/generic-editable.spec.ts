/**
 * An editable resource drawn from its contract alone (resources/generic/, contracts/announcements.ts): list → create →
 * show → edit → delete, in English and in German, with every field kind (text, long text, number, money, yes/no, date,
 * a reference to a lab) and the form's validation from the contract.
 */
import { expect, type Page, test } from '@playwright/test';

import { apiCall, apiGet, openSignedIn } from './helpers';

type Announcement = { id: number; title: string; priority: number; lab: string | null };
type Lab = { email: string; name: string };

async function chooseLanguage(page: Page, name: string) {
  await page.getByRole('button', { name: /Sprache|Idioma|Язык|Lingua|Language/ }).click();
  await page.getByRole('menuitem', { name }).click();
}

test.describe('Announcements: an editable resource from its contract', () => {
  test('lists, creates (validated), shows, edits and deletes in English', async ({ page }) => {
    await openSignedIn(page, '/announcements');
    const [lab] = await apiGet<Lab[]>(page, '/profiles/getAllLabs?_start=0&_end=1&_sort=name&_order=ASC');
    await expect(page.getByRole('heading', { name: 'Announcements' }).first()).toBeVisible();
    await page.getByRole('link', { name: 'New announcement' }).first().click();
    await expect(page).toHaveURL(/\/announcements\/create$/);
    // The asterisks follow the contract's schema: the title is required, the text optional, the switch never marked.
    await expect(page.getByLabel('Title *', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Text', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Active', { exact: true })).toBeVisible();

    // The contract's rules: nothing typed is refused with the shared messages, and nothing is sent.
    await page.getByRole('button', { name: 'Save announcement' }).click();
    await expect(page.getByText('Required').first()).toBeVisible();
    await expect(page.getByText('Enter a number').first()).toBeVisible();

    const title = `Probe notice ${Date.now()}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Text').fill('Line one\nLine two');
    await page.getByLabel('Priority').fill('2.5');
    await page.getByLabel('Budget (PKR)').fill('1500.5');
    await page.getByRole('button', { name: 'Save announcement' }).click();
    await expect(page.getByText('Enter a whole number')).toBeVisible();
    await page.getByLabel('Priority').fill('2');
    await page.getByLabel('Active').check();
    await page.getByLabel('Starts on').fill('2026-12-01');
    await page.getByRole('combobox', { name: 'Lab' }).fill(lab.name);
    await page.getByRole('option', { name: lab.name }).first().click();
    await page.getByRole('button', { name: 'Save announcement' }).click();
    await expect(page.getByText('Announcement saved')).toBeVisible();
    await expect(page).toHaveURL(/\/announcements$/);

    const [created] = await apiGet<Announcement[]>(page, `/announcements?q=${encodeURIComponent(title)}`);
    expect(created).toMatchObject({ title, priority: 2, budget: 1500.5, active: true, lab: lab.email });
    const row = page.locator('tbody tr', { hasText: title });
    await expect(row).toContainText('1,500.5');
    await expect(row).toContainText('1 Dec 2026');
    await expect(row.getByRole('link', { name: lab.name })).toBeVisible();
    await expect(row).not.toContainText('true');

    // Show: every field in the chosen language's formats, the lab a link to its page.
    await row.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/announcements/${created.id}$`));
    await expect(page.getByText(`Announcement #${created.id}`).first()).toBeVisible();
    await expect(page.getByText('Line one')).toBeVisible();
    await expect(page.getByRole('link', { name: lab.name })).toHaveAttribute(
      'href',
      `/lab-overview/${encodeURIComponent(lab.email)}`,
    );

    // Edit in the modal: the same rules, the detail follows.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit announcement' });
    await dialog.getByLabel('Priority').fill('11');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByText('Enter a number from 0 to 10')).toBeVisible();
    await dialog.getByLabel('Priority').fill('7');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Announcement updated')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect((await apiGet<Announcement>(page, `/announcements/${created.id}`)).priority).toBe(7);

    // Delete: confirmed first (Cancel keeps it), then back to the list without it.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    expect((await apiCall(page, 'GET', `/announcements/${created.id}`)).status).toBe(200);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Delete this announcement?')).toBeVisible();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(page.getByText('Announcement deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/announcements$/);
    expect((await apiCall(page, 'GET', `/announcements/${created.id}`)).status).toBe(404);

    // "Save and add another": saved with the toast, then an empty form for the next one.
    await page.getByRole('link', { name: 'New announcement' }).first().click();
    await page.getByLabel('Title *', { exact: true }).fill(`${title} B`);
    await page.getByLabel('Priority *', { exact: true }).fill('1');
    await page.getByLabel('Budget (PKR) *', { exact: true }).fill('0');
    await page.getByRole('button', { name: 'Save and add another' }).click();
    await expect(page.getByText('Announcement saved')).toBeVisible();
    await expect(page).toHaveURL(/\/announcements\/create$/);
    await expect(page.getByLabel('Title *', { exact: true })).toHaveValue('');
    const [another] = await apiGet<Announcement[]>(page, `/announcements?q=${encodeURIComponent(`${title} B`)}`);
    expect(another).toMatchObject({ title: `${title} B`, priority: 1 });
    expect((await apiCall(page, 'DELETE', `/announcements/${another.id}`)).status).toBeLessThan(300);
  });

  test('creates, filters by date, edits and deletes (row and bulk) in German', async ({ page }) => {
    await openSignedIn(page, '/announcements');
    await chooseLanguage(page, 'Deutsch');
    await expect(page.getByRole('heading', { name: 'Ankündigungen' }).first()).toBeVisible();
    const stamp = Date.now();
    await page.getByRole('link', { name: 'Neue Ankündigung' }).first().click();
    await page.getByRole('button', { name: 'Ankündigung speichern' }).click();
    await expect(page.getByText('Pflichtfeld').first()).toBeVisible();
    await page.getByLabel('Titel').fill(`Hinweis ${stamp}`);
    await page.getByLabel('Priorität').fill('1');
    await page.getByLabel('Budget (PKR)').fill('2500');
    await page.getByLabel('Beginnt am').fill('2026-03-05');
    await page.getByRole('button', { name: 'Ankündigung speichern' }).click();
    await expect(page.getByText('Ankündigung gespeichert')).toBeVisible();
    const row = page.locator('tbody tr', { hasText: `Hinweis ${stamp}` });
    await expect(row).toContainText('5. März 2026');
    await expect(row).toContainText('2.500');

    // A second one through the API, for the bulk delete; a date range that keeps only the first.
    expect(
      (
        await apiCall(page, 'POST', '/announcements', {
          title: `Hinweis ${stamp} B`,
          priority: 3,
          budget: 10,
          active: false,
          starts_on: '2027-01-10',
        })
      ).status,
    ).toBe(201);
    await page.getByRole('button', { name: 'Filter hinzufügen' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Beginnt bis' }).click();
    await page.getByRole('textbox', { name: 'Beginnt bis' }).fill('2026-12-31');
    await page.getByRole('textbox', { name: 'Suche' }).fill(`Hinweis ${stamp}`);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page).toHaveURL(/starts_on_lte/);

    // Edit from the row's button.
    await row.getByRole('button', { name: `Ankündigung Hinweis ${stamp} bearbeiten` }).click();
    const dialog = page.getByRole('dialog', { name: 'Ankündigung bearbeiten' });
    await dialog.getByLabel('Titel').fill(`Hinweis ${stamp} A`);
    await dialog.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(page.getByText('Ankündigung aktualisiert')).toBeVisible();

    // Both, selected, deleted at once after the confirmation.
    await page.goto('/announcements?filter=%7B%7D');
    await page.getByRole('textbox', { name: 'Suche' }).fill(`Hinweis ${stamp}`);
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await page.getByRole('checkbox', { name: /Alle auswählen|Select all/ }).check();
    await page.getByRole('button', { name: 'Löschen', exact: true }).click();
    await expect(page.getByText('Die 2 ausgewählten Ankündigungen werden endgültig entfernt.')).toBeVisible();
    await page.getByRole('button', { name: 'Ja, löschen' }).click();
    await expect(page.getByText('Ankündigung gelöscht')).toBeVisible();
    await expect
      .poll(async () => (await apiGet<unknown[]>(page, `/announcements?q=Hinweis%20${stamp}`)).length)
      .toBe(0);
  });
});
