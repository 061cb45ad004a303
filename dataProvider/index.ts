/**
 * The react-admin data provider of the back office: the record verbs (recordVerbs.ts) over the route table
 * (routes.ts, every contract's) and one list call (lists.ts), the custom verbs (customVerbs.ts), all through the HTTP
 * layer in http.ts.
 *
 * Lists send `_start`, `_end`, `_sort`, `_order`, `q` and the filters. When the reply carries `X-Total-Count` or
 * `Content-Range` the server did the work and its total is used; otherwise (a backend that returns whole arrays)
 * the list is filtered, searched, sorted and paged in the browser (clientSide.ts).
 *
 * Custom verbs (action, get, registerDevice) resolve to `{ data }` like the CRUD verbs. `action` runs any contract's
 * declared action (labs' verify and logo upload, financial aid's approve and reject, a payable's respond, a
 * notification's markAsRead, deleteAll…) straight from the contract: its method and path, the declared body or the
 * caller's `data`.
 */
import type { DataProvider, Identifier } from 'react-admin';

import { refreshAccessToken } from '../authProvider/session';
import { readAuthUser } from '../authProvider/storage';
import type { CallName } from '../contracts/calls';
import { API_URL } from '../lib/config';
import { fetchWithEarlyCalls } from '../lib/earlyCalls';
import { customVerbs } from './customVerbs';
import { createHttp, type HttpOptions, type Query } from './http';
import { recordVerbs } from './recordVerbs';
import type { Data } from './routes';

export type DataProviderOptions = HttpOptions;

type Result<T> = Promise<{ data: T }>;

/** `dataProvider.action`'s parameters: the record's key and the body, both optional. */
interface ActionParams {
  id?: Identifier;
  data?: Data;
}

/** The provider: react-admin's verbs plus the custom ones of the mapping table. */
export interface LabHubDataProvider extends DataProvider {
  /**
   * A custom action a contract declares (`contracts/<resource>.ts` `actions`, e.g. labs' `verify`): the declared
   * method and path with the record's key (`id`, none for a resource-wide action like notifications' `deleteAll`)
   * filled in; the body is `data` when given, the declared body otherwise. A `data` holding a file (a Blob) is sent
   * as multipart (labs' `uploadLogo`: `{Logo: file}`). Resolves to the reply as the API sends it.
   */
  action<T = Data>(resource: string, name: string, params?: ActionParams): Result<T>;
  registerDevice(device: { registration_id: string; user: string; type: 'web' | 'android' | 'ios' }): Result<{
    id: number;
    registration_id: string;
    user: string;
    type: string;
  }>;
  /** GET a read-only path (dashboard totals and charts, `DASHBOARD_PATHS` in routes.ts). */
  get<T = unknown>(path: string, query?: Query): Result<T>;
  /**
   * A call of contracts/calls.ts by its name (e.g. `changePassword`): its method and path, `params` filling the path's
   * `{…}`, `data` as the JSON body, `query` as the query string. Resolves to the reply (null for a 204).
   */
  call<T = unknown>(name: CallName, options?: CallOptions): Result<T>;
}

export interface CallOptions {
  params?: Record<string, string | number>;
  data?: Data;
  query?: Query;
}

export function createDataProvider(options: DataProviderOptions): LabHubDataProvider {
  const { request } = createHttp(options);
  return { supportAbortSignal: true, ...recordVerbs(request), ...customVerbs(request) };
}

/**
 * The app's provider: `API_URL` (VITE_API_URL or /api), the signed-in user's `access_token`, refreshed on a 401; a call
 * the app's entry started early (lib/earlyCalls.ts) is answered from it.
 */
const dataProvider = createDataProvider({
  apiUrl: API_URL,
  getToken: () => readAuthUser()?.access_token,
  refreshToken: refreshAccessToken,
  fetch: fetchWithEarlyCalls,
});

export default dataProvider;
