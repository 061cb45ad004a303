/**
 * Backup and restore of the data (the schema comes from the migrations), the same on PGlite and PostgreSQL.
 *
 * A backup is plain PostgreSQL SQL, like a data-only `pg_dump`: one transaction that empties the tables, inserts
 * every row (`json_populate_recordset`, so every type round-trips exactly: timestamps, doubles, booleans, NULLs) in
 * foreign-key order, and moves each id sequence past the restored rows. `psql -f backup.sql` runs it as well as
 * `npm run db:restore`, and a PGlite backup restores into PostgreSQL and back (the way to move between engines).
 */
import { sql } from 'drizzle-orm';
import { WRITES_CHANNEL } from '../lib/readCache.js';
import { queryRows, type Db } from './client.js';

const BATCH = 500;

interface ForeignKey {
  child: string;
  parent: string;
}

/** The application's tables (schema public), parents before children. */
export async function tablesInOrder(db: Db): Promise<string[]> {
  const tables = (await queryRows<{ name: string }>(db, sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`)).map((r) => r.name);
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

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Writes the backup as SQL text, chunk by chunk, to `write`. Returns the number of rows. */
export async function backup(db: Db, write: (chunk: string) => void | Promise<void>): Promise<{ tables: number; rows: number }> {
  const tables = await tablesInOrder(db);
  let rows = 0;
  await write(`-- LabHub data backup, ${new Date().toISOString()}\n-- Restore with: npm run db:restore -- <this file>   (or psql -f <this file> on a migrated database)\n`);
  await write('BEGIN;\n');
  await write(`TRUNCATE ${tables.map(ident).join(', ')} RESTART IDENTITY CASCADE;\n`);
  for (const table of tables) {
    const columns = await queryRows<{ name: string; serial: string | null }>(
      db,
      sql`select column_name as name, pg_get_serial_sequence(${`public.${ident(table)}`}, column_name) as serial
          from information_schema.columns where table_schema = 'public' and table_name = ${table} order by ordinal_position`,
    );
    const hasId = columns.some((c) => c.name === 'id');
    for (let offset = 0; ; offset += BATCH) {
      const batch = await queryRows<{ doc: string | null }>(
        db,
        sql.raw(`select json_agg(t)::text as doc from (select * from ${ident(table)} ${hasId ? 'order by id' : ''} limit ${BATCH} offset ${offset}) t`),
      );
      const doc = batch[0]?.doc;
      if (!doc) break;
      const n = (JSON.parse(doc) as unknown[]).length;
      rows += n;
      await write(`INSERT INTO ${ident(table)} SELECT * FROM json_populate_recordset(NULL::${ident(table)}, ${literal(doc)});\n`);
      if (n < BATCH) break;
    }
    for (const c of columns.filter((c) => c.serial)) {
      await write(`SELECT setval(${literal(c.serial!)}, COALESCE((SELECT max(${ident(c.name)}) FROM ${ident(table)}), 1), (SELECT max(${ident(c.name)}) IS NOT NULL FROM ${ident(table)}));\n`);
    }
  }
  await write('COMMIT;\n');
  return { tables: tables.length, rows };
}

/** Splits a backup into its statements (each ends with `;` at the end of a line, outside string literals). */
export function statements(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "'") inString = !inString;
    else if (!inString && ch === '-' && text[i + 1] === '-' && (i === start || text[i - 1] === '\n')) {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
      start = i + 1;
    } else if (!inString && ch === ';' && (text[i + 1] === '\n' || i + 1 === text.length)) {
      const statement = text.slice(start, i).trim();
      if (statement) out.push(statement);
      start = i + 1;
    }
  }
  if (inString) throw new Error('The backup is cut short (an unterminated string).');
  const rest = text.slice(start).trim();
  if (rest) throw new Error('The backup is cut short (a statement without its end).');
  return out;
}

/**
 * Restores a backup made by `backup()` in one transaction: on any error nothing changes. Only the statements a
 * backup contains are accepted (TRUNCATE, INSERT … json_populate_recordset, setval), so a wrong file cannot run
 * arbitrary SQL.
 */
export async function restore(db: Db, text: string): Promise<{ statements: number }> {
  const list = statements(text).filter((s) => !/^(BEGIN|COMMIT)$/i.test(s));
  if (!list.length || !/^TRUNCATE /.test(list[0]!)) throw new Error('This is not a LabHub backup (it does not start by emptying the tables).');
  for (const s of list) {
    if (!/^(TRUNCATE "[^;]+" RESTART IDENTITY CASCADE|INSERT INTO "[a-z_]+" SELECT \* FROM json_populate_recordset\(NULL::"[a-z_]+", '[\s\S]*'\)|SELECT setval\('[^']+', COALESCE\(\(SELECT max\("[a-z_]+"\) FROM "[a-z_]+"\), 1\), \(SELECT max\("[a-z_]+"\) IS NOT NULL FROM "[a-z_]+"\)\))$/.test(s)) {
      throw new Error(`Unexpected statement in the backup: ${s.slice(0, 80)}…`);
    }
  }
  await db.transaction(async (tx) => {
    for (const s of list) await tx.execute(sql.raw(s));
  });
  // Running API processes on this database forget what they cached (lib/readCache.ts).
  await db.execute(sql`select pg_notify(${WRITES_CHANNEL}, 'restore')`);
  return { statements: list.length };
}
