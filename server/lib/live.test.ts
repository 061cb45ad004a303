/**
 * The live hub tells the read caches of a commit before it sends the commit's notification to this process's streams:
 * a browser that refetches on the event is never answered from what the caches held before the write (the writer
 * empties them only once its own answer has left).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../db/client.js';
import { openTestDatabase } from '../test/harness.js';
import { startLiveHub } from './live.js';
import { storeNotification } from './notify.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('the live hub and the read caches', () => {
  it('calls onCommitHeard before it sends a notification heard from the database to a stream', async () => {
    const events: string[] = [];
    const hub = await startLiveHub(database, { onCommitHeard: () => events.push('caches emptied') });
    let sent!: () => void;
    const arrived = new Promise<void>(resolve => (sent = resolve));
    const unsubscribe = hub.subscribe(
      { userId: 1, role: 'admin' },
      row => {
        events.push(`sent ${row.title}`);
        sent();
      },
      () => {},
    );
    try {
      // What the hub's own start reported (PostgreSQL: a listener just connected may have missed a write).
      events.length = 0;
      await database.db.transaction(tx =>
        storeNotification(tx, { userId: null, title: 'New Lab Registration', body: 'A lab registered.', type: 'lab' }),
      );
      await arrived;
      expect(events).toEqual(['caches emptied', 'sent New Lab Registration']);
    } finally {
      unsubscribe();
      await hub.close();
    }
  });
});
