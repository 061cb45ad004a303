/**
 * The Fastify instance's own options: connection deadlines, body limit, trusted proxies, the router's URL errors and
 * a request log that never holds a credential.
 */
import type { Server } from 'node:http';

import type { FastifyHttpOptions, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

import { trustedProxies } from '../lib/security.js';

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

function withSafeSerializers(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : (logger as Record<string, unknown>);
  return {
    ...base,
    serializers: { ...(base.serializers as object), req: safeRequestLog },
  };
}

const JSON_BODY_LIMIT = 1024 * 1024;

export interface ServerSettings {
  logger?: FastifyServerOptions['logger'];
  /** JSON body limit in bytes. */
  bodyLimit?: number;
  /** Proxies to trust (addresses / CIDRs; default: TRUST_PROXY); never "everyone". */
  trustProxy?: string[] | false;
  /** Connection limits in ms (default: connectionTimeouts(), from the environment). */
  timeouts?: Partial<ConnectionTimeouts>;
}

/** The options `Fastify()` is created with. */
export function serverOptions(settings: ServerSettings): FastifyHttpOptions<Server> {
  const timeouts = { ...connectionTimeouts(), ...settings.timeouts };
  timeouts.headers = Math.min(timeouts.headers, timeouts.request);
  return {
    logger: withSafeSerializers(settings.logger),
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
    bodyLimit: settings.bodyLimit ?? JSON_BODY_LIMIT,
    // Behind a reverse proxy TRUST_PROXY lists it, so request.ip (the throttle's key) and request.protocol come from
    // its X-Forwarded-* headers; from anyone else those headers are ignored.
    trustProxy: (settings.trustProxy ?? trustedProxies(process.env.TRUST_PROXY)) || false,
    routerOptions: { ignoreTrailingSlash: false },
    // A URL the router cannot decode (invalid UTF-8 escapes such as %ED%A0%80) gets the API's error shape too.
    frameworkErrors: (error, _request, reply) => {
      void (reply as unknown as FastifyReply)
        .code(400)
        .send({ detail: error.code === 'FST_ERR_BAD_URL' ? 'The URL is not valid.' : 'Bad request.' });
    },
  };
}
