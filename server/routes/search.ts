/** The global search (contracts/calls.ts `search`). The SQL is in server/repos/search.ts. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { calls, SEARCH_GROUPS, SEARCH_MAX_LENGTH, SEARCH_MAX_LIMIT } from '../../contracts/calls.js';
import { forbidden } from '../lib/errors.js';
import { urlOf } from '../lib/resourceRoutes.js';
import { groupsOf, searchAll, searchGroup, type SearchScope } from '../repos/search.js';
import { type RouteContext, typed } from './context.js';

const query = z.object({
  q: z
    .string({ error: 'Type something to search for' })
    .trim()
    .min(1, 'Type something to search for')
    .max(SEARCH_MAX_LENGTH, `At most ${SEARCH_MAX_LENGTH} characters`)
    .describe('The text: part of a name, email, city or phone, or an exact email, phone, CNIC or order id'),
  group: z
    .enum(SEARCH_GROUPS, { error: `group must be one of ${SEARCH_GROUPS.join(', ')}` })
    .optional()
    .describe('Only this group, from `offset` (a further page)'),
  offset: z.coerce
    .number({ error: 'offset must be a whole number' })
    .int('offset must be a whole number')
    .min(0, 'offset must be 0 or more')
    .max(10_000, 'offset must be at most 10000')
    .default(0),
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(SEARCH_MAX_LIMIT, `limit must be at most ${SEARCH_MAX_LIMIT}`)
    .default(5),
});

export default async function searchRoutes(app: FastifyInstance, { db }: RouteContext) {
  const api = typed(app);
  api.get(
    urlOf(calls.search),
    {
      config: { access: calls.search.access },
      schema: { tags: ['search'], querystring: query, response: { 200: calls.search.reply } },
    },
    async request => {
      const { auth } = request;
      const scope: SearchScope =
        auth.role === 'admin' ? { kind: 'all' } : { kind: 'lab', labId: auth.labId ?? Number.NaN };
      if (scope.kind === 'lab' && !Number.isInteger(scope.labId)) throw forbidden();
      const { q, group, offset, limit } = request.query;
      if (group) {
        if (!groupsOf(scope).includes(group)) throw forbidden();
        return { q, groups: [await searchGroup(db, group, q, scope, limit, offset)] };
      }
      return { q, groups: await searchAll(db, q, scope, limit) };
    },
  );
}
