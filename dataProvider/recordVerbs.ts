/**
 * react-admin's record verbs (getList, getOne, getMany, getManyReference, create, update, updateMany, delete,
 * deleteMany) over the route table (routes.ts `routeOf`: every contract's standard verbs, and what a resource changes
 * in them) and the HTTP client.
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

import type { Http, HttpErrorBody } from './http';
import { fetchList, type ListParams } from './lists';
import type { Call, Data, ResourceRoutes } from './routes';

/**
 * The route table, loaded on the first call rather than with the login page: it is derived from the contracts, which
 * carry zod (docs/DECISIONS.md, "Contracts load after the login page").
 */
let routeTable: Promise<typeof import('./routes')> | undefined;
export const loadRoutes = () => (routeTable ??= import('./routes'));

export const providerError = (detail: string, status: number) =>
  new HttpError(detail, status, { errors: {}, detail } satisfies HttpErrorBody);

async function routesOf(resource: string): Promise<ResourceRoutes> {
  const r = (await loadRoutes()).routeOf(resource);
  if (!r) throw providerError(`Unknown resource: ${resource}.`, 404);
  return r;
}

function unsupported(resource: string, verb: string): never {
  throw providerError(`The ${resource} resource does not support ${verb}.`, 405);
}

const sameId = (a: unknown, b: unknown) => String(a).toLowerCase() === String(b).toLowerCase();

export type RecordVerbs = Pick<
  DataProvider,
  'getList' | 'getOne' | 'getMany' | 'getManyReference' | 'create' | 'update' | 'updateMany' | 'delete' | 'deleteMany'
>;

export function recordVerbs(request: Http['request']): RecordVerbs {
  /** A call of the route table: its reply is a record (a JSON object). */
  const send = (call: Call, signal?: AbortSignal) =>
    request<Data>(call.method, call.path, { body: call.body, query: call.query, signal });

  async function getList(resource: string, params: ListParams) {
    const r = await routesOf(resource);
    if (!r.getList) unsupported(resource, 'getList');
    const route = r.getList({ ...(params.filter as Data) });
    return fetchList(request, r, route.path, route, params);
  }

  async function getOne(resource: string, id: Identifier, signal?: AbortSignal): Promise<RaRecord> {
    const r = await routesOf(resource);
    if (r.getOne) {
      const { json } = await send(r.getOne(id), signal);
      const record = r.toRecord(json);
      // The key rule's id (a lab fetched by its number still has its email as id).
      return { ...record, id: record.id ?? id } as RaRecord;
    }
    if (!r.getList) unsupported(resource, 'getOne');
    // No detail call: the list filtered by id.
    const { data } = await getList(resource, { filter: { id: [id] }, signal });
    const record = data.find(d => sameId(d.id, id));
    if (!record) throw providerError('Not found.', 404);
    return record;
  }

  /** getMany: the list filtered by `?id=a&id=b`, then getOne for any key the list did not have. */
  async function getMany(resource: string, ids: Identifier[], signal?: AbortSignal): Promise<RaRecord[]> {
    const r = await routesOf(resource);
    if (!ids.length) return [];
    let found: RaRecord[] = [];
    if (r.getMany && r.getList) {
      // `?id=a&id=b` (labs and staff: `?email=a&email=b` through the aliases).
      const route = r.getList({ ...r.getMany.extraFilter, id: ids });
      found = (await fetchList(request, r, route.path, route, { signal })).data;
    } else if (!r.getOne) {
      unsupported(resource, 'getMany');
    }
    const data: RaRecord[] = [];
    const missing: Identifier[] = [];
    for (const id of ids) {
      const record = found.find(d => sameId(d.id, id));
      if (record) data.push(record);
      else missing.push(id);
    }
    if (missing.length && r.getOne) {
      const fetched = await Promise.all(
        missing.map(id =>
          getOne(resource, id, signal).catch((error: unknown) => {
            if (error instanceof HttpError && error.status === 404) return undefined;
            throw error;
          }),
        ),
      );
      data.push(...fetched.filter(d => d !== undefined));
      data.sort((a, b) => ids.findIndex(id => sameId(id, a.id)) - ids.findIndex(id => sameId(id, b.id)));
    }
    return data;
  }

  async function getManyReference(resource: string, params: GetManyReferenceParams) {
    const r = await routesOf(resource);
    if (r.getManyReference) {
      const call = r.getManyReference(params.target, params.id);
      return fetchList(request, r, call.path, { filter: { ...(params.filter as Data) } }, params);
    }
    if (!r.getList) unsupported(resource, 'getManyReference');
    return getList(resource, { ...params, filter: { ...(params.filter as Data), [params.target]: params.id } });
  }

  async function create(resource: string, data: Data) {
    const r = await routesOf(resource);
    if (!r.create) unsupported(resource, 'create');
    const record = r.toRecord((await send(r.create(data))).json);
    return { ...record, id: record.id } as RaRecord;
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

  // The verbs resolve to the record type their caller names (react-admin's verbs are generic over it).
  return {
    getList: <R extends RaRecord>(resource: string, params: GetListParams) =>
      getList(resource, params) as Promise<GetListResult<R>>,
    getOne: async <R extends RaRecord>(resource: string, params: GetOneParams<RaRecord>): Promise<GetOneResult<R>> => ({
      data: (await getOne(resource, params.id, params.signal)) as R,
    }),
    getMany: async <R extends RaRecord>(
      resource: string,
      params: GetManyParams<RaRecord>,
    ): Promise<GetManyResult<R>> => ({
      data: (await getMany(resource, params.ids, params.signal)) as R[],
    }),
    getManyReference: <R extends RaRecord>(resource: string, params: GetManyReferenceParams) =>
      getManyReference(resource, params) as Promise<GetManyReferenceResult<R>>,
    create: async <R extends RaRecord>(resource: string, params: CreateParams): Promise<CreateResult<R>> => ({
      data: (await create(resource, params.data as Data)) as R,
    }),
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
  };
}
