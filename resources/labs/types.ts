import type { RaRecord } from 'react-admin';

/** A lab as the data provider gives it: `id` is the email, the numeric id is `labId` (docs/API.md, Profiles). */
export interface Lab extends RaRecord {
    labId: number;
    email: string;
    name: string;
    labname?: string | null;
    Logo: string | null;
    address: string;
    city?: string | null;
    landline_number: string;
    contact_number: string;
    health_department_id?: string | null;
    latitude?: number | string | null;
    longitude?: number | string | null;
    is_active: boolean;
    verified: boolean;
    created_at?: string;
    userData?: { email: string; name: string };
    history?: LabHistoryEntry[];
}

/** An audit row about the lab (`getLabDetails` → `history`). */
export interface LabHistoryEntry {
    id: number;
    actor_email: string;
    actor_role?: string;
    action: string;
    entity?: string;
    entity_id?: string;
    details?: Record<string, unknown> | null;
    at: string;
}

export interface LabReview extends RaRecord {
    name: string;
    Review: string;
    Reply: string | null;
    rating?: number | null;
    created_at?: string;
    replied_at?: string | null;
}

export interface EqaCertificate extends RaRecord {
    title: string;
    issuer?: string | null;
    issued_on?: string | null;
    Certificate: string;
}

/** Which lab list a screen shows: the `filter.status` of the labs resource. */
export type LabListKind = 'all' | 'pending' | 'verified' | 'blocked';

export type LabStatus = 'verified' | 'pending' | 'blocked';

export const labStatus = (lab: Pick<Lab, 'verified' | 'is_active'>): LabStatus =>
    !lab.is_active ? 'blocked' : lab.verified ? 'verified' : 'pending';
