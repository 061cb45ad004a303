/**
 * How the seed writes: inside one transaction, rows numbered here after each table's highest id (the sequences are
 * moved past them at the end), `INSERT … SELECT … FROM unnest(<one array per column>)` in batches of 5,000, the plain
 * secondary indexes dropped and rebuilt after the load, and, when the role is a superuser, foreign-key triggers
 * skipped (`session_replication_role = replica`): the generated data is consistent by construction.
 */
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

import type { Db } from '../client.js';
import {
  appointments,
  auditLog,
  bookedServices,
  complaints,
  donations,
  eqaCertificates,
  financialAid,
  labs,
  labSearch,
  notifications,
  orderItems,
  orders,
  reviews,
  services,
  staff,
  tests,
  users,
} from '../schema.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Rows = { rows: Record<string, unknown>[] };

const BATCH = 5000;

/** The tables the seed fills, in dependency order. */
const SEEDED_TABLES: PgTable[] = [
  users,
  labs,
  tests,
  staff,
  services,
  appointments,
  bookedServices,
  orders,
  orderItems,
  reviews,
  eqaCertificates,
  complaints,
  financialAid,
  donations,
  notifications,
  auditLog,
];

/**
 * Inserts rows with `INSERT … SELECT … FROM unnest($1::type[], $2::type[], …)`: one array parameter per column, so a
 * 5,000-row statement stays small and cheap to build and parse (on PGlite several times faster than drizzle's
 * `.values([...])`, whose SQL building alone costs ≈ 30 ms per 1,000 rows). Every row must have the keys of the first.
 */
async function bulkInsert<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0]).filter(k => k in columns);
  const names = sql.join(
    keys.map(k => sql.identifier(columns[k].name)),
    sql`, `,
  );
  // Timestamps travel as epoch milliseconds (cheaper to serialise and parse than ISO strings).
  const isTime = keys.map(k => columns[k].getSQLType().startsWith('timestamp'));
  const types = keys.map((k, c) => {
    const type = columns[k].getSQLType();
    return sql.raw(isTime[c] ? 'double precision' : type === 'serial' ? 'integer' : type);
  });
  const selected = sql.join(
    keys.map((_, c) => (isTime[c] ? sql.raw(`to_timestamp(c${c} / 1000.0)`) : sql.raw(`c${c}`))),
    sql`, `,
  );
  const aliases = sql.raw(keys.map((_, c) => `c${c}`).join(', '));
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH) as Record<string, unknown>[];
    const arrays = keys.map((k, c) => {
      const column = columns[k];
      const values = isTime[c]
        ? batch.map(r => (r[k] == null ? null : (r[k] as Date).getTime()))
        : batch.map(r => {
            const v = r[k];
            return v == null ? null : column.mapToDriverValue(v);
          });
      return sql`${sql.param(values)}::${types[c]}[]`;
    });
    await tx.execute(
      sql`insert into ${table} (${names}) select ${selected} from unnest(${sql.join(arrays, sql`, `)}) as u(${aliases})`,
    );
  }
  return rows.length;
}

/**
 * Prepares a bulk load inside the transaction: skips foreign-key triggers when allowed (superuser only), drops the
 * plain secondary indexes of the seeded tables (primary keys and unique indexes stay, so duplicates still fail at
 * once) and returns the function that rebuilds them from their recorded definitions.
 */
async function beginBulkLoad(tx: Tx): Promise<() => Promise<void>> {
  const [su] = ((await tx.execute(sql`select current_setting('is_superuser') as su`)) as Rows).rows;
  if (su?.su === 'on') await tx.execute(sql`set local session_replication_role = replica`);
  await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
  // lab_search is filled by the labs' triggers: its trigram index is rebuilt once at the end too.
  const names = [...SEEDED_TABLES, labSearch].map(t => getTableName(t));
  const indexes = (
    (await tx.execute(sql`
    select indexname, indexdef from pg_indexes
    where schemaname = current_schema()
      and tablename in (${sql.join(
        names.map(n => sql`${n}`),
        sql`, `,
      )})
      and indexname not in (select conname from pg_constraint where contype in ('p', 'u', 'x'))
    order by indexname`)) as Rows
  ).rows as { indexname: string; indexdef: string }[];
  const plain = indexes.filter(index => !/^CREATE UNIQUE /i.test(index.indexdef));
  for (const index of plain) await tx.execute(sql`drop index ${sql.identifier(index.indexname)}`);
  return async () => {
    for (const index of plain) await tx.execute(sql.raw(index.indexdef));
  };
}

export type Writer = Awaited<ReturnType<typeof openWriter>>;

/** Starts the bulk load in `tx`; `finish` rebuilds the indexes and moves each sequence past the ids used. */
export async function openWriter(tx: Tx, log?: (message: string) => void) {
  const maxIds = new Map<PgTable, number>();
  for (const table of SEEDED_TABLES) {
    const [row] = ((await tx.execute(sql`select coalesce(max(id), 0)::integer as m from ${table}`)) as Rows).rows;
    maxIds.set(table, Number(row?.m ?? 0));
  }
  const firstIds = new Map(maxIds);
  const rebuildIndexes = await beginBulkLoad(tx);
  return {
    /** Numbers the rows of a table (after its current highest id) and returns their ids. */
    assignIds(table: PgTable, rows: { id?: number }[]): number[] {
      let id = maxIds.get(table)!;
      const ids = rows.map(r => (r.id = ++id));
      maxIds.set(table, id);
      return ids;
    },
    async insert<T extends PgTable>(table: T, rows: T['$inferInsert'][]): Promise<number> {
      const t0 = performance.now();
      const count = await bulkInsert(tx, table, rows);
      log?.(`${getTableName(table)}: ${count} rows in ${Math.round(performance.now() - t0)} ms`);
      return count;
    },
    async finish(): Promise<void> {
      const t0 = performance.now();
      await rebuildIndexes();
      log?.(`indexes rebuilt in ${Math.round(performance.now() - t0)} ms`);
      for (const table of SEEDED_TABLES) {
        const last = maxIds.get(table)!;
        if (last > firstIds.get(table)!) {
          await tx.execute(sql`select setval(pg_get_serial_sequence(${getTableName(table)}, 'id'), ${last})`);
        }
      }
    },
  };
}
