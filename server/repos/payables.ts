/** Accounts payable's write: an online order's status (contracts/payables.ts). */
import { and, eq } from 'drizzle-orm';

import type { Db } from '../db/client.js';
import { orders } from '../db/schema.js';
import { audit } from '../lib/audit.js';
import type { AuthUser } from '../lib/auth.js';
import { changedMeanwhile, conflict, notFound } from '../lib/errors.js';
import { PAYABLE } from './appointments.js';

export async function setPayableStatus(db: Db, actor: AuthUser, id: number, status: string) {
  return db.transaction(async tx => {
    const [current] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), PAYABLE));
    if (!current) throw notFound('Payable not found.');
    if (current.status === status) throw conflict(`The status is already "${status}".`, { Status: 'Unchanged' });
    // The update decides, not the read: another request that changed the status meanwhile (here or in another
    // process) makes this one a 409, so each change is made and audited once.
    const [row] = await tx
      .update(orders)
      .set({ status })
      .where(and(eq(orders.id, current.id), eq(orders.status, current.status)))
      .returning();
    if (!row) throw changedMeanwhile();
    await audit(tx, actor, 'payable.status', 'order', current.id, {
      changes: { Status: { from: current.status, to: status } },
    });
    return {
      detail: 'Payment status updated.',
      id: row.id,
      orderId: row.id,
      Lab_id: row.labId,
      PaymentType: row.paymentType,
      Total: row.total - row.commission,
      Status: row.status,
    };
  });
}
