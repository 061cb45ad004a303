/**
 * The marketplace events the administrators are notified of (server/routes/marketplace.ts): a lab registers, a patient
 * asks for financial aid, a patient files a complaint. Each writes its row, the audit row and the notification in one
 * transaction.
 */
import { and, eq } from 'drizzle-orm';

import type { LabRegistration } from '../../contracts/labs.js';
import type { Db } from '../db/client.js';
import { appointments, complaints, financialAid, labs, users } from '../db/schema.js';
import { audit } from '../lib/audit.js';
import type { AuthUser } from '../lib/auth.js';
import { ApiError, conflict, notFound } from '../lib/errors.js';
import type { Notifier } from '../lib/notify.js';
import { FA_PENDING } from './finance.js';

const formatPkr = (n: number) => n.toLocaleString('en-US');
const patientName = (user: AuthUser) => user.name || user.email;

/**
 * A new, unverified lab and its user, with the administrators' "New Lab Registration" notification. A taken email
 * changes nothing and answers null (the caller replies the same either way).
 */
export async function registerLab(db: Db, notifier: Notifier, b: LabRegistration, passwordHash: string) {
  const email = b.email.toLowerCase();
  const taken = new Error('The email is taken: the registration is rolled back.');
  return db
    .transaction(async tx => {
      const [user] = await tx
        .insert(users)
        .values({ email, name: b.name, passwordHash, role: 'lab', contactNumber: b.contact_number, verified: false })
        .onConflictDoNothing()
        .returning();
      if (!user) throw taken;
      const [row] = await tx
        .insert(labs)
        .values({
          userId: user.id,
          email,
          name: b.name,
          labname: b.labname,
          address: b.address,
          city: b.city,
          contactNumber: b.contact_number,
          landlineNumber: b.landline_number,
          healthDepartmentId: b.health_department_id,
          latitude: b.latitude,
          longitude: b.longitude,
          verified: false,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw taken;
      const actor: AuthUser = {
        id: user.id,
        email,
        name: b.name,
        role: 'lab',
        labId: row.id,
        labEmail: email,
        sessionId: '',
      };
      await audit(tx, actor, 'lab.register', 'lab', email, { name: b.name, city: b.city });
      await notifier(tx, {
        userId: null,
        title: 'New Lab Registration',
        body: `${b.name} (${b.city}) has registered and is waiting for verification.`,
        type: 'Lab Verification',
        refId: email,
        key: 'lab_registered',
        params: { lab: b.name, city: b.city },
      });
      return row;
    })
    .catch((error: unknown) => {
      if (error === taken) return null;
      throw error;
    });
}

export interface AidRequest {
  Appointment_id: number;
  Amount: number;
  Phone_Number: string;
  Address: string;
  Description: string;
}

/** A pending financial aid request for one of the patient's appointments (at most its price; one pending at a time). */
export const requestFinancialAid = (db: Db, notifier: Notifier, me: AuthUser, b: AidRequest) =>
  db.transaction(async tx => {
    const [appointment] = await tx
      .select({ id: appointments.id, price: appointments.price, labName: labs.name })
      .from(appointments)
      .innerJoin(labs, eq(labs.id, appointments.labId))
      .where(and(eq(appointments.id, b.Appointment_id), eq(appointments.patientId, me.id)))
      .limit(1);
    if (!appointment) throw notFound('Appointment not found.');
    if (b.Amount > appointment.price) {
      throw new ApiError(422, 'The amount is more than the appointment costs.', {
        Amount: `At most PKR ${formatPkr(appointment.price)}`,
      });
    }
    const [pending] = await tx
      .select({ id: financialAid.id })
      .from(financialAid)
      .where(and(eq(financialAid.appointmentId, appointment.id), eq(financialAid.status, FA_PENDING)))
      .limit(1);
    if (pending)
      throw conflict('A request for this appointment is already waiting for a decision.', {
        Appointment_id: 'Already requested',
      });
    const [created] = await tx
      .insert(financialAid)
      .values({
        patientId: me.id,
        appointmentId: appointment.id,
        amount: b.Amount,
        status: FA_PENDING,
        phoneNumber: b.Phone_Number,
        address: b.Address,
        description: b.Description,
      })
      // The unique index financial_aid_one_pending_uq decides between concurrent requests: the loser inserts nothing.
      .onConflictDoNothing()
      .returning();
    if (!created)
      throw conflict('A request for this appointment is already waiting for a decision.', {
        Appointment_id: 'Already requested',
      });
    await audit(tx, me, 'financialAid.request', 'financialAid', String(created.id), {
      name: me.name,
      amount: b.Amount,
      appointment: appointment.id,
    });
    await notifier(tx, {
      userId: null,
      title: 'New Financial Aid Request',
      body: `${patientName(me)} requested PKR ${formatPkr(b.Amount)} of financial aid for an appointment at ${appointment.labName}.`,
      type: 'Financial Aid',
      refId: created.id,
      key: 'aid_requested',
      params: { patient: patientName(me), amount: b.Amount, lab: appointment.labName },
    });
    return created;
  });

export interface ComplaintFiling {
  Type: string;
  Description: string;
  /** The lab complained about (its email), if any. */
  lab?: string;
}

/** A pending complaint of the patient's, about a lab (by email, 404 if none) or none. */
export const fileComplaint = (db: Db, notifier: Notifier, me: AuthUser, b: ComplaintFiling) =>
  db.transaction(async tx => {
    let lab: { id: number; name: string } | undefined;
    if (b.lab) {
      [lab] = await tx
        .select({ id: labs.id, name: labs.name })
        .from(labs)
        .where(eq(labs.email, b.lab.toLowerCase()))
        .limit(1);
      if (!lab) throw notFound('Lab not found.');
    }
    const [created] = await tx
      .insert(complaints)
      .values({ patientId: me.id, labId: lab?.id ?? null, type: b.Type, status: 'Pending', description: b.Description })
      .returning();
    await audit(tx, me, 'complaint.file', 'complaint', String(created.id), { name: b.Type, type: b.Type });
    await notifier(tx, {
      userId: null,
      title: 'New Complaint',
      body: lab
        ? `${patientName(me)} filed a "${b.Type}" complaint against ${lab.name}.`
        : `${patientName(me)} filed a "${b.Type}" complaint.`,
      type: 'Complaint',
      refId: created.id,
      key: lab ? 'complaint_filed' : 'complaint_filed_nolab',
      params: lab
        ? { patient: patientName(me), type: b.Type, lab: lab.name }
        : { patient: patientName(me), type: b.Type },
    });
    return created;
  });
