import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import {
  TRAVEL_PROMO_MESSAGES,
  TRAVEL_PROMO_NOT_FOUND,
  type TravelPromoCode,
  type TravelPromoCodeFind,
  type TravelPromoCodeInput,
} from '../../shared/schemas/travel/travelPromoCodes';
import { recordAudit } from '../audit/auditJournal';
import type { Db, DbOrTx } from '../db/db';
import { hasSqlState, isUniqueViolation } from '../db/sqlState';
import { AppError, notFound } from '../errors';
import { dayOfUnix, unixOfDay } from './travelDays';
import { travelPromoCodeCommissions, travelPromoCodes } from './travelSchema';

// Travel promo codes: the platform's staff create, change, soft-delete and restore them; a partner's staff read only
// the codes carrying a commission for their partner (scope = their partnerId), as if no other existed. Codes are
// stored upper-cased, so the unique index on the code is unique whatever the case it was typed in.

export const AUDIT_PROMO_CODE = 'travel_promo_code';
type Row = typeof travelPromoCodes.$inferSelect;

const unix = (date: Date) => Math.floor(date.getTime() / 1000);
const likePattern = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The code's id written out whole: Drizzle leaves a one-table query's columns unqualified, which a subquery on the
 * commissions would read as its own id. */
const PROMO_ID = sql.raw('"travel_promo_codes"."id"');

/** The code carries a commission for the partner: what a partner's staff may see. */
const visibleTo = (scope: number | null) =>
  scope === null
    ? undefined
    : sql`exists (select 1 from ${travelPromoCodeCommissions} c where c.promo_code_id = ${PROMO_ID} and c.partner_id = ${scope})`;

/** The code's commissions: all of them for the platform, the partner's own for its staff. */
const commissionCount = (scope: number | null) =>
  sql<number>`(select count(*)::int from ${travelPromoCodeCommissions} c where c.promo_code_id = ${PROMO_ID}${
    scope === null ? sql`` : sql` and c.partner_id = ${scope}`
  })`.mapWith(Number);

const toPromoCode = (row: Row, commissions: number): TravelPromoCode => ({
  id: row.id,
  code: row.code,
  name: row.name,
  discountPercent: row.discountPercent,
  validFrom: row.validFrom === null ? null : unixOfDay(row.validFrom),
  validTo: row.validTo === null ? null : unixOfDay(row.validTo),
  maxUses: row.maxUses,
  usedCount: row.usedCount,
  commissionCount: commissions,
  createdAt: unix(row.createdAt),
  deletedDate: row.deletedDate === null ? null : unix(row.deletedDate),
});

/** The code as the caller may see it, or 404 'Промокод не найден'. */
export async function readPromoCode(db: DbOrTx, id: number, scope: number | null): Promise<TravelPromoCode> {
  const [row] = await db
    .select({ code: travelPromoCodes, n: commissionCount(scope) })
    .from(travelPromoCodes)
    .where(and(eq(travelPromoCodes.id, id), visibleTo(scope)));
  if (!row) throw notFound(TRAVEL_PROMO_NOT_FOUND);
  return toPromoCode(row.code, row.n);
}

const SORT_COLUMNS = {
  createdAt: travelPromoCodes.createdAt,
  code: travelPromoCodes.code,
  validTo: travelPromoCodes.validTo,
  usedCount: travelPromoCodes.usedCount,
} as const;

/** POST /vzr/promocodes/find: newest first by default; the search is the code's start or any part of the name. */
export async function findPromoCodes(db: DbOrTx, q: TravelPromoCodeFind, scope: number | null) {
  const search = q.search?.trim();
  const where: SQL | undefined = and(
    q.showDeleted ? undefined : isNull(travelPromoCodes.deletedDate),
    visibleTo(scope),
    search
      ? or(
          ilike(travelPromoCodes.code, `${likePattern(search.toUpperCase())}%`),
          ilike(travelPromoCodes.name, `%${likePattern(search)}%`),
        )
      : undefined,
  );
  const by = q.sortOrder === 'ASC' ? asc : desc;
  const rows = await db
    .select({ code: travelPromoCodes, n: commissionCount(scope) })
    .from(travelPromoCodes)
    .where(where)
    .orderBy(by(SORT_COLUMNS[q.sortField ?? 'createdAt']), by(travelPromoCodes.id))
    .limit(q.size)
    .offset(q.offset);
  const [{ total }] = await db.select({ total: count() }).from(travelPromoCodes).where(where);
  return { items: rows.map((r) => toPromoCode(r.code, r.n)), total };
}

const codeTaken = () =>
  new AppError(409, ERROR_CODES.bindingExists, TRAVEL_PROMO_MESSAGES.codeTaken, {
    code: TRAVEL_PROMO_MESSAGES.codeTaken,
  });
const usedAboveMax = (used: number) =>
  new AppError(400, ERROR_CODES.validation, TRAVEL_PROMO_MESSAGES.usedAboveMax(used), {
    maxUses: TRAVEL_PROMO_MESSAGES.usedAboveMax(used),
  });

/** Another code with this one whatever the case (the unique index has the last word when two race). */
async function checkCodeFree(db: DbOrTx, code: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: travelPromoCodes.id })
    .from(travelPromoCodes)
    .where(
      and(
        sql`upper(${travelPromoCodes.code}) = upper(${code})`,
        exceptId === undefined ? undefined : sql`${travelPromoCodes.id} <> ${exceptId}`,
      ),
    );
  if (taken) throw codeTaken();
}

/** A refused write told in the user's words: the code taken by a racing save, the maximum below a racing use. */
async function guarded<T>(work: () => Promise<T>, usedCount: () => Promise<number>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    if (hasSqlState(error, '23514')) throw usedAboveMax(await usedCount());
    throw error;
  }
}

const columnsOf = (input: TravelPromoCodeInput) => ({
  code: input.code,
  name: input.name,
  discountPercent: input.discountPercent,
  validFrom: input.validFrom === undefined ? null : dayOfUnix(input.validFrom),
  validTo: input.validTo === undefined ? null : dayOfUnix(input.validTo),
  maxUses: input.maxUses ?? null,
});

export async function createPromoCode(db: Db, input: TravelPromoCodeInput, userId: number | null) {
  await checkCodeFree(db, input.code);
  const id = await guarded(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(travelPromoCodes).values(columnsOf(input)).returning();
        await recordAudit(tx, {
          actorUserId: userId,
          entity: AUDIT_PROMO_CODE,
          entityId: row.id,
          action: 'create',
          after: row,
        });
        return row.id;
      }),
    async () => 0,
  );
  return readPromoCode(db, id, null);
}

/** The stored code, locked: a use taken at the same moment waits, so the maximum is judged on the real count. */
export async function updatePromoCode(db: Db, id: number, input: TravelPromoCodeInput, userId: number | null) {
  await checkCodeFree(db, input.code, id);
  await guarded(
    () =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(travelPromoCodes).where(eq(travelPromoCodes.id, id)).for('update');
        if (!before) throw notFound(TRAVEL_PROMO_NOT_FOUND);
        if (input.maxUses !== undefined && input.maxUses < before.usedCount) throw usedAboveMax(before.usedCount);
        const [after] = await tx
          .update(travelPromoCodes)
          .set(columnsOf(input))
          .where(eq(travelPromoCodes.id, id))
          .returning();
        await recordAudit(tx, {
          actorUserId: userId,
          entity: AUDIT_PROMO_CODE,
          entityId: id,
          action: 'update',
          before,
          after,
        });
      }),
    async () => (await readPromoCode(db, id, null)).usedCount,
  );
  return readPromoCode(db, id, null);
}

/** DELETE (soft) and PUT …/restore: a deleted code cannot be used; restoring it makes it usable again. */
export async function setPromoCodeDeleted(db: Db, id: number, deleted: boolean, userId: number | null) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(travelPromoCodes).where(eq(travelPromoCodes.id, id)).for('update');
    if (!before) throw notFound(TRAVEL_PROMO_NOT_FOUND);
    // Deleting again keeps the first deletion's date.
    if (deleted === (before.deletedDate !== null)) return;
    const [after] = await tx
      .update(travelPromoCodes)
      .set({ deletedDate: deleted ? new Date() : null })
      .where(
        and(
          eq(travelPromoCodes.id, id),
          deleted ? isNull(travelPromoCodes.deletedDate) : isNotNull(travelPromoCodes.deletedDate),
        ),
      )
      .returning();
    await recordAudit(tx, {
      actorUserId: userId,
      entity: AUDIT_PROMO_CODE,
      entityId: id,
      action: deleted ? 'delete' : 'restore',
      before,
      after,
    });
  });
  return readPromoCode(db, id, null);
}

/** The code exists (a deleted one keeps its commissions, which stay readable and editable), or 404. */
export async function requirePromoCode(db: DbOrTx, id: number, scope: number | null) {
  const [row] = await db
    .select({ id: travelPromoCodes.id })
    .from(travelPromoCodes)
    .where(and(eq(travelPromoCodes.id, id), visibleTo(scope)));
  if (!row) throw notFound(TRAVEL_PROMO_NOT_FOUND);
}
