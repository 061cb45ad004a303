/** A staff member as the data provider gives it: react-admin's `id` is the email, `staffId` the numeric id. */
export interface Staff {
    id: string;
    staffId: number;
    email: string;
    name: string;
    contact_number: string;
    CNIC: string;
    date_joined: string;
}

/** The register form (password only on creation, SPEC §3). */
export type StaffRegisterValues = {
    name?: string;
    email?: string;
    password?: string;
    contact_number?: string;
    CNIC?: string;
};

/** The edit form: the email is shown read-only and not sent. */
export type StaffEditValues = Pick<StaffRegisterValues, 'email' | 'name' | 'contact_number' | 'CNIC'>;
