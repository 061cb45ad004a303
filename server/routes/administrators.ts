/**
 * The administrators' accounts (contracts/administrators.ts): list, detail, add, block / unblock, password reset and
 * ending their sessions, at the contract's paths with its role check. The SQL is in server/repos/administrators.ts.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { administratorPassword, administratorsContract } from '../../contracts/administrators.js';
import { sendList } from '../lib/list.js';
import { registerAction, registerResource, withDetail } from '../lib/resourceRoutes.js';
import {
  administratorsListSpec,
  createAdministrator,
  endAdministratorSessions,
  findAdministrator,
  listAdministrators,
  resetAdministratorPassword,
  setAdministratorActive,
} from '../repos/administrators.js';
import { type RouteContext, typed } from './context.js';

export default async function administratorRoutes(app: FastifyInstance, ctx: RouteContext) {
  const api = typed(app);
  const { db } = ctx;
  const contract = administratorsContract;
  const reply = withDetail(contract.record);
  const withEnded = reply.extend({ ended_sessions: z.number().int() });

  // The list and the detail change without a write request (a sign-in opens a session): never the cached reply.
  app.addHook('onRoute', route => {
    route.config = { ...route.config, volatile: true };
  });

  registerResource(api, contract, {
    getList: async (request, res) => {
      const { plan, rows, total } = await listAdministrators(db, request.auth, request.query);
      return sendList(res, administratorsListSpec, plan, rows, total);
    },
    getOne: async request => findAdministrator(db, request.auth, request.params.id),
    create: async (request, res) => {
      res.code(201);
      return { detail: 'Administrator added.', ...(await createAdministrator(db, request.auth, request.body)) };
    },
  });

  registerAction(api, contract, 'block', { reply }, async request => ({
    detail: 'Administrator blocked; their sessions have ended.',
    ...(await setAdministratorActive(db, request.auth, request.params.id, false)),
  }));
  registerAction(api, contract, 'unblock', { reply }, async request => ({
    detail: 'Administrator unblocked.',
    ...(await setAdministratorActive(db, request.auth, request.params.id, true)),
  }));
  registerAction(api, contract, 'resetPassword', { body: administratorPassword, reply: withEnded }, async request => ({
    detail: 'Password reset; their sessions have ended.',
    ...(await resetAdministratorPassword(db, request.auth, request.params.id, request.body.password)),
  }));
  registerAction(api, contract, 'endSessions', { reply: withEnded }, async request => ({
    detail: 'Their sessions have ended.',
    ...(await endAdministratorSessions(db, request.auth, request.params.id)),
  }));
}
