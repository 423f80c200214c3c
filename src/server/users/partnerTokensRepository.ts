import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/db';
import { userPartnerTokens } from './usersSchema';

/** A partner's systems call the API with this token for a year, until a new one is issued or the user is blocked. */
export const PARTNER_TOKEN_TTL_SECONDS = 365 * 24 * 3600;

/** Records a new current token id for the user (the previous token stops working) and returns it. */
export async function rotatePartnerTokenId(db: DbOrTx, userId: number, issuedByUserId: number) {
  const tokenId = randomUUID();
  const issuedAt = new Date();
  await db
    .insert(userPartnerTokens)
    .values({ userId, tokenId, issuedByUserId, issuedAt })
    .onConflictDoUpdate({ target: userPartnerTokens.userId, set: { tokenId, issuedByUserId, issuedAt } });
  return { tokenId, issuedAt };
}

/** Whether a partner token's id is still the user's current one (checked on every request made with it). */
export async function isCurrentPartnerToken(db: DbOrTx, userId: number, tokenId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: userPartnerTokens.userId })
    .from(userPartnerTokens)
    .where(and(eq(userPartnerTokens.userId, userId), eq(userPartnerTokens.tokenId, tokenId)));
  return Boolean(row);
}
