/**
 * How the seed writes: inside one transaction, rows numbered here after each table's highest id (the sequences are
 * moved past them at the end), streamed with COPY on PostgreSQL and as `INSERT … SELECT … FROM unnest(<one array per
 * column>)` in batches of 5,000 on PGlite (and for the small tables), the plain
 * secondary indexes dropped and rebuilt after the load, and, when the role is a superuser, foreign-key triggers
 * skipped (`session_replication_role = replica`): the generated data is consistent by construction.
 */
import { once } from 'node:events';
import { finished } from 'node:stream/promises';

import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

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

/** A table's columns by property name, and how each value travels. */
function columnsOf(table: PgTable, keys: string[]) {
  const all = getTableColumns(table) as Record<string, PgColumn>;
  const columns = keys.map(k => {
    const column = all[k];
    if (!column) throw new Error(`seed: ${getTableName(table)} has no column ${k}`);
    return column;
  });
  // Timestamps travel as epoch milliseconds (cheaper to serialise and parse than ISO strings).
  const isTime = columns.map(c => c.getSQLType().startsWith('timestamp'));
  return { columns, isTime };
}

/**
 * Inserts rows (arrays of values in the order of `keys`) with `INSERT … SELECT … FROM unnest($1::type[], $2::type[],
 * …)`: one array parameter per column, so a 5,000-row statement stays small and cheap to build and parse (on PGlite
 * several times faster than drizzle's `.values([...])`, whose SQL building alone costs ≈ 30 ms per 1,000 rows).
 */
async function bulkInsert(tx: Tx, table: PgTable, keys: string[], rows: unknown[][]): Promise<void> {
  if (rows.length === 0) return;
  const { columns, isTime } = columnsOf(table, keys);
  const names = sql.join(
    columns.map(c => sql.identifier(c.name)),
    sql`, `,
  );
  const types = columns.map((column, c) => {
    const type = column.getSQLType();
    return sql.raw(isTime[c] ? 'double precision' : type === 'serial' ? 'integer' : type);
  });
  const selected = sql.join(
    keys.map((_, c) => (isTime[c] ? sql.raw(`to_timestamp(c${c} / 1000.0)`) : sql.raw(`c${c}`))),
    sql`, `,
  );
  const aliases = sql.raw(keys.map((_, c) => `c${c}`).join(', '));
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    const arrays = columns.map((column, c) => {
      const values = isTime[c]
        ? batch.map(r => (r[c] == null ? null : typeof r[c] === 'number' ? r[c] : (r[c] as Date).getTime()))
        : batch.map(r => (r[c] == null ? null : column.mapToDriverValue(r[c])));
      return sql`${sql.param(values)}::${types[c]}[]`;
    });
    await tx.execute(
      sql`insert into ${table} (${names}) select ${selected} from unnest(${sql.join(arrays, sql`, `)}) as u(${aliases})`,
    );
  }
}

/** A table written row by row, each row an array of values in the order of the stream's keys (times as Dates or epoch ms). */
export interface RowStream {
  /** Queues a row; true when the queue is full and `flush()` must be awaited before the next write. */
  write(row: unknown[]): boolean;
  flush(): Promise<void>;
  /** Writes what is queued and returns the number of rows written. */
  end(): Promise<number>;
}

/** PGlite (and any client without COPY): rows queued and written 5,000 at a time with `bulkInsert`. */
function batchedStream(tx: Tx, table: PgTable, keys: string[]): RowStream {
  let queued: unknown[][] = [];
  let count = 0;
  const flush = async () => {
    await bulkInsert(tx, table, keys, queued);
    count += queued.length;
    queued = [];
  };
  return {
    write: row => queued.push(row) >= BATCH,
    flush,
    end: async () => (await flush(), count),
  };
}

const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A value in COPY's text format. */
function copyText(value: unknown, column: PgColumn, isTime: boolean): string {
  if (value == null) return '\\N';
  if (isTime) return (typeof value === 'number' ? new Date(value) : (value as Date)).toISOString();
  switch (typeof value) {
    case 'number':
      return String(value);
    case 'boolean':
      return value ? 't' : 'f';
    case 'string':
      return COPY_SPECIAL.test(value) ? value.replace(/[\\\t\n\r]/g, c => COPY_ESCAPES[c]) : value;
    default: {
      const text = String(column.mapToDriverValue(value));
      return COPY_SPECIAL.test(text) ? text.replace(/[\\\t\n\r]/g, c => COPY_ESCAPES[c]) : text;
    }
  }
}

/**
 * PostgreSQL: `COPY … FROM STDIN` in text format on the transaction's connection, the rows sent as they are made
 * in chunks of about 256 kB (waiting whenever the socket is full), so no table is ever held whole in memory.
 */
async function copyStream(client: pg.Client, table: PgTable, keys: string[]): Promise<RowStream> {
  const { columns, isTime } = columnsOf(table, keys);
  const names = columns.map(c => `"${c.name}"`).join(', ');
  const stream = client.query(copyFrom(`copy "${getTableName(table)}" (${names}) from stdin`));
  let failure: Error | undefined;
  stream.on('error', (error: Error) => (failure = error));
  let chunk = '';
  let count = 0;
  const flush = async () => {
    if (failure) throw failure;
    if (chunk.length > 0 && !stream.write(chunk)) await once(stream, 'drain');
    chunk = '';
  };
  return {
    write(row) {
      let line = copyText(row[0], columns[0], isTime[0]);
      for (let c = 1; c < row.length; c++) line += '\t' + copyText(row[c], columns[c], isTime[c]);
      chunk += line + '\n';
      count++;
      return chunk.length >= 1 << 18;
    },
    flush,
    async end() {
      await flush();
      stream.end();
      await finished(stream);
      if (failure) throw failure;
      return count;
    },
  };
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
  // The transaction's connection: a node-postgres client (PostgreSQL) takes COPY; PGlite does not.
  const { client } = (tx as unknown as { session: { client: unknown } }).session;
  return {
    /** Numbers the rows of a table (after its current highest id) and returns their ids. */
    assignIds(table: PgTable, rows: { id?: number }[]): number[] {
      let id = maxIds.get(table)!;
      const ids = rows.map(r => (r.id = ++id));
      maxIds.set(table, id);
      return ids;
    },
    /** Reserves `count` ids of a table; returns the first (the others follow it). */
    reserveIds(table: PgTable, count: number): number {
      const first = maxIds.get(table)! + 1;
      maxIds.set(table, first + count - 1);
      return first;
    },
    /** The next id of a table. */
    nextId(table: PgTable): number {
      const id = maxIds.get(table)! + 1;
      maxIds.set(table, id);
      return id;
    },
    /** Inserts rows (objects, every one with the keys of the first). */
    async insert<T extends PgTable>(table: T, rows: T['$inferInsert'][]): Promise<number> {
      const t0 = performance.now();
      if (rows.length > 0) {
        const keys = Object.keys(rows[0]);
        await bulkInsert(
          tx,
          table,
          keys,
          rows.map(r => keys.map(k => (r as Record<string, unknown>)[k])),
        );
      }
      log?.(`${getTableName(table)}: ${rows.length} rows in ${Math.round(performance.now() - t0)} ms`);
      return rows.length;
    },
    /**
     * Writes a table row by row (COPY on PostgreSQL, batched inserts on PGlite): `fill` writes the rows, awaiting
     * `flush()` whenever `write` asks for it. Returns the number of rows written.
     */
    async stream<T extends PgTable>(
      table: T,
      keys: (keyof T['$inferInsert'] & string)[],
      fill: (rows: RowStream) => Promise<void>,
    ): Promise<number> {
      const t0 = performance.now();
      const rows = client instanceof pg.Client ? await copyStream(client, table, keys) : batchedStream(tx, table, keys);
      await fill(rows);
      const count = await rows.end();
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
