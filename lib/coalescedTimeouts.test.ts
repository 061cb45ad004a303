import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { coalescedTimeouts } from './coalescedTimeouts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('React Query timeouts on one platform timer (lib/coalescedTimeouts.ts)', () => {
  it('arms the platform timer only for an earlier deadline, and clears none', () => {
    const provider = coalescedTimeouts();
    const set = vi.spyOn(globalThis, 'setTimeout');
    const clear = vi.spyOn(globalThis, 'clearTimeout');
    const ids = Array.from({ length: 20 }, (_, i) => provider.setTimeout(() => undefined, 300_000 + i));
    expect(set).toHaveBeenCalledTimes(1);
    for (const id of ids.slice(0, 15)) provider.clearTimeout(id);
    expect(clear).not.toHaveBeenCalled();
    provider.setTimeout(() => undefined, 1000);
    expect(set).toHaveBeenCalledTimes(2);
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it('fires each timeout no earlier than asked, by deadline then by setting, and never a cleared one', () => {
    const provider = coalescedTimeouts();
    const seen: string[] = [];
    provider.setTimeout(() => seen.push('b 200'), 200);
    provider.setTimeout(() => seen.push('a 100'), 100);
    const cleared = provider.setTimeout(() => seen.push('cleared'), 100);
    provider.setTimeout(() => seen.push('c 100'), 100);
    provider.setTimeout(() => seen.push('d 5000'), 5000);
    provider.clearTimeout(cleared);
    vi.advanceTimersByTime(99);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['a 100', 'c 100']);
    vi.advanceTimersByTime(100);
    expect(seen).toEqual(['a 100', 'c 100', 'b 200']);
    vi.advanceTimersByTime(4799);
    expect(seen).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(seen.at(-1)).toBe('d 5000');
  });

  it("keeps an earlier timeout's deadline when a callback sets a later one", () => {
    const provider = coalescedTimeouts();
    const seen: number[] = [];
    provider.setTimeout(() => provider.setTimeout(() => seen.push(Date.now()), 60_000), 10);
    provider.setTimeout(() => seen.push(Date.now()), 1000);
    const start = Date.now();
    vi.advanceTimersByTime(61_000);
    expect(seen.map(at => at - start)).toEqual([1000, 60_010]);
  });

  it('runs the other timeouts due when one throws, and reports the error', async () => {
    const provider = coalescedTimeouts();
    const seen: string[] = [];
    const errors: unknown[] = [];
    const onError = (error: unknown) => errors.push(error);
    process.on('uncaughtException', onError);
    try {
      provider.setTimeout(() => {
        throw new Error('broken');
      }, 10);
      provider.setTimeout(() => seen.push('next'), 10);
      vi.advanceTimersByTime(10);
      expect(seen).toEqual(['next']);
      vi.useRealTimers();
      await new Promise(resolve => setTimeout(resolve, 0));
      expect(errors).toEqual([new Error('broken')]);
    } finally {
      process.off('uncaughtException', onError);
    }
  });

  it('waits past the longest platform delay', () => {
    const provider = coalescedTimeouts();
    const seen: string[] = [];
    provider.setTimeout(() => seen.push('long'), 40 * 24 * 3600_000); // 40 days: past 2³¹ − 1 ms
    vi.advanceTimersByTime(25 * 24 * 3600_000);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(15 * 24 * 3600_000);
    expect(seen).toEqual(['long']);
  });

  it('arms again when its platform timer was lost', () => {
    const provider = coalescedTimeouts();
    const seen: string[] = [];
    provider.setTimeout(() => seen.push('lost'), 100);
    vi.clearAllTimers(); // the platform timer is gone (a fake clock replaced, say)
    vi.advanceTimersByTime(5000);
    expect(seen).toEqual([]);
    provider.setTimeout(() => seen.push('new'), 50);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['lost']);
    vi.advanceTimersByTime(49);
    expect(seen).toEqual(['lost', 'new']);
  });
});
