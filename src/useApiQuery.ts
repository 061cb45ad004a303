import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useDataProvider, useLogoutIfAccessDenied } from 'react-admin';

import type { LabHubDataProvider } from '../dataProvider';

interface ApiQueryOptions {
  refetchInterval?: number;
  enabled?: boolean;
}

const apiQueryKey = (path: string) => ['api', path];
/** How long an answer counts as fresh (a prefetch, a sibling card's): the screen mounting onto it does not ask again. */
export const FRESH_MS = 3_000;

/**
 * Starts `GET path` into react-admin's query client before a screen asks for it (the dashboard's figures while its
 * code loads): the screen's `useApiQuery(path)` then finds the answer, or the request in flight.
 */
export const prefetchApiQuery = (queryClient: QueryClient, dataProvider: LabHubDataProvider, path: string) =>
  queryClient.prefetchQuery({ queryKey: apiQueryKey(path), queryFn: async () => (await dataProvider.get(path)).data });

/**
 * `GET path` (a read-only call of contracts/calls.ts) through the data provider's one HTTP client
 * (dataProvider/http.ts) and react-admin's query client. A 401 logs the user out and a 403 shows a message, as for
 * the other data provider calls (authProvider.checkError).
 */
export const useApiQuery = <T>(path: string, options: ApiQueryOptions = {}) => {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const dataProvider = useDataProvider<LabHubDataProvider>();
  return useQuery<T>({
    queryKey: apiQueryKey(path),
    queryFn: async () => {
      try {
        return (await dataProvider.get<T>(path)).data;
      } catch (error) {
        await logoutIfAccessDenied(error);
        throw error;
      }
    },
    retry: false,
    // An answer fetched in the last 3 s (a prefetch, or a sibling card's) is used as it is rather than asked for
    // again when the screen mounts; an invalidation (a write, the live stream) still refetches at once.
    staleTime: FRESH_MS,
    ...options,
  });
};
