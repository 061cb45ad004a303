import { forgetDashboardSnapshot } from '../lib/dashboardSnapshot';

/** The signed-in user as returned by `POST /auth/login/` (docs/API.md) and kept in localStorage (SPEC §4, §6). */
export type Role = 'admin' | 'lab';

export interface AuthUser {
  id: number;
  email: string;
  name: string;
  contact_number: string;
  role: Role;
  /** The session's refresh token (SPEC §3): only for POST /auth/refresh/ and /auth/logout/. */
  refresh_token: string;
  /** The bearer of every API call, 15 minutes; renewed with the refresh token (authProvider/session.ts). */
  access_token?: string;
  lab?: { id: number; email: string; name: string };
}

export const AUTH_USER_KEY = 'authUser';

const isAuthUser = (value: unknown): value is AuthUser =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AuthUser).email === 'string' &&
  typeof (value as AuthUser).refresh_token === 'string';

export const readAuthUser = (): AuthUser | null => {
  const raw = localStorage.getItem(AUTH_USER_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isAuthUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
};

export const saveAuthUser = (user: AuthUser): void => {
  localStorage.setItem(AUTH_USER_KEY, JSON.stringify(user));
};

/** Signed out: the session, and the last dashboard drawn for it (lib/dashboardSnapshot.ts), are forgotten. */
export const clearAuthUser = (): void => {
  localStorage.removeItem(AUTH_USER_KEY);
  forgetDashboardSnapshot();
};

/** `Authorization: Bearer <access_token>` for API calls, or no header when signed out. */
export const authHeader = (): Record<string, string> => {
  const token = readAuthUser()?.access_token;
  return token ? { Authorization: `Bearer ${token}` } : {};
};
