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

it("arms one platform timer for the queries' timeouts of a screen", async () => {
  const { queryClient } = await import('./queryClient');
  const { QueryObserver, timeoutManager } = await import('@tanstack/react-query');
  const timers = vi.spyOn(globalThis, 'setTimeout');
  const asked = vi.spyOn(timeoutManager, 'setTimeout');
  const unsubscribes = Array.from({ length: 10 }, (_, i) =>
    new QueryObserver(queryClient, {
      queryKey: ['coalesced', i],
      queryFn: () => i,
      staleTime: 60_000,
    }).subscribe(() => undefined),
  );
  await vi.waitFor(() => expect(queryClient.getQueryData(['coalesced', 9])).toBe(9));
  for (const unsubscribe of unsubscribes) unsubscribe();
  // Garbage-collection timeouts as the queries are made and once unsubscribed, stale-time ones in between: the
  // platform timer is armed for the first, then for the earlier stale time.
  expect(asked.mock.calls.length).toBeGreaterThanOrEqual(20);
  const platform = timers.mock.calls.filter(([, delay]) => Number(delay) >= 60_000);
  expect(platform).toHaveLength(2);
});
