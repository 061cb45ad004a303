/**
 * Route modules are found, not listed: every file of server/routes/ but the tests and context.ts is registered, in the
 * app run from its sources and in the built server that `npm start` runs.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import Fastify from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';

// @ts-expect-error -- a plain JavaScript build script, no type declarations.
import { buildServer } from '../../scripts/buildServer.mjs';
import { registerAccessCheck, type RouteAccess } from '../lib/resourceRoutes.js';
import type { RouteContext } from '../routes/context.js';
import { onPostgres, useProcesses } from '../test/serverProcess.js';
import { getOk, useTestApp } from '../test/suite.js';
import { routeModules } from './routeModules.js';

const t = useTestApp();
const processes = useProcesses();
const ROUTES = new URL('../routes/', import.meta.url);
const routeFiles = readdirSync(ROUTES)
  .filter(file => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'context.ts')
  .sort();
const routeKey = (r: Pick<RouteAccess, 'method' | 'url'>) => `${r.method} ${r.url}`;

describe('route modules', () => {
  it('are every file of server/routes/ but its tests and context.ts', async () => {
    expect(routeFiles.length).toBeGreaterThan(10);
    expect([...(await routeModules()).keys()]).toEqual(routeFiles);
  });

  it('each module registered alone declares routes that the app has', async () => {
    const registered = new Set(t.app.routeAccess.map(routeKey));
    for (const [file, plugin] of await routeModules()) {
      const alone = Fastify();
      const seen = registerAccessCheck(alone);
      await alone.register(plugin, { prefix: '/api', ...({} as RouteContext) });
      await alone.close();
      expect(seen.length, file).toBeGreaterThan(0);
      for (const route of seen) expect(registered.has(routeKey(route)), `${file}: ${routeKey(route)}`).toBe(true);
    }
  });

  it('the built server registers the same routes: its OpenAPI document equals the one from the sources', async () => {
    // Inside the checkout (.tmp/ is ignored by git), so the bundle finds node_modules as dist-server/ does.
    mkdirSync('.tmp', { recursive: true });
    const outdir = mkdtempSync(join('.tmp', 'dist-server-'));
    onTestFinished(() => rmSync(outdir, { recursive: true, force: true }));
    await buildServer(outdir);
    const env: Record<string, string> = onPostgres
      ? { DATABASE_URL: await processes.database('bundle', { seeded: true }) }
      : { DATABASE_URL: '', PGLITE_MEMORY: '', DATA_DIR: await processes.seededFolder('labhub-bundle-data-') };
    const server = await processes.server({ ...env, LABHUB_DEMO: '' }, 120_000, [join(outdir, 'index.mjs')]);
    const built = await fetch(`${server.base}/api/openapi.json`);
    expect(built.status).toBe(200);
    const fromSources = (await getOk(t, '/api/openapi.json', null)).json();
    expect(Object.keys((await built.json()).paths).sort()).toEqual(Object.keys(fromSources.paths).sort());
  });
});
