import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLogoutIfAccessDenied } from 'react-admin';

import type { LabHubDataProvider } from '../dataProvider';

interface ApiQueryOptions {
    refetchInterval?: number;
    enabled?: boolean;
}

/**
 * `GET path` (a read-only call of contracts/calls.ts) through the data provider's one HTTP client
 * (dataProvider/http.ts) and react-admin's query client. A 401 logs the user out and a 403 shows a message, as for
 * the other data provider calls (authProvider.checkError).
 */
export const useApiQuery = <T>(path: string, options: ApiQueryOptions = {}) => {
    const logoutIfAccessDenied = useLogoutIfAccessDenied();
    const dataProvider = useDataProvider<LabHubDataProvider>();
    return useQuery<T>({
        queryKey: ['api', path],
        queryFn: async () => {
            try {
                return (await dataProvider.get<T>(path)).data;
            } catch (error) {
                await logoutIfAccessDenied(error);
                throw error;
            }
        },
        retry: false,
        ...options,
    });
};
