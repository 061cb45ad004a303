/** SPEC §7 Finance: donations, financial aid (with the designed approve/reject calls). The SQL is in server/repos/finance.ts. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { calls } from '../../contracts/calls.js';
import { donationsContract, financialAidContract } from '../../contracts/finance.js';
import { sendList } from '../lib/list.js';
import { callRoute, registerAction, registerResource, urlOf, withDetail } from '../lib/resourceRoutes.js';
import {
  decideFinancialAid,
  donationSpec,
  donationStats,
  FA_APPROVED,
  FA_REJECTED,
  findFinancialAid,
  listDonations,
  listFinancialAid,
  totalDonations,
  totalFinancialAid,
} from '../repos/finance.js';
import { type RouteContext, typed } from './context.js';

/** SPEC's reject sends a reason, possibly empty: it is required as a string so a malformed body decides nothing. */
const rejectBody = z.object({
  reason: z.string({ error: 'reason is required (it may be empty)' }).trim().max(1000, 'At most 1000 characters'),
});
/** Approve carries no fields; a body, when sent, must be a JSON object. */
const approveBody = z.object({}).nullish();

export default async function financeRoutes(app: FastifyInstance, { db, notifier }: RouteContext) {
  const api = typed(app);
  const tags = ['finance'];

  api.get(urlOf(calls.donationStats), callRoute(calls.donationStats, tags), async () => donationStats(db));
  api.get(urlOf(calls.totalDonations), callRoute(calls.totalDonations, tags), async () => totalDonations(db));
  api.get(urlOf(calls.totalFinancialAid), callRoute(calls.totalFinancialAid, tags), async () => totalFinancialAid(db));

  registerResource(api, donationsContract, {
    getList: async (request, reply) => {
      const { plan, rows, total } = await listDonations(db, request.query);
      return sendList(reply, donationSpec, plan, rows, total);
    },
  });

  registerResource(api, financialAidContract, {
    getList: async (request, reply) => {
      const { spec, plan, rows, total } = await listFinancialAid(db, request.query);
      return sendList(reply, spec, plan, rows, total);
    },
    getOne: async request => findFinancialAid(db, request.params.id),
  });

  const decided = withDetail(financialAidContract.record);
  registerAction(api, financialAidContract, 'approve', { body: approveBody, reply: decided }, async request =>
    decideFinancialAid(db, notifier, request.auth, request.params.id, FA_APPROVED, null),
  );
  registerAction(api, financialAidContract, 'reject', { body: rejectBody, reply: decided }, async request =>
    decideFinancialAid(db, notifier, request.auth, request.params.id, FA_REJECTED, request.body.reason || null),
  );
}
