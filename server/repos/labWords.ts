/**
 * A search's candidate labs by word (migration 0024_lab_words.sql): lab_words holds each lab's words (the runs of
 * letters and digits of its lower-cased search text, 3 characters or more) with its name and state, lab_word_list the
 * distinct words. Each run of letters and digits of a text lies inside one word of every lab whose text (or name)
 * contains the text: the labs holding a word that contains the run are candidates (wordsFor takes the run, or the
 * join, whose words the fewest labs hold). Walked per word in name order (lab_words_walk_idx) and merged, they give a
 * name-sorted page for about the entries it shows, wherever in the alphabet the matching labs sort; counted, a total
 * for about the entries it counts.
 */
import { type Column, like, type SQL, sql } from 'drizzle-orm';

import { type Db, queryRows } from '../db/client.js';
import { labWordList } from '../db/schema.js';
import { escapeLike } from '../lib/list.js';

/** At most this many words stand for a text (one index walk each); a text held by more words searches as before. */
const WORDS_AT_MOST = 32;
/** Shorter runs are not kept as words (lab_words_of): such a text searches by its joins (joinPatterns), or as before. */
const SHORTEST_RUN = 3;

export interface WordSearch {
  /** The words that contain one of the text's runs or joins, the most used first; none: no lab holds the text. */
  words: string[];
  /** The text is that run (join) alone: a candidate holds the text itself, no test of its text is needed. */
  whole: boolean;
  /**
   * The words' labs are few enough (FENCED_AT_MOST) that each candidate's text is best tested on its own row: the
   * test is then written so that PostgreSQL cannot answer it from the text's trigram index instead (`fence`), which
   * for a long text of common trigrams (an e-mail) reads thousands of labs to recheck (docs/PERFORMANCE.md).
   */
  fenced: boolean;
  /** How many labs hold the words, in all (lab_word_list's counts): at least as many as the candidates. */
  labs: number;
  /**
   * With `intersect` (wordsFor), when the words' labs are more than FENCED_AT_MOST: the words of each of the (at most
   * OTHERS_AT_MOST) other runs or joins held by the next fewest labs. A lab containing the text holds one word of each,
   * so the candidates are the labs holding one of every group (candidates' `also`), and each is tested on its own
   * (name, id) entry of lab_search (candidateText).
   */
  also?: string[][];
}

/** A text column as a candidate's test reads it: fenced, an expression no index holds (WordSearch.fenced). */
export const fence = (found: WordSearch, column: SQL | Column): SQL | Column =>
  found.fenced ? sql`(${column} || '')` : column;

/**
 * A non-ASCII text's longest run of letters and digits (the first of the longest), split by PostgreSQL as the labs'
 * words were (an ASCII text is split in JavaScript: PostgreSQL's `[[:alnum:]]` is `[A-Za-z0-9]` over ASCII in every
 * locale), its length, and whether the text is that run alone.
 */
async function longestRun(db: Db, text: string, lower: boolean) {
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
 * At most this many candidates have their text tested row by row (`fenced`); more are left to PostgreSQL's plan, or
 * narrowed to the labs also holding a second run's words (WordSearch.also). Registered per database
 * (registerFencedAtMost): the tests take a few as few, to reach the common texts' path on the demo's data.
 */
export const FENCED_AT_MOST = 15_000;
const fencedLimits = new WeakMap<object, number>();
/**
 * At most this many of a text's other runs and joins narrow its candidates: tested on a candidate's words in the global
 * search (NearestWords.others), joined to them in the lab lists (WordSearch.also).
 */
const OTHERS_AT_MOST = 2;
export function registerFencedAtMost(db: object, atMost: number) {
  fencedLimits.set(db, atMost);
}

/**
 * The words standing for a searched text, or undefined when none can (no run of 3 letters or digits nor join, or more
 * than WORDS_AT_MOST words match each). `lower`: the text is lower-cased first (for an ILIKE over a name); otherwise it
 * is taken as given (the lab search's text, lower-cased as its LIKE pattern is).
 *
 * Every run of 3 letters or digits of the text, and every join (joinPatterns), lies inside a word of each lab whose
 * text contains the text, so each of them gives the candidates: the one whose words are held by the fewest labs
 * (lab_word_list's counts) is taken. `chenab diagnostics lahore` is then the 25,285 labs of `chenab`, not the 174,715
 * of its longest run; `chenab.diagnostics.lahore@labhub.pk` the 40 of the join `re@la`. A run of an ASCII text stands
 * by the words ending (starting) with it where the text has a separator after (before) it (anchoredRuns).
 */
export async function wordsFor(
  db: Db,
  text: string,
  lower: boolean,
  { intersect = false }: { intersect?: boolean } = {},
): Promise<WordSearch | undefined> {
  const { patterns, wholeAt } = await standInsOf(db, text, lower, true);
  const found = await wordsLike(db, patterns);
  const best = fewestLabs(found);
  if (best === undefined) return undefined;
  const fencedAtMost = fencedLimits.get(db) ?? FENCED_AT_MOST;
  const standIn = standing(found[best] ?? [], best === wholeAt, fencedAtMost);
  if (!intersect || standIn.fenced) return standIn;
  const also = found
    .filter((words, i): words is ListedWord[] => words !== undefined && words.length > 0 && i !== best)
    .sort((a, b) => labsOf(a) - labsOf(b))
    .slice(0, OTHERS_AT_MOST)
    .map(words => standing(words, false, fencedAtMost).words);
  return also.length ? { ...standIn, also } : standIn;
}

/**
 * What may stand for a text: the LIKE patterns of its runs of 3 letters or digits or more (`%run%`) and of its joins
 * (joinPatterns), and the index of the one that is the text alone (one run alone, or one join's pattern alone: two
 * runs of one or two characters and the punctuation between them, "al-m"), whose every word is part of its lab's
 * text and contains the text itself. A non-ASCII text stands by its longest run alone, split by PostgreSQL.
 */
async function standInsOf(
  db: Db,
  text: string,
  lower: boolean,
  anchored = false,
): Promise<{ patterns: string[]; wholeAt?: number }> {
  const source = lower ? text.toLowerCase() : text;
  // eslint-disable-next-line no-control-regex
  if (!/^[\x00-\x7f]*$/.test(source)) {
    const run = await longestRun(db, text, lower);
    if (!run || run.length < SHORTEST_RUN) return { patterns: [] };
    return { patterns: [`%${run.run}%`], wholeAt: run.whole ? 0 : undefined };
  }
  const found = [...source.matchAll(/[A-Za-z0-9]+/g)].filter(match => match[0].length >= SHORTEST_RUN);
  const runs = [...new Set(found.map(match => match[0]))];
  const joins = [...new Set(joinPatterns(source))];
  const whole =
    (runs.length === 1 && !joins.length && runs[0] === source) ||
    (!runs.length && joins.length === 1 && joins[0].replace(/\\(.)|%/g, '$1') === source);
  // A run holds letters and digits only: no LIKE wildcard or escape to quote.
  const runPatterns = [...new Set(found.map(match => (anchored ? anchoredRun(source, match) : `%${match[0]}%`)))];
  return { patterns: [...runPatterns, ...joins], wholeAt: whole ? 0 : undefined };
}

/**
 * The LIKE pattern of a run of an ASCII text, anchored where the text has punctuation or white space beside it: in a
 * lab's text holding the text, that character is beside the run too, and it is no letter or digit to PostgreSQL either
 * (ASCII), so the lab's word holding the run ends (starts) there. `lab karachi` is then the words ending in `lab` (not
 * `labs`, `labhub`, `laboratory`) and those starting with `karachi`; a run between two such characters is one word
 * exactly. A run the text starts or ends with may go on (`%`).
 */
function anchoredRun(text: string, match: RegExpExecArray): string {
  const start = match.index;
  const before = start > 0 ? '' : '%';
  const after = start + match[0].length < text.length ? '' : '%';
  return `${before}${match[0]}${after}`;
}

interface ListedWord {
  word: string;
  n: number;
  /** pg_trgm's word distance (`<<->`) from the text given to wordsLike, when one was. */
  distance: number;
}

const labsOf = (words: { n: number }[]) => words.reduce((sum, w) => sum + w.n, 0);

/** The index of the stand-in whose words the fewest labs hold, of those with few enough words. */
function fewestLabs(found: (ListedWord[] | undefined)[]): number | undefined {
  let best: number | undefined;
  found.forEach((words, i) => {
    if (words && (best === undefined || labsOf(words) < labsOf(found[best] ?? []))) best = i;
  });
  return best;
}

function standing(words: { word: string; n: number }[], whole: boolean, fencedAtMost: number): WordSearch {
  const labs = labsOf(words);
  return { words: [...words].sort((a, b) => b.n - a.n).map(f => f.word), whole, fenced: labs <= fencedAtMost, labs };
}

/**
 * The words of lab_word_list each LIKE pattern matches (undefined for a pattern that more than `atMost` match), in one
 * statement: one bounded subquery per pattern, each through lab_word_list_trgm_idx; with each word's distance from
 * `nearTo` when given.
 */
async function wordsLike(
  db: Db,
  patterns: string[],
  { nearTo, atMost = WORDS_AT_MOST }: { nearTo?: string; atMost?: number } = {},
): Promise<(ListedWord[] | undefined)[]> {
  if (!patterns.length) return [];
  const distance = nearTo === undefined ? sql`0` : sql`${nearTo} <<-> word`;
  const rows = await queryRows<{ i: number } & ListedWord>(
    db,
    sql.join(
      patterns.map(
        (pattern, i) =>
          sql`(select ${i}::int as i, word, n, ${distance} as distance from ${labWordList}
               where ${like(labWordList.word, pattern)} limit ${atMost + 1})`,
      ),
      sql` union all `,
    ),
  );
  return patterns.map((_, i) => {
    const words = rows
      .filter(r => Number(r.i) === i)
      .map(r => ({ word: r.word, n: Number(r.n), distance: Number(r.distance) }));
    return words.length > atMost ? undefined : words;
  });
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
 * `order`: the direction; `also`: other groups of words (WordSearch.also), the candidates then being the labs holding
 * one word of `words` and one of each group.
 */
export function candidates(
  words: string[],
  options: { inName?: boolean; state?: SQL; order?: 'ASC' | 'DESC'; also?: string[][] } = {},
): SQL {
  if (!words.length) return sql`(select null::text as name, null::integer as lab_id where false) as c`;
  const inName = options.inName ? sql` and w.in_name` : sql``;
  const state = options.state ? sql` and ${options.state}` : sql``;
  const direction = sql.raw(options.order === 'DESC' ? 'desc' : 'asc');
  const walk = (word: string) =>
    sql`(select w.name, w.lab_id from lab_words w where w.word = ${word}${inName}${state} order by w.name ${direction}, w.lab_id ${direction})`;
  const merged = (some: string[]) =>
    sql`(select distinct on (u.name, u.lab_id) u.name, u.lab_id from (${sql.join(some.map(walk), sql` union all `)}) u order by u.name ${direction}, u.lab_id ${direction})`;
  if (!options.also?.length) return sql`${merged(words)} as c`;
  // A lab holds a word once (lab_words_of groups them): one word's walk needs no Unique.
  const side = (some: string[]) => (some.length === 1 ? walk(some[0]) : merged(some));
  // The sides joined in their common order (Merge Joins), the page's order kept by the ORDER BY; `offset 0` keeps
  // the text's test (candidateText) above the joins, so it tests only the labs holding a word of every side.
  const others = options.also.map(
    (some, i) =>
      sql` join ${side(some)} ${sql.raw(`b${i}`)} on ${sql.raw(`b${i}`)}.name = a.name and ${sql.raw(`b${i}`)}.lab_id = a.lab_id`,
  );
  return sql`(select a.name, a.lab_id from ${side(words)} a${sql.join(others)} order by a.name ${direction}, a.lab_id ${direction} offset 0) as c`;
}

/**
 * A candidate's lab_search text, read from its own entry of lab_search_name_text_idx (name, id, text: an index-only
 * probe, no heap page): a scalar subquery, which PostgreSQL runs per candidate and cannot answer from the text's
 * trigram index. lab_search's name is the lab's, as lab_words' is (both trigger-kept).
 */
export const candidateText = () => sql`(select s.text from lab_search s where s.name = c.name and s.id = c.lab_id)`;

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

/**
 * The words standing for a text in the global search (server/repos/search.ts), with their distances from it. Of the
 * text's runs of 3 letters or digits or more (each lies inside a word of every lab containing the text) and its joins
 * (joinPatterns), the one whose words (≤ WORDS_AT_MOST) are held by the fewest labs. A text that is one run alone, or
 * one join's pattern alone, is `whole`: its words' labs are exactly the labs containing it. A text of one run held by
 * more words takes up to NEAR_WORDS_AT_MOST of them. Undefined when nothing stands for the text (no run of 3, no
 * join, or every run and join held by too many words).
 */
export async function nearestWordsFor(db: Db, text: string): Promise<NearestWords | undefined> {
  const { patterns, wholeAt } = await standInsOf(db, text, false);
  const found = await wordsLike(db, patterns, { nearTo: text });
  const best = fewestLabs(found);
  let chosen = best === undefined ? undefined : found[best];
  if (!chosen && wholeAt !== undefined) {
    [chosen] = await wordsLike(db, [patterns[wholeAt]], { nearTo: text, atMost: NEAR_WORDS_AT_MOST });
  }
  if (!chosen) return undefined;
  const words = chosen
    .map(f => ({ word: f.word, distance: f.distance }))
    .sort((a, b) => a.distance - b.distance || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  // The two held by the fewest labs: each further one rules out few more candidates.
  const others = found
    .filter((w, i): w is ListedWord[] => w !== undefined && i !== best)
    .sort((a, b) => labsOf(a) - labsOf(b))
    .slice(0, OTHERS_AT_MOST)
    .map(w => w.map(f => f.word));
  return { words, whole: wholeAt !== undefined, others };
}
