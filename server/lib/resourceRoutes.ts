/**
 * Routes from a resource contract (contracts/<resource>.ts): each standard verb the contract declares is registered at
 * its SPEC path with its params, query, body and reply schemas and the role check of the contract's `access`. The
 * handlers (the SQL lives in server/repos/) are all a route file still writes.
 */
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';

import type { Call } from '../../contracts/calls.js';
import {
  ACTION_OF_VERB,
  type Endpoint,
  type Grant,
  type ResourceContract,
  routePath,
  type Verb,
} from '../../contracts/defineResource.js';
import { idParam } from '../../contracts/fields.js';
import type { Api } from '../routes/context.js';
import type { Role } from './auth.js';
import { forbidden } from './errors.js';
import { type Filter, filters as filterKinds, type ListQuery, listQuerySchema, type ListSpec } from './list.js';

/** `{detail}` beside the record: what every write answers. */
export const withDetail = <T extends z.ZodObject>(record: T) => record.extend({ detail: z.string() });

/** Who may call a route, as declared: a contract's `access[action]`, or a call's `access` (contracts/calls.ts). */
export type DeclaredAccess = readonly Grant[] | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's declared access, from its contract or call: the one role check reads it (`registerAccessCheck`). */
    access?: DeclaredAccess;
  }
}

/** The declared access of a contract's verb or action (none declared: a registration error, not an open route). */
export function accessOf(contract: Pick<ResourceContract, 'name' | 'access'>, action: string): DeclaredAccess {
  const grants = contract.access[action];
  if (!grants) throw new Error(`${contract.name}: no access declared for ${action}`);
  return grants;
}

/** The role check of declared grants: `own` lets lab users through (the handler checks the record); `signedIn`, all. */
function roleCheck(grants: readonly Grant[]): RouteShorthandOptions['onRequest'] {
  if (grants.includes('signedIn')) return undefined;
  const roles = new Set<Role>(grants.map(g => (g === 'own' ? 'lab' : g)).filter((g): g is Role => g !== 'signedIn'));
  return async (request: FastifyRequest) => {
    if (!roles.has(request.auth.role)) throw forbidden();
  };
}

/** One registered route and its declared access (what `registerAccessCheck` saw). */
export interface RouteAccess {
  method: string;
  url: string;
  access: DeclaredAccess;
}

/**
 * The one role check of the API: for every route registered in `api` (Fastify `onRoute`), the check of its declared
 * `config.access` — `public` needs no token, `signedIn` any signed-in user, else the roles named. A route that
 * declares no access is refused when the server starts; route files write no `onRequest` of their own (the
 * permissions test reads them).
 * `seen` collects every route with its access (the permissions test enumerates them).
 */
export function registerAccessCheck(api: Pick<Api, 'addHook'>, seen: RouteAccess[] = []) {
  api.addHook('onRoute', route => {
    const name = `${String(route.method)} ${route.url}`;
    const access = route.config?.access;
    if (access === undefined) throw new Error(`${name}: no declared access (config.access from its contract or call)`);
    seen.push({ method: String(route.method), url: route.url, access });
    if (access === 'public') {
      route.config = { ...route.config, public: true };
      return;
    }
    const check = roleCheck(access);
    // After the hooks plugins added to the route (request limits); route files add none (permissions.test.ts).
    if (check) route.onRequest = [...[route.onRequest ?? []].flat(), check] as typeof route.onRequest;
  });
  return seen;
}

/** Path parameters from `{name}`s: `id` is a positive integer, anything else (`email`) a key of at most 254 characters. */
function paramsOf(path: string) {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map(m => m[1]);
  if (!names.length) return undefined;
  if (names.length === 1 && names[0] === 'id') return idParam;
  return z.object(Object.fromEntries(names.map(n => [n, z.string().min(1).max(254)])));
}

type Sortable<C extends ResourceContract> = NonNullable<C['list']>['sortable'][number];

/**
 * The server's list plan input from the contract: every sortable and searchable field of the contract must be given
 * a column (the compiler says which is missing), so a field the app may sort by cannot answer 400.
 */
export function listSpecOf<C extends ResourceContract>(
  contract: C,
  columns: Record<Sortable<C> | NonNullable<C['list']>['searchable'][number], AnyColumn | SQL>,
  filters: Record<keyof NonNullable<C['list']>['filters'] & string, Filter> & { id?: Filter },
  extra: Partial<Pick<ListSpec, 'where' | 'searchLowered'>> = {},
): ListSpec {
  const list = contract.list!;
  const pick = (fields: readonly string[]) => fields.map(f => (columns as Record<string, AnyColumn | SQL>)[f]);
  return {
    resource: contract.name,
    sortable: Object.fromEntries(list.sortable.map(f => [f, (columns as Record<string, AnyColumn | SQL>)[f]])),
    defaultSort: list.defaultSort,
    search: pick(list.searchable),
    filters: { id: filterKinds.ids((columns as Record<string, AnyColumn>).id), ...filters },
    ...extra,
  };
}

/** A verb or action handler: params and body arrive validated by the route's schemas, typed as they validate. */
type Handler<Params, Body> = (
  request: FastifyRequest & { params: Params; query: ListQuery; body: Body },
  reply: FastifyReply,
) => Promise<unknown>;

/** The names a path writes `{name}`. */
type PathNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}` ? N | PathNames<Rest> : never;

/** A path's parameters as `paramsOf` validates them: a lone `{id}` is a number, any other name a string. */
type PathParams<P extends string> = string extends P
  ? Record<string, unknown>
  : [PathNames<P>] extends [never]
    ? Record<string, never>
    : [PathNames<P>] extends ['id']
      ? { id: number }
      : Record<PathNames<P>, string>;

type PathOf<E> = E extends { path: infer P extends string } ? P : string;

/** What the schema validates, or `Else` without one. */
type Parsed<S, Else = unknown> = S extends z.ZodType ? z.output<S> : Else;

/** A verb's path schema where the path's own parameters are replaced (see `registerResource`). */
type ParamOverrides = Partial<Record<Verb, z.ZodType>>;

type VerbParams<C extends ResourceContract, V extends Verb, O extends ParamOverrides> = Parsed<
  O[V],
  PathParams<PathOf<C['endpoints'][V]>>
>;

type InputOf<C extends ResourceContract, K extends 'create' | 'update'> = Parsed<NonNullable<C['input']>[K]>;

export interface VerbHandlers<C extends ResourceContract, O extends ParamOverrides = ParamOverrides> {
  getList?: Handler<VerbParams<C, 'getList', O>, unknown>;
  getOne?: Handler<VerbParams<C, 'getOne', O>, unknown>;
  create?: Handler<VerbParams<C, 'create', O>, InputOf<C, 'create'>>;
  update?: Handler<VerbParams<C, 'update', O>, InputOf<C, 'update'>>;
  delete?: Handler<VerbParams<C, 'delete', O>, unknown>;
}

/** A reply shape other than the verb's default (e.g. what a delete answers). */
export type ReplyOverrides = Partial<Record<Verb, z.ZodType>>;

/**
 * Registers the contract's standard verbs that `handlers` implements. `params` replaces a verb's path schema where the
 * path's `{id}` also takes another key (a lab's detail: its id or its email, `keyParam`).
 */
export function registerResource<C extends ResourceContract, O extends ParamOverrides = Record<never, never>>(
  api: Api,
  contract: C,
  handlers: VerbHandlers<C, O>,
  replies: ReplyOverrides = {},
  params: O = {} as O,
) {
  const record = contract.record;
  const defaults: Record<Verb, [number, z.ZodType]> = {
    getList: [200, z.array(record)],
    getOne: [200, record],
    create: [201, withDetail(record)],
    update: [200, withDetail(record)],
    delete: [200, z.object({ detail: z.string(), id: z.union([z.number(), z.string()]) })],
  };
  for (const verb of Object.keys(handlers) as Verb[]) {
    const endpoint: Endpoint | undefined = contract.endpoints[verb];
    const handler = handlers[verb];
    if (!endpoint || !handler) throw new Error(`${contract.name}: no endpoint for ${verb}`);
    const [status, reply] = defaults[verb];
    const body = verb === 'create' ? contract.input?.create : verb === 'update' ? contract.input?.update : undefined;
    const pathParams = (params as ParamOverrides)[verb] ?? paramsOf(endpoint.path);
    api.route({
      method: endpoint.method,
      url: routePath(endpoint.path),
      config: { access: accessOf(contract, ACTION_OF_VERB[verb]) },
      schema: {
        tags: [contract.name],
        ...(pathParams ? { params: pathParams } : {}),
        ...(verb === 'getList' ? { querystring: listQuerySchema } : {}),
        ...(body ? { body } : {}),
        response: { [status]: replies[verb] ?? reply },
      },
      handler: handler as never,
    });
  }
}

/**
 * Registers one custom action of a contract (verify, block, approve…) at its declared method and path, with the role
 * check of `access[action]`, its body schema and its reply schema.
 */
export function registerAction<
  C extends ResourceContract,
  A extends keyof NonNullable<C['actions']> & string,
  B extends z.ZodType | undefined = undefined,
>(
  api: Api,
  contract: C,
  action: A,
  schemas: { body?: B; querystring?: z.ZodType; reply: z.ZodType; status?: number; consumes?: string[] },
  handler: Handler<
    PathParams<PathOf<NonNullable<C['actions']>[A]>>,
    Parsed<B, NonNullable<C['actions']>[A] extends { body: infer D } ? D : unknown>
  >,
) {
  const endpoint = contract.actions?.[action];
  if (!endpoint) throw new Error(`${contract.name}: no action ${action}`);
  // A declared body (`{verified: true}`) is required exactly, so a malformed request never changes anything.
  const body =
    schemas.body ??
    (endpoint.body
      ? z.object(
          Object.fromEntries(
            Object.entries(endpoint.body).map(([k, v]) => [
              k,
              z.literal(v as never, { error: `${k} must be ${String(v)}` }),
            ]),
          ),
        )
      : undefined);
  api.route({
    method: endpoint.method,
    url: routePath(endpoint.path),
    config: { access: accessOf(contract, action) },
    schema: {
      tags: [contract.name],
      ...(paramsOf(endpoint.path) ? { params: paramsOf(endpoint.path) } : {}),
      ...(schemas.querystring ? { querystring: schemas.querystring } : {}),
      ...(body ? { body } : {}),
      ...(schemas.consumes ? { consumes: schemas.consumes } : {}),
      response: { [schemas.status ?? 200]: schemas.reply },
    },
    handler: handler as never,
  });
}

/** A call declared outside the resources (contracts/calls.ts): its path in Fastify's notation. */
export const urlOf = (endpoint: Endpoint) => routePath(endpoint.path);

/**
 * A `contracts/calls.ts` call's route options: its declared access, its reply (200, or the status given), the
 * reference's tags and the request's own schemas (params, querystring, body).
 */
export function callRoute<C extends Call, R extends object = object>(
  call: C,
  tags: string[],
  request?: R,
): { config: { access: C['access'] }; schema: { response: { 200: C['reply'] }; tags: string[] } & R };
export function callRoute<C extends Call, R extends object, S extends 201 | 202 | 204>(
  call: C,
  tags: string[],
  request: R,
  status: S,
): { config: { access: C['access'] }; schema: { response: { [K in S]: C['reply'] }; tags: string[] } & R };
export function callRoute(call: Call, tags: string[], request: object = {}, status = 200) {
  return { config: { access: call.access }, schema: { response: { [status]: call.reply }, tags, ...request } };
}

/** A contract's verb or action path in Fastify's notation (for routes a file still registers itself). */
export function pathOf<C extends ResourceContract>(
  contract: C,
  key: Verb | (keyof NonNullable<C['actions']> & string),
): string {
  const endpoint = (contract.endpoints as Record<string, Endpoint | undefined>)[key] ?? contract.actions?.[key];
  if (!endpoint) throw new Error(`${contract.name}: no endpoint ${key}`);
  return routePath(endpoint.path);
}
