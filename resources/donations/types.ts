import type { DonationRecord } from '../../contracts/finance';

/** A donation (contracts/finance.ts). */
export type Donation = DonationRecord;
