/**
 * The sign-in throttle: failed sign-ins counted per (account, address) and per account on the shared counter store
 * (./counterStore.ts), a 429 with Retry-After beyond them.
 */
import type { CounterStore } from './counterStore.js';
import { ApiError } from './errors.js';

const LOGIN_MAX_FAILURES = 5;
/**
 * Failures for one account from all addresses together (a distributed guess) before the account is guarded: then an
 * address where the account has not signed in lately gets one attempt in the window instead of five.
 */
const LOGIN_MAX_ACCOUNT_FAILURES = 50;
const LOGIN_WINDOW_MS = 15 * 60_000;
/** How long an address where the account signed in stays one of its known addresses. */
const LOGIN_KNOWN_ADDRESS_MS = 30 * 24 * 3600_000;

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
function throttleKey(kind: 'pair' | 'account' | 'known', ...parts: string[]): string {
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
