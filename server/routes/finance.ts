/** SPEC §7 Finance: donations, financial aid (with the designed approve/reject calls). */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { donations, financialAid, users } from '../db/schema.js';
import { audit } from '../lib/audit.js';
import { adminOnly, type AuthUser } from '../lib/auth.js';
import { ApiError, notFound } from '../lib/errors.js';
import { idParam } from '../../contracts/fields.js';
import { countAll, runList, filters, listQuerySchema, planList, sendList, type ListSpec } from '../lib/list.js';
import { typed, type RouteContext } from './context.js';
import { calls } from '../../contracts/calls.js';
import { donationsContract, financialAidContract } from '../../contracts/finance.js';
import { pathOf, urlOf, withDetail } from '../lib/resourceRoutes.js';

export const FA_PENDING = 'Pending Response';
export const FA_APPROVED = 'Approved';
export const FA_REJECTED = 'Rejected';

/** SPEC's reject sends a reason, possibly empty: it is required as a string so a malformed body decides nothing. */
const rejectBody = z.object({ reason: z.string({ error: 'reason is required (it may be empty)' }).trim().max(1000, 'At most 1000 characters') });
/** Approve carries no fields; a body, when sent, must be a JSON object. */
const approveBody = z.object({}).nullish();

type AidRow = typeof financialAid.$inferSelect;
const aidJson = (a: AidRow, p: { name: string; email: string }) => ({
  id: a.id,
  Patient_id: p.email,
  patient_name: p.name,
  Amount: a.amount,
  Request_Time: a.requestTime.toISOString(),
  Status: a.status,
  Phone_Number: a.phoneNumber,
  Address: a.address,
  Description: a.description,
  Appointment_id: a.appointmentId,
  reject_reason: a.rejectReason,
  decided_by: a.decidedBy,
  decided_at: a.decidedAt?.toISOString() ?? null,
});

const aidSpec = (where: ReturnType<typeof eq> | undefined): ListSpec => ({
  resource: 'financialAid',
  sortable: { id: financialAid.id, name: users.name, Patient_id: users.email, Amount: financialAid.amount, Request_Time: financialAid.requestTime, Status: financialAid.status },
  defaultSort: { field: 'name', order: 'ASC' },
  search: [users.name, users.email, financialAid.description, financialAid.status],
  filters: {
    id: filters.ids(financialAid.id),
    Status: (values) => (values.includes('all') ? undefined : filters.text(financialAid.status)(values)),
  },
  where,
});

const donationSpec: ListSpec = {
  resource: 'donations',
  sortable: { id: donations.id, Time: donations.time, Donor_Name: donations.donorName, Donor_Email: donations.donorEmail, Amount: donations.amount },
  defaultSort: { field: 'Time', order: 'DESC' },
  search: [donations.donorName, donations.donorEmail],
  filters: { id: filters.ids(donations.id) },
};

async function findAid(db: Pick<Db, 'select'>, id: number) {
  const [row] = await db.select({ aid: financialAid, patient: { id: users.id, name: users.name, email: users.email } }).from(financialAid).innerJoin(users, eq(users.id, financialAid.patientId)).where(eq(financialAid.id, id));
  if (!row) throw notFound('Financial aid request not found.');
  return row;
}

export default async function financeRoutes(app: FastifyInstance, ctx: RouteContext) {
  const api = typed(app);
  const { db } = ctx;
  const tags = ['finance'];
  const opts = { onRequest: adminOnly };

  api.get(urlOf(calls.donationStats), { ...opts, schema: { response: { 200: calls.donationStats.reply }, tags } }, async () => {
    const [row] = await db
      .select({
        total: sql<number>`cast(coalesce(sum(${donations.amount}), 0) as integer)`,
        count: countAll,
        average: sql<number>`cast(coalesce(round(avg(${donations.amount})), 0) as integer)`,
        largest: sql<number>`cast(coalesce(max(${donations.amount}), 0) as integer)`,
        this_month: sql<number>`cast(coalesce(sum(${donations.amount}) filter (where ${donations.time} >= date_trunc('month', now())), 0) as integer)`,
        donors: sql<number>`cast(count(distinct lower(${donations.donorEmail})) as integer)`,
      })
      .from(donations);
    return row!;
  });

  api.get(urlOf(calls.totalDonations), { ...opts, schema: { response: { 200: calls.totalDonations.reply }, tags } }, async () => {
    const [row] = await db.select({ total: sql<number>`cast(coalesce(sum(${donations.amount}), 0) as integer)` }).from(donations);
    return { total: row!.total };
  });

  api.get(pathOf(donationsContract, 'getList'), { ...opts, schema: { response: { 200: z.array(donationsContract.record) }, tags, querystring: listQuerySchema } }, async (request, reply) => {
    const plan = planList(donationSpec, request.query);
    const { rows, total } = await runList(plan, db.select().from(donations).where(plan.where).orderBy(...plan.orderBy).$dynamic(), () => db.select({ n: countAll }).from(donations).where(plan.where));
    const items = rows.map((d) => ({ id: d.id, Time: d.time.toISOString(), Donor_Name: d.donorName, Donor_Email: d.donorEmail, Amount: d.amount }));
    return sendList(reply, donationSpec, plan, items, total);
  });

  api.get(urlOf(calls.totalFinancialAid), { ...opts, schema: { response: { 200: calls.totalFinancialAid.reply }, tags } }, async () => {
    const [row] = await db
      .select({
        total: sql<number>`cast(coalesce(sum(${financialAid.amount}) filter (where ${financialAid.status} = ${FA_APPROVED}), 0) as integer)`,
        count: sql<number>`cast(count(*) filter (where ${financialAid.status} = ${FA_APPROVED}) as integer)`,
        pending: sql<number>`cast(count(*) filter (where ${financialAid.status} = ${FA_PENDING}) as integer)`,
      })
      .from(financialAid);
    return row!;
  });

  api.get(pathOf(financialAidContract, 'getList'), { ...opts, schema: { response: { 200: z.array(financialAidContract.record) }, tags, querystring: listQuerySchema } }, async (request, reply) => {
    const statusGiven = request.query.Status !== undefined && request.query.Status !== '';
    const spec = aidSpec(statusGiven ? undefined : eq(financialAid.status, FA_APPROVED));
    const plan = planList(spec, request.query);
    const { rows, total } = await runList(plan, db.select({ aid: financialAid, patient: { name: users.name, email: users.email } }).from(financialAid).innerJoin(users, eq(users.id, financialAid.patientId)).where(plan.where).orderBy(...plan.orderBy).$dynamic(), () => db.select({ n: countAll }).from(financialAid).innerJoin(users, eq(users.id, financialAid.patientId)).where(plan.where));
    return sendList(reply, spec, plan, rows.map((r) => aidJson(r.aid, r.patient)), total);
  });

  api.get(pathOf(financialAidContract, 'getOne'), { ...opts, schema: { response: { 200: financialAidContract.record }, tags, params: idParam } }, async (request) => {
    const row = await findAid(db, request.params.id);
    return aidJson(row.aid, row.patient);
  });

  async function decide(actor: AuthUser, id: number, status: string, reason: string | null) {
    return db.transaction(async (tx) => {
      const current = await findAid(tx, id);
      if (current.aid.status !== FA_PENDING) {
        throw new ApiError(409, `This request has already been decided (${current.aid.status}).`, { Status: current.aid.status });
      }
      const [row] = await tx
        .update(financialAid)
        .set({ status, rejectReason: reason, decidedBy: actor.email, decidedAt: new Date() })
        .where(and(eq(financialAid.id, id), eq(financialAid.status, FA_PENDING)))
        .returning();
      if (!row) throw new ApiError(409, 'This request has already been decided.');
      await audit(tx, actor, status === FA_APPROVED ? 'financialAid.approve' : 'financialAid.reject', 'financialAid', id, reason ? { reason } : undefined);
      await ctx.notifier(tx, {
        userId: current.patient.id,
        title: status === FA_APPROVED ? 'Financial Aid Approved' : 'Financial Aid Rejected',
        body: status === FA_APPROVED
          ? `Your request for PKR ${row.amount} has been approved.`
          : `Your request for PKR ${row.amount} has been rejected.${reason ? ` Reason: ${reason}` : ''}`,
        type: 'Financial Aid',
        refId: id,
        key: status === FA_APPROVED ? 'aid_approved' : reason ? 'aid_rejected_reason' : 'aid_rejected',
        params: reason ? { amount: row.amount, reason } : { amount: row.amount },
      });
      return { detail: status === FA_APPROVED ? 'Financial aid approved.' : 'Financial aid rejected.', ...aidJson(row, current.patient) };
    });
  }

  api.put(pathOf(financialAidContract, 'approve'), { ...opts, schema: { response: { 200: withDetail(financialAidContract.record) }, tags, params: idParam, body: approveBody } }, async (request) => decide(request.auth, request.params.id, FA_APPROVED, null));

  api.put(pathOf(financialAidContract, 'reject'), { ...opts, schema: { response: { 200: withDetail(financialAidContract.record) }, tags, params: idParam, body: rejectBody } }, async (request) =>
    decide(request.auth, request.params.id, FA_REJECTED, request.body.reason || null),
  );
}
