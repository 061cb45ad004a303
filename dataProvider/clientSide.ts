/**
 * Lists in the browser, for a backend that ignores list parameters and returns the whole array (the original
 * marketplace backend): filter, search, sort and page records that already carry react-admin's `id`.
 * Pure functions; the provider uses them only when a list reply has neither `X-Total-Count` nor `Content-Range`.
 */
export type ClientRecord = Record<string, unknown>;

/** A value as text: `String`'s, except a plain object, which is its JSON rather than `[object Object]`. */
export const textOf = (value: unknown): string =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? JSON.stringify(value) : String(value);

export interface ClientListParams {
  /** Field equality filters (arrays match any value; dotted paths reach nested fields); `q` searches. */
  filter?: Record<string, unknown>;
  sort?: { field: string; order: string };
  pagination?: { page: number; perPage: number };
  /** Fields `q` searches (case-insensitive substring); every top-level text or number field when absent. */
  searchFields?: string[];
  /** react-admin field name → record field, for sort and filter fields the records spell differently. */
  aliases?: Record<string, string>;
}

/** `a.b.c` of a record; a plain key wins over a dotted path. */
export function valueAt(record: ClientRecord, path: string): unknown {
  if (path in record) return record[path];
  let value: unknown = record;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

function sameValue(actual: unknown, expected: unknown): boolean {
  if (typeof actual === 'string' && typeof expected === 'string')
    return actual.toLowerCase() === expected.toLowerCase();
  return String(actual) === String(expected);
}

/** Whether a record passes every filter (empty filter values are ignored, as react-admin's inputs clear to ''). */
export function matchesFilter(
  record: ClientRecord,
  filter: Record<string, unknown>,
  aliases: Record<string, string> = {},
): boolean {
  return Object.entries(filter).every(([key, expected]) => {
    if (key === 'q' || isEmpty(expected)) return true;
    const actual = valueAt(record, aliases[key] ?? key);
    if (Array.isArray(expected)) return expected.length === 0 || expected.some(e => sameValue(actual, e));
    return sameValue(actual, expected);
  });
}

/** Whether `q` occurs (case-insensitively) in one of the searched fields. */
export function matchesSearch(record: ClientRecord, q: string, fields?: string[]): boolean {
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  const values = fields ? fields.map(f => valueAt(record, f)) : Object.values(record);
  return values.some(v => (typeof v === 'string' || typeof v === 'number') && String(v).toLowerCase().includes(needle));
}

/** Ascending order: numbers by value, booleans false first, text naturally and case-insensitively; empty values last. */
export function compareValues(a: unknown, b: unknown): number {
  const aEmpty = isEmpty(a);
  const bEmpty = isEmpty(b);
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return textOf(a).localeCompare(textOf(b), 'en', { sensitivity: 'base', numeric: true });
}

/** A sorted copy (stable: equal records keep their order); empty values stay last in both directions. */
export function sortRecords<T extends ClientRecord>(
  records: T[],
  sort: { field: string; order: string } | undefined,
  aliases: Record<string, string> = {},
): T[] {
  if (!sort?.field) return records;
  const field = aliases[sort.field] ?? sort.field;
  const direction = sort.order.toUpperCase() === 'DESC' ? -1 : 1;
  return [...records].sort((x, y) => {
    const a = valueAt(x, field);
    const b = valueAt(y, field);
    if (isEmpty(a) || isEmpty(b)) return compareValues(a, b);
    return direction * compareValues(a, b);
  });
}

/** One page (page numbers start at 1). */
export function paginate<T>(records: T[], pagination: { page: number; perPage: number } | undefined): T[] {
  if (!pagination) return records;
  const page = Math.max(1, pagination.page);
  return records.slice((page - 1) * pagination.perPage, page * pagination.perPage);
}

/** Filter, search, sort and page: the page's records and the total before paging. */
export function applyClientSide<T extends ClientRecord>(
  records: T[],
  params: ClientListParams,
): { data: T[]; total: number } {
  const filter = params.filter ?? {};
  const q = typeof filter.q === 'string' ? filter.q : '';
  const matching = records.filter(
    r => matchesFilter(r, filter, params.aliases) && matchesSearch(r, q, params.searchFields),
  );
  const sorted = sortRecords(matching, params.sort, params.aliases);
  return { data: paginate(sorted, params.pagination), total: matching.length };
}
