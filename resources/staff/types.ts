import type { StaffCreate, StaffRecord } from '../../contracts/staff';

/** A staff member as the data provider gives it: react-admin's `id` is the email, `staffId` the numeric id. */
export type Staff = Omit<StaffRecord, 'id'> & { id: string; staffId: number };

/** The register form while typing (contracts/staff.ts `input.create`; password only on creation, SPEC §3). */
export type StaffRegisterValues = Partial<StaffCreate>;

/** The edit form: the email is shown read-only and not sent. */
export type StaffEditValues = Pick<StaffRegisterValues, 'email' | 'name' | 'contact_number' | 'CNIC'>;
