/** SPEC §7 Settings: the caller's notifications. Administrators share the notifications addressed to no user. */
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../lib/auth.js';
import { notifications } from '../db/schema.js';
import { notFound } from '../lib/errors.js';
import { idParam } from '../lib/fields.js';
import { countAll, runList, filters, listQuerySchema, planList, sendList, type ListSpec } from '../lib/list.js';
import { typed, type RouteContext } from './context.js';

type NotificationRow = typeof notifications.$inferSelect;

export const notificationJson = (n: NotificationRow) => ({
  id: n.id,
  Title: n.title,
  Body: n.body,
  Date: n.date.toISOString(),
  Data: { type: n.type, id: n.refId },
  read: n.read,
});

export function mine(user: AuthUser): SQL {
  return user.role === 'admin' ? isNull(notifications.userId) : eq(notifications.userId, user.id);
}

function spec(where: SQL | undefined): ListSpec {
  return {
    resource: 'notifications',
    sortable: { id: notifications.id, Date: notifications.date, Title: notifications.title },
    defaultSort: { field: 'Date', order: 'DESC' },
    search: [notifications.title, notifications.body],
    filters: { id: filters.ids(notifications.id), type: filters.text(notifications.type), read: filters.bool(notifications.read) },
    where,
  };
}

export default async function settingsRoutes(app: FastifyInstance, ctx: RouteContext) {
  const api = typed(app);
  const { db } = ctx;
  const tags = ['notifications'];

  const lists = [
    ['/Settings/getNotifications', false],
    ['/Settings/getUnreadNotifications', true],
  ] as const;
  for (const [url, unreadOnly] of lists) {
    api.get(url, { schema: { tags, querystring: listQuerySchema } }, async (request, reply) => {
      const s = spec(and(mine(request.auth), unreadOnly ? eq(notifications.read, false) : undefined));
      const plan = planList(s, request.query);
      const { rows, total } = await runList(plan, db.select().from(notifications).where(plan.where).orderBy(...plan.orderBy).$dynamic(), () => db.select({ n: countAll }).from(notifications).where(plan.where));
      return sendList(reply, s, plan, rows.map(notificationJson), total);
    });
  }

  api.delete('/Settings/deleteAllNotifications', { schema: { tags } }, async (request) => {
    const deleted = await db.delete(notifications).where(mine(request.auth)).returning({ id: notifications.id });
    return { detail: 'All notifications deleted.', deleted: deleted.length };
  });

  api.delete('/Settings/deleteNotification/:id', { schema: { tags, params: idParam } }, async (request) => {
    const [row] = await db
      .delete(notifications)
      .where(and(eq(notifications.id, request.params.id), mine(request.auth)))
      .returning({ id: notifications.id });
    if (!row) throw notFound('Notification not found.');
    return { detail: 'Notification deleted.', id: row.id };
  });

  api.post('/Settings/markAsRead/:id', { schema: { tags, params: idParam } }, async (request) => {
    const [row] = await db
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.id, request.params.id), mine(request.auth)))
      .returning();
    if (!row) throw notFound('Notification not found.');
    return notificationJson(row);
  });
}
