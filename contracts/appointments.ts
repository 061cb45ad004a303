import { z } from 'zod';

import { adminOnly, defineResource } from './defineResource';
import { int, num, text, textOrNull, timestamp } from './fields';

/** An appointment's detail (the financial-aid detail shows it). */
export const appointmentsContract = defineResource({
  name: 'appointments',
  noun: { one: 'appointment', many: 'appointments' },
  id: 'id',
  record: z.object({
    id: int,
    PatientType: text,
    PatientData: z.object({ name: text, contact_number: textOrNull, email: text }),
    /** The person tested when PatientType is not `Self`. */
    name: textOrNull,
    contact: textOrNull,
    Price: num,
    Status: text,
    created_at: timestamp,
    LabData: z.object({ id: int, name: text, address: text, email: text }),
    BookedServices: z.array(
      z.object({
        id: int,
        BookedServiceStatus: text,
        RequestedTime: timestamp,
        Lab_note: textOrNull,
        HomeSampling: z.boolean(),
        Communication: z.boolean(),
        ServiceData: z.object({
          id: int,
          ServiceTitle: text,
          ServicePrice: num,
          HomeSamplingPrice: num,
          CommunicationPrice: num,
        }),
        /** ServicePrice, plus HomeSamplingPrice and CommunicationPrice when those are on. */
        Subtotal: num,
      }),
    ),
  }),
  endpoints: { getOne: { method: 'GET', path: '/Appointments/getappointmentdetails/{id}' } },
  access: adminOnly('show'),
});

export type AppointmentRecord = z.infer<typeof appointmentsContract.record>;
