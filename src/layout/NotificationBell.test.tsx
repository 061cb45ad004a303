import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';

import { AdminContext, testDataProvider } from '../../tests/AdminContext';
import { NotificationBell } from './NotificationBell';

vi.mock('../notifications/live', () => ({ useLiveNotifications: () => 'closed', usePushNotifications: () => {} }));

/** Hands the app's query client to the test, which asks for a refresh as the bell's poll would. */
const Client = ({ onClient }: { onClient: (client: QueryClient) => void }) => {
  const client = useQueryClient();
  useEffect(() => {
    onClient(client);
  }, [client, onClient]);
  return null;
};

describe('NotificationBell', () => {
  it('says when a refresh failed instead of passing the last count as current, and Retry asks again', async () => {
    let failing = false;
    const getList = vi.fn(async () => {
      if (failing) throw new Error('Failed to fetch');
      return { data: [{ id: 1, Title: 'Lab registered', Body: 'A lab', Date: '2026-11-27T10:00:00Z' }], total: 3 };
    });
    let client: QueryClient | undefined;
    render(
      <AdminContext dataProvider={testDataProvider({ getList: getList as DataProvider['getList'] })}>
        <Client onClient={c => (client = c)} />
        <NotificationBell />
      </AdminContext>,
    );
    const bell = await screen.findByRole('button', { name: '3 unread notifications' });
    expect(screen.getByTestId('notification-badge')).not.toHaveAttribute('data-stale');

    failing = true;
    await act(async () => {
      await client!.refetchQueries({ queryKey: ['notifications'] }).catch(() => {});
    });
    await waitFor(
      () =>
        expect(bell).toHaveAccessibleName(
          '3 unread notifications. Notifications could not be refreshed: the count may be out of date',
        ),
      { timeout: 15_000 },
    );
    expect(screen.getByTestId('notification-badge')).toHaveAttribute('data-stale', 'true');

    await userEvent.click(bell);
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Notifications could not be refreshed: the count may be out of date'),
    ).toBeVisible();
    failing = false;
    // The Retry every failed load shows (resources/common/LoadError.tsx): its word and its icon.
    const retry = within(dialog).getByRole('button', { name: 'Retry' });
    expect(within(retry).getByTestId('RefreshIcon')).toBeInTheDocument();
    await userEvent.click(retry);
    await waitFor(() => expect(bell).toHaveAccessibleName('3 unread notifications'));
    expect(screen.getByTestId('notification-badge')).not.toHaveAttribute('data-stale');
  }, 30_000);
});
