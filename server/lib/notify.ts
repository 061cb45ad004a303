/**
 * Creates notifications. Each one is announced on the NOTIFY channel inside the same transaction, so every API
 * process sharing the database hears of it once it is committed (server/lib/live.ts streams it to the browsers).
 */
import { sql } from 'drizzle-orm';

import type { Db } from '../db/client.js';
import { notifications } from '../db/schema.js';
import { NOTIFY_CHANNEL } from './live.js';

interface NewNotification {
  /** null: addressed to the administrators. */
  userId: number | null;
  title: string;
  body: string;
  type: string;
  refId?: string | number | null;
  /**
   * The same text as a key of the app's translations (`resources.notifications.server.<key>.title|body`) and its
   * parameters, so each reader sees it in their language; `title` and `body` stay the English text (older clients,
   * push, and the fallback).
   */
  key?: string;
  params?: Record<string, string | number>;
}

export type Notifier = (tx: Pick<Db, 'insert' | 'execute'>, n: NewNotification) => Promise<void>;

export const storeNotification: Notifier = async (tx, n) => {
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: n.userId,
      title: n.title,
      body: n.body,
      type: n.type,
      refId: n.refId == null ? null : String(n.refId),
      messageKey: n.key ?? null,
      params: n.params ?? null,
    })
    .returning({ id: notifications.id });
  const payload = JSON.stringify({ id: row.id, userId: n.userId });
  await tx.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${payload})`);
};
