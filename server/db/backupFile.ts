/**
 * Reading a backup (the format: backup.ts): its lines as a stream, the envelope (header, end record, checksum) and
 * the batches with their row counts, each read checked before the restore touches the database.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

export const BACKUP_FORMAT = 2;

/** A backup that cannot be restored; nothing was changed. */
export class BackupRefused extends Error {}

/**
 * A backup to restore, read as often as the restore needs (three times: its envelope, its rows, then the load),
 * chunk by chunk: a file (`backupFile`) or, for a small one, its text.
 */
export type BackupSource = string | (() => AsyncIterable<Buffer>);

/** A backup file as a source: read in 1 MiB chunks, never whole. */
export const backupFile =
  (path: string): BackupSource =>
  () =>
    createReadStream(path, { highWaterMark: 1024 * 1024 });

/** The lines of a source, each without its `\n`; a last line without one is a line too. */
async function* linesOf(source: BackupSource, maxLineBytes: number): AsyncGenerator<Buffer> {
  const chunks: AsyncIterable<Buffer> =
    typeof source === 'string'
      ? (async function* () {
          yield Buffer.from(source, 'utf8');
        })()
      : source();
  let parts: Buffer[] = [];
  let size = 0;
  let line = 1;
  const tooLong = () =>
    new BackupRefused(`Line ${line} of the backup is longer than ${Math.round(maxLineBytes / 1024 / 1024)} MiB.`);
  for await (const chunk of chunks) {
    let start = 0;
    for (let nl = chunk.indexOf(10, start); nl >= 0; nl = chunk.indexOf(10, start)) {
      if (size + nl - start > maxLineBytes) throw tooLong();
      parts.push(chunk.subarray(start, nl));
      yield parts.length === 1 ? parts[0] : Buffer.concat(parts);
      parts = [];
      size = 0;
      start = nl + 1;
      line++;
    }
    if (start < chunk.length) {
      size += chunk.length - start;
      if (size > maxLineBytes) throw tooLong();
      parts.push(chunk.subarray(start));
    }
  }
  if (size > 0) yield Buffer.concat(parts);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const parseOrUndefined = (line: Buffer | undefined): unknown => {
  try {
    return line === undefined ? undefined : JSON.parse(line.toString('utf8'));
  } catch {
    return undefined;
  }
};

interface Envelope {
  tables: string[];
  trailer: { rows: Record<string, unknown>; total: unknown };
  /** The number of lines, header and end record included. */
  lines: number;
}

/**
 * The first read: the header, the end record and the checksum of everything before it. Only two lines are held at a
 * time. Throws BackupRefused with the reason.
 */
export async function checkEnvelope(source: BackupSource, maxLineBytes: number): Promise<Envelope> {
  const hash = createHash('sha256');
  let first: Buffer | undefined;
  let last: Buffer | undefined;
  let lines = 0;
  let blank = true;
  for await (const line of linesOf(source, maxLineBytes)) {
    if (lines === 0) {
      first = line;
      const start = line.subarray(0, 200).toString('utf8');
      if (/^\s*(--|(BEGIN|INSERT|TRUNCATE|SELECT|CREATE|DROP|SET|COPY)\b)/i.test(start)) {
        throw new BackupRefused(
          start.startsWith('-- LabHub data backup')
            ? 'This is a backup of the old SQL format, which a restore no longer runs (it would execute SQL taken from the file). Restore it with the version that made it, then back up again.'
            : 'This is not a LabHub backup (it holds SQL text; a restore runs none).',
        );
      }
    }
    if (last !== undefined) hash.update(last).update('\n');
    if (blank && line.toString('utf8').trim()) blank = false;
    last = line;
    lines++;
  }
  if (lines < 2)
    throw new BackupRefused(
      blank ? 'The backup is empty.' : 'This is not a LabHub backup (a single line; no header and end record).',
    );
  const trailer = parseOrUndefined(last);
  const header = parseOrUndefined(first);
  if (!isObject(header) || !('labhub_backup' in header))
    throw new BackupRefused('This is not a LabHub backup (its first line is not a LabHub backup header).');
  if (header.labhub_backup !== BACKUP_FORMAT)
    throw new BackupRefused(
      `This backup has format ${JSON.stringify(header.labhub_backup)}; this version reads format ${BACKUP_FORMAT}.`,
    );
  if (!isObject(trailer) || trailer.end !== true || typeof trailer.sha256 !== 'string' || !isObject(trailer.rows)) {
    throw new BackupRefused('The backup is cut short: its end record (row counts and checksum) is missing.');
  }
  if (hash.digest('hex') !== trailer.sha256)
    throw new BackupRefused('The backup has been changed or damaged: its checksum does not match its content.');
  if (!Array.isArray(header.tables) || !header.tables.every(t => typeof t === 'string'))
    throw new BackupRefused('The backup header does not list its tables.');
  return { tables: header.tables, trailer: { rows: trailer.rows, total: trailer.total }, lines };
}

interface Batch {
  table: string;
  rows: Record<string, unknown>[];
  /** The batch's line in the file (1 is the header). */
  line: number;
}

/** The batches of a checked source, one at a time (the header and the end record left out). */
export async function* batchesOf(
  source: BackupSource,
  envelope: Envelope,
  maxLineBytes: number,
): AsyncGenerator<Batch> {
  let n = 0;
  for await (const text of linesOf(source, maxLineBytes)) {
    n++;
    if (n === 1) continue;
    if (n === envelope.lines) return;
    let record: unknown;
    try {
      record = JSON.parse(text.toString('utf8'));
    } catch {
      throw new BackupRefused(`Line ${n} of the backup is not valid JSON.`);
    }
    if (
      !isObject(record) ||
      typeof record.table !== 'string' ||
      !Array.isArray(record.rows) ||
      !record.rows.every(isObject)
    ) {
      throw new BackupRefused(`Line ${n} of the backup is not a batch of rows.`);
    }
    yield { table: record.table, rows: record.rows, line: n };
  }
}

interface Contents {
  counts: Record<string, number>;
  total: number;
  /** Every column name each table's rows use, in the order first met. */
  keys: Map<string, Set<string>>;
  /** The tables in the order their batches come, each once, and whether a table's batches come apart. */
  sequence: string[];
  interleaved: boolean;
}

/** The second read: every batch's shape and table, and the row counts against the end record. */
export async function checkContents(source: BackupSource, envelope: Envelope, maxLineBytes: number): Promise<Contents> {
  const counts: Record<string, number> = Object.fromEntries(envelope.tables.map(t => [t, 0]));
  const keys = new Map<string, Set<string>>();
  const sequence: string[] = [];
  let interleaved = false;
  for await (const batch of batchesOf(source, envelope, maxLineBytes)) {
    if (!(batch.table in counts))
      throw new BackupRefused(
        `Line ${batch.line} names the table "${batch.table.slice(0, 60)}", which the header does not list.`,
      );
    if (sequence.at(-1) !== batch.table) {
      if (sequence.includes(batch.table)) interleaved = true;
      else sequence.push(batch.table);
    }
    counts[batch.table] += batch.rows.length;
    const names = keys.get(batch.table) ?? new Set<string>();
    keys.set(batch.table, names);
    for (const row of batch.rows) for (const key of Object.keys(row)) names.add(key);
  }
  const { trailer } = envelope;
  for (const table of new Set([...envelope.tables, ...Object.keys(trailer.rows)])) {
    if (trailer.rows[table] !== counts[table]) {
      throw new BackupRefused(
        `The backup does not hold the rows it announces: ${table} has ${counts[table] ?? 0}, its end record says ${JSON.stringify(trailer.rows[table])}.`,
      );
    }
  }
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  if (trailer.total !== total)
    throw new BackupRefused(`The backup holds ${total} rows; its end record says ${JSON.stringify(trailer.total)}.`);
  return { counts, total, keys, sequence, interleaved };
}
