/**
 * Empty, migrated databases for the seed's tests: PGlite (the first in memory, the others clones of it), or, when
 * DATABASE_URL is set, throw-away PostgreSQL databases removed on close.
 */
import { randomBytes } from 'node:crypto';

import type { PGlite } from '@electric-sql/pglite';

import { adminQuery, testDatabaseName } from '../../test/harness.js';
import { type Database, openDatabase } from '../client.js';

/** The reference time of the seed's tests. */
export const SEED_TEST_NOW = new Date('2026-11-22T09:30:00Z');

/**
 * `count` empty databases; on PostgreSQL the i-th has a pool of `connections[i]` (default 2): with 4 or more the seed
 * writes its reviews on a connection of their own (index.ts).
 */
export async function openEmptyDatabases(count: number, connections: number[] = []): Promise<Database[]> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const first = await openDatabase({ kind: 'pglite' });
    const out = [first];
    for (let i = 1; i < count; i++) {
      const clone = (await first.pglite!.clone()) as unknown as PGlite;
      out.push(await openDatabase({ kind: 'pglite', pglite: clone }));
    }
    return out;
  }
  const open = async (max: number) => {
    const name = testDatabaseName(`seed_${randomBytes(5).toString('hex')}`);
    await adminQuery(url, `CREATE DATABASE ${name}`);
    const u = new URL(url);
    u.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: u.toString(), max });
    return {
      ...database,
      close: async () => {
        await database.close();
        await adminQuery(url, `DROP DATABASE IF EXISTS ${name}`);
      },
    };
  };
  const out: Database[] = [];
  for (let i = 0; i < count; i++) out.push(await open(connections[i] ?? 2));
  return out;
}
