/** Configuration from the environment (README "Configuration"). */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { DatabaseOptions } from './db/client.js';

export interface Config {
  port: number;
  host: string;
  database: DatabaseOptions;
  dataDir: string;
  jwtSecret: string;
  staticDir: string;
}

/** A secret kept beside the data so tokens survive restarts when JWT_SECRET is not set. */
function localSecret(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const database: DatabaseOptions = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: env.PGLITE_MEMORY === '1' ? undefined : join(dataDir, 'pglite') };
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    database,
    dataDir,
    jwtSecret: env.JWT_SECRET || localSecret(dataDir),
    staticDir: resolve(env.STATIC_DIR ?? 'dist'),
  };
}
