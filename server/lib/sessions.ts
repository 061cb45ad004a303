/**
 * Sessions: a sign-in creates a row in `sessions`; the refresh token `<session id>.<secret>` is given once and only
 * the SHA-256 of its secret is kept. Access tokens (JWT, 15 minutes) name their session and user; each request checks
 * that the session still exists (cached with the signed-in users until the next write), so ending a session ends its
 * access tokens at once, in every API process.
 *
 * Each refresh rotates the secret. The secret it replaced stays valid for ROTATION_GRACE_MS (tabs of one browser that
 * refresh at the same moment share the newest token through their storage); presented after that, it is a reuse — a
 * copy of the token is in someone else's hands — and the session ends.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

import { and, desc, eq, lt, ne, sql } from 'drizzle-orm';

import type { Db } from '../db/client.js';
import { sessions, users } from '../db/schema.js';

/** Access tokens live 15 minutes; the app refreshes them with the refresh token. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** A session unused for 7 days ends; none lasts more than 30 days (sign in again). */
const SESSION_IDLE_MS = 7 * 24 * 3600_000;
const SESSION_MAX_MS = 30 * 24 * 3600_000;
/** How often each API process removes expired sessions. */
export const SESSION_PURGE_MS = 3600_000;
/** How long the secret a refresh replaced is still accepted (without rotating again). */
export const ROTATION_GRACE_MS = 60_000;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');
const newSecret = () => randomBytes(32).toString('base64url');

/** Where a session is opened from, as its owner will see it in their sessions. */
export interface SessionOrigin {
  userAgent?: string;
  ip?: string;
}

export async function createSession(
  db: Db,
  userId: number,
  now = new Date(),
  origin: SessionOrigin = {},
): Promise<{ id: string; refreshToken: string }> {
  const id = randomBytes(18).toString('base64url');
  const secret = newSecret();
  // Expired sessions of this user go at each sign-in (they are refused anyway).
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
  await db.insert(sessions).values({
    id,
    userId,
    refreshHash: hashOf(secret),
    userAgent: origin.userAgent?.slice(0, 300) ?? null,
    ip: origin.ip?.slice(0, 64) ?? null,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
  });
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
  return { id, refreshToken: `${id}.${secret}` };
}

type SessionRow = typeof sessions.$inferSelect;

const sameHash = (kept: string | null, given: Buffer) => {
  if (!kept) return false;
  const buffer = Buffer.from(kept, 'hex');
  return buffer.length === given.length && timingSafeEqual(buffer, given);
};

/** The live session a refresh token names, and whether it gave the current secret or the one before it. */
async function findByRefreshToken(
  db: Db,
  token: string,
  now: Date,
): Promise<{ row: SessionRow; secret: 'current' | 'previous' } | null> {
  const dot = token.indexOf('.');
  if (dot <= 0 || token.length > 200) return null;
  const id = token.slice(0, dot);
  const given = Buffer.from(hashOf(token.slice(dot + 1)), 'hex');
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
  if (!row || row.expiresAt <= now) return null;
  if (sameHash(row.refreshHash, given)) return { row, secret: 'current' };
  if (sameHash(row.previousHash, given)) return { row, secret: 'previous' };
  return null;
}

export type RefreshOutcome =
  /** A new refresh token replaces the one given. */
  | { kind: 'rotated'; id: string; userId: number; refreshToken: string }
  /** The secret just replaced, within the grace period: the session goes on with the token given. */
  | { kind: 'grace'; id: string; userId: number; refreshToken: string }
  /** A replaced secret presented after the grace period: the session has been ended. */
  | { kind: 'reused'; id: string; userId: number };

/**
 * Uses a refresh token: rotates its secret and extends the session (idle limit, within the maximum). The rotation is
 * a conditional update on the secret it replaces, so of two processes refreshing at once one rotates and the other
 * answers as within the grace period. Null for a token that names no live session.
 */
export async function useRefreshToken(db: Db, token: string, now = new Date()): Promise<RefreshOutcome | null> {
  const found = await findByRefreshToken(db, token, now);
  if (!found) return null;
  const { row } = found;
  const expiresAt = new Date(Math.min(row.createdAt.getTime() + SESSION_MAX_MS, now.getTime() + SESSION_IDLE_MS));
  if (found.secret === 'previous') {
    const rotatedAt = row.rotatedAt?.getTime() ?? 0;
    if (now.getTime() - rotatedAt <= ROTATION_GRACE_MS) {
      await db.update(sessions).set({ lastUsedAt: now, expiresAt }).where(eq(sessions.id, row.id));
      return { kind: 'grace', id: row.id, userId: row.userId, refreshToken: token };
    }
    await endSession(db, row.id);
    return { kind: 'reused', id: row.id, userId: row.userId };
  }
  const secret = newSecret();
  const [rotated] = await db
    .update(sessions)
    .set({ refreshHash: hashOf(secret), previousHash: row.refreshHash, rotatedAt: now, lastUsedAt: now, expiresAt })
    .where(and(eq(sessions.id, row.id), eq(sessions.refreshHash, row.refreshHash)))
    .returning({ id: sessions.id });
  if (!rotated) return { kind: 'grace', id: row.id, userId: row.userId, refreshToken: token };
  return { kind: 'rotated', id: row.id, userId: row.userId, refreshToken: `${row.id}.${secret}` };
}

/** The live session a refresh token names (current or just-replaced secret), without using it: for sign-out. */
export async function sessionOfRefreshToken(db: Db, token: string, now = new Date()): Promise<string | null> {
  return (await findByRefreshToken(db, token, now))?.row.id ?? null;
}

export async function endSession(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(sessions).where(eq(sessions.id, id)).returning({ id: sessions.id });
  return rows.length > 0;
}

/** Ends every session of a user but `keep` (a password change keeps the session that made it). */
export async function endUserSessions(db: Db, userId: number, keep?: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Ends one of a user's sessions (their own, by its id); false when they have no such session. */
export async function endSessionOf(db: Db, userId: number, id: string): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** A user's live sessions, the most recently used first. */
export async function listUserSessions(db: Db, userId: number, now = new Date()) {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > ${now}`))
    .orderBy(desc(sessions.lastUsedAt), sessions.id);
  return rows.map(r => ({
    id: r.id,
    user_agent: r.userAgent,
    ip: r.ip,
    created_at: r.createdAt.toISOString(),
    last_used_at: r.lastUsedAt.toISOString(),
    expires_at: r.expiresAt.toISOString(),
  }));
}

/** Removes the sessions that have expired; the number removed. */
export async function purgeExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const rows = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  return rows.length;
}
