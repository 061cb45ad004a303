/** SPEC §7 Inventory: the test catalogue and a lab's service, registered from contracts/tests.ts. */
import type { FastifyInstance } from 'fastify';

import { servicesContract, testsContract } from '../../contracts/tests.js';
import { sendList } from '../lib/list.js';
import { registerResource } from '../lib/resourceRoutes.js';
import { createTest, deleteTest, findService, findTest, listTests, testListSpec, updateTest } from '../repos/tests.js';
import { type RouteContext, typed } from './context.js';

export default async function testRoutes(app: FastifyInstance, { db }: RouteContext) {
  const api = typed(app);
  registerResource(api, testsContract, {
    getList: async (request, reply) => {
      const { plan, rows, total } = await listTests(db, request.query);
      return sendList(reply, testListSpec, plan, rows, total);
    },
    create: async (request, reply) => {
      reply.code(201);
      return { detail: 'Test created.', ...(await createTest(db, request.auth, request.body)) };
    },
    getOne: async request => findTest(db, request.params.id),
    update: async request => ({
      detail: 'Test updated.',
      ...(await updateTest(db, request.auth, request.params.id, request.body)),
    }),
    delete: async request => ({ detail: 'Test deleted.', ...(await deleteTest(db, request.auth, request.params.id)) }),
  });
  registerResource(api, servicesContract, { getOne: async request => findService(db, request.params.id) });
}
