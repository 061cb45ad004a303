/**
 * The financial aid list's status tabs against react-admin's debounced search: a tab switched while a search change
 * waits to be applied keeps the tab and the search as typed, whatever order the two land in.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { DataProvider, GetListParams } from 'react-admin';
import type { Location } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AdminContext, testDataProvider } from '../../tests/AdminContext';
import FinancialAidList from './FinancialAidList';

const requests = [
  { id: 1, patient_name: 'Ayesha Khan', Amount: 1200, Status: 'Approved', created_at: '2026-11-20T09:30:00.000Z' },
  {
    id: 2,
    patient_name: 'Bilal Ahmed',
    Amount: 800,
    Status: 'Pending Response',
    created_at: '2026-11-21T09:30:00.000Z',
  },
];

const renderList = (locationCallback?: (location: Location) => void) => {
  const getList = vi.fn(async (_resource: string, { filter }: GetListParams) => {
    const status = (filter as Record<string, string>).Status ?? 'Approved';
    const q = String((filter as Record<string, string>).q ?? '').toLowerCase();
    const data = requests.filter(
      r => (status === 'all' || r.Status === status) && r.patient_name.toLowerCase().includes(q),
    );
    return { data, total: data.length };
  });
  render(
    <AdminContext
      dataProvider={testDataProvider({ getList: getList as DataProvider['getList'] })}
      locationCallback={locationCallback}
    >
      <FinancialAidList />
    </AdminContext>,
  );
  return getList;
};

const lastFilter = (getList: ReturnType<typeof renderList>) => getList.mock.calls.at(-1)?.[1].filter;

describe('FinancialAidList tabs and the debounced search', () => {
  afterEach(() => vi.useRealTimers());

  it('a tab switched just before the cleared search is applied keeps the tab and the cleared search', async () => {
    const getList = renderList();
    expect(await screen.findByText('Ayesha Khan', undefined, { timeout: 10_000 })).toBeInTheDocument();
    const search = screen.getByPlaceholderText('Search');
    fireEvent.change(search, { target: { value: 'nobody' } });
    await waitFor(() => expect(lastFilter(getList)).toEqual({ q: 'nobody' }));

    // Timers by hand: the search's application (500 ms after the change) comes after the tab's switch was asked for
    // but before the screen was drawn again with it, as on a busy machine.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    fireEvent.change(search, { target: { value: '' } });
    await act(async () => {
      vi.advanceTimersByTime(450);
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Pending Response' }));
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    vi.useRealTimers();

    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Pending Response' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(await screen.findByText('Bilal Ahmed')).toBeInTheDocument();
    expect(lastFilter(getList)).toEqual({ Status: 'Pending Response' });
    expect(screen.getByPlaceholderText('Search')).toHaveValue('');
  });

  it('the search form applied again after a tab, changing nothing, leaves the list where it is', async () => {
    // Each entry the list's router takes: an application that changes nothing used to add one 500 ms after the tab,
    // which took a row just opened (its screen still loading) back to the list.
    const entries = new Set<string>();
    const getList = renderList(location => entries.add(location.key));
    expect(await screen.findByText('Ayesha Khan', undefined, { timeout: 10_000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Pending Response' }));
    expect(await screen.findByText('Bilal Ahmed')).toBeInTheDocument();
    await waitFor(() => expect(lastFilter(getList)).toEqual({ Status: 'Pending Response' }));
    const settled = entries.size;
    const calls = getList.mock.calls.length;

    // The form's own application of the tab's value, 500 ms later.
    await act(async () => {
      await new Promise(resolve => setTimeout(resolve, 1200));
    });
    expect(entries.size).toBe(settled);
    expect(getList.mock.calls.length).toBe(calls);
    expect(screen.getByRole('tab', { name: 'Pending Response' })).toHaveAttribute('aria-selected', 'true');
  });
});
