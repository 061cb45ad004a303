/**
 * The administrators' accounts (contracts/administrators.ts): the list with sessions and latest sign-in, adding one
 * (password rule, taken email), block / unblock (their sessions end; not yourself; never the last active
 * administrator, also when two block each other at once), a password reset, ending their sessions; each change with
 * its audit row; 401 without a token and 403 for a lab user on every call.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { AdministratorRecord } from '../../contracts/administrators.js';
import { queryRows } from '../db/client.js';
import { setAdministratorActive } from '../repos/administrators.js';
import { login } from '../test/harness.js';
import { useTestApp } from '../test/suite.js';

const t = useTestApp();

type Admin = AdministratorRecord;

const PASSWORD = 'Orchard7Lantern42';
let counter = 0;
/** Adds an administrator through the API; its email is new each time. */
async function addAdmin(name: string | null = 'Second Admin') {
  const email = `admin${++counter}.${Date.now()}@example.org`;
  const res = await t.call({
    method: 'POST',
    url: '/api/administrators',
    payload: { email, name, password: PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Admin & { detail: string }>();
}
const list = async (query = '') => {
  const res = await t.call({ method: 'GET', url: `/api/administrators${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Admin[]>();
};
const audits = (action: string, email: string) =>
  queryRows<{ actor_email: string; details: Record<string, unknown> | null }>(
    t.database.db,
    sql`select actor_email, details from audit_log where action = ${action} and entity_id = ${email} order by id`,
  );
const sessionCount = async (email: string) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select cast(count(*) as integer) as n from sessions s join users u on u.id = s.user_id where u.email = ${email}`,
    )
  )[0].n;

describe('listing', () => {
  it('lists only administrators, the asker marked, with sessions, latest sign-in and totals', async () => {
    const admins = await list();
    expect(admins.length).toBeGreaterThanOrEqual(1);
    const me = admins.find(a => a.email === 'admin@labhub.pk')!;
    expect(me).toMatchObject({ is_you: true, is_active: true });
    expect(me.sessions).toBeGreaterThanOrEqual(1);
    expect(me.last_login_at).not.toBeNull();
    expect(admins.some(a => a.email === 'lab@labhub.pk')).toBe(false);
    const res = await t.call({ method: 'GET', url: '/api/administrators?_start=0&_end=1&_sort=email&_order=ASC' });
    expect(Number(res.headers['x-total-count'])).toBe(admins.length);
  });

  it('a lab account is no administrator: 404', async () => {
    const [lab] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from users where email = 'lab@labhub.pk'`,
    );
    expect((await t.call({ method: 'GET', url: `/api/administrators/${lab.id}` })).statusCode).toBe(404);
  });
});

describe('adding', () => {
  it('adds an administrator who can sign in, audited; the name is optional', async () => {
    const added = await addAdmin(null);
    expect(added).toMatchObject({ is_active: true, name: null, sessions: 0, last_login_at: null, is_you: false });
    expect(await audits('administrator.create', added.email)).toEqual([
      { actor_email: 'admin@labhub.pk', details: { name: added.email } },
    ]);
    await login(t.app, added.email, PASSWORD);
    const again = (await list()).find(a => a.id === added.id)!;
    expect(again.sessions).toBe(1);
    expect(again.last_login_at).not.toBeNull();
  });

  it('refuses a weak password (422), a guessable one (422) and a taken email (409), changing nothing', async () => {
    const before = (await list()).length;
    const post = (payload: object) => t.call({ method: 'POST', url: '/api/administrators', payload });
    const short = await post({ email: 'new.one@example.org', password: 'abc123' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toBe('The new password needs at least 12 characters');
    const symbols = await post({ email: 'new.one@example.org', password: 'Orchard-Lantern-42' });
    expect(symbols.statusCode).toBe(422);
    expect(symbols.json().errors.password).toMatch(/letters and digits only/);
    const guessable = await post({ email: 'new.one@example.org', password: 'Password12345' });
    expect(guessable.statusCode).toBe(422);
    expect(guessable.json().errors.password).toMatch(/too easy to guess/);
    const lookAlike = await post({ email: 'аdmin2@labhub.pk', password: PASSWORD });
    expect(lookAlike.statusCode).toBe(422);
    expect(lookAlike.json().errors.email).toBeTruthy();
    const taken = await post({ email: 'LAB@labhub.pk', password: PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.email).toBe('An account with this email already exists');
    expect((await list()).length).toBe(before);
  });
});

describe('blocking', () => {
  it('blocks (their sessions end, sign-in refused) and unblocks, each audited', async () => {
    const other = await addAdmin();
    const token = await login(t.app, other.email, PASSWORD);
    const blocked = await t.call({
      method: 'PUT',
      url: `/api/administrators/${other.id}/block`,
      payload: { is_active: false },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toMatchObject({ is_active: false, sessions: 0 });
    expect(await sessionCount(other.email)).toBe(0);
    expect((await t.call({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
    await expect(login(t.app, other.email, PASSWORD)).rejects.toThrow(/401/);
    expect(await audits('administrator.block', other.email)).toEqual([
      { actor_email: 'admin@labhub.pk', details: { ended_sessions: 1 } },
    ]);
    const again = await t.call({
      method: 'PUT',
      url: `/api/administrators/${other.id}/block`,
      payload: { is_active: false },
    });
    expect(again.statusCode).toBe(409);
    const unblocked = await t.call({
      method: 'PUT',
      url: `/api/administrators/${other.id}/unblock`,
      payload: { is_active: true },
    });
    expect(unblocked.statusCode).toBe(200);
    expect(unblocked.json().is_active).toBe(true);
    expect(await audits('administrator.unblock', other.email)).toHaveLength(1);
    await login(t.app, other.email, PASSWORD);
  });

  it('an administrator cannot block themselves (409, nothing changes)', async () => {
    const me = (await list()).find(a => a.is_you)!;
    const res = await t.call({
      method: 'PUT',
      url: `/api/administrators/${me.id}/block`,
      payload: { is_active: false },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('You cannot block yourself.');
    expect((await list()).find(a => a.is_you)!.is_active).toBe(true);
  });

  it('the last active administrator cannot be blocked: 409 with the reason, and `last_active` says it', async () => {
    const other = await addAdmin();
    const actor = { id: -1, email: 'someone@example.org', name: 'x', role: 'admin' as const, sessionId: 'x' };
    const db = t.database.db;
    await db.execute(sql`update users set is_active = false where role = 'admin' and id <> ${other.id}`);
    try {
      await expect(setAdministratorActive(db, actor, other.id, false)).rejects.toMatchObject({
        statusCode: 409,
        detail: 'The last active administrator cannot be blocked: add or unblock another administrator first.',
      });
      const [row] = await queryRows<{ is_active: boolean }>(
        db,
        sql`select is_active from users where id = ${other.id}`,
      );
      expect(row.is_active).toBe(true);
    } finally {
      await db.execute(sql`update users set is_active = true where email = 'admin@labhub.pk'`);
    }
    // Alone among the active administrators, the asker is the last active one.
    const admins = await list();
    const active = admins.filter(a => a.is_active);
    for (const admin of admins) expect(admin.last_active).toBe(admin.is_active && active.length === 1);
  });

  it('two administrators blocking each other at once leave one of them active', async () => {
    const a = await addAdmin();
    const b = await addAdmin();
    const [tokenA, tokenB] = [await login(t.app, a.email, PASSWORD), await login(t.app, b.email, PASSWORD)];
    // Everybody else blocked, so a and b are the only active administrators.
    await t.database.db.execute(
      sql`update users set is_active = false where role = 'admin' and id not in (${a.id}, ${b.id})`,
    );
    try {
      const answers = await Promise.all([
        t.call({
          method: 'PUT',
          url: `/api/administrators/${b.id}/block`,
          payload: { is_active: false },
          token: tokenA,
        }),
        t.call({
          method: 'PUT',
          url: `/api/administrators/${a.id}/block`,
          payload: { is_active: false },
          token: tokenB,
        }),
      ]);
      const codes = answers.map(r => r.statusCode).sort();
      expect(codes.filter(c => c === 200)).toHaveLength(1);
      expect([401, 409]).toContain(codes.find(c => c !== 200));
      const [{ n }] = await queryRows<{ n: number }>(
        t.database.db,
        sql`select cast(count(*) as integer) as n from users where id in (${a.id}, ${b.id}) and is_active`,
      );
      expect(n).toBe(1);
    } finally {
      await t.database.db.execute(sql`update users set is_active = true where email = 'admin@labhub.pk'`);
    }
  });
});

describe('password reset and sessions', () => {
  it('resets the password (422 for a weak one), ending their sessions, audited', async () => {
    const other = await addAdmin();
    const token = await login(t.app, other.email, PASSWORD);
    const url = `/api/administrators/${other.id}/password`;
    const weak = await t.call({ method: 'PUT', url, payload: { password: 'short1' } });
    expect(weak.statusCode).toBe(422);
    expect((await t.call({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(200);
    const res = await t.call({ method: 'PUT', url, payload: { password: 'Meadow9Compass71' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ended_sessions: 1, sessions: 0 });
    expect((await t.call({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
    await expect(login(t.app, other.email, PASSWORD)).rejects.toThrow(/401/);
    await login(t.app, other.email, 'Meadow9Compass71');
    expect(await audits('administrator.password_reset', other.email)).toEqual([
      { actor_email: 'admin@labhub.pk', details: { ended_sessions: 1 } },
    ]);
  });

  it('ends their sessions, audited; your own are on My account (409)', async () => {
    const other = await addAdmin();
    await login(t.app, other.email, PASSWORD);
    await login(t.app, other.email, PASSWORD);
    const res = await t.call({ method: 'DELETE', url: `/api/administrators/${other.id}/sessions` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ended_sessions: 2, sessions: 0 });
    expect(await sessionCount(other.email)).toBe(0);
    expect(await audits('administrator.sessions_end', other.email)).toEqual([
      { actor_email: 'admin@labhub.pk', details: { ended: 2 } },
    ]);
    const me = (await list()).find(a => a.is_you)!;
    const own = await t.call({ method: 'DELETE', url: `/api/administrators/${me.id}/sessions` });
    expect(own.statusCode).toBe(409);
    const ownPassword = await t.call({
      method: 'PUT',
      url: `/api/administrators/${me.id}/password`,
      payload: { password: 'Meadow9Compass71' },
    });
    expect(ownPassword.statusCode).toBe(409);
  });
});

describe('access', () => {
  it('401 without a token and 403 for a lab user on every call, nothing changed', async () => {
    const other = await addAdmin();
    const calls = [
      { method: 'GET', url: '/api/administrators' },
      { method: 'GET', url: `/api/administrators/${other.id}` },
      { method: 'POST', url: '/api/administrators', payload: { email: 'x.y@example.org', password: PASSWORD } },
      { method: 'PUT', url: `/api/administrators/${other.id}/block`, payload: { is_active: false } },
      { method: 'PUT', url: `/api/administrators/${other.id}/unblock`, payload: { is_active: true } },
      { method: 'PUT', url: `/api/administrators/${other.id}/password`, payload: { password: PASSWORD } },
      { method: 'DELETE', url: `/api/administrators/${other.id}/sessions` },
    ] as const;
    for (const call of calls) {
      expect((await t.call({ ...call, token: null })).statusCode, `${call.method} ${call.url}`).toBe(401);
      expect((await t.call({ ...call, token: t.labToken })).statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    expect((await list()).find(a => a.id === other.id)).toMatchObject({ is_active: true });
    expect((await list()).some(a => a.email === 'x.y@example.org')).toBe(false);
  });
});
