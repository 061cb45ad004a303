/** The API's own calls: its OpenAPI document and the health check. */
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';

import { calls } from '../../contracts/calls.js';
import { type Database, queryRows } from '../db/client.js';
import { UNAVAILABLE_RETRY_SECONDS } from '../lib/errors.js';
import { urlOf } from '../lib/resourceRoutes.js';

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

export function registerMetaRoutes(api: FastifyInstance, database: Database) {
  api.get(
    urlOf(calls.openapi),
    {
      config: { access: calls.openapi.access },
      schema: { tags: ['meta'], response: { 200: calls.openapi.reply } },
    },
    async () => api.swagger(),
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
      const reachable = await databaseReachable(database, HEALTH_TIMEOUT_MS);
      if (reachable) return { status: 'ok' as const, database: 'up' as const, engine: database.kind };
      // The refusal every 5XX of the document describes, with the database's state beside its detail.
      return (reply as unknown as FastifyReply)
        .code(503)
        .header('Retry-After', String(UNAVAILABLE_RETRY_SECONDS))
        .send({
          detail: 'The database is not answering.',
          status: 'unavailable',
          database: 'down',
          engine: database.kind,
        });
    },
  );
}
