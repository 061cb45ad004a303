import { type AuthProvider, fetchUtils, HttpError } from 'react-admin';

import { API_URL } from '../src/config';
import { endSessionOnServer } from './session';
import { type AuthUser, clearAuthUser, readAuthUser, saveAuthUser } from './storage';

export { authHeader, type AuthUser, readAuthUser, type Role } from './storage';

interface LoginParams {
  email: string;
  password: string;
}

/** Message shown when the server answers without a `detail` (e.g. it cannot be reached). */
export const LOGIN_NETWORK_ERROR = 'app.login.network_error';

const detailOf = (error: unknown): string | undefined => {
  if (error instanceof HttpError) {
    const body = error.body as { detail?: unknown } | undefined;
    if (typeof body?.detail === 'string') return body.detail;
  }
  return undefined;
};

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : undefined;

export const authProvider: AuthProvider = {
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
      throw new Error(detailOf(error) ?? LOGIN_NETWORK_ERROR, { cause: error });
    }
    saveAuthUser(user);
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
