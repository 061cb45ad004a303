import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fetchWithEarlyCalls, rememberFirstCalls, startEarlyCalls } from './earlyCalls';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

describe('early calls of the first screen', () => {
  const network = vi.fn<typeof fetch>();
  beforeEach(() => {
    network.mockReset();
    network.mockImplementation(input => Promise.resolve(json({ url: input as string })));
    vi.stubGlobal('fetch', network);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('starts each remembered path with the bearer token, and hands each answer over once', async () => {
    rememberFirstCalls(['/profiles/totallabs', '/dashboard-figures']);
    startEarlyCalls('/api-a/', 't1');
    expect(network.mock.calls.map(([url, init]) => [url, new Headers(init?.headers).get('Authorization')])).toEqual([
      ['/api-a/profiles/totallabs', 'Bearer t1'],
      ['/api-a/dashboard-figures', 'Bearer t1'],
    ]);
    const answer = await fetchWithEarlyCalls('/api-a/profiles/totallabs', { method: 'GET', ...bearer('t1') });
    expect(await answer.json()).toEqual({ url: '/api-a/profiles/totallabs' });
    expect(network).toHaveBeenCalledTimes(2); // no request of its own
    // Asked again (a refetch): the network.
    await fetchWithEarlyCalls('/api-a/profiles/totallabs', bearer('t1'));
    expect(network).toHaveBeenCalledTimes(3);
  });

  it('does not hand an early answer to a request with another token or method, nor for another URL', async () => {
    rememberFirstCalls(['/profiles/totallabs', '/dashboard-figures']);
    startEarlyCalls('/api-b', 't1');
    await fetchWithEarlyCalls('/api-b/profiles/totallabs', bearer('t2'));
    await fetchWithEarlyCalls('/api-b/dashboard-figures', { method: 'POST', ...bearer('t1') });
    await fetchWithEarlyCalls('/api-b/profiles/userstats', bearer('t1'));
    expect(network).toHaveBeenCalledTimes(5);
    // Each early call is let go after the first request for its URL, whatever became of it.
    await fetchWithEarlyCalls('/api-b/dashboard-figures', bearer('t1'));
    expect(network).toHaveBeenCalledTimes(6);
  });

  it("gives the client the early call's 401 as it is (the client refreshes the token and asks again)", async () => {
    network.mockImplementationOnce(() => Promise.resolve(json({ detail: 'expired' }, 401)));
    rememberFirstCalls(['/profiles/totallabs']);
    startEarlyCalls('/api-c', 'old');
    expect((await fetchWithEarlyCalls('/api-c/profiles/totallabs', bearer('old'))).status).toBe(401);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('sends the request again when the early one did not reach the server', async () => {
    network.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    rememberFirstCalls(['/profiles/totallabs']);
    startEarlyCalls('/api-d', 't1');
    const answer = await fetchWithEarlyCalls('/api-d/profiles/totallabs', bearer('t1'));
    expect(answer.status).toBe(200);
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('starts nothing without a remembered list, and only same-origin paths from it', () => {
    startEarlyCalls('/api-e', 't1');
    expect(network).not.toHaveBeenCalled();
    localStorage.setItem(
      'labhub.firstCalls',
      JSON.stringify(['//elsewhere.example/x', 'https://x.example/', 42, '/ok']),
    );
    startEarlyCalls('/api-e', 't1');
    expect(network.mock.calls.map(([url]) => url)).toEqual(['/api-e/ok']);
    localStorage.setItem('labhub.firstCalls', '{not json');
    startEarlyCalls('/api-e', 't1');
    expect(network).toHaveBeenCalledTimes(1);
  });
});
