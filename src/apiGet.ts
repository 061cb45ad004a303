import { HttpError } from 'react-admin';

import { authFetch } from '../authProvider/session';
import { API_URL } from './config';

/**
 * GET a SPEC §7 path (without the /api prefix) with the bearer header (refreshed once on a 401).
 * For screens whose calls are not (yet) data provider methods: dashboard totals, unread notifications.
 */
export const apiGet = async <T>(path: string): Promise<T> => {
    const response = await authFetch(`${API_URL}${path}`, { headers: { Accept: 'application/json' } });
    const text = await response.text();
    let json: unknown = null;
    try {
        json = text ? JSON.parse(text) : null;
    } catch {
        json = text;
    }
    if (!response.ok) {
        const detail = (json as { detail?: unknown } | null)?.detail;
        throw new HttpError(typeof detail === 'string' ? detail : response.statusText || `Request failed with status ${response.status}`, response.status, json);
    }
    return json as T;
};
