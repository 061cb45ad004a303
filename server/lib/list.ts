/**
 * Paging, sorting, searching and filtering of list endpoints in SQL.
 *
 * Without any list parameter an endpoint returns its whole list in the default order (what the original
 * backend did). With `_start`/`_end`/`_sort`/`_order`/`q` or a filter it pages in SQL and sends
 * `X-Total-Count` and `Content-Range`; or, when a searched or filtered list's total was counted up to a bound and
 * passed it (`countMatching`, `registerTotalBound`), `X-Total-At-Least` and `Content-Range: <resource> <first>-<last>/*`.
 */
import { and, type AnyColumn, asc, desc, eq, gte, ilike, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

import type { Db } from '../db/client.js';
import { ApiError, badRequest } from './errors.js';
import type { GenerationCache } from './readCache.js';

export const MAX_PAGE = 1000;

export const listQuerySchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
export type ListQuery = z.infer<typeof listQuerySchema>;

export type Filter = (values: string[]) => SQL | undefined;

export interface ListSpec {
  resource: string;
  /** API field name → column or expression it sorts by. */
  sortable: Record<string, AnyColumn | SQL>;
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  /** Columns searched (case-insensitive substring) by `q`. */
  search?: (AnyColumn | SQL)[];
  /**
   * Or the condition of a search given its lower-cased LIKE pattern (`%q%`): the lab list looks in lab_search, whose
   * one lower-cased text per lab is trigram-indexed, where an ILIKE per column would read every row.
   */
  searchLowered?: (pattern: string) => SQL;
  filters?: Record<string, Filter>;
  /** Always-applied condition (e.g. pending labs). */
  where?: SQL;
}

export interface ListPlan {
  where: SQL | undefined;
  orderBy: SQL[];
  /** The sort orderBy was built from (the spec's default when the query names none). */
  sort: { field: string; order: 'ASC' | 'DESC' };
  limit?: number;
  offset: number;
  paged: boolean;
  /** `q` was given (not blank): lists whose search reaches a joined table need the join to count. */
  searching: boolean;
  /** A search or a filter narrows the list: without one its total is the whole list's (a row-count table's). */
  narrowed: boolean;
  /**
   * The pattern of a search (`%q%`, LIKE's wildcards escaped; lower-cased for `searchLowered`'s LIKE, as typed for the
   * `search` columns' ILIKE), and the conditions other than it: for a count written another way (a side table, subqueries).
   */
  searchPattern?: string;
  /** The search's text as typed (trimmed), for a search written another way (server/repos/labWords.ts). */
  searchText?: string;
  whereBesidesSearch?: SQL;
  /** A filter (besides the spec's own `where` and the search) narrows the list. */
  filtered: boolean;
  /**
   * Set by runList when the total was counted up to a bound and passed it: the list holds at least this many rows
   * (and more than offset + limit), and its exact total was not counted.
   */
  totalAtLeast?: number;
}

const RESERVED = new Set(['_start', '_end', '_sort', '_order', 'q', 'token', '_page', '_limit']);

function one(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function integerParam(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,9}$/.test(value))
    throw badRequest(`${name} must be a non-negative integer.`, { [name]: 'Must be a non-negative integer' });
  return Number(value);
}

/** A filter's condition; a refused value is reported under the filter's own name (`errors: {at_lte: …}`). */
function filterOn(name: string, filter: Filter, values: string[]): SQL | undefined {
  try {
    return filter(values);
  } catch (err) {
    if (!(err instanceof ApiError) || err.statusCode !== 400) throw err;
    throw badRequest(`${name}: ${err.detail}`, { [name]: Object.values(err.errors ?? {})[0] ?? err.detail });
  }
}

export function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, c => `\\${c}`);
}

export function planList(spec: ListSpec, query: ListQuery): ListPlan {
  const conditions: (SQL | undefined)[] = [spec.where];
  let paged = false;
  let narrowed = false;
  let searchPattern: string | undefined;
  let searchCondition: SQL | undefined;

  const q = one(query.q)?.trim();
  if (q) {
    paged = true;
    if (q.length > 200) throw badRequest('The search text is too long.', { q: 'At most 200 characters' });
    if (spec.searchLowered) {
      searchPattern = `%${escapeLike(q.toLowerCase())}%`;
      searchCondition = spec.searchLowered(searchPattern);
    } else {
      const pattern = (searchPattern = `%${escapeLike(q)}%`);
      searchCondition = or(...(spec.search ?? []).map(col => ilike(col as AnyColumn, pattern)));
    }
  }

  for (const [name, raw] of Object.entries(query)) {
    if (RESERVED.has(name)) continue;
    const filter = spec.filters?.[name];
    if (!filter) throw badRequest(`Unknown filter: ${name}.`, { [name]: 'Unknown filter' });
    const values = (Array.isArray(raw) ? raw : [raw]).filter(v => v !== '');
    if (!values.length) continue;
    paged = true;
    narrowed = true;
    conditions.push(filterOn(name, filter, values));
  }

  const sortField = one(query._sort) ?? spec.defaultSort.field;
  const sortColumn = spec.sortable[sortField];
  if (!sortColumn)
    throw badRequest(`Cannot sort by ${sortField}.`, {
      _sort: `Sortable fields: ${Object.keys(spec.sortable).join(', ')}`,
    });
  const orderRaw = (one(query._order) ?? spec.defaultSort.order).toUpperCase();
  if (orderRaw !== 'ASC' && orderRaw !== 'DESC')
    throw badRequest('_order must be ASC or DESC.', { _order: 'ASC or DESC' });
  if (query._sort !== undefined || query._order !== undefined) paged = true;
  const direction = orderRaw === 'ASC' ? asc : desc;
  const orderBy = [direction(sortColumn)];
  // A stable tie-breaker: the first sortable `id` field.
  if (sortField !== 'id' && spec.sortable.id) orderBy.push(direction(spec.sortable.id));

  const start = integerParam('_start', one(query._start)) ?? 0;
  const end = integerParam('_end', one(query._end));
  if (query._start !== undefined || query._end !== undefined) paged = true;
  if (end !== undefined && end < start)
    throw badRequest('_end must not be less than _start.', { _end: 'Must be ≥ _start' });
  const limit = end !== undefined ? Math.min(end - start, MAX_PAGE) : paged ? MAX_PAGE : undefined;

  return {
    where: and(...conditions, searchCondition),
    orderBy,
    sort: { field: sortField, order: orderRaw },
    limit,
    offset: start,
    paged,
    searching: Boolean(q),
    narrowed: narrowed || Boolean(q),
    searchPattern,
    searchText: q || undefined,
    whereBesidesSearch: and(...conditions),
    filtered: narrowed,
  };
}

/**
 * The page's rows, with its total in the headers: `X-Total-Count` and `Content-Range: <resource> <first>-<last>/<total>`,
 * or, for a total counted up to a bound (plan.totalAtLeast), `X-Total-At-Least` and an unknown complete length
 * (`…/*`, RFC 9110): no header then carries a number that is not the total.
 */
export function sendList<T>(reply: FastifyReply, spec: ListSpec, plan: ListPlan, rows: T[], total: number) {
  listHeaders(reply, spec, plan, rows.length, total);
  return rows;
}

/** sendList's headers for a page of `count` rows. */
export function listHeaders(reply: FastifyReply, spec: ListSpec, plan: ListPlan, count: number, total: number) {
  const last = count ? plan.offset + count - 1 : plan.offset;
  if (plan.totalAtLeast !== undefined) {
    reply.header('X-Total-At-Least', String(plan.totalAtLeast));
    reply.header('Content-Range', `${spec.resource} ${plan.offset}-${last}/*`);
    return;
  }
  reply.header('X-Total-Count', String(total));
  reply.header('Content-Range', `${spec.resource} ${plan.offset}-${last}/${total}`);
}

export const countAll = sql<number>`cast(count(*) as integer)`;

/** The one column of a select of matching rows (countMatching): what is counted is the rows, not their values. */
export const matchingRow = { one: sql<number>`1`.as('one') };

/**
 * A sum of money (rupees), optionally over the rows a condition keeps. PostgreSQL adds integers exactly (as bigint or
 * numeric); the result is read as a float8, which holds every whole number up to 2^53 exactly, so a total past
 * 2^31 (a year's sales at marketplace scale) is neither refused nor rounded.
 */
export const moneySum = (expr: SQL | AnyColumn, where?: SQL) =>
  where
    ? sql<number>`cast(coalesce(sum(${expr}) filter (where ${where}), 0) as float8)`
    : sql<number>`cast(coalesce(sum(${expr}), 0) as float8)`;

/** Filters shared by many lists. */
export const filters = {
  ids(column: AnyColumn): Filter {
    return values => {
      const ids = values.map(Number).filter(n => Number.isInteger(n) && n > 0 && n < 2 ** 31);
      if (ids.length !== values.length)
        throw badRequest('id must be a positive integer.', { id: 'Must be a positive integer' });
      return inArray(column, ids);
    };
  },
  bool(column: AnyColumn): Filter {
    return values => {
      const v = values[0];
      if (v !== 'true' && v !== 'false') throw badRequest('Expected true or false.', { value: 'true or false' });
      return eq(column, v === 'true');
    };
  },
  text(column: AnyColumn): Filter {
    return values => inArray(column, values);
  },
  textCaseless(column: AnyColumn): Filter {
    return values =>
      inArray(
        sql`lower(${column})`,
        values.map(v => v.toLowerCase()),
      );
  },
  /** `at_gte=2026-11-01` (or a full ISO time): on or after that moment (a bare date is its start, UTC). */
  atOrAfter(column: AnyColumn): Filter {
    return values => gte(column, moment(values[0], 'start'));
  },
  /** `at_lte=2026-11-30` (or a full ISO time): on or before it; a bare date counts whole (up to its end, UTC). */
  atOrBefore(column: AnyColumn): Filter {
    return values => {
      const value = values[0];
      return /^\d{4}-\d{2}-\d{2}$/.test(value) ? lt(column, moment(value, 'end')) : lte(column, moment(value, 'start'));
    };
  },
};

const ISO_MOMENT = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-](\d{2}):(\d{2}))?)?$/;

/**
 * An ISO date or time as a Date; `end` of a bare date is the next day's start. Only real calendar dates of the years
 * 1–9999 and real times pass (PostgreSQL refuses year 0, JavaScript would move 2026-02-31 to March): anything else
 * is a 400, before any SQL.
 */
function moment(value: string, side: 'start' | 'end'): Date {
  const refuse = () =>
    badRequest('Expected a date such as 2026-11-30 (years 1 to 9999).', { date: 'Expected a date such as 2026-11-30' });
  const m = ISO_MOMENT.exec(value);
  if (!m) throw refuse();
  const [year, month, day, hour = 0, minute = 0, second = 0] = [m[1], m[2], m[3], m[4], m[5], m[6]].map(p =>
    p === undefined ? undefined : Number(p),
  ) as number[];
  const calendar = new Date(Date.UTC(2000, month - 1, day));
  calendar.setUTCFullYear(year);
  const realDay =
    calendar.getUTCFullYear() === year && calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day;
  const offsetOk = m[8] === undefined || (Number(m[8]) <= 15 && Number(m[9]) < 60);
  if (year < 1 || !realDay || hour > 23 || minute > 59 || second > 59 || !offsetOk) throw refuse();
  const date = new Date(m[4] !== undefined ? value : `${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw refuse();
  if (side === 'end') date.setUTCDate(date.getUTCDate() + 1);
  // The driver sends an ISO string, which has no 4-digit form beyond 9999 (`+010000-…`): the day after 9999-12-31 is
  // its last millisecond instead. A time whose offset moves it out of the years 1–9999 is refused like the others.
  if (date.getUTCFullYear() > 9999) return new Date(Date.UTC(9999, 11, 31, 23, 59, 59, 999));
  if (date.getUTCFullYear() < 1) throw refuse();
  return date;
}

interface Pageable<T> extends PromiseLike<T[]> {
  limit(n: number): { offset(n: number): PromiseLike<T[]> };
  offset(n: number): PromiseLike<T[]>;
}

interface Counting extends PromiseLike<{ n: number }[]> {
  toSQL?(): { sql: string; params: unknown[] };
}

/**
 * What a count that reads a bounded number of rows found (countScanning): `n` matches (at most the `stopAt` asked), and
 * whether the rows it read were all the rows there are to test (`whole`).
 */
export type ScanCount = PromiseLike<{ n: number; whole: boolean }[]>;

/**
 * A list's count; with `upTo`, the same count stopped after n rows (countMatching); with `scanning`, a count that stops
 * after `stopAt` matches or after reading `atMost` rows, whichever comes first (countScanning).
 */
type Count = (() => Counting) & {
  upTo?: (n: number) => Counting;
  scanning?: (stopAt: number, atMost: number) => ScanCount;
};

/**
 * The count of a list's matching rows (`rows`: a select of them, `.$dynamic()`, any columns): exact, or stopped after n
 * rows (`upTo`: `count(*)` over the rows LIMITed to n, which stops reading once n have matched). runList counts a
 * searched or filtered list up to the database's bound (registerTotalBound) this way.
 */
export function countMatching(db: Db, rows: () => PgSelect): Count {
  return Object.assign(() => db.select({ n: countAll }).from(rows().as('matching')), {
    upTo: (n: number) => db.select({ n: countAll }).from(rows().limit(n).as('matching')),
  });
}

/**
 * A count whose rows cannot be found through an index (a search text with no word to stand for it): `tested()` reads the
 * rows in a fixed order and tells for each whether it matches (`m`); `rowsInAll` is how many rows there are to read (a
 * row-count table's total). The count stops after `stopAt` matches or `atMost` rows read: its cost follows the bound,
 * not how rare the matches are (runList's scan-bounded total, registerCountScanAtMost).
 */
export function countScanning(
  db: Db,
  tested: () => PgSelect,
  rowsInAll: SQL<string>,
): (stopAt: number, atMost: number) => ScanCount {
  return (stopAt, atMost) => {
    const read = tested().limit(atMost).as('read');
    const matching = db
      .select(matchingRow)
      .from(read)
      .where(sql`${sql.identifier('read')}.${sql.identifier('m')}`)
      .limit(stopAt)
      .as('matching');
    return db.select({ n: countAll, whole: sql<boolean>`(${rowsInAll}) <= ${atMost}` }).from(matching);
  };
}

/**
 * The rows of a count whose search reaches another table (`select`: over the list's own table, `.$dynamic()`): joined
 * to `table` on `on` only when searching, then narrowed by the plan's conditions (or `where`: a search's narrower condition, SearchValues.narrowed). Every
 * row has its row there (a non-null foreign key), so the rows are the same either way; without a search the count reads the list's table alone.
 */
export function joinedWhenSearching<T extends PgSelect>(
  plan: ListPlan,
  select: T,
  table: PgTable,
  on: SQL,
  where: SQL | undefined = plan.where,
): T {
  return (plan.searching ? select.innerJoin(table, on) : select).where(where) as T;
}

/**
 * One table a search reaches through a column of the list's own (`column IN (…)`): `values(pattern, limit)` reads the
 * values of that column the text matches (ids of the matching labs or patients, matching statuses…), at most `limit` + 1
 * of them through the referenced table's index, or answers undefined when it already knows they are many.
 */
export interface SearchSource {
  column: AnyColumn;
  values: (pattern: string, limit: number) => PromiseLike<readonly unknown[] | undefined>;
  /**
   * The search's own condition on this source's column as the list's statement reaches it (e.g. `labs.name ILIKE
   * pattern` through the list's join): when this source matches many and every source before it matched nothing, it is
   * the whole search (SearchValues.narrowed). Only for the last source of a list whose sources stand for every searched
   * column.
   */
  condition?: (pattern: string) => SQL;
}

/** At most this many values of one source stand in for a search's text (searchThroughValues), unless registered. */
export const FEW_MATCHING_VALUES = 10_000;
const fewValuesLimits = new WeakMap<object, number>();
/** The number of values of one source searchThroughValues takes as few, for a database (AppOptions.searchValuesLimit). */
export function registerSearchValuesLimit(db: object, limit: number) {
  fewValuesLimits.set(db, limit);
}

/** What searchThroughValues found: the search as conditions on the list's own columns, and/or some rows it matches. */
export interface SearchValues {
  /**
   * The search's own condition rewritten on the list's columns (`column = any($values)` per source, with the plan's
   * other conditions): when every source matched few values. The page and the count use it instead of plan.where.
   */
  exact?: SQL;
  /**
   * A common text (a source matched more than the few, FEW_MATCHING_VALUES): the rows of the first values it read (e.g. the orders
   * of the first 10,001 labs named so), with the plan's other conditions. Each such row matches the search, so their
   * count is a lower bound of the total: countSomeFirst counts them, through the list's own index, before the walk.
   */
  some?: SQL;
  /**
   * A common text that only the last source matches (every source before it matched nothing): the search is that
   * source's own condition (SearchSource.condition) with the plan's other conditions, for the page instead of plan.where.
   * The page sorted by the source's column can then test it on that table alone (the labs' name index) instead of on
   * every joined row (the OR over the list's own columns).
   */
  narrowed?: SQL;
  /**
   * Every source before the last matched nothing, and the last stands for its searched column (it has a `condition`):
   * the search is that column's alone, whether the last source matched few values or many.
   */
  lastAlone?: boolean;
}

/**
 * A search that reaches other tables, answered from what it matches there. When that is little, the search's condition
 * becomes `column IN (values)` on the list's own indexed columns (`exact`), so a rare or absent text costs a few index
 * reads instead of testing every row of the list joined to its references (`q=zzzq` over 400,000 invoices: ≈ 5 s → ms).
 * When a source matches more than FEW_MATCHING_VALUES (a common text) the plan's own condition stands for the page (its
 * walk in the sort order meets matches soon), and `some` names rows that certainly match, for the count. Nothing
 * without a search.
 */
export async function searchThroughValues(db: object, plan: ListPlan, sources: SearchSource[]): Promise<SearchValues> {
  const pattern = plan.searchPattern;
  if (pattern === undefined) return {};
  const few = fewValuesLimits.get(db) ?? FEW_MATCHING_VALUES;
  // One source after the other, not side by side: the first that matches many decides (a common text's other sources
  // are not read: a trigram index answers a common text by marking every match, ≈ 0.3 s for the patients of "lahore"
  // at 100,000 labs), and a rare text's sources each cost a few index reads.
  const found: (readonly unknown[] | undefined)[] = [];
  for (const [i, source] of sources.entries()) {
    const values = await source.values(pattern, few);
    const alone = i === sources.length - 1 && found.every(v => v?.length === 0) ? source.condition : undefined;
    if (values && values.length > few) {
      const some = and(plan.whereBesidesSearch, sql`${source.column} = any(${sql.param([...values])})`);
      return {
        some,
        narrowed: alone ? and(plan.whereBesidesSearch, alone(pattern)) : undefined,
        lastAlone: !!alone,
      };
    }
    found.push(values);
  }
  if (found.some(values => values === undefined)) return {};
  const last = sources.length - 1;
  const lastAlone = Boolean(sources[last]?.condition) && found.slice(0, last).every(v => v?.length === 0);
  return { exact: exactOf(plan, sources, found), lastAlone };
}

/** The search as `column = any($values)` per source that matched some values (searchThroughValues' `exact`). */
function exactOf(plan: ListPlan, sources: SearchSource[], found: (readonly unknown[] | undefined)[]) {
  // One array parameter per source (`= any($1)`), not one parameter per value: the statement stays the same size.
  const conditions = sources.flatMap((s, i) =>
    found[i]?.length ? [sql`${s.column} = any(${sql.param([...(found[i] ?? [])])})`] : [],
  );
  return and(plan.whereBesidesSearch, conditions.length ? or(...conditions) : sql`false`);
}

/**
 * A count (`count`, of every matching row) that, asked for n rows (`upTo`), first counts up to n of `some` (rows that
 * certainly match: SearchValues.some, through the list's own index): n of them answer "at least n" without testing
 * the list's rows one by one; fewer, and the full count runs. Without `some`, the count itself.
 */
export function countSomeFirst(db: Db, some: (() => PgSelect) | undefined, count: Count): Count {
  const upTo = count.upTo;
  if (!some || !upTo) return count;
  return Object.assign(() => count(), {
    upTo: (n: number): Counting => {
      const run = async () => {
        const [first] = await db.select({ n: countAll }).from(some().limit(n).as('matching'));
        return first.n >= n ? [first] : await upTo(n);
      };
      return {
        then: (resolve, reject) => run().then(resolve, reject),
        // The totals cache's key: the full count's statement, marked (its answer here may be the lower bound).
        toSQL: () => {
          const statement = upTo(n).toSQL?.() ?? { sql: '', params: [] };
          return { sql: `/* some first */ ${statement.sql}`, params: statement.params };
        },
      };
    },
  });
}

/** The values a bounded select found, as searchThroughValues takes them. */
export const valuesOf = async <T>(rows: PromiseLike<{ value: T }[]>) => (await rows).map(r => r.value);

/**
 * How many rows of a searched or filtered list are counted at most (LIST_TOTAL_BOUND, 10,000 by default): past it the
 * reply says "more than" instead of counting every match. Unfiltered lists keep their exact totals (row-count tables).
 */
export const DEFAULT_TOTAL_BOUND = 10_000;
const totalBounds = new WeakMap<object, number>();
export function registerTotalBound(db: object, bound: number) {
  totalBounds.set(db, bound);
}

/**
 * How many rows a count with no index to find its matches reads at most (countScanning; 50,000 by default, 40-60 ms
 * of lab texts at 1,000,000 labs): past them the reply says "more than" what it found, or than the page's end when a
 * next page exists. The tests register a few (AppOptions.countScanAtMost).
 */
export const DEFAULT_COUNT_SCAN_AT_MOST = 50_000;
const countScanLimits = new WeakMap<object, number>();
export function registerCountScanAtMost(db: object, atMost: number) {
  countScanLimits.set(db, atMost);
}

/** List totals per database, kept until the next write (lib/readCache.ts); registered by app.ts. */
const totalsCaches = new WeakMap<object, GenerationCache<number>>();
/** Databases that run statements side by side (a PostgreSQL pool; PGlite runs one at a time). */
const concurrentDbs = new WeakSet<object>();
export function registerTotalsCache(db: object, cache: GenerationCache<number>, concurrent = false) {
  totalsCaches.set(db, cache);
  if (concurrent) concurrentDbs.add(db);
}

/**
 * A whole list's total carried by its page's statement (a scalar subquery over a row-count table kept by triggers,
 * db/schema.ts labCounts and orderCounts) when `expr` is given: spread `column` into the page's select and pass `read`
 * to runList. Without `expr` both are empty and runList counts.
 */
export function inlineTotal(expr: SQL<string> | undefined): {
  column: { total?: SQL<string> };
  read?: (row: { total?: string }) => number;
} {
  return expr ? { column: { total: expr }, read: row => Number(row.total) } : { column: {} };
}

/**
 * Runs a planned list query: the page's rows, and the total (counted in SQL only when paging). A page that is not
 * full is the last one, so its total needs no count. With `db` given, the total of the same count query (SQL text and
 * parameters) is kept until the next write: paging through a large list then costs one indexed page query instead
 * of a COUNT(*) over every matching row each time.
 */
export async function runList<T>(
  plan: ListPlan,
  query: Pageable<T>,
  count: Count,
  db?: object,
  inlineTotal?: (row: T) => number,
) {
  const page = plan.limit !== undefined ? query.limit(plan.limit).offset(plan.offset) : query.offset(plan.offset);
  if (!plan.paged) {
    const rows = await page;
    return { rows, total: rows.length };
  }
  // The page's statement carries the total itself (a sum over a row-count table kept by triggers: db/schema.ts labCounts): one round trip,
  // read in the page's own snapshot. Only a page past the end (no row to carry it) counts on its own.
  if (inlineTotal) {
    const rows = await page;
    if (rows.length) return { rows, total: inlineTotal(rows[0]) };
    return { rows, total: (await count())[0].n };
  }
  // On PostgreSQL the count runs beside the page (on another pooled connection), not after it: a request then waits
  // for the longer of the two instead of their sum. A page that is not full needs no total (it is offset + rows): the
  // count is then dropped (PGlite, one statement at a time, counts only when the page is full). With `db` given, the total of the same count query (SQL text and parameters) is kept until the
  // next write: paging through a large list then costs one indexed page query instead of a COUNT(*) each time.
  const cache = db ? totalsCaches.get(db) : undefined;
  // A searched or filtered list counts at most max(bound, the page's end) + 1 rows: one more than that says "more than".
  const bound = db ? totalBounds.get(db) : undefined;
  const stopAt =
    plan.narrowed && count.upTo && bound !== undefined
      ? Math.max(bound, plan.offset + (plan.limit ?? 0)) + 1
      : undefined;
  const counted = () => (stopAt !== undefined && count.upTo ? count.upTo(stopAt) : count());
  const scanAtMost = db ? countScanLimits.get(db) : undefined;
  if (stopAt !== undefined && plan.limit !== undefined && count.scanning && scanAtMost !== undefined) {
    const concurrent = Boolean(db && concurrentDbs.has(db));
    const scan = { scanning: count.scanning, atMost: scanAtMost, stopAt, concurrent };
    return scanBoundedList(plan, plan.limit, query, counted, scan);
  }
  const counting = async () => (await counted())[0].n;
  const statement = cache ? counted().toSQL?.() : undefined;
  const total = () =>
    cache && statement ? cache.get(JSON.stringify([statement.sql, statement.params]), counting) : counting();
  const early = db && concurrentDbs.has(db) ? total() : undefined;
  // Marked handled at once: should the count fail before the page does, its rejection is not left unhandled in the
  // meantime (it is still awaited, and thrown, below).
  early?.catch(() => {});
  const rows = await page;
  if (plan.limit !== undefined && rows.length < plan.limit && (rows.length > 0 || plan.offset === 0)) {
    return { rows, total: plan.offset + rows.length };
  }
  const n = await (early ?? total());
  if (stopAt !== undefined && n >= stopAt) plan.totalAtLeast = n;
  return { rows, total: n };
}

/**
 * runList for a count that reads a bounded number of rows (countScanning): the page is asked with one row more, which
 * says whether a next page exists. A last page needs no count; otherwise the count reads at most `atMost` rows (beside
 * the page on a `concurrent` database). Past the total bound (`stopAt`), or short of every row, the total is "at least"
 * (X-Total-At-Least): what the count found, and never less than the page's end and one more when a next page exists. A
 * page past the last match has the list's bounded count (`counted`), as runList does.
 */
async function scanBoundedList<T>(
  plan: ListPlan,
  limit: number,
  query: Pageable<T>,
  counted: () => Counting,
  scan: { scanning: NonNullable<Count['scanning']>; atMost: number; stopAt: number; concurrent: boolean },
) {
  const { scanning, atMost, stopAt } = scan;
  const early = scan.concurrent ? Promise.resolve(scanning(stopAt, atMost)) : undefined;
  early?.catch(() => {});
  const fetched = await query.limit(limit + 1).offset(plan.offset);
  const more = fetched.length > limit;
  const rows = more ? fetched.slice(0, limit) : fetched;
  if (!more && rows.length > 0) return { rows, total: plan.offset + rows.length };
  if (!more && plan.offset === 0) return { rows, total: 0 };
  if (!more) {
    const [{ n }] = await counted();
    if (n >= stopAt) plan.totalAtLeast = n;
    return { rows, total: n };
  }
  const [{ n, whole }] = await (early ?? scanning(stopAt, atMost));
  if (n >= stopAt || !whole) {
    const atLeast = Math.max(n, plan.offset + rows.length + 1);
    plan.totalAtLeast = atLeast;
    return { rows, total: atLeast };
  }
  return { rows, total: n };
}
