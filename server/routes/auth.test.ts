import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { createTestApp, login, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const post = (payload: unknown) =>
  t.call({ method: 'POST', url: '/api/auth/login/', payload: payload as object, token: null });

describe('POST /auth/login/', () => {
  it('returns the user object (email, name, contact_number, role, refresh_token) for the demo admin', async () => {
    const res = await post({ email: 'admin@labhub.pk', password: 'Admin1234' });
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user).toMatchObject({ email: 'admin@labhub.pk', name: 'Admin', role: 'admin' });
    expect(user).toHaveProperty('contact_number');
    // refresh_token (SPEC §3): `<session id>.<secret>`; access_token: the bearer JWT.
    expect(user.refresh_token.split('.')).toHaveLength(2);
    expect(user.access_token.split('.')).toHaveLength(3);
    expect(user).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(user).not.toHaveProperty('passwordHash');
  });

  it('signs the lab user in with its lab', async () => {
    const res = await post({ email: 'LAB@labhub.pk', password: 'Lab12345' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'lab', lab: { email: 'lab@labhub.pk' } });
  });

  it.each([[{ email: 'admin@labhub.pk', password: 'wrong1' }], [{ email: 'nobody@labhub.pk', password: 'Admin1234' }]])(
    'answers 401 with the SPEC detail for wrong credentials %#',
    async body => {
      const res = await post(body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        detail: 'No active account found with the given credentials',
        code: 'invalid_credentials',
      });
    },
  );

  it('answers 422 with SPEC §5 messages for missing fields', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: 'Please Enter Your Email', password: 'Please Enter Valid Password' });
  });
});

describe('bearer tokens', () => {
  it('refuses a forged or malformed token with 401', async () => {
    for (const token of ['abc', `${t.adminToken}x`, 'eyJhbGciOiJub25lIn0.eyJzdWIiOjF9.']) {
      const res = await t.call({ method: 'GET', url: '/api/profiles/totallabs', token });
      expect(res.statusCode, token).toBe(401);
    }
    const res = await t.call({
      method: 'GET',
      url: '/api/profiles/totallabs',
      token: null,
      headers: { authorization: 'Basic abc' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('a token accepted before is refused once it has expired, on the lists and elsewhere', async () => {
    // Accepted tokens are remembered by their text (lib/auth.ts verifyAccessToken): never past their expiry.
    const token = await login(t.app, 'admin@labhub.pk', 'Admin1234');
    const urls = ['/api/profiles/getAllLabs?_start=0&_end=5', '/api/profiles/totallabs', '/api/auth/me'];
    for (const url of urls) expect((await t.call({ method: 'GET', url, token })).statusCode, url).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 901_000);
      for (const url of urls) expect((await t.call({ method: 'GET', url, token })).statusCode, url).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a token is accepted only by a server holding the secret that signed it', async () => {
    const other = await createTestApp({ jwtSecret: 'another-secret-for-the-api-suite-only' });
    try {
      const url = '/api/profiles/getAllLabs?_start=0&_end=5';
      expect((await t.call({ method: 'GET', url })).statusCode).toBe(200);
      expect((await other.call({ method: 'GET', url })).statusCode).toBe(200);
      expect((await other.call({ method: 'GET', url, token: t.adminToken })).statusCode).toBe(401);
      expect((await t.call({ method: 'GET', url, token: other.adminToken })).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('a blocked lab user loses access at once and cannot sign in', async () => {
    const fresh = await createTestApp();
    try {
      expect((await fresh.call({ method: 'GET', url: '/api/auth/me', token: fresh.labToken })).statusCode).toBe(200);
      const blocked = await fresh.call({
        method: 'PUT',
        url: '/api/profiles/blockLab/lab@labhub.pk',
        payload: { is_active: false },
      });
      expect(blocked.statusCode).toBe(200);
      expect((await fresh.call({ method: 'GET', url: '/api/auth/me', token: fresh.labToken })).statusCode).toBe(401);
      await expect(login(fresh.app, 'lab@labhub.pk', 'Lab12345')).rejects.toThrow(/401/);
      await fresh.call({ method: 'PUT', url: '/api/profiles/unblockLab/lab@labhub.pk', payload: { is_active: true } });
      expect(await login(fresh.app, 'lab@labhub.pk', 'Lab12345')).toBeTruthy();
    } finally {
      await fresh.close();
    }
  });
});

describe('lab user', () => {
  it('reads and updates only its own lab', async () => {
    const own = await t.call({ method: 'GET', url: '/api/profiles/getLabDetails/lab@labhub.pk', token: t.labToken });
    expect(own.statusCode).toBe(200);
    const other = (await t.call({ method: 'GET', url: '/api/profiles/getVerifiedlabs/' }))
      .json()
      .find((l: { email: string }) => l.email !== 'lab@labhub.pk');
    for (const url of [
      `/api/profiles/getLabDetails/${other.email}`,
      `/api/profiles/geteqa/${other.id}`,
      `/api/Feedbacks/getlabreviews/${other.email}`,
    ]) {
      expect((await t.call({ method: 'GET', url, token: t.labToken })).statusCode, url).toBe(403);
    }
    const body = { name: 'Hacked', address: 'x', contact_number: '0300-1234567', landline_number: '042-1234567' };
    expect(
      (
        await t.call({
          method: 'PUT',
          url: `/api/profiles/updateLabDetails/${other.email}`,
          payload: body,
          token: t.labToken,
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.call({ method: 'GET', url: `/api/profiles/getLabDetails/${other.email}` })).json().name).toBe(
      other.name,
    );
  });

  it("sees its own notifications, not the administrators'", async () => {
    const mine = (await t.call({ method: 'GET', url: '/api/Settings/getNotifications', token: t.labToken })).json();
    const admins = (await t.call({ method: 'GET', url: '/api/Settings/getNotifications' })).json();
    const adminIds = new Set(admins.map((n: { id: number }) => n.id));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.some((n: { id: number }) => adminIds.has(n.id))).toBe(false);
    const res = await t.call({ method: 'POST', url: `/api/Settings/markAsRead/${admins[0].id}`, token: t.labToken });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/openapi.json', () => {
  it('describes every route from its schema', async () => {
    const res = await t.call({ method: 'GET', url: '/api/openapi.json', token: null });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/api/auth/login/',
      '/api/profiles/getPendingrequests/',
      '/api/Appointments/getaccountsrecievable',
      '/api/Finance/rejectFA/{id}',
      '/api/invoice/{id}',
      '/api/Inventory/CreateTest',
    ]) {
      expect(paths).toContain(p);
    }
    expect(doc.paths['/api/Inventory/CreateTest'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['Title', 'Description', 'LowerPriceLimit', 'UpperPriceLimit']),
    );
  });
});
