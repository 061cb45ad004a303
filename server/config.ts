/** Configuration from the environment (README "Configuration"), checked before anything starts. */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';

import type { DatabaseOptions } from './db/client.js';
import { DEFAULT_TOTAL_BOUND } from './lib/list.js';

export interface Config {
  port: number;
  host: string;
  database: DatabaseOptions;
  dataDir: string;
  jwtSecret: string;
  staticDir: string;
  /** Seed the demo data into an empty database and print the demo sign-ins (PGlite by default, LABHUB_DEMO). */
  demo: boolean;
  /** How many rows a searched or filtered list's total counts at most (LIST_TOTAL_BOUND; server/lib/list.ts). */
  listTotalBound: number;
}

/** A configuration the server refuses to start with: the message says what to change. */
export class ConfigError extends Error {}

const MIN_SECRET_LENGTH = 32;

/**
 * Secrets printed in documentation and tutorials (ours included): whoever reads them can sign tokens. Compared
 * case-insensitively, and a secret made of one of them repeated counts as the example.
 */
const EXAMPLE_SECRETS = [
  'change-me',
  'changeme',
  'change_me',
  'change-this',
  'secret',
  'jwt-secret',
  'jwt_secret',
  'your-secret',
  'your_secret',
  'yoursecret',
  'your-secret-key',
  'supersecret',
  'super-secret',
  'mysecret',
  'my-secret',
  'password',
  'labhub',
  'example',
  'test',
  'e2e-secret',
  'bench',
];

/** Placeholders of documentation and tutorials that a secret must not contain anywhere (jwt.io's own included). */
const EXAMPLE_PHRASES = [
  'your-256-bit-secret',
  'your-384-bit-secret',
  'your-512-bit-secret',
  'your-secret',
  'your_secret',
  'yoursecret',
  'change-me',
  'changeme',
  'change_me',
  'change-this',
  'replace-me',
  'replaceme',
  'secret-key-here',
  'your-key-here',
];

const SEQUENCES = ['0123456789abcdefghijklmnopqrstuvwxyz', 'qwertyuiopasdfghjklzxcvbnm', '1234567890'];
const ALL_SEQUENCES = [...SEQUENCES, ...SEQUENCES.map(s => [...s].reverse().join(''))];

/** `text` without its runs of 6 or more consecutive characters of an alphabet or a keyboard row (`0123456789abcdef`, `qwerty`). */
function withoutRuns(text: string): string {
  let out = '';
  for (let i = 0; i < text.length;) {
    let longest = 1;
    for (const sequence of ALL_SEQUENCES) {
      let j = i;
      while (j + 1 < text.length) {
        const at = sequence.indexOf(text[j]);
        if (at < 0 || sequence[at + 1] !== text[j + 1]) break;
        j++;
      }
      longest = Math.max(longest, j - i + 1);
    }
    if (longest >= 6) i += longest;
    else out += text[i++];
  }
  return out;
}

/** Why `secret` may not sign tokens on a shared database, or undefined when it may. */
export function weakSecretReason(secret: string | undefined): string | undefined {
  if (!secret) return 'JWT_SECRET is not set';
  if (secret.length < MIN_SECRET_LENGTH)
    return `JWT_SECRET has ${secret.length} characters; at least ${MIN_SECRET_LENGTH} are needed`;
  const lower = secret.toLowerCase();
  for (const example of EXAMPLE_SECRETS) {
    if (lower === example || lower.replaceAll(example, '') === '' || /^[-_.]*$/.test(lower.replaceAll(example, '')))
      return 'JWT_SECRET is an example from documentation';
  }
  if (EXAMPLE_PHRASES.some(phrase => lower.includes(phrase))) return 'JWT_SECRET is an example from documentation';
  if (new Set(secret).size < 8) return 'JWT_SECRET repeats too few different characters';
  // What is left once runs such as 0123456789abcdef or qwerty are taken out must still be long enough to guess at.
  if (withoutRuns(lower).length < MIN_SECRET_LENGTH / 2)
    return 'JWT_SECRET is mostly consecutive characters (0123…, abcd…, qwerty…)';
  return undefined;
}

/** A secret kept beside the data (mode 0600) so tokens survive restarts when JWT_SECRET is not set (PGlite only). */
function localSecret(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    chmodSync(file, 0o600);
    return readFileSync(file, 'utf8').trim();
  }
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * DATABASE_POOL_SIZE: connections this API process keeps to PostgreSQL. The default, two per core of this machine, is
 * what the load benchmark measured best: more connections than PostgreSQL has cores make every statement wait in the
 * server's CPU queue instead of the pool's first-come queue, and the slowest answers get slower (search at 50
 * connections on 2 cores: p99 1.6 s with 10, 0.7–0.8 s with 2–4; docs/PERFORMANCE.md). A database on a bigger
 * machine than the API's wants it set to about twice that machine's cores, divided by the number of API processes.
 * At least 2: a list's count runs beside its page on a second connection, and a transaction's code may read outside it.
 */
function poolSize(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return Math.max(2, 2 * availableParallelism());
  const n = Number(value);
  if (!Number.isInteger(n) || n < 2 || n > 1000)
    throw new ConfigError(`DATABASE_POOL_SIZE must be a whole number from 2 to 1000, got "${value}".`);
  return n;
}

/**
 * LIST_TOTAL_BOUND: a searched or filtered list counts its matches up to this many (and one more); past it the reply
 * says "more than" (X-Total-At-Least) instead of counting them all. Default 10,000.
 */
function totalBound(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_TOTAL_BOUND;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 1_000_000_000)
    throw new ConfigError(`LIST_TOTAL_BOUND must be a whole number from 1 to 1000000000, got "${value}".`);
  return n;
}

/** The API's statement timeout on PostgreSQL when STATEMENT_TIMEOUT_MS is unset: 20 s. */
const DEFAULT_STATEMENT_TIMEOUT_MS = 20_000;

/**
 * STATEMENT_TIMEOUT_MS: the longest a statement of the API server may run on PostgreSQL before PostgreSQL cancels it
 * (statement_timeout; the request then answers 503). 0 turns it off. The command-line tools (seed, backup, restore,
 * create-admin) and the migrations run without it.
 */
function statementTimeout(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_STATEMENT_TIMEOUT_MS;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 86_400_000)
    throw new ConfigError(
      `STATEMENT_TIMEOUT_MS must be a whole number of milliseconds from 0 to 86400000, got "${value}".`,
    );
  return n;
}

/** LABHUB_DEMO: '1' forces the demo (any engine), '0' turns it off; unset = demo on the embedded PGlite only. */
export function demoWanted(env: NodeJS.ProcessEnv, kind: DatabaseOptions['kind']): boolean {
  const v = (env.LABHUB_DEMO ?? '').trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  if (v) throw new ConfigError(`LABHUB_DEMO must be 1 or 0, got "${env.LABHUB_DEMO}".`);
  return kind === 'pglite';
}

/** `tool`: a command-line tool (backup, create-admin) that signs no tokens: JWT_SECRET is neither checked nor made. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, purpose: 'server' | 'tool' = 'server'): Config {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT must be a port number, got ${env.PORT}`);
  const database: DatabaseOptions = env.DATABASE_URL
    ? {
        kind: 'postgres',
        url: env.DATABASE_URL,
        max: poolSize(env.DATABASE_POOL_SIZE),
        ...(purpose === 'server'
          ? { statementTimeoutMs: statementTimeout(env.STATEMENT_TIMEOUT_MS), keepConnections: true, jitOff: true }
          : {}),
      }
    : { kind: 'pglite', dataDir: env.PGLITE_MEMORY === '1' ? undefined : join(dataDir, 'pglite') };
  let jwtSecret = env.JWT_SECRET;
  if (database.kind === 'postgres' && purpose === 'server') {
    // A shared database is a deployment: tokens signed with a guessable secret would let anyone sign in as anyone.
    const weak = weakSecretReason(jwtSecret);
    if (weak) {
      throw new ConfigError(
        `Refusing to start on PostgreSQL: ${weak}. Set JWT_SECRET to a random value of at least ${MIN_SECRET_LENGTH} characters, ` +
          `the same for every API process (e.g. JWT_SECRET=$(openssl rand -hex 32)).`,
      );
    }
  }
  if (purpose === 'server') jwtSecret ||= localSecret(dataDir);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    database,
    dataDir,
    jwtSecret: jwtSecret ?? '',
    staticDir: resolve(env.STATIC_DIR ?? 'dist'),
    demo: demoWanted(env, database.kind),
    listTotalBound: totalBound(env.LIST_TOTAL_BOUND),
  };
}
