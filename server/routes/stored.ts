/**
 * The routes of every contract that declares `storage` (contracts/index.ts): getList and getOne at their contract
 * paths, and, where the contract has `input` and the endpoints, create, update and delete; each with the contract's
 * schemas (the body validated by `input.create`/`input.update`: 422 with `{detail, errors}`), reply schema and role
 * check (registerResource), served by the generic repository (server/repos/stored.ts). A new resource needs no route
 * file.
 */
import type { FastifyInstance } from 'fastify';

import type { ResourceContract } from '../../contracts/defineResource.js';
import { contracts } from '../../contracts/index.js';
import { sendList } from '../lib/list.js';
import { registerResource, type VerbHandlers } from '../lib/resourceRoutes.js';
import { isStored, storedResource } from '../repos/stored.js';
import { type RouteContext, typed } from './context.js';

/** The path's one parameter (`{id}`, or `{email}` for a resource keyed by email). */
const keyOf = (params: unknown) => Object.values(params as Record<string, string | number>)[0];

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export default async function storedRoutes(app: FastifyInstance, { db }: RouteContext) {
  for (const contract of Object.values(contracts) as ResourceContract[]) {
    if (!isStored(contract)) continue;
    // `own` needs the record's owner, which the generic routes do not look up: such a contract has its own routes.
    for (const action of ['create', 'edit', 'delete'])
      if (contract.access[action]?.includes('own'))
        throw new Error(`${contract.name}: the generic writes do not check 'own' (access.${action})`);
    const resource = storedResource(contract);
    const noun = capital(contract.noun.one);
    const { endpoints, input } = contract;
    const handlers: VerbHandlers<ResourceContract> = {
      getList: async (request, reply) => {
        const { plan, rows, total } = await resource.list(db, request.query);
        return sendList(reply, resource.spec, plan, rows, total);
      },
      getOne: async request => resource.find(db, keyOf(request.params)),
    };
    if (endpoints.create && input?.create)
      handlers.create = async (request, reply) => {
        const created = await resource.create(db, request.auth, request.body as object);
        reply.code(201);
        return { detail: `${noun} created.`, ...created };
      };
    if (endpoints.update && input?.update)
      handlers.update = async request => ({
        detail: `${noun} updated.`,
        ...(await resource.update(db, request.auth, keyOf(request.params), request.body as object)),
      });
    if (endpoints.delete && input)
      handlers.delete = async request => ({
        detail: `${noun} deleted.`,
        ...(await resource.remove(db, request.auth, keyOf(request.params))),
      });
    registerResource(typed(app), contract, handlers);
  }
}
