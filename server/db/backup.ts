/**
 * Backup and restore of the data (the schema comes from the migrations), the same on PGlite and PostgreSQL, and
 * across them (a PGlite backup restores into PostgreSQL and back: the way to move between engines).
 *
 * Format 2, JSON lines, UTF-8:
 *   {"labhub_backup":2,"created":"…","engine":"pglite","tables":["users",…]}            the header
 *   {"table":"users","rows":[{…},{…}]}                                                  batches of at most 500 rows
 *   {"end":true,"rows":{"users":214,…},"total":N,"sha256":"<hex>"}                      the trailer
 * `sha256` is the SHA-256 of every byte before the trailer line. A restore checks, before it touches the database,
 * that the trailer is there (a cut file has none), that the checksum matches (a changed digit), that the version is
 * one it reads, that every table and column exists in this database (a foreign file), and that each table holds the
 * number of rows the trailer says. Then, in one transaction, it empties the tables and inserts the rows with
 * parameterised statements written here (`json_populate_recordset(NULL::<table>, $1)`: every type round-trips
 * exactly); table names come from the database's own catalogue, never from the file, and no SQL text is read from
 * the file. Sessions (and other per-process state tables) are not backed up: a restore empties them, which signs
 * everyone out.
 */
import { createHash } from 'node:crypto';

import { type SQL, sql } from 'drizzle-orm';

import { WRITES_CHANNEL } from '../lib/readCache.js';
import {
  BACKUP_FORMAT,
  BackupRefused,
  type BackupSource,
  batchesOf,
  checkContents,
  checkEnvelope,
} from './backupFile.js';
import { type Db, queryRows } from './client.js';

/** The most rows in a batch line. */
const BATCH = 500;
/** The longest line a restore reads (a batch of `backup()` stays far below it: see `MAX_BATCH_BYTES`). */
const MAX_LINE_BYTES = 64 * 1024 * 1024;
/** A batch line of `backup()` holds fewer rows when its rows are large, to stay near this size. */
const MAX_BATCH_BYTES = 8 * 1024 * 1024;

/** Tables of state that a restore empties but a backup leaves out: signing in again is the point. */
/**
 * Tables that triggers derive from others (migrations 0006, 0009, 0015, 0016, 0019, 0024, 0035: row counts, lab search text and
 * words, the dashboard's aggregates, the complaints' search text): left out of a backup too; a restore empties them with the
 * rest and the triggers fill them again as the rows go in. A file that holds one (made before it was left out) is restored
 * without its rows.
 */
const DERIVED_TABLES = new Set([
  'lab_counts',
  'order_counts',
  'user_counts',
  'lab_search',
  'lab_words',
  'lab_word_list',
  'order_days',
  'notification_unread',
  'item_months',
  'complaint_search',
]);
export const EPHEMERAL_TABLES = new Set(['sessions', 'rate_limits', ...DERIVED_TABLES]);

/**
 * What the database said of a failed statement, without the data: the driver's message with any quoted value cut
 * off (`invalid input syntax for type integer: "…"`), and its SQLSTATE. Drizzle's own message would carry the
 * statement's parameters — for a restore, whole rows with their password hashes.
 */
export function safeDatabaseError(err: unknown): string {
  const cause = (err as { cause?: unknown })?.cause ?? err;
  const { message, code } = (cause ?? {}) as { message?: unknown; code?: unknown };
  let text = typeof message === 'string' ? message : 'unknown error';
  if (text.startsWith('Failed query:')) text = 'the statement failed';
  text = text.replace(/:\s*".*$/s, '').replace(/\n.*$/s, '');
  return typeof code === 'string' ? `${text} (SQLSTATE ${code})` : text;
}

/** A row the database refused during a restore (the transaction is rolled back: nothing changed). */
export class RestoreFailed extends Error {
  constructor(
    readonly table: string,
    readonly row: number,
    readonly line: number,
    cause: unknown,
  ) {
    super(`${table}, row ${row} (line ${line} of the file): ${safeDatabaseError(cause)}`);
  }
}

interface ForeignKey {
  child: string;
  parent: string;
}

/** The application's tables (schema public), parents before children. */
export async function tablesInOrder(db: Db): Promise<string[]> {
  const tables = (
    await queryRows<{ name: string }>(
      db,
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).map(r => r.name);
  const keys = await queryRows<ForeignKey>(
    db,
    sql`select c.relname as child, p.relname as parent
        from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const k of keys) if (k.child === table && k.parent !== table) visit(k.parent);
    visiting.delete(table);
    ordered.push(table);
  };
  tables.forEach(visit);
  return ordered;
}

async function columnsOf(db: Db, table: string) {
  return queryRows<{ name: string; serial: string | null }>(
    db,
    sql`select column_name as name, pg_get_serial_sequence(${`public."${table.replace(/"/g, '""')}"`}, column_name) as serial
        from information_schema.columns where table_schema = 'public' and table_name = ${table} order by ordinal_position`,
  );
}

/** Writes the backup, chunk by chunk, to `write`. Returns the number of tables and rows. */
export async function backup(
  db: Db,
  write: (chunk: string) => void | Promise<void>,
  engine = 'postgresql',
): Promise<{ tables: number; rows: number }> {
  const hash = createHash('sha256');
  const out = async (line: string) => {
    const chunk = `${line}\n`;
    hash.update(chunk, 'utf8');
    await write(chunk);
  };
  const tables = (await tablesInOrder(db)).filter(t => !EPHEMERAL_TABLES.has(t));
  const counts: Record<string, number> = {};
  let rows = 0;
  // One snapshot for the whole backup: a write made meanwhile is either wholly in it or wholly out.
  await db.transaction(
    async tx => {
      await out(JSON.stringify({ labhub_backup: BACKUP_FORMAT, created: new Date().toISOString(), engine, tables }));
      for (const table of tables) {
        const hasId = (await columnsOf(tx, table)).some(c => c.name === 'id');
        counts[table] = 0;
        // Rows in id order, each batch after the last one's id (a page deep in a large table costs what the first
        // does); a batch holds fewer rows when they are large, so a line stays near MAX_BATCH_BYTES.
        let after: string | number | null = null;
        for (let offset = 0; ;) {
          let page: SQL;
          if (hasId) {
            const from = after === null ? sql`` : sql`where id > ${after}`;
            // The next rows' sizes, then as many of them as fit in MAX_BATCH_BYTES (at least one).
            const sizes = await queryRows<{ id: string | number; bytes: number }>(
              tx,
              sql`select id, octet_length(x::text) as bytes from ${sql.identifier(table)} x ${from} order by id limit ${BATCH}`,
            );
            if (!sizes.length) break;
            let last = sizes[0].id;
            for (let i = 0, bytes = 0; i < sizes.length; i++) {
              bytes += Number(sizes[i].bytes);
              if (i > 0 && bytes > MAX_BATCH_BYTES) break;
              last = sizes[i].id;
            }
            page = sql`select * from ${sql.identifier(table)} ${after === null ? sql`where` : sql`${from} and`} id <= ${last} order by id`;
          } else {
            page = sql`select * from ${sql.identifier(table)} limit ${BATCH} offset ${offset}`;
          }
          const batch = await queryRows<{ doc: string | null; n: number; last: string | number | null }>(
            tx,
            sql`select json_agg(t)::text as doc, cast(count(*) as integer) as n, ${hasId ? sql`max(t.id)` : sql`null`} as last
                from (${page}) t`,
          );
          const n = Number(batch[0]?.n ?? 0);
          if (!n) break;
          counts[table] += n;
          rows += n;
          offset += n;
          after = batch[0].last;
          const doc = batch[0].doc!;
          // json_agg puts a line break between elements; JSON strings never hold a raw one (it is escaped), so removing
          // them keeps one batch per line and every value byte for byte.
          await out(`{"table":${JSON.stringify(table)},"rows":${doc.replace(/\n/g, '')}}`);
          if (!hasId && n < BATCH) break;
        }
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const digest = hash.digest('hex');
  await write(`${JSON.stringify({ end: true, rows: counts, total: rows, sha256: digest })}\n`);
  return { tables: tables.length, rows };
}

interface RestoreOptions {
  /** Longer lines are refused (the memory a restore needs follows the longest line, not the file). */
  maxLineBytes?: number;
}

/**
 * Restores a backup made by `backup()`: verifies it completely first (its envelope and checksum, then every batch,
 * then its tables and columns against this database), then replaces the data in one transaction; on any error
 * nothing changes. Every session ends (the sessions table is emptied). The file is read as a stream, three times:
 * the memory needed follows its longest line, not its size.
 */
export async function restore(
  db: Db,
  source: BackupSource,
  { maxLineBytes = MAX_LINE_BYTES }: RestoreOptions = {},
): Promise<{ tables: number; rows: number }> {
  const envelope = await checkEnvelope(source, maxLineBytes);
  const contents = await checkContents(source, envelope, maxLineBytes);
  const ordered = await tablesInOrder(db);
  const known = new Set(ordered);
  const columns = new Map<string, { name: string; serial: string | null }[]>();
  for (const table of ordered) columns.set(table, await columnsOf(db, table));
  for (const table of envelope.tables) {
    if (!known.has(table) || (EPHEMERAL_TABLES.has(table) && !DERIVED_TABLES.has(table)))
      throw new BackupRefused(
        `This backup is from another database: it holds a table "${table.slice(0, 60)}" that this one does not have.`,
      );
  }
  // A restore replaces every table: one the file does not cover would be emptied and left so.
  const listed = new Set(envelope.tables);
  const missing = ordered.filter(t => !EPHEMERAL_TABLES.has(t) && !listed.has(t));
  if (missing.length)
    throw new BackupRefused(
      `This backup does not cover every table of this database: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing (a restore would empty ${missing.length === 1 ? 'it' : 'them'}).`,
    );
  for (const [table, keys] of contents.keys) {
    const names = new Set(columns.get(table)!.map(c => c.name));
    for (const key of keys) {
      if (!names.has(key))
        throw new BackupRefused(
          `This backup is from another database version: ${table} has no column "${key.slice(0, 60)}".`,
        );
    }
  }
  // Parents go in before their children. A backup's own tables come in that order, so one more read loads them all;
  // a file whose tables come in another order is read once per table.
  const rank = new Map(ordered.map((t, i) => [t, i]));
  const inOrder =
    !contents.interleaved && contents.sequence.every((t, i, all) => i === 0 || rank.get(all[i - 1])! < rank.get(t)!);
  const passes: (string | undefined)[] = inOrder ? [undefined] : ordered.filter(t => t in contents.counts);
  const insert = (tx: Db, table: string, rows: Record<string, unknown>[]) =>
    tx.execute(
      sql`insert into ${sql.identifier(table)} select * from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::json)`,
    );
  await db.transaction(async tx => {
    await tx.execute(
      sql`truncate ${sql.join(
        ordered.map(t => sql.identifier(t)),
        sql`, `,
      )} restart identity cascade`,
    );
    for (const only of passes) {
      const loaded: Record<string, number> = {};
      for await (const batch of batchesOf(source, envelope, maxLineBytes)) {
        if ((only !== undefined && batch.table !== only) || DERIVED_TABLES.has(batch.table)) continue;
        const first = (loaded[batch.table] ?? 0) + 1;
        loaded[batch.table] = first - 1 + batch.rows.length;
        try {
          await tx.transaction(async sp => void (await insert(sp, batch.table, batch.rows)));
        } catch (err) {
          // Which row: each of the batch again, alone (the whole transaction is rolled back in any case).
          for (const [i, row] of batch.rows.entries()) {
            try {
              await tx.transaction(async sp => void (await insert(sp, batch.table, [row])));
            } catch (rowErr) {
              throw new RestoreFailed(batch.table, first + i, batch.line, rowErr);
            }
          }
          throw new RestoreFailed(batch.table, first, batch.line, err);
        }
      }
    }
    for (const table of ordered) {
      for (const c of columns.get(table)!.filter(c => c.serial)) {
        await tx.execute(
          sql`select setval(${c.serial}::regclass, coalesce((select max(${sql.identifier(c.name)}) from ${sql.identifier(table)}), 1), (select max(${sql.identifier(c.name)}) is not null from ${sql.identifier(table)}))`,
        );
      }
    }
  });
  // Running API processes on this database forget what they cached and close their streams (lib/readCache.ts).
  await db.execute(sql`select pg_notify(${WRITES_CHANNEL}, 'restore')`);
  return { tables: envelope.tables.length, rows: contents.total };
}
