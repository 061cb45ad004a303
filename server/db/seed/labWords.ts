/**
 * The labs' words (migrations 0024_lab_words.sql, 0030_lab_word_joins.sql) made by the seeder instead of by
 * PostgreSQL: `lab_words_of` splits each lab's texts with regular expressions in SQL, costly over a million labs
 * (docs/PERFORMANCE.md). Over ASCII, PostgreSQL's `lower` and `[[:alnum:]]`/`[[:space:]]` are JavaScript's
 * `toLowerCase` and `[a-z0-9]`/`\s` in every locale, so an ASCII lab's words are made here, the same rows, and sent
 * with COPY; a lab with any other character keeps `lab_words_of`'s.
 */
import { once } from 'node:events';
import { finished } from 'node:stream/promises';

import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

import { copyEscape } from './util.js';

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

/** Labs read per statement. */
const BATCH = 50_000;

/**
 * Fills lab_words from the labs, on `client` inside its transaction (the seeder's refill of `lab_words_insert`): the
 * labs read in batches of BATCH in id order, the ASCII labs' words sent with COPY, the others' made by `lab_words_of`.
 * Returns the rows written.
 */
export async function copyLabWords(client: pg.ClientBase): Promise<number> {
  let after = -1;
  let count = 0;
  const others: number[] = [];
  for (;;) {
    const { rows } = await client.query<[number, string, string | null, boolean, boolean]>({
      text: `select id, name, email || ' ' || city || ' ' || address || ' ' || contact_number, verified, is_active
             from labs where id > $1 order by id limit ${BATCH}`,
      values: [after],
      rowMode: 'array',
    });
    if (rows.length === 0) break;
    after = rows[rows.length - 1][0];
    const stream = client.query(
      copyFrom('copy lab_words (word, lab_id, name, in_name, verified, is_active) from stdin'),
    );
    const failures: Error[] = [];
    stream.on('error', (error: Error) => failures.push(error));
    let chunk = '';
    for (const [id, name, rest, verified, isActive] of rows) {
      const words = labWordsOf(name, rest);
      if (!words) {
        others.push(id);
        continue;
      }
      const tail = `\t${id}\t${copyEscape(name)}\t`;
      const state = `\t${verified ? 't' : 'f'}\t${isActive ? 't' : 'f'}\n`;
      for (const [word, inName] of words) chunk += copyEscape(word) + tail + (inName ? 't' : 'f') + state;
      count += words.length;
      if (chunk.length >= 1 << 20) {
        if (failures.length > 0) throw failures[0];
        if (!stream.write(chunk)) await once(stream, 'drain');
        chunk = '';
      }
    }
    if (failures.length > 0) throw failures[0];
    stream.end(chunk);
    await finished(stream);
  }
  if (others.length > 0) {
    const { rowCount } = await client.query(
      `insert into lab_words (word, lab_id, name, in_name, verified, is_active)
       select w.word, l.id, l.name, w.in_name, l.verified, l.is_active
       from labs l cross join lateral lab_words_of(l.name, l.email || ' ' || l.city || ' ' || l.address || ' ' || l.contact_number) w
       where l.id = any($1::int[])`,
      [others],
    );
    count += rowCount ?? 0;
  }
  return count;
}
