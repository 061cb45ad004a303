/**
 * The route table, derived from the contracts (contracts/<resource>.ts, read through their plain facts,
 * contracts/routing.ts, so that the dashboard's first draw loads no zod): each resource's SPEC §7 paths, default sort,
 * search fields, body fields and list filters with calls of their own (labs' four lists, unread notifications) come
 * from its contract (`routeOf`); this file keeps only the adapters (reply → record, the body a verb sends) and the few
 * resources whose calls are special (labs' status calls, financial aid's status rule, a lab's reviews).
 *
 * Key rule: SPEC keys labs and staff by email, so their react-admin `id` is the email and the numeric id is kept
 * as `labId` / `staffId`. Every other resource keeps the API's numeric `id`.
 */
import { type Endpoint, fillPath } from '../contracts/defineResource';
import {
  routingAction,
  routingCall,
  type RoutingContract,
  routingContract,
  routingEndpoint,
  routingOf,
} from '../contracts/routing';
import type { Method, Query } from './http';

export type Data = Record<string, unknown>;
type Id = string | number;

/** One HTTP call. */
export interface Call {
  method: Method;
  path: string;
  body?: unknown;
  query?: Query;
}

/** Where a list comes from, for a react-admin filter. */
export interface ListRoute {
  path: string;
  /** Filters left for the server (react-admin field names; `aliases` renames them), `q` included. */
  filter: Data;
  /** Filters applied in the browser when the server ignored the parameters; defaults to `filter`. */
  clientFilter?: Data;
}

export interface ResourceRoutes {
  /** Reply row → react-admin record (`id` per the key rule). */
  toRecord: (row: Data) => Data;
  /** react-admin field → API field, for sort and filter parameters (e.g. labs: `id` → `email`). */
  aliases?: Record<string, string>;
  /** react-admin field → record field, for the browser-side fallback (e.g. financial aid `name` → `patient_name`). */
  clientAliases?: Record<string, string>;
  /** Sort used when react-admin gives none (SPEC §9). */
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
  /** Fields `q` searches in the browser-side fallback (mirrors the server's search columns). */
  searchFields?: string[];
  getList?: (filter: Data) => ListRoute;
  getOne?: (id: Id) => Call;
  /** getMany: the list call filtered by `?id=a&id=b` (the alias turns `id` into `email` for email-keyed resources). */
  getMany?: { extraFilter?: Data };
  getManyReference?: (target: string, id: Id) => Call;
  create?: (data: Data) => Call;
  /** The calls an update makes, in order (usually one). */
  update?: (id: Id, data: Data, previousData?: Data) => Call[];
  delete?: (id: Id) => Call;
}

const pick = (data: Data, keys: readonly string[]) =>
  Object.fromEntries(keys.filter(k => data[k] !== undefined).map(k => [k, data[k]]));
const omit = (data: Data, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(data).filter(([k]) => !keys.includes(k)));

/** Mutation replies carry a human `detail` beside the record; records do not keep it. */
const withoutDetail = (row: Data): Data => {
  const { detail: _detail, ...rest } = row;
  return rest;
};
const byId = (row: Data): Data => withoutDetail(row);
const byEmail =
  (numericAs: string) =>
  (row: Data): Data => {
    const rest = withoutDetail(row);
    return rest.email === undefined ? rest : { ...rest, [numericAs]: rest.id, id: rest.email };
  };

/** A declared call with its `{email}` / `{id}` / `{month}` parameter filled. */
const at = (endpoint: Endpoint, key?: Id, body?: unknown): Call => ({
  method: endpoint.method,
  path: key === undefined ? endpoint.path : fillPath(endpoint.path, { id: key, email: key, month: key }),
  ...(body === undefined ? {} : { body }),
});

/**
 * A list filter whose values have their own list calls (`calls` in the contract: the labs' `status`, the
 * notifications' `unread`): the list goes to the value's call, without that filter; any other value (or none) to the
 * contract's getList.
 */
function listRouteOf(contract: RoutingContract): ((filter: Data) => ListRoute) | undefined {
  const getList = contract.endpoints.getList;
  if (!getList) return undefined;
  const routed = Object.entries(contract.list?.calls ?? {});
  if (!routed.length) return (filter: Data) => ({ path: getList.path, filter });
  return (filter: Data) => {
    const chosen = routed.map(([name, paths]) => paths[String(filter[name])]).find(path => path !== undefined);
    return {
      path: chosen ?? getList.path,
      filter: omit(
        filter,
        routed.map(([name]) => name),
      ),
    };
  };
}

/** react-admin's `id` of a resource keyed by email is the email; its numeric id is kept under this name. */
const NUMERIC_ID_AS: Record<string, string> = { labs: 'labId', staff: 'staffId' };

/** The standard verbs of a contract: its paths, default sort, search fields, body fields and routed filters. */
function fromContract(contract: RoutingContract): ResourceRoutes {
  const e = contract.endpoints;
  const numericAs = contract.id === 'email' ? (NUMERIC_ID_AS[contract.name] ?? 'numericId') : undefined;
  const createFields = contract.inputFields.create ?? [];
  const updateFields = contract.inputFields.update ?? [];
  const getList = listRouteOf(contract);
  return {
    toRecord: numericAs ? byEmail(numericAs) : byId,
    ...(numericAs ? { aliases: { id: 'email', [numericAs]: 'id' } } : {}),
    ...(contract.list ? { defaultSort: contract.list.defaultSort, searchFields: [...contract.list.searchable] } : {}),
    ...(getList ? { getList, getMany: {} } : {}),
    ...(e.getOne ? { getOne: (id: Id) => at(e.getOne!, id) } : {}),
    ...(e.create ? { create: (data: Data) => at(e.create!, undefined, pick(data, createFields)) } : {}),
    ...(e.update
      ? {
          update: (id: Id, data: Data, previousData?: Data) => [
            at(e.update!, id, pick({ ...previousData, ...data }, updateFields)),
          ],
        }
      : {}),
    ...(e.delete ? { delete: (id: Id) => at(e.delete!, id) } : {}),
  };
}

const labsC = routingContract('labs');

export const LAB_DETAIL_FIELDS = labsC.inputFields.update ?? [];
export const LAB_STATUS_FIELDS = ['verified', 'is_active'] as const;

/** The labs' status action `name`, with the body it sends. */
const labAction = (name: string, email: Id): Call => {
  const declared = routingAction('labs', name);
  return at(declared, email, declared.body);
};

const lab = {
  verify: (email: Id): Call => labAction('verify', email),
  block: (email: Id): Call => labAction('block', email),
  unblock: (email: Id): Call => labAction('unblock', email),
  updateDetails: (email: Id, data: Data): Call =>
    at(routingEndpoint('labs', 'update'), email, pick(data, LAB_DETAIL_FIELDS)),
};

/**
 * Lab update: `{verified: true}` verifies, `{is_active: false}` blocks, `{is_active: true}` unblocks; anything else
 * updates the details. A whole record from an edit form updates the details, plus a status call for each status field
 * that differs from `previousData`. Labs cannot be un-verified (no such call).
 */
function labUpdate(email: Id, data: Data, previousData?: Data): Call[] {
  const keys = Object.keys(data).filter(k => k !== 'id');
  const statusOnly = keys.length > 0 && keys.every(k => (LAB_STATUS_FIELDS as readonly string[]).includes(k));
  const acts = (k: string) => k in data && (statusOnly || (previousData !== undefined && data[k] !== previousData[k]));
  const calls: Call[] = [];
  if (!statusOnly) calls.push(lab.updateDetails(email, { ...previousData, ...data }));
  if (acts('verified')) {
    if (data.verified !== true) throw new Error('A verified lab cannot be un-verified.');
    calls.push(lab.verify(email));
  }
  if (acts('is_active')) calls.push(data.is_active ? lab.unblock(email) : lab.block(email));
  return calls;
}

/**
 * What differs from a contract's standard verbs (`fromContract`), per resource: calls whose body is not the update
 * schema's fields, lists by reference, and resources with no contract of their own (a lab's E-QA certificates).
 */
const special: Record<string, Partial<ResourceRoutes>> = {
  labs: { update: labUpdate },
  /**
   * Labs by their numeric id (react-admin's id = the API's `id`, not the email): what a record's `Lab_id` names, for a
   * `ReferenceInput` on a lab id filter (getMany `?id=1&id=2` and the search over getAllLabs).
   */
  labsById: {
    ...fromContract({ ...labsC, id: 'id' }),
    create: undefined,
    update: undefined,
    delete: undefined,
  },
  tests: {
    // UpdateTest's body repeats the id the path names.
    update: (id, data, previousData) => [
      at(routingEndpoint('tests', 'update'), id, {
        ...pick({ ...previousData, ...data }, routingContract('tests').inputFields.update ?? []),
        id: Number(id),
      }),
    ],
  },
  // A lab's reviews (its list call names the lab) and the reply: no list of every review, in the server's order.
  reviews: {
    getList: undefined,
    getMany: undefined,
    defaultSort: undefined,
    searchFields: undefined,
    getManyReference: (_target, labIdOrEmail) => at(routingEndpoint('reviews', 'getList'), labIdOrEmail),
    update: (id, data) => [at(routingEndpoint('reviews', 'update'), id, { Reply: data.Reply })],
  },
  eqa: {
    toRecord: byId,
    getManyReference: (_target, labIdOrEmail) => at(routingCall('labEqa'), labIdOrEmail),
  },
  payables: {
    update: (id, data, previousData) => [
      at(routingAction('payables', 'respond'), id, { Status: data.Status ?? previousData?.Status }),
    ],
  },
  receivables: {
    update: id => [at(routingAction('receivables', 'markReceived'), id, { Status: 'Received' })],
  },
  financialAid: {
    aliases: { patient_name: 'name' },
    clientAliases: { name: 'patient_name' },
    // The API's sort name of `patient_name` is `name` (the alias above turns it back).
    defaultSort: { field: 'name', order: 'ASC' },
    // Without `Status` the server lists approved requests only; `Status: 'all'` lists every request.
    getList: filter => ({
      path: routingEndpoint('financialAid', 'getList').path,
      filter,
      clientFilter: filter.Status === 'all' ? omit(filter, ['Status']) : filter,
    }),
    getMany: { extraFilter: { Status: 'all' } },
  },
  // `{read: true}` marks as read; there is no call to mark unread.
  notifications: { update: id => [at(routingAction('notifications', 'markAsRead'), id)] },
};

/**
 * The routes of a resource: its contract's standard verbs (contracts/index.ts), with what `special` changes; a
 * resource with neither is unknown (undefined). A new contract needs no line here.
 */
export function routeOf(resource: string): ResourceRoutes | undefined {
  const contract = routingOf(resource);
  const own = special[resource];
  if (!contract && !own) return undefined;
  return { toRecord: byId, ...(contract ? fromContract(contract) : {}), ...own };
}

/** POST /devices (contracts/calls.ts): not a resource's verb, so not an `action`. */
export const registerDevice = (device: {
  registration_id: string;
  user: string;
  type: 'web' | 'android' | 'ios';
}): { call: Call } => ({
  call: at(routingCall('registerDevice'), undefined, pick(device, ['registration_id', 'user', 'type'])),
});

/** Read-only paths the dashboard reads through `dataProvider.get` (totals and charts; contracts/calls.ts). */
export const DASHBOARD_PATHS = {
  totalLabs: routingCall('totalLabs').path,
  userStats: routingCall('userStats').path,
  totalEarnings: routingCall('totalEarnings').path,
  totalComplaints: routingCall('totalComplaints').path,
  totalFinancialAid: routingCall('totalFinancialAid').path,
  totalDonations: routingCall('totalDonations').path,
  donationStats: routingCall('donationStats').path,
  weekly: routingCall('weekly').path,
  monthly: routingCall('monthly').path,
  yearly: routingCall('yearly').path,
  topSelling: (month: string) => fillPath(routingCall('topSelling').path, { month }),
  earningCharts: (month: string) => fillPath(routingCall('earningCharts').path, { month }),
} as const;
