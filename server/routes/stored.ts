/**
 * The read-only resources' routes, for every contract that declares `storage` (contracts/index.ts): getList and
 * getOne at their contract paths, with the contract's schemas and role check (registerResource), served by the generic
 * repository (server/repos/stored.ts). A new read-only resource needs no route file.
 */
import type { FastifyInstance } from 'fastify';

import type { ResourceContract } from '../../contracts/defineResource.js';
import { contracts } from '../../contracts/index.js';
import { sendList } from '../lib/list.js';
import { registerResource } from '../lib/resourceRoutes.js';
import { isStored, storedResource } from '../repos/stored.js';
import { type RouteContext, typed } from './context.js';

export default async function storedRoutes(app: FastifyInstance, { db }: RouteContext) {
  for (const contract of Object.values(contracts) as ResourceContract[]) {
    if (!isStored(contract)) continue;
    const resource = storedResource(contract);
    registerResource(typed(app), contract, {
      getList: async (request, reply) => {
        const { plan, rows, total } = await resource.list(db, request.query);
        return sendList(reply, resource.spec, plan, rows, total);
      },
      // The getOne path's one parameter (`{id}`, or `{email}` for a resource keyed by email).
      getOne: async request => resource.find(db, Object.values(request.params as Record<string, string | number>)[0]),
    });
  }
}
