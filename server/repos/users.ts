/** Accounts: sign-in lookups, the signed-in user's object, user statistics and push devices (SPEC §7 auth, Profiles). */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';

import type { Db } from '../db/client.js';
import { devices, labs, userCounts, users } from '../db/schema.js';
import type { AuthUser } from '../lib/auth.js';
import { ApiError } from '../lib/errors.js';

export type UserRow = typeof users.$inferSelect;

/** The account of an id, if any. */
export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Replaces an account's password hash. */
export async function setPasswordHash(db: Db, id: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, id));
}

/** The account of a (lower-cased) email, if any. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

/** What sign-in and /auth/me answer: the user, and a lab user's lab. */
export async function userObject(db: Db, userId: number) {
  const [row] = await db
    .select({ user: users, lab: { id: labs.id, email: labs.email, name: labs.name } })
    .from(users)
    .leftJoin(labs, eq(labs.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new ApiError(404, 'Not found.');
  return {
    id: row.user.id,
    email: row.user.email,
    name: row.user.name,
    contact_number: row.user.contactNumber,
    role: row.user.role,
    ...(row.lab?.id ? { lab: row.lab } : {}),
  };
}

/**
 * Patients and lab users, counted from user_counts (kept by triggers: a few rows, whatever the number of users): all,
 * by verified flag, by gender, the lab accounts and those without a gender.
 */
export async function userFigures(db: Db) {
  const count = (where?: SQL) =>
    sql<number>`cast(coalesce(sum(${userCounts.n})${where ? sql` filter (where ${where})` : sql``}, 0) as integer)`;
  const [row] = await db
    .select({
      total: count(),
      unverified: count(eq(userCounts.verified, false)),
      verified: count(eq(userCounts.verified, true)),
      male: count(eq(userCounts.gender, 'male')),
      female: count(eq(userCounts.gender, 'female')),
      labs: count(eq(userCounts.role, 'lab')),
      without_gender: count(eq(userCounts.gender, '')),
    })
    .from(userCounts)
    .where(inArray(userCounts.role, ['patient', 'lab']));
  return row;
}

/** The user statistics card: [total, unverified, verified, male, female] over patients and lab users. */
export async function userTotals(db: Db): Promise<[number, number, number, number, number]> {
  const row = await userFigures(db);
  return [row.total, row.unverified, row.verified, row.male, row.female];
}

/**
 * Registers a push device for `email`. A registration id belongs to whoever registered it first, until they remove
 * it: registering it again only updates the owner's own row; 409 otherwise.
 */
export async function registerDevice(db: Db, registrationId: string, email: string, type: 'web' | 'android' | 'ios') {
  const [row] = await db
    .insert(devices)
    .values({ registrationId, userEmail: email, type })
    .onConflictDoUpdate({ target: devices.registrationId, set: { type }, setWhere: eq(devices.userEmail, email) })
    .returning();
  if (!row)
    throw new ApiError(409, 'This device is registered to another account.', {
      registration_id: 'Registered to another account',
    });
  return { id: row.id, registration_id: row.registrationId, user: row.userEmail, type: row.type };
}

/** The owner (or an administrator) removes a registration; then anyone may register that id. 404 if none was removed. */
export async function unregisterDevice(db: Db, actor: AuthUser, registrationId: string) {
  const mine = actor.role === 'admin' ? undefined : eq(devices.userEmail, actor.email);
  const rows = await db
    .delete(devices)
    .where(mine ? and(eq(devices.registrationId, registrationId), mine) : eq(devices.registrationId, registrationId))
    .returning({ id: devices.id });
  if (!rows.length) throw new ApiError(404, 'Not found.');
}
