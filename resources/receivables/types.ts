import type { ReceivableRecord } from '../../contracts/receivables';

/** A receivable (contracts/receivables.ts): a cash order whose commission the lab owes the platform. */
export type Receivable = ReceivableRecord;

export interface ReceivableTotals {
  due: number;
  received: number;
  pending: number;
}

/** Commission totals over every receivable: all of it (due), the Received part and the rest (pending). */
export const receivableTotals = (records: Pick<Receivable, 'Commission' | 'Status'>[]): ReceivableTotals =>
  records.reduce<ReceivableTotals>(
    (totals, { Commission, Status }) => {
      const amount = Number(Commission) || 0;
      totals.due += amount;
      if (Status === 'Received') totals.received += amount;
      else totals.pending += amount;
      return totals;
    },
    { due: 0, received: 0, pending: 0 },
  );
