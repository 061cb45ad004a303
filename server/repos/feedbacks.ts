/** Complaints and lab reviews: their queries, the response and reply writes, and the API shapes (contracts/feedbacks.ts). */
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Db } from '../db/client.js';
import { complaints, complaintSearch, labs, reviews, users } from '../db/schema.js';
import { audit } from '../lib/audit.js';
import type { AuthUser } from '../lib/auth.js';
import { changedMeanwhile, conflict, forbidden, notFound } from '../lib/errors.js';
import {
  countAll,
  countMatching,
  filters,
  type ListPlan,
  type ListQuery,
  type ListSpec,
  matchingRow,
  planList,
  runList,
} from '../lib/list.js';
import type { Notifier } from '../lib/notify.js';

const patient = alias(users, 'patient');

export const complaintSpec: ListSpec = {
  resource: 'complaints',
  sortable: {
    id: complaints.id,
    Type: complaints.type,
    Status: complaints.status,
    created_at: complaints.createdAt,
    lab_name: complaintSearch.labName,
  },
  defaultSort: { field: 'created_at', order: 'DESC' },
  search: [complaints.type, complaints.status, complaints.description, labs.name, patient.name, patient.email],
  filters: {
    id: filters.ids(complaints.id),
    Status: filters.text(complaints.status),
    Type: filters.text(complaints.type),
    Lab_Id: filters.ids(complaints.labId),
    created_at_gte: filters.atOrAfter(complaints.createdAt),
    created_at_lte: filters.atOrBefore(complaints.createdAt),
  },
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

export async function totalComplaints(db: Db) {
  const [row] = await db
    .select({
      total: countAll,
      resolved: sql<number>`cast(count(*) filter (where ${complaints.status} = 'Resolved') as integer)`,
    })
    .from(complaints);
  return { total: row.total, resolved: row.resolved, pending: row.total - row.resolved };
}

/** What joins the six texts of a complaint's search text (migration 0035): a search text holding it is not looked up there. */
const SEARCH_TEXT_JOINER = '\u001f';

/**
 * A text of ASCII letters and digits but `q` is its own grams, and grams hold it only where the text does (none of its
 * characters stands for another): the grams' test is then the search, one LIKE per candidate, and PostgreSQL estimates
 * the matches by it alone (not by the product of two tests' estimates: 3 % for `lahore`, whose matches are 17 %).
 */
const GRAMS_EXACT = /^[a-pr-z0-9]+$/i;

/**
 * A complaints search: the complaints whose search text (complaint_search, migration 0035: type, status, description,
 * the lab's name, the patient's name and email, lower-cased) holds the text, with the plan's other conditions on the
 * complaints' own rows, for the page and for its count, both of which join each complaint to its complaint_search row.
 * The candidates are one lookup of the grams' trigram index (the text with every character but letters and digits
 * replaced by `q`, as grams are: every match's grams hold it); `text LIKE lower('%q%')` then decides, which is what
 * ILIKE on each column computes (lower() of both sides in a UTF-8 database). A text holding the joiner is tested on the
 * six columns themselves (the complaints joined to their labs and patients).
 */
const complaintSearchWhere = (plan: ListPlan) =>
  plan.searchPattern === undefined || plan.searchText?.includes(SEARCH_TEXT_JOINER)
    ? undefined
    : and(
        plan.whereBesidesSearch,
        sql`${complaintSearch.grams} like '%' || regexp_replace(lower(${plan.searchText}), '[^[:alnum:]]', 'q', 'g') || '%'`,
        GRAMS_EXACT.test(plan.searchText ?? '')
          ? undefined
          : sql`${complaintSearch.text} like lower(${plan.searchPattern})`,
      );

/**
 * The complaints list. Each complaint's lab name (shown and sorted by) is its complaint_search row's copy (migration
 * 0036, kept by triggers), so neither a page sorted by lab name nor a search's matches read the labs; the labs are
 * joined only for a search that tests the six columns themselves (PostgreSQL drops the unused left join otherwise).
 */
export async function listComplaints(db: Db, query: ListQuery) {
  const plan = planList(complaintSpec, query);
  const searched = complaintSearchWhere(plan);
  const { rows, total } = await runList(
    plan,
    db
      .select({
        complaint: complaints,
        labName: complaintSearch.labName,
        patient: { name: patient.name, email: patient.email },
      })
      .from(complaints)
      .innerJoin(complaintSearch, eq(complaintSearch.id, complaints.id))
      .leftJoin(labs, eq(labs.id, complaints.labId))
      .leftJoin(patient, eq(patient.id, complaints.patientId))
      .where(searched ?? plan.where)
      .orderBy(...plan.orderBy)
      .$dynamic(),
    countMatching(db, () =>
      searched
        ? plan.whereBesidesSearch
          ? db
              .select(matchingRow)
              .from(complaints)
              .innerJoin(complaintSearch, eq(complaintSearch.id, complaints.id))
              .where(searched)
              .$dynamic()
          : // Every complaint has one complaint_search row and every row a complaint (its foreign key): a search
            // alone counts that table's matches.
            db.select(matchingRow).from(complaintSearch).where(searched).$dynamic()
        : plan.searchPattern === undefined
          ? db.select(matchingRow).from(complaints).where(plan.where).$dynamic()
          : db
              .select(matchingRow)
              .from(complaints)
              .leftJoin(labs, eq(labs.id, complaints.labId))
              .leftJoin(patient, eq(patient.id, complaints.patientId))
              .where(plan.where)
              .$dynamic(),
    ),
    db,
  );
  return {
    plan,
    rows: rows.map(r => complaintJson(r.complaint, r.labName, r.patient?.email ? r.patient : null)),
    total,
  };
}

/** The administrator's response: the complaint's new status, its audit row and the patient's notification. */
export async function respondToComplaint(
  db: Db,
  notifier: Notifier,
  actor: AuthUser,
  id: number,
  { Response, Status }: { Response: string; Status: string },
) {
  return db.transaction(async tx => {
    const [current] = await tx.select().from(complaints).where(eq(complaints.id, id));
    if (!current) throw notFound('Complaint not found.');
    if (current.status === Status && current.response === Response)
      throw conflict('This response is already saved.', { Response: 'Unchanged' });
    // The update decides, not the read: a response another request saved meanwhile makes this one a 409.
    const [row] = await tx
      .update(complaints)
      .set({ response: Response, status: Status, resolvedAt: Status === 'Resolved' ? new Date() : null })
      .where(
        and(
          eq(complaints.id, current.id),
          eq(complaints.status, current.status),
          sql`${complaints.response} is not distinct from ${current.response}`,
        ),
      )
      .returning();
    if (!row) throw changedMeanwhile();
    await audit(tx, actor, 'complaint.respond', 'complaint', current.id, {
      name: current.type,
      changes: { Status: { from: current.status, to: Status } },
    });
    if (current.patientId) {
      await notifier(tx, {
        userId: current.patientId,
        title: 'Complaint Update',
        body: `Your complaint #${current.id} is now ${Status}.`,
        type: 'Complaint',
        refId: current.id,
        key: 'complaint_update',
        params: { id: current.id, status: Status },
      });
    }
    const [lab] = row.labId ? await tx.select({ name: labs.name }).from(labs).where(eq(labs.id, row.labId)) : [];
    const [p] = row.patientId
      ? await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, row.patientId))
      : [];
    return { detail: 'Complaint updated.', ...complaintJson(row, lab?.name ?? null, p ?? null) };
  });
}

/** A lab's reviews, newest first. */
export async function listReviews(db: Db, labId: number) {
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.labId, labId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map(reviewJson);
}

/** A reply to a review: the administrator answers any, a lab user its own lab's. */
export async function replyToReview(db: Db, actor: AuthUser, id: number, reply: string) {
  return db.transaction(async tx => {
    const [current] = await tx.select().from(reviews).where(eq(reviews.id, id));
    if (!current) throw notFound('Review not found.');
    if (actor.role !== 'admin' && actor.labId !== current.labId) throw forbidden();
    const [row] = await tx
      .update(reviews)
      .set({ reply, repliedAt: new Date() })
      .where(eq(reviews.id, current.id))
      .returning();
    await audit(tx, actor, 'review.reply', 'review', current.id, { name: current.name, lab_id: current.labId });
    return { detail: 'Reply saved.', ...reviewJson(row) };
  });
}
