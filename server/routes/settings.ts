/** SPEC §7 Settings: the caller's notifications. Administrators share the notifications addressed to no user. */
import { and, asc, eq, gt, isNull, max, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthUser } from '../lib/auth.js';
import { notifications } from '../db/schema.js';
import { notFound } from '../lib/errors.js';
import { idParam } from '../../contracts/fields.js';
import type { NotificationRow as LiveRow } from '../lib/live.js';
import { countAll, runList, filters, listQuerySchema, planList, sendList, type ListSpec } from '../lib/list.js';
import { typed, type RouteContext } from './context.js';
import { notificationsContract } from '../../contracts/notifications.js';
import { pathOf } from '../lib/resourceRoutes.js';

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
    [pathOf(notificationsContract, 'getList'), false],
    [pathOf(notificationsContract, 'unread'), true],
  ] as const;
  for (const [url, unreadOnly] of lists) {
    api.get(url, { schema: { response: { 200: z.array(notificationsContract.record) }, tags, querystring: listQuerySchema } }, async (request, reply) => {
      const s = spec(and(mine(request.auth), unreadOnly ? eq(notifications.read, false) : undefined));
      const plan = planList(s, request.query);
      const { rows, total } = await runList(plan, db.select().from(notifications).where(plan.where).orderBy(...plan.orderBy).$dynamic(), () => db.select({ n: countAll }).from(notifications).where(plan.where), db);
      return sendList(reply, s, plan, rows.map(notificationJson), total);
    });
  }

  api.delete(pathOf(notificationsContract, 'deleteAll'), { schema: { response: { 200: z.object({ detail: z.string(), deleted: z.number().int() }) }, tags } }, async (request) => {
    const deleted = await db.delete(notifications).where(mine(request.auth)).returning({ id: notifications.id });
    return { detail: 'All notifications deleted.', deleted: deleted.length };
  });

  api.delete(pathOf(notificationsContract, 'delete'), { schema: { response: { 200: z.object({ detail: z.string(), id: z.number().int() }) }, tags, params: idParam } }, async (request) => {
    const [row] = await db
      .delete(notifications)
      .where(and(eq(notifications.id, request.params.id), mine(request.auth)))
      .returning({ id: notifications.id });
    if (!row) throw notFound('Notification not found.');
    return { detail: 'Notification deleted.', id: row.id };
  });

  api.post(pathOf(notificationsContract, 'markAsRead'), { schema: { response: { 200: notificationsContract.record }, tags, params: idParam } }, async (request) => {
    const [row] = await db
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.id, request.params.id), mine(request.auth)))
      .returning();
    if (!row) throw notFound('Notification not found.');
    return notificationJson(row);
  });

  /**
   * Designed: the caller's new notifications as Server-Sent Events (`id:` = notification id, `event: notification`,
   * `data:` = the notification as in the lists). Without `Last-Event-ID` it starts with `event: ready` whose id is the
   * caller's newest notification id, the point to resume from. With `Last-Event-ID` (header, or `lastEventId` in the query for
   * clients that cannot set it) the stream first replays the caller's notifications created after that id.
   */
  api.get(pathOf(notificationsContract, 'stream'), { schema: { response: { 200: z.string().describe('Server-Sent Events (text/event-stream): one `data:` line per notification') }, tags, querystring: streamQuery } }, async (request, reply) => {
    const headerId = request.headers['last-event-id'];
    const lastId = parseEventId(typeof headerId === 'string' ? headerId : request.query.lastEventId);
    const sent = new Set<number>();
    const queue: LiveRow[] = [];
    let replaying = true;
    const raw = reply.raw;
    const write = (row: LiveRow) => {
      if (sent.has(row.id)) return;
      sent.add(row.id);
      raw.write(`id: ${row.id}\nevent: notification\ndata: ${JSON.stringify(notificationJson(row))}\n\n`);
    };
    reply.hijack();
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    raw.write(`retry: ${STREAM_RETRY_MS}\n: connected\n\n`);
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), STREAM_HEARTBEAT_MS);
    const unsubscribe = ctx.live.subscribe(
      { userId: request.auth.id, role: request.auth.role, sessionId: request.auth.sessionId },
      (row) => (replaying ? queue.push(row) : write(row)),
      () => raw.end(),
    );
    raw.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
    if (lastId === null) {
      // The stream's starting point, so that a reconnect resumes from here even when nothing came yet.
      const [newest] = await db.select({ id: max(notifications.id) }).from(notifications).where(mine(request.auth));
      raw.write(`id: ${newest?.id ?? 0}\nevent: ready\ndata: {}\n\n`);
    } else {
      const missed = await db
        .select()
        .from(notifications)
        .where(and(mine(request.auth), gt(notifications.id, lastId)))
        .orderBy(asc(notifications.id))
        .limit(STREAM_REPLAY_MAX);
      for (const row of missed) write(row);
    }
    replaying = false;
    for (const row of queue.splice(0)) write(row);
  });
}

const STREAM_RETRY_MS = 3000;
const STREAM_HEARTBEAT_MS = 20_000;
const STREAM_REPLAY_MAX = 500;

const streamQuery = z.object({ lastEventId: z.string().max(20).optional(), token: z.string().optional() });

export function parseEventId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}
