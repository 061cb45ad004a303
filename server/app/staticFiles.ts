/** The built app at /, its precompressed files and the browser routing's fallback to index.html. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

import { contentSecurityPolicy } from '../lib/security';

/** Vite's content-hashed output (dist/assets/name-HASH.ext): a changed file gets a new name, so it never goes stale. */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[\w-]{8,}\.\w+(?:\.br|\.gz)?$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built app at /: hashed assets cached for a year (immutable), everything else (index.html, favicon, the
 * service worker) revalidated on every use (`no-cache`, answered 304 when unchanged). The build writes .br and .gz
 * beside each file (vite.config.ts), served when Accept-Encoding allows (`preCompressed`).
 */
export async function registerStatic(app: FastifyInstance, root: string) {
  const pagePolicy = contentSecurityPolicy(inlineScriptHashes(readFileSync(join(root, 'index.html'), 'utf8')));
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      if (/[\\/]index\.html(?:\.br|\.gz)?$/.test(path)) reply.header('content-security-policy', pagePolicy);
      if (!HASHED_ASSET.test(path)) return void reply.header('cache-control', 'no-cache');
      // Never revalidated, so validators are dead weight on the wire (≈ 75 bytes on each of ≈ 25 files per visit).
      reply.header('cache-control', IMMUTABLE).removeHeader('etag').removeHeader('last-modified');
    },
  });
  // Browser routing: every non-API GET that is not a file gets the app's index.html.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api')
      return reply.code(404).send({ detail: 'Not found.' });
    return reply.sendFile('index.html');
  });
}

/**
 * The `'sha256-…'` source of each inline classic script of the page (index.html's language pick before the first
 * paint, src/pages/Login/pickLanguage.js), so the Content-Security-Policy allows exactly those and no other inline
 * script. Read from the built file when the server starts: a new build brings its own.
 */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes)) continue;
    const type = /\btype="([^"]*)"/.exec(attributes)?.[1];
    if (type && type !== 'text/javascript' && type !== 'module') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}
