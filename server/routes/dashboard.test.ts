/** The dashboard's figures split the way the screens they open count them. */
import { describe, expect, it } from 'vitest';

import { getOk, useTestApp } from '../test/suite.js';

const t = useTestApp();
const json = (url: string, token?: string) => getOk(t, url, token);
const total = async (url: string) => Number((await json(url)).headers['x-total-count']);

interface Figures {
  labs: { verified: number; pending: number; blocked: number; total: number };
  users: { total: number; male: number; female: number; labs: number; without_gender: number };
  revenue: { total: number; online: number; cash: number; cash_received: number; cash_pending: number };
}

describe('GET /dashboard-figures', () => {
  it('labs: each part equals the total of the list it opens, and they add up to all labs', async () => {
    const { labs } = (await json('/api/dashboard-figures')).json<Figures>();
    expect(labs.verified).toBe(await total('/api/profiles/getVerifiedlabs/?_start=0&_end=1'));
    expect(labs.pending).toBe(await total('/api/profiles/getPendingrequests/?_start=0&_end=1'));
    expect(labs.blocked).toBe(await total('/api/profiles/getblockedlabs?_start=0&_end=1'));
    expect(labs.total).toBe(await total('/api/profiles/getAllLabs?_start=0&_end=1'));
    expect(labs.verified + labs.pending + labs.blocked).toBe(labs.total);
    // The SPEC pair counts blocked labs by their verified flag, which is why the donut no longer uses it.
    const [verified, unverified] = (await json('/api/profiles/totallabs')).json<[number, number]>();
    expect(verified + unverified).toBe(labs.total);
    expect(unverified).toBeGreaterThanOrEqual(labs.pending);
  });

  it('users: the same scope as userstats; those without a gender are the lab accounts', async () => {
    const { users } = (await json('/api/dashboard-figures')).json<Figures>();
    const [all, , , male, female] = (await json('/api/profiles/userstats')).json<number[]>();
    expect(users).toMatchObject({ total: all, male, female });
    expect(users.total - users.male - users.female).toBe(users.without_gender);
    expect(users.labs).toBeGreaterThan(0);
    expect(users.without_gender).toBe(users.labs);
  });

  it('revenue: all commission (totalearnings) = online + cash; cash equals the receivables commission', async () => {
    const { revenue } = (await json('/api/dashboard-figures')).json<Figures>();
    expect(revenue.total).toBe((await json('/api/Appointments/totalearnings')).json<{ total: number }>().total);
    expect(revenue.online + revenue.cash).toBe(revenue.total);
    const receivables = (await json('/api/Appointments/getaccountsrecievable')).json<
      {
        Commission: number;
        Status: string;
      }[]
    >();
    const sum = (rows: typeof receivables) => rows.reduce((a, r) => a + r.Commission, 0);
    expect(revenue.cash).toBe(sum(receivables));
    expect(revenue.cash_received).toBe(sum(receivables.filter(r => r.Status === 'Received')));
    expect(revenue.cash_pending).toBe(revenue.cash - revenue.cash_received);
    const totals = (await json('/api/Appointments/receivabletotals')).json<Record<string, number>>();
    expect(totals).toEqual({ due: revenue.cash, received: revenue.cash_received, pending: revenue.cash_pending });
  });

  it('is an administrator call', async () => {
    expect((await t.call({ method: 'GET', url: '/api/dashboard-figures', token: t.labToken })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/dashboard-figures', token: null })).statusCode).toBe(401);
    const totals = '/api/Appointments/receivabletotals';
    expect((await t.call({ method: 'GET', url: totals, token: t.labToken })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: totals, token: null })).statusCode).toBe(401);
  });
});
