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

import { sql } from 'drizzle-orm';

import { WRITES_CHANNEL } from '../lib/readCache.js';
import { type Db, queryRows } from './client.js';

const BACKUP_FORMAT = 2;
const BATCH = 500;

/** Tables of state that a restore empties but a backup leaves out: signing in again is the point. */
/**
 * Tables that triggers derive from others (migration 0006: list row counts, lab search text): left out of a backup too; a restore empties
 * them with the rest and the triggers fill them again as the rows go in.
 */
const DERIVED_TABLES = new Set(['lab_counts', 'order_counts', 'user_counts', 'lab_search']);
export const EPHEMERAL_TABLES = new Set(['sessions', 'rate_limits', ...DERIVED_TABLES]);

/** A backup that cannot be restored; nothing was changed. */
export class BackupRefused extends Error {}

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
        for (let offset = 0; ; offset += BATCH) {
          const batch = await queryRows<{ doc: string | null; n: number }>(
            tx,
            sql`select json_agg(t)::text as doc, cast(count(*) as integer) as n
                from (select * from ${sql.identifier(table)} ${hasId ? sql`order by id` : sql``} limit ${BATCH} offset ${offset}) t`,
          );
          const n = Number(batch[0]?.n ?? 0);
          if (!n) break;
          counts[table] += n;
          rows += n;
          // json_agg puts a line break between elements; JSON strings never hold a raw one (it is escaped), so removing
          // them keeps one batch per line and every value byte for byte.
          await out(`{"table":${JSON.stringify(table)},"rows":${batch[0].doc!.replace(/\n/g, '')}}`);
          if (n < BATCH) break;
        }
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const digest = hash.digest('hex');
  await write(`${JSON.stringify({ end: true, rows: counts, total: rows, sha256: digest })}\n`);
  return { tables: tables.length, rows };
}

interface Parsed {
  tables: string[];
  /** `line`: the batch's line in the file (1 is the header); `first`: the table's row number of its first row. */
  batches: { table: string; rows: Record<string, unknown>[]; line: number; first: number }[];
  counts: Record<string, number>;
  total: number;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Checks a backup completely (trailer, checksum, version, row counts, shape) without touching any database.
 * Throws BackupRefused with the reason.
 */
function verifyBackup(text: string): Parsed {
  if (/^\s*(--|(BEGIN|INSERT|TRUNCATE|SELECT|CREATE|DROP|SET|COPY)\b)/i.test(text)) {
    throw new BackupRefused(
      text.startsWith('-- LabHub data backup')
        ? 'This is a backup of the old SQL format, which a restore no longer runs (it would execute SQL taken from the file). Restore it with the version that made it, then back up again.'
        : 'This is not a LabHub backup (it holds SQL text; a restore runs none).',
    );
  }
  const body = text.endsWith('\n') ? text.slice(0, -1) : text;
  const cut = body.lastIndexOf('\n');
  if (cut < 0)
    throw new BackupRefused(
      text.trim() ? 'This is not a LabHub backup (a single line; no header and end record).' : 'The backup is empty.',
    );
  let trailer: unknown;
  try {
    trailer = JSON.parse(body.slice(cut + 1));
  } catch {
    trailer = undefined;
  }
  let header: unknown;
  try {
    header = JSON.parse(body.slice(0, body.indexOf('\n')));
  } catch {
    header = undefined;
  }
  if (!isObject(header) || !('labhub_backup' in header))
    throw new BackupRefused('This is not a LabHub backup (its first line is not a LabHub backup header).');
  if (header.labhub_backup !== BACKUP_FORMAT)
    throw new BackupRefused(
      `This backup has format ${JSON.stringify(header.labhub_backup)}; this version reads format ${BACKUP_FORMAT}.`,
    );
  if (!isObject(trailer) || trailer.end !== true || typeof trailer.sha256 !== 'string' || !isObject(trailer.rows)) {
    throw new BackupRefused('The backup is cut short: its end record (row counts and checksum) is missing.');
  }
  const digest = createHash('sha256')
    .update(body.slice(0, cut + 1), 'utf8')
    .digest('hex');
  if (digest !== trailer.sha256)
    throw new BackupRefused('The backup has been changed or damaged: its checksum does not match its content.');
  if (!Array.isArray(header.tables) || !header.tables.every(t => typeof t === 'string'))
    throw new BackupRefused('The backup header does not list its tables.');
  const tables = header.tables;
  const batches: Parsed['batches'] = [];
  const counts: Record<string, number> = Object.fromEntries(tables.map(t => [t, 0]));
  const lines = body.slice(0, cut).split('\n');
  for (let i = 1; i < lines.length; i++) {
    let record: unknown;
    try {
      record = JSON.parse(lines[i]);
    } catch {
      throw new BackupRefused(`Line ${i + 1} of the backup is not valid JSON.`);
    }
    if (
      !isObject(record) ||
      typeof record.table !== 'string' ||
      !Array.isArray(record.rows) ||
      !record.rows.every(isObject)
    ) {
      throw new BackupRefused(`Line ${i + 1} of the backup is not a batch of rows.`);
    }
    if (!(record.table in counts))
      throw new BackupRefused(
        `Line ${i + 1} names the table "${record.table.slice(0, 60)}", which the header does not list.`,
      );
    batches.push({ table: record.table, rows: record.rows, line: i + 1, first: counts[record.table] + 1 });
    counts[record.table] += record.rows.length;
  }
  for (const table of new Set([...tables, ...Object.keys(trailer.rows)])) {
    if (trailer.rows[table] !== counts[table]) {
      throw new BackupRefused(
        `The backup does not hold the rows it announces: ${table} has ${counts[table] ?? 0}, its end record says ${JSON.stringify(trailer.rows[table])}.`,
      );
    }
  }
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  if (trailer.total !== total)
    throw new BackupRefused(`The backup holds ${total} rows; its end record says ${JSON.stringify(trailer.total)}.`);
  return { tables, batches, counts, total };
}

/**
 * Restores a backup made by `backup()`: verifies it completely first (verifyBackup, then its tables and columns
 * against this database), then replaces the data in one transaction; on any error nothing changes. Every session
 * ends (the sessions table is emptied).
 */
export async function restore(db: Db, text: string): Promise<{ tables: number; rows: number }> {
  const parsed = verifyBackup(text);
  const ordered = await tablesInOrder(db);
  const known = new Set(ordered);
  const columns = new Map<string, { name: string; serial: string | null }[]>();
  for (const table of ordered) columns.set(table, await columnsOf(db, table));
  for (const table of parsed.tables) {
    if (!known.has(table) || EPHEMERAL_TABLES.has(table))
      throw new BackupRefused(
        `This backup is from another database: it holds a table "${table.slice(0, 60)}" that this one does not have.`,
      );
  }
  // A restore replaces every table: one the file does not cover would be emptied and left so.
  const listed = new Set(parsed.tables);
  const missing = ordered.filter(t => !EPHEMERAL_TABLES.has(t) && !listed.has(t));
  if (missing.length)
    throw new BackupRefused(
      `This backup does not cover every table of this database: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing (a restore would empty ${missing.length === 1 ? 'it' : 'them'}).`,
    );
  for (const batch of parsed.batches) {
    const names = new Set(columns.get(batch.table)!.map(c => c.name));
    for (const row of batch.rows) {
      for (const key of Object.keys(row)) {
        if (!names.has(key))
          throw new BackupRefused(
            `This backup is from another database version: ${batch.table} has no column "${key.slice(0, 60)}".`,
          );
      }
    }
  }
  const byTable = new Map<string, Parsed['batches']>();
  for (const batch of parsed.batches) byTable.set(batch.table, [...(byTable.get(batch.table) ?? []), batch]);
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
    for (const table of ordered) {
      for (const batch of byTable.get(table) ?? []) {
        try {
          await tx.transaction(async sp => void (await insert(sp, table, batch.rows)));
        } catch (err) {
          // Which row: each of the batch again, alone (the whole transaction is rolled back in any case).
          for (const [i, row] of batch.rows.entries()) {
            try {
              await tx.transaction(async sp => void (await insert(sp, table, [row])));
            } catch (rowErr) {
              throw new RestoreFailed(table, batch.first + i, batch.line, rowErr);
            }
          }
          throw new RestoreFailed(table, batch.first, batch.line, err);
        }
      }
      for (const c of columns.get(table)!.filter(c => c.serial)) {
        await tx.execute(
          sql`select setval(${c.serial}::regclass, coalesce((select max(${sql.identifier(c.name)}) from ${sql.identifier(table)}), 1), (select max(${sql.identifier(c.name)}) is not null from ${sql.identifier(table)}))`,
        );
      }
    }
  });
  // Running API processes on this database forget what they cached and close their streams (lib/readCache.ts).
  await db.execute(sql`select pg_notify(${WRITES_CHANNEL}, 'restore')`);
  return { tables: parsed.tables.length, rows: parsed.total };
}
