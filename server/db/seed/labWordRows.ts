/**
 * A lab's words as the database's `lab_words_of(name, rest)` gives them (migrations 0024 and 0030), computed in the
 * seeder so that a large seed streams the rows of lab_words with COPY instead of running the function's regular
 * expressions once per lab in the database (writer.ts, `refillApart`). Only for printable ASCII text, where
 * PostgreSQL's `lower` and `[[:alnum:]]` / `[[:space:]]` classes are exactly `[a-z0-9]` and the space after
 * lower-casing; other text is left to the function.
 *
 * Kept in step with the functions by the md5 of their bodies (`LAB_WORD_FUNCTIONS`): when either has changed the seed
 * refills lab_words with the function, and labWordRows.test.ts fails until this file follows it.
 */

/** The bodies' md5 (`md5(prosrc)`) of the functions this file reproduces. */
export const LAB_WORD_FUNCTIONS: Record<string, string> = {
  lab_words_of: 'c9529a4bbbcd4762fc6bacf69ca2ed15',
  lab_word_joins_of: '3ddfb426efd62394f43c72d23d08ed8d',
};

/** Text outside printable ASCII (control characters included, whose classes depend on the locale). */
const NOT_PRINTABLE_ASCII = /[^\x20-\x7e]/;

/** `[[:alnum:]]` on lower-cased printable ASCII: a digit or a small letter. */
const isAlnum = (c: number) => (c >= 48 && c <= 57) || (c >= 97 && c <= 122);

/**
 * One text's words and joins, added to `words` and `joins` (word → in the name). The words are the runs of letters
 * and digits of 3 characters or more (`regexp_split_to_table(t, '[^[:alnum:]]+')`). A join is a run of punctuation
 * (neither letter, digit nor space) between two runs of letters and digits: the last one or two characters of the
 * first, the punctuation and the first one or two of the next. Each such meeting is exactly one match of each of
 * `lab_word_joins_of`'s two expressions, in the same order, which the function pairs by ordinal.
 */
function scan(text: string, inName: boolean, words: Map<string, boolean>, joins: Map<string, boolean>): void {
  const n = text.length;
  let runStart = -1;
  let runEnd = -1;
  for (let i = 0; i < n;) {
    const c = text.charCodeAt(i);
    if (isAlnum(c)) {
      const start = i;
      while (i < n && isAlnum(text.charCodeAt(i))) i++;
      if (i - start >= 3) {
        const word = text.slice(start, i);
        if (inName || !words.has(word)) words.set(word, inName);
      }
      runStart = start;
      runEnd = i;
    } else if (c === 32) {
      i++;
    } else {
      const start = i;
      while (i < n && text.charCodeAt(i) !== 32 && !isAlnum(text.charCodeAt(i))) i++;
      if (runEnd === start && i < n && isAlnum(text.charCodeAt(i))) {
        const end = i + 1 < n && isAlnum(text.charCodeAt(i + 1)) ? i + 2 : i + 1;
        const join = text.slice(Math.max(runStart, start - 2), end);
        joins.set(join, inName || joins.get(join) === true);
      }
    }
  }
}

const words = new Map<string, boolean>();
const joins = new Map<string, boolean>();

/**
 * Calls `visit` with each row of `lab_words_of(name, rest)` (word, in the name); false, having called nothing, when
 * either text is not printable ASCII.
 */
export function eachLabWord(name: string, rest: string, visit: (word: string, inName: boolean) => void): boolean {
  if (NOT_PRINTABLE_ASCII.test(name) || NOT_PRINTABLE_ASCII.test(rest)) return false;
  words.clear();
  joins.clear();
  const lowerName = name.toLowerCase();
  const lowerRest = rest.toLowerCase();
  scan(lowerName, true, words, joins);
  scan(lowerRest, false, words, joins);
  // A join holds punctuation and a word none: the two never meet.
  words.forEach((inName, word) => visit(word, inName));
  joins.forEach((inName, word) => visit(word, inName));
  return true;
}

/** The rows of `lab_words_of(name, rest)` as `[word, inName]` pairs, or undefined when a text is not printable ASCII. */
export function labWordsOf(name: string, rest: string): [string, boolean][] | undefined {
  const rows: [string, boolean][] = [];
  return eachLabWord(name, rest, (word, inName) => rows.push([word, inName])) ? rows : undefined;
}
