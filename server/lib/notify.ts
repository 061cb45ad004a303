/**
 * Creates notifications. Live delivery (Server-Sent Events fanned out through LISTEN/NOTIFY) hooks in here.
 */
import type { Db } from '../db/client.js';
import { notifications } from '../db/schema.js';

export interface NewNotification {
  /** null: addressed to the administrators. */
  userId: number | null;
  title: string;
  body: string;
  type: string;
  refId?: string | number | null;
}

export type Notifier = (tx: Pick<Db, 'insert'>, n: NewNotification) => Promise<void>;

export const storeNotification: Notifier = async (tx, n) => {
  await tx.insert(notifications).values({
    userId: n.userId,
    title: n.title,
    body: n.body,
    type: n.type,
    refId: n.refId == null ? null : String(n.refId),
  });
};
