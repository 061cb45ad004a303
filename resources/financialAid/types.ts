import type { Identifier } from 'react-admin';

/** SPEC §4: a request's states. */
export const FA_STATUSES = ['Approved', 'Pending Response', 'Rejected'] as const;
export const PENDING = 'Pending Response';

/** A financial-aid request (docs/API.md `GET /Finance/FADetails/{id}`). */
export interface FinancialAid {
    id: Identifier;
    Patient_id: string;
    patient_name: string;
    Amount: number;
    Request_Time: string;
    Status: string;
    Phone_Number: string;
    Address: string;
    Description: string;
    Appointment_id: number | null;
    reject_reason: string | null;
    decided_by: string | null;
    decided_at: string | null;
}

/** One booked service of an appointment (docs/API.md `GET /Appointments/getappointmentdetails/{id}`). */
export interface BookedService {
    id: number;
    BookedServiceStatus: string;
    RequestedTime: string;
    Lab_note: string | null;
    HomeSampling: boolean;
    Communication: boolean;
    ServiceData: { id: number; ServiceTitle: string; ServicePrice: number; HomeSamplingPrice: number; CommunicationPrice: number };
}

/** The appointment behind a request. */
export interface Appointment {
    id: Identifier;
    PatientType: string;
    PatientData: { name: string; contact_number: string; email: string };
    name: string | null;
    contact: string | null;
    Price: number;
    Status: string;
    LabData: { id: number; name: string; address: string; email: string };
    BookedServices: BookedService[];
}
