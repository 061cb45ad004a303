import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, DataTable, downloadCSV, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { defineResource } from '../../contracts/defineResource';
import { i18nProvider } from '../../src/i18n';
import { AdminContext, testAuthProvider, testDataProvider } from '../../tests/AdminContext';
import { EditInModalList, ResourceList } from './ResourceList';

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

describe('EditInModalList', () => {
  const renderEditable = (allowed: string[]) =>
    render(
      <AdminContext
        dataProvider={testDataProvider({
          getList: vi.fn(async () => ({ data: rows, total: 2 })) as DataProvider['getList'],
        })}
        authProvider={testAuthProvider({ canAccess: vi.fn(async ({ action }) => allowed.includes(action)) })}
      >
        <EditInModalList
          contract={thingsContract}
          create={{ path: '/things/create', label: 'Create thing', icon: <span /> }}
          showPath={thing => `/things/${thing.id}`}
          nameSource="name"
          labelArgs={thing => ({ name: thing.name })}
          editDialog={record => (record ? <p>Editing {String(record.name)}</p> : null)}
        >
          <DataTable.Col source="amount" />
        </EditInModalList>
      </AdminContext>,
    );

  it('offers create, edit and delete to a person the access rules let do them', async () => {
    renderEditable(['list', 'create', 'edit', 'delete']);
    const row = (await screen.findByText('Beta', undefined, { timeout: 10_000 })).closest('tr')!;
    await waitFor(() => expect(within(row).getAllByRole('button')).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Create thing' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox').length).toBeGreaterThan(0);
  });

  it('hides create, edit and delete (and bulk selection) from a person who may only list', async () => {
    renderEditable(['list']);
    const row = (await screen.findByText('Beta', undefined, { timeout: 10_000 })).closest('tr')!;
    // The view link stays; no edit or delete button, no create button, no checkboxes.
    expect(within(row).getAllByRole('link')).toHaveLength(2);
    expect(within(row).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Create thing' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    await userEvent.click(within(row).getByText('8'));
    expect(screen.queryByText('Editing Beta')).not.toBeInTheDocument();
  });

  it.each([
    // MUI's range of a page of unknown total ends at page × perPage; the text matcher reads a no-break space as a space.
    ['en', '1–5 of more than 10,000'],
    ['de', '1–5 von mehr als 10.000'],
    ['ru', '1–5 из более чем 10 000'],
  ])(
    'a total the server only bounded reads "of more than" the bound, and the next page is reachable (%s)',
    async (locale, label) => {
      const getList = vi.fn(async (_resource: string, { pagination }: { pagination: { page: number } }) => ({
        data: pagination.page === 1 ? rows : [{ id: 3, name: 'Gamma', amount: 1 }],
        pageInfo: { hasPreviousPage: pagination.page > 1, hasNextPage: true },
        meta: { totalAtLeast: 10_001 },
      }));
      render(
        <AdminContext
          dataProvider={testDataProvider({ getList: getList as unknown as DataProvider['getList'] })}
          i18nProvider={i18nProvider}
          store={memoryStore({ locale })}
        >
          <ResourceList contract={thingsContract}>
            <DataTable.Col source="name" />
          </ResourceList>
        </AdminContext>,
      );
      expect(await screen.findByText(label, undefined, { timeout: 10_000 })).toBeInTheDocument();
      // The pagination's actions: previous, then next (their labels are translated).
      const [previous, next] = within(document.querySelector<HTMLElement>('.MuiTablePagination-actions')!).getAllByRole(
        'button',
      );
      expect(previous).toBeDisabled();
      expect(next).toBeEnabled();
      await userEvent.click(next);
      expect(await screen.findByText('Gamma', undefined, { timeout: 10_000 })).toBeInTheDocument();
      expect(getList).toHaveBeenLastCalledWith(
        'things',
        expect.objectContaining({ pagination: { page: 2, perPage: 5 } }),
      );
    },
  );
});
