import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import { toRuDate } from '../../shared/format';
import { TRAVEL_PROMO_MESSAGES } from '../../shared/schemas/travel/travelPromoCodes';
import type { DbOrTx, Tx } from '../db/db';
import { AppError } from '../errors';
import { travelPromoCodeCommissions, travelPromoCodes } from './travelSchema';

// A policy's promo code: checked and priced while the policy is a draft, its use taken when the policy is issued and
// given back when it is annulled. Taking is one conditional UPDATE, so of any number of concurrent issues exactly as
// many succeed as there are uses left; the table's check constraint stays the last word.

type PromoRow = typeof travelPromoCodes.$inferSelect;

/** Why the code cannot be used today, or null when it can. */
export function promoRefusal(row: PromoRow | undefined, today: string): string | null {
  if (!row) return TRAVEL_PROMO_MESSAGES.unknown;
  if (row.deletedDate) return TRAVEL_PROMO_MESSAGES.deleted;
  if (row.validFrom && row.validFrom > today) return TRAVEL_PROMO_MESSAGES.notYet(toRuDate(row.validFrom));
  if (row.validTo && row.validTo < today) return TRAVEL_PROMO_MESSAGES.expired(toRuDate(row.validTo));
  if (row.maxUses !== null && row.usedCount >= row.maxUses) return TRAVEL_PROMO_MESSAGES.exhausted;
  return null;
}

export const promoCodeRefused = (reason: string, status: 400 | 409 = 400) =>
  new AppError(status, status === 400 ? ERROR_CODES.validation : ERROR_CODES.ineligibleState, reason, {
    promoCode: reason,
  });

export async function promoByCode(db: DbOrTx, code: string): Promise<PromoRow | undefined> {
  const [row] = await db.select().from(travelPromoCodes).where(eq(travelPromoCodes.code, code.toUpperCase()));
  return row;
}

/** The code a draft may carry: its row, or the reason it may not (answered under details.promoCode). */
export async function usablePromoCode(
  db: DbOrTx,
  code: string,
  today: string,
): Promise<{ row: PromoRow; refusal: null } | { row: undefined; refusal: string }> {
  const row = await promoByCode(db, code);
  const refusal = promoRefusal(row, today);
  return refusal === null ? { row: row as PromoRow, refusal: null } : { row: undefined, refusal };
}

/**
 * Takes one use of the code for a policy being issued and answers its discount percent now; when no row qualifies
 * (deleted, outside its dates, used up, maybe by a concurrent issue a moment ago) refuses the issue with the reason,
 * 409 INELIGIBLE_STATE.
 */
export async function takePromoUse(tx: Tx, promoCodeId: number, today: string): Promise<number> {
  const [taken] = await tx
    .update(travelPromoCodes)
    .set({ usedCount: sql`${travelPromoCodes.usedCount} + 1` })
    .where(
      and(
        eq(travelPromoCodes.id, promoCodeId),
        isNull(travelPromoCodes.deletedDate),
        or(isNull(travelPromoCodes.maxUses), sql`${travelPromoCodes.usedCount} < ${travelPromoCodes.maxUses}`),
        or(isNull(travelPromoCodes.validFrom), lte(travelPromoCodes.validFrom, today)),
        or(isNull(travelPromoCodes.validTo), sql`${travelPromoCodes.validTo} >= ${today}`),
      ),
    )
    .returning({ discountPercent: travelPromoCodes.discountPercent });
  if (taken) return taken.discountPercent;
  const [row] = await tx.select().from(travelPromoCodes).where(eq(travelPromoCodes.id, promoCodeId));
  throw promoCodeRefused(promoRefusal(row, today) ?? TRAVEL_PROMO_MESSAGES.exhausted, 409);
}

/** Gives an annulled policy's use back (never below zero). */
export async function givePromoUseBack(tx: Tx, promoCodeId: number): Promise<void> {
  await tx
    .update(travelPromoCodes)
    .set({ usedCount: sql`${travelPromoCodes.usedCount} - 1` })
    .where(and(eq(travelPromoCodes.id, promoCodeId), gt(travelPromoCodes.usedCount, 0)));
}

/** The agent partner's commission percent on the code, or null (no agent, or no commission for it). */
export async function promoCommissionPercent(
  db: DbOrTx,
  promoCodeId: number,
  partnerId: number | null,
): Promise<number | null> {
  if (partnerId === null) return null;
  const [row] = await db
    .select({ percent: travelPromoCodeCommissions.percent })
    .from(travelPromoCodeCommissions)
    .where(
      and(eq(travelPromoCodeCommissions.promoCodeId, promoCodeId), eq(travelPromoCodeCommissions.partnerId, partnerId)),
    );
  return row?.percent ?? null;
}
