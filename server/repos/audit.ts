/** The audit log's queries and its API shape (contracts/history.ts). */
import { eq } from 'drizzle-orm';
import { historyContract } from '../../contracts/history.js';
import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema.js';
import { notFound } from '../lib/errors.js';
import { countAll, filters, planList, runList, type ListQuery } from '../lib/list.js';
import { listSpecOf } from '../lib/resourceRoutes.js';

type AuditRow = typeof auditLog.$inferSelect;

export const auditJson = (r: AuditRow) => ({
  id: r.id,
  actor_email: r.actorEmail,
  actor_role: r.actorRole,
  action: r.action,
  entity: r.entity,
  entity_id: r.entityId,
  details: (r.details ?? null) as Record<string, unknown> | null,
  at: r.at.toISOString(),
});

export const auditListSpec = listSpecOf(
  historyContract,
  { id: auditLog.id, at: auditLog.at, action: auditLog.action, actor_email: auditLog.actorEmail, entity: auditLog.entity, entity_id: auditLog.entityId },
  {
    entity: filters.text(auditLog.entity),
    entity_id: filters.text(auditLog.entityId),
    actor_email: filters.textCaseless(auditLog.actorEmail),
    action: filters.text(auditLog.action),
    at_gte: filters.atOrAfter(auditLog.at),
    at_lte: filters.atOrBefore(auditLog.at),
  },
);

export async function listAudit(db: Db, query: ListQuery) {
  const plan = planList(auditListSpec, query);
  const { rows, total } = await runList(
    plan,
    db.select().from(auditLog).where(plan.where).orderBy(...plan.orderBy).$dynamic(),
    () => db.select({ n: countAll }).from(auditLog).where(plan.where),
    db,
  );
  return { plan, rows: rows.map(auditJson), total };
}

export async function findAudit(db: Db, id: number) {
  const [row] = await db.select().from(auditLog).where(eq(auditLog.id, id)).limit(1);
  if (!row) throw notFound('History entry not found.');
  return auditJson(row);
}
