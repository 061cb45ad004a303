/** Lab queries and the lab's API shape (SPEC §3 Lab). */
import { and, type AnyColumn, asc, desc, eq, like, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';

import { actionApplies } from '../../contracts/defineResource.js';
import { labsContract } from '../../contracts/labs.js';
import type { Db } from '../db/client.js';
import { auditLog, labCounts, labs, labSearch, notifications, sessions, users } from '../db/schema.js';
import { whenCondition } from '../lib/applies.js';
import { audit, changesOf } from '../lib/audit.js';
import { type AuthUser, type SessionCheck, sessionLive } from '../lib/auth.js';
import { conflict, forbidden, notFound } from '../lib/errors.js';
import {
  countMatching,
  countScanning,
  filters,
  type ListPlan,
  type ListQuery,
  type ListSpec,
  matchingRow,
  planList,
  runList,
} from '../lib/list.js';
import type { Notifier } from '../lib/notify.js';
import { candidateOrder, candidates, candidateText, fence, wordsFor, wordStates } from './labWords.js';

export type LabRow = typeof labs.$inferSelect;

export function labJson(lab: LabRow, owner?: { name: string } | null) {
  return {
    id: lab.id,
    email: lab.email,
    name: lab.name,
    labname: lab.labname,
    Logo: lab.logo,
    address: lab.address,
    city: lab.city,
    landline_number: lab.landlineNumber,
    contact_number: lab.contactNumber,
    health_department_id: lab.healthDepartmentId,
    latitude: lab.latitude,
    longitude: lab.longitude,
    is_active: lab.isActive,
    verified: lab.verified,
    created_at: lab.createdAt.toISOString(),
    userData: { email: lab.email, name: owner?.name ?? null },
  };
}

export const labStates = {
  all: undefined,
  pending: and(eq(labs.verified, false), eq(labs.isActive, true)),
  verified: and(eq(labs.verified, true), eq(labs.isActive, true)),
  blocked: eq(labs.isActive, false),
} satisfies Record<string, SQL | undefined>;

/** A state's name by its condition (`labStates`). */
const stateOf = new Map(Object.entries(labStates).map(([state, condition]) => [condition, state]));

/**
 * Each state's exact total from the row-count table (migration 0006), as a scalar subquery in the page's statement:
 * the same rows of lab_counts as the state's condition selects of labs.
 */
const totalOf = (where?: SQL) =>
  sql<string>`(select coalesce(sum(${labCounts.n}), 0) from ${labCounts}${where ? sql` where ${where}` : sql``})`;
const stateTotals = new Map<SQL | undefined, SQL<string>>([
  [labStates.all, totalOf()],
  [labStates.pending, totalOf(and(eq(labCounts.verified, false), eq(labCounts.isActive, true)))],
  [labStates.verified, totalOf(and(eq(labCounts.verified, true), eq(labCounts.isActive, true)))],
  [labStates.blocked, totalOf(eq(labCounts.isActive, false))],
]);

function labListSpec(where: SQL | undefined): ListSpec {
  return {
    resource: 'labs',
    sortable: {
      id: labs.id,
      name: labs.name,
      email: labs.email,
      city: labs.city,
      created_at: labs.createdAt,
      contact_number: labs.contactNumber,
      verified: labs.verified,
      is_active: labs.isActive,
    },
    defaultSort: { field: 'name', order: 'ASC' },
    // Name, email, city, address and contact number: lab_search's one lower-cased string per lab (labSearchText, kept
    // by triggers), trigram-indexed (lab_search_trgm_idx); the labs themselves carry no trigram index of that text.
    searchLowered: pattern =>
      sql`${labs.id} in (select ${labSearch.id} from ${labSearch} where ${like(labSearch.text, pattern)})`,
    filters: {
      id: filters.ids(labs.id),
      email: filters.textCaseless(labs.email),
      city: filters.textCaseless(labs.city),
      verified: filters.bool(labs.verified),
      is_active: filters.bool(labs.isActive),
      created_at_gte: filters.atOrAfter(labs.createdAt),
      created_at_lte: filters.atOrBefore(labs.createdAt),
    },
    where,
  };
}

/**
 * A search sorted by name (the lab lists' default), in any state or filter: the page walks the candidates of the text's
 * words in name order (labWords.ts) when few words stand for it; otherwise it walks lab_search in name order
 * through lab_search_name_text_idx, which holds each lab's text, so the walk tests the text in the index alone (an
 * index-only scan) and reads only the labs whose text matches (their state and filters), then the page's owners. The
 * plain plan walks the labs by name and, for each lab passed, reads its lab_search row (a heap page each: 12,000 labs
 * for the verified labs of "chenab" at 100,000 labs, docs/PERFORMANCE.md). Same rows, same order: lab_search's name
 * and text are the lab's own (migration 0007's triggers). Other sorts use the plain plan.
 */
function searchByName(plan: ListPlan) {
  if (plan.searchPattern === undefined || plan.sort.field !== 'name') return undefined;
  return { pattern: plan.searchPattern, direction: plan.sort.order === 'DESC' ? desc : asc };
}

/**
 * The page of a whole lab list (a state, neither searched nor filtered) with its state's total, as a named prepared
 * statement per state and sort: PostgreSQL parses and plans it once per connection, then each page is a Bind and an
 * Execute of its limit and offset (the lists' most frequent call: every visit and every page turn). PostgreSQL also
 * writes the page's JSON (the `labJson` shape: same names, ISO times in UTC to the millisecond, nulls) and sends it as
 * one text value, so Node neither decodes, maps nor serializes the rows. The statement answers one row even past the
 * end (an empty page): the JSON, the number of labs in it, the state's total and, with a pending session (lib/auth.ts
 * SessionCheck), whether that session is live: one round trip, whatever the page.
 */
type PreparedPage = ReturnType<typeof preparePage>;
const preparedPages = new WeakMap<Db, Map<string, PreparedPage>>();
function preparePage(
  db: Db,
  name: string,
  where: SQL | undefined,
  plan: ListPlan,
  sortColumn: AnyColumn | SQL,
  total: SQL<string>,
  checked: boolean,
) {
  const page = db
    .select({
      id: labs.id,
      email: labs.email,
      name: labs.name,
      labname: labs.labname,
      logo: labs.logo,
      address: labs.address,
      city: labs.city,
      landlineNumber: labs.landlineNumber,
      contactNumber: labs.contactNumber,
      healthDepartmentId: labs.healthDepartmentId,
      latitude: labs.latitude,
      longitude: labs.longitude,
      isActive: labs.isActive,
      verified: labs.verified,
      createdAt: labs.createdAt,
      ownerName: sql<string | null>`${users.name}`.as('owner_name'),
      sortKey: sql`${sortColumn}`.as('sort_key'),
    })
    .from(labs)
    .leftJoin(users, eq(users.id, labs.userId))
    .where(where)
    .orderBy(...plan.orderBy)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  // created_at as toISOString writes it; the format's colons written \x3a, so the statement has no `:name` that pgbench
  // would take for a variable (bench/pgbench/labPageJson.sql runs this very statement).
  // The rows in the page's own order (sort key, then id): json_agg's order is its own ORDER BY, not the subquery's.
  const direction = sql.raw(plan.sort.order === 'DESC' ? 'desc' : 'asc');
  const lab = sql`json_build_object('id', ${page.id}, 'email', ${page.email}, 'name', ${page.name}, 'labname', ${page.labname}, 'Logo', ${page.logo}, 'address', ${page.address}, 'city', ${page.city}, 'landline_number', ${page.landlineNumber}, 'contact_number', ${page.contactNumber}, 'health_department_id', ${page.healthDepartmentId}, 'latitude', ${page.latitude}, 'longitude', ${page.longitude}, 'is_active', ${page.isActive}, 'verified', ${page.verified}, 'created_at', to_char(${page.createdAt} at time zone 'UTC', E'YYYY-MM-DD"T"HH24\\x3aMI\\x3aSS.MS"Z"'), 'userData', json_build_object('email', ${page.email}, 'name', ${page.ownerName}))`;
  return db
    .select({
      json: sql<string>`coalesce(json_agg(${lab} order by ${page.sortKey} ${direction}, ${page.id} ${direction}), '[]')::text`,
      count: sql<number>`cast(count(*) as integer)`,
      total,
      session: checked ? sessionLive(db) : sql<boolean>`true`,
    })
    .from(page)
    .prepare(name);
}

/** A whole list's page as JSON text (wholeListPage): the text, how many labs it holds, and the state's total. */
interface JsonPage {
  json: string;
  count: number;
  total: number;
}

async function wholeListPage(
  db: Db,
  spec: ListSpec,
  plan: ListPlan,
  total: SQL<string>,
  session: SessionCheck | undefined,
) {
  const state = stateOf.get(spec.where);
  if (!state || plan.limit === undefined) return undefined;
  const name = `labs_page_${state}_${plan.sort.field}_${plan.sort.order.toLowerCase()}${session ? '_session' : ''}`;
  let byName = preparedPages.get(db);
  if (!byName) preparedPages.set(db, (byName = new Map<string, PreparedPage>()));
  let prepared = byName.get(name);
  if (!prepared)
    byName.set(
      name,
      (prepared = preparePage(db, name, spec.where, plan, spec.sortable[plan.sort.field], total, Boolean(session))),
    );
  const [row] = await prepared.execute({ limit: plan.limit, offset: plan.offset, ...session });
  const page: JsonPage = { json: row.json, count: row.count, total: Number(row.total) };
  return { page, sessionChecked: Boolean(session) && row.session === true };
}

/**
 * A lab list's page: `page`, its JSON text, for a whole list (wholeListPage), else `items` and `total`. `session`: a
 * session to check in the page's own statement (lib/auth.ts); `sessionChecked` says it was, and is live (else the
 * caller leaves it to the separate lookup).
 */
/** Each lab list's spec (a state's `where`), made once. */
const labListSpecs = new Map<SQL | undefined, ListSpec>();

export async function listLabs(db: Db, where: SQL | undefined, query: ListQuery, session?: SessionCheck) {
  let spec = labListSpecs.get(where);
  if (!spec) labListSpecs.set(where, (spec = labListSpec(where)));
  const plan = planList(spec, query);
  // Neither searched nor filtered: the state's total comes with the page (lab_counts), no COUNT(*) over the labs.
  const stateTotal = plan.paged && !plan.narrowed ? stateTotals.get(where) : undefined;
  const whole = stateTotal ? await wholeListPage(db, spec, plan, stateTotal, session) : undefined;
  if (whole) return { spec, plan, ...whole };
  const select = () =>
    db
      .select({ lab: labs, owner: { name: users.name } })
      .from(labs)
      .leftJoin(users, eq(users.id, labs.userId));
  const byName = searchByName(plan);
  // The search's words (labWords.ts): the candidates of the page sorted by name and of the count, when few words hold
  // the text's longest run.
  // When the fewest labs holding one of its runs are many, the labs holding both of its two fewest runs' words.
  const found =
    plan.searchText !== undefined
      ? await wordsFor(db, plan.searchText.toLowerCase(), false, { intersect: true })
      : undefined;
  const state = stateOf.get(spec.where);
  const byWords = found && state !== undefined ? { ...found, state: wordStates[state] } : undefined;
  /** The candidates joined to what they are tested on: lab_search's text unless the text is one run or intersected. */
  const candidateRows = <T extends PgSelect>(rows: T) =>
    byWords && !byWords.whole && !byWords.also ? rows.innerJoin(labSearch, sql`${labSearch.id} = c.lab_id`) : rows;
  const textTest =
    byWords && !byWords.whole
      ? like(byWords.also ? candidateText() : fence(byWords, labSearch.text), plan.searchPattern ?? '')
      : undefined;
  const candidatesOf = (order?: 'ASC' | 'DESC') =>
    byWords ? candidates(byWords.words, { state: byWords.state, order, also: byWords.also }) : sql``;
  const { rows, total } = await runList(
    plan,
    byName && byWords
      ? candidateRows(
          db
            .select({ lab: labs, owner: { name: users.name } })
            .from(candidatesOf(plan.sort.order))
            .innerJoin(labs, sql`${labs.id} = c.lab_id`)
            .leftJoin(users, eq(users.id, labs.userId))
            .$dynamic(),
        )
          .where(and(textTest, plan.whereBesidesSearch))
          .orderBy(...candidateOrder(plan.sort.order))
      : byName
        ? db
            .select({ lab: labs, owner: { name: users.name } })
            .from(labSearch)
            .innerJoin(labs, eq(labs.id, labSearch.id))
            .leftJoin(users, eq(users.id, labs.userId))
            .where(and(like(labSearch.text, byName.pattern), plan.whereBesidesSearch))
            .orderBy(byName.direction(labSearch.name), byName.direction(labSearch.id))
            .$dynamic()
        : select()
            .where(plan.where)
            .orderBy(...plan.orderBy)
            .$dynamic(),
    withScanning(
      countMatching(db, () => {
        // The search's candidates, tested in lab_words' index for the list's state; joined to the labs only for a filter.
        if (byWords) {
          const counted = candidateRows(db.select(matchingRow).from(candidatesOf()).$dynamic());
          if (!plan.filtered) return counted.where(textTest);
          return counted.innerJoin(labs, sql`${labs.id} = c.lab_id`).where(and(textTest, plan.whereBesidesSearch));
        }
        // A search counts the narrow lab_search rows (the same text, trigger-kept, trigram-indexed).
        if (plan.searchPattern === undefined) return db.select(matchingRow).from(labs).where(plan.where).$dynamic();
        return labsWhenNarrowed(plan, db.select(matchingRow).from(labSearch).$dynamic()).where(
          searchedText(plan, plan.searchPattern),
        );
      }),
      // A text no word stands for ('2, m': no run of 3 letters or digits, no join) has no index to find its labs: its
      // count reads a bounded number of lab texts (runList's scan-bounded total).
      byWords || plan.searchPattern === undefined ? undefined : wordlessCount(db, plan, plan.searchPattern),
    ),
    db,
  );
  return { spec, plan, items: rows.map(r => labJson(r.lab, r.owner)), total, page: undefined, sessionChecked: false };
}

/** A count with its scan-bounded form, when there is one. */
const withScanning = <C extends object>(count: C, scanning: ReturnType<typeof countScanning> | undefined) =>
  scanning ? Object.assign(count, { scanning }) : count;

/**
 * The scan-bounded count of a search no word stands for: each lab text read tells whether it matches the search (and
 * the list's state and filters, through the labs when there are any); every lab has one text. The texts are read in
 * id order, so the same search counts the same labs on every page.
 */
function wordlessCount(db: Db, plan: ListPlan, pattern: string) {
  const matches = searchedText(plan, pattern);
  return countScanning(
    db,
    () =>
      labsWhenNarrowed(
        plan,
        db
          .select({ m: sql<boolean>`${matches}`.as('m') })
          .from(labSearch)
          .$dynamic(),
      ).orderBy(labSearch.id),
    stateTotals.get(labStates.all)!,
  );
}

/** A lab text matching the search, and the list's state and filters. */
const searchedText = (plan: ListPlan, pattern: string) => and(like(labSearch.text, pattern), plan.whereBesidesSearch);

/** Rows read from lab_search, joined to the labs only when a state or a filter also applies. */
const labsWhenNarrowed = <T extends PgSelect>(plan: ListPlan, rows: T): T =>
  (plan.whereBesidesSearch ? rows.innerJoin(labs, eq(labs.id, labSearch.id)) : rows) as T;

/** A lab by numeric id or by email. */
export async function findLab(db: Pick<Db, 'select'>, key: string): Promise<LabRow> {
  const where = /^\d+$/.test(key) ? eq(labs.id, Number(key)) : eq(labs.email, key.toLowerCase());
  if (/^\d+$/.test(key) && Number(key) > 2 ** 31 - 1) throw notFound('Lab not found.');
  const [lab] = await db.select().from(labs).where(where).limit(1);
  if (!lab) throw notFound('Lab not found.');
  return lab;
}

async function labHistory(db: Db, lab: LabRow) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'lab'), sql`${auditLog.entityId} in (${lab.email}, ${String(lab.id)})`))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(100);
  return rows.map(r => ({
    id: r.id,
    action: r.action,
    actor_email: r.actorEmail,
    at: r.at.toISOString(),
    details: r.details,
  }));
}

/** Verify (SPEC §4): the lab and its user become verified; audit row and the lab user's notification in the same transaction. */
/**
 * An action that would change nothing (blocking a blocked lab, unblocking an active one, verifying a verified one) is a
 * 409 that writes nothing: no history entry, no notification (bulk actions count it as skipped).
 */
const alreadyInState = (field: 'is_active' | 'verified', detail: string) =>
  conflict(detail, { [field]: detail.replace(/\.$/, '') });

/** The administrators' "New Lab Registration" notifications about a lab are read once the lab is verified or rejected. */
const markRegistrationRead = (tx: Pick<Db, 'update'>, email: string) =>
  tx
    .update(notifications)
    .set({ read: true })
    .where(
      and(
        sql`${notifications.userId} is null`,
        eq(notifications.type, 'Lab Verification'),
        eq(notifications.refId, email),
        eq(notifications.read, false),
      ),
    );

export const verifyLab = (db: Db, notifier: Notifier, actor: AuthUser, email: string) =>
  db.transaction(async tx => {
    const lab = await findLab(tx, email);
    const refusal = () =>
      lab.verified
        ? alreadyInState('verified', 'Lab is already verified.')
        : alreadyInState('is_active', 'A blocked lab cannot be verified: unblock it first.');
    if (!actionApplies(labsContract.actions.verify, labJson(lab))) throw refusal();
    // The update decides, not the read: of two verifications at once (two processes), the second finds it done.
    const [updated] = await tx
      .update(labs)
      .set({ verified: true })
      .where(and(eq(labs.id, lab.id), whenCondition(labs, labsContract.actions.verify)))
      .returning();
    if (!updated) throw refusal();
    await tx.update(users).set({ verified: true }).where(eq(users.id, lab.userId));
    await markRegistrationRead(tx, lab.email);
    await audit(tx, actor, 'lab.verify', 'lab', lab.email, { name: lab.name });
    await notifier(tx, {
      userId: lab.userId,
      title: 'Lab Verified',
      body: `${lab.name} has been verified and is now listed on LabHub.`,
      type: 'Lab Status',
      refId: lab.email,
      key: 'lab_verified',
      params: { lab: lab.name },
    });
    return labJson(updated);
  });

/** Block (`active` false) or unblock: the lab and its user's account; audit row and notification. */
export const setLabActive = (db: Db, notifier: Notifier, actor: AuthUser, email: string, active: boolean) =>
  db.transaction(async tx => {
    const lab = await findLab(tx, email);
    const action = labsContract.actions[active ? 'unblock' : 'block'];
    const refusal = () =>
      lab.isActive === active
        ? alreadyInState('is_active', active ? 'Lab is already active.' : 'Lab is already blocked.')
        : alreadyInState('verified', 'Only a verified lab can be blocked: verify or reject it first.');
    if (!actionApplies(action, labJson(lab))) throw refusal();
    // The update decides, not the read (the contract's `when`): of two at once, the second finds it done.
    const [updated] = await tx
      .update(labs)
      .set({ isActive: active })
      .where(and(eq(labs.id, lab.id), whenCondition(labs, action)))
      .returning();
    if (!updated) throw refusal();
    await tx.update(users).set({ isActive: active }).where(eq(users.id, lab.userId));
    // A block signs the lab out everywhere: unblocking later does not bring its old sessions back.
    if (!active) await tx.delete(sessions).where(eq(sessions.userId, lab.userId));
    await audit(tx, actor, active ? 'lab.unblock' : 'lab.block', 'lab', lab.email, { name: lab.name });
    await notifier(tx, {
      userId: lab.userId,
      title: active ? 'Lab Unblocked' : 'Lab Blocked',
      body: active ? `${lab.name} can take bookings again.` : `${lab.name} has been blocked by the administrators.`,
      type: 'Lab Status',
      refId: lab.email,
      key: active ? 'lab_unblocked' : 'lab_blocked',
      params: { lab: lab.name },
    });
    return labJson(updated);
  });

/** Delete, or reject a pending lab (SPEC §4): the lab's user owns the lab, so deleting the user removes the lab and its records. */
export const deleteLab = (db: Db, actor: AuthUser, email: string) =>
  db.transaction(async tx => {
    const lab = await findLab(tx, email);
    await audit(tx, actor, lab.verified ? 'lab.delete' : 'lab.reject', 'lab', lab.email, {
      name: lab.name,
      verified: lab.verified,
    });
    await markRegistrationRead(tx, lab.email);
    await tx.delete(users).where(eq(users.id, lab.userId));
    return { email: lab.email, id: lab.id };
  });

/** Administrators reach every lab; a lab user only its own (SPEC access `own`): 403 otherwise. */
export function assertLabAccess(actor: AuthUser, lab: LabRow) {
  if (actor.role === 'admin') return;
  if (actor.role === 'lab' && actor.labId === lab.id) return;
  throw forbidden();
}

/** A lab by id or email that `actor` may reach (404, then 403). */
export async function findLabFor(db: Pick<Db, 'select'>, actor: AuthUser, key: string): Promise<LabRow> {
  const lab = await findLab(db, key);
  assertLabAccess(actor, lab);
  return lab;
}

/** The totals card: [verified, unverified]. */
export async function labTotals(db: Db): Promise<[number, number]> {
  // From lab_counts (kept by triggers on labs): a few rows whatever the number of labs.
  const [row] = await db
    .select({
      verified: sql<number>`cast(coalesce(sum(${labCounts.n}) filter (where ${labCounts.verified}), 0) as integer)`,
      unverified: sql<number>`cast(coalesce(sum(${labCounts.n}) filter (where not ${labCounts.verified}), 0) as integer)`,
    })
    .from(labCounts);
  return [row.verified, row.unverified];
}

/** The lab detail: the record with its user's name, and its audit history for administrators (empty for the lab user). */
export async function labDetail(db: Db, actor: AuthUser, key: string) {
  const lab = await findLabFor(db, actor, key);
  const [owner] = await db.select({ name: users.name }).from(users).where(eq(users.id, lab.userId));
  return { ...labJson(lab, owner), history: actor.role === 'admin' ? await labHistory(db, lab) : [] };
}

export type LabUpdate = {
  name: string;
  address: string;
  contact_number: string;
  landline_number: string;
  health_department_id?: string | null;
};

/** The lab's own fields (SPEC §5); a left-out health department id keeps the stored one, null or empty clears it. */
export const updateLab = (db: Db, actor: AuthUser, key: string, b: LabUpdate) =>
  db.transaction(async tx => {
    const lab = await findLabFor(tx, actor, key);
    const [updated] = await tx
      .update(labs)
      .set({
        name: b.name,
        address: b.address,
        contactNumber: b.contact_number,
        landlineNumber: b.landline_number,
        healthDepartmentId:
          b.health_department_id === undefined ? lab.healthDepartmentId : b.health_department_id || null,
      })
      .where(eq(labs.id, lab.id))
      .returning();
    // The lab's name is its user's name ("Username", SPEC §5): sign-in and the top bar show the new one.
    if (b.name !== lab.name) await tx.update(users).set({ name: b.name }).where(eq(users.id, lab.userId));
    await audit(tx, actor, 'lab.update', 'lab', lab.email, {
      name: updated.name,
      changes: changesOf(labJson(lab), labJson(updated), [
        'name',
        'address',
        'contact_number',
        'landline_number',
        'health_department_id',
      ]),
    });
    return labJson(updated);
  });
