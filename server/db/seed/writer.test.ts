/**
 * The writer's bulk load keeps what the unique indexes guarantee: on PostgreSQL they are dropped for the COPY of an
 * emptied table and built again before the commit, so a duplicate still fails the transaction and the index is back
 * after a load that succeeds (on PGlite they stay, and the duplicate fails at its insert).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Database, queryRows } from '../client.js';
import { users } from '../schema.js';
import { openEmptyDatabases } from './testDatabases.js';
import { openWriter } from './writer.js';

let database: Database;
beforeAll(async () => {
  [database] = await openEmptyDatabases(1);
});
afterAll(async () => {
  await database?.close();
});

const KEYS = ['id', 'email', 'name', 'passwordHash', 'role', 'verified', 'isActive', 'createdAt'] as const;
const user = (id: number, email: string) => [id, email, `User ${id}`, 'x', 'patient', true, true, new Date(0)];

/** Loads `emails` into the empty users table in one transaction, as the seed does. */
const load = (emails: string[]) =>
  database.db.transaction(async tx => {
    const w = await openWriter(tx, undefined, [users]);
    await w.stream(users, [...KEYS], async rows => {
      for (const [i, email] of emails.entries()) if (rows.write(user(i + 1, email))) await rows.flush();
    });
    await w.finish(false);
  });

const emailIndex = () =>
  queryRows<{ indexdef: string }>(database.db, sql`select indexdef from pg_indexes where indexname = 'users_email_uq'`);

describe('the bulk load and the unique indexes', () => {
  it('fails the transaction on a duplicate email and leaves the table empty, its unique index in place', async () => {
    const error = (await load(['a@x.pk', 'b@x.pk', 'a@x.pk']).catch((e: unknown) => e)) as {
      code?: string;
      cause?: { code?: string };
    };
    // unique_violation, from the driver or as the cause of drizzle's failed query.
    expect(error?.code ?? error?.cause?.code).toBe('23505');
    expect(await queryRows(database.db, sql`select id from users`)).toEqual([]);
    expect(await emailIndex()).toHaveLength(1);
  });

  it('loads distinct emails and builds the unique index again', async () => {
    await load(['a@x.pk', 'b@x.pk', 'c@x.pk']);
    expect(await queryRows(database.db, sql`select email from users order by id`)).toEqual([
      { email: 'a@x.pk' },
      { email: 'b@x.pk' },
      { email: 'c@x.pk' },
    ]);
    const [index] = await emailIndex();
    expect(index.indexdef).toMatch(/^CREATE UNIQUE INDEX users_email_uq ON public\.users USING btree \(email\)$/);
  });
});
