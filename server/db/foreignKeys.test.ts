/**
 * Every foreign key has an index led by its column (migration 0026_fk_indexes.sql): the key's ON DELETE (cascade or
 * set null) finds the rows it changes through it when the referenced row goes. Without one, deleting a lab at a
 * million labs scanned millions of booked services, orders and reviews (docs/PERFORMANCE.md). On PGlite, and on
 * PostgreSQL when DATABASE_URL is set.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { useTestDatabase } from '../test/suite.js';
import { queryRows } from './client.js';

const database = useTestDatabase();

it('every foreign key of the schema has an index whose first column is the key', async () => {
  const keys = await queryRows<{ key: string }>(
    database.db,
    sql`select c.conrelid::regclass || '.' || a.attname as key
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace
          and not exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])
        order by 1`,
  );
  expect(keys.map(k => k.key)).toEqual([]);
  const all = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
  );
  // The check looks at the real keys (there are many), not at an empty list.
  expect(all[0].n).toBeGreaterThan(15);
});
