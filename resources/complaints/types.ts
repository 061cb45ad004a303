import type { Identifier } from 'react-admin';

/** A patient complaint (docs/API.md allcomplaints). */
export interface Complaint {
    id: Identifier;
    Type: string;
    Status: string;
    Description: string;
    Response: string | null;
    Lab_Id: number;
    lab_name: string | null;
    patient_name: string | null;
    patient_email: string | null;
    created_at: string;
    resolved_at: string | null;
}

/** The statuses the server stores (seed and respondcomplaint). */
export const COMPLAINT_STATUSES = ['Pending', 'In Progress', 'Resolved'] as const;
