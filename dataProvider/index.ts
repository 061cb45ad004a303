/**
 * The react-admin data provider of the back office. Every verb goes through the mapping table in routes.ts and
 * the HTTP layer in http.ts.
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
import type {
  CreateParams,
  CreateResult,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetManyReferenceResult,
  GetManyResult,
  GetOneParams,
  GetOneResult,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
  UpdateResult,
} from 'react-admin';
import { HttpError } from 'react-admin';

import { refreshAccessToken } from '../authProvider/session';
import { readAuthUser } from '../authProvider/storage';
import type { CallName } from '../contracts/calls';
import { API_URL } from '../lib/config';
import { applyClientSide, textOf } from './clientSide';
import { createHttp, type HttpErrorBody, type HttpOptions, type Query, type QueryValue } from './http';
import type { Call, Data, ListRoute, ResourceRoutes } from './routes';

/**
 * The route table, loaded on the first call rather than with the login page: it is derived from the contracts, which
 * carry zod (docs/DECISIONS.md, "Contracts load after the login page").
 */
let routeTable: Promise<typeof import('./routes')> | undefined;
const loadRoutes = () => (routeTable ??= import('./routes'));

export type DataProviderOptions = HttpOptions;

type ListParams = Pick<GetListParams, 'filter' | 'sort' | 'pagination' | 'signal'>;
/** Records are plain API rows plus `id`; react-admin's verbs are generic over the record type the caller expects. */
type AnyRecord = RaRecord;
type Result<T> = Promise<{ data: T }>;

/** `dataProvider.action`'s parameters: the record's key and the body, both optional. */
interface ActionParams {
  id?: Identifier;
  data?: Data;
}

/** A body holding a file is multipart: each Blob a file part (its name when it is a File), everything else a field. */
function multipartOf(data: Data | undefined): FormData | undefined {
  if (!data || !Object.values(data).some(v => v instanceof Blob)) return undefined;
  const form = new FormData();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob)
      form.append(
        key,
        value,
        typeof (value as File).name === 'string' && (value as File).name ? (value as File).name : key.toLowerCase(),
      );
    else form.append(key, textOf(value));
  }
  return form;
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

interface CallOptions {
  params?: Record<string, string | number>;
  data?: Data;
  query?: Query;
}

const providerError = (detail: string, status: number) =>
  new HttpError(detail, status, { errors: {}, detail } satisfies HttpErrorBody);

async function routesOf(resource: string): Promise<ResourceRoutes> {
  const { routes, storedRoutes } = await loadRoutes();
  const r = (routes as Record<string, ResourceRoutes>)[resource] ?? storedRoutes[resource];
  if (!r) throw providerError(`Unknown resource: ${resource}.`, 404);
  return r;
}

function unsupported(resource: string, verb: string): never {
  throw providerError(`The ${resource} resource does not support ${verb}.`, 405);
}

/** The total of a paged list reply, or undefined when the server sent neither header. */
function totalFromHeaders(headers: Headers): number | undefined {
  const count = headers.get('x-total-count');
  if (count !== null && /^\d+$/.test(count.trim())) return Number(count);
  const range = headers.get('content-range')?.match(/\/\s*(\d+)\s*$/);
  return range ? Number(range[1]) : undefined;
}

const sameId = (a: unknown, b: unknown) => String(a).toLowerCase() === String(b).toLowerCase();

/** `_start`, `_end`, `_sort`, `_order`, `q` and the filters (react-admin names turned into API names). */
function listQuery(r: ResourceRoutes, filter: Data, params: ListParams): Query {
  const query: Query = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'object' && !Array.isArray(value)) continue; // nested filters have no query form
    query[key === 'q' ? 'q' : (r.aliases?.[key] ?? key)] = value as QueryValue;
  }
  const sort = params.sort?.field ? params.sort : r.defaultSort;
  if (sort) {
    query._sort = r.aliases?.[sort.field] ?? sort.field;
    query._order = sort.order;
  }
  if (params.pagination) {
    const { page, perPage } = params.pagination;
    query._start = (page - 1) * perPage;
    query._end = page * perPage;
  }
  return query;
}

export function createDataProvider(options: DataProviderOptions): LabHubDataProvider {
  const { request } = createHttp(options);

  /** A call of the route table: its reply is a record (a JSON object). */
  const send = <T = Data>(call: Call, signal?: AbortSignal) =>
    request<T>(call.method, call.path, { body: call.body, query: call.query, signal });

  /** One list call: paged by the server when it answers with a total, in the browser otherwise. */
  async function fetchList(
    r: ResourceRoutes,
    path: string,
    route: Pick<ListRoute, 'filter' | 'clientFilter'>,
    params: ListParams,
  ) {
    const response = await request('GET', path, { query: listQuery(r, route.filter, params), signal: params.signal });
    const rows = Array.isArray(response.json) ? (response.json as Data[]) : [];
    const records = rows.map(row => r.toRecord(row) as AnyRecord);
    const total = totalFromHeaders(response.headers);
    if (total !== undefined) return { data: records, total };
    return applyClientSide(records, {
      filter: route.clientFilter ?? route.filter,
      sort: params.sort?.field ? params.sort : r.defaultSort,
      pagination: params.pagination,
      searchFields: r.searchFields,
      aliases: r.clientAliases,
    });
  }

  async function getList(resource: string, params: ListParams) {
    const r = await routesOf(resource);
    if (!r.getList) unsupported(resource, 'getList');
    const route = r.getList({ ...(params.filter as Data) });
    return fetchList(r, route.path, route, params);
  }

  async function getOne(resource: string, id: Identifier, signal?: AbortSignal): Promise<AnyRecord> {
    const r = await routesOf(resource);
    if (r.getOne) {
      const { json } = await send(r.getOne(id), signal);
      const record = r.toRecord(json);
      // The key rule's id (a lab fetched by its number still has its email as id).
      return { ...record, id: record.id ?? id } as AnyRecord;
    }
    if (!r.getList) unsupported(resource, 'getOne');
    // No detail call: the list filtered by id.
    const { data } = await getList(resource, { filter: { id: [id] }, signal });
    const record = data.find(d => sameId(d.id, id));
    if (!record) throw providerError('Not found.', 404);
    return record;
  }

  async function update(resource: string, params: { id: Identifier; data: Data; previousData?: Data }) {
    const r = await routesOf(resource);
    if (!r.update) unsupported(resource, 'update');
    let reply: Data = {};
    for (const call of r.update(params.id, params.data, params.previousData)) {
      reply = (await send(call)).json ?? {};
    }
    const record = r.toRecord(reply);
    return { data: { ...params.previousData, ...record, id: record.id ?? params.id } };
  }

  async function remove(resource: string, params: { id: Identifier; previousData?: Data }) {
    const r = await routesOf(resource);
    if (!r.delete) unsupported(resource, 'delete');
    const { json } = await send(r.delete(params.id));
    const reply: Data = typeof json === 'object' && json !== null ? r.toRecord(json) : {};
    return { data: { ...params.previousData, ...reply, id: reply.id ?? params.id } };
  }

  const provider: LabHubDataProvider = {
    supportAbortSignal: true,

    // The verbs resolve to the record type their caller names (react-admin's verbs are generic over it).
    getList: <R extends RaRecord>(resource: string, params: GetListParams) =>
      getList(resource, params) as Promise<GetListResult<R>>,

    getOne: async <R extends RaRecord>(resource: string, params: GetOneParams<RaRecord>): Promise<GetOneResult<R>> => ({
      data: (await getOne(resource, params.id, params.signal)) as R,
    }),

    getMany: async <R extends RaRecord>(
      resource: string,
      params: GetManyParams<RaRecord>,
    ): Promise<GetManyResult<R>> => {
      const r = await routesOf(resource);
      const ids = params.ids;
      if (!ids.length) return { data: [] };
      let found: AnyRecord[] = [];
      if (r.getMany && r.getList) {
        // `?id=a&id=b` (labs and staff: `?email=a&email=b` through the aliases).
        const route = r.getList({ ...r.getMany.extraFilter, id: ids });
        found = (await fetchList(r, route.path, route, { signal: params.signal })).data;
      } else if (!r.getOne) {
        unsupported(resource, 'getMany');
      }
      const data: AnyRecord[] = [];
      const missing: Identifier[] = [];
      for (const id of ids) {
        const record = found.find(d => sameId(d.id, id));
        if (record) data.push(record);
        else missing.push(id);
      }
      if (missing.length && r.getOne) {
        const fetched = await Promise.all(
          missing.map(id =>
            getOne(resource, id, params.signal).catch((error: unknown) => {
              if (error instanceof HttpError && error.status === 404) return undefined;
              throw error;
            }),
          ),
        );
        data.push(...fetched.filter(d => d !== undefined));
        data.sort((a, b) => ids.findIndex(id => sameId(id, a.id)) - ids.findIndex(id => sameId(id, b.id)));
      }
      return { data: data as R[] };
    },

    getManyReference: async <R extends RaRecord>(
      resource: string,
      params: GetManyReferenceParams,
    ): Promise<GetManyReferenceResult<R>> => {
      const r = await routesOf(resource);
      if (r.getManyReference) {
        const call = r.getManyReference(params.target, params.id);
        return fetchList(r, call.path, { filter: { ...(params.filter as Data) } }, params) as Promise<
          GetManyReferenceResult<R>
        >;
      }
      if (!r.getList) unsupported(resource, 'getManyReference');
      return getList(resource, {
        ...params,
        filter: { ...(params.filter as Data), [params.target]: params.id },
      }) as Promise<GetManyReferenceResult<R>>;
    },

    create: async <R extends RaRecord>(resource: string, params: CreateParams): Promise<CreateResult<R>> => {
      const r = await routesOf(resource);
      if (!r.create) unsupported(resource, 'create');
      const { json } = await send(r.create(params.data as Data));
      const record = r.toRecord(json);
      return { data: { ...record, id: record.id } as R };
    },

    update: <R extends RaRecord>(resource: string, params: UpdateParams<RaRecord>) =>
      update(resource, { id: params.id, data: params.data, previousData: params.previousData }) as Promise<
        UpdateResult<R>
      >,

    updateMany: async (resource: string, params: UpdateManyParams<RaRecord>) => {
      const data = params.data as Data;
      await Promise.all(params.ids.map(id => update(resource, { id, data, previousData: undefined })));
      return { data: params.ids };
    },

    delete: <R extends RaRecord>(resource: string, params: DeleteParams<RaRecord>) =>
      remove(resource, params) as Promise<DeleteResult<R>>,

    deleteMany: async (resource: string, params: DeleteManyParams<RaRecord>) => {
      await Promise.all(params.ids.map(id => remove(resource, { id })));
      return { data: params.ids };
    },

    action: async <T = Data>(resource: string, name: string, { id, data }: ActionParams = {}) => {
      // The contracts load with the first call, not with the login page (they carry zod).
      const [{ contractOf }, { fillPath }] = await Promise.all([
        import('../contracts/index'),
        import('../contracts/defineResource'),
      ]);
      const contract = contractOf(resource);
      const declared = contract?.actions?.[name];
      if (!contract || !declared) throw providerError(`The ${resource} resource has no action ${name}.`, 405);
      const path = id === undefined ? declared.path : fillPath(declared.path, { id, [contract.id]: id });
      const formData = multipartOf(data);
      const { json } = await request<T>(
        declared.method,
        path,
        formData ? { formData } : { body: data ?? declared.body },
      );
      return { data: json };
    },
    registerDevice: async device => {
      const { call } = (await loadRoutes()).registerDevice(device);
      return { data: (await send<{ id: number; registration_id: string; user: string; type: string }>(call)).json };
    },
    get: async <T>(path: string, query?: Query) => ({ data: (await request<T>('GET', path, { query })).json }),
    call: async <T>(name: CallName, { params, data, query }: CallOptions = {}) => {
      const [{ calls }, { fillPath }] = await Promise.all([
        import('../contracts/calls'),
        import('../contracts/defineResource'),
      ]);
      const declared = (calls as Partial<typeof calls>)[name];
      if (!declared) throw providerError(`Unknown call: ${name}.`, 405);
      const path = params ? fillPath(declared.path, params) : declared.path;
      return { data: (await request<T>(declared.method, path, { body: data, query })).json };
    },
  };
  return provider;
}

/** The app's provider: `API_URL` (VITE_API_URL or /api), the signed-in user's `access_token`, refreshed on a 401. */
const dataProvider = createDataProvider({
  apiUrl: API_URL,
  getToken: () => readAuthUser()?.access_token,
  refreshToken: refreshAccessToken,
});

export default dataProvider;
