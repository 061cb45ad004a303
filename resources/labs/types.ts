import type { z } from 'zod';

import type { calls } from '../../contracts/calls';
import type { ReviewRecord } from '../../contracts/feedbacks';
import type { HistoryRecord } from '../../contracts/history';
import type { LabRecord } from '../../contracts/labs';

/** An audit row about the lab (`getLabDetails` → `history`): the history contract's record. */
export type LabHistoryEntry = HistoryRecord;

/**
 * A lab as the data provider gives it (the contract's record, key rule applied): `id` is the email, the numeric id is
 * `labId`; the detail call adds the lab's `history`.
 */
export type Lab = Omit<LabRecord, 'id'> & { id: string; labId: number; history?: LabHistoryEntry[] };

export type LabReview = ReviewRecord;

export type EqaCertificate = z.infer<typeof calls.labEqa.reply>[number];

/** Which lab list a screen shows: the `filter.status` of the labs resource. */
export type LabListKind = 'all' | 'pending' | 'verified' | 'blocked';

export type LabStatus = 'verified' | 'pending' | 'blocked';

export const labStatus = (lab: Pick<Lab, 'verified' | 'is_active'>): LabStatus =>
  !lab.is_active ? 'blocked' : lab.verified ? 'verified' : 'pending';
