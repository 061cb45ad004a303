import { useQueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, useGetList } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';

import type { AppNotificationRecord } from '../../resources/notifications/targets';
import { useUndoableMarkRead } from '../../resources/notifications/useUndoableMarkRead';
import { AdminContext, testDataProvider } from '../../tests/AdminContext';
import { AppNotification } from './AppNotification';

const rows = [
  { id: 1, Title: 'First', Body: 'one', Date: '2026-11-20T10:00:00Z', read: false },
  { id: 2, Title: 'Second', Body: 'two', Date: '2026-11-21T10:00:00Z', read: false },
] as unknown as AppNotificationRecord[];

/** The bell's unread list, and the page's "Mark as read" (first one) and "Mark all as read". */
const Harness = () => {
  const markRead = useUndoableMarkRead();
  const queryClient = useQueryClient();
  const { data = [], total } = useGetList<AppNotificationRecord>('notifications', {
    filter: { unread: true },
    pagination: { page: 1, perPage: 10 },
  });
  return (
    <>
      <p data-testid="unread">{`${total ?? '-'}: ${data.map(n => n.Title).join(',')}`}</p>
      <button type="button" onClick={() => markRead(rows[0])}>
        one
      </button>
      <button type="button" onClick={() => markRead('all')}>
        all
      </button>
      <button type="button" onClick={() => void queryClient.invalidateQueries({ queryKey: ['notifications'] })}>
        reload
      </button>
      <AppNotification />
    </>
  );
};

const renderHarness = () => {
  const action = vi.fn(async () => ({ data: {} }));
  const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
  const dataProvider = {
    ...testDataProvider({ getList: getList as DataProvider['getList'] }),
    action,
  };
  render(
    <AdminContext dataProvider={dataProvider}>
      <Harness />
    </AdminContext>,
  );
  return { action, getList };
};

const toast = (text: RegExp) => screen.findByText(text, undefined, { timeout: 3000 });
const undoIn = async (message: HTMLElement) =>
  within(message.closest('.MuiSnackbarContent-root') as HTMLElement).getByRole('button', { name: 'Undo' });

describe('AppNotification with undoable actions queued one after another', () => {
  it('Undo in the first toast takes back only the first action: the second waits for its own toast, whose Undo sends nothing', async () => {
    const user = userEvent.setup();
    const { action } = renderHarness();
    await waitFor(() => expect(screen.getByTestId('unread')).toHaveTextContent('2: First,Second'));

    await user.click(screen.getByRole('button', { name: 'one' }));
    await user.click(screen.getByRole('button', { name: 'all' }));
    expect(screen.getByTestId('unread')).toHaveTextContent('0:');

    await user.click(await undoIn(await toast(/Marking the notification as read/)));
    const second = await toast(/Marking all notifications as read/);
    // react-admin's Notification takes the next queued mutation when the undone toast closes: "Mark all" was sent
    // before its own toast had even shown.
    expect(action).not.toHaveBeenCalled();
    expect(screen.getByTestId('unread')).toHaveTextContent('0:');

    await user.click(await undoIn(second));
    await waitFor(() => expect(screen.queryByText(/Marking all notifications/)).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByTestId('unread')).toHaveTextContent('2: First,Second'));
    expect(action).not.toHaveBeenCalled();
  });

  it('a toast that closes by itself sends its action, and the next one still waits for its own toast', async () => {
    const user = userEvent.setup();
    const { action } = renderHarness();
    await waitFor(() => expect(screen.getByTestId('unread')).toHaveTextContent('2: First,Second'));

    await user.click(screen.getByRole('button', { name: 'one' }));
    await user.click(screen.getByRole('button', { name: 'all' }));
    await toast(/Marking the notification as read/);
    // Escape closes the toast as its time running out does (not an Undo).
    await user.keyboard('{Escape}');
    await waitFor(() => expect(action).toHaveBeenCalledWith('notifications', 'markAsRead', { id: 1 }));
    await user.click(await undoIn(await toast(/Marking all notifications as read/)));
    await waitFor(() => expect(screen.queryByText(/Marking all notifications/)).not.toBeInTheDocument());
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('a reload while "Mark all" waits (the live stream, the bell\'s poll) keeps them shown read; Undo shows them unread', async () => {
    const user = userEvent.setup();
    const { action, getList } = renderHarness();
    await waitFor(() => expect(screen.getByTestId('unread')).toHaveTextContent('2: First,Second'));

    await user.click(screen.getByRole('button', { name: 'all' }));
    const marking = await toast(/Marking all notifications as read/);
    const calls = getList.mock.calls.length;
    // A click elsewhere on the page, which does not close the toast either.
    await user.click(screen.getByRole('button', { name: 'reload' }));
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(calls));
    await new Promise(resolve => setTimeout(resolve, 50));
    expect(screen.getByTestId('unread')).toHaveTextContent('0:');

    await user.click(await undoIn(marking));
    await waitFor(() => expect(screen.getByTestId('unread')).toHaveTextContent('2: First,Second'));
    expect(action).not.toHaveBeenCalled();
  });
});
