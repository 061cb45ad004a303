import type { Identifier } from 'react-admin';

/** A donation (docs/API.md getdonations). */
export interface Donation {
    id: Identifier;
    Time: string;
    Donor_Name: string;
    Donor_Email: string;
    Amount: number;
}
