/** The caller's notifications (SPEC §7 Settings): queries and the API shape (contracts/notifications.ts). */
import { and, asc, eq, gt, isNull, max, type SQL, sql } from 'drizzle-orm';

import type { Db } from '../db/client.js';
import { notifications, notificationUnread } from '../db/schema.js';
import type { AuthUser } from '../lib/auth.js';
import { notFound } from '../lib/errors.js';
import { countAll, filters, type ListQuery, type ListSpec, planList, runList } from '../lib/list.js';

type NotificationRow = typeof notifications.$inferSelect;

export const notificationJson = (n: NotificationRow) => ({
  id: n.id,
  Title: n.title,
  Body: n.body,
  Date: n.date.toISOString(),
  Data: { type: n.type, id: n.refId },
  read: n.read,
  /** Translation key and parameters of Title/Body (null on older rows: show Title/Body as stored). */
  Key: n.messageKey ?? null,
  Params: n.params ?? null,
});

/** Administrators share the notifications addressed to no user; everyone else reads their own. */
function mine(user: AuthUser): SQL {
  return user.role === 'admin' ? isNull(notifications.userId) : eq(notifications.userId, user.id);
}

function spec(where: SQL | undefined): ListSpec {
  return {
    resource: 'notifications',
    sortable: { id: notifications.id, Date: notifications.date, Title: notifications.title },
    defaultSort: { field: 'Date', order: 'DESC' },
    search: [notifications.title, notifications.body],
    filters: {
      id: filters.ids(notifications.id),
      type: filters.text(notifications.type),
      read: filters.bool(notifications.read),
      Date_gte: filters.atOrAfter(notifications.date),
      Date_lte: filters.atOrBefore(notifications.date),
    },
    where,
  };
}

export async function listNotifications(db: Db, user: AuthUser, unreadOnly: boolean, query: ListQuery) {
  const s = spec(and(mine(user), unreadOnly ? eq(notifications.read, false) : undefined));
  const plan = planList(s, query);
  const { rows, total } = await runList(
    plan,
    db
      .select()
      .from(notifications)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .$dynamic(),
    // The caller's notifications (or unread ones), neither searched nor filtered: one row of notification_unread
    // (kept by triggers) instead of a count over them.
    !plan.narrowed
      ? () =>
          db
            .select({
              n: sql<number>`cast(coalesce(sum(${unreadOnly ? notificationUnread.n : notificationUnread.total}), 0) as integer)`,
            })
            .from(notificationUnread)
            .where(eq(notificationUnread.userId, user.role === 'admin' ? 0 : user.id))
      : () => db.select({ n: countAll }).from(notifications).where(plan.where),
    db,
  );
  return { spec: s, plan, rows: rows.map(notificationJson), total };
}

export async function deleteAllNotifications(db: Db, user: AuthUser) {
  const deleted = await db.delete(notifications).where(mine(user)).returning({ id: notifications.id });
  return deleted.length;
}

export async function deleteNotification(db: Db, user: AuthUser, id: number) {
  const [row] = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), mine(user)))
    .returning({ id: notifications.id });
  if (!row) throw notFound('Notification not found.');
  return row.id;
}

export async function markNotificationRead(db: Db, user: AuthUser, id: number) {
  const [row] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), mine(user)))
    .returning();
  if (!row) throw notFound('Notification not found.');
  return notificationJson(row);
}

/** Marks every unread notification of the caller read; the number marked. */
export async function markAllNotificationsRead(db: Db, user: AuthUser) {
  const marked = await db
    .update(notifications)
    .set({ read: true })
    .where(and(mine(user), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return marked.length;
}

/** The caller's newest notification id (0 when none): where a notification stream starts. */
export async function newestNotificationId(db: Db, user: AuthUser) {
  const [newest] = await db
    .select({ id: max(notifications.id) })
    .from(notifications)
    .where(mine(user));
  return newest?.id ?? 0;
}

/** The caller's notifications created after `lastId`, oldest first, at most `limit`. */
export async function notificationsAfter(db: Db, user: AuthUser, lastId: number, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(and(mine(user), gt(notifications.id, lastId)))
    .orderBy(asc(notifications.id))
    .limit(limit);
}
