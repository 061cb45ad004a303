import { notifyManager, QueryClient, timeoutManager } from '@tanstack/react-query';

import { coalescedTimeouts } from '../lib/coalescedTimeouts';

// Before any query exists: a provider cannot clear another's timers.
timeoutManager.setTimeoutProvider(coalescedTimeouts());

/**
 * The app's query cache, handed to `<Admin>` (react-admin's default, `new QueryClient()`), so code that runs before
 * `<Admin>` mounts (the sign-in script's dashboard prefetch, startApp.tsx) fills the cache the screens read.
 */
export const queryClient = new QueryClient();

let batches: (() => void)[] = [];

/**
 * React Query's notifications of one task, run together in the next one. Its default schedules each batch with a
 * `setTimeout(…, 0)` of its own: a screen that mounts twenty queries made thirty-odd timers in one commit (each traced
 * with its stack under Lighthouse), and as many tasks; here one timer, one task, in the same order, and the React
 * updates they cause rendered together.
 */
notifyManager.setScheduler(callback => {
  batches.push(callback);
  if (batches.length > 1) return;
  setTimeout(() => {
    const due = batches;
    batches = [];
    for (const batch of due) batch();
  }, 0);
});
