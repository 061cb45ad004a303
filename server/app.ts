/**
 * Builds the Fastify instance: the API under /api and, when a built app exists, the app itself at /.
 * Tests call this with an in-memory database; server/index.ts listens. Its parts are in app/: the instance's options,
 * the request guards, the plugins, the read caches, the background tasks, the API's routes and the static files.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

import { registerApi } from './app/apiRoutes.js';
import { startBackground } from './app/lifecycle.js';
import { registerPlugins } from './app/plugins.js';
import { createReadCaches } from './app/readCaches.js';
import { registerJsonBody, registerUrlGuards } from './app/requestGuards.js';
import { serverOptions, type ServerSettings } from './app/serverOptions.js';
import { registerStatic } from './app/staticFiles.js';
import type { Database } from './db/client.js';
import { registerBodyRequired, registerErrorHandling } from './lib/errors.js';
import {
  DEFAULT_COUNT_SCAN_AT_MOST,
  DEFAULT_TOTAL_BOUND,
  FEW_MATCHING_VALUES,
  registerCountScanAtMost,
  registerSearchValuesLimit,
  registerTotalBound,
} from './lib/list.js';
import { LoginThrottle } from './lib/loginThrottle.js';
import { type Notifier, storeNotification } from './lib/notify.js';
import { type RateLimits, rateLimitsFromEnv } from './lib/rateLimit.js';
import type { RouteAccess } from './lib/resourceRoutes.js';
import { FENCED_AT_MOST, registerFencedAtMost } from './repos/labWords.js';

export interface AppOptions extends ServerSettings {
  database: Database;
  jwtSecret: string;
  /** Folder of the built app to serve at / (SPA fallback); false to serve none. */
  staticDir?: string | false;
  notifier?: Notifier;
  /** Request limits (default: RATE_LIMIT from the environment; false = off). */
  rateLimits?: RateLimits | false;
  /** Allowed cross-origin callers (default: the CORS_ORIGIN environment variable; unset = none). */
  corsOrigin?: string;
  /** 'off' disables the read caches (default: the READ_CACHE environment variable). */
  readCache?: string;
  /** How many matches a searched or filtered list counts at most (default 10,000; lib/list.ts registerTotalBound). */
  listTotalBound?: number;
  /**
   * How many labs, patients… a search may match in another table and still be answered through their ids (default
   * 10,000; lib/list.ts searchThroughValues). The tests set a few, to reach a common text's path on the demo's data.
   */
  searchValuesLimit?: number;
  /**
   * How many labs holding a search's words are few enough to have each one's text tested on its own (default 15,000;
   * repos/labWords.ts FENCED_AT_MOST); past them a lab list intersects them with a second run's labs. The tests set a
   * few, to reach that path on the demo's data.
   */
  fencedLabsAtMost?: number;
  /**
   * How many rows a count with no index to find its matches reads at most (default 50,000; lib/list.ts
   * registerCountScanAtMost). The tests set a few, to reach its "at least" on the demo's data.
   */
  countScanAtMost?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with its declared access, as the one role check registered it (lib/resourceRoutes.ts). */
    routeAccess: RouteAccess[];
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(options));
  const routeAccess: RouteAccess[] = [];
  app.decorate('routeAccess', routeAccess);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerBodyRequired(app);
  registerJsonBody(app);
  registerUrlGuards(app);
  await registerPlugins(app, options.corsOrigin);

  const caches = createReadCaches(options.database, options.readCache);
  registerTotalBound(options.database.db, options.listTotalBound ?? DEFAULT_TOTAL_BOUND);
  registerSearchValuesLimit(options.database.db, options.searchValuesLimit ?? FEW_MATCHING_VALUES);
  registerFencedAtMost(options.database.db, options.fencedLabsAtMost ?? FENCED_AT_MOST);
  registerCountScanAtMost(options.database.db, options.countScanAtMost ?? DEFAULT_COUNT_SCAN_AT_MOST);
  const { live, counters } = await startBackground(app, options.database, () => caches.generation.bump());
  await app.register(
    async api =>
      registerApi(api, {
        database: options.database,
        jwtSecret: options.jwtSecret,
        ctx: {
          db: options.database.db,
          notifier: options.notifier ?? storeNotification,
          live,
          loginThrottle: new LoginThrottle(counters),
        },
        caches,
        counters,
        limits: options.rateLimits ?? rateLimitsFromEnv(),
        routeAccess,
      }),
    { prefix: '/api' },
  );

  const staticDir = options.staticDir === undefined ? resolve('dist') : options.staticDir;
  if (staticDir && existsSync(resolve(staticDir, 'index.html'))) await registerStatic(app, resolve(staticDir));
  return app;
}
