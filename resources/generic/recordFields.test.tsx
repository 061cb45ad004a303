/**
 * History drawn from its contract: an action as its translated label, the record by its current name linking to it
 * (or the name it had, once deleted), and a write's details as its fields before → after, in English and German.
 */
import { render, screen, within } from '@testing-library/react';
import { type DataProvider, type Identifier, memoryStore } from 'react-admin';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { historyContract } from '../../contracts/history';
import { i18nProvider } from '../../src/i18n';
import { AdminContext, testDataProvider } from '../../tests/AdminContext';
import { knowDetailPaths } from './detailPath';
import { fieldOf } from './fieldOf';
import { GenericList } from './GenericList';
import type { ViewedContract } from './viewedContract';

const at = '2026-11-20T09:30:00.000Z';
const entry = (id: number, action: string, entity: string, entity_id: string, details: object | null) => ({
  id,
  at,
  actor_email: 'admin@labhub.pk',
  actor_role: 'admin',
  action,
  entity,
  entity_id,
  details,
});

const entries = [
  entry(5, 'staff.delete', 'staff', 'gone@labhub.pk', { name: 'History Probe' }),
  entry(4, 'lab.verify', 'lab', 'lab@labhub.pk', { name: 'Old Lab Name' }),
  entry(3, 'review.reply', 'review', '12', { name: 'Chughtai Lab', lab_id: 3 }),
  entry(2, 'complaint.respond', 'complaint', '9', { name: 'Late report' }),
  entry(1, 'announcements.create', 'announcements', '1', null),
];

beforeAll(() => {
  const element = <div />;
  knowDetailPaths([
    { name: 'labs', routes: [{ path: '/lab-overview/:id', element }] },
    { name: 'staff', routes: [{ path: '/staffdetails/:id', element }] },
    { name: 'history', routes: [{ path: '/history/:id', element }] },
  ]);
});

const inLanguage = (locale: string, dataProvider: DataProvider, children: React.ReactNode) =>
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })} dataProvider={dataProvider}>
      {children}
    </AdminContext>,
  );

/** The labs that still exist: getMany answers only them (the deleted staff member is not found). */
const provider = () =>
  testDataProvider({
    getList: vi.fn(async () => ({ data: entries, total: entries.length })) as DataProvider['getList'],
    getMany: vi.fn(async (resource: string, { ids }: { ids: Identifier[] }) => ({
      data: resource === 'labs' && ids.includes('lab@labhub.pk') ? [{ id: 'lab@labhub.pk', name: 'Lab Now' }] : [],
    })) as DataProvider['getMany'],
  });

describe('History from its contract', () => {
  it('lists actions by label and records by name: current and linked, deleted as they were, linked by the lab', async () => {
    const dataProvider = provider();
    inLanguage('en', dataProvider, <GenericList resource="history" />);
    const row = async (text: string) => (await screen.findByText(text, undefined, { timeout: 10_000 })).closest('tr')!;
    await screen.findByText('History Probe (deleted)', undefined, { timeout: 10_000 });
    expect(await row('Staff member deleted')).toHaveTextContent('History Probe (deleted)');
    await screen.findByText('Lab Now', undefined, { timeout: 10_000 });
    expect(within(await row('Lab verified')).getByRole('link', { name: 'Lab Now' })).toHaveAttribute(
      'href',
      '/lab-overview/lab%40labhub.pk',
    );
    expect(within(await row('Review answered')).getByRole('link', { name: 'Chughtai Lab' })).toHaveAttribute(
      'href',
      '/lab-overview/3',
    );
    const complaint = await row('Complaint answered');
    expect(complaint).toHaveTextContent('Late report');
    expect(within(complaint).queryByRole('link')).toBeNull();
    expect(await row('announcements.create')).toBeInTheDocument();
    expect(screen.queryByText('lab.verify')).toBeNull();
    // Only the resources with a record page are fetched, each once for the page.
    expect(
      vi
        .mocked(dataProvider.getMany)
        .mock.calls.map(([resource]) => resource)
        .sort(),
    ).toEqual(['labs', 'staff']);
  });

  it("shows a write's details as its fields before → after, then its facts, in German", async () => {
    const contract = historyContract as unknown as ViewedContract;
    const record = entry(6, 'staff.update', 'staff', 'x@labhub.pk', {
      name: 'Verlauf Probe',
      changes: { name: { from: 'Verlauf Probe', to: 'Verlauf Probe Neu' }, contact_number: { from: null, to: 3 } },
      reason: 'Tippfehler',
    });
    inLanguage('de', provider(), <>{fieldOf(contract, 'details', record)}</>);
    const values = (await screen.findAllByRole('definition', undefined, { timeout: 10_000 })).map(d => d.textContent);
    expect(values).toEqual(['Verlauf Probe → Verlauf Probe Neu', '(leer) → 3', 'Tippfehler']);
    const terms = screen.getAllByRole('term').map(t => t.textContent);
    expect(terms[0]).toBe('Name');
    expect(terms).toHaveLength(3);
  });

  it('says there are no details when an entry has none', async () => {
    const contract = historyContract as unknown as ViewedContract;
    inLanguage('en', provider(), <>{fieldOf(contract, 'details', entry(7, 'lab.verify', 'lab', 'l', null))}</>);
    expect(await screen.findByText('No details', undefined, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe("History's role of who did it", () => {
  it.each([
    ['en', 'Administrator'],
    ['ru', 'Администратор'],
    ['it', 'Amministratore'],
  ])('shows the role the server wrote as its label, never the code (%s)', async (locale, label) => {
    const contract = historyContract as unknown as ViewedContract;
    inLanguage(locale, provider(), <>{fieldOf(contract, 'actor_role', entry(8, 'lab.verify', 'lab', 'l', null))}</>);
    expect(await screen.findByText(label, undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('admin')).toBeNull();
  });
});
