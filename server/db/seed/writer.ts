/**
 * How the seed writes: inside a transaction (on PostgreSQL one for the people and places, then one for the history),
 * rows numbered here after each table's highest id (the sequences are
 * moved past them at the end), streamed with COPY on PostgreSQL and as `INSERT … SELECT … FROM unnest(<one array per
 * column>)` in batches of 5,000 on PGlite (and for the small tables), the plain secondary indexes dropped and rebuilt
 * after the load, and, when the role is a superuser, foreign-key triggers skipped (`session_replication_role =
 * replica`): the generated data is consistent by construction.
 *
 * On PostgreSQL, when the seeded tables (and every table whose foreign keys point at them) are empty, they are
 * truncated in the seed's transaction first, so that COPY can write their rows already frozen (`COPY … FREEZE`: no
 * VACUUM has to visit them afterwards), and the triggers that keep derived tables (list counts, the lab search table)
 * are switched off during the load when the seeder knows their function (by the digest of its body) and refilled
 * once from the loaded rows in set-based SQL. The dropped indexes are rebuilt after each transaction's commit, on
 * several connections at once (see `IndexBuilder`).
 */
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { finished } from 'node:stream/promises';

import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

import type { Db } from '../client.js';
import {
  appointments,
  auditLog,
  bookedServices,
  complaints,
  complaintSearch,
  donations,
  eqaCertificates,
  financialAid,
  labs,
  labSearch,
  labWordList,
  labWords,
  notifications,
  orderItems,
  orders,
  reviews,
  schema,
  services,
  staff,
  tests,
  users,
} from '../schema.js';
import { copyLabWords } from './labWords.js';
import { copyEscape } from './util.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Rows = { rows: Record<string, unknown>[] };
type Log = (message: string) => void;

const BATCH = 5000;

/** The seeding process's resident memory and V8 heap in use, for the progress messages. */
const rss = () => {
  const { rss: resident, heapUsed } = process.memoryUsage();
  return ` (RSS ${Math.round(resident / 1e6)} MB, heap ${Math.round(heapUsed / 1e6)} MB)`;
};
/**
 * CPU seconds (user + system) of a process of this machine from /proc/<pid>/stat, or undefined when it cannot be
 * read or is not a PostgreSQL backend (a database on another machine: the pid is not ours to read).
 */
function backendCpuSeconds(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith('postgres')) return undefined;
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime (fields 14 and 15) in clock ticks of 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/**
 * Starts measuring a step: the returned function gives the CPU the seeding process and the transaction's backend
 * (when it runs on this machine) have used since, for the progress messages.
 */
function cpuMeter(backendPid: number | undefined, seeder = true): () => string {
  const seeder0 = process.cpuUsage();
  const backend0 = backendCpuSeconds(backendPid);
  return () => {
    const { user, system } = process.cpuUsage(seeder0);
    const backend1 = backendCpuSeconds(backendPid);
    const parts = [
      ...(seeder ? [`seeder ${((user + system) / 1e6).toFixed(1)} s`] : []),
      ...(backend0 !== undefined && backend1 !== undefined ? [`backend ${(backend1 - backend0).toFixed(1)} s`] : []),
    ];
    return parts.length > 0 ? `; CPU ${parts.join(', ')}` : '';
  };
}

/** Connections that rebuild the dropped indexes after the commit (at most the pool's size). */
const INDEX_CONNECTIONS = 4;

/** The people and places the seed writes first (with the catalogue): their own transaction on PostgreSQL. */
export const PEOPLE_TABLES: PgTable[] = [users, labs, tests, staff];
/** The history written after them (on PostgreSQL in a second transaction, while the first one's indexes build). */
export const HISTORY_TABLES: PgTable[] = [
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
/** The history's tables written apart from the bookings when the pool allows (stages/reviews.ts). */
export const REVIEW_TABLES: PgTable[] = [reviews, eqaCertificates];
/** The tables the seed fills, in dependency order. */
const SEEDED_TABLES: PgTable[] = [...PEOPLE_TABLES, ...HISTORY_TABLES];

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

const DAY_MS = 86_400_000;
const TWO_DIGITS = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
const THREE_DIGITS = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));
/** The date part of `toISOString()` per day since the epoch (a seed's rows fall on a few thousand days). */
const isoDates = new Map<number, string>();

/**
 * `new Date(ms).toISOString()` for an integer `ms`, without a Date per value: the date part is kept per day and the
 * time of day is two divisions and three table lookups.
 */
function isoTimestamp(ms: number): string {
  if (!Number.isInteger(ms)) return new Date(ms).toISOString();
  const day = Math.floor(ms / DAY_MS);
  let isoDate = isoDates.get(day);
  if (isoDate === undefined) {
    isoDate = new Date(day * DAY_MS).toISOString().slice(0, 11);
    isoDates.set(day, isoDate);
  }
  let rest = ms - day * DAY_MS;
  const milli = rest % 1000;
  rest = (rest - milli) / 1000;
  const second = rest % 60;
  rest = (rest - second) / 60;
  const minute = rest % 60;
  const hour = (rest - minute) / 60;
  return `${isoDate}${TWO_DIGITS[hour]}:${TWO_DIGITS[minute]}:${TWO_DIGITS[second]}.${THREE_DIGITS[milli]}Z`;
}

/** A value in COPY's text format. */
function copyText(value: unknown, column: PgColumn, isTime: boolean): string {
  if (value == null) return '\\N';
  if (isTime) return isoTimestamp(typeof value === 'number' ? value : (value as Date).getTime());
  switch (typeof value) {
    case 'number':
      return String(value);
    case 'boolean':
      return value ? 't' : 'f';
    case 'string':
      return copyEscape(value);
    default: {
      const text = String(column.mapToDriverValue(value));
      return copyEscape(text);
    }
  }
}
/**
 * PostgreSQL: `COPY … FROM STDIN` in text format on the transaction's connection, the rows sent as they are made
 * in chunks of about 1 MB (waiting whenever the socket is full), so no table is ever held whole in memory. `freeze`:
 * the table was truncated in this transaction, its rows are written frozen.
 */
async function copyStream(client: pg.Client, table: PgTable, keys: string[], freeze: boolean): Promise<RowStream> {
  const { columns, isTime } = columnsOf(table, keys);
  const names = columns.map(c => `"${c.name}"`).join(', ');
  const options = freeze ? ' with (freeze)' : '';
  const stream = client.query(copyFrom(`copy "${getTableName(table)}" (${names}) from stdin${options}`));
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
      return chunk.length >= 1 << 20;
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
 * Triggers that keep a derived table as rows are inserted, which the seeder may switch off during its load and
 * replace by one set-based statement over the loaded rows (the same rows the trigger would have written, into tables
 * the truncation has just emptied). Each is known by its function and the md5 of the function's body: a trigger whose
 * function has changed keeps firing (slower, never wrong), and seed.test.ts fails until its refill here is updated.
 */
export const TRIGGER_REFILLS: {
  table: string;
  trigger: string;
  fn: string;
  md5: string;
  refill: string;
  /** The same rows written another way on a connection of the pool (refillApart), when there is a faster one. */
  copy?: (client: pg.ClientBase) => Promise<number>;
}[] = [
  {
    table: 'users',
    trigger: 'user_counts_insert',
    fn: 'user_counts_insert',
    md5: 'bb4311082aba4acdf6364d652ad4d093',
    refill: `insert into user_counts (role, gender, verified, n)
      select role, coalesce(gender, ''), verified, count(*) from users group by 1, 2, 3 order by 1, 2, 3`,
  },
  {
    table: 'labs',
    trigger: 'lab_counts_insert',
    fn: 'lab_counts_insert',
    md5: 'd43522b8a8a71cce013a86eddf71336b',
    refill: `insert into lab_counts (verified, is_active, n)
      select verified, is_active, count(*) from labs group by 1, 2 order by 1, 2`,
  },
  {
    table: 'labs',
    trigger: 'lab_search_insert',
    fn: 'lab_search_apply',
    md5: '166954d1c5f038e9ff8c911d300b6e3a',
    refill: `insert into lab_search (id, name, text)
      select id, name, lower(name || ' ' || email || ' ' || city || ' ' || address || ' ' || contact_number)
      from labs order by id`,
  },
  {
    table: 'labs',
    trigger: 'lab_words_insert',
    fn: 'lab_words_insert',
    md5: 'b25a388fb1263b97d9d2521c72f908f6',
    refill: `insert into lab_words (word, lab_id, name, in_name, verified, is_active)
      select w.word, l.id, l.name, w.in_name, l.verified, l.is_active
      from labs l cross join lateral lab_words_of(l.name, l.email || ' ' || l.city || ' ' || l.address || ' ' || l.contact_number) w`,
    copy: copyLabWords,
  },
  {
    table: 'lab_words',
    trigger: 'lab_word_list_insert',
    fn: 'lab_word_list_insert',
    md5: 'a1eb02de70fc543905f13bde92ee6682',
    refill: `insert into lab_word_list (word, n) select word, count(*) from lab_words group by 1 order by 1`,
  },
  {
    table: 'orders',
    trigger: 'order_counts_insert',
    fn: 'order_counts_insert',
    md5: '04240da31c9b61dafd4ad53f04b7e85d',
    refill: `insert into order_counts (payment_type, status, receivable_status, n, total, commission)
      select payment_type, status, receivable_status, count(*), sum(total), sum(commission)
      from orders group by 1, 2, 3 order by 1, 2, 3`,
  },
  {
    table: 'orders',
    trigger: 'order_days_insert',
    fn: 'order_days_insert',
    md5: 'b5cf2a365c2cc62ccbd98769e356c0b3',
    refill: `insert into order_days (day, n, total, commission)
      select (created_at at time zone 'UTC')::date, count(*), sum(total::bigint), sum(commission::bigint)
      from orders group by 1 order by 1`,
  },
  {
    table: 'order_items',
    trigger: 'item_months_insert',
    fn: 'item_months_insert',
    md5: '7663775d506f98cf1bf73ce6b0994d2a',
    refill: `insert into item_months (month, test_id, item, n, revenue)
      select order_month, coalesce(test_id, 0), case when test_id is null then item else '' end, count(*), sum(price)
      from order_items group by 1, 2, 3 order by 1, 2, 3`,
  },
  {
    table: 'complaints',
    trigger: 'complaint_search_insert',
    fn: 'complaint_search_apply',
    md5: 'cd4b20eb5dc1242aaa5890c3f10799db',
    refill: `insert into complaint_search (id, text, lab_name)
      select c.id, complaint_search_text(c.type, c.status, c.description, l.name, p.name, p.email), l.name
      from complaints c left join labs l on l.id = c.lab_id left join users p on p.id = c.patient_id order by c.id`,
  },
  {
    table: 'notifications',
    trigger: 'notification_unread_insert',
    fn: 'notification_unread_insert',
    md5: '923d23d662eb2ee4544832a06eb5cce9',
    refill: `insert into notification_unread (user_id, n, total)
      select coalesce(user_id, 0), count(*) filter (where not read), count(*) from notifications group by 1 order by 1`,
  },
];

/** The enabled insert triggers of `tables` with their function's name and the md5 of its body. */
export async function insertTriggers(db: Pick<Tx, 'execute'>, tables: string[]) {
  return (
    (await db.execute(sql`
      select c.relname as "table", t.tgname as "trigger", p.proname as fn, md5(p.prosrc) as md5
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal and t.tgenabled <> 'D' and (t.tgtype & 4) <> 0
        and c.relnamespace = current_schema()::regnamespace
        and c.relname in (${sql.join(
          tables.map(n => sql`${n}`),
          sql`, `,
        )})
      order by 1, 2`)) as Rows
  ).rows as { table: string; trigger: string; fn: string; md5: string }[];
}

/** The tables `names` and every table that refers to them, directly or not: TRUNCATE needs them all. */
async function referringClosure(tx: Pick<Tx, 'execute'>, names: string[]): Promise<string[]> {
  return (
    (await tx.execute(sql`
      with recursive t(oid) as (
        select c.oid from pg_class c
        where c.relnamespace = current_schema()::regnamespace and c.relname in (${sql.join(
          names.map(n => sql`${n}`),
          sql`, `,
        )})
        union
        select k.conrelid from pg_constraint k join t on k.confrelid = t.oid where k.contype = 'f'
      )
      select c.relname as name from t join pg_class c on c.oid = t.oid order by 1`)) as Rows
  ).rows.map(r => String(r.name));
}

interface BulkLoad {
  /** COPY may write frozen rows: every seeded table was truncated in this transaction. */
  freeze: boolean;
  /** The definitions of the dropped indexes. */
  indexes: { table: string; name: string; definition: string }[];
  /**
   * Builds again, in the transaction, the unique indexes dropped for the load (the truncated tables' on PostgreSQL),
   * so a duplicate still fails the seed before its commit.
   */
  buildUniques(log?: Log): Promise<void>;
  /**
   * Refills the derived tables of the switched-off triggers and switches them on again (in the transaction); each
   * refill's line gives the CPU of the transaction's backend (`backendPid`) when it is on this machine. The triggers
   * named in `deferred` are switched on again without their refill, which is returned for `refillApart`.
   */
  refill(log?: Log, backendPid?: number, deferred?: string[]): Promise<typeof TRIGGER_REFILLS>;
}

/**
 * Prepares a bulk load inside the transaction: skips foreign-key triggers when allowed (superuser only), truncates the
 * seeded tables when they are empty (for COPY … FREEZE; tables whose foreign keys point at them must be empty too),
 * switches off the known derived-table triggers, and drops the plain secondary indexes of the seeded tables, and the
 * unique ones of truncated tables (`buildUniques` builds those again before the commit; primary keys stay).
 */
async function beginBulkLoad(tx: Tx, copy: boolean, tables: PgTable[]): Promise<BulkLoad> {
  const [su] = ((await tx.execute(sql`select current_setting('is_superuser') as su`)) as Rows).rows;
  const superuser = su?.su === 'on';
  if (superuser) await tx.execute(sql`set local session_replication_role = replica`);
  await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
  // lab_search and lab_words are filled by the labs' triggers, lab_word_list by lab_words', complaint_search by the
  // complaints': their indexes are rebuilt once at the end too.
  const names = [
    ...tables,
    ...(tables.includes(labs) ? [labSearch, labWords, labWordList] : []),
    ...(tables.includes(complaints) ? [complaintSearch] : []),
  ].map(t => getTableName(t));
  const list = (tables: string[]) =>
    sql.join(
      tables.map(n => sql`${n}`),
      sql`, `,
    );

  let freeze = false;
  const switchedOff: typeof TRIGGER_REFILLS = [];
  if (copy) {
    const closure = await referringClosure(tx, names);
    const probes = sql.join(
      closure.map(n => sql`exists (select 1 from ${sql.identifier(n)})`),
      sql` or `,
    );
    const [used] = ((await tx.execute(sql`select ${probes} as used`)) as Rows).rows;
    if (used && !used.used) {
      await tx.execute(sql.raw(`truncate ${closure.map(n => `"${n}"`).join(', ')}`));
      freeze = true;
      if (superuser) {
        const present = await insertTriggers(tx, names);
        for (const known of TRIGGER_REFILLS) {
          const found = present.find(t => t.table === known.table && t.trigger === known.trigger);
          if (found?.fn === known.fn && found.md5 === known.md5) switchedOff.push(known);
        }
        for (const t of switchedOff)
          await tx.execute(sql.raw(`alter table "${t.table}" disable trigger "${t.trigger}"`));
      }
    }
  }

  const found = (
    (await tx.execute(sql`
    select tablename, indexname, indexdef from pg_indexes
    where schemaname = current_schema()
      and tablename in (${list(names)})
      and indexname not in (select conname from pg_constraint where contype in ('p', 'u', 'x'))
    order by indexname`)) as Rows
  ).rows as { tablename: string; indexname: string; indexdef: string }[];
  const toIndex = (index: (typeof found)[number]) => ({
    table: index.tablename,
    name: index.indexname,
    definition: index.indexdef,
  });
  const unique = (index: (typeof found)[number]) => /^CREATE UNIQUE /i.test(index.indexdef);
  const indexes = found.filter(index => !unique(index)).map(toIndex);
  const uniques = freeze ? found.filter(unique).map(toIndex) : [];
  for (const index of [...indexes, ...uniques]) await tx.execute(sql`drop index ${sql.identifier(index.name)}`);

  return {
    freeze,
    indexes,
    async buildUniques(log) {
      if (uniques.length === 0) return;
      const t0 = performance.now();
      for (const index of uniques) await tx.execute(sql.raw(index.definition));
      log?.(`unique indexes ${uniques.map(i => i.name).join(', ')} built in ${Math.round(performance.now() - t0)} ms`);
    },
    async refill(log, backendPid, deferred = []) {
      const apart = switchedOff.filter(t => deferred.includes(t.trigger));
      for (const t of switchedOff) {
        const t0 = performance.now();
        const cpu = cpuMeter(backendPid, false);
        if (apart.includes(t)) {
          await tx.execute(sql.raw(`alter table "${t.table}" enable always trigger "${t.trigger}"`));
          continue;
        }
        await tx.execute(sql.raw(t.refill));
        // ENABLE ALWAYS, as the migrations left them: they fire under session_replication_role = replica too.
        await tx.execute(sql.raw(`alter table "${t.table}" enable always trigger "${t.trigger}"`));
        log?.(`${t.trigger} (off during the load): refilled in ${Math.round(performance.now() - t0)} ms${cpu()}`);
      }
      return apart;
    },
  };
}

/** An index the seed dropped, to build again. */
interface DroppedIndex {
  table: string;
  name: string;
  definition: string;
}

/**
 * The table where a seed's transactions record the indexes they dropped; each build deletes its row in the build's
 * own transaction and the table goes once every index is back, so a stop during the rebuild (a killed process, a lost
 * connection) leaves exactly the indexes still to build (`repairInterruptedSeed`). It is not part of the schema: it
 * exists only while a rebuild is owed.
 */
export const PENDING_INDEXES = 'seed_pending_indexes';

/**
 * The mark of a seed whose people (users, labs, catalogue, staff) are committed and whose history is not: made in the
 * first transaction, dropped by the second. `repairInterruptedSeed` empties what such a seed left.
 */
export const PENDING_HISTORY = 'seed_pending_history';

/**
 * Builds indexes on connections of the pool, several at once, each its own short transaction with the seed's
 * `maintenance_work_mem`, the largest first (trigram indexes, then by the number of rows written): `CREATE INDEX IF
 * NOT EXISTS` from the definitions read before the drop, and the index's row of `PENDING_INDEXES` deleted in the
 * same transaction. Indexes can be added while others build (the second transaction's, once it has committed); after
 * a failed build the others under way end and no new one starts (`done` throws the failure).
 */
export class IndexBuilder {
  private readonly queue: { index: DroppedIndex; cost: number }[] = [];
  private readonly workers: Promise<void>[] = [];
  private active = 0;
  private failure: Error | undefined;
  private lastAdded = performance.now();
  /** A seed's transaction is still writing beside the builds (set by the seed; builds then run without workers). */
  besideWriter = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log?: Log,
  ) {}

  /**
   * Queues `indexes` and starts connections until `atOnce` (at most `INDEX_CONNECTIONS`) build at once, leaving `spare`
   * of the pool's connections to others (the transaction still writing).
   */
  add(indexes: DroppedIndex[], rowsByTable: Map<string, number>, spare = 0, atOnce = INDEX_CONNECTIONS): void {
    const cost = (index: DroppedIndex) =>
      (rowsByTable.get(index.table) ?? 0) * (/ using gi(n|st) /i.test(index.definition) ? 20 : 1);
    this.lastAdded = performance.now();
    this.queue.push(...indexes.map(index => ({ index, cost: cost(index) })));
    this.queue.sort((x, y) => y.cost - x.cost || x.index.name.localeCompare(y.index.name));
    const limit = Math.max(
      1,
      Math.min(atOnce, INDEX_CONNECTIONS, (this.pool.options.max ?? INDEX_CONNECTIONS) - spare),
    );
    while (this.active < Math.min(limit, this.queue.length)) {
      this.active++;
      this.workers.push(this.worker().finally(() => this.active--));
    }
  }

  private async worker(): Promise<void> {
    const client = await this.pool.connect();
    const pid = (client as pg.PoolClient & { processID?: number }).processID;
    try {
      for (let next = this.queue.shift(); next && this.failure === undefined; next = this.queue.shift()) {
        const { index } = next;
        const t0 = performance.now();
        const cpu = cpuMeter(pid, false);
        await client.query('begin');
        await client.query(`set local maintenance_work_mem = '256MB'`);
        // Beside a transaction still writing, a build is one process: no parallel workers taking the writer's core.
        if (this.besideWriter) await client.query('set local max_parallel_maintenance_workers = 0');
        await client.query(index.definition.replace(/^CREATE INDEX /i, 'CREATE INDEX IF NOT EXISTS '));
        await client.query(`delete from ${PENDING_INDEXES} where name = $1`, [index.name]);
        await client.query('commit');
        if (performance.now() - t0 > 1000)
          this.log?.(`  index ${index.name}: ${Math.round(performance.now() - t0)} ms${cpu()}`);
      }
    } catch (error) {
      this.failure ??= error instanceof Error ? error : new Error(String(error));
      await client.query('rollback').catch(() => {});
    } finally {
      client.release();
    }
  }

  /** Waits for every build queued so far; throws the first failure. */
  async done(): Promise<void> {
    for (let n = 0; n < this.workers.length; n++) await this.workers[n];
    if (this.failure !== undefined) throw this.failure;
    this.log?.(`indexes rebuilt ${Math.round(performance.now() - this.lastAdded)} ms after the last commit`);
  }

  /** Starts no further build and waits for those under way (a failed seed's cleanup). */
  async stop(): Promise<void> {
    this.queue.length = 0;
    await Promise.allSettled(this.workers);
  }
}

export type Writer = Awaited<ReturnType<typeof openWriter>>;

/**
 * Starts the bulk load of `tables` in `tx`; `finish` refills the derived tables and moves each sequence past the ids
 * used.
 */
export async function openWriter(tx: Tx, log?: Log, tables: PgTable[] = SEEDED_TABLES) {
  const maxIds = new Map<PgTable, number>();
  for (const table of tables) {
    const [row] = ((await tx.execute(sql`select coalesce(max(id), 0)::integer as m from ${table}`)) as Rows).rows;
    maxIds.set(table, Number(row?.m ?? 0));
  }
  const firstIds = new Map(maxIds);
  // The transaction's connection: a node-postgres client (PostgreSQL) takes COPY; PGlite does not.
  const { client } = (tx as unknown as { session: { client: unknown } }).session;
  const copy = client instanceof pg.Client;
  let backendPid: number | undefined;
  if (copy) {
    backendPid = (client as pg.Client & { processID?: number }).processID;
    await tx.execute(sql`set local synchronous_commit = off`);
    // The generated tables' plans sort and join millions of rows (stages/activity.ts): in memory, not on disk.
    await tx.execute(sql`set local work_mem = '256MB'`);
  }
  const t0 = performance.now();
  const load = await beginBulkLoad(tx, copy, tables);
  log?.(
    `bulk load of ${tables.map(t => getTableName(t)).join(', ')} prepared (${load.indexes.length} indexes dropped) in ${Math.round(performance.now() - t0)} ms`,
  );
  const rowsByTable = new Map<string, number>();
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
      const cpu = cpuMeter(backendPid);
      if (rows.length > 0) {
        const keys = Object.keys(rows[0]);
        await bulkInsert(
          tx,
          table,
          keys,
          rows.map(r => keys.map(k => (r as Record<string, unknown>)[k])),
        );
      }
      rowsByTable.set(getTableName(table), rows.length);
      log?.(`${getTableName(table)}: ${rows.length} rows in ${Math.round(performance.now() - t0)} ms${rss()}${cpu()}`);
      return rows.length;
    },
    /** Runs a statement in the seed's transaction (temporary plan tables, `ON COMMIT DROP`), logging its time when named. */
    async execute(query: SQL, name?: string): Promise<void> {
      const t0 = performance.now();
      const cpu = cpuMeter(backendPid);
      await tx.execute(query);
      if (name) log?.(`${name} in ${Math.round(performance.now() - t0)} ms (in the database)${cpu()}`);
    },
    /** The rows of a query in the seed's transaction, logging its time when named. */
    async rows<T>(query: SQL, name?: string): Promise<T[]> {
      const t0 = performance.now();
      const cpu = cpuMeter(backendPid);
      const rows = ((await tx.execute(query)) as Rows).rows as T[];
      if (name) log?.(`${name}: ${rows.length} rows in ${Math.round(performance.now() - t0)} ms${cpu()}`);
      return rows;
    },
    /** Fills a table with one `INSERT … SELECT` generated in the database; returns the number of rows written. */
    async generate(table: PgTable, statement: SQL): Promise<number> {
      const t0 = performance.now();
      const cpu = cpuMeter(backendPid);
      const result = (await tx.execute(statement)) as { rowCount?: number | null; affectedRows?: number };
      const count = Number(result.rowCount ?? result.affectedRows ?? 0);
      rowsByTable.set(getTableName(table), count);
      log?.(
        `${getTableName(table)}: ${count} rows in ${Math.round(performance.now() - t0)} ms (in the database)${rss()}${cpu()}`,
      );
      return count;
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
      const cpu = cpuMeter(backendPid);
      const rows = copy ? await copyStream(client, table, keys, load.freeze) : batchedStream(tx, table, keys);
      await fill(rows);
      const count = await rows.end();
      rowsByTable.set(getTableName(table), count);
      log?.(`${getTableName(table)}: ${count} rows in ${Math.round(performance.now() - t0)} ms${rss()}${cpu()}`);
      return count;
    },
    /**
     * Refills the derived tables and moves each sequence past the ids used. Without `record` (PGlite) it rebuilds the
     * dropped indexes in the transaction and returns none; with it (PostgreSQL) it records them in `PENDING_INDEXES`
     * and returns them with the rows written per table, to build after the commit (`IndexBuilder`).
     */
    async finish(
      record: boolean,
      deferred: string[] = [],
    ): Promise<{ indexes: DroppedIndex[]; rowsByTable: Map<string, number>; refillsApart: typeof TRIGGER_REFILLS }> {
      await load.buildUniques(log);
      const refillsApart = await load.refill(log, backendPid, deferred);
      for (const table of tables) {
        const last = maxIds.get(table)!;
        if (last > firstIds.get(table)!) {
          await tx.execute(sql`select setval(pg_get_serial_sequence(${getTableName(table)}, 'id'), ${last})`);
        }
      }
      if (tables.includes(labs)) {
        const labRows = rowsByTable.get(getTableName(labs)) ?? 0;
        rowsByTable.set(getTableName(labSearch), labRows);
        // About a dozen words per lab, and about one distinct word per lab (its contact number): for the build order.
        rowsByTable.set(getTableName(labWords), labRows * 12);
        rowsByTable.set(getTableName(labWordList), labRows);
      }
      if (!record) {
        const t0 = performance.now();
        for (const index of load.indexes) await tx.execute(sql.raw(index.definition));
        log?.(`indexes rebuilt in ${Math.round(performance.now() - t0)} ms`);
        return { indexes: [], rowsByTable, refillsApart };
      }
      await tx.execute(
        sql.raw(
          `create table if not exists ${PENDING_INDEXES} (name text primary key, "table" text not null, definition text not null)`,
        ),
      );
      for (const index of load.indexes) {
        await tx.execute(
          sql`insert into ${sql.identifier(PENDING_INDEXES)} (name, "table", definition)
              values (${index.name}, ${index.table}, ${index.definition})`,
        );
      }
      return { indexes: load.indexes, rowsByTable, refillsApart };
    },
  };
}

/**
 * The trigger refills a transaction's `finish` deferred (`refillsApart`), in a transaction of their own on a connection
 * of the pool, once that transaction has committed (its triggers are on again, the derived tables empty): the lab
 * words of a million labs (`lab_words`, then `lab_word_list`) are written beside the history instead of before the
 * people's commit. A refill whose own table has a deferred trigger (lab_words' `lab_word_list_insert`) runs with that
 * trigger off, so the next refill writes its rows once.
 */
export async function refillApart(pool: pg.Pool, refills: typeof TRIGGER_REFILLS, log?: Log): Promise<void> {
  if (refills.length === 0) return;
  const client = await pool.connect();
  const pid = (client as pg.PoolClient & { processID?: number }).processID;
  try {
    await client.query('begin');
    const [su] = (await client.query(`select current_setting('is_superuser') as su`)).rows as { su: string }[];
    if (su?.su === 'on') await client.query('set local session_replication_role = replica');
    await client.query('set local synchronous_commit = off');
    await client.query(`set local work_mem = '256MB'`);
    const filled = refills.map(t => /^insert into (\w+)/.exec(t.refill)![1]);
    const off = refills.filter(t => filled.includes(t.table));
    for (const t of off) await client.query(`alter table "${t.table}" disable trigger "${t.trigger}"`);
    for (const t of refills) {
      const t0 = performance.now();
      const cpu = cpuMeter(pid, false);
      if (t.copy) await t.copy(client);
      else await client.query(t.refill);
      log?.(
        `${t.trigger} (off during the load): refilled apart${t.copy ? ' by the seeder' : ''} in ${Math.round(performance.now() - t0)} ms${cpu()}`,
      );
    }
    for (const t of off) await client.query(`alter table "${t.table}" enable always trigger "${t.trigger}"`);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** What `repairInterruptedSeed` found and did. */
export interface SeedRepair {
  /** Indexes an interrupted seed still owed, built now. */
  rebuilt: string[];
  /** An interrupted seed had committed its users and labs but not their history: they were removed. */
  emptied: boolean;
}

/**
 * Finishes what a seed stopped during its index rebuild left undone, before anything else touches the database: the
 * indexes recorded in `PENDING_INDEXES` are built (largest table first, on the pool's connections when there is a
 * pool) and the record dropped. Then checks the result against the schema: every index it declares must exist and
 * every derived-table trigger must be enabled; otherwise it throws, naming what is missing (no seed leaves that
 * state; a hand-made change or an unfinished migration does).
 */
export async function repairInterruptedSeed(db: Db, log?: Log): Promise<SeedRepair> {
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as Rows).rows as T[];
  const [history] = await rows<{ t: string | null }>(sql`select to_regclass(${PENDING_HISTORY})::text as t`);
  let emptied = false;
  if (history?.t) {
    // Its users, labs, catalogue and staff were committed, its history was not: they go, with every row that refers
    // to them and the tables their triggers keep (refilled from them), so that the seed can start again.
    await db.transaction(async tx => {
      const derived = TRIGGER_REFILLS.map(t => /^insert into (\w+)/.exec(t.refill)![1]);
      const closure = await referringClosure(tx, [...PEOPLE_TABLES.map(t => getTableName(t)), ...derived]);
      await tx.execute(sql.raw(`truncate ${closure.map(n => `"${n}"`).join(', ')}`));
      await tx.execute(sql.raw(`drop table ${PENDING_HISTORY}`));
    });
    log?.('An interrupted seed left its users and labs without their history: they were removed.');
    emptied = true;
  }
  const [pending] = await rows<{ t: string | null }>(sql`select to_regclass(${PENDING_INDEXES})::text as t`);
  const rebuilt: string[] = [];
  if (pending?.t) {
    const owed = await rows<{ name: string; table: string; definition: string }>(
      sql.raw(`select name, "table", definition from ${PENDING_INDEXES} order by name`),
    );
    const sizes = await rows<{ table: string; n: number | string }>(
      sql`select relname as "table", reltuples::bigint as n from pg_class
          where relnamespace = current_schema()::regnamespace and relkind = 'r'`,
    );
    const rowsByTable = new Map(sizes.map(r => [r.table, Number(r.n)]));
    log?.(`An interrupted seed left ${owed.length} indexes unbuilt: building them now…`);
    const client = (db as unknown as { $client?: unknown }).$client;
    if (client instanceof pg.Pool) {
      const builder = new IndexBuilder(client, log);
      builder.add(owed, rowsByTable);
      await builder.done();
      await db.execute(sql.raw(`drop table ${PENDING_INDEXES}`));
    } else {
      for (const index of owed) {
        await db.execute(sql.raw(index.definition.replace(/^CREATE INDEX /i, 'CREATE INDEX IF NOT EXISTS ')));
      }
      await db.execute(sql.raw(`drop table ${PENDING_INDEXES}`));
    }
    rebuilt.push(...owed.map(i => i.name));
  }

  const present = new Set(
    (
      await rows<{ name: string }>(sql`select indexname as name from pg_indexes where schemaname = current_schema()`)
    ).map(r => r.name),
  );
  const declared = Object.values(schema).flatMap(table =>
    getTableConfig(table as PgTable).indexes.map(i => i.config.name),
  );
  const missingIndexes = declared.filter((name): name is string => !!name && !present.has(name));
  const triggers = await rows<{ table: string; trigger: string; enabled: string }>(
    sql`select c.relname as "table", t.tgname as "trigger", t.tgenabled as enabled
        from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where not t.tgisinternal and c.relnamespace = current_schema()::regnamespace`,
  );
  const badTriggers = TRIGGER_REFILLS.filter(
    known => triggers.find(t => t.table === known.table && t.trigger === known.trigger)?.enabled !== 'A',
  ).map(t => `${t.table}.${t.trigger}`);
  if (missingIndexes.length > 0 || badTriggers.length > 0) {
    throw new Error(
      'The database is incomplete and no interrupted seed explains it' +
        (missingIndexes.length > 0 ? `; missing indexes: ${missingIndexes.join(', ')}` : '') +
        (badTriggers.length > 0 ? `; triggers missing or not ENABLE ALWAYS: ${badTriggers.join(', ')}` : '') +
        '. Run the migrations on a new database, or restore it from a backup.',
    );
  }
  return { rebuilt, emptied };
}
