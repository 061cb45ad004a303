/**
 * Sessions you can end: short-lived access tokens naming their session, a refresh token kept server-side
 * (only its hash stored), sign-out on the server, a restore ending every session, no token in a URL or in the logs.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { backup, restore } from '../db/backup.js';
import { queryRows } from '../db/client.js';
import { createLoggingTestApp, createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const signIn = async (email = 'admin@labhub.pk', password = 'Admin1234') => {
  const res = await t.call({ method: 'POST', url: '/api/auth/login/', token: null, payload: { email, password } });
  expect(res.statusCode).toBe(200);
  return res.json<{ access_token: string; refresh_token: string; expires_in: number }>();
};
const me = (token: string) => t.call({ method: 'GET', url: '/api/auth/me', token });
const refresh = (refresh_token: string) =>
  t.call({ method: 'POST', url: '/api/auth/refresh/', token: null, payload: { refresh_token } });

describe('sessions', () => {
  it('the refresh token gives new access tokens; only a hash of it is stored', async () => {
    const s = await signIn();
    expect(s.expires_in).toBe(900);
    expect((await me(s.access_token)).statusCode).toBe(200);
    const res = await refresh(s.refresh_token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect((await me(res.json().access_token)).statusCode).toBe(200);
    const [id, secret] = (res.json().refresh_token as string).split('.');
    // The same session, a new secret.
    expect(id).toBe(s.refresh_token.split('.')[0]);
    expect(secret).not.toBe(s.refresh_token.split('.')[1]);
    const rows = await queryRows<{ refresh_hash: string }>(
      t.database.db,
      sql`select refresh_hash from sessions where id = ${id}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].refresh_hash).not.toContain(secret);
    expect(rows[0].refresh_hash).toMatch(/^[0-9a-f]{64}$/);
    // A wrong secret for a real session, junk, an access token in its place: 401.
    expect((await refresh(`${id}.${'A'.repeat(43)}`)).statusCode).toBe(401);
    expect((await refresh('junk')).statusCode).toBe(401);
    expect((await refresh(s.access_token.slice(0, 200))).statusCode).toBe(401);
  });

  it('sign-out ends the session on the server: the old access token and the refresh token are refused', async () => {
    const s = await signIn();
    const other = await signIn();
    expect(
      (await t.call({ method: 'POST', url: '/api/auth/logout/', token: s.access_token, payload: {} })).statusCode,
    ).toBe(204);
    expect((await me(s.access_token)).statusCode).toBe(401);
    expect((await refresh(s.refresh_token)).statusCode).toBe(401);
    // Another session of the same account goes on.
    expect((await me(other.access_token)).statusCode).toBe(200);
    // Sign-out with the refresh token alone (an expired access token): the same.
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/auth/logout/',
          token: null,
          payload: { refresh_token: other.refresh_token },
        })
      ).statusCode,
    ).toBe(204);
    expect((await me(other.access_token)).statusCode).toBe(401);
    expect(
      (await t.call({ method: 'POST', url: '/api/auth/logout/', token: other.access_token, payload: {} })).statusCode,
    ).toBe(401);
  });

  it('no token in a URL: ?token= is not a credential', async () => {
    const s = await signIn();
    expect((await t.call({ method: 'GET', url: `/api/auth/me?token=${s.access_token}`, token: null })).statusCode).toBe(
      401,
    );
  });

  it('a restore ends every session: a token from before cannot sign in as whoever has that id afterwards', async () => {
    let text = '';
    await backup(t.database.db, c => void (text += c));
    const s = await signIn('lab@labhub.pk', 'Lab12345');
    expect((await me(s.access_token)).statusCode).toBe(200);
    await restore(t.database.db, text);
    // The restore tells the API processes over NOTIFY (PostgreSQL: asynchronously, a moment later).
    await expect.poll(async () => (await me(s.access_token)).statusCode, { timeout: 5000, interval: 50 }).toBe(401);
    expect((await refresh(s.refresh_token)).statusCode).toBe(401);
    const [{ n }] = (await queryRows<{ n: number }>(
      t.database.db,
      sql`select cast(count(*) as integer) as n from sessions`,
    )) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('tokens never reach the log, at LOG_LEVEL=info', async () => {
    const { app, log, close } = await createLoggingTestApp('info');
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { email: 'admin@labhub.pk', password: 'Admin1234' },
      });
      const { access_token, refresh_token } = login.json();
      await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${access_token}` } });
      await app.inject({ method: 'GET', url: `/api/auth/me?token=${access_token}` });
      await app.inject({ method: 'POST', url: '/api/auth/refresh/', payload: { refresh_token } });
      await app.inject({
        method: 'POST',
        url: '/api/auth/logout/',
        headers: { authorization: `Bearer ${access_token}` },
        payload: {},
      });
      expect(log()).toMatch(/"url":"\/api\/auth\/me"/);
      expect(log()).not.toContain(access_token.split('.')[2]);
      expect(log()).not.toContain(refresh_token.split('.')[1]);
      expect(log()).not.toContain('Admin1234');
    } finally {
      await close();
    }
  });
});
