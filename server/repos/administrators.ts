/**
 * The administrators' accounts (contracts/administrators.ts): the list with each one's live sessions and latest
 * sign-in, adding one, block / unblock, a password reset and ending their sessions. Each change and its audit row are
 * one transaction. Blocking locks the active administrators' rows first, so two administrators blocking each other at
 * once cannot leave nobody active: the second finds the first's block done and answers 409.
 */
import { and, eq, sql } from 'drizzle-orm';

import { administratorsContract } from '../../contracts/administrators.js';
import { actionApplies } from '../../contracts/defineResource.js';
import { englishOf, ruleKey } from '../../contracts/rules.js';
import { adminPasswordProblem } from '../db/admin.js';
import type { Db } from '../db/client.js';
import { sessions, users } from '../db/schema.js';
import { audit } from '../lib/audit.js';
import type { AuthUser } from '../lib/auth.js';
import { ApiError, conflict, notFound } from '../lib/errors.js';
import { countAll, filters, type ListQuery, planList, runList } from '../lib/list.js';
import { hashPassword } from '../lib/password.js';
import { listSpecOf } from '../lib/resourceRoutes.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Pick<Db, 'select'>;

const isAdmin = eq(users.role, 'admin');
// Written out with table names: drizzle leaves a single-table select's columns unqualified, which a subquery would
// read as its own table's.
const liveSessions = sql<number>`(select cast(count(*) as integer) from sessions s where s.user_id = "users"."id" and s.expires_at > now())`;
const activeAdmins = sql<number>`(select cast(count(*) as integer) from users a where a.role = 'admin' and a.is_active)`;

const columns = (actor: AuthUser) => ({
  id: users.id,
  email: users.email,
  name: users.name,
  isActive: users.isActive,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  sessions: liveSessions,
  isYou: sql<boolean>`"users"."id" = ${actor.id}`,
  lastActive: sql<boolean>`("users"."is_active" and ${activeAdmins} = 1)`,
});

type Row = {
  id: number;
  email: string;
  name: string;
  isActive: boolean;
  lastLoginAt: Date | null;
  createdAt: Date;
  sessions: number;
  isYou: boolean;
  lastActive: boolean;
};

const json = (r: Row) => ({
  id: r.id,
  email: r.email,
  name: r.name || null,
  is_active: r.isActive,
  last_login_at: r.lastLoginAt?.toISOString() ?? null,
  sessions: Number(r.sessions),
  created_at: r.createdAt.toISOString(),
  is_you: Boolean(r.isYou),
  last_active: Boolean(r.lastActive),
});

export type AdministratorJson = ReturnType<typeof json>;

export const administratorsListSpec = listSpecOf(
  administratorsContract,
  {
    id: users.id,
    email: users.email,
    name: users.name,
    is_active: users.isActive,
    last_login_at: users.lastLoginAt,
    created_at: users.createdAt,
  },
  { is_active: filters.bool(users.isActive) },
  { where: isAdmin },
);

export async function listAdministrators(db: Db, actor: AuthUser, query: ListQuery) {
  const plan = planList(administratorsListSpec, query);
  const { rows, total } = await runList(
    plan,
    db
      .select(columns(actor))
      .from(users)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .$dynamic(),
    () => db.select({ n: countAll }).from(users).where(plan.where),
  );
  return { plan, rows: rows.map(json), total };
}

/** One administrator as `actor` sees it; 404 for any other account (a lab user's id is no administrator's). */
export async function findAdministrator(db: Reader, actor: AuthUser, id: number, lock = false) {
  const query = db
    .select(columns(actor))
    .from(users)
    .where(and(eq(users.id, id), isAdmin))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('No such administrator.');
  return json(row);
}

const english = (rule: Parameters<typeof ruleKey<'administrator'>>[1]) => englishOf(ruleKey('administrator', rule));

/** 422 when the password, though of letters and digits, is easy to guess (a demo or common one, or the email's name). */
function refuseGuessable(password: string, email: string) {
  if (adminPasswordProblem(password, email))
    throw new ApiError(422, english('passwordGuessable'), { password: english('passwordGuessable') });
}

export async function createAdministrator(
  db: Db,
  actor: AuthUser,
  input: { email: string; name: string; password: string },
) {
  refuseGuessable(input.password, input.email);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async tx => {
    const [row] = await tx
      .insert(users)
      .values({ email: input.email, name: input.name, passwordHash, role: 'admin', verified: true, isActive: true })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!row) throw conflict(english('emailTaken'), { email: english('emailTaken') });
    await audit(tx, actor, 'administrator.create', 'user', input.email, { name: input.name || input.email });
    return findAdministrator(tx, actor, row.id);
  });
}

/** 409 with the reason an action does not apply to this administrator (the contract's `when`, field by field). */
function refusal(action: 'block' | 'unblock' | 'resetPassword' | 'endSessions', admin: AdministratorJson) {
  if (admin.is_you)
    return conflict(
      english(action === 'block' ? 'selfBlock' : action === 'resetPassword' ? 'selfPassword' : 'selfSessions'),
      { id: english('yourOwn') },
    );
  if (action === 'unblock') return conflict(english('alreadyActive'), { is_active: english('isActive') });
  if (!admin.is_active) return conflict(english('alreadyBlocked'), { is_active: english('isBlocked') });
  return conflict(english('lastActive'), { is_active: english('isLast') });
}

const endSessionsOf = async (tx: Tx, userId: number) =>
  (await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id })).length;

/** Block (`active` false: their sessions end) or unblock an administrator. */
export const setAdministratorActive = (db: Db, actor: AuthUser, id: number, active: boolean) =>
  db.transaction(async tx => {
    const action = active ? 'unblock' : 'block';
    // The active administrators' rows, locked: `last_active` is read after any block running at the same time.
    await tx
      .select({ id: users.id })
      .from(users)
      .where(and(isAdmin, eq(users.isActive, true)))
      .for('update');
    const admin = await findAdministrator(tx, actor, id, true);
    if (!actionApplies(administratorsContract.actions[action], admin)) throw refusal(action, admin);
    await tx.update(users).set({ isActive: active }).where(eq(users.id, id));
    const ended = active ? 0 : await endSessionsOf(tx, id);
    const details = active ? {} : { ended_sessions: ended };
    if (active) await audit(tx, actor, 'administrator.unblock', 'user', admin.email, details);
    else await audit(tx, actor, 'administrator.block', 'user', admin.email, details);
    return findAdministrator(tx, actor, id);
  });

export async function resetAdministratorPassword(db: Db, actor: AuthUser, id: number, password: string) {
  const before = await findAdministrator(db, actor, id);
  if (!actionApplies(administratorsContract.actions.resetPassword, before)) throw refusal('resetPassword', before);
  refuseGuessable(password, before.email);
  const passwordHash = await hashPassword(password);
  return db.transaction(async tx => {
    const admin = await findAdministrator(tx, actor, id, true);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, id));
    const ended = await endSessionsOf(tx, id);
    await audit(tx, actor, 'administrator.password_reset', 'user', admin.email, { ended_sessions: ended });
    return { ...(await findAdministrator(tx, actor, id)), ended_sessions: ended };
  });
}

export const endAdministratorSessions = (db: Db, actor: AuthUser, id: number) =>
  db.transaction(async tx => {
    const admin = await findAdministrator(tx, actor, id, true);
    if (!actionApplies(administratorsContract.actions.endSessions, admin)) throw refusal('endSessions', admin);
    const ended = await endSessionsOf(tx, id);
    await audit(tx, actor, 'administrator.sessions_end', 'user', admin.email, { ended });
    return { ...(await findAdministrator(tx, actor, id)), ended_sessions: ended };
  });
