/**
 * Builds the Fastify instance: the API under /api and, when a built app exists, the app itself at /.
 * Tests call this with an in-memory database; server/index.ts listens.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { sql } from 'drizzle-orm';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

import { calls } from '../contracts/calls.js';
import { type Database, queryRows } from './db/client.js';
import { type AuthUser, bearerOf, registerAuth, streamValidator, verifyAccessToken } from './lib/auth.js';
import { counterStoreFor, rateLimitStoreClass } from './lib/counterStore.js';
import { registerBodyRequired, registerErrorHandling, UNAVAILABLE_RETRY_SECONDS } from './lib/errors.js';
import { registerTotalsCache } from './lib/list.js';
import { startLiveHub } from './lib/live.js';
import { LoginThrottle } from './lib/loginThrottle.js';
import { type Notifier, storeNotification } from './lib/notify.js';
import { swaggerOptions } from './lib/openapi.js';
import { countRefusedToken, rateLimitHook, type RateLimits, rateLimitsFromEnv } from './lib/rateLimit.js';
import { GenerationCache, isWriteMethod, WriteGeneration } from './lib/readCache.js';
import { registerAccessCheck, type RouteAccess, urlOf } from './lib/resourceRoutes.js';
import { corsOrigins, registerHsts, registerSecurityHeaders, trustedProxies } from './lib/security.js';
import { purgeExpiredSessions, SESSION_PURGE_MS } from './lib/sessions.js';
import accountRoutes from './routes/account.js';
import administratorRoutes from './routes/administrators.js';
import appointmentRoutes from './routes/appointments.js';
import authRoutes from './routes/auth.js';
import type { RouteContext } from './routes/context.js';
import dashboardRoutes from './routes/dashboard.js';
import feedbackRoutes from './routes/feedbacks.js';
import financeRoutes from './routes/finance.js';
import inventoryRoutes from './routes/inventory.js';
import invoiceRoutes from './routes/invoices.js';
import marketplaceRoutes from './routes/marketplace.js';
import preferenceRoutes from './routes/preferences.js';
import profileRoutes from './routes/profiles.js';
import searchRoutes from './routes/search.js';
import settingsRoutes from './routes/settings.js';
import staffRoutes from './routes/staff.js';
import storedRoutes from './routes/stored.js';

export interface AppOptions {
  database: Database;
  jwtSecret: string;
  /** Folder of the built app to serve at / (SPA fallback); false to serve none. */
  staticDir?: string | false;
  logger?: FastifyServerOptions['logger'];
  notifier?: Notifier;
  /** JSON body limit in bytes. */
  bodyLimit?: number;
  /** Proxies to trust (addresses / CIDRs; default: TRUST_PROXY); never "everyone". */
  trustProxy?: string[] | false;
  /** Request limits (default: RATE_LIMIT from the environment; false = off). */
  rateLimits?: RateLimits | false;
  /** Allowed cross-origin callers (default: the CORS_ORIGIN environment variable; unset = none). */
  corsOrigin?: string;
  /** 'off' disables the read caches (default: the READ_CACHE environment variable). */
  readCache?: string;
  /** Connection limits in ms (default: connectionTimeouts(), from the environment). */
  timeouts?: Partial<ConnectionTimeouts>;
}

export interface ConnectionTimeouts {
  /** The whole request (headers and body) must arrive within this (a trickling body is cut): 408 and close. */
  request: number;
  /** The headers must arrive within this (slowloris). */
  headers: number;
  /** A socket with no traffic either way is closed after this (event streams send a heartbeat every 20 s). */
  idle: number;
  /** An idle keep-alive connection between requests is closed after this. */
  keepAlive: number;
}

function positiveMs(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 100)
    throw new Error(`${name} must be a number of milliseconds (at least 100), got "${raw}"`);
  return n;
}

/** REQUEST_TIMEOUT_MS (30 s), HEADERS_TIMEOUT_MS (10 s), IDLE_TIMEOUT_MS (60 s), KEEP_ALIVE_TIMEOUT_MS (5 s). */
export function connectionTimeouts(env: NodeJS.ProcessEnv = process.env): ConnectionTimeouts {
  return {
    request: positiveMs(env, 'REQUEST_TIMEOUT_MS', 30_000),
    headers: positiveMs(env, 'HEADERS_TIMEOUT_MS', 10_000),
    idle: positiveMs(env, 'IDLE_TIMEOUT_MS', 60_000),
    keepAlive: positiveMs(env, 'KEEP_ALIVE_TIMEOUT_MS', 5_000),
  };
}

interface CachedResponse {
  body: string;
  headers: Record<string, string>;
}

const CACHED_HEADERS = ['content-type', 'x-total-count', 'content-range'];
const CACHE_MAX_BODY = 512 * 1024;
const RESPONSE_CACHE_MAX_CHARS = 16 * 2 ** 20;

declare module 'fastify' {
  interface FastifyRequest {
    /** Write generation when this GET began (response cache). */
    cacheReadAt?: number;
  }
  interface FastifyInstance {
    /** Every API route with its declared access, as the one role check registered it (lib/resourceRoutes.ts). */
    routeAccess: RouteAccess[];
  }
}

/**
 * Whole GET answers per user and URL, until the next write (lib/readCache.ts). Only 200 JSON answers of at most
 * 512 kB; file downloads, streams and errors are never kept.
 */
function registerResponseCache(
  api: FastifyInstance,
  cache: GenerationCache<CachedResponse>,
  generation: WriteGeneration,
) {
  // `volatile` routes answer state that changes without a write request (the sign-in throttle): never cached.
  const keyOf = (request: FastifyRequest) =>
    request.auth && !request.routeOptions.config?.volatile ? `${request.auth.id}|${request.url}` : undefined;
  api.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const key = keyOf(request);
    if (!key) return;
    const hit = cache.peek(key);
    if (hit) {
      reply.headers(hit.headers).header('x-read-cache', 'hit');
      return reply.send(hit.body);
    }
    request.cacheReadAt = generation.current;
  });
  api.addHook('onSend', async (request, reply, payload) => {
    if (
      request.cacheReadAt === undefined ||
      reply.statusCode !== 200 ||
      typeof payload !== 'string' ||
      payload.length > CACHE_MAX_BODY
    )
      return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('application/json')) return payload;
    const key = keyOf(request);
    if (!key) return payload;
    const headers: Record<string, string> = {};
    for (const h of CACHED_HEADERS) {
      const v = reply.getHeader(h);
      if (v !== undefined) headers[h] = String(v);
    }
    cache.put(key, { body: payload, headers }, request.cacheReadAt);
    return payload;
  });
}

const JSON_BODY_LIMIT = 1024 * 1024;
/** The API reference page (Swagger UI over GET /api/openapi.json). */
export const API_REFERENCE_PATH = '/api/docs';

const HEALTH_ROUTE = '/api/health';
const HEALTH_TIMEOUT_MS = 3000;

/** `select 1` answered within `timeoutMs`. */
async function databaseReachable(database: Database, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const probe = queryRows(database.db, sql`select 1 as ok`).then(
    () => true,
    () => false,
  );
  const late = new Promise<boolean>(resolve => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return await Promise.race([probe, late]);
  } finally {
    clearTimeout(timer);
  }
}

const PROTOTYPE_NAMES = new Set(Object.getOwnPropertyNames(Object.prototype));
const SORT_KEYS = new Set(['_sort', 'sort', '_order', 'order']);

/** The first query key, or sort field, named like an Object.prototype member (`constructor`, `__proto__` …). */
function prototypeNamedParameter(url: string): string | undefined {
  const at = url.indexOf('?');
  if (at < 0) return undefined;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(url.slice(at + 1));
  } catch {
    return undefined;
  }
  for (const [key, value] of params) {
    if (PROTOTYPE_NAMES.has(key)) return key;
    if (SORT_KEYS.has(key))
      for (const field of value.split(','))
        if (PROTOTYPE_NAMES.has(field.trim().replace(/^-/, ''))) return field.trim();
  }
  return undefined;
}

/** Query parameters that may carry a credential: their values never reach the log. */
const SECRET_PARAMS = /([?&](?:token|access_token|refresh_token|password)=)[^&#]*/gi;

/** Fastify's request log fields, the URL with credentials blanked (tokens are never logged). */
function safeRequestLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(SECRET_PARAMS, '$1[redacted]'),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

function withSafeSerializers(logger: AppOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : (logger as Record<string, unknown>);
  return {
    ...base,
    serializers: { ...(base.serializers as object), req: safeRequestLog },
  };
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const timeouts = { ...connectionTimeouts(), ...options.timeouts };
  timeouts.headers = Math.min(timeouts.headers, timeouts.request);
  const app = Fastify({
    logger: withSafeSerializers(options.logger),
    // Bounded connections: Node checks the request and header deadlines every `connectionsCheckingInterval`
    // (30 s by default, which would let a trickling body live a minute): here a quarter of the deadline, at most 1 s.
    requestTimeout: timeouts.request,
    connectionTimeout: timeouts.idle,
    keepAliveTimeout: timeouts.keepAlive,
    http: {
      headersTimeout: timeouts.headers,
      requestTimeout: timeouts.request,
      connectionsCheckingInterval: Math.min(1000, Math.max(50, Math.floor(timeouts.request / 4))),
    },
    bodyLimit: options.bodyLimit ?? JSON_BODY_LIMIT,
    // Behind a reverse proxy TRUST_PROXY lists it, so request.ip (the throttle's key) and request.protocol come from
    // its X-Forwarded-* headers; from anyone else those headers are ignored.
    trustProxy: (options.trustProxy ?? trustedProxies(process.env.TRUST_PROXY)) || false,
    routerOptions: { ignoreTrailingSlash: false },
    // A URL the router cannot decode (invalid UTF-8 escapes such as %ED%A0%80) gets the API's error shape too.
    frameworkErrors: (error, _request, reply) => {
      void (reply as unknown as FastifyReply)
        .code(400)
        .send({ detail: error.code === 'FST_ERR_BAD_URL' ? 'The URL is not valid.' : 'Bad request.' });
    },
  });
  const routeAccess: RouteAccess[] = [];
  app.decorate('routeAccess', routeAccess);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerBodyRequired(app);

  // An empty JSON body (e.g. PUT /Finance/approveFA/1 with Content-Type: application/json) means "no body".
  // JSON and multipart only: a text/plain body (Fastify parses it by default) gets a 415 like any other type.
  app.removeContentTypeParser('text/plain');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    // PostgreSQL text cannot hold NUL characters: refuse them here, with the same 400 for every field.
    if (text.includes('\\u0000')) {
      return done(Object.assign(new Error('Text must not contain NUL characters.'), { statusCode: 400 }), undefined);
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return done(Object.assign(new Error('The request body is not valid JSON.'), { statusCode: 400 }), undefined);
    }
    // Every call takes a JSON object; `null`, arrays and bare values are refused before any route sees them.
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      return done(Object.assign(new Error('The request body must be a JSON object.'), { statusCode: 400 }), undefined);
    }
    done(null, value);
  });

  // The same refusal for the URL: a NUL in a path or a query value (`?q=%00`) could not reach PostgreSQL either.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.includes('\0') || /%00/i.test(request.url))
      return reply.code(400).send({ detail: 'Text must not contain NUL characters.' });
    // Query keys (and sort fields) named like Object.prototype members (`?constructor=x`, `_sort=__proto__`) would
    // reach plain-object lookups in the list code: refused here for every route.
    const bad = prototypeNamedParameter(request.url);
    if (bad)
      return reply.code(400).send({
        detail: `Unknown query parameter or sort field "${bad}".`,
        errors: { query: `"${bad}" is not allowed` },
      });
  });

  registerSecurityHeaders(app);
  // JSON (and any other compressible answer) over 1 kB, brotli or gzip as Accept-Encoding asks (brotli at quality 4:
  // 11 costs ≈ 20× the CPU for a few % less). Static files carry their own precompressed .br/.gz (registerStatic);
  // the event stream is hijacked, so it is never compressed or buffered. The plugin adds its onSend hook per route,
  // after the scope's hooks, so the response cache below stores the uncompressed body and a cached answer is
  // compressed on its way out like any other.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  registerHsts(app);
  // Off by default: the app is served from the same origin. CORS_ORIGIN opens the API to the origins it names.
  const origin = corsOrigins(options.corsOrigin ?? process.env.CORS_ORIGIN);
  if (origin !== false) await app.register(cors, { origin, exposedHeaders: ['X-Total-Count', 'Content-Range'] });
  await app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1 } });
  // The OpenAPI description, generated from the contracts (lib/openapi.ts), and its reference page at /api/docs/
  // (Swagger UI from @fastify/swagger-ui's own copy: no CDN, no call to the online validator; public, like the document).
  await app.register(swagger, swaggerOptions());
  await app.register(swaggerUi, {
    routePrefix: API_REFERENCE_PATH,
    validatorUrl: false,
    theme: { title: 'LabHub API reference' },
    uiConfig: { deepLinking: true, docExpansion: 'list', defaultModelsExpandDepth: 0 },
  });

  // Read caches (lib/readCache.ts): PGlite has one process, so only writes here invalidate; on PostgreSQL other
  // processes' writes arrive over LISTEN/NOTIFY, and a short TTL bounds what a lost message could leave.
  const generation = new WriteGeneration();
  const enabled = (options.readCache ?? process.env.READ_CACHE) !== 'off';
  const ttlMs = options.database.kind === 'pglite' ? Infinity : 5000;
  const caches = {
    users: new GenerationCache<AuthUser | null>(generation, { ttlMs, enabled }),
    totals: new GenerationCache<number>(generation, { ttlMs, enabled }),
    // Whole answers also hold time-dependent figures (dashboard periods): at most 30 s old.
    // At most 500 answers and 16 M characters of bodies (a 1,000-row page is ≈ 0.5 M): the server's memory stays bounded.
    responses: new GenerationCache<CachedResponse>(generation, {
      ttlMs: Math.min(ttlMs, 30_000),
      enabled,
      max: 500,
      weigh: r => (r as CachedResponse).body.length,
      maxWeight: RESPONSE_CACHE_MAX_CHARS,
    }),
  };
  registerTotalsCache(options.database.db, caches.totals, options.database.kind === 'postgres');
  // PostgreSQL with caches: the sequence labhub_write_seq counts committed writes of every process (read-after-write).
  const pool = options.database.pool;
  const crossProcess =
    enabled && pool
      ? {
          known: '',
          latest: async () =>
            String((await pool.query<{ v: string }>('select last_value as v from labhub_write_seq')).rows[0].v),
          advance: async () =>
            String((await pool.query<{ v: string }>("select nextval('labhub_write_seq') as v")).rows[0].v),
        }
      : undefined;
  const live = await startLiveHub(options.database, {
    log: message => app.log.warn(message),
    onRemoteWrite: () => generation.bump(),
    validate: streamValidator(options.database.db),
  });
  // Open event streams would hold the server open: end them first.
  app.addHook('preClose', async () => live.close());
  // Counters shared by every process (PostgreSQL) or kept here (PGlite): the request limits and the sign-in throttle.
  const counters = counterStoreFor(options.database);
  app.addHook('onClose', async () => counters.close());
  // Ended sessions (idle 7 days, or 30 days old) are refused anyway; their rows go at start and every hour after
  // (any process may do it). A failure is logged and tried again at the next hour.
  const purgeSessions = () =>
    purgeExpiredSessions(options.database.db).catch((err: Error) =>
      app.log.warn(`sessions: purging expired sessions failed (${err.message})`),
    );
  await purgeSessions();
  const sessionPurge = setInterval(() => void purgeSessions(), SESSION_PURGE_MS);
  sessionPurge.unref();
  app.addHook('onClose', async () => clearInterval(sessionPurge));
  const loginThrottle = new LoginThrottle(counters);
  const limits = options.rateLimits ?? rateLimitsFromEnv();
  const ctx: RouteContext = {
    db: options.database.db,
    notifier: options.notifier ?? storeNotification,
    live,
    loginThrottle,
  };

  await app.register(
    async api => {
      const writes = (request: FastifyRequest) =>
        isWriteMethod(request.method) && !request.routeOptions.config?.readsOnly;
      // Read-after-write across processes (PostgreSQL): before any cache is consulted, the shared write counter
      // (a sequence every writer moves before it answers) tells whether another process committed meanwhile.
      if (crossProcess) {
        api.addHook('onRequest', async request => {
          if (request.routeOptions.url === HEALTH_ROUTE) return;
          const seen = await crossProcess.latest();
          if (seen !== crossProcess.known) {
            crossProcess.known = seen;
            generation.bump();
          }
        });
      }
      if (limits) {
        await api.register(rateLimit, { global: false, store: rateLimitStoreClass(counters) as never });
        // Before authentication: requests refused for a missing or forged token count as well.
        const wellSigned = (request: FastifyRequest) => {
          const token = bearerOf(request);
          return !!token && !!verifyAccessToken(api, token);
        };
        api.addHook('onRequest', rateLimitHook(api, limits, wellSigned));
        api.addHook('onSend', countRefusedToken(counters, limits, wellSigned));
      }
      await registerAuth(api, ctx.db, options.jwtSecret, caches.users);
      registerResponseCache(api, caches.responses, generation);
      // API answers hold personal data and tokens: no browser or proxy cache keeps them (routes that may be cached,
      // the logo images, say so themselves).
      api.addHook('onSend', async (_request, reply, payload) => {
        if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
        return payload;
      });
      // A write that passed authentication, role and validation is under way: overlapping reads are not cached.
      api.addHook('preHandler', async request => {
        if (writes(request)) generation.begin();
      });
      // Before the answer leaves: the write is committed; other processes learn it from the shared counter.
      if (crossProcess) {
        api.addHook('onSend', async (request, reply, payload) => {
          if (writes(request) && reply.statusCode < 400) crossProcess.known = await crossProcess.advance();
          return payload;
        });
      }
      // The write has answered, so it is committed: what was read meanwhile is stale, here and in the other processes.
      // Only a successful write empties the caches (a refused or unauthenticated one changed nothing).
      api.addHook('onResponse', async (request, reply) => {
        if (writes(request) && reply.statusCode < 400) {
          generation.bump();
          live.announceWrite();
          // A block, a deletion or a sign-out closes that user's open streams here (other processes: onRemoteWrite).
          void live.revalidate();
        }
      });
      // Every route below declares its access (its contract's or call's); one check reads it (lib/resourceRoutes.ts).
      registerAccessCheck(api, routeAccess);
      for (const routes of [
        authRoutes,
        accountRoutes,
        appointmentRoutes,
        feedbackRoutes,
        financeRoutes,
        profileRoutes,
        staffRoutes,
        inventoryRoutes,
        settingsRoutes,
        dashboardRoutes,
        invoiceRoutes,
        storedRoutes,
        marketplaceRoutes,
        searchRoutes,
        administratorRoutes,
        preferenceRoutes,
      ]) {
        await api.register(async scope => routes(scope, ctx));
      }
      api.get(
        urlOf(calls.openapi),
        {
          config: { access: calls.openapi.access },
          schema: { tags: ['meta'], response: { 200: calls.openapi.reply } },
        },
        async () => app.swagger(),
      );
      // Health: whether this process can reach its database now (a load balancer's or a monitor's poll). Exempt from
      // the request limits and from the shared write counter, so a poller never gets a 429 and a database that is away
      // is reported as such, not as an error.
      api.get(
        urlOf(calls.health),
        {
          config: { access: calls.health.access, volatile: true },
          schema: { tags: ['meta'], response: { 200: calls.health.reply } },
        },
        async (_request, reply) => {
          const reachable = await databaseReachable(options.database, HEALTH_TIMEOUT_MS);
          if (reachable) return { status: 'ok' as const, database: 'up' as const, engine: options.database.kind };
          // The refusal every 5XX of the document describes, with the database's state beside its detail.
          return (reply as unknown as FastifyReply)
            .code(503)
            .header('Retry-After', String(UNAVAILABLE_RETRY_SECONDS))
            .send({
              detail: 'The database is not answering.',
              status: 'unavailable',
              database: 'down',
              engine: options.database.kind,
            });
        },
      );
    },
    { prefix: '/api' },
  );

  const staticDir = options.staticDir === undefined ? resolve('dist') : options.staticDir;
  if (staticDir && existsSync(resolve(staticDir, 'index.html'))) await registerStatic(app, resolve(staticDir));
  return app;
}

/** Vite's content-hashed output (dist/assets/name-HASH.ext): a changed file gets a new name, so it never goes stale. */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[\w-]{8,}\.\w+(?:\.br|\.gz)?$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built app at /: hashed assets cached for a year (immutable), everything else (index.html, favicon, the
 * service worker) revalidated on every use (`no-cache`, answered 304 when unchanged). The build writes .br and .gz
 * beside each file (vite.config.ts), served when Accept-Encoding allows (`preCompressed`).
 */
async function registerStatic(app: FastifyInstance, root: string) {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      if (!HASHED_ASSET.test(path)) return void reply.header('cache-control', 'no-cache');
      // Never revalidated, so validators are dead weight on the wire (≈ 75 bytes on each of ≈ 25 files per visit).
      reply.header('cache-control', IMMUTABLE).removeHeader('etag').removeHeader('last-modified');
    },
  });
  // Browser routing: every non-API GET that is not a file gets the app's index.html.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api')
      return reply.code(404).send({ detail: 'Not found.' });
    return reply.sendFile('index.html');
  });
}
