/** The seeder's lab words are `lab_words_of`'s, row for row (migrations 0024, 0030). */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Database, queryRows } from '../client.js';
import { copyLabWords, labWordsOf } from './labWords.js';
import { Rng } from './rng.js';
import { openEmptyDatabases } from './testDatabases.js';

let database: Database;
beforeAll(async () => {
  [database] = await openEmptyDatabases(1);
});
afterAll(async () => {
  await database?.close();
});

/** Each pair's words as `lab_words_of` gives them, sorted. */
async function sqlWords(pairs: [string, string | null][]) {
  const rows = await queryRows<{ i: number; word: string; in_name: boolean }>(
    database.db,
    sql`select t.i::int as i, w.word, w.in_name
        from (values ${sql.join(
          pairs.map(([name, rest], i) => sql`(${i}, ${name}::text, ${rest}::text)`),
          sql`, `,
        )}) t(i, name, rest)
        cross join lateral lab_words_of(t.name, t.rest) w`,
  );
  return pairs.map((_, i) =>
    rows
      .filter(r => Number(r.i) === i)
      .map(r => `${r.word}:${r.in_name}`)
      .sort(),
  );
}

const jsWords = (pairs: [string, string | null][]) =>
  pairs.map(([name, rest]) => (labWordsOf(name, rest) ?? []).map(([word, inName]) => `${word}:${inName}`).sort());

const CRAFTED: [string, string | null][] = [
  [
    'Chughtai Lab Lahore - Gulberg III Branch 2',
    'chughtai.lahore@labhub.pk Lahore Plot 12, Main Boulevard 0321-4856120',
  ],
  ['Al-Mustafa Lab', 'al-mustafa@x.pk Islamabad G-9/2, F.8 Markaz 0343-2263458'],
  ['ab-c-d a-bc-d x--y !z ab-. c', 'q\\r-s a/b/c 12.34.56 -x- ..ab..cd.. a\tb-c\nd'],
  ['LAB lab Lab', 'lab labs LAB-LAB 1-2-3 a-b'],
  ['', ''],
  ['Only Name', null],
  ["Dr. Essa's Lab (Pvt) Ltd.", "essa's@x.pk O'Brien & Sons #4-B, 5th St."],
];

describe('labWordsOf', () => {
  it('gives lab_words_of’s words and joins for texts of letters, digits, punctuation and white space', async () => {
    expect(jsWords(CRAFTED)).toEqual(await sqlWords(CRAFTED));
  });

  it('gives lab_words_of’s words for 400 random ASCII texts', async () => {
    const rng = new Rng(20261129);
    const alphabet = "aAbB1 2-./@,#\\'(&)\tzZlL09_";
    const text = () => Array.from({ length: rng.int(0, 40) }, () => alphabet[rng.int(0, alphabet.length - 1)]).join('');
    const pairs: [string, string | null][] = Array.from({ length: 400 }, () => [text(), text()]);
    expect(jsWords(pairs)).toEqual(await sqlWords(pairs));
  });

  it('leaves a lab with any other character to lab_words_of', () => {
    expect(labWordsOf('Lab Múltan', 'x@y.pk')).toBeUndefined();
    expect(labWordsOf('Lab Multan', 'Kärachi')).toBeUndefined();
    expect(labWordsOf('Lab Multan', 'x@y.pk')).toEqual([
      ['lab', true],
      ['multan', true],
      ['x@y', false],
      ['y.pk', false],
    ]);
  });
});

describe('copyLabWords', () => {
  it.skipIf(!process.env.DATABASE_URL)(
    'writes the labs’ rows of lab_words, an ASCII lab’s from the seeder and another’s from lab_words_of',
    async () => {
      const client = await database.pool!.connect();
      try {
        await client.query('begin');
        await client.query('set local session_replication_role = replica');
        await client.query(
          `insert into labs (user_id, email, name, labname, address, city, landline_number, contact_number, latitude,
                             longitude, is_active, verified)
           select i, 'lab' || i || '@x.pk', n.name, 'L', n.address, 'Lahore', '042-1', '0300-' || i, 31, 74, i % 3 <> 0, i % 2 = 0
           from (values (1, 'Al-Shifa Lab', 'G-9/2, F.8'), (2, 'Lab Múltan', 'Bosan Rd.'), (3, E'Tab\\tLab', 'a\\b-c'))
             n(i, name, address)`,
        );
        // More labs sharing words, their names in another order than their ids.
        await client.query(
          `insert into labs (user_id, email, name, labname, address, city, landline_number, contact_number, latitude,
                             longitude, is_active, verified)
           select 10 + i, 'lab' || (10 + i) || '@x.pk', (array['Zeta', 'Alpha', 'Chughtai', 'mid'])[1 + i % 4] || ' Lab '
                  || (i * 7919 % 300), 'L', 'Street ' || (i % 13), 'Lahore', '042-1', '0300-' || i, 31, 74, i % 5 <> 0,
                  i % 3 = 0
           from generate_series(1, 300) i`,
        );
        await client.query('truncate lab_words');
        const written = await copyLabWords(client);
        const { rows } = await client.query(
          `(select word, lab_id, name, in_name, verified, is_active from lab_words
            except all
            select w.word, l.id, l.name, w.in_name, l.verified, l.is_active from labs l
            cross join lateral lab_words_of(l.name, l.email || ' ' || l.city || ' ' || l.address || ' ' || l.contact_number) w)
           union all
           (select w.word, l.id, l.name, w.in_name, l.verified, l.is_active from labs l
            cross join lateral lab_words_of(l.name, l.email || ' ' || l.city || ' ' || l.address || ' ' || l.contact_number) w
            except all
            select word, lab_id, name, in_name, verified, is_active from lab_words)`,
        );
        expect(rows).toEqual([]);
        const { rows: counted } = await client.query(
          `select count(*)::int as n, count(distinct lab_id)::int as labs from lab_words`,
        );
        expect(counted[0]).toEqual({ n: written, labs: 303 });
        // The ASCII labs' rows were written in the walk index's order; the others' after them.
        const { rows: placed } = await client.query<{ in_order: boolean; others_last: boolean }>(
          `select bool_and(in_order) as in_order, bool_and(others_last) as others_last from (
             select row_number() over (order by ctid) = row_number() over (order by word, name, lab_id) as in_order,
                    true as others_last
             from lab_words where name <> 'Lab Múltan'
             union all
             select null, (select count(*) from lab_words w where w.ctid > lab_words.ctid and w.name <> 'Lab Múltan') = 0
             from lab_words where name = 'Lab Múltan') t`,
        );
        expect(placed[0]).toEqual({ in_order: true, others_last: true });
      } finally {
        await client.query('rollback');
        client.release();
      }
    },
  );
});
