import { describe, expect, it } from 'vitest';

import type { AppNotificationRecord } from './targets';
import { notificationsCacheAfter } from './useUndoableMarkRead';

const n = (id: number, read: boolean) => ({ id, read }) as AppNotificationRecord;
const list = (filter: Record<string, unknown>) => ['notifications', 'getList', { filter }];

describe('notificationsCacheAfter', () => {
  const rows = [n(1, false), n(2, false), n(3, true)];

  it('shows one notification read in every list, and takes it out of the unread ones with their total', () => {
    expect(notificationsCacheAfter(list({}), { data: rows, total: 30 }, n(1, false))).toEqual({
      data: [n(1, true), n(2, false), n(3, true)],
      total: 30,
    });
    expect(notificationsCacheAfter(list({ unread: true }), { data: rows.slice(0, 2), total: 12 }, n(1, false))).toEqual(
      { data: [n(2, false)], total: 11 },
    );
    expect(notificationsCacheAfter(list({ read: 'false' }), { data: rows.slice(0, 2), total: 2 }, n(2, false))).toEqual(
      { data: [n(1, false)], total: 1 },
    );
  });

  it('all: every one read, the unread lists empty (their totals 0, the whole list counted, not the page)', () => {
    expect(notificationsCacheAfter(list({}), { data: rows, total: 30 }, 'all')).toEqual({
      data: [n(1, true), n(2, true), n(3, true)],
      total: 30,
    });
    expect(notificationsCacheAfter(list({ unread: true }), { data: rows.slice(0, 2), total: 25 }, 'all')).toEqual({
      data: [],
      total: 0,
    });
  });

  it('a read one and other queries are left as they are', () => {
    const data = { data: rows, total: 3 };
    expect(notificationsCacheAfter(list({ read: true }), data, n(3, true))).toEqual(data);
    expect(notificationsCacheAfter(['notifications', 'getOne', { id: 1 }], n(1, false), n(1, false))).toEqual(
      n(1, true),
    );
    expect(notificationsCacheAfter(['notifications', 'getList'], undefined, 'all')).toBeUndefined();
  });
});
