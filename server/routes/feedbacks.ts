/** SPEC §7 Feedbacks: complaints (with the designed response/resolve call) and lab reviews (with replies). The SQL is in server/repos/feedbacks.ts. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { calls } from '../../contracts/calls.js';
import { complaintsContract, reviewsContract } from '../../contracts/feedbacks.js';
import { idParam, keyParam } from '../../contracts/fields.js';
import { forbidden } from '../lib/errors.js';
import { sendList } from '../lib/list.js';
import { accessOf, callRoute, pathOf, registerResource, urlOf, withDetail } from '../lib/resourceRoutes.js';
import {
  complaintSpec,
  listComplaints,
  listReviews,
  replyToReview,
  respondToComplaint,
  totalComplaints,
} from '../repos/feedbacks.js';
import { findLab } from '../repos/labs.js';
import { type RouteContext, typed } from './context.js';

export default async function feedbackRoutes(app: FastifyInstance, { db, notifier }: RouteContext) {
  const api = typed(app);
  const tags = ['feedbacks'];

  api.get(urlOf(calls.totalComplaints), callRoute(calls.totalComplaints, tags), async () => totalComplaints(db));

  // The response's body is the contract's `input.update` (`Response` required, `Status` defaulting to Resolved).
  registerResource(api, complaintsContract, {
    getList: async (request, reply) => {
      const { plan, rows, total } = await listComplaints(db, request.query);
      return sendList(reply, complaintSpec, plan, rows, total);
    },
    update: async request => respondToComplaint(db, notifier, request.auth, request.params.id, request.body),
  });

  // Reviews stay registered here: the lab is named by id or e-mail (`keyParam`), and the lab's own check needs the record.
  api.get(
    pathOf(reviewsContract, 'getList'),
    {
      config: { access: accessOf(reviewsContract, 'list') },
      schema: { response: { 200: z.array(reviewsContract.record) }, tags, params: keyParam },
    },
    async request => {
      const lab = await findLab(db, request.params.id);
      if (request.auth.role !== 'admin' && request.auth.labId !== lab.id) throw forbidden();
      return listReviews(db, lab.id);
    },
  );

  api.post(
    pathOf(reviewsContract, 'update'),
    {
      config: { access: accessOf(reviewsContract, 'edit') },
      schema: {
        response: { 200: withDetail(reviewsContract.record) },
        tags,
        params: idParam,
        body: reviewsContract.input.update,
      },
    },
    async request => replyToReview(db, request.auth, request.params.id, request.body.Reply),
  );
}
