import { inArray, sql } from 'drizzle-orm';
import type { VehicleChangeGroup, VehicleChangeKind } from '../../shared/schemas/vehicles/vehicleCatalogChanges';
import type { DbOrTx } from '../db/db';
import { VEHICLE_CATALOG } from './vehicleCatalogData';
import type { CatalogMake } from './vehicleCatalogTypes';
import {
  vehicleCatalogChanges,
  vehicleGenerations,
  vehicleMakes,
  vehicleModels,
  vehicleModifications,
} from './vehiclesSchema';

// The catalogue compared with its feed (the catalogue the server ships, vehicleCatalogData.ts), level by level under
// each matched parent: a feed row whose name is in the catalogue matches it; of the rest, a pair with the same name
// but for case and punctuation (or, for a generation, the same years) is a rename; what is left in the feed is an
// addition and what is left in the catalogue a removal. A level's children are compared only under a parent both
// sides have: an added make's models come with the next detection, once it is applied.
// A difference already staged and still pending, or already rejected, is not staged again: a rejection stands
// until the feed changes, or every scheduled run would bring it back.

const DETECT_LOCK_ID = 7_340_121;

interface CatalogRow {
  id: number;
  name: string;
  /** Makes and models are soft-deleted; a deleted row the feed still has comes back as an addition. */
  deleted: boolean;
  yearFrom?: number | null;
  yearTo?: number | null;
}

interface FeedRow {
  name: string;
  payload?: Record<string, unknown>;
  yearFrom?: number | null;
  yearTo?: number | null;
}

export interface StagedChange {
  group: VehicleChangeGroup;
  kind: VehicleChangeKind;
  entityId: number | null;
  parentId: number | null;
  name: string;
  previousName: string | null;
  payload: Record<string, unknown> | null;
}

const normalized = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** What makes two stagings of one difference the same. */
export const changeKey = (c: Pick<StagedChange, 'group' | 'kind' | 'entityId' | 'parentId' | 'name'>) =>
  c.kind === 'removed'
    ? `${c.group}|removed|${c.entityId}`
    : c.kind === 'renamed'
      ? `${c.group}|renamed|${c.entityId}|${c.name}`
      : `${c.group}|added|${c.parentId ?? ''}|${c.name.toLowerCase()}`;

/** Compares one level under one parent; answers the pairs (catalogue row, feed index) whose children to compare. */
function compareLevel(
  group: VehicleChangeGroup,
  parentId: number | null,
  rows: CatalogRow[],
  feed: FeedRow[],
  stage: (change: StagedChange) => void,
): [CatalogRow, number][] {
  const pairs: [CatalogRow, number][] = [];
  const free = new Set(rows);
  const unmatched: number[] = [];
  for (const [i, item] of feed.entries()) {
    const same = rows.find((r) => free.has(r) && r.name === item.name);
    if (!same) {
      unmatched.push(i);
      continue;
    }
    free.delete(same);
    pairs.push([same, i]);
    if (same.deleted)
      stage({ group, kind: 'added', entityId: same.id, parentId, name: item.name, previousName: null, payload: null });
  }
  for (const i of unmatched) {
    const item = feed[i];
    const renamed = [...free].find(
      (r) =>
        !r.deleted &&
        (normalized(r.name) === normalized(item.name) ||
          (item.yearFrom !== undefined && r.yearFrom === item.yearFrom && r.yearTo === item.yearTo)),
    );
    if (renamed) {
      free.delete(renamed);
      pairs.push([renamed, i]);
      stage({
        group,
        kind: 'renamed',
        entityId: renamed.id,
        parentId,
        name: item.name,
        previousName: renamed.name,
        payload: null,
      });
    } else {
      const payload = item.payload ?? null;
      stage({ group, kind: 'added', entityId: null, parentId, name: item.name, previousName: null, payload });
    }
  }
  for (const r of free)
    if (!r.deleted)
      stage({ group, kind: 'removed', entityId: r.id, parentId, name: r.name, previousName: null, payload: null });
  return pairs;
}

const byParent = <R extends { parentId: number }>(rows: R[]) => {
  const map = new Map<number, R[]>();
  for (const row of rows) map.set(row.parentId, [...(map.get(row.parentId) ?? []), row]);
  return map;
};

/** Every difference between the catalogue and the feed, each once, in catalogue order. */
export async function findCatalogDifferences(db: DbOrTx, feed: CatalogMake[]): Promise<StagedChange[]> {
  const [makes, models, generations, modifications] = await Promise.all([
    db
      .select({ id: vehicleMakes.id, name: vehicleMakes.title, deletedDate: vehicleMakes.deletedDate })
      .from(vehicleMakes)
      .orderBy(vehicleMakes.id),
    db
      .select({
        id: vehicleModels.id,
        parentId: vehicleModels.makeId,
        name: vehicleModels.title,
        deletedDate: vehicleModels.deletedDate,
      })
      .from(vehicleModels)
      .orderBy(vehicleModels.id),
    db
      .select({
        id: vehicleGenerations.id,
        parentId: vehicleGenerations.modelId,
        name: vehicleGenerations.name,
        yearFrom: vehicleGenerations.yearFrom,
        yearTo: vehicleGenerations.yearTo,
      })
      .from(vehicleGenerations)
      .orderBy(vehicleGenerations.id),
    db
      .select({
        id: vehicleModifications.id,
        parentId: vehicleModifications.generationId,
        name: vehicleModifications.name,
      })
      .from(vehicleModifications)
      .orderBy(vehicleModifications.id),
  ]);
  const modelsOf = byParent(models);
  const generationsOf = byParent(generations);
  const modificationsOf = byParent(modifications);
  const live = <R extends object>(r: R): R & CatalogRow =>
    ({ ...r, deleted: Boolean((r as { deletedDate?: Date | null }).deletedDate) }) as R & CatalogRow;

  const found: StagedChange[] = [];
  const stage = (change: StagedChange) => found.push(change);
  for (const [make, i] of compareLevel(
    'makes',
    null,
    makes.map(live),
    feed.map((m) => ({ name: m.title })),
    stage,
  )) {
    const feedModels = feed[i].models;
    const modelRows = (modelsOf.get(make.id) ?? []).map(live);
    const modelFeed = feedModels.map((m) => ({ name: m.title }));
    for (const [model, j] of compareLevel('models', make.id, modelRows, modelFeed, stage)) {
      const feedGenerations = feedModels[j].generations;
      const generationRows = (generationsOf.get(model.id) ?? []).map(live);
      const generationFeed = feedGenerations.map(([name, yearFrom, yearTo]) => ({
        name,
        yearFrom,
        yearTo,
        payload: { yearFrom, yearTo },
      }));
      for (const [generation, k] of compareLevel('generations', model.id, generationRows, generationFeed, stage)) {
        const [, , , ...names] = feedGenerations[k];
        const modificationRows = (modificationsOf.get(generation.id) ?? []).map(live);
        compareLevel(
          'modifications',
          generation.id,
          modificationRows,
          names.map((name) => ({ name })),
          stage,
        );
      }
    }
  }
  return found;
}

/**
 * Compares the catalogue with the feed and stages each difference not already pending or rejected as a pending row
 * of vehicle_catalog_changes. The scheduled job and 'Проверить изменения' both call it; an advisory lock keeps two
 * runs from staging the same difference twice.
 */
export async function detectVehicleCatalogChanges(
  db: DbOrTx,
  feed: CatalogMake[] = VEHICLE_CATALOG,
): Promise<{ staged: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DETECT_LOCK_ID})`);
    const differences = await findCatalogDifferences(tx, feed);
    if (differences.length === 0) return { staged: 0 };
    const known = await tx
      .select({
        group: vehicleCatalogChanges.group,
        kind: vehicleCatalogChanges.kind,
        entityId: vehicleCatalogChanges.entityId,
        parentId: vehicleCatalogChanges.parentId,
        name: vehicleCatalogChanges.name,
      })
      .from(vehicleCatalogChanges)
      .where(inArray(vehicleCatalogChanges.status, ['pending', 'rejected']));
    const seen = new Set(known.map((c) => changeKey(c as StagedChange)));
    const fresh = differences.filter((d) => {
      const key = changeKey(d);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    if (fresh.length > 0) await tx.insert(vehicleCatalogChanges).values(fresh);
    return { staged: fresh.length };
  });
}
