/**
 * Serving like a web app: the built app's files precompressed (brotli, gzip) with year-long immutable
 * caching for hashed assets and `no-cache` for index.html; API JSON over 1 kB compressed on the fly as
 * Accept-Encoding asks (and cached answers too); the notification stream never compressed.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../app.js';
import { IMMUTABLE } from '../app/staticFiles.js';
import type { Database } from '../db/client.js';
import { createTestApp, JWT_SECRET, listenTestApp, openTestDatabase, type TestApp } from '../test/harness.js';

/** The inline script of the fake index.html (the build's is src/pages/Login/pickLanguage.js). */
const INLINE = "document.documentElement.lang = 'en';";

/** A folder shaped like `vite build`'s output, with the .br/.gz siblings the build writes (vite.config.ts). */
function fakeBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'labhub-dist-'));
  mkdirSync(join(dir, 'assets'));
  const js = `export const big = ${JSON.stringify('x'.repeat(4000))};\n`;
  const html = `<!doctype html><html><head><script type="module" src="/assets/index-AbC_12-x.js"></script></head><body>${'<!-- pad -->'.repeat(200)}<script>${INLINE}</script><script type="application/json">{"a":1}</script></body></html>`;
  const files: Record<string, string> = {
    'index.html': html,
    'assets/index-AbC_12-x.js': js,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dir, name), text);
    if (text.length > 1024) {
      writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
      writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
    }
  }
  return { dir, js, html };
}

describe('the built app', () => {
  let app: FastifyInstance;
  let database: Database;
  let build: ReturnType<typeof fakeBuild>;
  beforeAll(async () => {
    build = fakeBuild();
    database = await openTestDatabase();
    app = await buildApp({ database, jwtSecret: JWT_SECRET, staticDir: build.dir });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(build.dir, { recursive: true, force: true });
  });

  it('sends a hashed asset as brotli, gzip or plain as Accept-Encoding asks, cached for a year', async () => {
    const br = await app.inject({
      url: '/assets/index-AbC_12-x.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers.etag).toBeUndefined();
    expect(br.headers['last-modified']).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(build.js);

    const gz = await app.inject({ url: '/assets/index-AbC_12-x.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(build.js);

    const plain = await app.inject({ url: '/assets/index-AbC_12-x.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(build.js);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('revalidates index.html on every use, at / routes of the app too, and precompressed', async () => {
    for (const url of ['/index.html', '/login', '/labslist/12']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(build.html);
    }
    const etag = (await app.inject({ url: '/login' })).headers.etag as string;
    expect((await app.inject({ url: '/login', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
  });

  it("allows index.html's inline script by its hash and no other inline script", async () => {
    const hash = `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`;
    for (const url of ['/login', '/dashboard']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      const policy = res.headers['content-security-policy'] as string;
      expect(policy).toContain(`script-src 'self' ${hash};`);
      // The JSON block is not a script the browser runs: no hash for it.
      expect(policy.match(/'sha256-/g)).toHaveLength(1);
    }
    // Other answers keep the policy without hashes.
    const asset = await app.inject({ url: '/favicon.svg' });
    expect(asset.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('does not mark unhashed files immutable', async () => {
    const res = await app.inject({ url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('API answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const labs = '/api/profiles/getAllLabs?_start=0&_end=20&_sort=id&_order=ASC';

  it('compresses JSON over 1 kB as Accept-Encoding asks, and the read cache answers compressed too', async () => {
    const plain = await t.call({ url: labs });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const body = plain.json();

    const br = await t.call({ url: labs, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['x-read-cache']).toBe('hit');
    expect(br.headers['x-total-count']).toBe(plain.headers['x-total-count']);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);

    const gz = await t.call({ url: labs, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(body);

    // A compressed miss still fills the cache with the plain body: the next plain request is a hit with the same JSON.
    const other = '/api/profiles/getAllLabs?_start=20&_end=40&_sort=id&_order=ASC';
    const first = await t.call({ url: other, headers: { 'accept-encoding': 'gzip, br' } });
    expect(first.headers['x-read-cache']).toBeUndefined();
    expect(first.headers['content-encoding']).toBe('br');
    const again = await t.call({ url: other });
    expect(again.headers['x-read-cache']).toBe('hit');
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.json()).toEqual(JSON.parse(brotliDecompressSync(first.rawPayload).toString()));
  });

  it('leaves small answers and refused encodings alone', async () => {
    const health = await t.call({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    const identity = await t.call({ url: labs, headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(Array.isArray(identity.json())).toBe(true);
  });

  it('never compresses the notification stream', async () => {
    const base = await listenTestApp(t);
    const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
      const req = httpRequest(
        `${base}/api/Settings/notificationStream`,
        { headers: { authorization: `Bearer ${t.adminToken}`, 'accept-encoding': 'gzip, br' } },
        res => {
          res.once('data', () => {
            resolve(res.headers);
            req.destroy();
          });
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(headers['content-type']).toMatch(/^text\/event-stream/);
    expect(headers['content-encoding']).toBeUndefined();
  });
});
