/**
 * Bounded connections: request and header deadlines cut a trickling body or header (a real socket
 * against a listening server, the deadlines shortened so the test is quick), at most 10 notification streams per
 * user, and an open stream closes when its user is blocked or deleted.
 */
import { connect } from 'node:net';

import { describe, expect, it } from 'vitest';

import { buildApp } from '../app.js';
import { MAX_STREAMS_PER_USER } from '../lib/live.js';
import { JWT_SECRET, login, openTestDatabase } from '../test/harness.js';
import { openStream } from '../test/sse.js';
import { useTestApp } from '../test/suite.js';

const t = useTestApp({}, { listen: true });

/**
 * Opens a socket, sends `head`, then `body` one byte every `everyMs`. Resolves when the server closes the socket:
 * what it answered and how many body bytes were sent by then.
 */
function trickle(
  port: number,
  head: string,
  body: string,
  everyMs: number,
): Promise<{ answer: string; sent: number; ms: number }> {
  return new Promise(resolve => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('data', (d: Buffer) => (answer += d.toString()));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, sent, ms: Date.now() - started });
    });
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent < body.length && !socket.destroyed) socket.write(body[sent++]);
      }, everyMs);
    });
  });
}

describe('request deadlines', () => {
  it('defaults: 30 s for a whole request, 10 s for its headers, checked every second', async () => {
    const server = t.app.server;
    expect(server.requestTimeout).toBe(30_000);
    expect(server.headersTimeout).toBe(10_000);
    expect(server.keepAliveTimeout).toBe(5_000);
    expect(server.timeout).toBe(60_000);
  });

  it(
    'a body trickling in is cut at the request deadline with a 408, long before it would have arrived',
    { timeout: 60_000 },
    async () => {
      const database = await openTestDatabase();
      const app = await buildApp({
        database,
        jwtSecret: JWT_SECRET,
        staticDir: false,
        timeouts: { request: 1500, headers: 1000 },
      });
      try {
        await app.listen({ port: 0, host: '127.0.0.1' });
        const port = (app.server.address() as { port: number }).port;
        const body = JSON.stringify({ email: 'admin@labhub.pk', password: 'x'.repeat(400) });
        const head = `POST /api/auth/login/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
        // 100 ms per byte: the whole body would take ≈ 44 s.
        const cut = await trickle(port, head, body, 100);
        expect(cut.answer).toMatch(/^HTTP\/1\.1 408/);
        expect(cut.sent).toBeLessThan(body.length / 4);
        // Headers trickling in (slowloris): cut at the header deadline.
        const slowHead = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ' + 'a'.repeat(300) + '\r\n\r\n';
        const headCut = await trickle(port, '', slowHead, 100);
        expect(headCut.answer).toMatch(/^HTTP\/1\.1 408/);
        expect(headCut.sent).toBeLessThan(slowHead.length / 4);
        // The server still answers everyone else.
        expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      } finally {
        await app.close();
        await database.close();
      }
    },
  );

  it('the deadlines come from REQUEST_TIMEOUT_MS / HEADERS_TIMEOUT_MS / IDLE_TIMEOUT_MS and refuse nonsense', async () => {
    const { connectionTimeouts } = await import('../app/serverOptions.js');
    expect(
      connectionTimeouts({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '2000', IDLE_TIMEOUT_MS: '90000' }),
    ).toMatchObject({ request: 5000, headers: 2000, idle: 90_000 });
    expect(() => connectionTimeouts({ REQUEST_TIMEOUT_MS: 'soon' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});

describe('notification streams', () => {
  it(
    `one user holds at most ${MAX_STREAMS_PER_USER} streams: 30 opened, the oldest 20 are closed by the server`,
    { timeout: 60_000 },
    async () => {
      const streams = [];
      for (let i = 0; i < 30; i++) streams.push(await openStream(t.base, t.adminToken));
      await Promise.race([
        Promise.all(streams.slice(0, 20).map(s => s.ended)),
        new Promise(r => setTimeout(r, 10_000)),
      ]);
      expect(streams.slice(0, 20).every(s => s.endedByServer)).toBe(true);
      expect(streams.slice(20).some(s => s.endedByServer)).toBe(false);
      // Another user is not affected by the admin's streams.
      const lab = await openStream(t.base, t.labToken);
      await new Promise(r => setTimeout(r, 200));
      expect(lab.endedByServer).toBe(false);
      for (const s of [...streams, lab]) await s.close();
    },
  );

  it(
    'blocking a lab closes its open stream; deleting it closes the new one after unblocking',
    { timeout: 60_000 },
    async () => {
      const labToken = await login(t.app, 'lab@labhub.pk', 'Lab12345');
      const stream = await openStream(t.base, labToken);
      const admin = await openStream(t.base, t.adminToken);
      expect(
        (await t.call({ method: 'PUT', url: '/api/profiles/blockLab/lab@labhub.pk', payload: { is_active: false } }))
          .statusCode,
      ).toBe(200);
      await Promise.race([stream.ended, new Promise(r => setTimeout(r, 10_000))]);
      expect(stream.endedByServer).toBe(true);
      expect(admin.endedByServer).toBe(false);
      expect(
        (await t.call({ method: 'PUT', url: '/api/profiles/unblockLab/lab@labhub.pk', payload: { is_active: true } }))
          .statusCode,
      ).toBe(200);
      const again = await openStream(t.base, await login(t.app, 'lab@labhub.pk', 'Lab12345'));
      expect((await t.call({ method: 'DELETE', url: '/api/profiles/deleteLab/lab@labhub.pk' })).statusCode).toBe(200);
      await Promise.race([again.ended, new Promise(r => setTimeout(r, 10_000))]);
      expect(again.endedByServer).toBe(true);
      expect(admin.endedByServer).toBe(false);
      await admin.close();
    },
  );
});
