/**
 * SPEC §7 Appointments: accounts payable, listed, and a payable's status — registered from contracts/payables.ts (the
 * SQL: server/repos/orders.ts and server/repos/payables.ts).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { payablesContract } from '../../contracts/payables.js';
import { sendList } from '../lib/list.js';
import { registerAction, registerResource, withDetail } from '../lib/resourceRoutes.js';
import { listOrders, orderSpecs } from '../repos/orders.js';
import { setPayableStatus } from '../repos/payables.js';
import { type RouteContext, typed } from './context.js';

const statusBody = z.object({
  Status: z
    .string({ error: 'Status is required' })
    .trim()
    .min(1, 'Status is required')
    .max(100, 'At most 100 characters'),
});

export default async function payableRoutes(app: FastifyInstance, { db }: RouteContext) {
  const api = typed(app);

  registerResource(api, payablesContract, {
    getList: async (request, reply) => {
      const { plan, rows, total } = await listOrders(db, 'payable', request.query);
      return sendList(reply, orderSpecs.payable, plan, rows, total);
    },
  });

  registerAction(
    api,
    payablesContract,
    'respond',
    { body: statusBody, reply: withDetail(payablesContract.record.omit({ lab_name: true, created_at: true })) },
    async request => setPayableStatus(db, request.auth, request.params.id, request.body.Status),
  );
}
