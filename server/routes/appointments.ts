/**
 * SPEC §7 Appointments: an appointment's details and the platform's total earnings — registered from
 * contracts/appointments.ts and contracts/calls.ts (the SQL: server/repos/appointments.ts and server/repos/orders.ts).
 */
import type { FastifyInstance } from 'fastify';

import { appointmentsContract } from '../../contracts/appointments.js';
import { calls } from '../../contracts/calls.js';
import { callRoute, registerResource, urlOf } from '../lib/resourceRoutes.js';
import { appointmentDetails } from '../repos/appointments.js';
import { totalEarnings } from '../repos/orders.js';
import { type RouteContext, typed } from './context.js';

export default async function appointmentRoutes(app: FastifyInstance, { db }: RouteContext) {
  const api = typed(app);

  api.get(urlOf(calls.totalEarnings), callRoute(calls.totalEarnings, ['appointments']), async () => totalEarnings(db));

  registerResource(api, appointmentsContract, { getOne: async request => appointmentDetails(db, request.params.id) });
}
