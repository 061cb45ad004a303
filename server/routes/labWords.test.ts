/**
 * lab_words and lab_word_list (migration 0024) are kept exact by triggers on labs and lab_words: after inserts,
 * updates (text, name, state, several labs in one statement) and deletes, they hold what the labs give, recomputed
 * here in JavaScript. And every lab list's search answered from them (sorted by name, any state, paged both ways;
 * texts of one word, of several, inside words, across separators) gives the whole list filtered.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { type Db, queryRows } from '../db/client.js';
import { joinPatterns, wordsFor } from '../repos/labWords.js';
import type { TestApp } from '../test/harness.js';
import { getOk, useTestApp } from '../test/suite.js';

const t = useTestApp();
type Row = Record<string, string | number | boolean | null>;
const rows = (text: string) => queryRows<Row>(t.database.db, sql.raw(text));

/** Each lab's words as lab_words should hold them, computed from the labs in JavaScript (ASCII text). */
async function expectedWords() {
  const labs = await rows(
    'select id, name, email, city, address, contact_number, verified, is_active from labs order by id',
  );
  const words = (s: string) =>
    s
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(w => w.length >= 3);
  // The joins (migration 0030): where two runs meet across punctuation without a space, the first one's last two
  // characters, the punctuation and the next one's first two.
  const joins = (s: string) =>
    s
      .toLowerCase()
      .split(/\s+/)
      .flatMap(token => {
        const pieces = token.match(/[a-z0-9]+|[^a-z0-9]+/g) ?? [];
        return pieces.flatMap((p, i) =>
          i > 0 && i < pieces.length - 1 && /^[^a-z0-9]/.test(p)
            ? [pieces[i - 1].slice(-2) + p + pieces[i + 1].slice(0, 2)]
            : [],
        );
      });
  const out: string[] = [];
  for (const l of labs) {
    const text = [l.name, l.email, l.city, l.address, l.contact_number].join(' ');
    expect(text, 'the demo data is ASCII').toMatch(/^[\x20-\x7e]*$/);
    const inName = new Set([...words(String(l.name)), ...joins(String(l.name))]);
    for (const w of new Set([...words(text), ...joins(text)]))
      out.push(JSON.stringify([w, l.id, l.name, inName.has(w), l.verified, l.is_active]));
  }
  return out.sort();
}

async function expectKept() {
  const kept = (await rows('select word, lab_id, name, in_name, verified, is_active from lab_words')).map(r =>
    JSON.stringify([r.word, r.lab_id, r.name, r.in_name, r.verified, r.is_active]),
  );
  expect(kept.sort()).toEqual(await expectedWords());
  const list = await rows('select word, n from lab_word_list order by word');
  const counted = await rows('select word, count(*)::int as n from lab_words group by word order by word');
  expect(list.map(r => [r.word, Number(r.n)])).toEqual(counted.map(r => [r.word, Number(r.n)]));
}

describe('lab_words kept by triggers', () => {
  it('holds the words in byte collation and the names in the database’s (migration 0031)', async () => {
    const columns = await rows(
      `select table_name || '.' || column_name as c, coalesce(collation_name, '') as collation from information_schema.columns
       where table_name in ('lab_words', 'lab_word_list') and column_name in ('word', 'name') order by 1`,
    );
    expect(columns).toEqual([
      { c: 'lab_word_list.word', collation: 'C' },
      { c: 'lab_words.name', collation: '' },
      { c: 'lab_words.word', collation: 'C' },
    ]);
  });

  it('holds each lab’s words after the seed, inserts, updates and deletes', async () => {
    await expectKept();
    const db = t.database.db;
    // Two labs in one statement, one with words of its own (a new word in the list) and shared ones.
    await db.execute(sql`
      with u as (
        insert into users (email, name, password_hash, role) values
          ('wordy.one@example.pk', 'Zebrafinch Diagnostics', 'x', 'lab'),
          ('wordy.two@example.pk', 'Lahore Quux Lab', 'x', 'lab')
        returning id, email, name)
      insert into labs (user_id, email, name, labname, address, city, landline_number, contact_number, latitude, longitude)
      select id, email, name, name, 'Plot 7, Quux Road', 'Lahore', '042-1234567', '0300-7654321', 31.5, 74.3 from u`);
    await expectKept();
    // A new name, a state change, a change of nothing searched, several labs at once.
    await db.execute(sql`update labs set name = 'Zebrafinch Labs Quuxville' where email = 'wordy.one@example.pk'`);
    await db.execute(sql`update labs set verified = not verified where id % 5 = 0`);
    await db.execute(sql`update labs set landline_number = landline_number where id % 7 = 0`);
    await db.execute(sql`update labs set address = address || ' Annex' where id % 3 = 0`);
    await expectKept();
    // Deletes through the labs' users (the API's delete), one and several.
    await db.execute(sql`delete from users where email = 'wordy.two@example.pk'`);
    await db.execute(sql`delete from users where id in (select user_id from labs where id % 11 = 0 and id > 1)`);
    await expectKept();
    expect(await rows(`select * from lab_word_list where word = 'zebrafinch'`)).toHaveLength(1);
    await db.execute(sql`delete from users where email = 'wordy.one@example.pk'`);
    expect(await rows(`select * from lab_word_list where word in ('zebrafinch', 'quuxville')`)).toEqual([]);
    await expectKept();
  });
});

type Lab = { id: number; name: string; email: string; city: string; address: string; contact_number: string };
const haystack = (l: Lab) => [l.name, l.email, l.city, l.address, l.contact_number].join(' ').toLowerCase();

/**
 * Every lab list (all, verified, pending, blocked), sorted by name both ways: each text's pages (the first 3, 2–7 and
 * all) give that list filtered in JavaScript, and a full first page of 3 the total `expectTotal` checks against the
 * number of matching labs. `textsOf`: the texts, from the list sorted.
 */
async function expectEveryList(
  app: TestApp,
  textsOf: (sorted: Lab[]) => string[],
  expectTotal: (headers: Record<string, unknown>, matching: number, what: string) => void,
) {
  for (const path of ['getAllLabs', 'getVerifiedlabs/', 'getPendingrequests/', 'getblockedlabs']) {
    for (const order of ['ASC', 'DESC']) {
      const sorted: Lab[] = (
        await getOk(app, `/api/profiles/${path}?_sort=name&_order=${order}&_start=0&_end=100000`)
      ).json();
      for (const text of textsOf(sorted)) {
        const expected = sorted.filter(l => haystack(l).includes(text.toLowerCase())).map(l => l.id);
        for (const [start, end] of [
          [0, 3],
          [2, 7],
          [0, 100000],
        ]) {
          const res = await getOk(
            app,
            `/api/profiles/${path}?q=${encodeURIComponent(text)}&_sort=name&_order=${order}&_start=${start}&_end=${end}`,
          );
          const what = `${path} ${order} "${text}" ${start}-${end}`;
          expect(
            res.json().map((l: Lab) => l.id),
            what,
          ).toEqual(expected.slice(start, end));
          if (end - start === 3 && expected.length >= end) expectTotal(res.headers, expected.length, what);
        }
      }
    }
  }
}

describe('lab searches from the words', () => {
  it('give every list sorted by name, filtered, paged both ways, whatever the text', async () => {
    // A lab whose name is not ASCII: its text's runs are split by PostgreSQL (labWords.ts longestRun).
    await t.database.db.execute(sql`
      with u as (
        insert into users (email, name, password_hash, role)
        values ('nandu@example.pk', 'ñandú clínica lab', 'x', 'lab') returning id, email, name)
      insert into labs (user_id, email, name, labname, address, city, landline_number, contact_number, latitude, longitude)
      select id, email, name, name, 'Plot 9, Mall Road', 'Lahore', '042-7654321', '0300-1112223', 31.5, 74.3 from u`);
    await expectEveryList(
      t,
      sorted => {
        const lab = sorted[Math.floor(sorted.length / 2)];
        const [first, second] = lab.name.toLowerCase().split(' ');
        return [
          first, // one word
          first.slice(1, 4), // inside words (several of them)
          `${first} ${second}`, // across a separator: the candidates' text is tested
          lab.name, // several runs: the candidates of the one the fewest labs hold
          lab.email, // runs and joins (`re@la`)
          `${lab.city} ${first}`,
          lab.email.slice(lab.email.indexOf('@') - 2), // an email's end, with its @ and dot
          lab.city.toUpperCase(),
          'lab', // a word inside many words (lab, labs, labhub, laboratory…)
          'la', // too short for a word, no punctuation: the walk as before
          // Runs shorter than 3 characters meeting across punctuation: the labs holding one of the text's joins.
          lab.contact_number.slice(2, 7), // digits across a dash ("21-48")
          lab.contact_number.slice(3, 6), // one digit on each side: joins that go on ("1-4" in "21-48")
          `${lab.email[lab.email.indexOf('@') - 1]}@${lab.email[lab.email.indexOf('@') + 1]}`,
          lab.email.slice(lab.email.indexOf('@') - 2, lab.email.indexOf('@') + 3),
          '.pk', // a run the text ends with, after the punctuation
          'b.p', // one character each side, across a dot
          'al-m',
          'g-9',
          'f.8',
          ', g-9', // a whole run of one character
          '-9/', // punctuation each end
          '2, m', // a separator with a space: the walk as before
          'b_p', // LIKE's wildcards in the separator are taken as they are
          'a%b',
          '-', // no letter or digit
          'zzqxw', // no word holds it
          'ñandú', // not ASCII
          'clínica',
          'ú cl',
        ];
      },
      (headers, matching, what) => expect(headers['x-total-count'], what).toBe(String(matching)),
    );
  });

  it('count within a filter, and sorted otherwise, as the list filtered', async () => {
    const all: Lab[] = (await getOk(t, '/api/profiles/getAllLabs?_sort=id&_order=ASC&_start=0&_end=100000')).json();
    const city = all[5].city;
    for (const text of [all[5].name.split(' ')[0], 'lab', 'labhub.pk']) {
      const expected = all.filter(l => haystack(l).includes(text.toLowerCase()) && l.city === city).map(l => l.id);
      const res = await getOk(
        t,
        `/api/profiles/getAllLabs?q=${encodeURIComponent(text)}&city=${encodeURIComponent(city)}&_sort=id&_order=ASC&_start=0&_end=1`,
      );
      expect(res.headers['x-total-count'] ?? res.headers['x-total-at-least'], text).toBe(String(expected.length));
      expect(res.json().map((l: Lab) => l.id)).toEqual(expected.slice(0, 1));
    }
  });
});

describe('a text of short runs stands for its joins', () => {
  it('gives the join patterns of each place two runs meet across punctuation without a space', () => {
    expect(joinPatterns('al-m')).toEqual(['al-m%']);
    expect(joinPatterns('g-9')).toEqual(['%g-9%']);
    expect(joinPatterns('0343-51')).toEqual(['43-51']);
    expect(joinPatterns('a.b-cd')).toEqual(['%a.b', 'b-cd']);
    expect(joinPatterns(', g-9/')).toEqual(['g-9']);
    expect(joinPatterns('b_p%q')).toEqual(['%b\\_p', 'p\\%q%']);
    expect(joinPatterns('2, m')).toEqual([]);
    expect(joinPatterns('lab')).toEqual([]);
  });

  it('reads as candidates every lab whose text contains it, from few joins', async () => {
    const db = t.database.db;
    const labs = await rows('select id, name, email, city, address, contact_number from labs order by id');
    const lab = labs[Math.floor(labs.length / 2)] as unknown as Lab;
    for (const text of ['al-m', lab.contact_number.slice(2, 7), lab.contact_number.slice(3, 6), lab.email.slice(-4)]) {
      const found = await wordsFor(db, text, false);
      expect(found, text).toBeDefined();
      expect(found?.whole, `${text}: the join's pattern alone, no text to test`).toBe(true);
      const words = new Set(found?.words);
      const held = await rows('select lab_id, word from lab_words');
      const candidates = new Set(held.filter(r => words.has(String(r.word))).map(r => Number(r.lab_id)));
      const matching = (labs as unknown as Lab[]).filter(l => haystack(l).includes(text)).map(l => l.id);
      expect(matching.length, text).toBeGreaterThan(0);
      expect(
        matching.filter(id => !candidates.has(id)),
        text,
      ).toEqual([]);
    }
  });
});

/** A LIKE pattern as a regular expression: `%` any text, `\x` the character x, every other character itself. */
const quote = (c: string) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const likeRegExp = (pattern: string) =>
  new RegExp(
    `^${pattern.replace(/\\(.)|%|./gs, (m, escaped?: string) =>
      escaped !== undefined ? quote(escaped) : m === '%' ? '.*' : quote(m),
    )}$`,
  );

/**
 * What may stand for an ASCII text, recomputed from lab_word_list: each run of 3 letters or digits or more, as the
 * words that hold it ending where the text has a character beside it that is no letter or digit (and starting
 * there), and each join; with the labs holding them (lab_word_list's counts), those held by more than 32 words left out.
 */
async function standIns(db: Db, text: string) {
  const list = (await queryRows<Row>(db, sql.raw('select word, n from lab_word_list'))).map(r => ({
    word: String(r.word),
    n: Number(r.n),
  }));
  const runs = [...text.matchAll(/[a-z0-9]{3,}/g)].map(m => {
    const at = m.index ?? 0;
    const end = at + m[0].length;
    const before = at > 0 && !/[a-z0-9]/.test(text[at - 1]) ? '' : '%';
    const after = end < text.length && !/[a-z0-9]/.test(text[end]) ? '' : '%';
    return `${before}${m[0]}${after}`;
  });
  return [...new Set([...runs, ...joinPatterns(text)])]
    .map(pattern => list.filter(w => likeRegExp(pattern).test(w.word)))
    .filter(words => words.length <= 32)
    .map(words => ({ words: words.map(w => w.word).sort(), labs: words.reduce((sum, w) => sum + w.n, 0) }));
}

describe('a text of several runs and joins', () => {
  it('stands for its run or join whose words the fewest labs hold, runs ending where the text has a separator', async () => {
    const db = t.database.db;
    const labs = (await rows('select name, email, city from labs order by id')) as unknown as Lab[];
    const lab = labs[Math.floor(labs.length / 3)];
    const [first] = lab.name.toLowerCase().split(' ');
    for (const text of [
      lab.name.toLowerCase(),
      lab.email,
      `${lab.city.toLowerCase()} ${lab.name.toLowerCase()}`,
      `lab ${lab.city.toLowerCase()}`, // `lab` ends there: not `labs`, `labhub`, `laboratory`
      `${first.slice(1)} lab`, // a word ending with the first run, then the word `lab` and any word it starts
    ]) {
      const held = await standIns(db, text);
      const fewest = Math.min(...held.map(h => h.labs));
      const found = await wordsFor(db, text, false);
      expect(found, text).toBeDefined();
      expect(
        held.filter(h => h.labs === fewest).map(h => h.words),
        text,
      ).toContainEqual([...(found?.words ?? [])].sort());
      expect(found?.fenced, text).toBe(fewest <= 15_000);
    }
  });
});

describe('a text whose fewest labs are many: the labs holding two of its runs', () => {
  // Two labs are few here (the default is 15,000): past them a lab list's candidates are the labs holding both the
  // words of the run the fewest labs hold and of the next fewest; totals counted up to 5.
  const few = useTestApp({ fencedLabsAtMost: 2, listTotalBound: 5 });

  it('gives every list sorted by name, paged both ways, with its exact or bounded total', async () => {
    const labs = (await queryRows<Row>(
      few.database.db,
      sql.raw('select id, name, email, city, address, contact_number from labs order by id'),
    )) as unknown as Lab[];
    const lab = labs[Math.floor(labs.length / 2)];
    const [first, second] = lab.name.toLowerCase().split(' ');
    const texts = [
      `${first} ${second}`,
      lab.name,
      `${lab.city} ${first}`,
      `${second} ${lab.city}`,
      `${lab.city.toLowerCase()}@labhub`, // runs and a join
      'lab labhub',
      `lab ${lab.city}`, // `lab` ends there: its side is not every lab's `labhub`
      `${first} zzqxw`, // no lab holds its second run: the fewest, no candidate
    ];
    for (const text of texts.filter(t => !t.endsWith('zzqxw'))) {
      const found = await wordsFor(few.database.db, text.toLowerCase(), false, { intersect: true });
      expect(found?.fenced, text).toBe(false);
      expect(found?.also?.length ?? 0, `${text}: ${found?.labs} labs hold its fewest run`).toBeGreaterThan(0);
      // Each other side is the words of one of the text's runs (ending where the text has a separator) or joins.
      const held = (await standIns(few.database.db, text.toLowerCase())).map(h => h.words);
      for (const side of found?.also ?? []) expect(held, text).toContainEqual([...side].sort());
    }
    await expectEveryList(
      few,
      () => texts,
      (headers, matching, what) => {
        const bounded = matching > 5;
        expect(headers['x-total-count'], what).toBe(bounded ? undefined : String(matching));
        expect(headers['x-total-at-least'], what).toBe(bounded ? '6' : undefined);
      },
    );
  });

  it('counts within a filter and under another sort as the list filtered', async () => {
    const all: Lab[] = (await getOk(few, '/api/profiles/getAllLabs?_sort=id&_order=ASC&_start=0&_end=100000')).json();
    const lab = all[7];
    for (const text of [lab.name, `${lab.city} ${lab.name.split(' ')[0]}`, 'lab labhub']) {
      const expected = all.filter(l => haystack(l).includes(text.toLowerCase()) && l.city === lab.city).map(l => l.id);
      const res = await getOk(
        few,
        `/api/profiles/getAllLabs?q=${encodeURIComponent(text)}&city=${encodeURIComponent(lab.city)}&_sort=id&_order=ASC&_start=0&_end=1`,
      );
      const total = res.headers['x-total-count'] ?? `>${String(Number(res.headers['x-total-at-least']) - 1)}`;
      expect(total, text).toBe(expected.length > 5 ? '>5' : String(expected.length));
      expect(res.json().map((l: Lab) => l.id)).toEqual(expected.slice(0, 1));
    }
  });
});
