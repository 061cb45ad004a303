/** The audit log (History), read-only, for administrators: registered from contracts/history.ts. */
import type { FastifyInstance } from 'fastify';
import { historyContract } from '../../contracts/history.js';
import { sendList } from '../lib/list.js';
import { registerResource } from '../lib/resourceRoutes.js';
import { auditListSpec, findAudit, listAudit } from '../repos/audit.js';
import { typed, type RouteContext } from './context.js';

export default async function auditRoutes(app: FastifyInstance, { db }: RouteContext) {
  registerResource(typed(app), historyContract, {
    getList: async (request, reply) => {
      const { plan, rows, total } = await listAudit(db, request.query);
      return sendList(reply, auditListSpec, plan, rows, total);
    },
    getOne: async (request) => findAudit(db, request.params.id),
  });
}
