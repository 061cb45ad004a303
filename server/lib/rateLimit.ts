/**
 * Rate limits and the sign-in throttle, on one counter store shared by every API process: the
 * `rate_limits` table on PostgreSQL (an atomic upsert per hit), memory on PGlite (one process). Fixed windows.
 * The limits themselves are applied with @fastify/rate-limit (`createRateLimit`), whose store interface this
 * implements, from a hook that runs before authentication, so refused and unauthenticated requests count too.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { Database } from '../db/client.js';
import { queryRows } from '../db/client.js';
import { ApiError } from './errors.js';

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
export const MAX_COUNTER_ROWS = 100_000;

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
    const like = `${prefix.replace(/[\\%_]/g, c => `\\${c}`)}%`;
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

// ---------------------------------------------------------------------------------------------------------------
// Sign-in throttle
// ---------------------------------------------------------------------------------------------------------------

export const LOGIN_MAX_FAILURES = 5;
/**
 * Failures for one account from all addresses together (a distributed guess) before the account is guarded: then an
 * address where the account has not signed in lately gets one attempt in the window instead of five.
 */
export const LOGIN_MAX_ACCOUNT_FAILURES = 50;
export const LOGIN_WINDOW_MS = 15 * 60_000;
/** How long an address where the account signed in stays one of its known addresses. */
export const LOGIN_KNOWN_ADDRESS_MS = 30 * 24 * 3600_000;

export interface ThrottleStatus {
  locked: boolean;
  failures: number;
  retryAfterSeconds: number;
}

export interface LoginThrottleOptions {
  maxFailures: number;
  maxAccountFailures: number;
  windowMs: number;
  knownAddressMs?: number;
}

/**
 * The throttle's counter keys: a kind and a JSON array of the parts, so no email or address (an email may hold `|`,
 * `"` or anything else) can make one key equal another's — `pair` of (account, address), `account`, and `known`
 * (an address the account signed in from).
 */
export function throttleKey(kind: 'pair' | 'account' | 'known', ...parts: string[]): string {
  return `fail:${kind}:${JSON.stringify(parts)}`;
}

/**
 * Failed sign-ins per (account, address): 5 in 15 minutes lock that pair. Per account over all addresses: 50 in 15
 * minutes guard the account — an address it has not signed in from lately (30 days) then gets one attempt instead
 * of five, so a flood from many addresses slows the attacker while the owner, from a usual address or from a new
 * one with no failures, still signs in with the right password. A success clears the pair and remembers the
 * address; an administrator can unlock the account (`unlock`).
 */
export class LoginThrottle {
  constructor(
    private readonly store: CounterStore,
    private readonly options: LoginThrottleOptions = {
      maxFailures: LOGIN_MAX_FAILURES,
      maxAccountFailures: LOGIN_MAX_ACCOUNT_FAILURES,
      windowMs: LOGIN_WINDOW_MS,
    },
  ) {}

  private keys(email: string, ip: string) {
    const account = email.trim().toLowerCase();
    return {
      pair: throttleKey('pair', account, ip),
      account: throttleKey('account', account),
      known: throttleKey('known', account, ip),
      // Every pair key of this account starts so (the account is a whole JSON string, its closing quote included).
      pairsPrefix: throttleKey('pair', account).slice(0, -1) + ',',
    };
  }

  /** Throws the 429 when this account is locked for this address. */
  async check(email: string, ip: string) {
    const k = this.keys(email, ip);
    const [pair, account] = await Promise.all([this.store.peek(k.pair), this.store.peek(k.account)]);
    let limit = this.options.maxFailures;
    if (account.current >= this.options.maxAccountFailures && pair.current > 0) {
      const known = await this.store.peek(k.known);
      if (known.current === 0) limit = 1;
    }
    if (pair.current >= limit) {
      const retryAfter = Math.max(1, Math.ceil(pair.ttl / 1000));
      const minutes = Math.ceil(retryAfter / 60);
      throw new ApiError(
        429,
        `Too many failed sign-in attempts. Try again in ${minutes} minute(s).`,
        undefined,
        { 'Retry-After': String(retryAfter) },
        { code: 'signin_locked', minutes },
      );
    }
  }

  async fail(email: string, ip: string) {
    const k = this.keys(email, ip);
    await Promise.all([
      this.store.hit(k.pair, this.options.windowMs),
      this.store.hit(k.account, this.options.windowMs),
    ]);
  }

  async succeed(email: string, ip: string) {
    const k = this.keys(email, ip);
    await this.store.reset(k.pair);
    // A new window each time: the address stays known for 30 days after the last success from it.
    await this.store.reset(k.known);
    await this.store.hit(k.known, this.options.knownAddressMs ?? LOGIN_KNOWN_ADDRESS_MS);
  }

  async status(email: string): Promise<ThrottleStatus> {
    const account = await this.store.peek(this.keys(email, '').account);
    // A pair lock cannot be listed without the address; the account count says whether failures are piling up.
    return {
      locked: account.current >= this.options.maxFailures,
      failures: account.current,
      retryAfterSeconds: Math.ceil(account.ttl / 1000),
    };
  }

  /** Clears every failure of the account, from every address. */
  async unlock(email: string): Promise<number> {
    const k = this.keys(email, '');
    const pairs = await this.store.resetPrefix(k.pairsPrefix);
    await this.store.reset(k.account);
    return pairs;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Request limits
// ---------------------------------------------------------------------------------------------------------------

export interface RateLimits {
  /** Requests without a valid access token, per address and minute (public calls, forged or missing tokens). */
  anonymousPerMinute: number;
  /** Sign-in and token refresh calls per address and minute (whatever their outcome). */
  signInPerMinute: number;
  /** Lab registrations per address and hour. */
  registrationsPerHour: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  anonymousPerMinute: 300,
  signInPerMinute: 60,
  registrationsPerHour: 10,
};

/** RATE_LIMIT=off turns the request limits off (a load generator on one address); the sign-in throttle stays. */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): RateLimits | false {
  if ((env.RATE_LIMIT ?? '').toLowerCase() === 'off') return false;
  return DEFAULT_RATE_LIMITS;
}

const SIGN_IN_ROUTES = new Set(['/api/auth/login/', '/api/auth/patientLogin/', '/api/auth/refresh/']);
const REGISTRATION_ROUTES = new Set(['/api/auth/registerLab/']);
const UNLIMITED_ROUTE = '/api/health';

/**
 * An onRequest hook, to be added before authentication: counts each request against the limits that apply and
 * answers 429 (with Retry-After) beyond them. `authenticated(request)`: the request carries a valid access token.
 */
export function rateLimitHook(
  app: FastifyInstance,
  limits: RateLimits,
  authenticated: (request: FastifyRequest) => boolean,
) {
  type Limiter = (
    request: FastifyRequest,
  ) => Promise<{ isAllowed: boolean; isExceeded: boolean; ttlInSeconds: number }>;
  const make = (name: string, max: number, timeWindow: number): Limiter =>
    (app as unknown as { createRateLimit: (o: object) => Limiter }).createRateLimit({
      max,
      timeWindow,
      keyGenerator: (r: FastifyRequest) => `${name}:${r.ip}`,
    });
  const anonymous = make('anon', limits.anonymousPerMinute, 60_000);
  const signIn = make('signin', limits.signInPerMinute, 60_000);
  const register = make('register', limits.registrationsPerHour, 3600_000);
  /** `code`: what the app translates (`rate_limited_<what>`, with the minutes). */
  const refuse = (ttl: number, what: string, code: string) => {
    const minutes = Math.max(1, Math.ceil(ttl / 60));
    throw new ApiError(
      429,
      `Too many ${what} from this address. Try again in ${minutes} minute(s).`,
      undefined,
      { 'Retry-After': String(Math.max(1, ttl)) },
      { code, minutes },
    );
  };
  return async (request: FastifyRequest) => {
    const route = request.routeOptions.url ?? '';
    // Health polls (a load balancer, a monitor, several on one address) are never limited: they read nothing.
    if (route === UNLIMITED_ROUTE) return;
    if (request.method === 'POST' && SIGN_IN_ROUTES.has(route)) {
      const r = await signIn(request);
      if (r.isExceeded) refuse(r.ttlInSeconds, 'sign-in attempts', 'rate_limited_sign_in');
    }
    if (request.method === 'POST' && REGISTRATION_ROUTES.has(route)) {
      const r = await register(request);
      if (r.isExceeded) refuse(r.ttlInSeconds, 'registrations', 'rate_limited_registrations');
    }
    if (!authenticated(request)) {
      const r = await anonymous(request);
      if (r.isExceeded) refuse(r.ttlInSeconds, 'requests without signing in', 'rate_limited_anonymous');
    }
  };
}

/** The anonymous limit's counter of the request's address (as @fastify/rate-limit keeps it through the store). */
const anonymousKey = (request: FastifyRequest) => `rl:anon:${request.ip}`;

/**
 * An onSend hook: a request whose token was well signed but refused (401: its session ended, its user gone) counts
 * against the address's limit on requests without a valid token, like one with no token at all; beyond the limit it
 * is answered 429 instead. (Requests whose token is valid are never refused by that limit: a flood from a shared
 * address does not stop its signed-in users.)
 */
export function countRefusedToken(
  store: CounterStore,
  limits: RateLimits,
  authenticated: (request: FastifyRequest) => boolean,
) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode !== 401 || !authenticated(request)) return payload;
    const hit = await store.hit(anonymousKey(request), 60_000).catch(() => undefined);
    if (!hit || hit.current <= limits.anonymousPerMinute) return payload;
    const seconds = Math.max(1, Math.ceil(hit.ttl / 1000));
    reply.code(429).header('Retry-After', String(seconds)).header('content-type', 'application/json; charset=utf-8');
    return JSON.stringify({
      detail: `Too many requests without signing in from this address. Try again in ${Math.ceil(seconds / 60)} minute(s).`,
    });
  };
}
