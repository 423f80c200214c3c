import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/db';
import { withUnixTimes } from '../resources/withUnixTimes';
import { vehicleGenerations, vehicleMakes, vehicleModels, vehicleModifications } from './vehiclesSchema';

// The catalogue's four levels, each listed under its parent, and the check that a vehicle's choices form one chain.

export async function listMakes(db: DbOrTx, { showDeleted = false } = {}) {
  const rows = await db
    .select({ id: vehicleMakes.id, title: vehicleMakes.title, deletedDate: vehicleMakes.deletedDate })
    .from(vehicleMakes)
    .where(showDeleted ? undefined : isNull(vehicleMakes.deletedDate))
    .orderBy(asc(vehicleMakes.title));
  return rows.map(withUnixTimes);
}

export async function listModels(db: DbOrTx, makeId: number) {
  const rows = await db
    .select({
      id: vehicleModels.id,
      makeId: vehicleModels.makeId,
      title: vehicleModels.title,
      deletedDate: vehicleModels.deletedDate,
    })
    .from(vehicleModels)
    .where(and(eq(vehicleModels.makeId, makeId), isNull(vehicleModels.deletedDate)))
    .orderBy(asc(vehicleModels.title));
  return rows.map(withUnixTimes);
}

export async function listGenerations(db: DbOrTx, modelId: number) {
  return db
    .select({
      id: vehicleGenerations.id,
      modelId: vehicleGenerations.modelId,
      name: vehicleGenerations.name,
      yearFrom: vehicleGenerations.yearFrom,
      yearTo: vehicleGenerations.yearTo,
    })
    .from(vehicleGenerations)
    .where(eq(vehicleGenerations.modelId, modelId))
    .orderBy(asc(vehicleGenerations.yearFrom), asc(vehicleGenerations.id));
}

export async function listModifications(db: DbOrTx, generationId: number) {
  return db
    .select({
      id: vehicleModifications.id,
      generationId: vehicleModifications.generationId,
      name: vehicleModifications.name,
    })
    .from(vehicleModifications)
    .where(eq(vehicleModifications.generationId, generationId))
    .orderBy(asc(vehicleModifications.id));
}

export async function makeExists(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.select({ id: vehicleMakes.id }).from(vehicleMakes).where(eq(vehicleMakes.id, id))).length > 0;
}
export async function modelExists(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.select({ id: vehicleModels.id }).from(vehicleModels).where(eq(vehicleModels.id, id))).length > 0;
}
export async function generationExists(db: DbOrTx, id: number): Promise<boolean> {
  return (
    (await db.select({ id: vehicleGenerations.id }).from(vehicleGenerations).where(eq(vehicleGenerations.id, id)))
      .length > 0
  );
}

export interface CatalogChoice {
  makeId: number;
  modelId: number;
  generationId?: number | null;
  modificationId?: number | null;
}

/**
 * Field -> message for the choices that do not exist or do not belong to their parent; empty when the chain holds.
 * A deleted make or model is refused for a new choice but kept when the vehicle already had it (`current`).
 */
export async function catalogChainErrors(
  db: DbOrTx,
  choice: CatalogChoice,
  current?: Partial<CatalogChoice>,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  const [make] = await db.select().from(vehicleMakes).where(eq(vehicleMakes.id, choice.makeId));
  if (!make || (make.deletedDate && current?.makeId !== make.id)) {
    errors.makeId = 'Марка не найдена в каталоге';
    return errors;
  }
  const [model] = await db.select().from(vehicleModels).where(eq(vehicleModels.id, choice.modelId));
  if (!model || (model.deletedDate && current?.modelId !== model.id)) errors.modelId = 'Модель не найдена в каталоге';
  else if (model.makeId !== make.id) errors.modelId = 'Модель не относится к выбранной марке';
  if (errors.modelId || !choice.generationId) {
    if (choice.modificationId && !choice.generationId) errors.modificationId = 'Сначала укажите поколение';
    return errors;
  }
  const [generation] = await db.select().from(vehicleGenerations).where(eq(vehicleGenerations.id, choice.generationId));
  if (!generation) errors.generationId = 'Поколение не найдено в каталоге';
  else if (generation.modelId !== model.id) errors.generationId = 'Поколение не относится к выбранной модели';
  if (errors.generationId || !choice.modificationId) return errors;
  const [modification] = await db
    .select()
    .from(vehicleModifications)
    .where(eq(vehicleModifications.id, choice.modificationId));
  if (!modification) errors.modificationId = 'Модификация не найдена в каталоге';
  else if (modification.generationId !== choice.generationId)
    errors.modificationId = 'Модификация не относится к выбранному поколению';
  return errors;
}
