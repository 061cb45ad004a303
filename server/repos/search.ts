/**
 * The global search: one text looked for in labs, patients, orders, staff and tests. Every group is answered from
 * indexes (server/db/schema.ts): an exact email, phone, CNIC, title or order id by btree equality, listed first; then
 * the records whose text contains it (three characters or more), nearest first: the labs by the distance of their
 * nearest word holding the text, from the words' walks (`labMatches`); the others by pg_trgm word similarity
 * (`nearest`: a few matches ranked whole from the GIN index, many walked nearest first by a GiST index scan that stops
 * at the page), so a text contained in 10 or 100,000 records costs about the same; or, for one or two characters,
 * the records whose name starts with it, in name order (the byte-order `lower(name) collate "C"` btree indexes). Pages
 * are read one past their end to tell whether another follows: no count.
 */
import { type SQL, sql } from 'drizzle-orm';

import type { SearchGroup, SearchGroupPage, SearchHit } from '../../contracts/calls.js';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/client.js';
import { invoiceNumber } from './invoices.js';
import { candidates, type NearestWords, nearestWordsFor, type NearWord } from './labWords.js';

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
  /**
   * How more than RANKED_WHOLE matches are walked: nearest first through the GiST index (the default), or in name and
   * id order (`byName`: a table without a GiST index, its text tested in a (name, id, text) index), all at distance 0.
   */
  many?: 'nearest' | 'byName';
}

/**
 * "Contains", nearest first by word similarity (pg_trgm `<<->`), then by name and id. Its cost follows the page, not
 * the number of matches: up to RANKED_WHOLE matching ids are read through the GIN index (a bitmap scan that stops at
 * RANKED_WHOLE + 1 rows) and, when that is all of them, ranked whole; when more contain the text, the GiST index is
 * walked nearest first for the page's window (an index scan ordered by distance, which stops there), or the table in
 * name order (`many`). One statement: the branch not taken is cut by a one-time filter on the first one's count.
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
      ${
        n.many === 'byName'
          ? sql`(select ${n.id}, ${n.name}, 0 ${n.from}
              and (select count(*) from few) > ${RANKED_WHOLE}
              and ${n.text} like ${q.contains} and ${n.id} not in (${idList(exclude)})
              order by ${n.name}, ${n.id} limit ${offset + limit})`
          : sql`(select ${n.id}, ${n.name}, ${q.lower} <<-> ${textC} ${n.from}
              and (select count(*) from few) > ${RANKED_WHOLE}
              and ${textC} like ${q.contains} and ${n.id} not in (${idList(exclude)})
              order by ${q.lower} <<-> ${textC} limit ${windowOf(offset, limit)})`
      })
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

/** At most this many words' walks are merged for one distance (labsOfWords). */
const MERGED_WALKS_AT_MOST = 32;

/** The words of a stand-in with one distance, nearest first (nearestWordsFor gives them sorted by distance). */
function byDistance(words: NearWord[]): string[][] {
  const groups: { distance: number; words: string[] }[] = [];
  for (const w of words) {
    const last = groups.at(-1);
    if (last && last.distance === w.distance) last.words.push(w.word);
    else groups.push({ distance: w.distance, words: [w.word] });
  }
  return groups.map(g => g.words);
}

/**
 * The labs holding one of `words` and none of `earlier`, in name and id order, at most `limit`: the words' walks of
 * lab_words merged in name order (labWords.ts `candidates`); unless the words' labs all contain the text (`whole`),
 * each candidate is kept if it holds a word of each of the text's other runs and joins (probes of lab_words_walk_idx
 * in the walk's own order) and its text contains the text. The tests are subqueries run per candidate, in the walk's
 * order, so that the walk stops with the page: as joins, PostgreSQL would read every candidate's text first.
 */
function labsOfWords(
  q: Query,
  near: NearestWords,
  words: string[],
  earlier: string[],
  exclude: number[],
  limit: number,
): SQL {
  const list = (ws: string[]) =>
    sql.join(
      ws.map(w => sql`${w}`),
      sql`, `,
    );
  // Written as boolean expressions (selectivity 0.5) and strpos (1/3), not `= 1` or LIKE on a subquery (0.005 each):
  // estimated that rare, the candidates passed to fill the page would cost the whole walk, past jit_above_cost (JIT
  // compiling the statement took 340 ms).
  const holds = (ws: string[]) =>
    sql`coalesce((select true from lab_words o
      where o.word in (${list(ws)}) and o.name = c.name and o.lab_id = c.lab_id limit 1), false)`;
  // A lab's words (one leaf of lab_words_lab_idx) against the nearer words in a hash, not one probe per nearer word.
  const heldNearer = sql`coalesce((select true from lab_words e
    where e.lab_id = c.lab_id and (e.word || '') in (${list(earlier)}) limit 1), false)`;
  const tests = [
    sql`c.lab_id not in (${idList(exclude)})`,
    ...(earlier.length ? [sql`not ${heldNearer}`] : []),
    ...(near.whole
      ? []
      : [
          ...near.others.map(holds),
          // The text contains the searched text: LIKE's `%text%` without its wildcards.
          sql`strpos((select ls.text from lab_search ls where ls.id = c.lab_id), ${q.lower}) > 0`,
        ]),
  ];
  // Many words at one distance (the 456 words holding "ali" are all 0.75 from it): their labs read and sorted, not
  // one walk each (a merge of hundreds of walks costs its planning and a descent per walk).
  const source =
    words.length > MERGED_WALKS_AT_MOST
      ? sql`(select distinct on (w.name, w.lab_id) w.name, w.lab_id from lab_words w
          where w.word in (${list(words)}) order by w.name, w.lab_id) as c`
      : candidates(words);
  return sql`select ${labColumns} from (
      select c.name, c.lab_id from ${source} where ${sql.join(tests, sql` and `)}
      order by c.name, c.lab_id limit ${limit}) m
    join labs l on l.id = m.lab_id
    order by m.name, m.lab_id`;
}

/**
 * The labs that contain a text no word stands for (no run of 3 letters or digits, no join, or each held by too many
 * words): `nearest` over lab_search, up to RANKED_WHOLE of them read through lab_search_trgm_idx and ranked whole by
 * word similarity; more, in name and id order (a walk of lab_search_name_text_idx testing each text in the index).
 */
const labsContaining = (q: Query, exclude: number[], limit: number, offset: number): SQL =>
  nearest(
    q,
    {
      from: sql`from lab_search ls where true`,
      text: sql`ls.text`,
      name: sql`ls.name`,
      id: sql`ls.id`,
      columns: labColumns,
      join: sql`join labs l on l.id = m.id`,
      many: 'byName',
    },
    exclude,
    limit,
    offset,
  );

/**
 * The labs whose text contains a text of three characters or more (none of `exclude`), from `offset`, at most `limit`.
 * The words standing for the text (labWords.ts `nearestWordsFor`) are taken by distance from the text, nearest first;
 * the labs of each distance in name and id order, a lab under its nearest word. So a lab's place is (the distance of
 * its nearest word holding the text's stand-in, its name, its id): a whole word before part of a longer word, as
 * pg_trgm's word similarity of the lab's text puts it, whose similarity to a text inside one word is about that
 * word's. Each distance is one statement, read only when the nearer ones did not fill the page. A text no word stands
 * for: labsContaining. A lab user: its own lab, if its text contains the text.
 */
async function labMatches(
  db: Db,
  q: Query,
  scope: SearchScope,
  exclude: number[],
  limit: number,
  offset: number,
  ran: SQL[] = [],
): Promise<Row[]> {
  const run = (statement: SQL) => {
    ran.push(statement);
    return queryRows<Row>(db, statement);
  };
  if (scope.kind === 'lab')
    return run(sql`select ${labColumns} from labs l join lab_search ls on ls.id = l.id
      where l.id = ${scope.labId} and ls.text like ${q.contains} and l.id not in (${idList(exclude)})
      limit ${limit} offset ${offset}`);
  const near = await nearestWordsFor(db, q.lower);
  if (!near) return run(labsContaining(q, exclude, limit, offset));
  const rows: Row[] = [];
  const earlier: string[] = [];
  let skip = offset;
  for (const words of byDistance(near.words)) {
    const read = await run(labsOfWords(q, near, words, earlier, exclude, skip + limit - rows.length));
    rows.push(...read.slice(skip));
    skip = Math.max(0, skip - read.length);
    if (rows.length === limit) break;
    earlier.push(...words);
  }
  return rows;
}

const GROUPS: Record<SearchGroup, GroupSql> = {
  labs: {
    exact: (q, scope) =>
      sql`select ${labColumns} from labs l
          where (l.email = ${q.lower} or l.contact_number = ${q.text}) ${labOnly(scope, sql`l.id`)}
          order by l.id limit ${MAX_EXACT}`,
    // Three characters or more: labMatches.
    matches: (q, scope, exclude, limit, offset) =>
      q.long
        ? null
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

/** The other matches of a page: labMatches for the labs of three characters or more, else the group's statement. */
async function matchesOf(
  db: Db,
  group: SearchGroup,
  q: Query,
  scope: SearchScope,
  exclude: number[],
  limit: number,
  offset: number,
  ran: SQL[],
): Promise<Row[]> {
  if (group === 'labs' && q.long) return labMatches(db, q, scope, exclude, limit, offset, ran);
  const statement = GROUPS[group].matches(q, scope, exclude, limit, offset);
  if (!statement) return [];
  ran.push(statement);
  return queryRows<Row>(db, statement);
}

/** One page of a group and the statements it ran, in order. */
async function groupPage(
  db: Db,
  group: SearchGroup,
  q: string,
  scope: SearchScope,
  limit: number,
  offset: number,
): Promise<{ page: SearchGroupPage; ran: SQL[] }> {
  const query = parseQuery(q);
  const ran: SQL[] = [];
  const exactSql = GROUPS[group].exact(query, scope);
  if (exactSql) ran.push(exactSql);
  const exact = exactSql ? await queryRows<Row>(db, exactSql) : [];
  const exactIds = exact.map(r => r.id);
  const fromExact = exact.slice(offset, offset + limit).map(r => hit(group, r, true));
  // One row past the page tells whether another page follows.
  const wanted = limit + 1 - fromExact.length;
  const matches = await matchesOf(db, group, query, scope, exactIds, wanted, Math.max(0, offset - exact.length), ran);
  const items = [...fromExact, ...matches.map(r => hit(group, r, false))];
  const more = items.length > limit;
  return { page: { group, items: items.slice(0, limit), offset, next: more ? offset + limit : null }, ran };
}

/** The statements one group's first page runs, in order: for EXPLAIN (bench/search.ts, the search test). */
export async function groupStatements(
  db: Db,
  group: SearchGroup,
  q: string,
  scope: SearchScope,
  limit: number,
): Promise<SQL[]> {
  return (await groupPage(db, group, q, scope, limit, 0)).ran;
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
  return (await groupPage(db, group, q, scope, limit, offset)).page;
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
