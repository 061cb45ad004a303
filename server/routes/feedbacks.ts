/** SPEC §7 Feedbacks: complaints (with the designed response/resolve call) and lab reviews (with replies). */
import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { complaints, labs, reviews, users } from '../db/schema.js';
import { audit } from '../lib/audit.js';
import { adminOnly } from '../lib/auth.js';
import { forbidden, notFound } from '../lib/errors.js';
import { idParam, keyParam, requiredText } from '../../contracts/fields.js';
import { countAll, runList, filters, listQuerySchema, planList, sendList, type ListSpec } from '../lib/list.js';
import { findLab } from '../repos/labs.js';
import { typed, type RouteContext } from './context.js';
import { calls } from '../../contracts/calls.js';
import { complaintsContract, reviewsContract } from '../../contracts/feedbacks.js';
import { pathOf, urlOf, withDetail } from '../lib/resourceRoutes.js';

const respondBody = z.object({
  Response: requiredText('Please Enter a Response', 2000),
  Status: z.string({ error: 'Status must be text' }).trim().min(1, 'Status is required').max(50, 'At most 50 characters').default('Resolved'),
});
const replyBody = z.object({ Reply: requiredText('Please Enter a Reply', 2000) });

const patient = alias(users, 'patient');

const complaintSpec: ListSpec = {
  resource: 'complaints',
  sortable: { id: complaints.id, Type: complaints.type, Status: complaints.status, created_at: complaints.createdAt, lab_name: labs.name },
  defaultSort: { field: 'created_at', order: 'DESC' },
  search: [complaints.type, complaints.status, complaints.description, labs.name, patient.name, patient.email],
  filters: { id: filters.ids(complaints.id), Status: filters.text(complaints.status), Type: filters.text(complaints.type), Lab_Id: filters.ids(complaints.labId) },
};

type ComplaintRow = typeof complaints.$inferSelect;

const complaintJson = (c: ComplaintRow, labName: string | null, p: { name: string; email: string } | null) => ({
  id: c.id,
  Type: c.type,
  Status: c.status,
  Description: c.description,
  Response: c.response,
  Lab_Id: c.labId,
  lab_name: labName,
  patient_name: p?.name ?? null,
  patient_email: p?.email ?? null,
  created_at: c.createdAt.toISOString(),
  resolved_at: c.resolvedAt?.toISOString() ?? null,
});

type ReviewRow = typeof reviews.$inferSelect;
const reviewJson = (r: ReviewRow) => ({
  id: r.id,
  lab_id: r.labId,
  name: r.name,
  Review: r.review,
  Reply: r.reply,
  rating: r.rating,
  created_at: r.createdAt.toISOString(),
  replied_at: r.repliedAt?.toISOString() ?? null,
});

export default async function feedbackRoutes(app: FastifyInstance, ctx: RouteContext) {
  const api = typed(app);
  const { db } = ctx;
  const tags = ['feedbacks'];
  const opts = { onRequest: adminOnly };

  api.get(urlOf(calls.totalComplaints), { ...opts, schema: { response: { 200: calls.totalComplaints.reply }, tags } }, async () => {
    const [row] = await db
      .select({
        total: countAll,
        resolved: sql<number>`cast(count(*) filter (where ${complaints.status} = 'Resolved') as integer)`,
      })
      .from(complaints);
    return { total: row!.total, resolved: row!.resolved, pending: row!.total - row!.resolved };
  });

  api.get(pathOf(complaintsContract, 'getList'), { ...opts, schema: { response: { 200: z.array(complaintsContract.record) }, tags, querystring: listQuerySchema } }, async (request, reply) => {
    const plan = planList(complaintSpec, request.query);
    const from = () =>
      db
        .select({ complaint: complaints, labName: labs.name, patient: { name: patient.name, email: patient.email } })
        .from(complaints)
        .leftJoin(labs, eq(labs.id, complaints.labId))
        .leftJoin(patient, eq(patient.id, complaints.patientId));
    const { rows, total } = await runList(plan, from().where(plan.where).orderBy(...plan.orderBy).$dynamic(), () => db.select({ n: countAll }).from(complaints).leftJoin(labs, eq(labs.id, complaints.labId)).leftJoin(patient, eq(patient.id, complaints.patientId)).where(plan.where));
    return sendList(reply, complaintSpec, plan, rows.map((r) => complaintJson(r.complaint, r.labName, r.patient?.email ? r.patient : null)), total);
  });

  api.put(pathOf(complaintsContract, 'update'), { ...opts, schema: { response: { 200: withDetail(complaintsContract.record) }, tags, params: idParam, body: respondBody } }, async (request) =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(complaints).where(eq(complaints.id, request.params.id));
      if (!current) throw notFound('Complaint not found.');
      const { Response, Status } = request.body;
      const [row] = await tx
        .update(complaints)
        .set({ response: Response, status: Status, resolvedAt: Status === 'Resolved' ? new Date() : null })
        .where(eq(complaints.id, current.id))
        .returning();
      await audit(tx, request.auth, 'complaint.respond', 'complaint', current.id, { from: current.status, to: Status });
      if (current.patientId) {
        await ctx.notifier(tx, { userId: current.patientId, title: 'Complaint Update', body: `Your complaint #${current.id} is now ${Status}.`, type: 'Complaint', refId: current.id, key: 'complaint_update', params: { id: current.id, status: Status } });
      }
      const [lab] = row!.labId ? await tx.select({ name: labs.name }).from(labs).where(eq(labs.id, row!.labId)) : [];
      const [p] = row!.patientId ? await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, row!.patientId)) : [];
      return { detail: 'Complaint updated.', ...complaintJson(row!, lab?.name ?? null, p ?? null) };
    }),
  );

  api.get(pathOf(reviewsContract, 'getList'), { schema: { response: { 200: z.array(reviewsContract.record) }, tags, params: keyParam } }, async (request) => {
    const lab = await findLab(db, request.params.id);
    if (request.auth.role !== 'admin' && request.auth.labId !== lab.id) throw forbidden();
    const rows = await db.select().from(reviews).where(eq(reviews.labId, lab.id)).orderBy(desc(reviews.createdAt), desc(reviews.id));
    return rows.map(reviewJson);
  });

  api.post(pathOf(reviewsContract, 'update'), { schema: { response: { 200: withDetail(reviewsContract.record) }, tags, params: idParam, body: replyBody } }, async (request) =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(reviews).where(eq(reviews.id, request.params.id));
      if (!current) throw notFound('Review not found.');
      if (request.auth.role !== 'admin' && request.auth.labId !== current.labId) throw forbidden();
      const [row] = await tx.update(reviews).set({ reply: request.body.Reply, repliedAt: new Date() }).where(eq(reviews.id, current.id)).returning();
      await audit(tx, request.auth, 'review.reply', 'review', current.id, { lab_id: current.labId });
      return { detail: 'Reply saved.', ...reviewJson(row!) };
    }),
  );
}
