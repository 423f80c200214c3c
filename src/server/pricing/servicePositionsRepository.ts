import { and, asc, eq, ne } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import {
  SERVICE_POSITION_EXISTS,
  SERVICE_POSITION_NOT_FOUND,
  type ServicePositionCreate,
  type ServicePositionUpdate,
} from '../../shared/schemas/pricing/servicePositions';
import type { DbOrTx } from '../db/db';
import { AppError, notFound } from '../errors';
import { requireAlivePosition, requireService } from './nomenclatureRepository';
import { positions, servicePositions } from './pricingSchema';

// Service positions: which positions a service offers, by sort then name. Removing one deletes the row.

const columns = {
  id: servicePositions.id,
  serviceId: servicePositions.serviceId,
  positionId: servicePositions.positionId,
  positionName: positions.name,
  unit: positions.unit,
  sort: servicePositions.sort,
};

const select = (db: DbOrTx) =>
  db.select(columns).from(servicePositions).innerJoin(positions, eq(positions.id, servicePositions.positionId));

export async function listServicePositions(db: DbOrTx, serviceId: number) {
  await requireService(db, serviceId);
  return select(db)
    .where(eq(servicePositions.serviceId, serviceId))
    .orderBy(asc(servicePositions.sort), asc(positions.name), asc(servicePositions.id));
}

async function getServicePosition(db: DbOrTx, id: number) {
  const [row] = await select(db).where(eq(servicePositions.id, id));
  if (!row) throw notFound(SERVICE_POSITION_NOT_FOUND);
  return row;
}

async function refuseDuplicate(db: DbOrTx, serviceId: number, positionId: number, exceptId?: number) {
  const [taken] = await db
    .select({ id: servicePositions.id })
    .from(servicePositions)
    .where(
      and(
        eq(servicePositions.serviceId, serviceId),
        eq(servicePositions.positionId, positionId),
        exceptId === undefined ? undefined : ne(servicePositions.id, exceptId),
      ),
    );
  if (taken) throw new AppError(409, ERROR_CODES.bindingExists, SERVICE_POSITION_EXISTS);
}

export async function createServicePosition(db: DbOrTx, input: ServicePositionCreate) {
  await requireService(db, input.serviceId);
  await requireAlivePosition(db, input.positionId);
  await refuseDuplicate(db, input.serviceId, input.positionId);
  const [row] = await db
    .insert(servicePositions)
    .values({ serviceId: input.serviceId, positionId: input.positionId, sort: input.sort ?? 0 })
    .onConflictDoNothing()
    .returning({ id: servicePositions.id });
  // A twin inserted between the check and the insert.
  if (!row) throw new AppError(409, ERROR_CODES.bindingExists, SERVICE_POSITION_EXISTS);
  return getServicePosition(db, row.id);
}

export async function updateServicePosition(db: DbOrTx, id: number, input: ServicePositionUpdate) {
  const existing = await getServicePosition(db, id);
  if (input.positionId !== undefined && input.positionId !== existing.positionId) {
    await requireAlivePosition(db, input.positionId);
    await refuseDuplicate(db, existing.serviceId, input.positionId, id);
  }
  await db
    .update(servicePositions)
    .set({ sort: input.sort, ...(input.positionId !== undefined ? { positionId: input.positionId } : {}) })
    .where(eq(servicePositions.id, id));
  return getServicePosition(db, id);
}

export async function deleteServicePosition(db: DbOrTx, id: number) {
  const existing = await getServicePosition(db, id);
  await db.delete(servicePositions).where(eq(servicePositions.id, id));
  return existing;
}
