/**
 * Designed calls of the marketplace's other apps (docs/API.md "Marketplace events"): the events the administrators
 * are notified of. A lab registers (public); a patient signs in, asks for financial aid and files a complaint.
 * SPEC shows the admin app only; these calls exist so the events are real, not seeded. The SQL is in
 * server/repos/marketplace.ts.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { calls } from '../../contracts/calls.js';
import { COMPLAINT_TYPES } from '../../contracts/feedbacks.js';
import { amount, requiredText } from '../../contracts/fields.js';
import { labRegistration } from '../../contracts/labs.js';
import { messages, PHONE_PATTERN } from '../../contracts/rules.js';
import type { Db } from '../db/client.js';
import { type AuthUser, startSession } from '../lib/auth.js';
import type { Notifier } from '../lib/notify.js';
import { hashPassword } from '../lib/password.js';
import { callRoute, urlOf } from '../lib/resourceRoutes.js';
import { fileComplaint, registerLab, requestFinancialAid } from '../repos/marketplace.js';
import { checkCredentials } from './auth.js';
import { type RouteContext, typed } from './context.js';

const l = messages.login;

const phone = requiredText('Please write a valid contact number e.g. 0300-1234567', 20).regex(
  PHONE_PATTERN,
  'Please write a valid contact number e.g. 0300-1234567',
);

const patientLoginBody = z.object({
  email: requiredText(l.emailRequired, 254),
  password: z.string({ error: l.passwordRequired }).min(1, l.passwordRequired).max(256, 'At most 256 characters'),
});

const requestAidBody = z.object({
  Appointment_id: z
    .number({ error: 'Appointment_id must be a positive integer' })
    .int()
    .positive()
    .max(2 ** 31 - 1),
  Amount: amount('Amount must be a positive number').refine(v => v > 0, 'Amount must be a positive number'),
  Phone_Number: phone,
  Address: requiredText('Please Enter Your Address', 300),
  Description: requiredText('Please describe why you need financial aid', 2000),
});

const complaintBody = z.object({
  Type: z.enum(COMPLAINT_TYPES, { error: `Type must be one of: ${COMPLAINT_TYPES.join(', ')}` }),
  Description: requiredText('Please describe the problem', 2000),
  /** The lab complained about (its email), if any. */
  lab: z.string({ error: 'lab must be a lab email' }).trim().max(254, 'At most 254 characters').optional(),
});

const REGISTRATION_RECEIVED =
  'Registration received. If this email can be registered, the lab will be listed once an administrator verifies it.';

export default async function marketplaceRoutes(app: FastifyInstance, ctx: RouteContext) {
  const api = typed(app);
  const { db } = ctx;

  api.post(
    urlOf(calls.registerLab),
    callRoute(calls.registerLab, ['marketplace'], { body: labRegistration }, 202),
    async (request, reply) => {
      const b = request.body;
      // The same work and the same reply whether or not the email is taken: a registration never tells
      // whether an account exists. The password is hashed either way; a taken email changes nothing.
      const lab = await registerLab(db, ctx.notifier, b, await hashPassword(b.password));
      reply.code(202);
      return { detail: REGISTRATION_RECEIVED, email: lab?.email ?? b.email.toLowerCase() };
    },
  );

  api.post(
    urlOf(calls.patientLogin),
    {
      config: { access: calls.patientLogin.access, readsOnly: true },
      schema: { response: { 200: calls.patientLogin.reply }, tags: ['marketplace'], body: patientLoginBody },
    },
    async request => {
      const user = await checkCredentials(ctx, request.ip, request.body, u => u.role === 'patient');
      return {
        id: user.id,
        email: user.email,
        name: user.name,
        role: user.role,
        ...(await startSession(app, db, user, request)),
      };
    },
  );

  /** A patient's filing: stored by `file`, answered 201 with its id, status and the field `more` adds. */
  function postFiling<B extends z.ZodType, Row extends { id: number; status: string }>(
    call: typeof calls.requestFinancialAid | typeof calls.addComplaint,
    body: B,
    file: (db: Db, notifier: Notifier, me: AuthUser, filing: z.infer<B>) => Promise<Row>,
    detail: string,
    more: (row: Row) => { Amount: number } | { Type: string },
  ) {
    api.post(urlOf(call), callRoute(call, ['marketplace'], { body }, 201), async (request, reply) => {
      const row = await file(db, ctx.notifier, request.auth, request.body as z.infer<B>);
      reply.code(201);
      return { detail, id: row.id, Status: row.status, ...more(row) };
    });
  }

  postFiling(calls.requestFinancialAid, requestAidBody, requestFinancialAid, 'Financial aid requested.', row => ({
    Amount: row.amount,
  }));
  postFiling(calls.addComplaint, complaintBody, fileComplaint, 'Complaint filed.', row => ({ Type: row.type }));
}
