/** Donations and financial aid: their queries, the aid decision and the API shapes (contracts/finance.ts). */
import { and, asc, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';

import type { Db } from '../db/client.js';
import { donations, financialAid, users } from '../db/schema.js';
import { audit } from '../lib/audit.js';
import type { AuthUser } from '../lib/auth.js';
import { ApiError, notFound } from '../lib/errors.js';
import {
  countAll,
  filters,
  joinedWhenSearching,
  type ListQuery,
  type ListSpec,
  moneySum,
  planList,
  runList,
} from '../lib/list.js';
import type { Notifier } from '../lib/notify.js';

export const FA_PENDING = 'Pending Response';
export const FA_APPROVED = 'Approved';
export const FA_REJECTED = 'Rejected';

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
  sortable: {
    id: financialAid.id,
    name: users.name,
    Patient_id: users.email,
    Amount: financialAid.amount,
    Request_Time: financialAid.requestTime,
    Status: financialAid.status,
  },
  defaultSort: { field: 'name', order: 'ASC' },
  search: [users.name, users.email, financialAid.description, financialAid.status],
  filters: {
    id: filters.ids(financialAid.id),
    Status: values => (values.includes('all') ? undefined : filters.text(financialAid.status)(values)),
    Request_Time_gte: filters.atOrAfter(financialAid.requestTime),
    Request_Time_lte: filters.atOrBefore(financialAid.requestTime),
  },
  where,
});

export const donationSpec: ListSpec = {
  resource: 'donations',
  sortable: {
    id: donations.id,
    Time: donations.time,
    Donor_Name: donations.donorName,
    Donor_Email: donations.donorEmail,
    Amount: donations.amount,
  },
  defaultSort: { field: 'Time', order: 'DESC' },
  search: [donations.donorName, donations.donorEmail],
  filters: {
    id: filters.ids(donations.id),
    Time_gte: filters.atOrAfter(donations.time),
    Time_lte: filters.atOrBefore(donations.time),
  },
};

export async function donationStats(db: Db) {
  const [row] = await db
    .select({
      total: moneySum(donations.amount),
      count: countAll,
      average: sql<number>`cast(coalesce(round(avg(${donations.amount})), 0) as float8)`,
      largest: sql<number>`cast(coalesce(max(${donations.amount}), 0) as integer)`,
      this_month: moneySum(donations.amount, sql`${donations.time} >= date_trunc('month', now())`),
      donors: sql<number>`cast(count(distinct lower(${donations.donorEmail})) as integer)`,
    })
    .from(donations);
  return row;
}

export async function totalDonations(db: Db) {
  const [row] = await db.select({ total: moneySum(donations.amount) }).from(donations);
  return { total: row.total };
}

export async function listDonations(db: Db, query: ListQuery) {
  const plan = planList(donationSpec, query);
  const { rows, total } = await runList(
    plan,
    db
      .select()
      .from(donations)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .$dynamic(),
    () => db.select({ n: countAll }).from(donations).where(plan.where),
  );
  const items = rows.map(d => ({
    id: d.id,
    Time: d.time.toISOString(),
    Donor_Name: d.donorName,
    Donor_Email: d.donorEmail,
    Amount: d.amount,
  }));
  return { plan, rows: items, total };
}

export async function totalFinancialAid(db: Db) {
  const [row] = await db
    .select({
      total: moneySum(financialAid.amount, sql`${financialAid.status} = ${FA_APPROVED}`),
      count: sql<number>`cast(count(*) filter (where ${financialAid.status} = ${FA_APPROVED}) as integer)`,
      pending: sql<number>`cast(count(*) filter (where ${financialAid.status} = ${FA_PENDING}) as integer)`,
    })
    .from(financialAid);
  return row;
}

/**
 * The requests (`where`: conditions on financial_aid alone) in their patients' name order, then by id, as an index walk:
 * the patients in name order (users_patient_name_idx, index-only: a request's patient is a patient, migration 0028),
 * each one's requests through financial_aid_patient_idx, so the page reads about the patients it shows. Each subquery's
 * ORDER BY keeps it from being merged into the join, so the walk stays a nested loop (merged, PostgreSQL hashed every
 * request and sorted them all: 54 ms for the first page at 1,000,000 labs, docs/PERFORMANCE.md).
 */
function byPatientName(db: Db, where: SQL | undefined, order: 'ASC' | 'DESC') {
  const direction = order === 'ASC' ? asc : desc;
  const walk = db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.role, 'patient'))
    .orderBy(direction(users.name), direction(users.id))
    .as('walk');
  const requests = db
    .select()
    .from(financialAid)
    .where(and(eq(financialAid.patientId, walk.id), where))
    .orderBy(direction(financialAid.id))
    .as('request');
  const columns = Object.keys(getTableColumns(financialAid)) as (keyof AidRow)[];
  return db
    .select({
      aid: Object.fromEntries(columns.map(c => [c, requests[c]])) as { [K in keyof AidRow]: (typeof requests)[K] },
      patient: { name: users.name, email: users.email },
    })
    .from(walk)
    .crossJoinLateral(requests)
    .innerJoin(users, eq(users.id, walk.id))
    .orderBy(direction(walk.name), direction(requests.id))
    .$dynamic();
}

/** Without a `Status` filter the list holds the approved requests only (SPEC's approvedFAs); `all` lists every one. */
export async function listFinancialAid(db: Db, query: ListQuery) {
  const statusGiven = query.Status !== undefined && query.Status !== '';
  const spec = aidSpec(statusGiven ? undefined : eq(financialAid.status, FA_APPROVED));
  const plan = planList(spec, query);
  const { rows, total } = await runList(
    plan,
    plan.sort.field === 'name' && plan.searchPattern === undefined
      ? byPatientName(db, plan.where, plan.sort.order)
      : db
          .select({ aid: financialAid, patient: { name: users.name, email: users.email } })
          .from(financialAid)
          .innerJoin(users, eq(users.id, financialAid.patientId))
          .where(plan.where)
          .orderBy(...plan.orderBy)
          .$dynamic(),
    () => {
      // Every request has its patient (patient_id: not null, a foreign key): the count joins the users only for a
      // search, which looks in their names and e-mails (5,000 user lookups fewer for the approved ones at 1M labs).
      const count = db.select({ n: countAll }).from(financialAid).$dynamic();
      return joinedWhenSearching(plan, count, users, eq(users.id, financialAid.patientId));
    },
  );
  return { spec, plan, rows: rows.map(r => aidJson(r.aid, r.patient)), total };
}

async function findAidRow(db: Pick<Db, 'select'>, id: number) {
  const [row] = await db
    .select({ aid: financialAid, patient: { id: users.id, name: users.name, email: users.email } })
    .from(financialAid)
    .innerJoin(users, eq(users.id, financialAid.patientId))
    .where(eq(financialAid.id, id));
  if (!row) throw notFound('Financial aid request not found.');
  return row;
}

export async function findFinancialAid(db: Db, id: number) {
  const row = await findAidRow(db, id);
  return aidJson(row.aid, row.patient);
}

/** Approves or rejects a pending request: the update, its audit row and the patient's notification in one transaction. */
export async function decideFinancialAid(
  db: Db,
  notifier: Notifier,
  actor: AuthUser,
  id: number,
  status: string,
  reason: string | null,
) {
  return db.transaction(async tx => {
    const current = await findAidRow(tx, id);
    if (current.aid.status !== FA_PENDING) {
      throw new ApiError(409, `This request has already been decided (${current.aid.status}).`, {
        Status: current.aid.status,
      });
    }
    const [row] = await tx
      .update(financialAid)
      .set({ status, rejectReason: reason, decidedBy: actor.email, decidedAt: new Date() })
      .where(and(eq(financialAid.id, id), eq(financialAid.status, FA_PENDING)))
      .returning();
    if (!row) throw new ApiError(409, 'This request has already been decided.');
    await audit(
      tx,
      actor,
      status === FA_APPROVED ? 'financialAid.approve' : 'financialAid.reject',
      'financialAid',
      id,
      {
        name: current.patient.name,
        changes: { Status: { from: current.aid.status, to: status } },
        ...(reason ? { reason } : {}),
      },
    );
    await notifier(tx, {
      userId: current.patient.id,
      title: status === FA_APPROVED ? 'Financial Aid Approved' : 'Financial Aid Rejected',
      body:
        status === FA_APPROVED
          ? `Your request for PKR ${row.amount} has been approved.`
          : `Your request for PKR ${row.amount} has been rejected.${reason ? ` Reason: ${reason}` : ''}`,
      type: 'Financial Aid',
      refId: id,
      key: status === FA_APPROVED ? 'aid_approved' : reason ? 'aid_rejected_reason' : 'aid_rejected',
      params: reason ? { amount: row.amount, reason } : { amount: row.amount },
    });
    return {
      detail: status === FA_APPROVED ? 'Financial aid approved.' : 'Financial aid rejected.',
      ...aidJson(row, current.patient),
    };
  });
}
