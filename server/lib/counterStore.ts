/**
 * The counters behind the rate limits and the sign-in throttle, one store shared by every API process: the
 * `rate_limits` table on PostgreSQL (an atomic upsert per hit), memory on PGlite (one process). Fixed windows.
 * `rateLimitStoreClass` gives it the store interface of @fastify/rate-limit.
 */
import { sql } from 'drizzle-orm';

import type { Database } from '../db/client.js';
import { queryRows } from '../db/client.js';
import { escapeLike } from './list.js';

export interface Hit {
  /** Hits in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

export interface CounterStore {
  /** Counts one hit of `key` in a window of `windowMs`. */
  hit(key: string, windowMs: number): Promise<Hit>;
  /** The hits of `key` in its current window (0 when none). */
  peek(key: string): Promise<Hit>;
  /** Forgets `key`. */
  reset(key: string): Promise<void>;
  /** Forgets every key starting with `prefix` (an administrator unlocking an account). */
  resetPrefix(prefix: string): Promise<number>;
  close(): void;
}

/**
 * One process. At most `maxKeys` keys: when full, expired keys go first, then the keys with the fewest hits — so a
 * flood of junk keys (one hit each) can never push out a locked account (many hits).
 */
export class MemoryCounterStore implements CounterStore {
  private entries = new Map<string, { current: number; start: number; windowMs: number }>();
  constructor(
    private readonly maxKeys = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  private live(key: string) {
    const e = this.entries.get(key);
    if (e && e.start + e.windowMs <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }

  private makeRoom() {
    const now = this.now();
    for (const [k, e] of this.entries) if (e.start + e.windowMs <= now) this.entries.delete(k);
    if (this.entries.size < this.maxKeys) return;
    // Still full: drop a tenth, fewest hits first (oldest first among equals).
    const target = Math.floor(this.maxKeys * 0.9);
    const byHits = [...this.entries].sort((a, b) => a[1].current - b[1].current);
    for (const [k] of byHits) {
      if (this.entries.size <= target) break;
      this.entries.delete(k);
    }
  }

  async hit(key: string, windowMs: number): Promise<Hit> {
    let e = this.live(key);
    if (!e) {
      if (this.entries.size >= this.maxKeys) this.makeRoom();
      e = { current: 0, start: this.now(), windowMs };
      this.entries.set(key, e);
    }
    e.current++;
    return { current: e.current, ttl: e.start + e.windowMs - this.now() };
  }

  async peek(key: string): Promise<Hit> {
    const e = this.live(key);
    return e ? { current: e.current, ttl: e.start + e.windowMs - this.now() } : { current: 0, ttl: 0 };
  }

  async reset(key: string) {
    this.entries.delete(key);
  }

  async resetPrefix(prefix: string) {
    let n = 0;
    for (const k of [...this.entries.keys()]) if (k.startsWith(prefix) && this.entries.delete(k)) n++;
    return n;
  }

  get size() {
    return this.entries.size;
  }

  close() {}
}

/** At most this many counters in the `rate_limits` table (≈ 100 bytes each). */
const MAX_COUNTER_ROWS = 100_000;

/**
 * Every API process on one PostgreSQL database shares these counters. Once a minute (any process may do it) expired
 * counters are deleted, and beyond `maxRows` the ones with the fewest hits (oldest first among equals) go too: junk
 * keys (one hit each) cannot grow the table without bound, nor push out a locked account (many hits).
 */
export class PostgresCounterStore implements CounterStore {
  private timer: NodeJS.Timeout;
  constructor(
    private readonly database: Database,
    private readonly maxRows = MAX_COUNTER_ROWS,
  ) {
    this.timer = setInterval(() => void this.purge().catch(() => {}), 60_000);
    this.timer.unref();
  }

  /** Deletes expired counters, then the excess over `maxRows`: the number of rows deleted. */
  async purge(): Promise<number> {
    const expired = await queryRows<{ key: string }>(
      this.database.db,
      sql`delete from rate_limits where expires_at <= now() returning key`,
    );
    const excess = await queryRows<{ key: string }>(
      this.database.db,
      sql`delete from rate_limits where key in (
            select key from rate_limits order by hits, window_start
            limit greatest((select count(*) from rate_limits) - ${this.maxRows}, 0))
          returning key`,
    );
    return expired.length + excess.length;
  }

  async hit(key: string, windowMs: number): Promise<Hit> {
    const [row] = await queryRows<{ current: number; ttl: number }>(
      this.database.db,
      sql`insert into rate_limits (key, hits, window_start, expires_at)
          values (${key}, 1, now(), now() + make_interval(secs => ${windowMs / 1000}))
          on conflict (key) do update set
            hits = case when rate_limits.expires_at <= now() then 1 else rate_limits.hits + 1 end,
            window_start = case when rate_limits.expires_at <= now() then now() else rate_limits.window_start end,
            expires_at = case when rate_limits.expires_at <= now() then now() + make_interval(secs => ${windowMs / 1000}) else rate_limits.expires_at end
          returning hits as current, cast(ceil(extract(epoch from (expires_at - now())) * 1000) as bigint) as ttl`,
    );
    return { current: Number(row.current), ttl: Math.max(0, Number(row.ttl)) };
  }

  async peek(key: string): Promise<Hit> {
    const [row] = await queryRows<{ current: number; ttl: number }>(
      this.database.db,
      sql`select hits as current, cast(ceil(extract(epoch from (expires_at - now())) * 1000) as bigint) as ttl
          from rate_limits where key = ${key} and expires_at > now()`,
    );
    return row ? { current: Number(row.current), ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
  }

  async reset(key: string) {
    await this.database.db.execute(sql`delete from rate_limits where key = ${key}`);
  }

  async resetPrefix(prefix: string) {
    const like = `${escapeLike(prefix)}%`;
    const rows = await queryRows<{ key: string }>(
      this.database.db,
      sql`delete from rate_limits where key like ${like} returning key`,
    );
    return rows.length;
  }

  close() {
    clearInterval(this.timer);
  }
}

export function counterStoreFor(database: Database): CounterStore {
  return database.kind === 'postgres' ? new PostgresCounterStore(database) : new MemoryCounterStore();
}

/** The store in the shape @fastify/rate-limit expects (`incr` with a callback, `child` per route). */
export function rateLimitStoreClass(store: CounterStore) {
  return class {
    incr(key: string, callback: (error: Error | null, result?: Hit) => void, timeWindow: number) {
      store.hit(`rl:${key}`, timeWindow).then(
        hit => callback(null, hit),
        (error: Error) => callback(error),
      );
    }
    child() {
      return this;
    }
  };
}
