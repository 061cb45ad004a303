/**
 * The response cache's shared reads (readCaches.ts): the same GETs arriving while one is read wait for its answer,
 * unless a write has begun since; an answer that cannot be kept sends each waiter to read its own.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

import type { AuthUser } from '../lib/auth.js';
import { GenerationCache, WriteGeneration } from '../lib/readCache.js';
import { type ReadCaches, registerResponseCache } from './readCaches.js';

/**
 * An app with the response cache over one GET route whose answers wait until `release` is called, each with the
 * status set by `answer` when it began, and an event stream (a hijacked reply that stays open).
 */
async function heldApp(enabled = true) {
  const generation = new WriteGeneration();
  const caches = {
    generation,
    users: new GenerationCache<AuthUser | null>(generation, { ttlMs: Infinity, enabled }),
    responses: new GenerationCache(generation, { ttlMs: Infinity, enabled }),
  } as ReadCaches;
  const app = Fastify();
  app.addHook('onRequest', async request => {
    request.auth = { id: 1 } as AuthUser;
  });
  registerResponseCache(app, caches);
  let reads = 0;
  let status = 200;
  let release!: () => void;
  let held = new Promise<void>(r => (release = r));
  app.get('/api/things', async (_request, reply) => {
    const n = ++reads;
    const code = status;
    await held;
    return reply.code(code).send({ read: n });
  });
  let streams = 0;
  app.get('/api/stream', async (_request, reply) => {
    streams++;
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
    reply.raw.write('event: ready\n\n');
  });
  await app.ready();
  const get = () => app.inject({ method: 'GET', url: '/api/things' });
  return {
    app,
    generation,
    get,
    reads: () => reads,
    streams: () => streams,
    answer: (code: number) => (status = code),
    release: () => {
      release();
      held = Promise.resolve();
    },
    /** Lets the requests sent so far reach the route (or start waiting). */
    settle: () => new Promise(r => setTimeout(r, 20)),
  };
}

describe('the response cache shares a read under way', () => {
  it('answers the same GETs arriving meanwhile with the one read (x-read-cache: shared)', async () => {
    const t = await heldApp();
    const leader = t.get();
    await t.settle();
    const waiters = Array.from({ length: 4 }, () => t.get());
    await t.settle();
    expect(t.reads()).toBe(1);
    t.release();
    const answers = await Promise.all([leader, ...waiters]);
    expect(answers.map(a => a.headers['x-read-cache'])).toEqual([undefined, 'shared', 'shared', 'shared', 'shared']);
    expect(answers.map(a => a.json())).toEqual(Array(5).fill({ read: 1 }));
    expect(t.reads()).toBe(1);
    expect((await t.get()).headers['x-read-cache']).toBe('hit');
    await t.app.close();
  });

  it('does not share a read that began before a write: a GET after the write reads again', async () => {
    const t = await heldApp();
    const leader = t.get();
    await t.settle();
    t.generation.begin();
    const after = t.get();
    await t.settle();
    expect(t.reads()).toBe(2);
    t.release();
    const answers = await Promise.all([leader, after]);
    expect(answers.map(a => a.json())).toEqual([{ read: 1 }, { read: 2 }]);
    expect(answers.map(a => a.headers['x-read-cache'])).toEqual([undefined, undefined]);
    await t.app.close();
  });

  it('sends each waiter to read its own when the answer cannot be kept (not a 200)', async () => {
    const t = await heldApp();
    t.answer(503);
    const leader = t.get();
    await t.settle();
    const waiters = [t.get(), t.get()];
    await t.settle();
    t.answer(200);
    t.release();
    const answers = await Promise.all([leader, ...waiters]);
    expect(answers.map(a => a.statusCode)).toEqual([503, 200, 200]);
    expect(t.reads()).toBe(3);
    await t.app.close();
  });

  it('never waits for a hijacked reply (the event stream): the same GET meanwhile reads its own', async () => {
    const t = await heldApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api/stream`;
    const first = new AbortController();
    const second = new AbortController();
    const a = await fetch(url, { signal: first.signal });
    const b = await fetch(url, { signal: second.signal });
    expect([a.status, b.status, t.streams()]).toEqual([200, 200, 2]);
    first.abort();
    second.abort();
    await t.app.close();
  });

  it('shares nothing when the read caches are off', async () => {
    const t = await heldApp(false);
    const answers = Promise.all([t.get(), t.get(), t.get()]);
    await t.settle();
    expect(t.reads()).toBe(3);
    t.release();
    expect((await answers).map(a => a.headers['x-read-cache'])).toEqual([undefined, undefined, undefined]);
    await t.app.close();
  });
});
