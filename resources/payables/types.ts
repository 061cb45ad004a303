import type { PayableRecord } from '../../contracts/payables';

/** A payable (contracts/payables.ts): an online order the platform owes the lab. */
export type Payable = PayableRecord;
