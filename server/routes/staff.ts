/** SPEC §7 Profiles — staff: list, register, detail, update, delete; registered from contracts/staff.ts. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { staffContract } from '../../contracts/staff.js';
import { sendList } from '../lib/list.js';
import { registerResource } from '../lib/resourceRoutes.js';
import { createStaff, deleteStaff, findStaff, listStaff, staffListSpec, updateStaff } from '../repos/staff.js';
import { type RouteContext, typed } from './context.js';

export default async function staffRoutes(app: FastifyInstance, { db }: RouteContext) {
  registerResource(
    typed(app),
    staffContract,
    {
      getList: async (request, reply) => {
        const { plan, rows, total } = await listStaff(db, request.query);
        return sendList(reply, staffListSpec, plan, rows, total);
      },
      create: async (request, reply) => {
        reply.code(201);
        return { detail: 'Staff registered.', ...(await createStaff(db, request.auth, request.body)) };
      },
      getOne: async request => findStaff(db, request.params.email),
      update: async request => ({
        detail: 'Staff updated.',
        ...(await updateStaff(db, request.auth, request.params.email, request.body)),
      }),
      delete: async request => ({
        detail: 'Staff deleted.',
        ...(await deleteStaff(db, request.auth, request.params.email)),
      }),
    },
    { delete: z.object({ detail: z.string(), id: z.number().int(), email: z.string() }) },
  );
}
