import './queryClient';

import { notifyManager } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

it("runs one task's React Query notification batches together in the next task, in order, with one timer", () => {
  vi.useFakeTimers();
  const timers = vi.spyOn(globalThis, 'setTimeout');
  const seen: string[] = [];
  notifyManager.schedule(() => seen.push('first'));
  notifyManager.batch(() => {
    notifyManager.schedule(() => seen.push('batched'));
    notifyManager.schedule(() => seen.push('batched too'));
  });
  notifyManager.schedule(() => seen.push('last'));
  expect(timers).toHaveBeenCalledTimes(1);
  expect(seen).toEqual([]);

  vi.runOnlyPendingTimers();
  expect(seen).toEqual(['first', 'batched', 'batched too', 'last']);
  // What a notification schedules runs in a later task of its own.
  notifyManager.schedule(() => notifyManager.schedule(() => seen.push('later')));
  vi.runOnlyPendingTimers();
  expect(seen).not.toContain('later');
  vi.runOnlyPendingTimers();
  expect(seen.at(-1)).toBe('later');
});
