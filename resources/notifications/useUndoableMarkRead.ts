/**
 * Marking notifications read, undoably (as deleting one is): the page, its tabs and the bell show them read at once
 * (the query cache is changed in place: an unread list loses them and its total as many), a toast with Undo stays a
 * few seconds, and the call is sent only when that toast closes (react-admin's undoable mutation). Undo puts the cache
 * back and sends nothing.
 */
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAddUndoableMutation, useDataProvider, useNotify } from 'react-admin';

import type { LabHubDataProvider } from '../../dataProvider';
import { useToast } from '../../lib/useToast';
import type { AppNotificationRecord } from './targets';

const N = 'resources.notifications.';

/** One notification, or every unread one of the person. */
export type MarkReadTarget = AppNotificationRecord | 'all';

interface ListData {
  data: AppNotificationRecord[];
  total?: number;
}

const isTrue = (value: unknown) => value === true || value === 'true';

/**
 * A notifications query's cached `data` once `target` is read: every copy shows it read, and a list of unread ones
 * (`filter.unread`, the bell's and the Unread tab's) loses it.
 */
export const notificationsCacheAfter = (queryKey: QueryKey, data: unknown, target: MarkReadTarget): unknown => {
  if (!data || typeof data !== 'object') return data;
  const hit = (n: AppNotificationRecord | undefined) => !!n && !n.read && (target === 'all' || n.id === target.id);
  const kind = queryKey[1];
  if (kind === 'getOne')
    return hit(data as AppNotificationRecord) ? { ...(data as AppNotificationRecord), read: true } : data;
  if (kind === 'getMany') return (data as AppNotificationRecord[]).map(n => (hit(n) ? { ...n, read: true } : n));
  if (kind !== 'getList') return data;
  const list = data as ListData;
  const filter = (queryKey[2] as { filter?: Record<string, unknown> } | undefined)?.filter;
  const unreadOnly = isTrue(filter?.unread) || filter?.read === false || filter?.read === 'false';
  const marked = list.data.filter(hit).length;
  if (target === 'all' && unreadOnly) return { ...list, data: [], total: list.total === undefined ? undefined : 0 };
  return unreadOnly
    ? {
        ...list,
        data: list.data.filter(n => !hit(n)),
        total: list.total === undefined ? undefined : list.total - marked,
      }
    : { ...list, data: list.data.map(n => (hit(n) ? { ...n, read: true } : n)) };
};

const changeCache = (queryClient: QueryClient, target: MarkReadTarget) => {
  const before = queryClient.getQueriesData({ queryKey: ['notifications'] });
  for (const [queryKey, data] of before)
    queryClient.setQueryData(queryKey, notificationsCacheAfter(queryKey, data, target));
  return () => {
    for (const [queryKey, data] of before) queryClient.setQueryData(queryKey, data);
  };
};

/**
 * Marks one notification read (POST /Settings/markAsRead/{id}) or all of them (POST /Settings/markAllAsRead),
 * undoably. After the call every notifications query reloads; a failure puts the cache back and says so.
 */
export const useUndoableMarkRead = () => {
  const dataProvider = useDataProvider<LabHubDataProvider>();
  const queryClient = useQueryClient();
  const addUndoableMutation = useAddUndoableMutation();
  const notify = useNotify();
  const toast = useToast();
  return useCallback(
    (target: MarkReadTarget) => {
      const putBack = changeCache(queryClient, target);
      const commit = async () => {
        try {
          if (target === 'all') {
            await dataProvider.action('notifications', 'markAllAsRead');
            toast.success(`${N}toast.marked_all_read`);
          } else await dataProvider.action('notifications', 'markAsRead', { id: target.id });
        } catch (error) {
          putBack();
          toast.error(
            target === 'all' ? `${N}toast.mark_all_read_error` : `${N}toast.mark_read_error`,
            undefined,
            error,
          );
        }
        void queryClient.invalidateQueries({ queryKey: ['notifications'] });
      };
      addUndoableMutation(({ isUndo }: { isUndo: boolean }) => (isUndo ? putBack() : void commit()));
      notify(target === 'all' ? `${N}toast.marking_all_read` : `${N}toast.marking_read`, {
        type: 'info',
        undoable: true,
      });
    },
    [dataProvider, queryClient, addUndoableMutation, notify, toast],
  );
};
