import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ERROR_CODES } from '../../shared/errorCodes';
import type { PromoLink, PromoLinkKind } from '../../shared/schemas/pricing/promos';
import { recordAudit } from '../audit/auditJournal';
import { ownedByScope } from '../auth/tenantScope';
import type { Db, DbOrTx } from '../db/db';
import { partners, projects } from '../db/schema';
import { isUniqueViolation } from '../db/sqlState';
import { AppError, notFound } from '../errors';
import { services } from '../orders/ordersSchema';
import { partnerPromos, projectPromos, servicePromos } from './pricingSchema';
import { getPromo, requirePlatformStaff } from './promosRepository';

// The links of a promo: the further projects it applies in, the services and the partners it is limited to
// (/project_promos, /service_promos, /partner_promos). Links are removed for good; the promo is the soft-deleted one.

interface LinkKind {
  link: PgTable & { id: PgColumn; promoId: PgColumn };
  /** The link's column naming the object, and its name in the API (projectId, serviceId, partnerId). */
  column: PgColumn;
  field: 'projectId' | 'serviceId' | 'partnerId';
  target: PgTable & { id: PgColumn; name: PgColumn };
  notFound: string;
  duplicate: string;
}

const KINDS: Record<PromoLinkKind, LinkKind> = {
  project: {
    link: projectPromos,
    column: projectPromos.projectId,
    field: 'projectId',
    target: projects,
    notFound: 'Проект не найден',
    duplicate: 'Промоакция уже привязана к этому проекту',
  },
  service: {
    link: servicePromos,
    column: servicePromos.serviceId,
    field: 'serviceId',
    target: services,
    notFound: 'Услуга не найдена',
    duplicate: 'Промоакция уже привязана к этой услуге',
  },
  partner: {
    link: partnerPromos,
    column: partnerPromos.partnerId,
    field: 'partnerId',
    target: partners,
    notFound: 'Партнёр не найден',
    duplicate: 'Промоакция уже привязана к этому партнёру',
  },
};

const LINK_NOT_FOUND = 'Привязка промоакции не найдена';

async function selectLinks(db: DbOrTx, kind: PromoLinkKind, where: SQL | undefined): Promise<PromoLink[]> {
  const k = KINDS[kind];
  const rows = (await db
    .select({ id: k.link.id, promoId: k.link.promoId, objectId: k.column, name: k.target.name })
    .from(k.link)
    .innerJoin(k.target, eq(k.target.id, k.column))
    .where(where)
    .orderBy(asc(k.target.name), asc(k.link.id))) as { id: number; promoId: number; objectId: number; name: string }[];
  return rows.map(({ objectId, ...row }) => ({ ...row, [k.field]: objectId }));
}

/** GET ?promoId: the promo's links of one kind, by the linked object's name. */
export async function listPromoLinks(db: DbOrTx, kind: PromoLinkKind, promoId: number): Promise<PromoLink[]> {
  await getPromo(db, promoId);
  // Partner staff see their own partner's link only: other partners' names are not theirs to read.
  const own = kind === 'partner' ? ownedByScope(partnerPromos.partnerId) : undefined;
  return selectLinks(db, kind, and(eq(KINDS[kind].link.promoId, promoId), own));
}

/** POST: links the promo to the object; a second link to the same object answers 409. */
export async function createPromoLink(
  db: Db,
  kind: PromoLinkKind,
  promoId: number,
  objectId: number,
  actorUserId: number | null,
): Promise<PromoLink> {
  requirePlatformStaff();
  const k = KINDS[kind];
  await getPromo(db, promoId);
  const [target] = await db.select({ id: k.target.id }).from(k.target).where(eq(k.target.id, objectId));
  if (!target) throw notFound(k.notFound);
  try {
    return await db.transaction(async (tx) => {
      const [row] = (await tx
        .insert(k.link)
        .values({ promoId, [k.field]: objectId } as never)
        .returning({ id: k.link.id })) as { id: number }[];
      const [created] = await selectLinks(tx, kind, eq(k.link.id, row.id));
      await recordAudit(tx, {
        actorUserId,
        entity: 'promo',
        entityId: promoId,
        action: `${kind}_link`,
        after: created,
      });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, ERROR_CODES.bindingExists, k.duplicate);
    throw error;
  }
}

/** DELETE /{id}: removes the link for good. */
export async function deletePromoLink(
  db: Db,
  kind: PromoLinkKind,
  id: number,
  actorUserId: number | null,
): Promise<PromoLink> {
  requirePlatformStaff();
  const k = KINDS[kind];
  const [before] = await selectLinks(db, kind, eq(k.link.id, id));
  if (!before) throw notFound(LINK_NOT_FOUND);
  return db.transaction(async (tx) => {
    await tx.delete(k.link).where(eq(k.link.id, id));
    await recordAudit(tx, {
      actorUserId,
      entity: 'promo',
      entityId: before.promoId,
      action: `${kind}_unlink`,
      before,
    });
    return before;
  });
}
