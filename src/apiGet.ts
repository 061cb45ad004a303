import { fetchUtils } from 'react-admin';

import { authHeader } from '../authProvider/storage';
import { API_URL } from './config';

/**
 * GET a SPEC §7 path (without the /api prefix) with the bearer header.
 * For screens whose calls are not (yet) data provider methods: dashboard totals, unread notifications.
 */
export const apiGet = async <T>(path: string): Promise<T> => {
    const { json } = await fetchUtils.fetchJson(`${API_URL}${path}`, {
        headers: new Headers({ Accept: 'application/json', ...authHeader() }),
    });
    return json as T;
};
