import { and, asc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import { TIRE_BRAND_EXISTS, TIRE_MODEL_EXISTS } from '../../shared/schemas/tires';
import {
  TYRE_BRAND_EXISTS_DELETED,
  TYRE_BRAND_NOT_FOUND,
  TYRE_MODEL_EXISTS_DELETED,
  TYRE_MODEL_NOT_FOUND,
  TYRE_MODEL_OTHER_BRAND,
  type TyreBrandPut,
  type TyreBrandRow,
  type TyreModelPut,
  type TyreModelRow,
} from '../../shared/schemas/tyreReference';
import { recordAudit } from '../audit/auditJournal';
import type { Db, DbOrTx } from '../db/db';
import { isUniqueViolation } from '../db/sqlState';
import { AppError, notFound } from '../errors';
import { withUnixTimes } from '../resources/withUnixTimes';
import { tireBrands, tireModels } from '../tires/tiresSchema';

// The tyre reference (/tyre/reference): brands and models with deleted ones on request, and one write per level that
// adds (no id), renames and/or deletes or restores (an id). Every write goes to the audit journal in its transaction.
// A name is unique regardless of case among all brands, or among a brand's models, deleted ones included: the table's
// unique index holds deleted rows too, so the answer then says to restore the deleted one.

const brandColumns = { id: tireBrands.id, name: tireBrands.name, deletedDate: tireBrands.deletedDate };
const modelColumns = { ...brandColumns, id: tireModels.id, name: tireModels.name, brandId: tireModels.brandId };
const live = (showDeleted: boolean, column: typeof tireBrands.deletedDate | typeof tireModels.deletedDate) =>
  showDeleted ? undefined : isNull(column);

export async function listTyreBrands(db: DbOrTx, showDeleted: boolean): Promise<TyreBrandRow[]> {
  const rows = await db
    .select(brandColumns)
    .from(tireBrands)
    .where(live(showDeleted, tireBrands.deletedDate))
    .orderBy(asc(tireBrands.name));
  return rows.map(withUnixTimes);
}

export async function listTyreModels(db: DbOrTx, brandId: number, showDeleted: boolean): Promise<TyreModelRow[]> {
  await getBrand(db, brandId);
  const rows = await db
    .select({ ...modelColumns, deletedDate: tireModels.deletedDate })
    .from(tireModels)
    .where(and(eq(tireModels.brandId, brandId), live(showDeleted, tireModels.deletedDate)))
    .orderBy(asc(tireModels.name));
  return rows.map(withUnixTimes);
}

async function getBrand(db: DbOrTx, id: number): Promise<TyreBrandRow> {
  const [row] = await db.select(brandColumns).from(tireBrands).where(eq(tireBrands.id, id));
  if (!row) throw notFound(TYRE_BRAND_NOT_FOUND);
  return withUnixTimes(row);
}

async function getModel(db: DbOrTx, id: number): Promise<TyreModelRow> {
  const [row] = await db
    .select({ ...modelColumns, deletedDate: tireModels.deletedDate })
    .from(tireModels)
    .where(eq(tireModels.id, id));
  if (!row) throw notFound(TYRE_MODEL_NOT_FOUND);
  return withUnixTimes(row);
}

const nameTaken = (message: string) => new AppError(409, ERROR_CODES.bindingExists, message, { name: message });

/** 409 when another row of the same scope has the name in any case. */
async function requireFreeName(
  db: DbOrTx,
  table: typeof tireBrands | typeof tireModels,
  scope: SQL | undefined,
  name: string,
  exceptId: number | undefined,
  messages: { live: string; deleted: string },
) {
  const [other] = await db
    .select({ id: table.id, deletedDate: table.deletedDate })
    .from(table)
    .where(and(scope, sql`lower(${table.name}) = lower(${name})`, exceptId ? ne(table.id, exceptId) : undefined))
    .limit(1);
  if (other) throw nameTaken(other.deletedDate ? messages.deleted : messages.live);
}

/** A unique index refusing the row between our check and our write answers as the check would. */
async function guarded<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(message);
    throw error;
  }
}

/** What a change does, for the permission check and the journal. */
export type TyreWriteAction = 'create' | 'update' | 'delete' | 'restore';

/** The set of actions a body asks for against the row it names (a rename and a delete may come together). */
export function tyreWriteActions(body: { id?: number; name?: string; deleted?: boolean }): TyreWriteAction[] {
  if (body.id === undefined) return ['create'];
  const actions: TyreWriteAction[] = [];
  if (body.name !== undefined) actions.push('update');
  if (body.deleted === true) actions.push('delete');
  if (body.deleted === false) actions.push('restore');
  return actions;
}

/** The deletedDate to write: a deleted row keeps its first deletion date; undefined leaves it as it is. */
const deletedDateFor = (deleted: boolean | undefined, current: number | null): Date | null | undefined => {
  if (deleted === undefined || deleted === (current !== null)) return undefined;
  return deleted ? new Date() : null;
};

const brandMessages = { live: TIRE_BRAND_EXISTS, deleted: TYRE_BRAND_EXISTS_DELETED };
const modelMessages = { live: TIRE_MODEL_EXISTS, deleted: TYRE_MODEL_EXISTS_DELETED };

export async function putTyreBrand(db: Db, body: TyreBrandPut, actorUserId: number | null): Promise<TyreBrandRow> {
  return guarded(
    () =>
      db.transaction(async (tx) => {
        const before = body.id === undefined ? null : await getBrand(tx, body.id);
        if (body.name !== undefined)
          await requireFreeName(tx, tireBrands, undefined, body.name, body.id, brandMessages);
        let id: number;
        if (!before) {
          [{ id }] = await tx
            .insert(tireBrands)
            .values({ name: body.name ?? '' })
            .returning({ id: tireBrands.id });
        } else {
          id = before.id;
          const deletedDate = deletedDateFor(body.deleted, before.deletedDate);
          if (body.name !== undefined || deletedDate !== undefined)
            await tx.update(tireBrands).set({ name: body.name, deletedDate }).where(eq(tireBrands.id, id));
        }
        const after = await getBrand(tx, id);
        for (const action of tyreWriteActions(body))
          await recordAudit(tx, { actorUserId, entity: 'tire_brand', entityId: id, action, before, after });
        return after;
      }),
    TIRE_BRAND_EXISTS,
  );
}

export async function putTyreModel(db: Db, body: TyreModelPut, actorUserId: number | null): Promise<TyreModelRow> {
  return guarded(
    () =>
      db.transaction(async (tx) => {
        const before = body.id === undefined ? null : await getModel(tx, body.id);
        if (before && body.brandId !== undefined && body.brandId !== before.brandId)
          throw new AppError(400, ERROR_CODES.validation, TYRE_MODEL_OTHER_BRAND, { brandId: TYRE_MODEL_OTHER_BRAND });
        const brandId = before?.brandId ?? body.brandId ?? 0;
        const brand = await getBrand(tx, brandId);
        // A new model is not added to a deleted brand: the tyre forms would never show it.
        if (!before && brand.deletedDate) throw notFound(TYRE_BRAND_NOT_FOUND);
        if (body.name !== undefined)
          await requireFreeName(tx, tireModels, eq(tireModels.brandId, brandId), body.name, body.id, modelMessages);
        let id: number;
        if (!before) {
          [{ id }] = await tx
            .insert(tireModels)
            .values({ brandId, name: body.name ?? '' })
            .returning({ id: tireModels.id });
        } else {
          id = before.id;
          const deletedDate = deletedDateFor(body.deleted, before.deletedDate);
          if (body.name !== undefined || deletedDate !== undefined)
            await tx.update(tireModels).set({ name: body.name, deletedDate }).where(eq(tireModels.id, id));
        }
        const after = await getModel(tx, id);
        for (const action of tyreWriteActions(body))
          await recordAudit(tx, { actorUserId, entity: 'tire_model', entityId: id, action, before, after });
        return after;
      }),
    TIRE_MODEL_EXISTS,
  );
}
