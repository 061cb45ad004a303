/**
 * A list at a SPEC path of its own drawn from its contract (`<GenericList resource=… />`): the contract's columns in
 * their order, a `linkTo` field as a link to the record it names (no request), money in the resource's wording, an
 * always-shown reference filter, and the parts a screen overrides (a cell, row actions).
 */
import { render, screen, within } from '@testing-library/react';
import { type DataProvider, useRecordContext } from 'react-admin';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { AdminContext, testDataProvider } from '../../tests/AdminContext';
import { knowDetailPaths } from './detailPath';
import { GenericList } from './GenericList';

const rows = [
  { id: 7, orderId: 7, Lab_id: 3, lab_name: 'Chughtai Lab', PaymentType: 'Cash', Total: 12500, Commission: 1250.5 },
].map(r => ({ ...r, Status: 'Pending', created_at: '2026-11-20T09:30:00.000Z' }));

const Badge = () => <span data-testid="badge">{useRecordContext()?.Status}</span>;

beforeAll(() => {
  const element = <div />;
  knowDetailPaths([
    { name: 'invoices', routes: [{ path: '/invoices-detail/:id', element }] },
    {
      name: 'labs',
      routes: [
        { path: '/labslist', element },
        { path: '/lab-overview/:id', element },
      ],
    },
  ]);
});

const renderList = (resource: string, dataProvider: DataProvider) =>
  render(
    <AdminContext dataProvider={dataProvider}>
      <GenericList resource={resource} cells={{ Status: <Badge /> }} rowActions={<button type="button">Act</button>} />
    </AdminContext>,
  );

describe('GenericList at a path of its own', () => {
  it("draws the receivables' columns from the contract, with links, money, an overridden cell and row actions", async () => {
    const dataProvider = testDataProvider({
      getList: vi.fn(async () => ({ data: rows, total: 1 })) as DataProvider['getList'],
    });
    renderList('receivables', dataProvider);
    const row = (await screen.findByText('Chughtai Lab', undefined, { timeout: 10_000 })).closest('tr')!;
    const headers = screen.getAllByRole('columnheader').map(h => h.textContent?.trim());
    expect(headers).toEqual(
      expect.arrayContaining(['Order ID', 'Lab', 'Total (PKR)', 'Commission (PKR)', 'Status', 'Date']),
    );
    expect(within(row).getByRole('link', { name: '7' })).toHaveAttribute('href', '/invoices-detail/7');
    expect(within(row).getByRole('link', { name: 'Chughtai Lab' })).toHaveAttribute('href', '/lab-overview/3');
    expect(within(row).getByText('12,500')).toBeInTheDocument();
    expect(within(row).getByText('1,250.5')).toBeInTheDocument();
    expect(within(row).getByTestId('badge')).toHaveTextContent('Pending');
    expect(within(row).getByRole('button', { name: 'Act' })).toBeInTheDocument();
    // The lab filter is always shown; the row names its lab, so no lab is fetched for the table.
    expect(screen.getByRole('combobox', { name: 'Lab' })).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'receivables',
      expect.objectContaining({ pagination: { page: 1, perPage: 10 }, sort: { field: 'orderId', order: 'DESC' } }),
    );
  });

  it("writes money in the resource's wording ('PKR %{amount}') when it has one", async () => {
    const donation = { id: 1, Time: '2026-11-20T09:30:00.000Z', Donor_Name: 'Ayesha', Donor_Email: 'a@x.pk' };
    renderList(
      'donations',
      testDataProvider({
        getList: vi.fn(async () => ({ data: [{ ...donation, Amount: 5000 }], total: 1 })) as DataProvider['getList'],
      }),
    );
    const row = (await screen.findByText('Ayesha', undefined, { timeout: 10_000 })).closest('tr')!;
    expect(within(row).getByText('PKR 5,000')).toBeInTheDocument();
    expect(within(row).getByText('20 Nov 2026', { exact: false })).toBeInTheDocument();
  });
});
