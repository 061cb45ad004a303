/**
 * Sessions (issue 18): a sign-in creates a row in `sessions`; the refresh token `<session id>.<secret>` is given once
 * and only the SHA-256 of its secret is kept. Access tokens (JWT, 15 minutes) name their session and user; each
 * request checks that the session still exists (cached with the signed-in users until the next write), so ending
 * a session ends its access tokens at once, in every API process.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

import { and, eq, lt, sql } from 'drizzle-orm';

import type { Db } from '../db/client.js';
import { sessions } from '../db/schema.js';

/** Access tokens live 15 minutes; the app refreshes them with the refresh token. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** A session unused for 7 days ends; none lasts more than 30 days (sign in again). */
export const SESSION_IDLE_MS = 7 * 24 * 3600_000;
export const SESSION_MAX_MS = 30 * 24 * 3600_000;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

export async function createSession(
  db: Db,
  userId: number,
  now = new Date(),
): Promise<{ id: string; refreshToken: string }> {
  const id = randomBytes(18).toString('base64url');
  const secret = randomBytes(32).toString('base64url');
  // Expired sessions of this user go at each sign-in (they are refused anyway).
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
  await db.insert(sessions).values({
    id,
    userId,
    refreshHash: hashOf(secret),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
  });
  return { id, refreshToken: `${id}.${secret}` };
}

/** The live session a refresh token names (its secret matching), or null. Extends it (idle limit, within the maximum). */
export async function useRefreshToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ id: string; userId: number } | null> {
  const dot = token.indexOf('.');
  if (dot <= 0 || token.length > 200) return null;
  const id = token.slice(0, dot);
  const given = Buffer.from(hashOf(token.slice(dot + 1)), 'hex');
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
  if (!row || row.expiresAt <= now) return null;
  const kept = Buffer.from(row.refreshHash, 'hex');
  if (kept.length !== given.length || !timingSafeEqual(kept, given)) return null;
  const expiresAt = new Date(Math.min(row.createdAt.getTime() + SESSION_MAX_MS, now.getTime() + SESSION_IDLE_MS));
  await db.update(sessions).set({ lastUsedAt: now, expiresAt }).where(eq(sessions.id, id));
  return { id: row.id, userId: row.userId };
}

/** The session id a refresh token names (no check of its secret: for sign-out, which then compares it). */
export function sessionIdOf(refreshToken: string): string | undefined {
  const dot = refreshToken.indexOf('.');
  return dot > 0 ? refreshToken.slice(0, dot) : undefined;
}

export async function endSession(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(sessions).where(eq(sessions.id, id)).returning({ id: sessions.id });
  return rows.length > 0;
}

/** Signs a user out everywhere (a blocked or deleted account). */
export async function endUserSessions(db: Db, userId: number): Promise<number> {
  const rows = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return rows.length;
}

export async function purgeExpiredSessions(db: Db) {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}
