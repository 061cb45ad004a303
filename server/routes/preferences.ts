/**
 * The signed-in person's preferences (contracts/preferences.ts): saved views and column choices kept on the server so
 * they follow the person to another device. Each person reads and writes only their own. SQL: repos/preferences.ts.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { calls } from '../../contracts/calls.js';
import { PREFERENCE_KEY } from '../../contracts/preferences.js';
import { notFound } from '../lib/errors.js';
import { callRoute, urlOf } from '../lib/resourceRoutes.js';
import { deletePreference, deletePreferences, listPreferences, setPreference } from '../repos/preferences.js';
import { type RouteContext, typed } from './context.js';

const tags = ['preferences'];

const preferenceKeyParam = z.object({
  key: z.string().regex(PREFERENCE_KEY, 'Letters, digits, dots, underscores and dashes, at most 200, from a letter'),
});
/** The value: any JSON but null. */
const preferenceBody = z.object({
  value: z.unknown().refine(v => v !== undefined && v !== null, 'value is required (any JSON but null)'),
});

export default async function preferenceRoutes(app: FastifyInstance, ctx: RouteContext) {
  const api = typed(app);
  const { db } = ctx;

  api.get(urlOf(calls.preferences), callRoute(calls.preferences, tags), async request =>
    listPreferences(db, request.auth.id),
  );
  api.put(
    urlOf(calls.setPreference),
    callRoute(calls.setPreference, tags, { params: preferenceKeyParam, body: preferenceBody }),
    async request => setPreference(db, request.auth.id, request.params.key, request.body.value),
  );
  api.delete(
    urlOf(calls.deletePreference),
    callRoute(calls.deletePreference, tags, { params: preferenceKeyParam }, 204),
    async (request, reply) => {
      if (!(await deletePreference(db, request.auth.id, request.params.key))) throw notFound('No such preference.');
      reply.code(204);
    },
  );
  api.delete(urlOf(calls.deletePreferences), callRoute(calls.deletePreferences, tags), async request => ({
    deleted: await deletePreferences(db, request.auth.id),
  }));
}
