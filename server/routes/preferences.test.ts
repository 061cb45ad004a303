/**
 * Preferences (contracts/preferences.ts): each signed-in person keeps, reads and removes their own values; another
 * person never sees or changes them; a value over the size limit is a 413, a bad key or a missing value a 4xx, the
 * key count is bounded; 401 without a token.
 */
import { describe, expect, it } from 'vitest';

import { PREFERENCE_MAX_BYTES, PREFERENCE_MAX_KEYS } from '../../contracts/preferences.js';
import { useTestApp } from '../test/suite.js';

const t = useTestApp();

const views = [
  { label: 'Pending in November', value: { filter: { Status: 'Pending' }, sort: { field: 'id', order: 'DESC' } } },
];

describe('preferences', () => {
  it('keeps, reads, replaces and removes a value of the signed-in person', async () => {
    const put = await t.call({
      method: 'PUT',
      url: '/api/preferences/payables.savedQueries',
      payload: { value: views },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ key: 'payables.savedQueries', value: views });
    await t.call({ method: 'PUT', url: '/api/preferences/payables.datatable', payload: { value: ['Status'] } });
    expect((await t.call({ method: 'GET', url: '/api/preferences' })).json()).toMatchObject({
      'payables.savedQueries': views,
      'payables.datatable': ['Status'],
    });
    await t.call({ method: 'PUT', url: '/api/preferences/payables.datatable', payload: { value: [] } });
    expect((await t.call({ method: 'GET', url: '/api/preferences' })).json()['payables.datatable']).toEqual([]);
    expect((await t.call({ method: 'DELETE', url: '/api/preferences/payables.datatable' })).statusCode).toBe(204);
    expect((await t.call({ method: 'DELETE', url: '/api/preferences/payables.datatable' })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/preferences' })).json()).not.toHaveProperty('payables.datatable');
  });

  it("never mixes two people's preferences", async () => {
    await t.call({ method: 'PUT', url: '/api/preferences/history.savedQueries', payload: { value: views } });
    const lab = await t.call({ method: 'GET', url: '/api/preferences', token: t.labToken });
    expect(lab.statusCode).toBe(200);
    expect(lab.json()).not.toHaveProperty('history.savedQueries');
    await t.call({
      method: 'PUT',
      url: '/api/preferences/history.savedQueries',
      payload: { value: [] },
      token: t.labToken,
    });
    expect((await t.call({ method: 'GET', url: '/api/preferences' })).json()['history.savedQueries']).toEqual(views);
    const cleared = await t.call({ method: 'DELETE', url: '/api/preferences', token: t.labToken });
    expect(cleared.json()).toEqual({ deleted: 1 });
    expect((await t.call({ method: 'GET', url: '/api/preferences' })).json()['history.savedQueries']).toEqual(views);
  });

  it('refuses a value over the limit (413), a bad key (400), a missing value (422), past the key count (422)', async () => {
    const big = 'x'.repeat(PREFERENCE_MAX_BYTES);
    const tooBig = await t.call({ method: 'PUT', url: '/api/preferences/big.savedQueries', payload: { value: [big] } });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().detail).toMatch(/at most 16384 bytes/);
    const badKey = await t.call({ method: 'PUT', url: '/api/preferences/-bad%20key', payload: { value: 1 } });
    expect(badKey.statusCode).toBe(400);
    const noValue = await t.call({ method: 'PUT', url: '/api/preferences/x.datatable', payload: {} });
    expect(noValue.statusCode).toBe(422);
    expect((await t.call({ method: 'GET', url: '/api/preferences' })).json()).not.toHaveProperty('big.savedQueries');
    const token = t.labToken;
    await t.call({ method: 'DELETE', url: '/api/preferences', token });
    for (let i = 0; i < PREFERENCE_MAX_KEYS; i++) {
      const res = await t.call({
        method: 'PUT',
        url: `/api/preferences/k${i}.datatable`,
        payload: { value: [i] },
        token,
      });
      expect(res.statusCode).toBe(200);
    }
    const over = await t.call({
      method: 'PUT',
      url: '/api/preferences/over.datatable',
      payload: { value: [1] },
      token,
    });
    expect(over.statusCode, over.body).toBe(422);
    // Replacing a kept key is still allowed.
    expect(
      (await t.call({ method: 'PUT', url: '/api/preferences/k0.datatable', payload: { value: [2] }, token }))
        .statusCode,
    ).toBe(200);
    await t.call({ method: 'DELETE', url: '/api/preferences', token });
  });

  it('401 without a token', async () => {
    for (const call of [
      { method: 'GET', url: '/api/preferences' },
      { method: 'PUT', url: '/api/preferences/a.datatable', payload: { value: [] } },
      { method: 'DELETE', url: '/api/preferences/a.datatable' },
      { method: 'DELETE', url: '/api/preferences' },
    ] as const)
      expect((await t.call({ ...call, token: null })).statusCode).toBe(401);
  });
});
