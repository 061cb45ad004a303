/**
 * Marking notifications read, undoably (as deleting one is): the page, its tabs and the bell show them read at once
 * (the query cache is changed in place: an unread list loses them and its total as many), a toast with Undo stays a
 * few seconds, and the call is sent only when that toast closes (react-admin's undoable mutation). Undo puts the cache
 * back and sends nothing. Several marks may wait at once (each with its own toast, AppNotification), and the bell's
 * poll or the live stream may reload the lists meanwhile: what is shown is always the server's last answer with the
 * marks still waiting applied (WaitingMarks).
 */
import { type Query, type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
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

const applyAll = (queryKey: QueryKey, data: unknown, targets: readonly MarkReadTarget[]) =>
  targets.reduce((shown, target) => notificationsCacheAfter(queryKey, shown, target), data);

/**
 * The marks of one query client still waiting for their toast to close: `server` holds each notifications query's
 * data as the server last gave it (before any waiting mark), and every answer the server gives meanwhile (the bell's
 * poll, the live stream's refetch) is recorded there and shown with the waiting marks applied.
 */
interface WaitingMarks {
  targets: MarkReadTarget[];
  server: Map<string, { queryKey: QueryKey; data: unknown }>;
  stop: () => void;
}

const waitingMarks = new WeakMap<QueryClient, WaitingMarks>();

const notificationsKey = (queryKey: QueryKey) => queryKey[0] === 'notifications';

const marksOf = (queryClient: QueryClient): WaitingMarks => {
  const existing = waitingMarks.get(queryClient);
  if (existing) return existing;
  const server = new Map<string, { queryKey: QueryKey; data: unknown }>();
  for (const query of queryClient.getQueryCache().findAll({ queryKey: ['notifications'] }))
    server.set(query.queryHash, { queryKey: query.queryKey, data: query.state.data });
  const marks: WaitingMarks = {
    targets: [],
    server,
    stop: queryClient.getQueryCache().subscribe(event => {
      if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
      const query = event.query as Query<unknown, Error, unknown, QueryKey>;
      if (!notificationsKey(query.queryKey)) return;
      server.set(query.queryHash, { queryKey: query.queryKey, data: query.state.data });
      queryClient.setQueryData(query.queryKey, applyAll(query.queryKey, query.state.data, marks.targets));
    }),
  };
  waitingMarks.set(queryClient, marks);
  return marks;
};

/** Shows `target` read everywhere until it is sent or undone; a fetch under way is cancelled so it cannot undo it. */
const beginMark = (queryClient: QueryClient, target: MarkReadTarget) => {
  const marks = marksOf(queryClient);
  marks.targets.push(target);
  void queryClient.cancelQueries({ queryKey: ['notifications'] });
  for (const [queryKey, data] of queryClient.getQueriesData({ queryKey: ['notifications'] }))
    queryClient.setQueryData(queryKey, notificationsCacheAfter(queryKey, data, target));
};

/**
 * `target` no longer waits: sent (`sent`: the server's copies now have it read) or undone / failed. Every query shows
 * the server's data with the marks still waiting; the queries are then reloaded.
 */
const endMark = (queryClient: QueryClient, target: MarkReadTarget, sent: boolean) => {
  const marks = waitingMarks.get(queryClient);
  if (marks) {
    marks.targets = marks.targets.filter(waiting => waiting !== target);
    for (const [hash, entry] of marks.server) {
      const server = sent ? notificationsCacheAfter(entry.queryKey, entry.data, target) : entry.data;
      marks.server.set(hash, { ...entry, data: server });
      if (queryClient.getQueryCache().get(hash))
        queryClient.setQueryData(entry.queryKey, applyAll(entry.queryKey, server, marks.targets));
    }
    if (marks.targets.length === 0) {
      marks.stop();
      waitingMarks.delete(queryClient);
    }
  }
  void queryClient.invalidateQueries({ queryKey: ['notifications'] });
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
      beginMark(queryClient, target);
      const commit = async () => {
        try {
          if (target === 'all') await dataProvider.action('notifications', 'markAllAsRead');
          else await dataProvider.action('notifications', 'markAsRead', { id: target.id });
          endMark(queryClient, target, true);
          if (target === 'all') toast.success(`${N}toast.marked_all_read`);
        } catch (error) {
          endMark(queryClient, target, false);
          toast.error(
            target === 'all' ? `${N}toast.mark_all_read_error` : `${N}toast.mark_read_error`,
            undefined,
            error,
          );
        }
      };
      addUndoableMutation(({ isUndo }: { isUndo: boolean }) =>
        isUndo ? endMark(queryClient, target, false) : void commit(),
      );
      notify(target === 'all' ? `${N}toast.marking_all_read` : `${N}toast.marking_read`, {
        type: 'info',
        undoable: true,
      });
    },
    [dataProvider, queryClient, addUndoableMutation, notify, toast],
  );
};
