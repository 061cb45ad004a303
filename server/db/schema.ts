/**
 * The marketplace database. One schema for both engines (PGlite and PostgreSQL).
 * Amounts are whole rupees (PKR) stored as integers. Column names are snake_case; the API
 * shapes (SPEC §3 keys such as `Title`, `Lab_id`) are built in the repository modules.
 * The tables are in schema/, one file a topic (drizzle-kit reads that folder: drizzle.config.ts); a table declared
 * there is in `schema` by itself.
 */
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';

import * as counts from './schema/counts.js';
import * as labs from './schema/labs.js';
import * as orders from './schema/orders.js';
import * as people from './schema/people.js';

export { labSearchText, patientSearchText, staffSearchText } from './schema/columns.js';
export * from './schema/counts.js';
export * from './schema/labs.js';
export * from './schema/orders.js';
export * from './schema/people.js';

type TablesOf<T> = { [K in keyof T as T[K] extends PgTable ? K : never]: T[K] };

function tablesOf<T extends Record<string, unknown>>(declared: T): TablesOf<T> {
  return Object.fromEntries(Object.entries(declared).filter(([, value]) => is(value, PgTable))) as TablesOf<T>;
}

/** Every table the topic files declare (not the write counter, a sequence): the generic repository and the tests read it. */
export const schema = tablesOf({ ...people, ...labs, ...orders, ...counts });
