/**
 * SPEC §7 Appointments: accounts receivable, listed, their totals row and a commission marked as received — registered
 * from contracts/receivables.ts (the SQL: server/repos/orders.ts and server/repos/receivables.ts).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { calls } from '../../contracts/calls.js';
import { receivablesContract } from '../../contracts/receivables.js';
import { sendList } from '../lib/list.js';
import { callRoute, registerAction, registerResource, urlOf, withDetail } from '../lib/resourceRoutes.js';
import { listOrders, orderSpecs } from '../repos/orders.js';
import { markReceivableReceived, receivableTotals } from '../repos/receivables.js';
import { type RouteContext, typed } from './context.js';

const receivedBody = z.object({ Status: z.literal('Received', { error: "Status must be 'Received'" }) });

export default async function receivableRoutes(app: FastifyInstance, { db }: RouteContext) {
  const api = typed(app);

  registerResource(api, receivablesContract, {
    getList: async (request, reply) => {
      const { plan, rows, total } = await listOrders(db, 'receivable', request.query);
      return sendList(reply, orderSpecs.receivable, plan, rows, total);
    },
  });

  api.get(urlOf(calls.receivableTotals), callRoute(calls.receivableTotals, ['appointments']), async () =>
    receivableTotals(db),
  );

  registerAction(
    api,
    receivablesContract,
    'markReceived',
    { body: receivedBody, reply: withDetail(receivablesContract.record) },
    async request => markReceivableReceived(db, request.auth, request.params.id),
  );
}
