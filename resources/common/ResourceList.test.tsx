import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, DataTable, downloadCSV } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { defineResource } from '../../contracts/defineResource';
import { AdminContext, testDataProvider } from '../../tests/AdminContext';
import { ResourceList } from './ResourceList';

vi.mock('react-admin', async importOriginal => ({
  ...(await importOriginal<typeof import('react-admin')>()),
  downloadCSV: vi.fn(),
}));

/** A contract as a resource folder declares it: no export columns, so the CSV holds the record's fields. */
const thingsContract = defineResource({
  name: 'things',
  noun: { one: 'thing', many: 'things' },
  id: 'id',
  record: z.object({ id: z.number(), name: z.string(), amount: z.number() }),
  list: {
    sortable: ['id', 'name'],
    searchable: ['name'],
    filters: {},
    defaultSort: { field: 'name', order: 'ASC' },
    perPage: 5,
  },
  endpoints: { getList: { method: 'GET', path: '/things' } },
  access: { list: ['admin'] },
});

const rows = [
  { id: 1, name: '=HYPERLINK("http://evil")', amount: 5 },
  { id: 2, name: 'Beta', amount: 8 },
];

const renderList = (
  dataProvider = testDataProvider({
    getList: vi.fn(async () => ({ data: rows, total: 2 })) as DataProvider['getList'],
  }),
) => {
  render(
    <AdminContext dataProvider={dataProvider}>
      <ResourceList contract={thingsContract} rowActions={<button type="button">Act</button>}>
        <DataTable.Col source="name" />
        <DataTable.Col source="amount" />
      </ResourceList>
    </AdminContext>,
  );
  return dataProvider;
};

describe('ResourceList', () => {
  afterEach(() => vi.mocked(downloadCSV).mockClear());

  it("asks for the contract's page size and default sort, with search, columns and row actions", async () => {
    const dataProvider = renderList();
    expect(await screen.findByText('Beta', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'things',
      expect.objectContaining({ pagination: { page: 1, perPage: 5 }, sort: { field: 'name', order: 'ASC' } }),
    );
    expect(screen.getByPlaceholderText('Search')).toBeInTheDocument();
    const row = screen.getByText('Beta').closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Act' })).toBeInTheDocument();
  });

  it("exports the record's fields through the formula-safe CSV when the contract names no columns", async () => {
    const dataProvider = renderList();
    await screen.findByText('Beta', undefined, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloadCSV).toHaveBeenCalled());
    const [csv, filename] = vi.mocked(downloadCSV).mock.calls[0];
    expect(filename).toBe('things');
    expect(String(csv).split('\r\n')).toEqual(['id,name,amount', `1,"'=HYPERLINK(""http://evil"")",5`, '2,Beta,8']);
    expect(dataProvider.getList).toHaveBeenCalledTimes(2);
  });
});
