/**
 * The route modules, found rather than listed: every `<name>.ts` of server/routes/ but `context.ts` (their shared
 * context) and the tests (`<name>.test.ts`). Each exports as its default a Fastify plugin that takes the RouteContext.
 */
import type { FastifyInstance } from 'fastify';

import type { RouteContext } from '../routes/context.js';
import { importRouteFiles } from './routeFiles.js';

type RoutePlugin = (app: FastifyInstance, ctx: RouteContext) => Promise<void>;

/** A file of server/routes/ that holds routes: one name with `.ts`, not the shared context. */
const isRouteFile = (file: string) => /^[A-Za-z]\w*\.ts$/.test(file) && file !== 'context.ts';

/** The route modules by file name, in the folder's order; a module without a plugin as its default export stops the start. */
export async function routeModules(): Promise<Map<string, RoutePlugin>> {
  const found = new Map<string, RoutePlugin>();
  for (const [file, module] of await importRouteFiles(isRouteFile)) {
    const plugin = (module as { default?: unknown }).default;
    if (typeof plugin !== 'function')
      throw new Error(`server/routes/${file} has no route plugin as its default export`);
    found.set(file, plugin as RoutePlugin);
  }
  return found;
}
