/**
 * A search's candidate labs by word (migration 0024_lab_words.sql): lab_words holds each lab's words (the runs of
 * letters and digits of its lower-cased search text, 3 characters or more) with its name and state, lab_word_list the
 * distinct words. A text contains its longest run of letters and digits, and that run lies inside one word of every lab
 * whose text (or name) contains the text: the labs holding a word that contains the run are the candidates. Walked per
 * word in name order (lab_words_walk_idx) and merged, they give a name-sorted page for about the entries it shows,
 * wherever in the alphabet the matching labs sort; counted, a total for about the entries it counts.
 */
import { like, type SQL, sql } from 'drizzle-orm';

import type { Db } from '../db/client.js';
import { queryRows } from '../db/client.js';
import { labWordList } from '../db/schema.js';
import { escapeLike } from '../lib/list.js';

/** At most this many words stand for a text (one index walk each); a text held by more words searches as before. */
const WORDS_AT_MOST = 32;
/** Shorter runs are not kept as words (lab_words_of): such a text searches by its joins (joinsFor), or as before. */
const SHORTEST_RUN = 3;

export interface WordSearch {
  /** The words that contain the text's longest run, the most used first; none: no lab holds the text. */
  words: string[];
  /** The text is that run alone: a candidate holds the text itself, no test of its text is needed. */
  whole: boolean;
}

/**
 * A text's longest run of letters and digits (the first of the longest), its length, and whether the text is that run
 * alone. An ASCII text is split here: PostgreSQL's `[[:alnum:]]` is `[A-Za-z0-9]` over ASCII in every locale, so the
 * run is the one PostgreSQL would find; any other text is split by PostgreSQL, as the labs' words were.
 */
async function longestRun(db: Db, text: string, lower: boolean) {
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(text)) {
    const source = lower ? text.toLowerCase() : text;
    const run = source.split(/[^A-Za-z0-9]+/).reduce((a, b) => (b.length > a.length ? b : a), '');
    return { run, length: run.length, whole: run === source };
  }
  const source = lower ? sql`lower(${text})` : sql`${text}`;
  const [found] = await db
    .select({
      run: sql<string>`p`,
      length: sql<number>`length(p)`,
      whole: sql<boolean>`p = ${source}`,
    })
    .from(sql`regexp_split_to_table(${source}, '[^[:alnum:]]+') as p`)
    .orderBy(sql`length(p) desc`, sql`p`)
    .limit(1);
  return found;
}

/**
 * The words standing for a searched text, or undefined when they cannot (no run of 3 letters or digits, or more than
 * WORDS_AT_MOST words hold it). `lower`: the text is lower-cased first (for an ILIKE over a name); otherwise it is
 * taken as given (the lab search's text, lower-cased as its LIKE pattern is).
 */
export async function wordsFor(db: Db, text: string, lower: boolean): Promise<WordSearch | undefined> {
  const run = await longestRun(db, text, lower);
  if (run && run.length >= SHORTEST_RUN) {
    // A run holds letters and digits only: no LIKE wildcard or escape to quote.
    const found = await wordsLike(db, `%${run.run}%`);
    if (found) return { words: found.sort((a, b) => b.n - a.n).map(f => f.word), whole: run.whole };
  }
  return joinsFor(db, lower ? text.toLowerCase() : text);
}

/** The words of lab_word_list a LIKE pattern matches, or undefined when more than WORDS_AT_MOST do. */
async function wordsLike(db: Db, pattern: string) {
  const found = await db
    .select({ word: labWordList.word, n: labWordList.n })
    .from(labWordList)
    .where(like(labWordList.word, pattern))
    .limit(WORDS_AT_MOST + 1);
  return found.length > WORDS_AT_MOST ? undefined : found;
}

/**
 * The LIKE patterns of the joins (migration 0030_lab_word_joins.sql) an ASCII text contains: one per place where two
 * of its runs of letters and digits meet across punctuation without white space. A join is the first run's last two
 * characters, the punctuation and the next run's first two; a run the text starts (ends) with may go on in the lab's
 * text to the left (right), so when it is a single character the join may hold one more there (`%`). Every lab whose
 * text contains the text holds a join each pattern matches: there its runs meet across the same punctuation.
 */
export function joinPatterns(text: string): string[] {
  const pieces = text.match(/[A-Za-z0-9]+|[^A-Za-z0-9]+/g) ?? [];
  const patterns: string[] = [];
  for (let i = 1; i < pieces.length - 1; i++) {
    const [left, separator, right] = [pieces[i - 1], pieces[i], pieces[i + 1]];
    if (!/^[A-Za-z0-9]/.test(left) || /[\s]/.test(separator)) continue;
    const leftPart = i - 1 === 0 && left.length < 2 ? `%${left}` : left.slice(-2);
    const rightPart = i + 1 === pieces.length - 1 && right.length < 2 ? `${right}%` : right.slice(0, 2);
    patterns.push(`${leftPart}${escapeLike(separator)}${rightPart}`);
  }
  return patterns;
}

/**
 * The words standing for a text whose runs cannot (all shorter than 3 characters, or each held by more than
 * WORDS_AT_MOST words): the joins matching the pattern of one of its joins (joinPatterns), the one whose joins are
 * held by the fewest labs; undefined when it has none (no punctuation between two runs, a non-ASCII text) or each
 * pattern matches more than WORDS_AT_MOST joins. A lab holding such a join has its text tested, unless the text is that
 * join's pattern alone (`whole`).
 */
async function joinsFor(db: Db, text: string): Promise<WordSearch | undefined> {
  // eslint-disable-next-line no-control-regex
  if (!/^[\x00-\x7f]*$/.test(text)) return undefined;
  let best: { word: string; n: number }[] | undefined;
  const patterns = new Set(joinPatterns(text));
  for (const pattern of patterns) {
    const found = await wordsLike(db, pattern);
    const labs = (words: { n: number }[]) => words.reduce((sum, w) => sum + w.n, 0);
    if (found && (!best || labs(found) < labs(best))) best = found;
  }
  // A text that is one join's pattern alone (two runs of one or two characters and the punctuation between them,
  // "al-m"): each join the pattern matches is part of its lab's text and contains the text itself.
  const [only] = patterns;
  const whole = patterns.size === 1 && only.replace(/\\(.)|%/g, '$1') === text;
  return best && { words: best.sort((a, b) => b.n - a.n).map(f => f.word), whole };
}

/** The lab states' conditions on lab_words' copy of them (server/repos/labs.ts labStates). */
export const wordStates: Record<string, SQL | undefined> = {
  all: undefined,
  pending: sql`not w.verified and w.is_active`,
  verified: sql`w.verified and w.is_active`,
  blocked: sql`not w.is_active`,
};

/**
 * The candidates as a FROM item `c (name, lab_id)`: one walk of lab_words per word in (name, lab_id) order, merged in
 * that order by PostgreSQL (Merge Append), a lab holding several of the words kept once (Unique over the merged order),
 * so that the page stops with its last row. Each walk carries its own ORDER BY: without it PostgreSQL appends the walks
 * and sorts them all. The walks start at once: a lab given by an earlier word is dropped after the merge, not tested
 * in each walk (a walk whose labs all hold an earlier word, "lab" after "labhub", would pass all of them before its
 * first row). `inName`: only words of the lab's name (lab_words_name_walk_idx); `state`: a wordStates condition;
 * `order`: the direction.
 */
export function candidates(
  words: string[],
  options: { inName?: boolean; state?: SQL; order?: 'ASC' | 'DESC' } = {},
): SQL {
  if (!words.length) return sql`(select null::text as name, null::integer as lab_id where false) as c`;
  const inName = options.inName ? sql` and w.in_name` : sql``;
  const state = options.state ? sql` and ${options.state}` : sql``;
  const direction = sql.raw(options.order === 'DESC' ? 'desc' : 'asc');
  const walks = words.map(
    word =>
      sql`(select w.name, w.lab_id from lab_words w where w.word = ${word}${inName}${state} order by w.name ${direction}, w.lab_id ${direction})`,
  );
  return sql`(select distinct on (u.name, u.lab_id) u.name, u.lab_id from (${sql.join(walks, sql` union all `)}) u order by u.name ${direction}, u.lab_id ${direction}) as c`;
}

/** The candidates' order: `c.name, c.lab_id` ascending or descending. */
export const candidateOrder = (order: 'ASC' | 'DESC') =>
  order === 'DESC' ? [sql`c.name desc`, sql`c.lab_id desc`] : [sql`c.name asc`, sql`c.lab_id asc`];

/** A word of lab_word_list standing for a searched text, with its distance from the text (pg_trgm `<<->`). */
export interface NearWord {
  word: string;
  distance: number;
}

export interface NearestWords {
  /** The stand-in's words, nearest first (then in byte order). */
  words: NearWord[];
  /** Every lab holding one of the words contains the text: no test of its text is needed. */
  whole: boolean;
  /**
   * The words of the text's other runs and joins (≤ WORDS_AT_MOST each; the OTHERS_AT_MOST held by the fewest labs),
   * when it is not whole: a lab containing the text holds one word of each.
   */
  others: string[][];
}

/** At most this many words stand for a text of one run (the global search): past them it searches as before. */
const NEAR_WORDS_AT_MOST = 2000;
/** At most this many of a text's other runs and joins are tested on a candidate's words (NearestWords.others). */
const OTHERS_AT_MOST = 2;

/**
 * The words standing for a text in the global search (server/repos/search.ts), with their distances from it. Of the
 * text's runs of 3 letters or digits or more (each lies inside a word of every lab containing the text) and its joins
 * (joinPatterns), the one whose words (≤ WORDS_AT_MOST) are held by the fewest labs. A text that is one run alone, or
 * one join's pattern alone, is `whole`: its words' labs are exactly the labs containing it. A text of one run held by
 * more words takes up to NEAR_WORDS_AT_MOST of them. Undefined when nothing stands for the text (no run of 3, no
 * join, or every run and join held by too many words).
 */
export async function nearestWordsFor(db: Db, text: string): Promise<NearestWords | undefined> {
  // eslint-disable-next-line no-control-regex
  const ascii = /^[\x00-\x7f]*$/.test(text);
  const runs = ascii
    ? [...new Set(text.split(/[^A-Za-z0-9]+/).filter(r => r.length >= SHORTEST_RUN))]
    : await longestRun(db, text, false).then(r => (r && r.length >= SHORTEST_RUN ? [r.run] : []));
  const joins = ascii ? [...new Set(joinPatterns(text))] : [];
  // A run holds letters and digits only: no LIKE wildcard or escape to quote.
  const patterns = [...runs.map(r => `%${r}%`), ...joins];
  if (!patterns.length) return undefined;
  const whole =
    (runs.length === 1 && runs[0] === text) ||
    (joins.length === 1 && joins[0].replace(/\\(.)|%/g, '$1') === text && !runs.length);
  const byPattern = sql.join(
    patterns.map(
      (p, i) =>
        sql`(select ${i}::int as i, word, n, ${text} <<-> word as distance from lab_word_list
             where word like ${p} limit ${WORDS_AT_MOST + 1})`,
    ),
    sql` union all `,
  );
  const found = await queryRows<{ i: number; word: string; n: number; distance: number }>(db, byPattern);
  let best: typeof found | undefined;
  const labs = (words: { n: number }[]) => words.reduce((sum, w) => sum + Number(w.n), 0);
  const held = patterns.map((_, i) => found.filter(f => f.i === i)).filter(words => words.length <= WORDS_AT_MOST);
  for (const words of held) if (!best || labs(words) < labs(best)) best = words;
  if (!best && whole) {
    best = await queryRows(
      db,
      sql`select 0 as i, word, n, ${text} <<-> word as distance from lab_word_list
          where word like ${patterns[0]} limit ${NEAR_WORDS_AT_MOST + 1}`,
    );
    if (best.length > NEAR_WORDS_AT_MOST) return undefined;
  }
  if (!best) return undefined;
  const words = best
    .map(f => ({ word: f.word, distance: Number(f.distance) }))
    .sort((a, b) => a.distance - b.distance || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  // The two held by the fewest labs: each further one rules out few more candidates.
  const others = held
    .filter(w => w !== best)
    .sort((a, b) => labs(a) - labs(b))
    .slice(0, OTHERS_AT_MOST)
    .map(w => w.map(f => f.word));
  return { words, whole, others };
}
