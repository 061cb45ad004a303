/** The signed-in person's preferences (contracts/preferences.ts): one row per key in `user_preferences`. */
import { and, eq, sql } from 'drizzle-orm';

import { PREFERENCE_MAX_BYTES, PREFERENCE_MAX_KEYS } from '../../contracts/preferences.js';
import type { Db } from '../db/client.js';
import { userPreferences } from '../db/schema.js';
import { ApiError } from '../lib/errors.js';

export async function listPreferences(db: Db, userId: number): Promise<Record<string, unknown>> {
  const rows = await db
    .select({ key: userPreferences.key, value: userPreferences.value })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId))
    .orderBy(userPreferences.key);
  return Object.fromEntries(rows.map(r => [r.key, r.value]));
}

/** Keeps a value: 413 over PREFERENCE_MAX_BYTES, 422 for a new key past PREFERENCE_MAX_KEYS. */
export async function setPreference(db: Db, userId: number, key: string, value: unknown) {
  const bytes = Buffer.byteLength(JSON.stringify(value), 'utf8');
  if (bytes > PREFERENCE_MAX_BYTES)
    throw new ApiError(
      413,
      `A preference may weigh at most ${PREFERENCE_MAX_BYTES} bytes as JSON (this one: ${bytes}).`,
      {
        value: `At most ${PREFERENCE_MAX_BYTES} bytes`,
      },
    );
  return db.transaction(async tx => {
    // One person's writes one after the other, so two new keys at once cannot both pass the count.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('user_preferences'), ${userId})`);
    const [{ n }] = await tx
      .select({ n: sql<number>`cast(count(*) as integer)` })
      .from(userPreferences)
      .where(and(eq(userPreferences.userId, userId), sql`${userPreferences.key} <> ${key}`));
    if (n >= PREFERENCE_MAX_KEYS)
      throw new ApiError(422, `At most ${PREFERENCE_MAX_KEYS} preferences per person: remove some first.`, {
        key: `At most ${PREFERENCE_MAX_KEYS} preferences`,
      });
    await tx
      .insert(userPreferences)
      .values({ userId, key, value, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: [userPreferences.userId, userPreferences.key],
        set: { value, updatedAt: new Date() },
      });
    return { key, value };
  });
}

export async function deletePreference(db: Db, userId: number, key: string): Promise<boolean> {
  const rows = await db
    .delete(userPreferences)
    .where(and(eq(userPreferences.userId, userId), eq(userPreferences.key, key)))
    .returning({ key: userPreferences.key });
  return rows.length > 0;
}

export async function deletePreferences(db: Db, userId: number): Promise<number> {
  const rows = await db
    .delete(userPreferences)
    .where(eq(userPreferences.userId, userId))
    .returning({ key: userPreferences.key });
  return rows.length;
}
