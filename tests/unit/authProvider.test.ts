import { afterEach, describe, expect, it, vi } from 'vitest';

import authProvider, { authHeader, LoginError } from '../../authProvider';
import { refreshAccessToken } from '../../authProvider/session';
import { AUTH_USER_KEY, type AuthUser } from '../../authProvider/storage';

const admin: AuthUser = {
  id: 1,
  email: 'admin@labhub.pk',
  name: 'Ayesha Khan',
  contact_number: '0300-1234567',
  role: 'admin',
  refresh_token: 'session-1.secret',
  access_token: 'token-123',
};

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const signIn = (user: AuthUser = admin) => localStorage.setItem(AUTH_USER_KEY, JSON.stringify(user));

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('authProvider', () => {
  it('logs in with POST /api/auth/login/ and stores the whole user', async () => {
    const fetch = vi.fn(async () => reply(200, admin));
    vi.stubGlobal('fetch', fetch);

    await authProvider.login({ email: admin.email, password: 'Admin1234' });

    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/login/');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ email: admin.email, password: 'Admin1234' });
    expect(JSON.parse(localStorage.getItem(AUTH_USER_KEY)!)).toEqual(admin);
  });

  it('rejects a locked sign-in with the message key and its minutes, for the chosen language', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          reply(429, {
            detail: 'Too many failed sign-in attempts. Try again in 15 minute(s).',
            code: 'signin_locked',
            minutes: 15,
          }),
        ),
      ),
    );
    const refused: unknown = await authProvider
      .login({ email: admin.email, password: 'Admin1234' })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(LoginError);
    expect(refused).toMatchObject({ message: 'app.login.locked', params: { smart_count: 15 } });
  });

  it('words the sign-in limits by their codes and any 503 as unavailable, whatever its code', async () => {
    const refusalOf = async (status: number, body: object) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => reply(status, body)),
      );
      return authProvider.login({ email: admin.email, password: 'Admin1234' }).catch((e: unknown) => e);
    };
    expect(await refusalOf(429, { detail: 'Slow down', code: 'rate_limited_sign_in', minutes: 3 })).toMatchObject({
      message: 'app.login.too_many_attempts',
      params: { smart_count: 3 },
    });
    expect(await refusalOf(429, { detail: 'Slow down', code: 'rate_limited_anonymous', minutes: 1 })).toMatchObject({
      message: 'app.login.too_many_requests',
    });
    for (const code of ['database_unavailable', 'statement_timeout', undefined])
      expect(await refusalOf(503, { detail: 'Away', code })).toMatchObject({ message: 'app.login.unavailable' });
  });

  it('rejects a failed login (401) as wrong credentials in the chosen language, and stores nothing', async () => {
    const detail = 'No active account found with the given credentials';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(401, { detail, code: 'invalid_credentials' })),
    );
    await expect(authProvider.login({ email: admin.email, password: 'nope1' })).rejects.toThrow(
      'app.login.invalid_credentials',
    );
    expect(localStorage.getItem(AUTH_USER_KEY)).toBeNull();
  });

  it("rejects a refusal it has no key for with the server's detail as a parameter of app.login.refused", async () => {
    const detail = 'At most 256 characters';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(422, { detail, errors: { password: detail } })),
    );
    const refusal = await authProvider.login({ email: admin.email, password: 'x'.repeat(300) }).catch(e => e);
    expect(refusal).toMatchObject({ message: 'app.login.refused', params: { detail } });
    expect(localStorage.getItem(AUTH_USER_KEY)).toBeNull();
  });

  it('rejects with a translatable message when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(authProvider.login({ email: admin.email, password: 'x1' })).rejects.toThrow('app.login.network_error');
  });

  it('checkAuth passes only with a stored record', async () => {
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
    localStorage.setItem(AUTH_USER_KEY, 'not json');
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
    signIn();
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('logout ends the session on the server (POST /auth/logout/ with both tokens), clears the record and goes to /login', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    signIn();
    await expect(authProvider.logout({})).resolves.toBe('/login');
    expect(localStorage.getItem(AUTH_USER_KEY)).toBeNull();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/logout/');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-123');
    expect(JSON.parse(init.body as string)).toEqual({ refresh_token: 'session-1.secret' });
  });

  it('a refresh stores the new access token and the rotated refresh token', async () => {
    const fetch = vi.fn(async () => reply(200, { access_token: 'token-456', refresh_token: 'session-1.rotated' }));
    vi.stubGlobal('fetch', fetch);
    signIn();
    await expect(refreshAccessToken()).resolves.toBe('token-456');
    expect(JSON.parse(localStorage.getItem(AUTH_USER_KEY)!)).toMatchObject({
      access_token: 'token-456',
      refresh_token: 'session-1.rotated',
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/refresh/');
    expect(JSON.parse(init.body as string)).toEqual({ refresh_token: 'session-1.secret' });
  });

  it("keeps another tab's newer tokens when they arrive while this tab refreshes", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        // The other tab rotated first and stored its tokens.
        signIn({ ...admin, access_token: 'tab-b-token', refresh_token: 'session-1.tab-b' });
        return reply(200, { access_token: 'token-456', refresh_token: 'session-1.secret' });
      }),
    );
    signIn();
    await expect(refreshAccessToken()).resolves.toBe('tab-b-token');
    expect(JSON.parse(localStorage.getItem(AUTH_USER_KEY)!)).toMatchObject({ refresh_token: 'session-1.tab-b' });
  });

  it('logout still signs out locally when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    signIn();
    await expect(authProvider.logout({})).resolves.toBe('/login');
    expect(localStorage.getItem(AUTH_USER_KEY)).toBeNull();
  });

  it('checkError logs out on 401, keeps the user on 403 and ignores other errors', async () => {
    await expect(authProvider.checkError({ status: 401 })).rejects.toBeDefined();
    await expect(authProvider.checkError({ status: 403 })).rejects.toMatchObject({ logoutUser: false });
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
  });

  it("gives the user's identity, 'Admin' when the name is empty, and the role as permissions", async () => {
    signIn({ ...admin, name: '' });
    await expect(authProvider.getIdentity?.()).resolves.toEqual({ id: admin.email, fullName: 'Admin' });
    signIn({ ...admin, role: 'lab' });
    await expect(authProvider.getPermissions?.({})).resolves.toBe('lab');
  });

  it('authHeader carries the access token (not the refresh token) as the bearer', () => {
    expect(authHeader()).toEqual({});
    signIn();
    expect(authHeader()).toEqual({ Authorization: 'Bearer token-123' });
  });
});
