/**
 * The read caches (lib/readCache.ts) and what keeps them true: signed-in users, list totals and whole GET answers,
 * valid until the next write. PGlite has one process, so only writes here invalidate; on PostgreSQL other processes'
 * writes arrive over LISTEN/NOTIFY and through a shared write counter, and a short TTL bounds what a lost message
 * could leave.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { Database } from '../db/client.js';
import type { AuthUser } from '../lib/auth.js';
import { registerTotalsCache } from '../lib/list.js';
import type { LiveHub } from '../lib/live.js';
import { GenerationCache, isWriteMethod, type LeadLoad, readSentAfterCall, WriteGeneration } from '../lib/readCache.js';

interface CachedResponse {
  body: string;
  headers: Record<string, string>;
}

const CACHED_HEADERS = ['content-type', 'x-total-count', 'x-total-at-least', 'content-range'];
const CACHE_MAX_BODY = 512 * 1024;
const RESPONSE_CACHE_MAX_CHARS = 4 * 2 ** 20;
/** The health check neither waits for nor moves the shared write counter. */
const HEALTH_ROUTE = '/api/health';

declare module 'fastify' {
  interface FastifyRequest {
    /** Write generation when this GET began (response cache). */
    cacheReadAt?: number;
    /**
     * The read this GET leads, which the same GETs arriving meanwhile wait for (response cache): ended with the
     * answer when it can be kept (a 200 JSON answer), else with nothing, and the waiters then read their own.
     */
    sharedRead?: LeadLoad<CachedResponse>;
  }
}

/** The shared write counter of the PostgreSQL processes: the last value this process saw, read and moved. */
interface CrossProcessWrites {
  known: string;
  latest: () => Promise<string>;
  advance: () => Promise<string>;
}

export interface ReadCaches {
  generation: WriteGeneration;
  users: GenerationCache<AuthUser | null>;
  responses: GenerationCache<CachedResponse>;
  crossProcess?: CrossProcessWrites;
}

/** `readCache`: 'off' disables the caches (default: the READ_CACHE environment variable). */
export function createReadCaches(database: Database, readCache: string | undefined): ReadCaches {
  const generation = new WriteGeneration();
  const enabled = (readCache ?? process.env.READ_CACHE) !== 'off';
  const ttlMs = database.kind === 'pglite' ? Infinity : 5000;
  const totals = new GenerationCache<number>(generation, { ttlMs, enabled });
  registerTotalsCache(database.db, totals, database.kind === 'postgres');
  // PostgreSQL with caches: the sequence labhub_write_seq counts committed writes of every process (read-after-write).
  const pool = database.pool;
  const crossProcess =
    enabled && pool
      ? {
          known: '',
          // Asked before every cached read: the requests that arrive during one query share the next.
          latest: readSentAfterCall(async () =>
            String((await pool.query<{ v: string }>('select last_value as v from labhub_write_seq')).rows[0].v),
          ),
          advance: async () =>
            String((await pool.query<{ v: string }>("select nextval('labhub_write_seq') as v")).rows[0].v),
        }
      : undefined;
  return {
    generation,
    users: new GenerationCache<AuthUser | null>(generation, { ttlMs, enabled }),
    // Whole answers also hold time-dependent figures (dashboard periods): at most 30 s old.
    // At most 500 answers and 4 M characters of bodies (a screen's page is 1–60 k, a 1,000-row export page ≈ 0.5 M):
    // the server's memory stays bounded.
    responses: new GenerationCache<CachedResponse>(generation, {
      ttlMs: Math.min(ttlMs, 30_000),
      enabled,
      max: 500,
      weigh: r => (r as CachedResponse).body.length,
      maxWeight: RESPONSE_CACHE_MAX_CHARS,
    }),
    crossProcess,
  };
}

/**
 * Read-after-write across processes (PostgreSQL): before any cache is consulted, the shared write counter (a sequence
 * every writer moves before it answers) tells whether another process committed meanwhile.
 */
export function registerCrossProcessCheck(api: FastifyInstance, { crossProcess, generation }: ReadCaches) {
  if (!crossProcess) return;
  api.addHook('onRequest', async request => {
    if (request.routeOptions.url === HEALTH_ROUTE) return;
    const seen = await crossProcess.latest();
    if (seen !== crossProcess.known) {
      crossProcess.known = seen;
      generation.bump();
    }
  });
}

/**
 * Whole GET answers per user and URL, until the next write (lib/readCache.ts). Only 200 JSON answers of at most
 * 512 kB; file downloads, streams and errors are never kept.
 *
 * A miss leads a shared read: the same GETs arriving while it is read, with no write begun since it started, wait
 * for its answer (`x-read-cache: shared`) instead of reading the database again, as they would have hit it in the
 * cache a moment later. When an entry expires under load (the 5-s TTL on PostgreSQL), one request reads it again,
 * not every request that arrives before the first has answered.
 */
export function registerResponseCache(api: FastifyInstance, { responses: cache, generation }: ReadCaches) {
  // READ_CACHE=off: no answer is kept or looked up, so no hook runs.
  if (!cache.enabled) return;
  // `volatile` routes answer state that changes without a write request (the sign-in throttle): never cached.
  const keyOf = (request: FastifyRequest) =>
    request.auth && !request.routeOptions.config?.volatile ? `${request.auth.id}|${request.url}` : undefined;
  const send = (reply: FastifyReply, answer: CachedResponse, how: 'hit' | 'shared') =>
    reply.headers(answer.headers).header('x-read-cache', how).send(answer.body);
  const settle = (request: FastifyRequest, answer?: CachedResponse) => {
    const read = request.sharedRead;
    if (!read) return;
    request.sharedRead = undefined;
    read.end(answer);
  };
  /**
   * Starts the read of `key` this request leads. A hijacked reply (the event stream, which answers outside Fastify's
   * hooks, perhaps for hours) releases its waiters at once.
   */
  const lead = (key: string, request: FastifyRequest, reply: FastifyReply) => {
    request.sharedRead = cache.lead(key);
    request.cacheReadAt = request.sharedRead.readAt;
    const hijack = reply.hijack.bind(reply);
    reply.hijack = () => {
      settle(request);
      return hijack();
    };
  };
  /** The answer to keep and share: a 200 JSON answer of at most CACHE_MAX_BODY, with its cached headers. */
  const keepable = (request: FastifyRequest, reply: FastifyReply, payload: unknown): CachedResponse | undefined => {
    if (
      request.cacheReadAt === undefined ||
      reply.statusCode !== 200 ||
      typeof payload !== 'string' ||
      payload.length > CACHE_MAX_BODY ||
      !keyOf(request)
    )
      return undefined;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('application/json')) return undefined;
    const headers: Record<string, string> = {};
    for (const h of CACHED_HEADERS) {
      const v = reply.getHeader(h);
      if (v !== undefined) headers[h] = String(v);
    }
    return { body: payload, headers };
  };

  api.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const key = keyOf(request);
    if (!key) return;
    const hit = cache.peek(key);
    if (hit) return send(reply, hit, 'hit');
    const under = cache.joinable(key);
    if (under) {
      const answer = await under;
      if (answer) return send(reply, answer, 'shared');
      // That answer cannot be kept: this request reads its own.
      request.cacheReadAt = generation.current;
      return;
    }
    lead(key, request, reply);
  });
  api.addHook('onSend', async (request, reply, payload) => {
    const answer = keepable(request, reply, payload);
    // The led read keeps what can be kept; a request that read its own after a waiter's turn keeps it too.
    if (request.sharedRead) settle(request, answer);
    else if (answer) cache.put(keyOf(request)!, answer, request.cacheReadAt!);
    return payload;
  });
  // Backstops: the waiters never wait past the leader's end, whatever it was.
  api.addHook('onResponse', async request => settle(request));
  api.addHook('onRequestAbort', async request => settle(request));
}

/** A successful write empties the caches, here and (through the shared counter and the live hub) in other processes. */
export function registerWriteTracking(api: FastifyInstance, { crossProcess, generation }: ReadCaches, live: LiveHub) {
  const writes = (request: FastifyRequest) => isWriteMethod(request.method) && !request.routeOptions.config?.readsOnly;
  // A write that passed authentication, role and validation is under way: overlapping reads are not cached.
  api.addHook('preHandler', (request, _reply, done) => {
    if (writes(request)) generation.begin();
    done();
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
  api.addHook('onResponse', (request, reply, done) => {
    if (writes(request) && reply.statusCode < 400) {
      generation.bump();
      live.announceWrite();
      // A block, a deletion or a sign-out closes that user's open streams here (other processes: onCommitHeard).
      void live.revalidate();
    }
    done();
  });
}
