/** SPEC §7 Settings: the caller's notifications, registered from contracts/notifications.ts (the SQL: server/repos/notifications.ts). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { notificationsContract } from '../../contracts/notifications.js';
import { listQuerySchema, sendList } from '../lib/list.js';
import type { NotificationRow as LiveRow } from '../lib/live.js';
import { registerAction, registerResource } from '../lib/resourceRoutes.js';
import {
  deleteAllNotifications,
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  newestNotificationId,
  notificationJson,
  notificationsAfter,
} from '../repos/notifications.js';
import { type RouteContext, typed } from './context.js';

export default async function notificationRoutes(app: FastifyInstance, ctx: RouteContext) {
  const api = typed(app);
  const { db } = ctx;

  registerResource(
    api,
    notificationsContract,
    {
      getList: async (request, reply) => {
        const { spec, plan, rows, total } = await listNotifications(db, request.auth, false, request.query);
        return sendList(reply, spec, plan, rows, total);
      },
      delete: async request => ({
        detail: 'Notification deleted.',
        id: await deleteNotification(db, request.auth, request.params.id),
      }),
    },
    { delete: z.object({ detail: z.string(), id: z.number().int() }) },
  );

  registerAction(
    api,
    notificationsContract,
    'unread',
    { querystring: listQuerySchema, reply: z.array(notificationsContract.record) },
    async (request, reply) => {
      const { spec, plan, rows, total } = await listNotifications(db, request.auth, true, request.query);
      return sendList(reply, spec, plan, rows, total);
    },
  );

  registerAction(
    api,
    notificationsContract,
    'deleteAll',
    { reply: z.object({ detail: z.string(), deleted: z.number().int() }) },
    async request => ({
      detail: 'All notifications deleted.',
      deleted: await deleteAllNotifications(db, request.auth),
    }),
  );

  registerAction(api, notificationsContract, 'markAsRead', { reply: notificationsContract.record }, async request =>
    markNotificationRead(db, request.auth, request.params.id),
  );

  registerAction(
    api,
    notificationsContract,
    'markAllAsRead',
    { reply: z.object({ detail: z.string(), updated: z.number().int() }) },
    async request => ({
      detail: 'All notifications marked as read.',
      updated: await markAllNotificationsRead(db, request.auth),
    }),
  );

  /**
   * Designed: the caller's new notifications as Server-Sent Events (`id:` = notification id, `event: notification`,
   * `data:` = the notification as in the lists). Without `Last-Event-ID` it starts with `event: ready` whose id is the
   * caller's newest notification id, the point to resume from. With `Last-Event-ID` (header, or `lastEventId` in the query for
   * clients that cannot set it) the stream first replays the caller's notifications created after that id.
   */
  const events = z.string().describe('Server-Sent Events (text/event-stream): one `data:` line per notification');
  registerAction(
    api,
    notificationsContract,
    'stream',
    { querystring: streamQuery, reply: events },
    async (request, reply) => {
      const headerId = request.headers['last-event-id'];
      const lastId = parseEventId(
        typeof headerId === 'string' ? headerId : (request.query as z.infer<typeof streamQuery>).lastEventId,
      );
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
        row => (replaying ? queue.push(row) : write(row)),
        () => raw.end(),
      );
      raw.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
      });
      try {
        if (lastId === null) {
          // The stream's starting point, so that a reconnect resumes from here even when nothing came yet.
          raw.write(`id: ${await newestNotificationId(db, request.auth)}\nevent: ready\ndata: {}\n\n`);
        } else {
          for (const row of await notificationsAfter(db, request.auth, lastId, STREAM_REPLAY_MAX)) write(row);
        }
      } catch (err) {
        // The answer has begun, so no error reply can follow: the stream ends and the client reconnects after
        // `retry` with the id it last saw.
        request.log.warn({ err, reqId: request.id }, 'event stream could not start');
        raw.end();
        return;
      }
      replaying = false;
      for (const row of queue.splice(0)) write(row);
    },
  );
}

const STREAM_RETRY_MS = 3000;
const STREAM_HEARTBEAT_MS = 20_000;
const STREAM_REPLAY_MAX = 500;

const streamQuery = z.object({
  lastEventId: z
    .string()
    .max(20)
    .optional()
    .describe('Resume after this notification id (for clients that cannot send the Last-Event-ID header)'),
});

export function parseEventId(value: string | undefined): number | null {
  // Notification ids are 32-bit: a larger one would be refused by PostgreSQL, so it is read as none.
  if (value === undefined || !/^\d{1,10}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id <= 2 ** 31 - 1 ? id : null;
}
