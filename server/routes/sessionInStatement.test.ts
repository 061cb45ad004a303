/**
 * Without the read caches, an administrator's lab list checks the session in its page's statement (lib/auth.ts
 * `sessionInStatement`): the same answers as the separate lookup, and a session ended, an account blocked or a role
 * that is not the token's still refused at once, on every path (the page's statement, a page past the end, a search).
 */
import { describe, expect, it } from 'vitest';

import { DEMO_ACCOUNTS } from '../db/seed/index.js';
import { getOk, useTestApp } from '../test/suite.js';

const t = useTestApp({ readCache: 'off' });
const cached = useTestApp();

const signIn = async (app = t) => {
  const res = await app.postLogin(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  expect(res.statusCode).toBe(200);
  return res.json<{ access_token: string }>().access_token;
};

const PAGES = [
  '/api/profiles/getAllLabs?_start=10&_end=20&_sort=name&_order=ASC',
  '/api/profiles/getVerifiedlabs/?_start=0&_end=5&_sort=city&_order=DESC',
  '/api/profiles/getAllLabs?_start=100000&_end=100010',
  '/api/profiles/getAllLabs?q=lab&_start=0&_end=5',
  '/api/profiles/getPendingrequests/',
];

describe('the session checked in the page’s statement', () => {
  it('answers what the separate lookup answers, headers included', async () => {
    const token = await signIn();
    for (const url of PAGES) {
      const folded = await getOk(t, url, token);
      const looked = await getOk(cached, url);
      expect(folded.json(), url).toEqual(looked.json());
      for (const h of ['x-total-count', 'x-total-at-least', 'content-range'])
        expect(folded.headers[h], `${url} ${h}`).toBe(looked.headers[h]);
    }
  });

  it('refuses a signed-out session on every path, with no rows and no total', async () => {
    const token = await signIn();
    await getOk(t, PAGES[0], token);
    expect((await t.call({ method: 'POST', url: '/api/auth/logout/', token, payload: {} })).statusCode).toBe(204);
    for (const url of PAGES) {
      const res = await t.call({ method: 'GET', url, token });
      expect(res.statusCode, url).toBe(401);
      expect(res.headers['x-total-count'], url).toBeUndefined();
      expect(res.headers['content-range'], url).toBeUndefined();
      expect(res.json()).toEqual({ detail: 'User not found, inactive or signed out.' });
    }
  });

  it('refuses a forged role: a lab user’s token is checked by the lookup and forbidden', async () => {
    const res = await t.call({ method: 'GET', url: PAGES[0], token: t.labToken });
    expect(res.statusCode).toBe(403);
  });
});
