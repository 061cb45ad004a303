import { type Query, type QueryCache, type QueryClient, type QueryKey, useQuery } from '@tanstack/react-query';
import { useDataProvider, useLogoutIfAccessDenied } from 'react-admin';

import type { LabHubDataProvider } from '../dataProvider';

interface ApiQueryOptions {
  refetchInterval?: number;
  enabled?: boolean;
}

const apiQueryKey = (path: string) => ['api', path];
/** How long an answer counts as fresh (a prefetch, a sibling card's): the screen mounting onto it does not ask again. */
const FRESH_MS = 3_000;

/**
 * How long a prefetched answer stays fresh until the first screen that read it goes away: the screen's code may
 * arrive and start seconds after the answer (a slow phone, a busy machine), and must still mount onto it.
 */
const PREFETCHED_FRESH_MS = 60_000;

/** Queries filled by a prefetch whose first screen is still to come or still shown. */
const prefetched = new WeakSet<object>();
/** Query caches whose 'observerRemoved' events end a prefetched query's longer freshness. */
const watched = new WeakSet<QueryCache>();

/**
 * Marks the query of `queryKey` (just started by a prefetch) as prefetched: {@link freshness} gives it
 * {@link PREFETCHED_FRESH_MS} until a screen that read it unmounts.
 */
export function markPrefetched(queryClient: QueryClient, queryKey: QueryKey) {
  const cache = queryClient.getQueryCache();
  const query = cache.find({ queryKey, exact: true });
  if (query) prefetched.add(query);
  if (watched.has(cache)) return;
  watched.add(cache);
  cache.subscribe(event => {
    if (event.type === 'observerRemoved') prefetched.delete(event.query);
  });
}

/** A query's `staleTime`: {@link PREFETCHED_FRESH_MS} for a prefetched answer, else {@link FRESH_MS}. */
export const freshness = <TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  query: Query<TQueryFnData, TError, TData, TQueryKey>,
) => (prefetched.has(query) ? PREFETCHED_FRESH_MS : FRESH_MS);

/**
 * Starts `GET path` into react-admin's query client before a screen asks for it (the dashboard's figures while its
 * code loads): the screen's `useApiQuery(path)` then finds the answer, or the request in flight.
 */
export const prefetchApiQuery = (queryClient: QueryClient, dataProvider: LabHubDataProvider, path: string) => {
  const queryKey = apiQueryKey(path);
  const done = queryClient.prefetchQuery({ queryKey, queryFn: async () => (await dataProvider.get(path)).data });
  markPrefetched(queryClient, queryKey);
  return done;
};

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
    // An answer fetched in the last 3 s (a sibling card's), or prefetched for this screen, is used as it is rather
    // than asked for again when the screen mounts; an invalidation (a write, the live stream) still refetches at once.
    staleTime: freshness,
    ...options,
  });
};
