import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/db';
import { userSettings } from '../db/schema';

export type UserSettingRow = typeof userSettings.$inferSelect;

const ofUser = (userId: number, key: string) => and(eq(userSettings.userId, userId), eq(userSettings.key, key));

export async function getUserSetting(db: DbOrTx, userId: number, key: string): Promise<UserSettingRow | null> {
  const [row] = await db.select().from(userSettings).where(ofUser(userId, key));
  return row ?? null;
}

/** Saves the value under the key, replacing what was there. */
export async function saveUserSetting(
  db: DbOrTx,
  userId: number,
  key: string,
  value: Record<string, unknown>,
): Promise<UserSettingRow> {
  const [row] = await db
    .insert(userSettings)
    .values({ userId, key, value })
    .onConflictDoUpdate({ target: [userSettings.userId, userSettings.key], set: { value, updatedAt: sql`now()` } })
    .returning();
  return row;
}

/** True when there was something to delete. */
export async function deleteUserSetting(db: DbOrTx, userId: number, key: string): Promise<boolean> {
  const rows = await db.delete(userSettings).where(ofUser(userId, key)).returning({ key: userSettings.key });
  return rows.length > 0;
}
