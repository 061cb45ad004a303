import type { PayableRecord } from '../../contracts/orders';

/** A payable (contracts/orders.ts): an online order the platform owes the lab. */
export type Payable = PayableRecord;
