import type { Identifier } from 'react-admin';

import type { FinancialAidRecord } from '../../contracts/finance';

/** A financial-aid request (contracts/finance.ts, `GET /Finance/FADetails/{id}`). */
export type FinancialAid = Omit<FinancialAidRecord, 'id'> & { id: Identifier };

/** One booked service of an appointment (docs/API.md `GET /Appointments/getappointmentdetails/{id}`). */
export interface BookedService {
  id: number;
  BookedServiceStatus: string;
  RequestedTime: string;
  Lab_note: string | null;
  HomeSampling: boolean;
  Communication: boolean;
  ServiceData: {
    id: number;
    ServiceTitle: string;
    ServicePrice: number;
    HomeSamplingPrice: number;
    CommunicationPrice: number;
  };
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
