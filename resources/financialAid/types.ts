import type { Identifier } from 'react-admin';

import type { AppointmentRecord } from '../../contracts/appointments';
import type { FinancialAidRecord } from '../../contracts/finance';

/** A financial-aid request (contracts/finance.ts, `GET /Finance/FADetails/{id}`). */
export type FinancialAid = Omit<FinancialAidRecord, 'id'> & { id: Identifier };

/** The appointment behind a request (contracts/appointments.ts, `GET /Appointments/getappointmentdetails/{id}`). */
export type Appointment = Omit<AppointmentRecord, 'id'> & { id: Identifier };

/** One booked service of an appointment. */
export type BookedService = AppointmentRecord['BookedServices'][number];
