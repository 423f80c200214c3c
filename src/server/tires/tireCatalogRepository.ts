import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import { TIRE_BRAND_EXISTS, TIRE_MODEL_EXISTS, type TireBrand, type TireModel } from '../../shared/schemas/tires';
import type { DbOrTx } from '../db/db';
import { AppError, notFound } from '../errors';
import { tireBrands, tireModels } from '../tires/tiresSchema';

// The tyre catalogue every tyre form reads: live brands and their live models, by name (the tyre reference,
// tyreReferenceRepository.ts, deletes and restores them). Names are unique regardless of case.

export const TIRE_BRAND_NOT_FOUND = 'Производитель шин не найден';

/** A deleted brand is hidden from the tyre forms as if it did not exist. */
async function requireLiveBrand(db: DbOrTx, brandId: number) {
  const [brand] = await db
    .select({ id: tireBrands.id })
    .from(tireBrands)
    .where(and(eq(tireBrands.id, brandId), isNull(tireBrands.deletedDate)));
  if (!brand) throw notFound(TIRE_BRAND_NOT_FOUND);
}

export async function listTireBrands(db: DbOrTx): Promise<TireBrand[]> {
  return db
    .select({ id: tireBrands.id, name: tireBrands.name })
    .from(tireBrands)
    .where(isNull(tireBrands.deletedDate))
    .orderBy(asc(tireBrands.name));
}

export async function listTireModels(db: DbOrTx, brandId: number): Promise<TireModel[]> {
  await requireLiveBrand(db, brandId);
  return db
    .select({ id: tireModels.id, brandId: tireModels.brandId, name: tireModels.name })
    .from(tireModels)
    .where(and(eq(tireModels.brandId, brandId), isNull(tireModels.deletedDate)))
    .orderBy(asc(tireModels.name));
}

const exists = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.validation, message, { [field]: message });

export async function createTireBrand(db: DbOrTx, name: string): Promise<TireBrand> {
  const [taken] = await db
    .select({ id: tireBrands.id })
    .from(tireBrands)
    .where(sql`lower(${tireBrands.name}) = lower(${name})`);
  if (taken) throw exists('name', TIRE_BRAND_EXISTS);
  const [row] = await db
    .insert(tireBrands)
    .values({ name })
    .onConflictDoNothing()
    .returning({ id: tireBrands.id, name: tireBrands.name });
  if (!row) throw exists('name', TIRE_BRAND_EXISTS);
  return row;
}

export async function createTireModel(db: DbOrTx, brandId: number, name: string): Promise<TireModel> {
  await requireLiveBrand(db, brandId);
  const [taken] = await db
    .select({ id: tireModels.id })
    .from(tireModels)
    .where(and(eq(tireModels.brandId, brandId), sql`lower(${tireModels.name}) = lower(${name})`));
  if (taken) throw exists('name', TIRE_MODEL_EXISTS);
  const [row] = await db
    .insert(tireModels)
    .values({ brandId, name })
    .onConflictDoNothing()
    .returning({ id: tireModels.id, brandId: tireModels.brandId, name: tireModels.name });
  if (!row) throw exists('name', TIRE_MODEL_EXISTS);
  return row;
}
