/**
 * One list call of the data provider: the query it sends (`_start`, `_end`, `_sort`, `_order`, `q` and the filters,
 * react-admin names turned into API names), and the page it reads back: the server's total from its headers; or, for a
 * search or filter matching more rows than the server counts (`X-Total-At-Least`), react-admin's partial pagination
 * (`pageInfo`) with the bound in `meta.totalAtLeast` (the list's pagination says "1–25 of more than 10,000"); or,
 * from a backend that answers whole arrays, the list filtered, searched, sorted and paged in the browser
 * (clientSide.ts).
 */
import type { GetListParams, GetListResult, RaRecord } from 'react-admin';

import { applyClientSide } from './clientSide';
import type { Http, Query, QueryValue } from './http';
import type { Data, ListRoute, ResourceRoutes } from './routes';

export type ListParams = Pick<GetListParams, 'filter' | 'sort' | 'pagination' | 'signal'>;

/** The total of a paged list reply, or undefined when the server sent neither header. */
function totalFromHeaders(headers: Headers): number | undefined {
  const count = headers.get('x-total-count');
  if (count !== null && /^\d+$/.test(count.trim())) return Number(count);
  const range = headers.get('content-range')?.match(/\/\s*(\d+)\s*$/);
  return range ? Number(range[1]) : undefined;
}

/** `X-Total-At-Least`: the list holds at least this many rows, its exact total was not counted. */
function totalAtLeastFromHeaders(headers: Headers): number | undefined {
  const atLeast = headers.get('x-total-at-least');
  return atLeast !== null && /^\d+$/.test(atLeast.trim()) ? Number(atLeast) : undefined;
}

/** The meta of a list whose total is bounded: what its pagination shows ("of more than totalAtLeast − 1"). */
export interface BoundedTotalMeta {
  totalAtLeast: number;
}

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

/** One list call: paged by the server when it answers with a total, in the browser otherwise. */
export async function fetchList(
  request: Http['request'],
  r: ResourceRoutes,
  path: string,
  route: Pick<ListRoute, 'filter' | 'clientFilter'>,
  params: ListParams,
): Promise<GetListResult<RaRecord>> {
  const response = await request('GET', path, { query: listQuery(r, route.filter, params), signal: params.signal });
  const rows = Array.isArray(response.json) ? (response.json as Data[]) : [];
  const records = rows.map(row => r.toRecord(row) as RaRecord);
  const atLeast = totalAtLeastFromHeaders(response.headers);
  if (atLeast !== undefined) {
    const { page, perPage } = params.pagination ?? { page: 1, perPage: records.length };
    const meta: BoundedTotalMeta = { totalAtLeast: atLeast };
    return {
      data: records,
      pageInfo: { hasPreviousPage: page > 1, hasNextPage: atLeast > page * perPage },
      meta,
    };
  }
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
