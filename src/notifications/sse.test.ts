import { afterEach, describe, expect, it, vi } from 'vitest';

import { createSseParser, openEventStream, type SseEvent } from './sse';

describe('event-stream parser', () => {
  it('splits events across chunks, joins data lines, skips comments, honours retry', () => {
    const events: SseEvent[] = [];
    const retries: number[] = [];
    const feed = createSseParser(
      e => events.push(e),
      ms => retries.push(ms),
    );
    feed('retry: 3000\n: connected\n\nid: 7\nevent: notif');
    expect(events).toEqual([]);
    feed('ication\ndata: {"a":\ndata: 1}\n\n');
    feed('id: 8\r\ndata: x\r\n\r\n: ping\n\n');
    expect(retries).toEqual([3000]);
    expect(events).toEqual([
      { id: '7', event: 'notification', data: '{"a":\n1}' },
      { id: '8', event: 'message', data: 'x' },
    ]);
  });
});

/** A fetch double whose responses stream the given texts, then end (or fail). */
const streamResponse = (chunks: string[], status = 200) => {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'Content-Type': 'text/event-stream' } });
};

describe('openEventStream', () => {
  afterEach(() => vi.useRealTimers());

  it('reconnects after the stream ends and resumes with Last-Event-ID', async () => {
    const calls: Record<string, string>[] = [];
    const responses = [
      streamResponse(['id: 10\nevent: ready\ndata: {}\n\n', 'id: 11\nevent: notification\ndata: {"id":11}\n\n']),
      streamResponse(['id: 12\nevent: notification\ndata: {"id":12}\n\n']),
    ];
    const fetchImpl = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      calls.push(init!.headers as Record<string, string>);
      return responses.shift() ?? new Promise<Response>(() => {});
    });
    const got: string[] = [];
    const close = openEventStream({
      url: '/api/Settings/notificationStream',
      headers: () => ({ Authorization: 'Bearer t' }),
      onEvent: e => got.push(`${e.event}:${e.id}`),
      fetchImpl: fetchImpl,
      minDelay: 5,
    });
    await vi.waitFor(() => expect(got).toEqual(['ready:10', 'notification:11', 'notification:12']));
    expect(calls[0]).toMatchObject({ Authorization: 'Bearer t', Accept: 'text/event-stream' });
    expect(calls[0]['Last-Event-ID']).toBeUndefined();
    expect(calls[1]['Last-Event-ID']).toBe('11');
    close();
  });

  it('retries after a network error, and stops for good on 401', async () => {
    const statuses: string[] = [];
    const denied = vi.fn();
    let n = 0;
    const fetchImpl = vi.fn(async () => {
      n += 1;
      if (n === 1) throw new TypeError('Failed to fetch');
      return new Response('{"detail":"expired"}', { status: 401 });
    });
    openEventStream({
      url: '/s',
      headers: () => ({}),
      onEvent: () => {},
      onStatus: s => statuses.push(s),
      onDenied: denied,
      fetchImpl: fetchImpl,
      minDelay: 5,
    });
    await vi.waitFor(() => expect(denied).toHaveBeenCalledWith(401));
    expect(statuses).toEqual(['connecting', 'waiting', 'connecting', 'stopped']);
    await new Promise(r => setTimeout(r, 30));
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
