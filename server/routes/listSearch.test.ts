/**
 * Searches that reach other tables (lib/list.ts searchThroughValues): invoices by lab, patient name or email; payables
 * and receivables by lab name, status or order id. A text matching few labs, patients or statuses is answered through
 * their values, a common one or digits by the page's own walk: either way the same rows, order and total as the whole
 * list filtered here. A second app takes only 2 labs or patients as few (searchValuesLimit) and counts up to 5
 * (listTotalBound), so the demo's texts reach a common text's path: its total is "at least" the orders of its first
 * labs when they are enough, else counted exactly by the walk.
 */
import { describe, expect, it } from 'vitest';

import type { ComplaintRow } from '../test/complaintRows.js';
import type { TestApp } from '../test/harness.js';
import { getOk, useTestApp } from '../test/suite.js';

const t = useTestApp();
const rowsOf = async <T>(url: string): Promise<T[]> => (await getOk(t, url)).json();
const totalOf = async (url: string) => Number((await getOk(t, url)).headers['x-total-count']);
const has = (value: unknown, q: string) => String(value).toLowerCase().includes(q.toLowerCase());

interface OrderRow {
  orderId: number;
  lab_name: string;
  Status: string;
}

describe('searches through referenced records', () => {
  it.each([
    ['payables', '/api/Appointments/getaccountspayable'],
    ['receivables', '/api/Appointments/getaccountsrecievable'],
  ])('%s: a lab, a status, digits, a common letter and no match give the whole list filtered', async (_, path) => {
    const all = await rowsOf<OrderRow>(`${path}?_sort=orderId&_order=DESC&_start=0&_end=100000`);
    expect(all.length).toBeGreaterThan(20);
    // 'lab': a run inside several words of the labs' names (lab, labs, laboratory…): their walks merged (labWords.ts).
    // 'al-m', 'L-M', 'h-m': runs shorter than 3 meeting across a dash, their labs read from the names' joins.
    const texts = [all[0].lab_name, all[all.length - 1].lab_name.toUpperCase(), all[0].Status, '1', 'a', 'lab', 'zzzq'];
    texts.push('al-m', 'L-M', 'h-m', 'b-4');
    for (const q of texts) {
      const expected = all.filter(r => has(r.lab_name, q) || has(r.Status, q) || has(r.orderId, q));
      const url = `${path}?_sort=orderId&_order=DESC&q=${encodeURIComponent(q)}`;
      const page = await rowsOf<OrderRow>(`${url}&_start=0&_end=10`);
      expect(
        page.map(r => r.orderId),
        q,
      ).toEqual(expected.slice(0, 10).map(r => r.orderId));
      expect(await totalOf(`${url}&_start=0&_end=1`), q).toBe(expected.length);
      const byLab = await rowsOf<OrderRow>(
        `${path}?_sort=lab_name&_order=ASC&q=${encodeURIComponent(q)}&_start=0&_end=100000`,
      );
      expect(new Set(byLab.map(r => r.orderId)), q).toEqual(new Set(expected.map(r => r.orderId)));
    }
  });

  it('invoices: a lab, a patient and no match give the whole list filtered', async () => {
    const all = await rowsOf<{ id: number; company: string; founder: string }>(
      '/api/invoices?_sort=id&_order=DESC&_start=0&_end=100000',
    );
    // Names only: a patient's email is searched too, but is not on the list's cards.
    const texts = [all[0].company, all[all.length - 1].founder.toLowerCase(), 'zzzq', 'al-m', 'h-m'];
    for (const q of texts) {
      const expected = all.filter(r => has(r.company, q) || has(r.founder, q));
      const url = `/api/invoices?_sort=id&_order=DESC&q=${encodeURIComponent(q)}`;
      const page = await rowsOf<{ id: number }>(`${url}&_start=0&_end=12`);
      expect(
        page.map(r => r.id),
        q,
      ).toEqual(expected.slice(0, 12).map(r => r.id));
      expect(await totalOf(`${url}&_start=0&_end=1`), q).toBe(expected.length);
    }
    expect(await totalOf('/api/invoices?_start=0&_end=1&q=zzzq')).toBe(0);
  });
});

/** A page's rows and its total's headers: exact (`X-Total-Count`) or bounded (`X-Total-At-Least`). */
async function pageOf<T>(app: TestApp, url: string) {
  const res = await getOk(app, url);
  const exact = res.headers['x-total-count'];
  const atLeast = res.headers['x-total-at-least'];
  return {
    rows: res.json<T[]>(),
    exact: exact === undefined ? undefined : Number(exact),
    atLeast: atLeast === undefined ? undefined : Number(atLeast),
    range: String(res.headers['content-range']),
  };
}

describe('complaints: searched in their own text, their labs and their patients', () => {
  const matches = (r: ComplaintRow, q: string) =>
    [r.Type, r.Status, r.Description, r.lab_name, r.patient_name, r.patient_email].some(v => v !== null && has(v, q));

  it('a type, a description, a lab, a patient, common letters and no match give the whole list filtered, with the same totals', async () => {
    const all = await rowsOf<ComplaintRow>(
      '/api/Feedbacks/allcomplaints?_sort=created_at&_order=DESC&_start=0&_end=100000',
    );
    expect(all.length).toBeGreaterThan(10);
    const withLab = all.find(r => r.lab_name) as ComplaintRow;
    const withPatient = all.find(r => r.patient_email) as ComplaintRow;
    const texts = [
      all[0].Type,
      all[0].Description.split(' ').slice(0, 2).join(' '),
      withLab.lab_name ?? '',
      (withPatient.patient_name ?? '').toUpperCase(),
      withPatient.patient_email ?? '',
      'a',
      'al-m',
      'zzzq',
    ];
    for (const q of texts) {
      for (const filter of ['', `&Status=${encodeURIComponent(all[0].Status)}`]) {
        const expected = all.filter(r => matches(r, q) && (!filter || r.Status === all[0].Status)).map(r => r.id);
        const url = `/api/Feedbacks/allcomplaints?_sort=created_at&_order=DESC&q=${encodeURIComponent(q)}${filter}`;
        const what = `${q}${filter}`;
        expect(
          (await rowsOf<ComplaintRow>(`${url}&_start=0&_end=10`)).map(r => r.id),
          what,
        ).toEqual(expected.slice(0, 10));
        expect(
          (await rowsOf<ComplaintRow>(`${url}&_start=0&_end=100000`)).map(r => r.id),
          what,
        ).toEqual(expected);
        expect(await totalOf(`${url}&_start=0&_end=1`), what).toBe(expected.length);
      }
    }
  });
});

describe('a common text: more labs or patients than taken as few', () => {
  const common = useTestApp({ searchValuesLimit: 2, listTotalBound: 5 });
  const BOUND = 5;

  /**
   * The page is the whole list's first 10 matches; the total is exact up to the count's stop (max(bound, page end) + 1
   * = 11 rows), past it "at least" a number no larger than the real total.
   */
  function expectPage(page: Awaited<ReturnType<typeof pageOf<unknown>>>, expected: number, what: string) {
    const stopAt = Math.max(BOUND, 10) + 1;
    if (expected >= stopAt) {
      expect(page.exact, what).toBeUndefined();
      expect(page.atLeast, what).toBeGreaterThanOrEqual(stopAt);
      expect(page.atLeast, what).toBeLessThanOrEqual(expected);
      expect(page.range, what).toMatch(/\/\*$/);
    } else {
      expect(page.atLeast, what).toBeUndefined();
      expect(page.exact, what).toBe(expected);
    }
  }

  it.each([
    ['payables', '/api/Appointments/getaccountspayable'],
    ['receivables', '/api/Appointments/getaccountsrecievable'],
  ])(
    '%s: common letters, a lab, digits and no match, alone and with a filter, give the whole list filtered',
    async (_, path) => {
      const all = await rowsOf<OrderRow & { Lab_id: number }>(`${path}?_sort=orderId&_order=DESC&_start=0&_end=100000`);
      const labs = new Set(all.map(r => r.lab_name));
      // A lab name's first word: a common text that matches no status (the search is then the labs' name alone).
      const texts = ['a', 'E', 'la', 'lab', all[0].lab_name, all[0].lab_name.split(' ')[0].toUpperCase(), '1', 'zzzq'];
      texts.push('al-m', 'AL-H', 'y-m');
      // The common path is reached: some text matches more labs than the 2 taken as few, and more orders than the count's stop.
      expect([...labs].filter(name => has(name, 'a')).length).toBeGreaterThan(2);
      expect(all.filter(r => has(r.lab_name, 'a')).length).toBeGreaterThan(11);
      const oneLab = all[all.length - 1].Lab_id;
      for (const q of texts) {
        for (const filter of ['', `&Lab_id=${oneLab}`]) {
          const expected = all.filter(
            r => (has(r.lab_name, q) || has(r.Status, q) || has(r.orderId, q)) && (!filter || r.Lab_id === oneLab),
          );
          const url = `${path}?_sort=orderId&_order=DESC&q=${encodeURIComponent(q)}${filter}`;
          const page = await pageOf<OrderRow>(common, `${url}&_start=0&_end=10`);
          const what = `${q}${filter}`;
          expect(
            page.rows.map(r => r.orderId),
            what,
          ).toEqual(expected.slice(0, 10).map(r => r.orderId));
          expectPage(page, expected.length, what);
          // The last page, not full, carries the real total.
          const last = await pageOf<OrderRow>(common, `${url}&_start=0&_end=100000`);
          expect(last.exact, what).toBe(expected.length);
          const byLab = await rowsOf<OrderRow>(
            `${path}?_sort=lab_name&_order=ASC&q=${encodeURIComponent(q)}${filter}&_start=0&_end=100000`,
          );
          expect(new Set(byLab.map(r => r.orderId)), what).toEqual(new Set(expected.map(r => r.orderId)));
        }
      }
    },
  );

  it('invoices: common letters, a lab, a patient and no match give the same rows as the first app', async () => {
    const all = await rowsOf<{ id: number; company: string; founder: string; Lab_id: number }>(
      '/api/invoices?_sort=id&_order=DESC&_start=0&_end=100000',
    );
    const texts = ['a', 'E', all[0].company, all[all.length - 1].founder.toLowerCase(), 'zzzq'];
    // Words of the labs' names held by more labs than the 2 taken as few and by no patient's name: a common text
    // that (when no patient's e-mail holds it either) is the labs' name alone, whatever the sort.
    const companies = [...new Set(all.map(r => r.company))];
    const labWords = [...new Set(companies.flatMap(name => name.split(/[^A-Za-z]+/).filter(w => w.length >= 4)))];
    const labsOnly = labWords.filter(
      w => companies.filter(c => has(c, w)).length > 2 && !all.some(r => has(r.founder, w)),
    );
    expect(labsOnly.length).toBeGreaterThan(0);
    texts.push(...labsOnly.slice(0, 2), labsOnly[0].toUpperCase());
    const oneLab = all[0].Lab_id;
    const sorts = [
      'id&_order=DESC',
      'company&_order=ASC',
      'company&_order=DESC',
      'founder&_order=ASC',
      'date&_order=DESC',
    ];
    for (const [q, sort] of texts.flatMap(q => sorts.map(sort => [q, sort] as const))) {
      for (const filter of ['', `&Lab_id=${oneLab}`]) {
        const url = `/api/invoices?_sort=${sort}&q=${encodeURIComponent(q)}${filter}`;
        const what = `${q} ${sort}${filter}`;
        // The whole list searched by the first app (its texts match few labs and patients: their ids, checked above
        // against the list filtered by name), which holds at least the rows named so.
        const expected = (await rowsOf<{ id: number }>(`${url}&_start=0&_end=100000`)).map(r => r.id);
        const named = all.filter(r => (has(r.company, q) || has(r.founder, q)) && (!filter || r.Lab_id === oneLab));
        expect(expected, what).toEqual(expect.arrayContaining(named.map(r => r.id)));
        const last = await pageOf<{ id: number }>(common, `${url}&_start=0&_end=100000`);
        expect(
          last.rows.map(r => r.id),
          what,
        ).toEqual(expected);
        const page = await pageOf<{ id: number }>(common, `${url}&_start=0&_end=10`);
        expect(
          page.rows.map(r => r.id),
          what,
        ).toEqual(expected.slice(0, 10));
        expectPage(page, expected.length, what);
      }
    }
  });

  it("complaints: a lab name held by more labs than the few is counted exactly (the complaints' search text)", async () => {
    const all = await rowsOf<{ id: number; Status: string; lab_name: string | null; Type: string }>(
      '/api/Feedbacks/allcomplaints?_sort=created_at&_order=DESC&_start=0&_end=100000',
    );
    const labNames = (await rowsOf<{ name: string }>('/api/profiles/getAllLabs?_start=0&_end=100000')).map(l => l.name);
    // Words of the labs' names held by more labs than the 2 taken as few: the complaints' search reads no labs (their
    // search text, migration 0035), so each counts exactly up to the bound, however many labs hold it.
    const held = new Map<string, number>();
    for (const name of labNames)
      for (const word of new Set(
        name
          .toLowerCase()
          .split(/[^a-z0-9]+/)
          .filter(w => w.length >= 4),
      ))
        held.set(word, (held.get(word) ?? 0) + 1);
    const within = [...held].filter(([, n]) => n > 2 && n <= 20).map(([w]) => w);
    const beyond = [...held].filter(([, n]) => n > 20).map(([w]) => w);
    expect(within.length).toBeGreaterThan(0);
    const ownMatch = (r: (typeof all)[number], q: string) =>
      [r.Type, r.Status, r.lab_name].some(v => v !== null && has(v, q));
    const counted: string[] = [];
    for (const q of [...within.slice(0, 6), ...beyond.slice(0, 2)]) {
      for (const filter of ['', `&Status=${encodeURIComponent(all[0].Status)}`]) {
        const url = `/api/Feedbacks/allcomplaints?_sort=created_at&_order=DESC&q=${encodeURIComponent(q)}${filter}`;
        const what = `${q}${filter}`;
        // The whole search, by the first app (the few are 10,000 there): its rows hold at least those named so.
        const expected = (await rowsOf<{ id: number }>(`${url}&_start=0&_end=100000`)).map(r => r.id);
        const named = all.filter(r => ownMatch(r, q) && (!filter || r.Status === all[0].Status)).map(r => r.id);
        expect(expected, what).toEqual(expect.arrayContaining(named));
        // A page of one: a full page whenever one complaint matches, so its total is counted.
        const page = await pageOf<{ id: number }>(common, `${url}&_start=0&_end=1`);
        expect(
          page.rows.map(r => r.id),
          what,
        ).toEqual(expected.slice(0, 1));
        if (expected.length > 1 && within.includes(q)) counted.push(what);
        // Up to the count's stop (max(bound, page end) + 1 = 6) the total is exact, past it "at least".
        if (expected.length < BOUND + 1) expect(page.exact, what).toBe(expected.length);
        else {
          expect(page.exact, what).toBeUndefined();
          expect(page.atLeast, what).toBeGreaterThanOrEqual(BOUND + 1);
          expect(page.atLeast, what).toBeLessThanOrEqual(expected.length);
        }
      }
    }
    // Some text held by more labs than the few had its total counted.
    expect(counted.length).toBeGreaterThan(0);
  });

  it('complaints: common letters, a type, a lab and no match give the whole list filtered', async () => {
    const all = await rowsOf<{
      id: number;
      Type: string;
      Status: string;
      Description: string;
      lab_name: string | null;
      patient_name: string | null;
      patient_email: string | null;
    }>('/api/Feedbacks/allcomplaints?_sort=created_at&_order=DESC&_start=0&_end=100000');
    const withLab = all.find(r => r.lab_name);
    for (const q of ['a', 'E', all[0].Type, withLab?.lab_name ?? 'lab', 'zzzq']) {
      const expected = all
        .filter(r =>
          [r.Type, r.Status, r.Description, r.lab_name, r.patient_name, r.patient_email].some(
            v => v !== null && has(v, q),
          ),
        )
        .map(r => r.id);
      const url = `/api/Feedbacks/allcomplaints?_sort=created_at&_order=DESC&q=${encodeURIComponent(q)}`;
      const last = await pageOf<{ id: number }>(common, `${url}&_start=0&_end=100000`);
      expect(
        last.rows.map(r => r.id),
        q,
      ).toEqual(expected);
      expect(last.exact, q).toBe(expected.length);
      const page = await pageOf<{ id: number }>(common, `${url}&_start=0&_end=10`);
      expect(
        page.rows.map(r => r.id),
        q,
      ).toEqual(expected.slice(0, 10));
      expectPage(page, expected.length, q);
    }
  });
});
