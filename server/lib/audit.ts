/** The audit log: who did what to which record, when. Call inside the transaction that makes the change. */
import type { AuditAction, AuditDetails, AuditedEntity, StoredAuditAction } from '../../contracts/history.js';
import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema.js';
import type { AuthUser } from './auth.js';

export { changesOf } from '../../contracts/history.js';

/** One entry; `details.name` is the record's name now (the log shows it once the record is gone). */
export async function audit(
  tx: Pick<Db, 'insert'>,
  actor: AuthUser,
  action: AuditAction | StoredAuditAction,
  entity: AuditedEntity | (string & {}),
  entityId: string | number,
  details?: AuditDetails,
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
