/** Accounts receivable: their totals row and the commission marked as received (contracts/receivables.ts). */
import { and, eq, ne } from 'drizzle-orm';

import type { Db } from '../db/client.js';
import { labs, orders } from '../db/schema.js';
import { audit } from '../lib/audit.js';
import type { AuthUser } from '../lib/auth.js';
import { conflict, notFound } from '../lib/errors.js';
import { RECEIVABLE } from './appointments.js';
import { commissionTotals } from './orders.js';

/** Accounts Receivable's totals row: the commission of every cash order, received and pending. */
export async function receivableTotals(db: Db) {
  const { cash, cash_received, cash_pending } = await commissionTotals(db);
  return { due: cash, received: cash_received, pending: cash_pending };
}

/** Designed: a cash order's commission, collected from the lab, is recorded as received (docs/API.md). */
export async function markReceivableReceived(db: Db, actor: AuthUser, id: number) {
  return db.transaction(async tx => {
    const [current] = await tx
      .select({ order: orders, labName: labs.name })
      .from(orders)
      .innerJoin(labs, eq(labs.id, orders.labId))
      .where(and(eq(orders.id, id), RECEIVABLE));
    if (!current) throw notFound('Receivable not found.');
    if (current.order.receivableStatus === 'Received')
      throw conflict('This commission is already received.', { Status: 'Already received' });
    const [row] = await tx
      .update(orders)
      .set({ receivableStatus: 'Received' })
      .where(and(eq(orders.id, current.order.id), ne(orders.receivableStatus, 'Received')))
      .returning();
    if (!row) throw conflict('This commission is already received.', { Status: 'Already received' });
    await audit(tx, actor, 'receivable.received', 'order', row.id, {
      changes: { Status: { from: current.order.receivableStatus, to: 'Received' } },
      Commission: row.commission,
    });
    return {
      detail: 'Commission marked as received.',
      id: row.id,
      orderId: row.id,
      Lab_id: row.labId,
      lab_name: current.labName,
      PaymentType: row.paymentType,
      Total: row.total,
      Commission: row.commission,
      Status: row.receivableStatus,
      created_at: row.createdAt.toISOString(),
    };
  });
}
