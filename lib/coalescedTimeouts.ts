import type { TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/** The longest delay a platform timer takes (2³¹ − 1 ms, ≈ 24.8 days); a longer one would fire at once. */
const LONGEST_DELAY = 2 ** 31 - 1;
/**
 * A platform timer this long overdue is taken as lost (a test's fake clock replaced by the real one, say) and armed
 * again; on a main thread busy for that long, arming again costs one timer more.
 */
const LOST_AFTER_MS = 1000;

/**
 * React Query's timers (`timeoutManager`, its documented hook for a coalescing provider) on one platform timer, armed
 * for the earliest deadline: setting a timeout that is due later, or clearing one, makes no platform call. A commit
 * that mounts the dashboard's twenty-odd queries sets and clears a timeout for each (garbage collection, stale
 * times), and Lighthouse's trace records every platform timer with its JS stack (docs/DECISIONS.md). Timeouts fire
 * no earlier than asked, in the order of their deadlines (then of their setting); those due together run in one
 * task. Intervals stay the platform's (a refetch interval or two).
 */
export const coalescedTimeouts = (): TimeoutProvider<number> => {
  const timers = new Map<number, { callback: TimeoutCallback; due: number }>();
  let nextId = 1;
  let armed: { due: number; handle: ReturnType<typeof setTimeout> } | undefined;

  const armedDue = () => armed?.due;
  const arm = (due: number) => {
    if (armed) clearTimeout(armed.handle);
    armed = { due, handle: setTimeout(fire, Math.min(LONGEST_DELAY, Math.max(0, due - Date.now()))) };
  };

  function fire() {
    armed = undefined;
    const now = Date.now();
    const due = [...timers].filter(([, timer]) => timer.due <= now);
    due.sort(([idA, a], [idB, b]) => a.due - b.due || idA - idB);
    for (const [id] of due) timers.delete(id);
    for (const [, timer] of due)
      try {
        timer.callback();
      } catch (error) {
        // As a platform timer's callback would: reported, without keeping the others from running.
        queueMicrotask(() => {
          throw error;
        });
      }
    let earliest = Infinity;
    for (const timer of timers.values()) earliest = Math.min(earliest, timer.due);
    // A callback may have armed it (for a timeout of its own).
    const armedFor = armedDue();
    if (earliest !== Infinity && (armedFor === undefined || earliest < armedFor)) arm(earliest);
  }

  return {
    setTimeout: (callback, delay) => {
      const id = nextId++;
      const now = Date.now();
      const due = now + Math.max(0, Number(delay) || 0);
      timers.set(id, { callback, due });
      if (armed && now - armed.due > LOST_AFTER_MS) arm(now);
      else if (!armed || due < armed.due) arm(due);
      return id;
    },
    // The platform timer stays armed: when it fires, it runs what is due and arms for what is left.
    clearTimeout: id => {
      if (id !== undefined) timers.delete(id);
    },
    setInterval: (callback, delay) => setInterval(callback, delay) as unknown as number,
    clearInterval: id => clearInterval(id),
  };
};
