import type { ComplaintRecord } from '../../contracts/feedbacks';

/** A patient complaint (contracts/feedbacks.ts). */
export type Complaint = ComplaintRecord;
