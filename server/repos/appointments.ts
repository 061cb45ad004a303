/** Appointment details (SPEC §3): patient, lab and booked services with their prices. */
import { asc, eq } from 'drizzle-orm';

import type { Db } from '../db/client.js';
import { appointments, bookedServices, labs, orders, services, users } from '../db/schema.js';
import { notFound } from '../lib/errors.js';

/** Orders paid online are the labs' payables; cash orders owe the platform its commission (receivables). */
export const PAYABLE = eq(orders.paymentType, 'Online');
export const RECEIVABLE = eq(orders.paymentType, 'Cash');

/** SPEC §9: ServicePrice, plus HomeSamplingPrice if HomeSampling is on, plus CommunicationPrice if Communication is on. */
function serviceSubtotal(s: {
  HomeSampling: boolean;
  Communication: boolean;
  ServiceData: { ServicePrice: number; HomeSamplingPrice: number; CommunicationPrice: number };
}) {
  return (
    s.ServiceData.ServicePrice +
    (s.HomeSampling ? s.ServiceData.HomeSamplingPrice : 0) +
    (s.Communication ? s.ServiceData.CommunicationPrice : 0)
  );
}

export async function appointmentDetails(db: Db, id: number) {
  const [row] = await db
    .select({ appointment: appointments, patient: users, lab: labs })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.patientId))
    .innerJoin(labs, eq(labs.id, appointments.labId))
    .where(eq(appointments.id, id));
  if (!row) throw notFound('Appointment not found.');
  const booked = await db
    .select({ booked: bookedServices, service: services })
    .from(bookedServices)
    .innerJoin(services, eq(services.id, bookedServices.serviceId))
    .where(eq(bookedServices.appointmentId, id))
    .orderBy(asc(bookedServices.id));
  const BookedServices = booked.map(({ booked: b, service: s }) => {
    const item = {
      id: b.id,
      BookedServiceStatus: b.status,
      RequestedTime: b.requestedTime.toISOString(),
      Lab_note: b.labNote,
      HomeSampling: b.homeSampling,
      Communication: b.communication,
      ServiceData: {
        id: s.id,
        ServiceTitle: s.title,
        ServicePrice: s.price,
        HomeSamplingPrice: s.homeSamplingPrice,
        CommunicationPrice: s.communicationPrice,
      },
    };
    return { ...item, Subtotal: serviceSubtotal(item) };
  });
  const a = row.appointment;
  return {
    id: a.id,
    PatientType: a.patientType,
    PatientData: { name: row.patient.name, contact_number: row.patient.contactNumber, email: row.patient.email },
    name: a.name,
    contact: a.contact,
    Price: a.price,
    Status: a.status,
    created_at: a.createdAt.toISOString(),
    LabData: { id: row.lab.id, name: row.lab.name, address: row.lab.address, email: row.lab.email },
    BookedServices,
  };
}
