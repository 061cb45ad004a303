/**
 * The global search: one text looked for in labs, patients, orders, staff and tests. Every group is answered from
 * indexes (server/db/schema.ts): an exact email, phone, CNIC, title or order id by btree equality, listed first; then
 * the records whose text contains it (three characters or more), nearest first by pg_trgm word similarity (`nearest`:
 * a few matches ranked whole from the GIN index, many walked nearest first by a GiST index scan that stops at the
 * page, so a text contained in 10 or 100,000 labs costs about the same); or, for one or two characters, the records
 * whose name starts with it, in name order (the byte-order `lower(name) collate "C"` btree indexes). Pages are read
 * one past their end to tell whether another follows: no count.
 */
import { type SQL, sql } from 'drizzle-orm';

import type { SearchGroup, SearchGroupPage, SearchHit } from '../../contracts/calls.js';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/client.js';
import { invoiceNumber } from './invoices.js';

/** Who searches: an administrator sees everything, a lab user its own lab, its orders and their patients. */
export type SearchScope = { kind: 'all' } | { kind: 'lab'; labId: number };

/** The groups a scope searches (staff and the test catalogue are the administrators'). */
export const groupsOf = (scope: SearchScope): SearchGroup[] =>
  scope.kind === 'all' ? ['labs', 'patients', 'orders', 'staff', 'tests'] : ['labs', 'patients', 'orders'];

/** The most exact matches a group lists first (an email or CNIC is unique; a phone may be shared by a few). */
const MAX_EXACT = 10;

interface Row {
  id: number;
  key: string;
  title: string;
  subtitle: string | null;
}

interface Query {
  /** The text as typed (trimmed): phones and CNICs are compared as written. */
  text: string;
  lower: string;
  /** `%text%` with LIKE's wildcards escaped, lower-cased. */
  contains: string;
  /** `text%`, likewise. */
  prefix: string;
  /** Three characters or more: a trigram index can answer "contains". */
  long: boolean;
  /** An order id: digits, or an invoice number (LH-000123). */
  orderId: number | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, c => `\\${c}`);

function parseQuery(q: string): Query {
  const text = q.trim();
  const lower = text.toLowerCase();
  const digits = /^(?:lh-?)?0*(\d{1,9})$/.exec(lower);
  return {
    text,
    lower,
    contains: `%${escapeLike(lower)}%`,
    prefix: `${escapeLike(lower)}%`,
    long: [...lower].length >= 3,
    orderId: digits ? Number(digits[1]) : null,
  };
}

interface GroupSql {
  /** The exact matches, or null when the text cannot be one. */
  exact(q: Query, scope: SearchScope): SQL | null;
  /**
   * The other matches, nearest first (by name for one or two characters), without `exclude`, from `offset`, at most
   * `limit` rows (or null: none).
   */
  matches(q: Query, scope: SearchScope, exclude: number[], limit: number, offset: number): SQL | null;
}

const idList = (ids: number[]) =>
  ids.length
    ? sql.join(
        ids.map(id => sql`${id}`),
        sql`, `,
      )
    : sql`0`;
const labOnly = (scope: SearchScope, column: SQL) =>
  scope.kind === 'lab' ? sql`and ${column} = ${scope.labId}` : sql``;

const labColumns = sql`l.id, l.email as key, l.name as title, l.email || ' · ' || l.city || ' · ' || l.contact_number as subtitle`;
const patientColumns = sql`u.id, u.email as key, u.name as title, u.email || coalesce(' · ' || u.contact_number, '') as subtitle`;
/** A lab user's patients: those who ordered at its lab (orders_patient_lab_idx). */
const patientScope = (scope: SearchScope) =>
  scope.kind === 'lab'
    ? sql`and exists (select 1 from orders o where o.patient_id = u.id and o.lab_id = ${scope.labId})`
    : sql``;
const staffColumns = sql`s.id, s.email as key, s.name as title, s.email || ' · ' || s.cnic as subtitle`;
const testColumns = sql`t.id, t.id::text as key, t.title, t.lower_price_limit || '–' || t.upper_price_limit as subtitle`;

/** At most this many "contains" matches are ranked whole (read through the GIN index, sorted by similarity). */
const RANKED_WHOLE = 64;

/**
 * How many of the nearest matches a page is drawn from when more than RANKED_WHOLE records contain the text: the
 * smallest of 16, 32, 64… that holds the page. The GiST scan gives them in its own order among equal similarities;
 * they are then sorted by similarity, name and id, so that equal ones read in name order and every page drawn from
 * the same window (the palette's first page of 5 and its next of 10 both are) agrees on the order.
 */
function windowOf(offset: number, limit: number): number {
  let window = 16;
  while (window < offset + limit) window *= 2;
  return window;
}

interface Nearest {
  /** `from <table> <alias> where <scope>`. */
  from: SQL;
  /**
   * The text searched: the expression of the group's pg_trgm GIN index; in byte collation (`collate "C"`, which only
   * the walk asks for) the expression of its GiST index.
   */
  text: SQL;
  name: SQL;
  id: SQL;
  /** The hit's columns, read from the joined row… */
  columns: SQL;
  /** …joined to the ranked ids `m`. */
  join: SQL;
}

/**
 * "Contains", nearest first by word similarity (pg_trgm `<<->`), then by name and id. Its cost follows the page, not
 * the number of matches: up to RANKED_WHOLE matching ids are read through the GIN index (a bitmap scan that stops at
 * RANKED_WHOLE + 1 rows) and, when that is all of them, ranked whole; when more contain the text, the GiST index is
 * walked nearest first for the page's window (an index scan ordered by distance, which stops there). One statement:
 * the branch not taken is cut by a one-time filter on the first one's count.
 */
function nearest(q: Query, n: Nearest, exclude: number[], limit: number, offset: number): SQL {
  const textC = sql`(${n.text} collate "C")`;
  return sql`with few as materialized (
      select ${n.id} as id ${n.from} and ${n.text} like ${q.contains} and ${n.id} not in (${idList(exclude)})
      limit ${RANKED_WHOLE + 1}),
    near as (
      select ${n.id} as id, ${n.name} as name, ${q.lower} <<-> ${n.text} as distance ${n.from}
        and ${n.id} in (select id from few) and (select count(*) from few) <= ${RANKED_WHOLE}
      union all
      (select ${n.id}, ${n.name}, ${q.lower} <<-> ${textC} ${n.from}
        and (select count(*) from few) > ${RANKED_WHOLE}
        and ${textC} like ${q.contains} and ${n.id} not in (${idList(exclude)})
        order by ${q.lower} <<-> ${textC} limit ${windowOf(offset, limit)}))
    select ${n.columns} from near m ${n.join}
    order by m.distance, m.name, m.id limit ${limit} offset ${offset}`;
}

/**
 * The other matches of a group read from one table (`from`, which also holds `columns`): "contains" nearest first
 * (`nearest`) for three characters or more, else the names that start with the text, by name and id.
 */
function byName(table: (scope: SearchScope) => Nearest): GroupSql['matches'] {
  return (q, scope, exclude, limit, offset) => {
    const n = table(scope);
    return q.long
      ? nearest(q, n, exclude, limit, offset)
      : sql`select ${n.columns} ${n.from}
              and lower(${n.name}) collate "C" like ${q.prefix} and ${n.id} not in (${idList(exclude)})
              order by lower(${n.name}) collate "C", ${n.id} limit ${limit} offset ${offset}`;
  };
}

const GROUPS: Record<SearchGroup, GroupSql> = {
  labs: {
    exact: (q, scope) =>
      sql`select ${labColumns} from labs l
          where (l.email = ${q.lower} or l.contact_number = ${q.text}) ${labOnly(scope, sql`l.id`)}
          order by l.id limit ${MAX_EXACT}`,
    matches: (q, scope, exclude, limit, offset) =>
      q.long
        ? // lab_search holds each lab's search text (labSearchText) and name, kept by triggers (lab_search_trgm_idx, lab_search_gist_idx).
          nearest(
            q,
            {
              from: sql`from lab_search ls where true ${labOnly(scope, sql`ls.id`)}`,
              text: sql`ls.text`,
              name: sql`ls.name`,
              id: sql`ls.id`,
              columns: labColumns,
              join: sql`join labs l on l.id = m.id`,
            },
            exclude,
            limit,
            offset,
          )
        : sql`select ${labColumns} from labs l
              where lower(l.name) collate "C" like ${q.prefix} and l.id not in (${idList(exclude)})
              ${labOnly(scope, sql`l.id`)}
              order by lower(l.name) collate "C", l.id limit ${limit} offset ${offset}`,
  },
  patients: {
    exact: (q, scope) =>
      sql`select ${patientColumns} from users u
          where u.role = 'patient' and (u.email = ${q.lower} or u.contact_number = ${q.text}) ${patientScope(scope)}
          order by u.id limit ${MAX_EXACT}`,
    matches: byName(scope => ({
      from: sql`from users u where u.role = 'patient' ${patientScope(scope)}`,
      // The expressions of users_patient_search_trgm_idx and _gist_idx (patientSearchText in server/db/schema.ts).
      text: sql`lower(u.name || ' ' || u.email || ' ' || coalesce(u.contact_number, ''))`,
      name: sql`u.name`,
      id: sql`u.id`,
      columns: patientColumns,
      join: sql`join users u on u.id = m.id`,
    })),
  },
  orders: {
    exact: (q, scope) =>
      q.orderId === null
        ? null
        : sql`select o.id, o.id::text as key, '' as title, u.name || ' · ' || l.name as subtitle
              from orders o join labs l on l.id = o.lab_id join users u on u.id = o.patient_id
              where o.id = ${q.orderId} ${labOnly(scope, sql`o.lab_id`)}`,
    matches: () => null,
  },
  staff: {
    exact: q =>
      sql`select ${staffColumns} from staff s
          where s.email = ${q.lower} or s.cnic = ${q.text} or s.contact_number = ${q.text}
          order by s.id limit ${MAX_EXACT}`,
    matches: byName(() => ({
      from: sql`from staff s where true`,
      // The expressions of staff_search_trgm_idx and _gist_idx (staffSearchText in server/db/schema.ts).
      text: sql`lower(s.name || ' ' || s.cnic || ' ' || s.contact_number)`,
      name: sql`s.name`,
      id: sql`s.id`,
      columns: staffColumns,
      join: sql`join staff s on s.id = m.id`,
    })),
  },
  tests: {
    exact: q =>
      sql`select ${testColumns} from tests t where lower(t.title) = ${q.lower} and t.deleted_at is null
          order by t.id limit ${MAX_EXACT}`,
    matches: byName(() => ({
      // A deleted test (its purge pending: repos/tests.ts) is not in the catalogue.
      from: sql`from tests t where t.deleted_at is null`,
      // The expressions of tests_title_trgm_idx and _gist_idx.
      text: sql`lower(t.title)`,
      name: sql`t.title`,
      id: sql`t.id`,
      columns: testColumns,
      join: sql`join tests t on t.id = m.id`,
    })),
  },
};

/** The statements of one group's page, in the order they run: for EXPLAIN (bench/search.ts, the search test). */
export function groupStatements(group: SearchGroup, q: string, scope: SearchScope, limit: number): SQL[] {
  const query = parseQuery(q);
  const g = GROUPS[group];
  return [g.exact(query, scope), g.matches(query, scope, [], limit + 1, 0)].filter((s): s is SQL => s !== null);
}

/**
 * One page of a group: the exact matches first, then the others nearest first; `offset` counts through both.
 */
export async function searchGroup(
  db: Db,
  group: SearchGroup,
  q: string,
  scope: SearchScope,
  limit: number,
  offset: number,
): Promise<SearchGroupPage> {
  const query = parseQuery(q);
  const g = GROUPS[group];
  const exactSql = g.exact(query, scope);
  const exact = exactSql ? await queryRows<Row>(db, exactSql) : [];
  const exactIds = exact.map(r => r.id);
  const fromExact = exact.slice(offset, offset + limit).map(r => hit(group, r, true));
  // One row past the page tells whether another page follows.
  const wanted = limit + 1 - fromExact.length;
  const matchesSql = g.matches(query, scope, exactIds, wanted, Math.max(0, offset - exact.length));
  const matches = matchesSql ? await queryRows<Row>(db, matchesSql) : [];
  const items = [...fromExact, ...matches.map(r => hit(group, r, false))];
  const more = items.length > limit;
  return { group, items: items.slice(0, limit), offset, next: more ? offset + limit : null };
}

const hit = (group: SearchGroup, row: Row, exact: boolean): SearchHit => ({
  id: Number(row.id),
  key: String(row.key),
  title: group === 'orders' ? invoiceNumber(Number(row.id)) : row.title,
  subtitle: row.subtitle,
  exact,
});

/**
 * The first page of every group the scope searches (groups without a match left out), the groups holding an exact
 * match first: an exact email, phone, CNIC or order id is the first result of all, the one the palette selects.
 */
export async function searchAll(db: Db, q: string, scope: SearchScope, limit: number): Promise<SearchGroupPage[]> {
  const pages: SearchGroupPage[] = [];
  // One after the other: a request holds one pooled connection at a time.
  for (const group of groupsOf(scope)) {
    const page = await searchGroup(db, group, q, scope, limit, 0);
    if (page.items.length) pages.push(page);
  }
  return [...pages.filter(p => p.items[0].exact), ...pages.filter(p => !p.items[0].exact)];
}
