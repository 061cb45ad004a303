/**
 * Bounded totals (server/lib/list.ts): a searched or filtered list counts its matches up to the bound (here 5, 10,000
 * by default) and past it answers X-Total-At-Least with Content-Range's unknown length; below it, and for unfiltered
 * lists, the total stays exact.
 */
import { describe, expect, it } from 'vitest';

import { getOk, useTestApp } from '../test/suite.js';

const BOUND = 5;
const t = useTestApp({ listTotalBound: BOUND });

const get = (url: string) => getOk(t, url);
/** Every row of a search, in one page (a page that is not full needs no count: its total is its length). */
const allOf = async (url: string) =>
  (await get(`${url}${url.includes('?') ? '&' : '?'}_start=0&_end=1000`)).json<unknown[]>();

/** The reply's total headers: an exact total (X-Total-Count, Content-Range …/total) or only "at least" (X-Total-At-Least, …/*). */
function expectTotal(
  res: Awaited<ReturnType<typeof get>>,
  resource: string,
  first: number,
  last: number,
  total: { exact: number } | { atLeast: number },
) {
  const exact = 'exact' in total ? String(total.exact) : undefined;
  expect(res.headers['x-total-count']).toBe(exact);
  expect(res.headers['x-total-at-least']).toBe('atLeast' in total ? String(total.atLeast) : undefined);
  expect(res.headers['content-range']).toBe(`${resource} ${first}-${last}/${exact ?? '*'}`);
}

describe('bounded totals', () => {
  it('a lab search matching more than the bound says "at least bound + 1"; the rows are the exact search’s', async () => {
    const every = await allOf('/api/profiles/getAllLabs?q=a');
    expect(every.length).toBeGreaterThan(BOUND + 10);
    const res = await get('/api/profiles/getAllLabs?q=a&_start=0&_end=2');
    expectTotal(res, 'labs', 0, 1, { atLeast: BOUND + 1 });
    expect(res.json()).toEqual(every.slice(0, 2));
    // A page past the bound counts up to its own end and one more: the next page is known to exist.
    const deep = await get('/api/profiles/getAllLabs?q=a&_start=8&_end=10');
    expectTotal(deep, 'labs', 8, 9, { atLeast: 11 });
    expect(deep.json()).toEqual(every.slice(8, 10));
  });

  it('a search matching no more than the bound keeps its exact total', async () => {
    // The verified labs of one city: a handful, more than one page of 1.
    const labs = await allOf('/api/profiles/getAllLabs');
    const byCity = new Map<string, number>();
    for (const l of labs as { city: string }[]) byCity.set(l.city, (byCity.get(l.city) ?? 0) + 1);
    const [city, n] = [...byCity].find(([, count]) => count > 1 && count <= BOUND)!;
    const res = await get(`/api/profiles/getAllLabs?city=${encodeURIComponent(city)}&_start=0&_end=1`);
    expectTotal(res, 'labs', 0, 0, { exact: n });
  });

  it('an unfiltered list keeps its exact total past the bound (row-count table)', async () => {
    const every = await allOf('/api/profiles/getAllLabs?_sort=name&_order=ASC');
    expect(every.length).toBeGreaterThan(BOUND);
    expectTotal(await get('/api/profiles/getAllLabs?_start=0&_end=2'), 'labs', 0, 1, { exact: every.length });
  });

  it('the verified labs, invoices, payables and history bound their searches and filters too', async () => {
    const verified = await allOf('/api/profiles/getVerifiedlabs/?q=a');
    expect(verified.length).toBeGreaterThan(BOUND);
    expectTotal(await get('/api/profiles/getVerifiedlabs/?q=a&_start=0&_end=2'), 'labs', 0, 1, { atLeast: BOUND + 1 });

    const invoices = await allOf('/api/invoices?q=a');
    expect(invoices.length).toBeGreaterThan(BOUND);
    const invoicePage = await get('/api/invoices?q=a&_start=0&_end=3');
    expectTotal(invoicePage, 'invoices', 0, 2, { atLeast: BOUND + 1 });
    expect(invoicePage.json()).toEqual(invoices.slice(0, 3));

    const payables = await allOf('/api/Appointments/getaccountspayable?q=a');
    expect(payables.length).toBeGreaterThan(BOUND);
    expectTotal(await get('/api/Appointments/getaccountspayable?q=a&_start=0&_end=2'), 'payables', 0, 1, {
      atLeast: BOUND + 1,
    });

    const history = await allOf('/api/audit?entity=lab');
    if (history.length > BOUND)
      expectTotal(await get('/api/audit?entity=lab&_start=0&_end=1'), 'history', 0, 0, { atLeast: BOUND + 1 });
  });

  it('a repeated answer from the read cache carries the same headers', async () => {
    const url = '/api/profiles/getAllLabs?q=ab&_start=0&_end=1';
    const first = await get(url);
    const again = await get(url);
    expect(again.headers['x-read-cache']).toBe('hit');
    for (const h of ['x-total-count', 'x-total-at-least', 'content-range'])
      expect(again.headers[h]).toBe(first.headers[h]);
  });

  it('the OpenAPI document names the header', async () => {
    const doc = (await get('/api/openapi.json')).json<{
      paths: Record<string, { get?: { responses: Record<string, { headers?: object }> } }>;
    }>();
    expect(Object.keys(doc.paths['/api/invoices'].get!.responses['200'].headers!)).toContain('X-Total-At-Least');
  });
});

/**
 * A search no word stands for ('a': no run of 3 letters or digits) has no index to find its labs: its count reads at
 * most `countScanAtMost` lab texts (here 12 of the demo's labs; 50,000 by default). Short of every lab, a page followed
 * by another says "at least" what the count found, and never less than its end and one more; the last page is exact.
 */
describe('scan-bounded totals of a search no word stands for', () => {
  const SCAN = 12;
  const few = useTestApp({ countScanAtMost: SCAN, listTotalBound: 1000 });
  const every = useTestApp({ listTotalBound: 1000 });
  const rowsOf = async (app: typeof few, url: string) =>
    (await getOk(app, `${url}${url.includes('?') ? '&' : '?'}_start=0&_end=1000`)).json<{ id: number }[]>();

  for (const list of ['/api/profiles/getAllLabs', '/api/profiles/getVerifiedlabs/']) {
    it(`${list}: a page with a next one says "at least"; the last page is exact; the rows are the search's`, async () => {
      const url = `${list}?q=a&_sort=name&_order=ASC`;
      const all = await rowsOf(few, url);
      const labs = await rowsOf(few, list);
      expect(all.length).toBeGreaterThan(10);
      expect(labs.length).toBeGreaterThan(SCAN);

      const first = await getOk(few, `${url}&_start=0&_end=5`);
      expect(first.json()).toEqual(all.slice(0, 5));
      expect(first.headers['x-total-count']).toBeUndefined();
      const atLeast = Number(first.headers['x-total-at-least']);
      expect(atLeast).toBeGreaterThanOrEqual(6);
      expect(atLeast).toBeLessThanOrEqual(Math.min(all.length, SCAN));
      expect(first.headers['content-range']).toBe('labs 0-4/*');

      const start = all.length - 5;
      const last = await getOk(few, `${url}&_start=${start}&_end=${all.length}`);
      expect(last.json()).toEqual(all.slice(start));
      expectTotal(last, 'labs', start, all.length - 1, { exact: all.length });
    });
  }

  it('reading every lab, the same search keeps its exact total', async () => {
    const url = '/api/profiles/getVerifiedlabs/?q=a&_sort=name&_order=ASC';
    const all = await rowsOf(every, url);
    expectTotal(await getOk(every, `${url}&_start=0&_end=5`), 'labs', 0, 4, { exact: all.length });
  });
});
