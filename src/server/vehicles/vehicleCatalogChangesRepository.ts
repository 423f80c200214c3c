import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import {
  VEHICLE_CHANGE_GROUP_TITLES,
  VEHICLE_CHANGE_GROUPS,
  VEHICLE_CHANGE_MESSAGES,
  type VehicleCatalogChange,
  type VehicleChangeGroup,
  type VehicleChangeGroupSummary,
  type VehicleChangeStatus,
} from '../../shared/schemas/vehicles/vehicleCatalogChanges';
import { recordAudit } from '../audit/auditJournal';
import type { Db, DbOrTx } from '../db/db';
import { users } from '../db/schema';
import { isUniqueViolation } from '../db/sqlState';
import { AppError, notFound } from '../errors';
import { withUnixTimes } from '../resources/withUnixTimes';
import { applyCatalogChange } from './vehicleCatalogChangeApply';
import { vehicleCatalogChanges, vehicleGenerations, vehicleMakes, vehicleModels } from './vehiclesSchema';

// The review of the staged catalogue changes: pending counts per group, a group's rows with their parents in words,
// and apply or reject of chosen rows in one transaction, journaled. A reviewed row is never reviewed again (409).

/** History lists are cut to the latest rows; pending ones are all listed. */
const HISTORY_LIMIT = 500;

export function requireGroup(group: string): VehicleChangeGroup {
  if (!(VEHICLE_CHANGE_GROUPS as readonly string[]).includes(group))
    throw notFound(VEHICLE_CHANGE_MESSAGES.groupNotFound);
  return group as VehicleChangeGroup;
}

export async function summarizeVehicleChanges(db: DbOrTx): Promise<VehicleChangeGroupSummary[]> {
  const counts = await db
    .select({ group: vehicleCatalogChanges.group, n: sql<number>`count(*)::int` })
    .from(vehicleCatalogChanges)
    .where(eq(vehicleCatalogChanges.status, 'pending'))
    .groupBy(vehicleCatalogChanges.group);
  return VEHICLE_CHANGE_GROUPS.map((group) => ({
    group,
    title: VEHICLE_CHANGE_GROUP_TITLES[group],
    pending: counts.find((c) => c.group === group)?.n ?? 0,
  }));
}

/** The parent rows of a group in words: «Kia» for a model, «Kia Rio» for a generation, «Kia Rio IV» below it. */
async function parentNames(db: DbOrTx, group: VehicleChangeGroup, ids: number[]): Promise<Map<number, string>> {
  if (group === 'makes' || ids.length === 0) return new Map();
  const rows =
    group === 'models'
      ? await db
          .select({ id: vehicleMakes.id, name: vehicleMakes.title })
          .from(vehicleMakes)
          .where(inArray(vehicleMakes.id, ids))
      : group === 'generations'
        ? await db
            .select({
              id: vehicleModels.id,
              name: sql<string>`concat_ws(' ', ${vehicleMakes.title}, ${vehicleModels.title})`,
            })
            .from(vehicleModels)
            .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicleModels.makeId))
            .where(inArray(vehicleModels.id, ids))
        : await db
            .select({
              id: vehicleGenerations.id,
              name: sql<string>`concat_ws(' ', ${vehicleMakes.title}, ${vehicleModels.title}, ${vehicleGenerations.name})`,
            })
            .from(vehicleGenerations)
            .innerJoin(vehicleModels, eq(vehicleModels.id, vehicleGenerations.modelId))
            .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicleModels.makeId))
            .where(inArray(vehicleGenerations.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

const columns = {
  id: vehicleCatalogChanges.id,
  group: vehicleCatalogChanges.group,
  kind: vehicleCatalogChanges.kind,
  entityId: vehicleCatalogChanges.entityId,
  parentId: vehicleCatalogChanges.parentId,
  name: vehicleCatalogChanges.name,
  previousName: vehicleCatalogChanges.previousName,
  payload: vehicleCatalogChanges.payload,
  status: vehicleCatalogChanges.status,
  detectedDate: vehicleCatalogChanges.detectedAt,
  reviewedDate: vehicleCatalogChanges.reviewedAt,
  reviewedByUserId: vehicleCatalogChanges.reviewedByUserId,
  reviewedByName: sql<string | null>`nullif(concat_ws(' ', ${users.lastName}, ${users.firstName}), '')`,
};

async function withParents(db: DbOrTx, group: VehicleChangeGroup, rows: Awaited<ReturnType<typeof selectRows>>) {
  const names = await parentNames(db, group, [...new Set(rows.flatMap((r) => (r.parentId ? [r.parentId] : [])))]);
  return rows.map(
    (r) =>
      withUnixTimes({
        ...r,
        parentName: r.parentId ? (names.get(r.parentId) ?? null) : null,
        payload: (r.payload ?? null) as Record<string, unknown> | null,
      }) as VehicleCatalogChange,
  );
}

function selectRows(db: DbOrTx) {
  return db
    .select(columns)
    .from(vehicleCatalogChanges)
    .leftJoin(users, eq(users.id, vehicleCatalogChanges.reviewedByUserId));
}

/** A group's rows of one status: pending ones in the order found, reviewed ones newest first. */
export async function listVehicleChanges(db: DbOrTx, group: VehicleChangeGroup, status: VehicleChangeStatus) {
  const where = and(eq(vehicleCatalogChanges.group, group), eq(vehicleCatalogChanges.status, status));
  const rows =
    status === 'pending'
      ? await selectRows(db).where(where).orderBy(asc(vehicleCatalogChanges.id))
      : await selectRows(db).where(where).orderBy(desc(vehicleCatalogChanges.id)).limit(HISTORY_LIMIT);
  return withParents(db, group, rows);
}

async function changesByIds(db: DbOrTx, group: VehicleChangeGroup, ids: number[]) {
  const rows = await selectRows(db)
    .where(and(eq(vehicleCatalogChanges.group, group), inArray(vehicleCatalogChanges.id, ids)))
    .orderBy(asc(vehicleCatalogChanges.id));
  return withParents(db, group, rows);
}

/** The chosen rows locked for review: 404 when one is not of the group, 409 when one is already reviewed. */
async function lockPending(tx: DbOrTx, group: VehicleChangeGroup, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await tx
    .select()
    .from(vehicleCatalogChanges)
    .where(and(eq(vehicleCatalogChanges.group, group), inArray(vehicleCatalogChanges.id, unique)))
    .orderBy(asc(vehicleCatalogChanges.id))
    .for('update');
  if (rows.length !== unique.length) throw notFound(VEHICLE_CHANGE_MESSAGES.changeNotFound);
  const reviewed = rows.filter((r) => r.status !== 'pending');
  if (reviewed.length > 0)
    throw new AppError(
      409,
      ERROR_CODES.ineligibleState,
      VEHICLE_CHANGE_MESSAGES.alreadyReviewed,
      Object.fromEntries(reviewed.map((r) => [String(r.id), VEHICLE_CHANGE_MESSAGES.alreadyReviewed])),
    );
  return rows;
}

/**
 * Applies the chosen rows in the order found; if any cannot be applied none is, and the answer (409) names each
 * refused row with its reason.
 */
export async function applyVehicleChanges(
  db: Db,
  group: VehicleChangeGroup,
  ids: number[],
  actorUserId: number | null,
) {
  const applied = await db
    .transaction(async (tx) => {
      const rows = await lockPending(tx, group, ids);
      const refusals: Record<string, string> = {};
      const done: { id: number; entityId: number }[] = [];
      for (const row of rows) {
        const outcome = await applyCatalogChange(tx, row);
        if ('refusal' in outcome) refusals[String(row.id)] = outcome.refusal;
        else done.push({ id: row.id, entityId: outcome.entityId });
      }
      const reasons = Object.values(refusals);
      if (reasons.length > 0)
        throw new AppError(
          409,
          ERROR_CODES.ineligibleState,
          `${VEHICLE_CHANGE_MESSAGES.refused}. ${reasons.join('; ')}`,
          refusals,
        );
      const reviewedAt = new Date();
      for (const { id, entityId } of done) {
        const before = rows.find((r) => r.id === id);
        const [after] = await tx
          .update(vehicleCatalogChanges)
          .set({ status: 'applied', entityId, reviewedAt, reviewedByUserId: actorUserId })
          .where(eq(vehicleCatalogChanges.id, id))
          .returning();
        await recordAudit(tx, {
          actorUserId,
          entity: 'vehicle_catalog_change',
          entityId: id,
          action: 'apply',
          before,
          after,
        });
      }
      return done.map((d) => d.id);
    })
    .catch((error: unknown) => {
      // A row of the same name written by someone else between our check and our write.
      if (isUniqueViolation(error))
        throw new AppError(409, ERROR_CODES.ineligibleState, VEHICLE_CHANGE_MESSAGES.refused);
      throw error;
    });
  return changesByIds(db, group, applied);
}

export async function rejectVehicleChanges(
  db: Db,
  group: VehicleChangeGroup,
  ids: number[],
  actorUserId: number | null,
) {
  const rejected = await db.transaction(async (tx) => {
    const rows = await lockPending(tx, group, ids);
    const reviewedAt = new Date();
    for (const before of rows) {
      const [after] = await tx
        .update(vehicleCatalogChanges)
        .set({ status: 'rejected', reviewedAt, reviewedByUserId: actorUserId })
        .where(eq(vehicleCatalogChanges.id, before.id))
        .returning();
      await recordAudit(tx, {
        actorUserId,
        entity: 'vehicle_catalog_change',
        entityId: before.id,
        action: 'reject',
        before,
        after,
      });
    }
    return rows.map((r) => r.id);
  });
  return changesByIds(db, group, rejected);
}
