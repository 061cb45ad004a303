/**
 * SPEC §7 Appointments: accounts payable and receivable, earnings, appointment details, payable status — registered
 * from contracts/orders.ts (the SQL: server/repos/orders.ts and server/repos/appointments.ts).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { calls } from '../../contracts/calls.js';
import { appointmentsContract, payablesContract, receivablesContract } from '../../contracts/orders.js';
import { sendList } from '../lib/list.js';
import { registerAction, registerResource, urlOf, withDetail } from '../lib/resourceRoutes.js';
import { appointmentDetails } from '../repos/appointments.js';
import {
  listOrders,
  markReceivableReceived,
  type OrderKind,
  orderSpecs,
  receivableTotals,
  setPayableStatus,
  totalEarnings,
} from '../repos/orders.js';
import { type RouteContext, typed } from './context.js';

const statusBody = z.object({
  Status: z
    .string({ error: 'Status is required' })
    .trim()
    .min(1, 'Status is required')
    .max(100, 'At most 100 characters'),
});

const receivedBody = z.object({ Status: z.literal('Received', { error: "Status must be 'Received'" }) });

export default async function appointmentRoutes(app: FastifyInstance, { db }: RouteContext) {
  const api = typed(app);

  const lists = [
    [payablesContract, 'payable'],
    [receivablesContract, 'receivable'],
  ] as const;
  for (const [contract, kind] of lists) {
    registerResource(api, contract, {
      getList: async (request, reply) => {
        const { plan, rows, total } = await listOrders(db, kind satisfies OrderKind, request.query);
        return sendList(reply, orderSpecs[kind], plan, rows, total);
      },
    });
  }

  api.get(
    urlOf(calls.totalEarnings),
    {
      config: { access: calls.totalEarnings.access },
      schema: { response: { 200: calls.totalEarnings.reply }, tags: ['appointments'] },
    },
    async () => totalEarnings(db),
  );

  api.get(
    urlOf(calls.receivableTotals),
    {
      config: { access: calls.receivableTotals.access },
      schema: { response: { 200: calls.receivableTotals.reply }, tags: ['appointments'] },
    },
    async () => receivableTotals(db),
  );

  registerResource(api, appointmentsContract, { getOne: async request => appointmentDetails(db, request.params.id) });

  registerAction(
    api,
    payablesContract,
    'respond',
    { body: statusBody, reply: withDetail(payablesContract.record.omit({ lab_name: true, created_at: true })) },
    async request => setPayableStatus(db, request.auth, request.params.id, request.body.Status),
  );

  registerAction(
    api,
    receivablesContract,
    'markReceived',
    { body: receivedBody, reply: withDetail(receivablesContract.record) },
    async request => markReceivableReceived(db, request.auth, request.params.id),
  );
}
