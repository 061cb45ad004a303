import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { describe, expect, it, vi } from 'vitest';

import { serverCodeKeys } from '../lib/serverCodes';
import de from '../src/i18n/de';
import en from '../src/i18n/en';
import es from '../src/i18n/es';
import italian from '../src/i18n/it';
import ru from '../src/i18n/ru';
import { httpError } from '../tests/httpError';
import { createHttp, queryString } from './http';

interface Seen {
  url: string;
  init: RequestInit;
}

/** A fetch that records the request and answers with the given response. */
const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : 'href' in input ? input.href : input.url;

function stubFetch(respond: () => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({ url: urlOf(input), init: init ?? {} });
    return respond();
  }) as typeof globalThis.fetch;
  return { fetch, seen };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const headersOf = (s: Seen) => new Headers(s.init.headers);

describe('queryString', () => {
  it('repeats array keys, leaves out empty values and encodes', () => {
    expect(
      queryString({
        _start: 0,
        _end: 10,
        id: ['a@x.pk', 'b@x.pk'],
        q: 'Lab & Co',
        verified: false,
        x: undefined,
        y: null,
        z: '',
      }),
    ).toBe('?_start=0&_end=10&id=a%40x.pk&id=b%40x.pk&q=Lab+%26+Co&verified=false');
    expect(queryString({})).toBe('');
    expect(queryString(undefined)).toBe('');
  });
});

describe('createHttp', () => {
  it('joins the base and path, adds the bearer header when a token exists and parses JSON', async () => {
    const { fetch, seen } = stubFetch(() => json([{ id: 1 }], 200, { 'X-Total-Count': '1' }));
    const http = createHttp({ apiUrl: 'http://host/api/', getToken: () => 'tok-1', fetch });
    const res = await http.request('GET', '/Inventory/ViewTests', { query: { _sort: 'Title', _order: 'ASC' } });
    expect(res).toMatchObject({ status: 200, json: [{ id: 1 }] });
    expect(res.headers.get('x-total-count')).toBe('1');
    expect(seen[0].url).toBe('http://host/api/Inventory/ViewTests?_sort=Title&_order=ASC');
    expect(seen[0].init.method).toBe('GET');
    expect(headersOf(seen[0]).get('authorization')).toBe('Bearer tok-1');
    expect(headersOf(seen[0]).get('content-type')).toBeNull();
  });

  it('sends no Authorization header without a token (sync or async getter)', async () => {
    for (const getToken of [() => null, () => undefined, async () => '']) {
      const { fetch, seen } = stubFetch(() => json({}));
      await createHttp({ apiUrl: '/api', getToken, fetch }).request('GET', '/auth/me');
      expect(headersOf(seen[0]).has('authorization')).toBe(false);
      expect(seen[0].url).toBe('/api/auth/me');
    }
  });

  it('sends JSON bodies with their content type', async () => {
    const { fetch, seen } = stubFetch(() => json({ id: 7 }, 201));
    const res = await createHttp({ apiUrl: '/api', getToken: () => 't', fetch }).request('POST', '/devices', {
      body: { registration_id: 'r', user: 'u', type: 'web' },
    });
    expect(res.status).toBe(201);
    expect(headersOf(seen[0]).get('content-type')).toBe('application/json');
    expect(JSON.parse(seen[0].init.body as string)).toEqual({ registration_id: 'r', user: 'u', type: 'web' });
  });

  it('sends FormData as is, without setting a content type', async () => {
    const { fetch, seen } = stubFetch(() => json({ Logo: '/api/profiles/logo/1' }));
    const form = new FormData();
    form.append('Logo', new Blob([new Uint8Array([1, 2])]), 'logo.png');
    await createHttp({ apiUrl: '/api', getToken: () => 't', fetch }).request(
      'POST',
      '/profiles/updateLabDetails/a%40x.pk',
      { formData: form },
    );
    expect(seen[0].init.body).toBe(form);
    expect(headersOf(seen[0]).has('content-type')).toBe(false);
  });

  it('reads empty bodies as null and non-JSON bodies as text', async () => {
    const empty = createHttp({
      apiUrl: '/api',
      getToken: () => 't',
      fetch: stubFetch(() => new Response(null, { status: 204 })).fetch,
    });
    expect((await empty.request('DELETE', '/x')).json).toBeNull();
    const text = createHttp({
      apiUrl: '/api',
      getToken: () => 't',
      fetch: stubFetch(() => new Response('plain')).fetch,
    });
    expect((await text.request('GET', '/x')).json).toBe('plain');
  });

  it('turns a 4xx {detail, errors} into an HttpError carrying both', async () => {
    const body = {
      detail: 'Description must be at least 100 characters',
      errors: { Description: 'Description must be at least 100 characters' },
    };
    const http = createHttp({ apiUrl: '/api', getToken: () => 't', fetch: stubFetch(() => json(body, 422)).fetch });
    const error = await httpError(http.request('POST', '/Inventory/CreateTest', { body: {} }));
    expect(error.status).toBe(422);
    expect(error.message).toBe(body.detail);
    expect(error.body).toEqual({ errors: body.errors, detail: body.detail });
  });

  it('words every coded refusal of the one table (lib/serverCodes.ts) by its message key, in every language', async () => {
    const keyAt = (messages: object, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
    expect(serverCodeKeys.map(([code]) => code)).toEqual(
      expect.arrayContaining(['statement_timeout', 'database_unavailable', 'signin_locked', 'invalid_credentials']),
    );
    for (const [code, key] of serverCodeKeys) {
      const http = createHttp({
        apiUrl: '/api',
        getToken: () => 't',
        fetch: stubFetch(() => json({ detail: 'English words', code }, 503)).fetch,
      });
      const error = await httpError(http.request('GET', '/x'));
      expect(error.status).toBe(503);
      expect(error.message).toBe(key);
      expect(error.body).toEqual({ errors: {}, detail: key });
      for (const messages of [en, de, es, ru, italian]) expect(keyAt(messages, key)).toEqual(expect.any(String));
    }
    const unknown = createHttp({
      apiUrl: '/api',
      getToken: () => 't',
      fetch: stubFetch(() => json({ detail: 'Kept as sent', code: 'other' }, 409)).fetch,
    });
    expect((await httpError(unknown.request('GET', '/x'))).message).toBe('Kept as sent');
  });

  it('gives errors {} when the body has none, and a readable message when the body is not JSON', async () => {
    const noErrors = createHttp({
      apiUrl: '/api',
      getToken: () => 't',
      fetch: stubFetch(() => json({ detail: 'Not found.' }, 404)).fetch,
    });
    expect((await httpError(noErrors.request('GET', '/x'))).body).toEqual({ errors: {}, detail: 'Not found.' });
    const html = createHttp({
      apiUrl: '/api',
      getToken: () => 't',
      fetch: stubFetch(() => new Response('', { status: 502, statusText: 'Bad Gateway' })).fetch,
    });
    const error = await httpError(html.request('GET', '/x'));
    expect(error.status).toBe(502);
    expect(error.message).toBe('Bad Gateway');
    expect(error.body).toEqual({ errors: {}, detail: 'Bad Gateway' });
    const bare = createHttp({
      apiUrl: '/api',
      getToken: () => 't',
      fetch: stubFetch(() => new Response('', { status: 500 })).fetch,
    });
    expect((await httpError(bare.request('GET', '/x'))).message).toBe('Request failed with status 500');
  });

  it('turns a refused connection into an HttpError with status 0 and a readable message', async () => {
    const server = createServer();
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>(resolve => server.close(() => resolve()));
    const http = createHttp({ apiUrl: `http://127.0.0.1:${port}/api`, getToken: () => 't' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = await httpError(http.request('GET', '/profiles/totallabs'));
    expect(error.status).toBe(0);
    // The user reads a translated sentence without the request; the console keeps the request and the reason.
    expect(error.message).toBe('app.login.network_error');
    expect(error.body).toEqual({ errors: {}, detail: 'app.login.network_error' });
    expect(String(warn.mock.calls[0]?.[0])).toMatch(
      /^Cannot reach the server \(GET \/profiles\/totallabs\): .*ECONNREFUSED/,
    );
    warn.mockRestore();
  });

  it('lets an abort through as an AbortError', async () => {
    const controller = new AbortController();
    controller.abort();
    const http = createHttp({ apiUrl: 'http://127.0.0.1:9/api', getToken: () => 't' });
    await expect(http.request('GET', '/x', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('createHttp with sessions, against the real API', () => {
  it('a 401 refreshes the access token once and repeats the request; an ended session gives the 401', async () => {
    const { createTestApp, listenTestApp } = await import('../server/test/harness.js');
    const t = await createTestApp();
    try {
      const base = await listenTestApp(t);
      const login = await (
        await fetch(`${base}/api/auth/login/`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'admin@labhub.pk', password: 'Admin1234' }),
        })
      ).json();
      let token = 'expired.access.token';
      let refreshes = 0;
      const refreshToken = async () => {
        refreshes++;
        const res = await fetch(`${base}/api/auth/refresh/`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ refresh_token: login.refresh_token }),
        });
        if (!res.ok) return null;
        token = (await res.json()).access_token;
        return token;
      };
      const http = createHttp({ apiUrl: `${base}/api`, getToken: () => token, refreshToken });
      expect((await http.request('GET', '/auth/me')).json).toMatchObject({ email: 'admin@labhub.pk' });
      expect(refreshes).toBe(1);
      expect((await http.request('GET', '/auth/me')).status).toBe(200);
      expect(refreshes).toBe(1);
      // Signed out on the server: the refresh fails too, and the 401 reaches the caller (react-admin signs out).
      await fetch(`${base}/api/auth/logout/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh_token: login.refresh_token }),
      });
      const error = await httpError(http.request('GET', '/auth/me'));
      expect(error.status).toBe(401);
      expect(refreshes).toBe(2);
    } finally {
      await t.close();
    }
  });
});
