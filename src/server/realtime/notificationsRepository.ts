import { desc, gte } from 'drizzle-orm';
import type { UserHistoryItem } from '../../shared/schemas/users';
import type { DbOrTx } from '../db/db';
import { notificationHistory } from '../db/schema';

/** Push notifications sent since the moment, newest first; capped so a wide period cannot flood the panel. */
export async function notificationsSince(db: DbOrTx, since: Date, limit = 1000): Promise<UserHistoryItem[]> {
  const rows = await db
    .select()
    .from(notificationHistory)
    .where(gte(notificationHistory.sendingTime, since))
    .orderBy(desc(notificationHistory.sendingTime), desc(notificationHistory.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, sendingTime: Math.floor(r.sendingTime.getTime() / 1000) }));
}
