/**
 * The Fastify plugins of the whole server: security headers, compression, HSTS, CORS, multipart uploads and the
 * OpenAPI document with its reference page.
 */
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

import { swaggerOptions } from '../lib/openapi.js';
import { corsOrigins, registerHsts, registerSecurityHeaders } from '../lib/security.js';

/** The API reference page (Swagger UI over GET /api/openapi.json). */
export const API_REFERENCE_PATH = '/api/docs';

/** `corsOrigin`: the allowed cross-origin callers (default: the CORS_ORIGIN environment variable; unset = none). */
export async function registerPlugins(app: FastifyInstance, corsOrigin: string | undefined) {
  registerSecurityHeaders(app);
  // JSON (and any other compressible answer) over 1 kB, brotli or gzip as Accept-Encoding asks (brotli at quality 4:
  // 11 costs ≈ 20× the CPU for a few % less). Static files carry their own precompressed .br/.gz (staticFiles.ts);
  // the event stream is hijacked, so it is never compressed or buffered. The plugin adds its onSend hook per route,
  // after the scope's hooks, so the response cache (readCaches.ts) stores the uncompressed body and a cached answer
  // is compressed on its way out like any other.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  registerHsts(app);
  // Off by default: the app is served from the same origin. CORS_ORIGIN opens the API to the origins it names.
  const origin = corsOrigins(corsOrigin ?? process.env.CORS_ORIGIN);
  if (origin !== false)
    await app.register(cors, { origin, exposedHeaders: ['X-Total-Count', 'X-Total-At-Least', 'Content-Range'] });
  await app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1 } });
  // The OpenAPI description, generated from the contracts (lib/openapi.ts), and its reference page at /api/docs/
  // (Swagger UI from @fastify/swagger-ui's own copy: no CDN, no call to the online validator; public, like the document).
  await app.register(swagger, swaggerOptions());
  await app.register(swaggerUi, {
    routePrefix: API_REFERENCE_PATH,
    validatorUrl: false,
    theme: { title: 'LabHub API reference' },
    uiConfig: { deepLinking: true, docExpansion: 'list', defaultModelsExpandDepth: 0 },
  });
}
