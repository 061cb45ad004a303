/** Notifications (SPEC §2 Notifications, §7 Settings): each signed-in user's own, 20 per page, newest first. */
import { z } from 'zod';

import { action, defineResource } from './defineResource';
import { record, text, timestamp } from './fields';

const signedIn = ['signedIn'] as const;

export const notificationsContract = defineResource({
  name: 'notifications',
  noun: { one: 'notification', many: 'notifications' },
  id: 'id',
  record: record({
    Title: text,
    Body: text,
    Date: timestamp,
    Data: z.object({ type: z.string().nullable(), id: z.union([z.string(), z.number()]).nullable() }),
    read: z.boolean(),
    /** Translation key and parameters of Title/Body (null on older rows: Title/Body as stored). */
    Key: z.string().nullable(),
    Params: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  }),
  list: {
    sortable: ['id', 'Date', 'Title'],
    searchable: ['Title', 'Body'],
    filters: {
      unread: { calls: { true: '/Settings/getUnreadNotifications' } },
      type: {},
      read: { type: 'boolean' },
      Date_gte: { type: 'date' },
      Date_lte: { type: 'date' },
    },
    defaultSort: { field: 'Date', order: 'DESC' },
    perPage: 20,
  },
  endpoints: {
    getList: { method: 'GET', path: '/Settings/getNotifications' },
    delete: { method: 'DELETE', path: '/Settings/deleteNotification/{id}' },
  },
  actions: {
    unread: action('GET', '/Settings/getUnreadNotifications', 'List unread notifications'),
    markAsRead: action('POST', '/Settings/markAsRead/{id}', 'Mark a notification as read', { when: { read: false } }),
    /** Designed: every unread notification of the caller marked read at once (the page's "Mark all as read"). */
    markAllAsRead: action('POST', '/Settings/markAllAsRead', 'Mark all notifications as read'),
    deleteAll: action('DELETE', '/Settings/deleteAllNotifications', 'Delete all notifications'),
    stream: action('GET', '/Settings/notificationStream', 'Stream new notifications (Server-Sent Events)', {
      media: ['text/event-stream'],
    }),
  },
  access: {
    list: signedIn,
    delete: signedIn,
    unread: signedIn,
    markAsRead: signedIn,
    markAllAsRead: signedIn,
    deleteAll: signedIn,
    stream: signedIn,
  },
});
