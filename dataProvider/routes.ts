/**
 * The route table, derived from the contracts (contracts/<resource>.ts): each resource's SPEC §7 paths, default sort,
 * search fields and body fields come from its contract; this file keeps only the adapters (reply → record, the body a
 * verb sends) and the few resources whose calls are special (labs' four lists and status calls, financial aid's
 * status rule, unread notifications, a lab's reviews).
 *
 * Key rule: SPEC keys labs and staff by email, so their react-admin `id` is the email and the numeric id is kept
 * as `labId` / `staffId`. Every other resource keeps the API's numeric `id`.
 */
import { calls } from '../contracts/calls';
import { type Endpoint, fillPath, type ResourceContract } from '../contracts/defineResource';
import { contracts } from '../contracts/index';
import { LAB_LISTS } from '../contracts/labs';
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

/** The field names of a contract's create or update body. */
const fieldsOf = (schema: unknown): string[] =>
  Object.keys((schema as { shape?: Record<string, unknown> } | undefined)?.shape ?? {});

/** The standard verbs of a contract: its paths, default sort, search fields and body fields. */
function fromContract(contract: ResourceContract, numericAs?: string): ResourceRoutes {
  const e = contract.endpoints;
  const createFields = fieldsOf(contract.input?.create);
  const updateFields = fieldsOf(contract.input?.update);
  return {
    toRecord: numericAs ? byEmail(numericAs) : byId,
    ...(numericAs ? { aliases: { id: 'email', [numericAs]: 'id' } } : {}),
    ...(contract.list ? { defaultSort: contract.list.defaultSort, searchFields: [...contract.list.searchable] } : {}),
    ...(e.getList ? { getList: (filter: Data) => ({ path: e.getList!.path, filter }), getMany: {} } : {}),
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

const {
  labs: labsC,
  financialAid: aidC,
  notifications: notificationsC,
  payables: payablesC,
  reviews: reviewsC,
} = contracts;

export const LAB_DETAIL_FIELDS = fieldsOf(labsC.input.update);
export const LAB_STATUS_FIELDS = ['verified', 'is_active'] as const;
export { LAB_LISTS };

const lab = {
  verify: (email: Id): Call => at(labsC.actions.verify, email, labsC.actions.verify.body),
  block: (email: Id): Call => at(labsC.actions.block, email, labsC.actions.block.body),
  unblock: (email: Id): Call => at(labsC.actions.unblock, email, labsC.actions.unblock.body),
  updateDetails: (email: Id, data: Data): Call => at(labsC.endpoints.update, email, pick(data, LAB_DETAIL_FIELDS)),
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

export const routes = {
  labs: {
    ...fromContract(labsC, 'labId'),
    getList: filter => ({
      path:
        LAB_LISTS[(typeof filter.status === 'string' ? filter.status : 'all') as keyof typeof LAB_LISTS] ??
        LAB_LISTS.all,
      filter: omit(filter, ['status']),
    }),
    update: labUpdate,
  },
  tests: {
    ...fromContract(contracts.tests),
    // UpdateTest's body repeats the id the path names.
    update: (id, data, previousData) => [
      at(contracts.tests.endpoints.update, id, {
        ...pick({ ...previousData, ...data }, fieldsOf(contracts.tests.input.update)),
        id: Number(id),
      }),
    ],
  },
  staff: fromContract(contracts.staff, 'staffId'),
  complaints: fromContract(contracts.complaints),
  reviews: {
    toRecord: byId,
    getManyReference: (_target, labIdOrEmail) => at(reviewsC.endpoints.getList, labIdOrEmail),
    update: (id, data) => [at(reviewsC.endpoints.update, id, { Reply: data.Reply })],
  },
  eqa: {
    toRecord: byId,
    getManyReference: (_target, labIdOrEmail) => at(calls.labEqa, labIdOrEmail),
  },
  payables: {
    ...fromContract(payablesC),
    update: (id, data, previousData) => [
      at(payablesC.actions.respond, id, { Status: data.Status ?? previousData?.Status }),
    ],
  },
  receivables: {
    ...fromContract(contracts.receivables),
    update: id => [at(contracts.receivables.actions.markReceived, id, { Status: 'Received' })],
  },
  donations: fromContract(contracts.donations),
  financialAid: {
    ...fromContract(aidC),
    aliases: { patient_name: 'name' },
    clientAliases: { name: 'patient_name' },
    // The API's sort name of `patient_name` is `name` (the alias above turns it back).
    defaultSort: { field: 'name', order: 'ASC' },
    // Without `Status` the server lists approved requests only; `Status: 'all'` lists every request.
    getList: filter => ({
      path: aidC.endpoints.getList.path,
      filter,
      clientFilter: filter.Status === 'all' ? omit(filter, ['Status']) : filter,
    }),
    getMany: { extraFilter: { Status: 'all' } },
  },
  appointments: fromContract(contracts.appointments),
  // Designed: the lab service behind a booked service (its title links to /servicedetail/{id}).
  services: fromContract(contracts.services),
  notifications: {
    ...fromContract(notificationsC),
    getList: filter => ({
      path: filter.unread ? notificationsC.actions.unread.path : notificationsC.endpoints.getList.path,
      filter: omit(filter, ['unread']),
    }),
    // `{read: true}` marks as read; there is no call to mark unread.
    update: id => [at(notificationsC.actions.markAsRead, id)],
  },
  invoices: fromContract(contracts.invoices),
  administrators: fromContract(contracts.administrators),
} satisfies Record<string, ResourceRoutes>;

/**
 * The read-only resources served from their contracts' `storage` (server/routes/stored.ts: History…): their standard
 * verbs from the contract alone, so a new one needs no line here.
 */
export const storedRoutes: Record<string, ResourceRoutes> = Object.fromEntries(
  (Object.values(contracts) as ResourceContract[])
    .filter(contract => contract.storage)
    .map(contract => [contract.name, fromContract(contract)]),
);

export type ResourceName = keyof typeof routes;

/** POST /devices (contracts/calls.ts): not a resource's verb, so not an `action`. */
export const registerDevice = (device: {
  registration_id: string;
  user: string;
  type: 'web' | 'android' | 'ios';
}): { call: Call } => ({
  call: at(calls.registerDevice, undefined, pick(device, ['registration_id', 'user', 'type'])),
});

/** Read-only paths the dashboard reads through `dataProvider.get` (totals and charts; contracts/calls.ts). */
export const DASHBOARD_PATHS = {
  totalLabs: calls.totalLabs.path,
  userStats: calls.userStats.path,
  totalEarnings: calls.totalEarnings.path,
  totalComplaints: calls.totalComplaints.path,
  totalFinancialAid: calls.totalFinancialAid.path,
  totalDonations: calls.totalDonations.path,
  donationStats: calls.donationStats.path,
  weekly: calls.weekly.path,
  monthly: calls.monthly.path,
  yearly: calls.yearly.path,
  topSelling: (month: string) => fillPath(calls.topSelling.path, { month }),
  earningCharts: (month: string) => fillPath(calls.earningCharts.path, { month }),
} as const;
