/**
 * A list whose total the server only bounds (X-Total-At-Least, server/lib/list.ts): the provider gives react-admin
 * partial pagination (pageInfo) and the bound in meta, and paging still reaches every row; exact totals stay totals.
 */
import { describe, expect, it } from 'vitest';

import { byName, ids, page, type Row } from '../tests/providerFixtures';
import { dp, server, startProviderApp } from '../tests/providerHarness';
import type { BoundedTotalMeta } from './lists';

const BOUND = 5;
startProviderApp({ listTotalBound: BOUND });

describe('bounded totals in the data provider', () => {
  it('a search past the bound: no total, pageInfo and meta.totalAtLeast; the pages are the server’s', async () => {
    const every = (await server('/profiles/getAllLabs?q=a&_start=0&_end=1000&_sort=name&_order=ASC')).json as Row[];
    expect(every.length).toBeGreaterThan(BOUND * 3);

    const first = await dp.getList('labs', { filter: { q: 'a' }, sort: byName, pagination: page(2, 1) });
    expect(first.total).toBeUndefined();
    expect(first.pageInfo).toEqual({ hasPreviousPage: false, hasNextPage: true });
    expect((first.meta as BoundedTotalMeta).totalAtLeast).toBe(BOUND + 1);
    expect(ids(first.data)).toEqual(every.slice(0, 2).map(l => l.email));

    // Past the bound the server counts to the page's end and one more: a next page is still known to exist.
    const fifth = await dp.getList('labs', { filter: { q: 'a' }, sort: byName, pagination: page(2, 5) });
    expect(fifth.pageInfo).toEqual({ hasPreviousPage: true, hasNextPage: true });
    expect((fifth.meta as BoundedTotalMeta).totalAtLeast).toBe(11);
    expect(ids(fifth.data)).toEqual(every.slice(8, 10).map(l => l.email));

    // The last page is not full: its total is exact again (offset + rows), so the pagination ends there.
    const perPage = 4;
    const lastPage = Math.ceil(every.length / perPage) + (every.length % perPage === 0 ? 1 : 0);
    const last = await dp.getList('labs', { filter: { q: 'a' }, sort: byName, pagination: page(perPage, lastPage) });
    expect(last.total).toBe(every.length);
    expect(last.pageInfo).toBeUndefined();
  });

  it('a search within the bound and an unfiltered list keep exact totals', async () => {
    const all = (await server('/profiles/getAllLabs')).json as Row[];
    const whole = await dp.getList('labs', { filter: {}, sort: byName, pagination: page(2, 1) });
    expect(whole.total).toBe(all.length);
    expect(whole.pageInfo).toBeUndefined();

    // A city of 2 to BOUND labs, read one a page: counted, exactly.
    const byCity = new Map<string, number>();
    for (const l of all) byCity.set(String(l.city), (byCity.get(String(l.city)) ?? 0) + 1);
    const [city, n] = [...byCity].find(([, count]) => count > 1 && count <= BOUND)!;
    const few = await dp.getList('labs', { filter: { city }, sort: byName, pagination: page(1, 1) });
    expect(few.total).toBe(n);
    expect(few.pageInfo).toBeUndefined();
    expect(few.meta).toBeUndefined();
  });
});
