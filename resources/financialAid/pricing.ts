import type { Appointment, BookedService } from './types';

/** SPEC §2: subtotal = ServicePrice + HomeSamplingPrice if home sampling is on + CommunicationPrice if it is on. */
export const serviceSubtotal = ({
  HomeSampling,
  Communication,
  ServiceData,
}: Pick<BookedService, 'HomeSampling' | 'Communication' | 'ServiceData'>) =>
  ServiceData.ServicePrice +
  (HomeSampling ? ServiceData.HomeSamplingPrice : 0) +
  (Communication ? ServiceData.CommunicationPrice : 0);

/**
 * SPEC §2: for PatientType 'Self' the patient's name and contact come from PatientData; otherwise (a relative or
 * someone else) from the appointment's own name and contact fields. The email is the account's.
 */
export const appointmentPatient = (
  appointment: Pick<Appointment, 'PatientType' | 'PatientData' | 'name' | 'contact'>,
) =>
  appointment.PatientType === 'Self'
    ? {
        name: appointment.PatientData.name,
        contact: appointment.PatientData.contact_number,
        email: appointment.PatientData.email,
      }
    : { name: appointment.name ?? '', contact: appointment.contact ?? '', email: appointment.PatientData.email };
