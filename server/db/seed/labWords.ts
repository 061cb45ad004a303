/**
 * The labs' words (migrations 0024_lab_words.sql, 0030_lab_word_joins.sql) made by the seeder instead of by
 * PostgreSQL: `lab_words_of` splits each lab's texts with regular expressions in SQL, costly over a million labs
 * (docs/PERFORMANCE.md). Over ASCII, PostgreSQL's `lower` and `[[:alnum:]]`/`[[:space:]]` are JavaScript's
 * `toLowerCase` and `[a-z0-9]`/`\s` in every locale, so an ASCII lab's words are made here, the same rows, and sent
 * with COPY; a lab with any other character keeps `lab_words_of`'s.
 */
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';

import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

import { copyEscape, copyUnescape } from './util.js';

/** One word of a lab's text and whether it is in the lab's name. */
export type LabWord = [word: string, inName: boolean];

// eslint-disable-next-line no-control-regex
const ASCII = /^[\x00-\x7f]*$/;
/** An ASCII character's class once lower-cased: 1 a letter or digit, 2 white space, 0 anything else. */
const CLASS = new Uint8Array(128);
for (let c = 48; c <= 57; c++) CLASS[c] = 1;
for (let c = 97; c <= 122; c++) CLASS[c] = 1;
for (const c of [9, 10, 11, 12, 13, 32]) CLASS[c] = 2;

/** Adds `word` to `out` once, in the name if any of its places is. */
function add(out: LabWord[], word: string, inName: boolean) {
  for (const found of out) {
    if (found[0] === word) {
      if (inName) found[1] = true;
      return;
    }
  }
  out.push([word, inName]);
}

/** The words and joins of a lower-cased ASCII text, added to `out`. */
function scan(text: string, inName: boolean, out: LabWord[]) {
  const n = text.length;
  for (let i = 0; i < n;) {
    const kind = CLASS[text.charCodeAt(i)];
    let j = i + 1;
    while (j < n && CLASS[text.charCodeAt(j)] === kind) j++;
    if (kind === 1) {
      if (j - i >= 3) add(out, text.slice(i, j), inName);
    } else if (kind === 0 && i > 0 && j < n && CLASS[text.charCodeAt(i - 1)] === 1 && CLASS[text.charCodeAt(j)] === 1) {
      // Punctuation between two runs: the join of the first's last two characters and the next's first two.
      const left = i >= 2 && CLASS[text.charCodeAt(i - 2)] === 1 ? i - 2 : i - 1;
      const right = j + 1 < n && CLASS[text.charCodeAt(j + 1)] === 1 ? j + 2 : j + 1;
      add(out, text.slice(left, right), inName);
    }
    i = j;
  }
}

/**
 * `lab_words_of(name, rest)` for ASCII texts (undefined for any other): the runs of letters and digits of 3
 * characters or more and the joins (two runs meeting across punctuation without white space: the first's last two
 * characters, the punctuation, the next's first two), each once, in the name if it is in the name's text. `rest`
 * null: the name's words alone (SQL's `||` over a null).
 */
export function labWordsOf(name: string, rest: string | null): LabWord[] | undefined {
  if (!ASCII.test(name) || (rest !== null && !ASCII.test(rest))) return undefined;
  const out: LabWord[] = [];
  scan(name.toLowerCase(), true, out);
  if (rest !== null) scan(rest.toLowerCase(), false, out);
  return out;
}

const [TAB, NEWLINE, TRUE, FALSE] = [9, 10, 116, 102];
/** Room made at first for each lab's words (the seed's labs have 21.8 on average), so that the list seldom grows. */
const WORDS_PER_LAB = 24;
/** The rows' COPY text is sent in pieces of this many bytes (or one row's, when larger). */
const PIECE = 1 << 20;

/** The labs in name order (their ranks) and their words, as `readLabs` leaves them. */
interface LabsRead {
  /**
   * Per rank, the row's middle (`\t<id>\t<name>\t`, the name as COPY wrote it) in UTF-8, from `middleEnds[rank]` to
   * `middleEnds[rank + 1]`.
   */
  middles: Buffer;
  middleEnds: number[];
  /** Per rank: 1 verified, 2 active. */
  states: number[];
  /** Per rank, where its words start in `found` (up to `starts[rank + 1]`). */
  starts: number[];
  /** Each lab's words, rank by rank: the word's number in `words` << 1 | in the name. */
  found: Int32Array;
  words: string[];
  /** The ids of labs with a non-ASCII text: their words are left to `lab_words_of`. */
  others: number[];
}

/**
 * Reads the labs with one COPY sorted by name and id (a lab's place there is its rank) and makes the ASCII labs'
 * words.
 */
async function readLabs(client: pg.ClientBase): Promise<LabsRead> {
  const middleParts: Buffer[] = [];
  let middleText: string[] = [];
  const middleEnds = [0];
  const states: number[] = [];
  const starts = [0];
  const [{ n }] = (await client.query<{ n: number }>('select count(*)::int as n from labs')).rows;
  let found = new Int32Array(n * WORDS_PER_LAB + 1024);
  let count = 0;
  const wordIds = new Map<string, number>();
  const words: string[] = [];
  const others: number[] = [];

  const readLab = (line: string) => {
    const [id, name, rest, verified, isActive] = line.split('\t');
    const labWords = labWordsOf(copyUnescape(name), rest === '\\N' ? null : copyUnescape(rest));
    const middle = `\t${id}\t${name}\t`;
    middleText.push(middle);
    middleEnds.push(middleEnds[middleEnds.length - 1] + (labWords ? middle.length : Buffer.byteLength(middle)));
    states.push((verified === 't' ? 1 : 0) | (isActive === 't' ? 2 : 0));
    if (!labWords) others.push(Number(id));
    else {
      if (count + labWords.length > found.length) {
        const larger = new Int32Array(Math.ceil(found.length * 1.5) + labWords.length);
        larger.set(found);
        found = larger;
      }
      for (const [word, inName] of labWords) {
        let w = wordIds.get(word);
        if (w === undefined) {
          w = words.push(word) - 1;
          wordIds.set(word, w);
        }
        found[count++] = (w << 1) | (inName ? 1 : 0);
      }
    }
    starts.push(count);
  };
  const labs = client.query(
    copyTo(`copy (select id, name, email || ' ' || city || ' ' || address || ' ' || contact_number, verified, is_active
                  from labs order by name, id) to stdout`),
  );
  const decoder = new StringDecoder('utf8');
  let partial = '';
  for await (const chunk of labs as AsyncIterable<Buffer>) {
    const lines = (partial + decoder.write(chunk)).split('\n');
    partial = lines.pop()!;
    for (const line of lines) readLab(line);
    middleParts.push(Buffer.from(middleText.join('')));
    middleText = [];
  }
  const last = partial + decoder.end();
  if (last !== '') readLab(last);
  middleParts.push(Buffer.from(middleText.join('')));
  return {
    middles: Buffer.concat(middleParts),
    middleEnds,
    states,
    starts,
    found: found.subarray(0, count),
    words,
    others,
  };
}

/**
 * The rows in the walk's order, by a counting sort: the words in byte order (`collate "C"`; ASCII words compare the
 * same as JavaScript's code units), each word's rows from `firsts[r]` to `firsts[r + 1]` in `rows` (a lab's rank << 1
 * | in the name), its labs in rank order.
 */
function walkOrder({ words, found, starts }: LabsRead) {
  const order = Array.from(words.keys()).sort((a, b) => (words[a] < words[b] ? -1 : 1));
  const wordRank = new Int32Array(words.length);
  order.forEach((w, r) => (wordRank[w] = r));
  const firsts = new Int32Array(words.length + 1);
  for (const f of found) firsts[wordRank[f >> 1] + 1]++;
  for (let r = 0; r < words.length; r++) firsts[r + 1] += firsts[r];
  const rows = new Int32Array(found.length);
  const next = firsts.slice(0, words.length);
  for (let lab = 0; lab + 1 < starts.length; lab++)
    for (let i = starts[lab]; i < starts[lab + 1]; i++)
      rows[next[wordRank[found[i] >> 1]]++] = (lab << 1) | (found[i] & 1);
  return { order, firsts, rows };
}

/** Sends the rows with COPY, word by word, written straight into pieces of PIECE bytes. */
async function sendRows(client: pg.ClientBase, labs: LabsRead, { order, firsts, rows }: ReturnType<typeof walkOrder>) {
  const { middles, middleEnds, states, words } = labs;
  const stream = client.query(copyFrom('copy lab_words (word, lab_id, name, in_name, verified, is_active) from stdin'));
  const failures: Error[] = [];
  stream.on('error', (error: Error) => failures.push(error));
  let piece = Buffer.allocUnsafe(PIECE);
  let at = 0;
  for (let r = 0; r < words.length; r++) {
    const word = Buffer.from(copyEscape(words[order[r]]));
    for (let i = firsts[r]; i < firsts[r + 1]; i++) {
      const lab = rows[i] >> 1;
      const [from, to] = [middleEnds[lab], middleEnds[lab + 1]];
      const length = word.length + to - from + 6;
      if (at + length > piece.length) {
        if (failures.length > 0) throw failures[0];
        if (!stream.write(piece.subarray(0, at))) await once(stream, 'drain');
        piece = Buffer.allocUnsafe(Math.max(PIECE, length));
        at = 0;
      }
      at += word.copy(piece, at);
      at += middles.copy(piece, at, from, to);
      piece[at++] = rows[i] & 1 ? TRUE : FALSE;
      piece[at++] = TAB;
      piece[at++] = states[lab] & 1 ? TRUE : FALSE;
      piece[at++] = TAB;
      piece[at++] = states[lab] & 2 ? TRUE : FALSE;
      piece[at++] = NEWLINE;
    }
  }
  if (failures.length > 0) throw failures[0];
  stream.end(piece.subarray(0, at));
  await finished(stream);
}

/**
 * Fills lab_words from the labs, on `client` inside its transaction (the seeder's refill of `lab_words_insert`), in
 * the order of the walk indexes (`lab_words_walk_idx`: the word, then the lab's name in the database's collation, then
 * its id), so that they build over rows already in their order: the labs read in name order (`readLabs`), the rows
 * placed word by word (`walkOrder`) and sent with COPY (`sendRows`). A lab with any other character than ASCII gets
 * `lab_words_of`'s rows after them. Returns the rows written.
 */
export async function copyLabWords(client: pg.ClientBase): Promise<number> {
  const labs = await readLabs(client);
  await sendRows(client, labs, walkOrder(labs));
  let count = labs.found.length;
  if (labs.others.length > 0) {
    const { rowCount } = await client.query(
      `insert into lab_words (word, lab_id, name, in_name, verified, is_active)
       select w.word, l.id, l.name, w.in_name, l.verified, l.is_active
       from labs l cross join lateral lab_words_of(l.name, l.email || ' ' || l.city || ' ' || l.address || ' ' || l.contact_number) w
       where l.id = any($1::int[])`,
      [labs.others],
    );
    count += rowCount ?? 0;
  }
  return count;
}
