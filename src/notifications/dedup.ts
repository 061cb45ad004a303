/**
 * Toast de-duplication: the same notification can reach the browser twice (live stream and push, a reconnect
 * replay, two tabs' service worker); it is shown once. Keys are remembered for `ttlMs`, at most `max` of them.
 */
export const createDeduper = ({ ttlMs = 10 * 60_000, max = 500, now = () => Date.now() } = {}) => {
  const seen = new Map<string, number>();
  return {
    /** True the first time a key is offered within the window; false for a repeat. */
    first(key: string): boolean {
      const t = now();
      for (const [k, at] of seen) {
        if (t - at < ttlMs && seen.size <= max) break;
        seen.delete(k);
      }
      const at = seen.get(key);
      if (at !== undefined && t - at < ttlMs) return false;
      seen.delete(key);
      seen.set(key, t);
      return true;
    },
    get size() {
      return seen.size;
    },
  };
};

/** The key of a notification, whatever way it came: its id, else its title and body. */
export const notificationKey = (n: {
  id?: number | string | null;
  Title?: string | null;
  Body?: string | null;
}): string =>
  n.id !== undefined && n.id !== null && String(n.id) !== ''
    ? `id:${String(n.id)}`
    : `text:${n.Title ?? ''}\n${n.Body ?? ''}`;
