/**
 * labWordsOf gives what the database's lab_words_of gives (PGlite, or PostgreSQL when DATABASE_URL is set), on texts
 * shaped like the seed's and on the edge cases of its regular expressions.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Database, queryRows } from '../client.js';
import { LAB_WORD_FUNCTIONS, labWordsOf } from './labWordRows.js';
import { openEmptyDatabases } from './testDatabases.js';

const TEXTS: [string, string][] = [
  ['Chughtai Lab Lahore', 'chughtai.lahore@labhub.pk Lahore Plot 12, Main Boulevard, Gulberg III, Lahore 0321-4856120'],
  [
    'Al-Mustafa Diagnostics Islamabad - G-9/2',
    'al-mustafa.islamabad.g-9-2@labhub.pk Islamabad Office 7, F.8 Markaz, G-9/2 0343-2263458',
  ],
  [
    'Excel Labs Karachi - DHA Phase 6 Branch 3',
    'excel.karachi.dha-phase-6.3@labhub.pk Karachi Suite 101, Khayaban-e-Ittehad, DHA Phase 6, Karachi 0300-1234567',
  ],
  ['ABC', 'x'],
  ['ab', 'a-b-c  ab--cd-- ef- -gh a.b.c.d 12/34/56 x,y ,z q!!r'],
  ['A-B-C-D', 'A1-B2/C3.D4 ab-cd ef - gh ij- kl mn -op abc--de--fgh x-y-z-w 1.2.3 12.34.56'],
  ['-x-', '~a~ b~c ~~ d~~e^f`g{h}i|j"k\'l<m>n=o+p?q_r s;t:u'],
  ['Lab 2', '  lead  trail  -lead trail- a--b 123 4567 ab12-34cd'],
  ['Lab (Main) #1', '(a)b [c]d e--f--g h...i abc-def-ghi 9-9-9-9'],
  ['', ''],
  ['---', '-a- -b- ab- -cd'],
  ['UPPER lower MiXeD', 'MIXED-Case Mixed-CASE abc abc ABC'],
  ['name-join xy-z', 'xy-z me-join'],
];

let db: Database | undefined;

beforeAll(async () => {
  [db] = await openEmptyDatabases(1);
});
afterAll(async () => {
  await db?.close();
});

describe('labWordsOf', () => {
  it('reproduces the functions whose bodies it knows', async () => {
    const rows = await queryRows<{ proname: string; md5: string }>(
      db!.db,
      sql`select proname, md5(prosrc) as md5 from pg_proc where proname in ('lab_words_of', 'lab_word_joins_of')`,
    );
    const found = Object.fromEntries(rows.map(r => [r.proname, r.md5]));
    // A changed function: make labWordRows.ts give its rows again, then update the digest.
    expect(found).toEqual(LAB_WORD_FUNCTIONS);
  });

  it('gives the rows of lab_words_of', async () => {
    for (const [name, rest] of TEXTS) {
      const expected = (
        await queryRows<{ word: string; in_name: boolean }>(
          db!.db,
          sql`select word, in_name from lab_words_of(${name}, ${rest}) order by word collate "C"`,
        )
      ).map(r => [r.word, r.in_name]);
      // ASCII: UTF-16 order is byte order.
      const made = labWordsOf(name, rest)!.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
      expect(made, `${name} | ${rest}`).toEqual(expected);
    }
  });

  it('leaves text that is not printable ASCII to the database', () => {
    expect(labWordsOf('Laboratoire Médical', 'x')).toBeUndefined();
    expect(labWordsOf('Lab', 'Straße 1')).toBeUndefined();
    expect(labWordsOf('Lab', 'ab-\tcd')).toBeUndefined();
  });
});
