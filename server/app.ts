/**
 * Builds the Fastify instance: the API under /api and, when a built app exists, the app itself at /.
 * Tests call this with an in-memory database; server/index.ts listens.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client.js';
import { registerAuth } from './lib/auth.js';
import { registerErrorHandling } from './lib/errors.js';
import { startLiveHub } from './lib/live.js';
import { storeNotification, type Notifier } from './lib/notify.js';
import appointmentRoutes from './routes/appointments.js';
import auditRoutes from './routes/audit.js';
import authRoutes from './routes/auth.js';
import type { RouteContext } from './routes/context.js';
import dashboardRoutes from './routes/dashboard.js';
import feedbackRoutes from './routes/feedbacks.js';
import financeRoutes from './routes/finance.js';
import inventoryRoutes from './routes/inventory.js';
import invoiceRoutes from './routes/invoices.js';
import marketplaceRoutes from './routes/marketplace.js';
import profileRoutes from './routes/profiles.js';
import settingsRoutes from './routes/settings.js';
import staffRoutes from './routes/staff.js';

export interface AppOptions {
  database: Database;
  jwtSecret: string;
  /** Folder of the built app to serve at / (SPA fallback); false to serve none. */
  staticDir?: string | false;
  logger?: FastifyServerOptions['logger'];
  notifier?: Notifier;
  /** JSON body limit in bytes. */
  bodyLimit?: number;
}

export const JSON_BODY_LIMIT = 1024 * 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? JSON_BODY_LIMIT,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: false },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  // An empty JSON body (e.g. PUT /Finance/approveFA/1 with Content-Type: application/json) means "no body".
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    // PostgreSQL text cannot hold NUL characters: refuse them here, with the same 400 for every field.
    if (text.includes('\\u0000')) {
      return done(Object.assign(new Error('Text must not contain NUL characters.'), { statusCode: 400 }), undefined);
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return done(Object.assign(new Error('The request body is not valid JSON.'), { statusCode: 400 }), undefined);
    }
    // Every call takes a JSON object; `null`, arrays and bare values are refused before any route sees them.
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      return done(Object.assign(new Error('The request body must be a JSON object.'), { statusCode: 400 }), undefined);
    }
    done(null, value);
  });

  await app.register(cors, { origin: true, exposedHeaders: ['X-Total-Count', 'Content-Range'] });
  await app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'LabHub marketplace API', version: '1.0.0', description: 'The SPEC §7 calls plus the designed ones (docs/API.md).' },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });

  const live = await startLiveHub(options.database, (message) => app.log.warn(message));
  // Open event streams would hold the server open: end them first.
  app.addHook('preClose', async () => live.close());
  const ctx: RouteContext = { db: options.database.db, notifier: options.notifier ?? storeNotification, live };

  await app.register(
    async (api) => {
      await registerAuth(api, ctx.db, options.jwtSecret);
      for (const routes of [authRoutes, appointmentRoutes, feedbackRoutes, financeRoutes, profileRoutes, staffRoutes, inventoryRoutes, settingsRoutes, dashboardRoutes, invoiceRoutes, auditRoutes, marketplaceRoutes]) {
        await api.register(async (scope) => routes(scope, ctx));
      }
      api.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
      api.get('/health', { config: { public: true }, schema: { hide: true } }, async () => ({ status: 'ok', database: options.database.kind }));
    },
    { prefix: '/api' },
  );

  const staticDir = options.staticDir === undefined ? resolve('dist') : options.staticDir;
  if (staticDir && existsSync(resolve(staticDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: resolve(staticDir), wildcard: false, index: false });
    // Browser routing: every non-API GET that is not a file gets the app's index.html.
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      if (request.url.startsWith('/api/') || request.url === '/api') return reply.code(404).send({ detail: 'Not found.' });
      return reply.sendFile('index.html', { maxAge: 0 });
    });
  }
  return app;
}
