/**
 * Designed calls of the marketplace's other apps (docs/API.md "Marketplace events"): the events the administrators
 * are notified of. A lab registers (public); a patient signs in, asks for financial aid and files a complaint.
 * SPEC shows the admin app only; these calls exist so the events are real, not seeded.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { appointments, complaints, financialAid, labs, users } from '../db/schema.js';
import { audit } from '../lib/audit.js';
import { requireRole, startSession, type AuthUser } from '../lib/auth.js';
import { ApiError, conflict, notFound } from '../lib/errors.js';
import { amount, optionalText, requiredText } from '../../contracts/fields.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../lib/password.js';
import { EMAIL_PATTERN, PHONE_PATTERN, messages } from '../../contracts/rules.js';
import { typed, type RouteContext } from './context.js';
import { FA_PENDING } from '../repos/finance.js';
import { calls } from '../../contracts/calls.js';
import { urlOf } from '../lib/resourceRoutes.js';

const l = messages.login;

const password = z
  .string({ error: l.passwordRequired })
  .min(8, 'At least 8 characters')
  .max(128, 'At most 128 characters')
  .refine((v) => /[a-zA-Z]/.test(v) && /\d/.test(v), l.passwordAlphanumeric);

const phone = requiredText('Please write a valid contact number e.g. 0300-1234567', 20).regex(
  PHONE_PATTERN,
  'Please write a valid contact number e.g. 0300-1234567',
);

const registerLabBody = z.object({
  email: requiredText(l.emailRequired, 254).regex(EMAIL_PATTERN, l.emailInvalid),
  password,
  name: requiredText(messages.lab.username, 150),
  labname: requiredText('Please Enter the Lab Name', 150),
  address: requiredText(messages.lab.address, 300),
  city: requiredText('Please Enter the City', 80),
  contact_number: requiredText(messages.lab.contact, 20),
  landline_number: requiredText(messages.lab.landline, 20),
  health_department_id: optionalText(60),
  latitude: z.number({ error: 'latitude must be a number between -90 and 90' }).min(-90).max(90),
  longitude: z.number({ error: 'longitude must be a number between -180 and 180' }).min(-180).max(180),
});

const patientLoginBody = z.object({
  email: requiredText(l.emailRequired, 254),
  password: z.string({ error: l.passwordRequired }).min(1, l.passwordRequired).max(256, l.passwordRequired),
});

const requestAidBody = z.object({
  Appointment_id: z.number({ error: 'Appointment_id must be a positive integer' }).int().positive().max(2 ** 31 - 1),
  Amount: amount('Amount must be a positive number').refine((v) => v > 0, 'Amount must be a positive number'),
  Phone_Number: phone,
  Address: requiredText('Please Enter Your Address', 300),
  Description: requiredText('Please describe why you need financial aid', 2000),
});

export const COMPLAINT_TYPES = ['Late Report', 'Wrong Result', 'Rude Staff', 'Overcharging', 'Home Sampling Delay', 'Refund', 'Other'] as const;

const complaintBody = z.object({
  Type: z.enum(COMPLAINT_TYPES, { error: `Type must be one of: ${COMPLAINT_TYPES.join(', ')}` }),
  Description: requiredText('Please describe the problem', 2000),
  /** The lab complained about (its email), if any. */
  lab: z.string({ error: 'lab must be a lab email' }).trim().max(254).optional(),
});

const patientOnly = requireRole('patient');
const INVALID_LOGIN = 'No active account found with the given credentials';
export const REGISTRATION_RECEIVED = 'Registration received. If this email can be registered, the lab will be listed once an administrator verifies it.';

const formatPkr = (n: number) => n.toLocaleString('en-US');

const patientName = (user: AuthUser) => user.name || user.email;

export default async function marketplaceRoutes(app: FastifyInstance, ctx: RouteContext) {
  const api = typed(app);
  const { db } = ctx;

  api.post(urlOf(calls.registerLab), { config: { public: true }, schema: { response: { 202: calls.registerLab.reply }, tags: ['marketplace'], body: registerLabBody } }, async (request, reply) => {
    const b = request.body;
    const email = b.email.toLowerCase();
    // The same work and the same reply whether or not the email is taken (issue 18): a registration never tells
    // whether an account exists. The password is hashed either way; a taken email changes nothing.
    const passwordHash = await hashPassword(b.password);
    const taken = Symbol('taken');
    const lab = await db.transaction(async (tx) => {
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
      const actor: AuthUser = { id: user.id, email, name: b.name, role: 'lab', labId: row.id, labEmail: email, sessionId: '' };
      await audit(tx, actor, 'lab.register', 'lab', email, { name: b.name, city: b.city });
      await ctx.notifier(tx, {
        userId: null,
        title: 'New Lab Registration',
        body: `${b.name} (${b.city}) has registered and is waiting for verification.`,
        type: 'Lab Verification',
        refId: email,
        key: 'lab_registered',
        params: { lab: b.name, city: b.city },
      });
      return row;
    }).catch((error: unknown) => {
      if (error === taken) return null;
      throw error;
    });
    reply.code(202);
    return { detail: REGISTRATION_RECEIVED, email: lab?.email ?? email };
  });

  api.post(urlOf(calls.patientLogin), { config: { public: true, readsOnly: true }, schema: { response: { 200: calls.patientLogin.reply }, tags: ['marketplace'], body: patientLoginBody } }, async (request) => {
    const email = request.body.email.toLowerCase();
    await ctx.loginThrottle.check(email, request.ip);
    const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    // An unknown email costs the same hash verification as a known one (issue 18): the time reveals nothing.
    const ok = await verifyPassword(request.body.password, user?.passwordHash ?? (await dummyPasswordHash()));
    if (!user || !ok || !user.isActive || user.role !== 'patient') {
      await ctx.loginThrottle.fail(email, request.ip);
      throw new ApiError(401, INVALID_LOGIN);
    }
    await ctx.loginThrottle.succeed(email, request.ip);
    return { id: user.id, email: user.email, name: user.name, role: user.role, ...(await startSession(app, db, user)) };
  });

  api.post(urlOf(calls.requestFinancialAid), { onRequest: patientOnly, schema: { response: { 201: calls.requestFinancialAid.reply }, tags: ['marketplace'], body: requestAidBody } }, async (request, reply) => {
    const b = request.body;
    const me = request.auth;
    const row = await db.transaction(async (tx) => {
      const [appointment] = await tx
        .select({ id: appointments.id, price: appointments.price, labName: labs.name })
        .from(appointments)
        .innerJoin(labs, eq(labs.id, appointments.labId))
        .where(and(eq(appointments.id, b.Appointment_id), eq(appointments.patientId, me.id)))
        .limit(1);
      if (!appointment) throw notFound('Appointment not found.');
      if (b.Amount > appointment.price) {
        throw new ApiError(422, 'The amount is more than the appointment costs.', { Amount: `At most PKR ${formatPkr(appointment.price)}` });
      }
      const [pending] = await tx
        .select({ id: financialAid.id })
        .from(financialAid)
        .where(and(eq(financialAid.appointmentId, appointment.id), eq(financialAid.status, FA_PENDING)))
        .limit(1);
      if (pending) throw conflict('A request for this appointment is already waiting for a decision.', { Appointment_id: 'Already requested' });
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
      if (!created) throw conflict('A request for this appointment is already waiting for a decision.', { Appointment_id: 'Already requested' });
      await audit(tx, me, 'financialAid.request', 'financialAid', String(created!.id), { amount: b.Amount, appointment: appointment.id });
      await ctx.notifier(tx, {
        userId: null,
        title: 'New Financial Aid Request',
        body: `${patientName(me)} requested PKR ${formatPkr(b.Amount)} of financial aid for an appointment at ${appointment.labName}.`,
        type: 'Financial Aid',
        refId: created!.id,
        key: 'aid_requested',
        params: { patient: patientName(me), amount: b.Amount, lab: appointment.labName },
      });
      return created!;
    });
    reply.code(201);
    return { detail: 'Financial aid requested.', id: row.id, Status: row.status, Amount: row.amount };
  });

  api.post(urlOf(calls.addComplaint), { onRequest: patientOnly, schema: { response: { 201: calls.addComplaint.reply }, tags: ['marketplace'], body: complaintBody } }, async (request, reply) => {
    const b = request.body;
    const me = request.auth;
    const row = await db.transaction(async (tx) => {
      let lab: { id: number; name: string } | undefined;
      if (b.lab) {
        [lab] = await tx.select({ id: labs.id, name: labs.name }).from(labs).where(eq(labs.email, b.lab.toLowerCase())).limit(1);
        if (!lab) throw notFound('Lab not found.');
      }
      const [created] = await tx
        .insert(complaints)
        .values({ patientId: me.id, labId: lab?.id ?? null, type: b.Type, status: 'Pending', description: b.Description })
        .returning();
      await audit(tx, me, 'complaint.file', 'complaint', String(created!.id), { type: b.Type });
      await ctx.notifier(tx, {
        userId: null,
        title: 'New Complaint',
        body: lab ? `${patientName(me)} filed a "${b.Type}" complaint against ${lab.name}.` : `${patientName(me)} filed a "${b.Type}" complaint.`,
        type: 'Complaint',
        refId: created!.id,
        key: lab ? 'complaint_filed' : 'complaint_filed_nolab',
        params: lab ? { patient: patientName(me), type: b.Type, lab: lab.name } : { patient: patientName(me), type: b.Type },
      });
      return created!;
    });
    reply.code(201);
    return { detail: 'Complaint filed.', id: row.id, Status: row.status, Type: row.type };
  });
}
