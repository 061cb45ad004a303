/**
 * The request limits, applied with @fastify/rate-limit (`createRateLimit`) on the shared counter store
 * (./counterStore.ts) from a hook that runs before authentication, so refused and unauthenticated requests count too.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { CounterStore } from './counterStore.js';
import { ApiError } from './errors.js';

export interface RateLimits {
  /** Requests without a valid access token, per address and minute (public calls, forged or missing tokens). */
  anonymousPerMinute: number;
  /** Sign-in and token refresh calls per address and minute (whatever their outcome). */
  signInPerMinute: number;
  /** Lab registrations per address and hour. */
  registrationsPerHour: number;
}

const DEFAULT_RATE_LIMITS: RateLimits = {
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
