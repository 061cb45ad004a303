/**
 * Everything under /api: its hooks in the order a request meets them (the shared write counter, the request limits,
 * authentication, the response cache, no-store, the write tracking), the one role check, then every route module
 * (routeModules.ts) and the API's own calls.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { Database } from '../db/client.js';
import { bearerOf, registerAuth, verifiedToken } from '../lib/auth.js';
import { type CounterStore, rateLimitStoreClass } from '../lib/counterStore.js';
import { countRefusedToken, rateLimitHook, type RateLimits } from '../lib/rateLimit.js';
import { registerAccessCheck, type RouteAccess } from '../lib/resourceRoutes.js';
import type { RouteContext } from '../routes/context.js';
import { registerMetaRoutes } from './metaRoutes.js';
import {
  type ReadCaches,
  registerCrossProcessCheck,
  registerResponseCache,
  registerWriteTracking,
} from './readCaches.js';
import { routeModules } from './routeModules.js';

interface ApiSettings {
  database: Database;
  jwtSecret: string;
  ctx: RouteContext;
  caches: ReadCaches;
  counters: CounterStore;
  limits: RateLimits | false;
  /** Filled by the role check with every route and its declared access. */
  routeAccess: RouteAccess[];
}

/** The request limits, before authentication: requests refused for a missing or forged token count as well. */
async function registerRequestLimits(api: FastifyInstance, limits: RateLimits, counters: CounterStore) {
  await api.register(rateLimit, { global: false, store: rateLimitStoreClass(counters) as never });
  const wellSigned = (request: FastifyRequest) => {
    const token = bearerOf(request);
    return !!token && !!verifiedToken(api, request, token);
  };
  api.addHook('onRequest', rateLimitHook(api, limits, wellSigned));
  api.addHook('onSend', countRefusedToken(counters, limits, wellSigned));
}

export async function registerApi(api: FastifyInstance, settings: ApiSettings) {
  const { caches, ctx } = settings;
  registerCrossProcessCheck(api, caches);
  if (settings.limits) await registerRequestLimits(api, settings.limits, settings.counters);
  await registerAuth(api, ctx.db, settings.jwtSecret, caches.users);
  registerResponseCache(api, caches);
  // API answers hold personal data and tokens: no browser or proxy cache keeps them (routes that may be cached,
  // the logo images, say so themselves).
  api.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
  registerWriteTracking(api, caches, ctx.live);
  // Every route below declares its access (its contract's or call's); one check reads it (lib/resourceRoutes.ts).
  registerAccessCheck(api, settings.routeAccess);
  for (const routes of (await routeModules()).values()) await api.register(routes, ctx);
  registerMetaRoutes(api, settings.database);
}
