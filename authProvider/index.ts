import { type AuthProvider, fetchUtils, HttpError } from 'react-admin';

import { API_URL } from '../lib/config';
import { messageKeyOfCode } from '../lib/serverCodes';
import { endSessionOnServer } from './session';
import { type AuthUser, clearAuthUser, readAuthUser, saveAuthUser } from './storage';
import { store } from './store';

export { authHeader, readAuthUser } from './storage';

interface LoginParams {
  email: string;
  password: string;
}

/** Message shown when the server answers without a `detail` (e.g. it cannot be reached). */
const LOGIN_NETWORK_ERROR = 'app.login.network_error';

/**
 * A refused sign-in: `message` is an i18n key, `params` its figures (`smart_count`: minutes; `detail`: the server's
 * English text of a refusal it names no code for, which English shows in place of `app.login.refused`).
 */
export class LoginError extends Error {
  constructor(
    message: string,
    public readonly params?: Record<string, string | number>,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** What a refused sign-in is shown as: a known refusal in the chosen language, any other as `app.login.refused`. */
const loginErrorOf = (error: unknown): LoginError | undefined => {
  if (!(error instanceof HttpError)) return undefined;
  const body = error.body as { detail?: unknown; code?: unknown; minutes?: unknown } | undefined;
  // A 503 (the database away or too slow, whatever its code) is the sign-in's one "unavailable" sentence, which the
  // sign-in script carries without the app's bundle (src/pages/Login/signInKit.ts).
  if (error.status === 503) return new LoginError('app.login.unavailable');
  const key = messageKeyOfCode(body?.code);
  if (key) return new LoginError(key, typeof body?.minutes === 'number' ? { smart_count: body.minutes } : undefined);
  // Every 401 of the sign-in is the wrong-credentials refusal (one wording for all, SPEC §2).
  if (error.status === 401) return new LoginError('app.login.invalid_credentials');
  if (typeof body?.detail === 'string') return new LoginError('app.login.refused', { detail: body.detail });
  return undefined;
};

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : undefined;

const authProvider: AuthProvider = {
  async login({ email, password }: LoginParams) {
    let user: AuthUser;
    try {
      const response = await fetchUtils.fetchJson(`${API_URL}/auth/login/`, {
        method: 'POST',
        body: JSON.stringify({ email, password }),
      });
      user = response.json as AuthUser;
    } catch (error) {
      // The login page shows this text in its red alert (SPEC §2, §8).
      throw loginErrorOf(error) ?? new LoginError(LOGIN_NETWORK_ERROR, undefined, { cause: error });
    }
    saveAuthUser(user);
    // This person's saved views and column choices, replacing any other's left in this browser.
    await store.pull().catch((error: unknown) => console.warn('The saved views could not be loaded:', error));
  },

  async logout() {
    // Sign-out ends the session on the server too (its tokens stop working everywhere), then here.
    await endSessionOnServer();
    clearAuthUser();
    return '/login';
  },

  async checkAuth() {
    if (!readAuthUser()) {
      // react-admin then logs out and sends the user to /login, remembering the origin location.
      throw new Error('ra.auth.auth_check_error');
    }
  },

  async checkError(error: unknown) {
    const status = statusOf(error);
    // react-admin reads the rejection's `message` (the notification) and `logoutUser` (default true).
    if (status === 401) {
      throw new Error('ra.notification.logged_out');
    }
    if (status === 403) {
      throw Object.assign(new Error('ra.notification.not_authorized'), { logoutUser: false });
    }
  },

  async getIdentity() {
    const user = readAuthUser();
    if (!user) throw new Error('ra.auth.auth_check_error');
    return { id: user.email, fullName: user.name || 'Admin' };
  },

  async getPermissions() {
    return readAuthUser()?.role;
  },

  /**
   * Who may do what comes from the resource's contract (`access`, contracts/<resource>.ts), the same declaration the
   * API enforces: the menu, the routes (src/RequireAccess.tsx) and react-admin's views and buttons follow it, so a
   * refused user sees the refusal page and no call is made. Resources without a contract are open to the signed-in.
   */
  async canAccess({ resource, action, record }) {
    // Loaded on the first check, not with the login page (the contracts carry zod; docs/DECISIONS.md).
    const { canAccessNow } = await import('./access');
    return canAccessNow({ resource, action, record });
  },
};

export default authProvider;
