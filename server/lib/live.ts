/**
 * Live notifications: every process LISTENs on one PostgreSQL channel and fans the notifications it hears out to
 * its own Server-Sent Events subscribers. The notifier NOTIFYs inside the writing transaction, so a notification
 * is announced only once committed, and to every API process sharing the database (PGlite: the one process).
 */
import { eq } from 'drizzle-orm';
import pg from 'pg';

import type { Database } from '../db/client.js';
import { notifications } from '../db/schema.js';
import { WRITES_CHANNEL } from './readCache.js';

export const NOTIFY_CHANNEL = 'labhub_notifications';

export type NotificationRow = typeof notifications.$inferSelect;

/** Who a subscriber is: administrators share the notifications addressed to no user. */
export interface Audience {
  userId: number;
  role: 'admin' | 'lab' | 'patient';
  /** The session the stream was opened with: the stream ends with it. */
  sessionId?: string;
}

/** Payload of a NOTIFY: enough to skip the row fetch when no subscriber here wants it. */
export interface Announcement {
  id: number;
  userId: number | null;
}

function isFor(audience: Audience, userId: number | null): boolean {
  return userId === null ? audience.role === 'admin' : audience.userId === userId;
}

interface Subscriber {
  audience: Audience;
  send: (row: NotificationRow) => void;
  end: () => void;
}

/** Open streams one user may hold (tabs, devices); the next one closes the oldest. */
export const MAX_STREAMS_PER_USER = 10;

/**
 * Which audiences may still listen (their account active, their session not ended): called after writes, here or
 * in another process, so a stream closes when its user is blocked, deleted or signed out, or after a restore.
 */
type StreamValidator = (audiences: Audience[]) => Promise<boolean[]>;

export interface LiveHubOptions {
  log?: (message: string) => void;
  /**
   * A write was committed that the read caches may not know of yet: another process's, or, before a notification
   * heard from the database is sent to this process's streams, its own writer's, which empties the caches only once
   * its answer has left (server/app/readCaches.ts): a browser refetching on the event must not get a cached answer.
   */
  onCommitHeard?: () => void;
  validate?: StreamValidator;
  maxStreamsPerUser?: number;
  /** The listener's first reconnect delay (PostgreSQL), doubled after each failed attempt: default 500 ms. */
  reconnectDelayMs?: number;
  /** The longest delay between reconnect attempts: default 30 s. */
  maxReconnectDelayMs?: number;
}

export interface LiveHub {
  /** Returns the unsubscribe function. A user's oldest stream is ended beyond `maxStreamsPerUser`. */
  subscribe(audience: Audience, send: (row: NotificationRow) => void, end: () => void): () => void;
  readonly size: number;
  /** Streams open for one user (in this process). */
  countFor(userId: number): number;
  /** Re-checks every open stream with the validator soon (coalesced); resolves when done. */
  revalidate(): Promise<void>;
  /** Tells the other API processes on this database that a write was committed here (PostgreSQL only). */
  announceWrite(): void;
  /** Ends every open stream (before the server closes) and stops listening. */
  close(): Promise<void>;
}

export function parseAnnouncement(payload: string | undefined): Announcement | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as Partial<Announcement>;
    if (!Number.isInteger(value.id)) return null;
    return { id: value.id!, userId: Number.isInteger(value.userId) ? value.userId! : null };
  } catch {
    return null;
  }
}

/**
 * `onCommitHeard`: a commit was heard that the read caches may not know of (another process's write, a notification
 * about to be sent, or a reconnected listener that may have missed some): the caches must forget what they hold.
 */
export async function startLiveHub(database: Database, options: LiveHubOptions = {}): Promise<LiveHub> {
  const log = options.log ?? (() => {});
  const maxPerUser = options.maxStreamsPerUser ?? MAX_STREAMS_PER_USER;
  const subscribers = new Set<Subscriber>();
  const endSubscriber = (s: Subscriber) => {
    subscribers.delete(s);
    try {
      s.end();
    } catch {
      /* already gone */
    }
  };
  // Revalidation: at most one check running, and one more queued behind it for the writes that came meanwhile.
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const check = async () => {
    if (!options.validate || subscribers.size === 0) return;
    const list = [...subscribers];
    const ok = await options.validate(list.map(s => s.audience));
    list.forEach((s, i) => {
      if (!ok[i] && subscribers.has(s)) endSubscriber(s);
    });
  };
  const revalidate = (): Promise<void> => {
    if (!running) {
      running = check()
        .catch(err => log(`live: revalidation failed (${(err as Error).message})`))
        .finally(() => (running = undefined));
      return running;
    }
    queued ??= running.then(() => {
      queued = undefined;
      return revalidate();
    });
    return queued;
  };
  const onCommitHeard = () => {
    options.onCommitHeard?.();
    void revalidate();
  };
  const instance = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  let closed = false;

  async function dispatch(payload: string | undefined) {
    const announcement = parseAnnouncement(payload);
    if (!announcement) return;
    const targets = [...subscribers].filter(s => isFor(s.audience, announcement.userId));
    if (targets.length === 0) return;
    const [row] = await database.db.select().from(notifications).where(eq(notifications.id, announcement.id)).limit(1);
    if (!row) return;
    options.onCommitHeard?.();
    for (const target of targets) {
      try {
        target.send(row);
      } catch (err) {
        log(`live: dropping a subscriber (${(err as Error).message})`);
        subscribers.delete(target);
      }
    }
  }
  const onPayload = (payload: string | undefined) => {
    dispatch(payload).catch(err => log(`live: ${(err as Error).message}`));
  };

  let stopListening: () => Promise<void>;
  if (database.kind === 'pglite') {
    const unlisten = await database.pglite!.listen(NOTIFY_CHANNEL, onPayload);
    // A restore run in this process (tests; the CLI needs the server stopped) ends sessions: forget the caches.
    const unlistenWrites = await database.pglite!.listen(WRITES_CHANNEL, payload => {
      if (payload === 'restore') onCommitHeard();
    });
    stopListening = async () => {
      await unlisten().catch(() => {});
      await unlistenWrites().catch(() => {});
    };
  } else {
    // A dedicated connection (not from the pool): LISTEN belongs to a session. When it is lost (PostgreSQL ended it,
    // a restart, the network), it is opened again with a growing delay (0.5 s, 1 s, 2 s … at most 30 s), for as long
    // as it takes; each loss, failed attempt and recovery is logged. Once back, the caches are emptied and the open
    // streams re-checked (`onCommitHeard`): writes announced meanwhile were not heard.
    const url = database.url!;
    const baseDelay = options.reconnectDelayMs ?? 500;
    const maxDelay = options.maxReconnectDelayMs ?? 30_000;
    let client: pg.Client | undefined;
    let retry: NodeJS.Timeout | undefined;
    let attempts = 0;
    const schedule = (why: string) => {
      if (closed || retry) return;
      const delay = Math.min(maxDelay, baseDelay * 2 ** Math.min(attempts, 16));
      attempts++;
      log(`live: listener ${why}; reconnecting in ${delay} ms (attempt ${attempts})`);
      retry = setTimeout(() => {
        retry = undefined;
        connect().catch((err: Error) => schedule(`reconnect failed (${err.message})`));
      }, delay);
      retry.unref?.();
    };
    const connect = async () => {
      const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
      let gone = false;
      const lost = (why: string) => {
        if (gone) return;
        gone = true;
        if (client === c) client = undefined;
        c.end().catch(() => {});
        schedule(why);
      };
      c.on('notification', message => {
        if (message.channel === NOTIFY_CHANNEL) onPayload(message.payload);
        else if (message.channel === WRITES_CHANNEL && message.payload !== instance) onCommitHeard();
      });
      c.on('error', err => lost(`connection lost (${err.message})`));
      c.on('end', () => lost('connection ended'));
      try {
        await c.connect();
        await c.query(`LISTEN ${NOTIFY_CHANNEL}`);
        await c.query(`LISTEN ${WRITES_CHANNEL}`);
      } catch (err) {
        // The caller decides what follows (at start: the server does not start; later: the next attempt).
        gone = true;
        c.end().catch(() => {});
        throw err;
      }
      if (closed) {
        gone = true;
        await c.end().catch(() => {});
        return;
      }
      client = c;
      if (attempts > 0) log(`live: listener reconnected after ${attempts} attempt(s)`);
      attempts = 0;
      onCommitHeard();
    };
    await connect();
    stopListening = async () => {
      clearTimeout(retry);
      await client?.end().catch(() => {});
    };
  }

  return {
    subscribe(audience, send, end) {
      const subscriber: Subscriber = { audience, send, end };
      subscribers.add(subscriber);
      // Insertion order is age: the first of this user's streams is the oldest.
      const mine = [...subscribers].filter(s => s.audience.userId === audience.userId);
      for (const old of mine.slice(0, Math.max(0, mine.length - maxPerUser))) endSubscriber(old);
      return () => subscribers.delete(subscriber);
    },
    get size() {
      return subscribers.size;
    },
    countFor(userId) {
      let n = 0;
      for (const s of subscribers) if (s.audience.userId === userId) n++;
      return n;
    },
    revalidate,
    announceWrite() {
      if (database.kind !== 'postgres' || closed) return;
      database
        .pool!.query('select pg_notify($1, $2)', [WRITES_CHANNEL, instance])
        .catch((err: Error) => log(`live: ${err.message}`));
    },
    async close() {
      closed = true;
      for (const s of subscribers) {
        try {
          s.end();
        } catch {
          /* already gone */
        }
      }
      subscribers.clear();
      await stopListening();
    },
  };
}
