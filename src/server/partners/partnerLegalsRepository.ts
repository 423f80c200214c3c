import { and, asc, eq, exists, inArray, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { ERROR_CODES } from '../../shared/errorCodes';
import type { PartnerLegal, partnerLegalUserSchema } from '../../shared/schemas/invoice';
import type { DbOrTx } from '../db/db';
import { users } from '../db/schema';
import { AppError, notFound } from '../errors';
import { partnerLegals, partnerLegalUsers } from '../invoices/invoicesSchema';
import { priceLists } from '../pricing/pricingSchema';
import { userFio } from '../users/userFio';

// The partner legal entities an invoice may be issued by (GET /order_invoices/partner_legal) and which of them a user
// invoices from (/order_invoices/partner_legal_user). A partner's staff (scope = their partnerId) see and bind only
// their partner's entities.

export const PARTNER_LEGAL_NOT_FOUND = 'Юридическое лицо не найдено';
export const LEGAL_USER_NOT_FOUND = 'Пользователь не найден';
export const LEGAL_USER_BINDING_NOT_FOUND = 'Привязка пользователя к юридическому лицу не найдена';
export const LEGAL_USER_ALREADY_BOUND = 'Пользователь уже привязан к юридическому лицу';

type PartnerLegalUser = z.infer<typeof partnerLegalUserSchema>;

const legalColumns = {
  id: partnerLegals.id,
  partnerId: partnerLegals.partnerId,
  name: partnerLegals.name,
  inn: partnerLegals.inn,
  nds: partnerLegals.nds,
};
const inScope = (scope: number | null) => (scope === null ? undefined : eq(partnerLegals.partnerId, scope));

function selectLegals(db: DbOrTx, where: (SQL | undefined)[]): Promise<PartnerLegal[]> {
  return db
    .select(legalColumns)
    .from(partnerLegals)
    .where(and(isNull(partnerLegals.deletedDate), ...where))
    .orderBy(asc(partnerLegals.name), asc(partnerLegals.id));
}

/**
 * The legal entities to invoice from. serviceId: only partners with a live price list for the service. userId: the
 * entities bound to the user, else those of the user's partner; none at all is 404 (the console ignores it).
 */
export async function findPartnerLegals(
  db: DbOrTx,
  query: { serviceId?: number; userId?: number },
  scope: number | null,
): Promise<PartnerLegal[]> {
  const byService =
    query.serviceId === undefined
      ? undefined
      : exists(
          db
            .select({ id: priceLists.id })
            .from(priceLists)
            .where(
              and(
                eq(priceLists.partnerId, partnerLegals.partnerId),
                eq(priceLists.serviceId, query.serviceId),
                isNull(priceLists.deletedDate),
              ),
            ),
        );
  const common = [inScope(scope), byService];
  if (query.userId === undefined) return selectLegals(db, common);
  const bound = db
    .select({ id: partnerLegalUsers.partnerLegalId })
    .from(partnerLegalUsers)
    .where(eq(partnerLegalUsers.userId, query.userId));
  const own = await selectLegals(db, [...common, inArray(partnerLegals.id, bound)]);
  if (own.length > 0) return own;
  const [user] = await db.select({ partnerId: users.partnerId }).from(users).where(eq(users.id, query.userId));
  const ofPartner = user?.partnerId
    ? await selectLegals(db, [...common, eq(partnerLegals.partnerId, user.partnerId)])
    : [];
  if (ofPartner.length === 0) throw notFound(PARTNER_LEGAL_NOT_FOUND);
  return ofPartner;
}

function selectBindings(db: DbOrTx, where: (SQL | undefined)[]): Promise<PartnerLegalUser[]> {
  return db
    .select({
      id: partnerLegalUsers.id,
      partnerLegalId: partnerLegalUsers.partnerLegalId,
      partnerLegalName: partnerLegals.name,
      userId: partnerLegalUsers.userId,
      userFio: userFio(),
    })
    .from(partnerLegalUsers)
    .innerJoin(partnerLegals, eq(partnerLegals.id, partnerLegalUsers.partnerLegalId))
    .innerJoin(users, eq(users.id, partnerLegalUsers.userId))
    .where(and(...where))
    .orderBy(asc(partnerLegals.name), asc(partnerLegalUsers.id));
}

/** The bindings of a user or of a legal entity. */
export function listPartnerLegalUsers(
  db: DbOrTx,
  query: { userId?: number; partnerLegalId?: number },
  scope: number | null,
) {
  return selectBindings(db, [
    inScope(scope),
    query.userId === undefined ? undefined : eq(partnerLegalUsers.userId, query.userId),
    query.partnerLegalId === undefined ? undefined : eq(partnerLegalUsers.partnerLegalId, query.partnerLegalId),
  ]);
}

/**
 * Binds the user to the legal entity; a second binding of the same pair is refused (also under a race: unique index).
 */
export async function bindPartnerLegalUser(
  db: DbOrTx,
  body: { partnerLegalId: number; userId: number },
  scope: number | null,
): Promise<PartnerLegalUser> {
  const [legal] = await selectLegals(db, [eq(partnerLegals.id, body.partnerLegalId), inScope(scope)]);
  if (!legal) throw notFound(PARTNER_LEGAL_NOT_FOUND);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, body.userId));
  if (!user) throw notFound(LEGAL_USER_NOT_FOUND);
  const [row] = await db
    .insert(partnerLegalUsers)
    .values(body)
    .onConflictDoNothing()
    .returning({ id: partnerLegalUsers.id });
  if (!row)
    throw new AppError(400, ERROR_CODES.bindingExists, LEGAL_USER_ALREADY_BOUND, { userId: LEGAL_USER_ALREADY_BOUND });
  const [bound] = await selectBindings(db, [eq(partnerLegalUsers.id, row.id)]);
  return bound;
}

/** Removes the binding and answers it as it was. */
export async function unbindPartnerLegalUser(db: DbOrTx, id: number, scope: number | null): Promise<PartnerLegalUser> {
  const [binding] = await selectBindings(db, [eq(partnerLegalUsers.id, id), inScope(scope)]);
  if (!binding) throw notFound(LEGAL_USER_BINDING_NOT_FOUND);
  await db.delete(partnerLegalUsers).where(eq(partnerLegalUsers.id, id));
  return binding;
}
