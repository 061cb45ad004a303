/** The audit log: who did what to which record, when. Call inside the transaction that makes the change. */
import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema.js';
import type { AuthUser } from './auth.js';

export async function audit(
  tx: Pick<Db, 'insert'>,
  actor: AuthUser,
  action: string,
  entity: string,
  entityId: string | number,
  details?: Record<string, unknown>,
) {
  await tx.insert(auditLog).values({
    actorEmail: actor.email,
    actorRole: actor.role,
    action,
    entity,
    entityId: String(entityId),
    details: details ?? null,
  });
}
