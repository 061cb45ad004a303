import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { Db } from '../db/client.js';
import type { LiveHub } from '../lib/live.js';
import type { LoginThrottle } from '../lib/loginThrottle.js';
import type { Notifier } from '../lib/notify.js';

export interface RouteContext {
  db: Db;
  notifier: Notifier;
  /** Server-Sent Events subscribers of this process (GET /Settings/notificationStream). */
  live: LiveHub;
  /** Failed sign-ins (429 after LOGIN_MAX_FAILURES in LOGIN_WINDOW_MS), shared by the processes on PostgreSQL. */
  loginThrottle: LoginThrottle;
}

export type Api = FastifyInstance & ReturnType<FastifyInstance['withTypeProvider']>;

/** The instance with zod typing, as every route file uses it. */
export function typed(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}
