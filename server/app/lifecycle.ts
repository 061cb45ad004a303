/**
 * What the server runs beside its requests, started with it and stopped when it closes: the live hub of event streams,
 * the shared counters, the hourly purge of ended sessions, and the clearing of deleted catalogue tests.
 */
import type { FastifyInstance } from 'fastify';

import type { Database } from '../db/client.js';
import { streamValidator } from '../lib/auth.js';
import { type CounterStore, counterStoreFor } from '../lib/counterStore.js';
import { type LiveHub, startLiveHub } from '../lib/live.js';
import { purgeExpiredSessions, SESSION_PURGE_MS } from '../lib/sessions.js';
import { purgeDeletedTests, stopPurges } from '../repos/tests.js';

interface Background {
  live: LiveHub;
  /** Counters shared by every process (PostgreSQL) or kept here (PGlite): the request limits and the sign-in throttle. */
  counters: CounterStore;
}

/**
 * `onCommitHeard`: a commit the read caches may not know of was heard from the database (another process's write, or a
 * notification about to be sent to this process's streams): see LiveHubOptions.
 */
export async function startBackground(
  app: FastifyInstance,
  database: Database,
  onCommitHeard: () => void,
): Promise<Background> {
  const live = await startLiveHub(database, {
    log: message => app.log.warn(message),
    onCommitHeard,
    validate: streamValidator(database.db),
  });
  // Open event streams would hold the server open: end them first.
  app.addHook('preClose', async () => live.close());
  const counters = counterStoreFor(database);
  app.addHook('onClose', async () => counters.close());
  // Ended sessions (idle 7 days, or 30 days old) are refused anyway; their rows go at start and every hour after
  // (any process may do it). A failure is logged and tried again at the next hour.
  const purgeSessions = () =>
    purgeExpiredSessions(database.db).catch((err: Error) =>
      app.log.warn(`sessions: purging expired sessions failed (${err.message})`),
    );
  await purgeSessions();
  const sessionPurge = setInterval(() => void purgeSessions(), SESSION_PURGE_MS);
  sessionPurge.unref();
  app.addHook('onClose', async () => clearInterval(sessionPurge));
  // Deleted catalogue tests whose links were not all cleared (a process stopped meanwhile) are cleared from the start,
  // in the background; a stop waits for the batch under way.
  purgeDeletedTests(database.db).catch((err: Error) =>
    app.log.warn(`tests: clearing deleted tests failed (${err.message}); tried again at the next deletion`),
  );
  app.addHook('onClose', async () => stopPurges(database.db));
  return { live, counters };
}
