/**
 * labWordsOf gives what the database's lab_words_of gives (PGlite, or PostgreSQL when DATABASE_URL is set), on texts
 * shaped like the seed's and on the edge cases of its regular expressions.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Database, queryRows } from '../client.js';
import { LAB_WORD_FUNCTIONS, labWordsOf } from './labWordRows.js';
import { openEmptyDatabases } from './testDatabases.js';
import { type LabWordSource, refillApart, TRIGGER_REFILLS } from './writer.js';

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

  it.skipIf(!process.env.DATABASE_URL)(
    'refills lab_words and lab_word_list as the triggers wrote them, a lab whose text is not ASCII through the function (PostgreSQL)',
    async () => {
      const [pg] = await openEmptyDatabases(1, [4]);
      try {
        const exec = (query: string) => pg.db.execute(sql.raw(query));
        const read = (query: string) => queryRows<Record<string, unknown>>(pg.db, sql.raw(query));
        const labs: [string, string, string, boolean, boolean][] = [
          ['Al-Noor Lab Lahore', 'Plot 3, G-9/2, Lahore', '0300-1112223', true, true],
          ['Laboratoire Médical Gulberg', 'Rue 5, Gulberg III', '0321-4445556', false, true],
          ['Al-Noor Lab Karachi', 'Suite 1, DHA Phase-6', '0333-7778889', true, false],
        ];
        for (const [i, [name, address, contact, verified, active]] of labs.entries()) {
          await exec(`insert into users (email, name, password_hash, role) values ('l${i}@x.pk', 'L${i}', 'x', 'lab')`);
          await exec(`insert into labs (user_id, email, name, labname, address, city, landline_number, contact_number,
                        latitude, longitude, verified, is_active)
                      select id, 'lab.${i}@labhub.pk', '${name}', 'L', '${address}', 'Lahore', '042-1', '${contact}', 31, 74,
                        ${verified}, ${active} from users where email = 'l${i}@x.pk'`);
        }
        const words = 'select word, lab_id, name, in_name, verified, is_active from lab_words order by 1, 2';
        const list = 'select word, n from lab_word_list order by 1';
        const byTriggers = [await read(words), await read(list)];
        expect(byTriggers[0].some(r => r.word === 'médical')).toBe(true);
        const rows = await read(
          `select id, name, email || ' ' || city || ' ' || address || ' ' || contact_number as rest, verified, is_active
           from labs order by id`,
        );
        const source: LabWordSource = {
          length: rows.length,
          id: i => Number(rows[i].id),
          name: i => String(rows[i].name),
          rest: i => String(rows[i].rest),
          verified: i => rows[i].verified === true,
          isActive: i => rows[i].is_active === true,
        };
        const refills = TRIGGER_REFILLS.filter(t => ['lab_words_insert', 'lab_word_list_insert'].includes(t.trigger));
        for (const without of [[], ['Laboratoire Médical Gulberg']]) {
          await exec('truncate lab_words, lab_word_list');
          const kept = { ...source };
          const indices = rows.map((_, i) => i).filter(i => !without.includes(String(rows[i].name)));
          Object.assign(kept, {
            length: indices.length,
            id: (i: number) => source.id(indices[i]),
            name: (i: number) => source.name(indices[i]),
            rest: (i: number) => source.rest(indices[i]),
            verified: (i: number) => source.verified(indices[i]),
            isActive: (i: number) => source.isActive(indices[i]),
          });
          const lines: string[] = [];
          await refillApart(pg.pool!, refills, line => lines.push(line), kept);
          const expected =
            without.length === 0
              ? byTriggers
              : [
                  byTriggers[0].filter(r => !without.includes(String(r.name))),
                  await read(`select word, count(*)::int as n from lab_words group by 1 order by 1`),
                ];
          expect([await read(words), await read(list)]).toEqual(expected);
          // With a lab the scan leaves to the function, the list is refilled in SQL; otherwise both are streamed.
          expect(lines.join('\n')).toContain(
            without.length === 0 ? 'lab_words streamed apart' : 'lab_words and lab_word_list streamed apart',
          );
        }
      } finally {
        await pg.close();
      }
    },
  );

  it('leaves text that is not printable ASCII to the database', () => {
    expect(labWordsOf('Laboratoire Médical', 'x')).toBeUndefined();
    expect(labWordsOf('Lab', 'Straße 1')).toBeUndefined();
    expect(labWordsOf('Lab', 'ab-\tcd')).toBeUndefined();
  });
});
