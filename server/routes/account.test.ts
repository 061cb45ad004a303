/**
 * Sessions a person controls: refresh tokens rotate (a replaced one is accepted for a grace period, then its reuse
 * ends the session), change my password (ends my other sessions), my sessions and ending them, sign out everywhere,
 * an administrator ending another's sessions, expired sessions purged.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { queryRows } from '../db/client.js';
import { purgeExpiredSessions, ROTATION_GRACE_MS } from '../lib/sessions.js';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Tokens = { access_token: string; refresh_token: string };
const signIn = async (email = 'admin@labhub.pk', password = 'Admin1234', agent = 'vitest') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    headers: { 'user-agent': agent },
    payload: { email, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Tokens>();
};
const me = (token: string) => t.call({ method: 'GET', url: '/api/auth/me', token });
const refresh = (refresh_token: string) =>
  t.call({ method: 'POST', url: '/api/auth/refresh/', token: null, payload: { refresh_token } });
const sessionIdOf = (tokens: Tokens) => tokens.refresh_token.split('.')[0];

describe('refresh token rotation', () => {
  it('each refresh gives a new token; the replaced one works during the grace period without rotating again', async () => {
    const s = await signIn();
    const first = await refresh(s.refresh_token);
    expect(first.statusCode).toBe(200);
    const rotated = first.json().refresh_token as string;
    expect(rotated).not.toBe(s.refresh_token);
    // A second tab that refreshed with the old token at the same moment.
    const late = await refresh(s.refresh_token);
    expect(late.statusCode).toBe(200);
    expect(late.json().refresh_token).toBe(s.refresh_token);
    expect((await me(late.json().access_token)).statusCode).toBe(200);
    // The newest token goes on rotating.
    const next = await refresh(rotated);
    expect(next.statusCode).toBe(200);
    expect(next.json().refresh_token).not.toBe(rotated);
  });

  it('tabs refreshing together all get an access token, and the session has one newest token', async () => {
    const s = await signIn();
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(s.refresh_token)));
    expect(answers.map(a => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const fresh = answers.map(a => a.json().refresh_token as string).filter(token => token !== s.refresh_token);
    expect(fresh).toHaveLength(1);
    expect((await refresh(fresh[0])).statusCode).toBe(200);
  });

  it('a replaced token presented after the grace period ends the session and is audited', async () => {
    const s = await signIn();
    const rotated = (await refresh(s.refresh_token)).json().refresh_token as string;
    await t.database.db.execute(
      sql`update sessions set rotated_at = now() - ${`${ROTATION_GRACE_MS + 1000} milliseconds`}::interval
          where id = ${sessionIdOf(s)}`,
    );
    expect((await refresh(s.refresh_token)).statusCode).toBe(401);
    // The thief's copy and the owner's newest token both stop working.
    expect((await refresh(rotated)).statusCode).toBe(401);
    expect((await me(s.access_token)).statusCode).toBe(401);
    const audits = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where action = 'auth.refresh_reuse' and entity_id = 'admin@labhub.pk'`,
    );
    expect(audits.length).toBeGreaterThanOrEqual(1);
  });

  it('sign-out with the replaced token during the grace period still ends the session', async () => {
    const s = await signIn();
    const rotated = (await refresh(s.refresh_token)).json().refresh_token as string;
    const out = await t.call({
      method: 'POST',
      url: '/api/auth/logout/',
      token: null,
      payload: { refresh_token: s.refresh_token },
    });
    expect(out.statusCode).toBe(204);
    expect((await refresh(rotated)).statusCode).toBe(401);
  });
});

describe('my sessions', () => {
  it('lists my live sessions with where they were opened, marks the current one, and ends one of them', async () => {
    const here = await signIn('admin@labhub.pk', 'Admin1234', 'Phone browser');
    const there = await signIn('admin@labhub.pk', 'Admin1234', 'Desktop browser');
    const list = await t.call({ method: 'GET', url: '/api/auth/sessions', token: here.access_token });
    expect(list.statusCode).toBe(200);
    const rows = list.json<{ id: string; user_agent: string; current: boolean; ip: string }[]>();
    expect(rows.filter(r => r.current).map(r => r.id)).toEqual([sessionIdOf(here)]);
    expect(rows.find(r => r.id === sessionIdOf(there))).toMatchObject({
      user_agent: 'Desktop browser',
      current: false,
    });
    expect(rows.every(r => typeof r.ip === 'string')).toBe(true);

    const end = (id: string, token: string) =>
      t.call({ method: 'DELETE', url: `/api/auth/sessions/${encodeURIComponent(id)}`, token });
    expect((await end(sessionIdOf(there), here.access_token)).statusCode).toBe(204);
    expect((await me(there.access_token)).statusCode).toBe(401);
    expect((await me(here.access_token)).statusCode).toBe(200);
    // Unknown, and another person's session: 404, nothing ended.
    expect((await end('nope', here.access_token)).statusCode).toBe(404);
    const lab = await signIn('lab@labhub.pk', 'Lab12345');
    expect((await end(sessionIdOf(lab), here.access_token)).statusCode).toBe(404);
    expect((await me(lab.access_token)).statusCode).toBe(200);
  });

  it('sign out everywhere ends every session of mine, this one included, and no one else’s', async () => {
    const a = await signIn('lab@labhub.pk', 'Lab12345');
    const b = await signIn('lab@labhub.pk', 'Lab12345');
    const res = await t.call({ method: 'DELETE', url: '/api/auth/sessions', token: a.access_token });
    expect(res.statusCode).toBe(200);
    expect(res.json().ended).toBeGreaterThanOrEqual(2);
    expect((await me(a.access_token)).statusCode).toBe(401);
    expect((await me(b.access_token)).statusCode).toBe(401);
    expect((await me(t.adminToken)).statusCode).toBe(200);
  });

  it('an administrator ends every session of another account; a lab user may not', async () => {
    const lab = await signIn('lab@labhub.pk', 'Lab12345');
    const [{ id }] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from users where email = 'lab@labhub.pk'`,
    );
    expect(
      (await t.call({ method: 'DELETE', url: `/api/auth/users/${id}/sessions`, token: lab.access_token })).statusCode,
    ).toBe(403);
    const res = await t.call({ method: 'DELETE', url: `/api/auth/users/${id}/sessions` });
    expect(res.statusCode).toBe(200);
    expect(res.json().ended).toBeGreaterThanOrEqual(1);
    expect((await me(lab.access_token)).statusCode).toBe(401);
    expect((await t.call({ method: 'DELETE', url: '/api/auth/users/999999/sessions' })).statusCode).toBe(404);
  });

  it('expired sessions are purged', async () => {
    const s = await signIn('lab@labhub.pk', 'Lab12345');
    await t.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 minute' where id = ${sessionIdOf(s)}`,
    );
    expect(await purgeExpiredSessions(t.database.db)).toBeGreaterThanOrEqual(1);
    const rows = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from sessions where id = ${sessionIdOf(s)}`,
    );
    expect(rows).toHaveLength(0);
  });
});

describe('change my password', () => {
  const change = (token: string, payload: Record<string, string>) =>
    t.call({ method: 'PUT', url: '/api/auth/password', token, payload });

  it('refuses a wrong current password, a weak or unchanged new one, and changes nothing', async () => {
    const s = await signIn('lab@labhub.pk', 'Lab12345');
    const wrong = await change(s.access_token, { current_password: 'nope', new_password: 'LahoreLabs2026' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: 'The current password is not right' });
    const short = await change(s.access_token, { current_password: 'Lab12345', new_password: 'short1' });
    expect(short.statusCode).toBeGreaterThanOrEqual(400);
    expect(short.json().errors.new_password).toBe('The new password needs at least 12 characters');
    const same = await change(s.access_token, { current_password: 'Lab12345', new_password: 'Lab12345' });
    expect(same.json().errors.new_password).toBeDefined();
    const guessable = await change(s.access_token, { current_password: 'Lab12345', new_password: 'password12345' });
    expect(guessable.statusCode).toBe(422);
    expect(guessable.json().errors.new_password).toBe('The new password is too easy to guess or contains your email');
    expect((await signIn('lab@labhub.pk', 'Lab12345')).access_token).toBeTruthy();
  });

  it('changes it, keeps this session, ends the others, and the new password signs in', async () => {
    const here = await signIn('lab@labhub.pk', 'Lab12345');
    const other = await signIn('lab@labhub.pk', 'Lab12345');
    const res = await change(here.access_token, { current_password: 'Lab12345', new_password: 'QuettaHills2026' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ended_sessions).toBeGreaterThanOrEqual(1);
    expect((await me(here.access_token)).statusCode).toBe(200);
    expect((await me(other.access_token)).statusCode).toBe(401);
    const old = await t.postLogin('lab@labhub.pk', 'Lab12345');
    expect(old.statusCode).toBe(401);
    await signIn('lab@labhub.pk', 'QuettaHills2026');
    const audits = await queryRows<{ n: number }>(
      t.database.db,
      sql`select cast(count(*) as integer) as n from audit_log where action = 'auth.password_change'`,
    );
    expect(audits[0].n).toBe(1);
  });
});
