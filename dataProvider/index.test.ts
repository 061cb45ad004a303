/**
 * The data provider's other custom verbs, errors and fallbacks against the real API (tests/providerHarness.ts); the
 * resources' routes are in labs.test.ts, records.test.ts and finance.test.ts.
 */
import { describe, expect, it } from 'vitest';

import { httpError } from '../tests/httpError';
import { byName, DEMO_LAB, ids, page, type Row } from '../tests/providerFixtures';
import { apiUrl, dp, list, server, startProviderApp, t } from '../tests/providerHarness';
import { createDataProvider } from './index';
import { DASHBOARD_PATHS } from './routes';

startProviderApp();

describe('other custom verbs', () => {
  it('registerDevice({registration_id, user, type}) → POST /devices', async () => {
    const { data } = await dp.registerDevice({
      registration_id: 'fcm-provider-token',
      user: 'admin@labhub.pk',
      type: 'web',
    });
    expect(data).toMatchObject({
      id: expect.any(Number),
      registration_id: 'fcm-provider-token',
      user: 'admin@labhub.pk',
      type: 'web',
    });
  });

  it('get(path) reads every dashboard total and chart', async () => {
    const [verified, unverified] = (await dp.get<number[]>(DASHBOARD_PATHS.totalLabs)).data;
    expect(verified + unverified).toBe((await server('/profiles/getAllLabs')).json.length);
    expect((await dp.get<number[]>(DASHBOARD_PATHS.userStats)).data).toHaveLength(5);
    for (const path of [
      DASHBOARD_PATHS.totalEarnings,
      DASHBOARD_PATHS.totalComplaints,
      DASHBOARD_PATHS.totalFinancialAid,
      DASHBOARD_PATHS.totalDonations,
      DASHBOARD_PATHS.donationStats,
    ]) {
      const { data } = await dp.get<{ total: number }>(path);
      expect(data, path).toEqual((await server(path)).json);
      expect(typeof data.total, path).toBe('number');
    }
    expect((await dp.get(DASHBOARD_PATHS.weekly)).data).toMatchObject({ period: 'weekly', labels: expect.any(Array) });
    expect((await dp.get<Row>(DASHBOARD_PATHS.weekly)).data.labels).toHaveLength(7);
    expect((await dp.get<Row>(DASHBOARD_PATHS.monthly)).data.period).toBe('monthly');
    expect((await dp.get<Row>(DASHBOARD_PATHS.yearly)).data.labels).toHaveLength(12);
    expect((await dp.get(DASHBOARD_PATHS.topSelling('jan'))).data).toMatchObject({
      month: 'jan',
      items: expect.any(Array),
    });
    expect((await dp.get(DASHBOARD_PATHS.earningCharts('dec'))).data).toMatchObject({
      month: 'dec',
      data: expect.any(Array),
      total: expect.any(Number),
    });
    expect((await httpError(dp.get('/top-selling-data/smarch'))).status).toBe(400);
  });
});

describe('errors and fallbacks', () => {
  it('no token → HttpError 401 with the server detail', async () => {
    const anonymous = createDataProvider({ apiUrl, getToken: () => null });
    const e = await httpError(anonymous.getList('labs', { filter: {}, sort: byName, pagination: page(10) }));
    expect(e.status).toBe(401);
    expect(e.message).toBe('Authentication credentials were not provided.');
    expect(e.body).toEqual({ errors: {}, detail: 'Authentication credentials were not provided.' });
  });

  it("a lab user's token on an admin call → HttpError 403", async () => {
    const labUser = createDataProvider({ apiUrl, getToken: () => t.labToken });
    expect(
      (
        await httpError(
          labUser.getList('tests', { filter: {}, sort: { field: 'Title', order: 'ASC' }, pagination: page(10) }),
        )
      ).status,
    ).toBe(403);
    expect((await labUser.getOne('labs', { id: DEMO_LAB })).data.id).toBe(DEMO_LAB);
  });

  it('an unknown sort field is the server 400 on _sort; unsupported verbs are 405', async () => {
    const e = await httpError(
      dp.getList('tests', { filter: {}, sort: { field: 'nope', order: 'ASC' }, pagination: page(10) }),
    );
    expect(e.status).toBe(400);
    expect(Object.keys(e.body.errors)).toEqual(['_sort']);
    expect((await httpError(dp.create('donations', { data: {} }))).status).toBe(405);
    expect(
      (await httpError(dp.getList('appointments', { filter: {}, sort: byName, pagination: page(10) }))).status,
    ).toBe(405);
    expect((await httpError(dp.getList('nonsense', { filter: {}, sort: byName, pagination: page(10) }))).status).toBe(
      404,
    );
  });

  it('a backend that ignores list parameters (no total header) is filtered, searched, sorted and paged in the browser', async () => {
    // The original backend: query strings ignored, whole arrays, no X-Total-Count/Content-Range.
    const original = createDataProvider({
      apiUrl,
      getToken: () => t.adminToken,
      fetch: async (input, init) => {
        const url = new URL(typeof input === 'string' || 'href' in input ? input : input.url);
        const res = await fetch(url.origin + url.pathname, init);
        const headers = new Headers(res.headers);
        headers.delete('x-total-count');
        headers.delete('content-range');
        return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
      },
    });
    for (const params of [
      { filter: { status: 'verified' }, sort: byName, pagination: page(10, 2) },
      {
        filter: { status: 'verified', q: 'lahore' },
        sort: { field: 'id', order: 'DESC' as const },
        pagination: page(5),
      },
      { filter: { city: 'Karachi' }, sort: { field: 'labId', order: 'ASC' as const }, pagination: page(5) },
    ]) {
      const local = await original.getList('labs', params);
      const remote = await dp.getList('labs', params);
      expect(local.total).toBe(remote.total);
      expect(ids(local.data)).toEqual(ids(remote.data));
    }
    const remotePayables = await dp.getList('payables', { filter: {}, pagination: page(5, 3) });
    expect(await original.getList('payables', { filter: {}, pagination: page(5, 3) })).toEqual(remotePayables);
    const some = (await list('staff')).slice(0, 3);
    expect(ids((await original.getMany('staff', { ids: ids(some) })).data)).toEqual(ids(some));
    const [c] = await list('complaints');
    expect((await original.getOne('complaints', { id: c.id })).data).toEqual(c);
  });
});
