import type { StaffRecord } from '../../contracts/staff';

/** A staff member as the data provider gives it: react-admin's `id` is the email, `staffId` the numeric id. */
export type Staff = Omit<StaffRecord, 'id'> & { id: string; staffId: number };
