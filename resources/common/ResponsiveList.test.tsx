import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DataTable,
  ListContextProvider,
  ResourceContextProvider,
  TextField,
  useList,
  useRecordContext,
} from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AdminContext } from '../../tests/AdminContext';
import { ResponsiveDatagrid, ResponsiveDataTable } from './ResponsiveList';

const rows = [
  { id: 1, name: 'Alpha Lab', amount: 1200, nested: { city: 'Lahore' } },
  { id: 2, name: 'Beta Lab', amount: 800, nested: { city: 'Karachi' } },
];

const Act = () => {
  const record = useRecordContext<(typeof rows)[number]>();
  return <button type="button">{`Act on ${record?.name}`}</button>;
};

/** Makes every `max-width` media query match (a phone) or none (a desktop). */
const windowIs = (phone: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));

const List = ({ children }: { children: React.ReactNode }) => {
  const context = useList({ data: rows, sort: { field: 'id', order: 'ASC' } });
  return (
    <ResourceContextProvider value="things">
      <ListContextProvider value={context}>{children}</ListContextProvider>
    </ResourceContextProvider>
  );
};

const renderTable = () =>
  render(
    <AdminContext>
      <List>
        <ResponsiveDataTable bulkActionButtons={<span>bulk actions here</span>}>
          <DataTable.Col source="name" />
          <DataTable.Col source="amount" render={(record: (typeof rows)[number]) => `PKR ${record.amount}`} />
          <DataTable.Col source="nested.city" label="City" />
          <DataTable.Col label="Actions" disableSort>
            <Act />
          </DataTable.Col>
        </ResponsiveDataTable>
      </List>
    </AdminContext>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('ResponsiveDataTable', () => {
  it('is react-admin’s table on a wide window', async () => {
    windowIs(false);
    renderTable();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryAllByTestId('record-card')).toHaveLength(0);
  });

  it('draws one card per record on a phone: every column as label and value, the actions as the footer', async () => {
    windowIs(true);
    renderTable();
    const cards = await screen.findAllByTestId('record-card');
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const first = within(cards[0]);
    expect(first.getAllByRole('term').map(term => term.textContent)).toEqual(['Name', 'Amount', 'City']);
    expect(first.getAllByRole('definition').map(value => value.textContent)).toEqual([
      'Alpha Lab',
      'PKR 1200',
      'Lahore',
    ]);
    expect(
      within(first.getByTestId('record-card-actions')).getByRole('button', { name: 'Act on Alpha Lab' }),
    ).toBeInTheDocument();
    // Sorting by the sortable columns (not the actions).
    expect(screen.getByRole('button', { name: /sort/i })).toBeInTheDocument();
  });

  it('selects a card with its checkbox and shows the bulk actions', async () => {
    windowIs(true);
    const user = userEvent.setup();
    renderTable();
    const cards = await screen.findAllByTestId('record-card');
    await user.click(within(cards[1]).getByRole('checkbox', { name: 'Select this row' }));
    expect(within(cards[1]).getByRole('checkbox')).toBeChecked();
    expect(screen.getByText('bulk actions here')).toBeVisible();
    expect(screen.getByText('1 item selected')).toBeInTheDocument();
  });
});

describe('ResponsiveDatagrid', () => {
  it('takes Datagrid fields as the columns of its cards', async () => {
    windowIs(true);
    render(
      <AdminContext>
        <List>
          <ResponsiveDatagrid bulkActionButtons={false}>
            <TextField source="name" label="Lab" />
            <TextField source="nested.city" label="City" />
            <Act />
          </ResponsiveDatagrid>
        </List>
      </AdminContext>,
    );
    const cards = await screen.findAllByTestId('record-card');
    const second = within(cards[1]);
    expect(second.getAllByRole('term').map(term => term.textContent)).toEqual(['Lab', 'City']);
    expect(second.getAllByRole('definition').map(value => value.textContent)).toEqual(['Beta Lab', 'Karachi']);
    expect(second.getByRole('button', { name: 'Act on Beta Lab' })).toBeInTheDocument();
    expect(second.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
