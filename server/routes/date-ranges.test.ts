/**
 * The From date / To date filters of the lists whose records have a date (labs, complaints, invoices, staff,
 * notifications).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const json = async (url: string) => (await t.call({ method: 'GET', url })).json();

describe('date ranges of the lab, complaint, invoice, staff and notification lists', () => {
  const lists = [
    ['/api/profiles/getAllLabs', 'created_at', 'created_at'],
    ['/api/profiles/getVerifiedlabs/', 'created_at', 'created_at'],
    ['/api/profiles/getPendingrequests/', 'created_at', 'created_at'],
    ['/api/profiles/getblockedlabs', 'created_at', 'created_at'],
    ['/api/Feedbacks/allcomplaints', 'created_at', 'created_at'],
    ['/api/invoices', 'date', 'date'],
    ['/api/profiles/getAllStaff', 'date_joined', 'date_joined'],
    ['/api/Settings/getNotifications', 'Date', 'Date'],
  ] as const;
  const day = (iso: string) => iso.slice(0, 10);

  it.each(lists)(
    '%s: %s_gte and _lte keep the records of those days (whole days, UTC); a bad date is a 400',
    async (path, filter, field) => {
      const all: Record<string, string>[] = await json(`${path}?_start=0&_end=1000`);
      expect(all.length).toBeGreaterThan(0);
      const days = [...new Set(all.map(r => day(r[field])))].sort();
      // A range that leaves some days out on each side when there are enough of them.
      const [from, to] = days.length > 2 ? [days[1], days[days.length - 2]] : [days[0], days[0]];
      const expected = all.filter(r => day(r[field]) >= from && day(r[field]) <= to).map(r => r.id);
      const inRange: Record<string, string>[] = await json(
        `${path}?${filter}_gte=${from}&${filter}_lte=${to}&_start=0&_end=1000`,
      );
      expect(inRange.length).toBeGreaterThan(0);
      expect(inRange.map(r => r.id).sort()).toEqual(expected.sort());
      // The last day counts whole, and nothing after it.
      const last: Record<string, string>[] = await json(`${path}?${filter}_lte=${days[0]}&_start=0&_end=1000`);
      expect(last.map(r => r.id).sort()).toEqual(
        all
          .filter(r => day(r[field]) === days[0])
          .map(r => r.id)
          .sort(),
      );
      expect(await json(`${path}?${filter}_gte=9999-12-31&_start=0&_end=1000`)).toEqual([]);
      const bad = await t.call({ method: 'GET', url: `${path}?${filter}_lte=2026-02-30` });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors)).toEqual([`${filter}_lte`]);
    },
  );

  it('the X-Total-Count of a date range counts the range only', async () => {
    const all: Record<string, string>[] = await json('/api/invoices?_start=0&_end=1000');
    const first = [...all.map(r => day(r.date))].sort()[0];
    const res = await t.call({ method: 'GET', url: `/api/invoices?date_lte=${first}&_start=0&_end=1` });
    expect(Number(res.headers['x-total-count'])).toBe(all.filter(r => day(r.date) === first).length);
  });
});
