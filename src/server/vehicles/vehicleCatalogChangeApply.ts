import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { VehicleChangeGroup } from '../../shared/schemas/vehicles/vehicleCatalogChanges';
import type { Tx } from '../db/db';
import {
  type vehicleCatalogChanges,
  vehicleGenerations,
  vehicleMakes,
  vehicleModels,
  vehicleModifications,
  vehicles,
} from './vehiclesSchema';

// One reviewed change made real in the catalogue, inside the review's transaction. Every check is a read before any
// write, so a refused row leaves the transaction usable and the caller can refuse the whole batch (all or nothing).
// Makes and models are soft-deleted; a generation or a modification is deleted only while no vehicle, live or
// deleted, refers to it (the vehicles' foreign keys would refuse it anyway).

type ChangeRow = typeof vehicleCatalogChanges.$inferSelect;

/** The catalogue row the change now points at, or the Russian reason it cannot be applied. */
export type ApplyOutcome = { entityId: number } | { refusal: string };

const WORDS: Record<VehicleChangeGroup, { one: string; missing: string; taken: (name: string) => string }> = {
  makes: { one: 'Марка', missing: 'Марка не найдена в каталоге', taken: (n) => `Марка «${n}» уже есть в каталоге` },
  models: {
    one: 'Модель',
    missing: 'Модель не найдена в каталоге',
    taken: (n) => `Модель «${n}» уже есть у этой марки`,
  },
  generations: {
    one: 'Поколение',
    missing: 'Поколение не найдено в каталоге',
    taken: (n) => `Поколение «${n}» уже есть у этой модели`,
  },
  modifications: {
    one: 'Модификация',
    missing: 'Модификация не найдена в каталоге',
    taken: (n) => `Модификация «${n}» уже есть у этого поколения`,
  },
};
const PARENT_MISSING: Record<VehicleChangeGroup, string> = {
  makes: '',
  models: 'Марка этой модели не найдена в каталоге',
  generations: 'Модель этого поколения не найдена в каталоге',
  modifications: 'Поколение этой модификации не найдено в каталоге',
};

/** Each level's table as the apply step reads it: name column, parent column, soft delete or none. */
const LEVELS = {
  makes: { table: vehicleMakes, name: vehicleMakes.title, parent: null, deleted: vehicleMakes.deletedDate },
  models: {
    table: vehicleModels,
    name: vehicleModels.title,
    parent: vehicleModels.makeId,
    deleted: vehicleModels.deletedDate,
  },
  generations: {
    table: vehicleGenerations,
    name: vehicleGenerations.name,
    parent: vehicleGenerations.modelId,
    deleted: null,
  },
  modifications: {
    table: vehicleModifications,
    name: vehicleModifications.name,
    parent: vehicleModifications.generationId,
    deleted: null,
  },
} as const;
const PARENT_TABLE = { models: vehicleMakes, generations: vehicleModels, modifications: vehicleGenerations } as const;

async function exists(tx: Tx, group: VehicleChangeGroup, id: number | null) {
  if (id === null) return false;
  const { table } = LEVELS[group];
  return (await tx.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0;
}

/** A row of the same parent with this name in any case, other than `exceptId`. */
async function sameName(tx: Tx, group: VehicleChangeGroup, parentId: number | null, name: string, exceptId?: number) {
  const level = LEVELS[group];
  const [row] = await tx
    .select({
      id: level.table.id,
      deleted: level.deleted ? sql<boolean>`${level.deleted} is not null` : sql<boolean>`false`,
    })
    .from(level.table)
    .where(
      and(
        level.parent && parentId !== null ? eq(level.parent, parentId) : undefined,
        sql`lower(${level.name}) = lower(${name})`,
        exceptId ? ne(level.table.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

async function parentOf(tx: Tx, group: VehicleChangeGroup, entityId: number): Promise<number | null> {
  const level = LEVELS[group];
  if (!level.parent) return null;
  const [row] = await tx.select({ parentId: level.parent }).from(level.table).where(eq(level.table.id, entityId));
  return row?.parentId ?? null;
}

async function applyAdded(tx: Tx, group: VehicleChangeGroup, change: ChangeRow): Promise<ApplyOutcome> {
  const level = LEVELS[group];
  if (group !== 'makes') {
    const parentTable = PARENT_TABLE[group];
    const parentFound =
      change.parentId !== null &&
      (await tx.select({ id: parentTable.id }).from(parentTable).where(eq(parentTable.id, change.parentId))).length > 0;
    if (!parentFound) return { refusal: PARENT_MISSING[group] };
  }
  const same = await sameName(tx, group, change.parentId, change.name);
  // A deleted make or model of that name comes back (the unique index holds deleted rows too).
  if (same?.deleted && level.deleted) {
    await tx
      .update(level.table)
      .set({ deletedDate: null, [nameKey(group)]: change.name })
      .where(eq(level.table.id, same.id));
    return { entityId: same.id };
  }
  if (same) return { refusal: WORDS[group].taken(change.name) };
  const years = (change.payload ?? {}) as { yearFrom?: number | null; yearTo?: number | null };
  const values =
    group === 'makes'
      ? { title: change.name }
      : group === 'models'
        ? { makeId: change.parentId, title: change.name }
        : group === 'generations'
          ? {
              modelId: change.parentId,
              name: change.name,
              yearFrom: years.yearFrom ?? null,
              yearTo: years.yearTo ?? null,
            }
          : { generationId: change.parentId, name: change.name };
  const [row] = await tx
    .insert(level.table)
    .values(values as never)
    .returning({ id: level.table.id });
  return { entityId: row.id };
}

const nameKey = (group: VehicleChangeGroup) => (group === 'makes' || group === 'models' ? 'title' : 'name');

async function applyRenamed(tx: Tx, group: VehicleChangeGroup, change: ChangeRow): Promise<ApplyOutcome> {
  const level = LEVELS[group];
  const id = change.entityId;
  if (id === null || !(await exists(tx, group, id))) return { refusal: WORDS[group].missing };
  const parentId = await parentOf(tx, group, id);
  if (await sameName(tx, group, parentId, change.name, id)) return { refusal: WORDS[group].taken(change.name) };
  await tx
    .update(level.table)
    .set({ [nameKey(group)]: change.name })
    .where(eq(level.table.id, id));
  return { entityId: id };
}

/** Vehicles (live or deleted) that refer to the generation or to one of its modifications, or to the modification. */
async function vehiclesUsing(tx: Tx, group: 'generations' | 'modifications', id: number): Promise<number> {
  const uses =
    group === 'modifications'
      ? eq(vehicles.modificationId, id)
      : or(
          eq(vehicles.generationId, id),
          inArray(
            vehicles.modificationId,
            tx
              .select({ id: vehicleModifications.id })
              .from(vehicleModifications)
              .where(eq(vehicleModifications.generationId, id)),
          ),
        );
  const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(vehicles).where(uses);
  return n;
}

async function applyRemoved(tx: Tx, group: VehicleChangeGroup, change: ChangeRow): Promise<ApplyOutcome> {
  const id = change.entityId;
  if (id === null || !(await exists(tx, group, id))) return { refusal: WORDS[group].missing };
  if (group === 'makes' || group === 'models') {
    const level = LEVELS[group];
    await tx
      .update(level.table)
      .set({ deletedDate: sql`coalesce(${level.deleted}, now())` })
      .where(eq(level.table.id, id));
    return { entityId: id };
  }
  const used = await vehiclesUsing(tx, group, id);
  if (used > 0)
    return {
      refusal: `${WORDS[group].one} «${change.name}» указан${group === 'generations' ? 'о' : 'а'} у автомобилей (${used}): удалить нельзя`,
    };
  if (group === 'generations') await tx.delete(vehicleModifications).where(eq(vehicleModifications.generationId, id));
  const { table } = LEVELS[group];
  await tx.delete(table).where(eq(table.id, id));
  return { entityId: id };
}

export function applyCatalogChange(tx: Tx, change: ChangeRow): Promise<ApplyOutcome> {
  const group = change.group as VehicleChangeGroup;
  if (change.kind === 'added') return applyAdded(tx, group, change);
  if (change.kind === 'renamed') return applyRenamed(tx, group, change);
  return applyRemoved(tx, group, change);
}
