import { and, asc, eq, exists, isNull, notExists, or, type SQL, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import type { Promo, PromoBody, PromosQuery } from '../../shared/schemas/pricing/promos';
import { PROMO_MESSAGES } from '../../shared/schemas/pricing/promos';
import { recordAudit } from '../audit/auditJournal';
import { currentScope } from '../auth/tenantScope';
import type { Db, DbOrTx } from '../db/db';
import { projects } from '../db/schema';
import { hasSqlState, isUniqueViolation } from '../db/sqlState';
import { AppError, accessDenied, MESSAGES, notFound } from '../errors';
import { partnerPromos, projectPromos, promos } from './pricingSchema';

// Promos (/promos): platform data. Partner staff read the promos that apply at their partner (no partner links, or
// one to theirs) and change none. usedCount is the promo-use code's; here it only bounds maxUses from below.

export const PROMO_NOT_FOUND = 'Промоакция не найдена';
const PROJECT_NOT_FOUND = 'Проект не найден';

const unix = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);
const toDate = (seconds: number | undefined) => (seconds === undefined ? null : new Date(seconds * 1000));

/** The columns a promo is read with (the client promos read them too). */
export const promoColumns = {
  id: promos.id,
  name: promos.name,
  projectId: promos.projectId,
  projectName: projects.name,
  code: promos.code,
  dateStart: promos.dateStart,
  dateEnd: promos.dateEnd,
  maxUses: promos.maxUses,
  usedCount: promos.usedCount,
  discountRub: promos.discountRub,
  discountPercent: promos.discountPercent,
  deletedDate: promos.deletedDate,
};
type PromoRow = {
  [K in keyof typeof promoColumns]: K extends 'projectName'
    ? string | null
    : (typeof promos.$inferSelect)[K & keyof typeof promos.$inferSelect];
};

/** The stored promo in the API's field names (startDate, maxNumberOfUses, discount...), dates in unix seconds. */
export const toPromo = (p: PromoRow): Promo => ({
  id: p.id,
  name: p.name,
  projectId: p.projectId,
  projectName: p.projectName,
  code: p.code,
  startDate: unix(p.dateStart),
  endDate: unix(p.dateEnd),
  maxNumberOfUses: p.maxUses,
  usedCount: p.usedCount,
  discount: p.discountRub,
  discountPercent: p.discountPercent,
  deletedDate: unix(p.deletedDate),
});

async function selectPromos(db: DbOrTx, where: SQL | undefined): Promise<Promo[]> {
  const rows = await db
    .select(promoColumns)
    .from(promos)
    .leftJoin(projects, eq(projects.id, promos.projectId))
    .where(where)
    .orderBy(asc(promos.name), asc(promos.id));
  return rows.map(toPromo);
}

/** GET /promos: by name; a project matches the promo's own or a project link; deleted ones only with showDeleted. */
export async function listPromos(db: DbOrTx, { showDeleted = false, projectId }: Partial<PromosQuery>) {
  return selectPromos(
    db,
    and(
      projectId === undefined
        ? undefined
        : or(
            eq(promos.projectId, projectId),
            exists(
              db
                .select({ id: projectPromos.id })
                .from(projectPromos)
                .where(and(eq(projectPromos.promoId, promos.id), eq(projectPromos.projectId, projectId))),
            ),
          ),
      showDeleted ? undefined : isNull(promos.deletedDate),
      partnerFilter(db),
    ),
  );
}

/** Partner staff: promos with no partner links, or linked to their partner. */
function partnerFilter(db: DbOrTx): SQL | undefined {
  const scope = currentScope();
  if (scope === null) return undefined;
  const links = (partner?: number) =>
    db
      .select({ id: partnerPromos.id })
      .from(partnerPromos)
      .where(
        and(
          eq(partnerPromos.promoId, promos.id),
          partner === undefined ? undefined : eq(partnerPromos.partnerId, partner),
        ),
      );
  return or(notExists(links()), exists(links(scope)));
}

/** One promo; to partner staff a promo that does not apply at their partner does not exist. */
export async function getPromo(db: DbOrTx, id: number): Promise<Promo> {
  const [row] = await selectPromos(db, and(eq(promos.id, id), partnerFilter(db)));
  if (!row) throw notFound(PROMO_NOT_FOUND);
  return row;
}

/** Promos are the platform's: partner staff may read them, never change them. */
export function requirePlatformStaff() {
  if (currentScope() !== null) throw accessDenied();
}

const invalid = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.validation, MESSAGES.validation, { [field]: message });
const codeTaken = () =>
  new AppError(409, ERROR_CODES.bindingExists, PROMO_MESSAGES.codeTaken, { code: PROMO_MESSAGES.codeTaken });

async function requireProject(db: DbOrTx, projectId: number) {
  const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
  if (!project) throw notFound(PROJECT_NOT_FOUND);
}

/** A taken code answers 409 before the insert, and the unique index (a race) answers the same. */
async function requireFreeCode(db: DbOrTx, code: string | undefined, exceptId?: number) {
  if (code === undefined) return;
  const same = await db
    .select({ id: promos.id })
    .from(promos)
    .where(eq(sql`upper(${promos.code})`, code.toUpperCase()));
  if (same.some((p) => p.id !== exceptId)) throw codeTaken();
}

const values = (body: PromoBody) => ({
  name: body.name,
  projectId: body.projectId,
  code: body.code ?? null,
  dateStart: toDate(body.startDate),
  dateEnd: toDate(body.endDate),
  maxUses: body.maxNumberOfUses ?? null,
  discountRub: body.discount ?? null,
  discountPercent: body.discountPercent ?? null,
});

async function guarded<T>(write: () => Promise<T>, usedCount = 0): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    // 23514: the check promos_used_count_within_max (a use counted between our read and our write).
    if (hasSqlState(error, '23514')) throw invalid('maxNumberOfUses', PROMO_MESSAGES.usedAboveMax(usedCount));
    throw error;
  }
}

export async function createPromo(db: Db, body: PromoBody, actorUserId: number | null): Promise<Promo> {
  requirePlatformStaff();
  await requireProject(db, body.projectId);
  await requireFreeCode(db, body.code);
  return guarded(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(promos).values(values(body)).returning({ id: promos.id });
      const after = await getPromo(tx, row.id);
      await recordAudit(tx, { actorUserId, entity: 'promo', entityId: row.id, action: 'create', after });
      return after;
    }),
  );
}

export async function updatePromo(db: Db, id: number, body: PromoBody, actorUserId: number | null): Promise<Promo> {
  requirePlatformStaff();
  const before = await getPromo(db, id);
  await requireProject(db, body.projectId);
  await requireFreeCode(db, body.code, id);
  const max = body.maxNumberOfUses;
  if (max !== undefined && max < before.usedCount)
    throw invalid('maxNumberOfUses', PROMO_MESSAGES.usedAboveMax(before.usedCount));
  return guarded(
    () =>
      db.transaction(async (tx) => {
        await tx.update(promos).set(values(body)).where(eq(promos.id, id));
        const after = await getPromo(tx, id);
        await recordAudit(tx, { actorUserId, entity: 'promo', entityId: id, action: 'update', before, after });
        return after;
      }),
    before.usedCount,
  );
}

/** DELETE (soft, 'Сделать не активным') or POST /promos/{id} (restore). */
export async function setPromoDeleted(db: Db, id: number, deleted: boolean, actorUserId: number | null) {
  requirePlatformStaff();
  const before = await getPromo(db, id);
  return db.transaction(async (tx) => {
    // A deleted promo keeps its first deletion date.
    if (deleted !== (before.deletedDate !== null))
      await tx
        .update(promos)
        .set({ deletedDate: deleted ? new Date() : null })
        .where(eq(promos.id, id));
    const after = await getPromo(tx, id);
    await recordAudit(tx, {
      actorUserId,
      entity: 'promo',
      entityId: id,
      action: deleted ? 'delete' : 'restore',
      before,
      after,
    });
    return after;
  });
}
