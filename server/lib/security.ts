/**
 * Security hygiene: response headers (helmet-style), CORS (off unless CORS_ORIGIN names the allowed origins) and
 * the sign-in throttle (429 after repeated failures for the same account from the same address).
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors.js';

/**
 * The app is self-contained (fonts, scripts, styles served here). Images may come from a configured map tile server
 * and connections from Firebase when push is configured, hence https: there. Emotion and Leaflet set inline styles.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http:",
  "font-src 'self' data:",
  "connect-src 'self' https:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
};

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
  });
}

/** CORS_ORIGIN: unset or empty → no cross-origin access (the app is served from the same origin); '*' → any; else a comma list. */
export function corsOrigins(value: string | undefined): false | true | string[] {
  const v = (value ?? '').trim();
  if (!v) return false;
  if (v === '*') return true;
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export interface ThrottleOptions {
  /** Failures allowed inside the window before sign-in is refused. */
  maxFailures: number;
  windowMs: number;
  now?: () => number;
  /** Most keys remembered (oldest forgotten first). */
  maxKeys?: number;
}

/**
 * Failed sign-ins per (address, account). After `maxFailures` failures inside `windowMs`, further attempts get a 429
 * with Retry-After until the window passes; a success clears the key. In memory, per API process.
 */
export class LoginThrottle {
  private failures = new Map<string, number[]>();
  constructor(private readonly options: ThrottleOptions) {}

  private now() {
    return (this.options.now ?? Date.now)();
  }

  private recent(key: string): number[] {
    const since = this.now() - this.options.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** Throws the 429 when the key is locked out. */
  check(key: string) {
    const list = this.recent(key);
    if (list.length >= this.options.maxFailures) {
      const retryAfter = Math.max(1, Math.ceil((list[0]! + this.options.windowMs - this.now()) / 1000));
      throw new ApiError(429, `Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfter / 60)} minute(s).`, undefined, { 'Retry-After': String(retryAfter) });
    }
  }

  fail(key: string) {
    const list = this.recent(key);
    list.push(this.now());
    this.failures.delete(key);
    this.failures.set(key, list);
    const max = this.options.maxKeys ?? 10_000;
    while (this.failures.size > max) this.failures.delete(this.failures.keys().next().value!);
  }

  succeed(key: string) {
    this.failures.delete(key);
  }
}

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60_000;
