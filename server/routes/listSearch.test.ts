/**
 * Searches that reach other tables (lib/list.ts searchThroughValues): invoices by lab, patient name or email; payables
 * and receivables by lab name, status or order id. A text matching few labs, patients or statuses is answered through
 * their values, a common one or digits by the page's own walk: either way the same rows, order and total as the whole
 * list filtered here.
 */
import { describe, expect, it } from 'vitest';

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
    const texts = [all[0].lab_name, all[all.length - 1].lab_name.toUpperCase(), all[0].Status, '1', 'a', 'zzzq'];
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
    const texts = [all[0].company, all[all.length - 1].founder.toLowerCase(), 'zzzq'];
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
