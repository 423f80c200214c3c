import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/db';
import { pushRegistrations } from './realtimeSchema';

/**
 * Stores a browser's push registration for the user. A token is one browser: registering it again (another login
 * in that browser) moves it to the new user and clears its failure mark.
 */
export async function savePushRegistration(
  db: DbOrTx,
  registration: { userId: number; token: string; tokenTypeId: number },
) {
  const [row] = await db
    .insert(pushRegistrations)
    .values(registration)
    .onConflictDoUpdate({
      target: pushRegistrations.token,
      set: {
        userId: registration.userId,
        tokenTypeId: registration.tokenTypeId,
        updatedAt: sql`now()`,
        lastFailedAt: null,
        lastError: null,
      },
    })
    .returning({ id: pushRegistrations.id });
  return row;
}
