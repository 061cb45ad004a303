import { describe, expect, it } from 'vitest';

import { createDeduper, notificationKey } from './dedup';

describe('toast de-duplication', () => {
  it('shows a notification once, whichever way it arrives', () => {
    const d = createDeduper();
    const viaStream = { id: 41, Title: 'New Complaint', Body: 'Ali filed a complaint.' };
    const viaPush = { id: '41', Title: 'New Complaint', Body: 'Ali filed a complaint.' };
    expect(d.first(notificationKey(viaStream))).toBe(true);
    expect(d.first(notificationKey(viaPush))).toBe(false);
    expect(d.first(notificationKey(viaStream))).toBe(false);
    expect(d.first(notificationKey({ id: 42, Title: 'New Complaint', Body: 'Ali filed a complaint.' }))).toBe(true);
  });

  it('keys a push without an id by its title and body', () => {
    const d = createDeduper();
    expect(notificationKey({ Title: 'A', Body: 'b' })).toBe('text:A\nb');
    expect(notificationKey({ id: '', Title: 'A', Body: 'b' })).toBe('text:A\nb');
    expect(d.first(notificationKey({ Title: 'A', Body: 'b' }))).toBe(true);
    expect(d.first(notificationKey({ Title: 'A', Body: 'b' }))).toBe(false);
    expect(d.first(notificationKey({ Title: 'A', Body: 'c' }))).toBe(true);
  });

  it('forgets a key after the window, so a later repeat shows again', () => {
    let t = 0;
    const d = createDeduper({ ttlMs: 1000, now: () => t });
    expect(d.first('id:1')).toBe(true);
    t = 999;
    expect(d.first('id:1')).toBe(false);
    t = 2000;
    expect(d.first('id:1')).toBe(true);
  });

  it('remembers at most `max` keys', () => {
    const d = createDeduper({ max: 3 });
    for (let i = 0; i < 10; i++) d.first(`id:${i}`);
    expect(d.size).toBeLessThanOrEqual(4);
    expect(d.first('id:9')).toBe(false);
  });
});
