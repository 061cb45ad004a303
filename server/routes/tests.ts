/** SPEC §7 Inventory: the test catalogue and a lab's service, registered from contracts/tests.ts. */
import type { FastifyInstance } from 'fastify';

import { servicesContract, testsContract } from '../../contracts/tests.js';
import { sendList } from '../lib/list.js';
import { registerResource } from '../lib/resourceRoutes.js';
import {
  createTest,
  deleteTest,
  findService,
  findTest,
  listTests,
  purgeDeletedTests,
  testListSpec,
  updateTest,
} from '../repos/tests.js';
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
    delete: async request => {
      const deleted = await deleteTest(db, request.auth, request.params.id);
      // Its services and order items lose their link to it after the answer, batch by batch (repos/tests.ts).
      purgeDeletedTests(db).catch((err: Error) =>
        request.log.warn(`tests: clearing deleted tests failed (${err.message}); tried again at the next deletion`),
      );
      return { detail: 'Test deleted.', ...deleted };
    },
  });
  registerResource(api, servicesContract, { getOne: async request => findService(db, request.params.id) });
}
