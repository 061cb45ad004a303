/**
 * The modules of server/routes/, by file name, imported from the folder as the server runs from its sources. The
 * server's build (scripts/buildServer.mjs) replaces this file with static imports of the folder's files, so the bundle,
 * which has no server/routes/ beside it, holds the same modules.
 */
import { readdirSync } from 'node:fs';

export async function importRouteFiles(isRouteFile: (file: string) => boolean): Promise<[string, unknown][]> {
  const folder = new URL('../routes/', import.meta.url);
  const files = readdirSync(folder).filter(isRouteFile).sort();
  return Promise.all(files.map(async file => [file, await import(new URL(file, folder).href)] as [string, unknown]));
}
