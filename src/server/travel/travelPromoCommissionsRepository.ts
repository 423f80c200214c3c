import { and, asc, eq, type SQL } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import {
  TRAVEL_COMMISSION_NOT_FOUND,
  TRAVEL_PROMO_MESSAGES,
  type TravelCommission,
} from '../../shared/schemas/travel/travelPromoCodes';
import { recordAudit } from '../audit/auditJournal';
import type { Db, DbOrTx } from '../db/db';
import { partners } from '../db/schema';
import { isUniqueViolation } from '../db/sqlState';
import { AppError, notFound } from '../errors';
import { requirePromoCode } from './travelPromoCodesRepository';
import { travelPromoCodeCommissions } from './travelSchema';

// A promo code's commissions: per partner, the percent of a policy's total that partner earns selling with the code.
// One per partner and code (the unique index has the last word when two saves race). The platform's staff change them;
// a partner's staff read only their own partner's row.

export const AUDIT_PROMO_COMMISSION = 'travel_promo_code_commission';

const commissionTaken = () =>
  new AppError(409, ERROR_CODES.bindingExists, TRAVEL_PROMO_MESSAGES.commissionTaken, {
    partnerId: TRAVEL_PROMO_MESSAGES.commissionTaken,
  });

async function commissionsWhere(db: DbOrTx, where: SQL | undefined): Promise<TravelCommission[]> {
  return db
    .select({
      id: travelPromoCodeCommissions.id,
      promoCodeId: travelPromoCodeCommissions.promoCodeId,
      partnerId: travelPromoCodeCommissions.partnerId,
      partnerName: partners.name,
      percent: travelPromoCodeCommissions.percent,
    })
    .from(travelPromoCodeCommissions)
    .innerJoin(partners, eq(partners.id, travelPromoCodeCommissions.partnerId))
    .where(where)
    .orderBy(asc(partners.name), asc(travelPromoCodeCommissions.id));
}

/** GET /vzr/promocodes/{id}/commissions: all of them for the platform, the partner's own for its staff. */
export async function listCommissions(db: DbOrTx, promoCodeId: number, scope: number | null) {
  await requirePromoCode(db, promoCodeId, scope);
  return commissionsWhere(
    db,
    and(
      eq(travelPromoCodeCommissions.promoCodeId, promoCodeId),
      scope === null ? undefined : eq(travelPromoCodeCommissions.partnerId, scope),
    ),
  );
}

async function readCommission(db: DbOrTx, id: number): Promise<TravelCommission> {
  const [row] = await commissionsWhere(db, eq(travelPromoCodeCommissions.id, id));
  if (!row) throw notFound(TRAVEL_COMMISSION_NOT_FOUND);
  return row;
}

export async function createCommission(
  db: Db,
  promoCodeId: number,
  input: { partnerId: number; percent: number },
  userId: number | null,
) {
  await requirePromoCode(db, promoCodeId, null);
  const [partner] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, input.partnerId));
  if (!partner) {
    throw new AppError(400, ERROR_CODES.validation, TRAVEL_PROMO_MESSAGES.partner, {
      partnerId: TRAVEL_PROMO_MESSAGES.partner,
    });
  }
  const [taken] = await db
    .select({ id: travelPromoCodeCommissions.id })
    .from(travelPromoCodeCommissions)
    .where(
      and(
        eq(travelPromoCodeCommissions.promoCodeId, promoCodeId),
        eq(travelPromoCodeCommissions.partnerId, input.partnerId),
      ),
    );
  if (taken) throw commissionTaken();
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(travelPromoCodeCommissions)
        .values({ promoCodeId, partnerId: input.partnerId, percent: input.percent })
        .returning();
      await recordAudit(tx, {
        actorUserId: userId,
        entity: AUDIT_PROMO_COMMISSION,
        entityId: row.id,
        action: 'create',
        partnerId: row.partnerId,
        after: row,
      });
      return row.id;
    });
    return readCommission(db, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw commissionTaken();
    throw error;
  }
}

/** PUT /vzr/promo_code_commissions/{id}: the percent only; the partner and the code stay. */
export async function updateCommission(db: Db, id: number, percent: number, userId: number | null) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(travelPromoCodeCommissions)
      .where(eq(travelPromoCodeCommissions.id, id))
      .for('update');
    if (!before) throw notFound(TRAVEL_COMMISSION_NOT_FOUND);
    const [after] = await tx
      .update(travelPromoCodeCommissions)
      .set({ percent })
      .where(eq(travelPromoCodeCommissions.id, id))
      .returning();
    await recordAudit(tx, {
      actorUserId: userId,
      entity: AUDIT_PROMO_COMMISSION,
      entityId: id,
      action: 'update',
      partnerId: before.partnerId,
      before,
      after,
    });
  });
  return readCommission(db, id);
}

/** DELETE /vzr/promo_code_commissions/{id}: answers the commission as it was. Issued policies keep their percent. */
export async function deleteCommission(db: Db, id: number, userId: number | null) {
  const commission = await readCommission(db, id);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .delete(travelPromoCodeCommissions)
      .where(eq(travelPromoCodeCommissions.id, id))
      .returning();
    if (!before) throw notFound(TRAVEL_COMMISSION_NOT_FOUND);
    await recordAudit(tx, {
      actorUserId: userId,
      entity: AUDIT_PROMO_COMMISSION,
      entityId: id,
      action: 'delete',
      partnerId: before.partnerId,
      before,
    });
  });
  return commission;
}
