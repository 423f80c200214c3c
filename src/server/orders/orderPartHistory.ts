import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/db';
import { orderHistory } from './ordersSchema';

// The order card's parts write what they changed into the order's history (the card's 'История' section), in
// Russian, with who did it.

export async function logOrderChange(
  db: DbOrTx,
  orderId: number,
  userId: number | null,
  action: string,
  text: string,
  details?: Record<string, unknown>,
): Promise<void> {
  // The moment of writing, not the transaction's start (now()): a save that waited for another's row lock started
  // first but happens second, and the history must read in the order things happened.
  await db
    .insert(orderHistory)
    .values({ orderId, userId, action, text, details: details ?? null, createdAt: sql`clock_timestamp()` });
}
