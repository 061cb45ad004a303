/** The audit log, read-only, for administrators. */
import type { FastifyInstance } from 'fastify';
import { auditLog } from '../db/schema.js';
import { adminOnly } from '../lib/auth.js';
import { countAll, filters, listQuerySchema, planList, sendList, type ListSpec } from '../lib/list.js';
import { typed, type RouteContext } from './context.js';

const spec: ListSpec = {
  resource: 'audit',
  sortable: { id: auditLog.id, at: auditLog.at, action: auditLog.action, actor_email: auditLog.actorEmail },
  defaultSort: { field: 'at', order: 'DESC' },
  search: [auditLog.action, auditLog.actorEmail, auditLog.entityId],
  filters: {
    id: filters.ids(auditLog.id),
    entity: filters.text(auditLog.entity),
    entity_id: filters.text(auditLog.entityId),
    actor_email: filters.textCaseless(auditLog.actorEmail),
    action: filters.text(auditLog.action),
  },
};

export default async function auditRoutes(app: FastifyInstance, ctx: RouteContext) {
  const api = typed(app);
  api.get('/audit', { onRequest: adminOnly, schema: { tags: ['audit'], querystring: listQuerySchema } }, async (request, reply) => {
    const plan = planList(spec, request.query);
    const base = ctx.db.select().from(auditLog).where(plan.where).orderBy(...plan.orderBy).$dynamic();
    const rows = await base.limit(plan.limit ?? 1000).offset(plan.offset);
    const total = (await ctx.db.select({ n: countAll }).from(auditLog).where(plan.where))[0]!.n;
    const items = rows.map((r) => ({
      id: r.id,
      actor_email: r.actorEmail,
      actor_role: r.actorRole,
      action: r.action,
      entity: r.entity,
      entity_id: r.entityId,
      details: r.details,
      at: r.at.toISOString(),
    }));
    return sendList(reply, spec, plan, items, total);
  });
}
