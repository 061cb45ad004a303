import { useQuery } from '@tanstack/react-query';
import { useLogoutIfAccessDenied } from 'react-admin';

import { apiGet } from './apiGet';

interface ApiQueryOptions {
    refetchInterval?: number;
    enabled?: boolean;
}

/**
 * `GET path` through react-admin's query client. A 401 logs the user out and a 403 shows a message,
 * as for data provider calls (authProvider.checkError).
 */
export const useApiQuery = <T>(path: string, options: ApiQueryOptions = {}) => {
    const logoutIfAccessDenied = useLogoutIfAccessDenied();
    return useQuery<T>({
        queryKey: ['api', path],
        queryFn: async () => {
            try {
                return await apiGet<T>(path);
            } catch (error) {
                await logoutIfAccessDenied(error);
                throw error;
            }
        },
        retry: false,
        ...options,
    });
};
