/**
 * Keeps the user signed in: access tokens live 15 minutes, so a 401 first tries POST /auth/refresh/ with the stored
 * refresh token (once, shared by every request that failed meanwhile) and the request is repeated with the new access
 * token; the rotated refresh token replaces the stored one, which every tab reads. Only when the session has ended (signed out elsewhere, blocked, restored) does the 401 reach
 * react-admin, which signs out.
 */
import { API_URL } from '../lib/config';
import { readAuthUser, saveAuthUser } from './storage';

let inflight: Promise<string | null> | null = null;

/** A new access token for the stored session, or null when the session has ended or the server cannot be reached. */
export const refreshAccessToken = (): Promise<string | null> => {
  inflight ??= (async () => {
    const user = readAuthUser();
    if (!user?.refresh_token) return null;
    try {
      const response = await fetch(`${API_URL}/auth/refresh/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ refresh_token: user.refresh_token }),
      });
      if (!response.ok) return null;
      const json = (await response.json()) as { access_token?: unknown; refresh_token?: unknown };
      if (typeof json.access_token !== 'string') return null;
      // Another tab may have signed out or in, or refreshed, meanwhile: then its newer tokens are kept.
      const current = readAuthUser();
      if (!current || current.refresh_token !== user.refresh_token) return current?.access_token ?? null;
      // Each refresh rotates the refresh token: the next refresh must send the new one.
      const refresh_token = typeof json.refresh_token === 'string' ? json.refresh_token : current.refresh_token;
      saveAuthUser({ ...current, access_token: json.access_token, refresh_token });
      return json.access_token;
    } catch {
      return null;
    }
  })().finally(() => {
    inflight = null;
  });
  return inflight;
};

/** `fetch` with the bearer header; a 401 refreshes the access token once and repeats the request. */
export const authFetch = async (url: string, init: RequestInit = {}): Promise<Response> => {
  const send = (token: string | undefined) => {
    const headers = new Headers(init.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return fetch(url, { ...init, headers });
  };
  const token = readAuthUser()?.access_token;
  const response = await send(token);
  if (response.status !== 401 || !readAuthUser()) return response;
  const fresh = await refreshAccessToken();
  return fresh ? send(fresh) : response;
};

/** Ends the session on the server (best effort: the local sign-out happens whatever the answer). */
export const endSessionOnServer = async (): Promise<void> => {
  const user = readAuthUser();
  if (!user?.refresh_token) return;
  try {
    await fetch(`${API_URL}/auth/logout/`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(user.access_token ? { Authorization: `Bearer ${user.access_token}` } : {}),
      },
      body: JSON.stringify({ refresh_token: user.refresh_token }),
      keepalive: true,
    });
  } catch {
    // offline: the session ends by itself (7 days unused)
  }
};
