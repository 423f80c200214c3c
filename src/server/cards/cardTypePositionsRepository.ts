import { and, asc, eq, isNull, ne, type SQL } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import {
  CARD_TYPE_POSITION_EXISTS,
  CARD_TYPE_POSITION_NOT_FOUND,
  type CardTypePosition,
  SERVICE_POSITION_MESSAGE,
  type ServicePositionChoice,
} from '../../shared/schemas/cards/cardTypePositions';
import { CARD_TYPE_NOT_FOUND } from '../../shared/schemas/cards/cardTypes';
import { recordAudit } from '../audit/auditJournal';
import type { Db, DbOrTx } from '../db/db';
import { isUniqueViolation } from '../db/sqlState';
import { AppError, notFound } from '../errors';
import { services } from '../orders/ordersSchema';
import { positions, servicePositions } from '../pricing/pricingSchema';
import { invalidField } from '../references/refValueLookup';
import { deletedDateSet } from '../resources/softDeleteRepository';
import { withUnixTimes } from '../resources/withUnixTimes';
import { cardTypePositions, serviceCardTypes } from './cardsSchema';

// A card type's positions: service positions (a service and a nomenclature position) with their free uses, read with
// the service's and the position's names. One alive row per card type and service position (a partial unique index);
// a clash answers 409. Every write goes to the administration journal in its own transaction.

const ENTITY = 'card_type_position';

const columns = {
  id: cardTypePositions.id,
  cardTypeId: cardTypePositions.cardTypeId,
  servicePositionId: cardTypePositions.servicePositionId,
  serviceId: servicePositions.serviceId,
  serviceName: services.name,
  positionId: servicePositions.positionId,
  positionName: positions.name,
  freeCount: cardTypePositions.freeCount,
  createdAt: cardTypePositions.createdAt,
  deletedDate: cardTypePositions.deletedDate,
};

async function select(db: DbOrTx, where: SQL | undefined): Promise<CardTypePosition[]> {
  const rows = await db
    .select(columns)
    .from(cardTypePositions)
    .innerJoin(servicePositions, eq(servicePositions.id, cardTypePositions.servicePositionId))
    .innerJoin(services, eq(services.id, servicePositions.serviceId))
    .innerJoin(positions, eq(positions.id, servicePositions.positionId))
    .where(where)
    // The card type index (card_type_id, id) serves the list.
    .orderBy(asc(cardTypePositions.cardTypeId), asc(cardTypePositions.id));
  return rows.map(withUnixTimes);
}

const positionExists = () => new AppError(409, ERROR_CODES.bindingExists, CARD_TYPE_POSITION_EXISTS);

async function requireCardType(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: serviceCardTypes.id }).from(serviceCardTypes).where(eq(serviceCardTypes.id, id));
  if (!row) throw notFound(CARD_TYPE_NOT_FOUND);
}

async function requireServicePosition(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: servicePositions.id }).from(servicePositions).where(eq(servicePositions.id, id));
  if (!row) throw invalidField('servicePositionId', SERVICE_POSITION_MESSAGE);
}

/** An alive twin (same card type and service position) answers 409 before the write; the index answers a race. */
async function refuseTwin(db: DbOrTx, cardTypeId: number, servicePositionId: number, exceptId?: number) {
  const [twin] = await db
    .select({ id: cardTypePositions.id })
    .from(cardTypePositions)
    .where(
      and(
        eq(cardTypePositions.cardTypeId, cardTypeId),
        eq(cardTypePositions.servicePositionId, servicePositionId),
        isNull(cardTypePositions.deletedDate),
        exceptId === undefined ? undefined : ne(cardTypePositions.id, exceptId),
      ),
    );
  if (twin) throw positionExists();
}

async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw positionExists();
    throw error;
  }
}

export async function listCardTypePositions(db: DbOrTx, cardTypeId: number, showDeleted: boolean) {
  await requireCardType(db, cardTypeId);
  return select(
    db,
    and(eq(cardTypePositions.cardTypeId, cardTypeId), showDeleted ? undefined : isNull(cardTypePositions.deletedDate)),
  );
}

export async function getCardTypePosition(db: DbOrTx, id: number): Promise<CardTypePosition> {
  const [row] = await select(db, eq(cardTypePositions.id, id));
  if (!row) throw notFound(CARD_TYPE_POSITION_NOT_FOUND);
  return row;
}

export async function createCardTypePosition(
  db: Db,
  body: { cardTypeId: number; servicePositionId: number; freeCount: number },
  actorUserId: number | null,
): Promise<CardTypePosition> {
  await requireCardType(db, body.cardTypeId);
  await requireServicePosition(db, body.servicePositionId);
  await refuseTwin(db, body.cardTypeId, body.servicePositionId);
  return guarded(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(cardTypePositions).values(body).returning({ id: cardTypePositions.id });
      const after = await getCardTypePosition(tx, row.id);
      await recordAudit(tx, { actorUserId, entity: ENTITY, entityId: row.id, action: 'create', after });
      return after;
    }),
  );
}

export async function updateCardTypePosition(
  db: Db,
  body: { id: number; servicePositionId: number; freeCount: number },
  actorUserId: number | null,
): Promise<CardTypePosition> {
  const before = await getCardTypePosition(db, body.id);
  if (body.servicePositionId !== before.servicePositionId) {
    await requireServicePosition(db, body.servicePositionId);
    // A deleted row may hold a position an alive one has: only alive rows are twins.
    if (before.deletedDate === null) await refuseTwin(db, before.cardTypeId, body.servicePositionId, body.id);
  }
  return guarded(() =>
    db.transaction(async (tx) => {
      await tx
        .update(cardTypePositions)
        .set({ servicePositionId: body.servicePositionId, freeCount: body.freeCount })
        .where(eq(cardTypePositions.id, body.id));
      const after = await getCardTypePosition(tx, body.id);
      await recordAudit(tx, { actorUserId, entity: ENTITY, entityId: body.id, action: 'update', before, after });
      return after;
    }),
  );
}

/** DELETE (soft) or POST /{id} (restore; refused while an alive twin holds the same position). */
export async function setCardTypePositionDeleted(db: Db, id: number, deleted: boolean, actorUserId: number | null) {
  const before = await getCardTypePosition(db, id);
  if (!deleted && before.deletedDate !== null) await refuseTwin(db, before.cardTypeId, before.servicePositionId, id);
  return guarded(() =>
    db.transaction(async (tx) => {
      await tx
        .update(cardTypePositions)
        .set(deletedDateSet(cardTypePositions, deleted))
        .where(eq(cardTypePositions.id, id));
      const after = await getCardTypePosition(tx, id);
      const action = deleted ? 'delete' : 'restore';
      await recordAudit(tx, { actorUserId, entity: ENTITY, entityId: id, action, before, after });
      return after;
    }),
  );
}

/** Every service position with its service's and position's names, for the position select. */
export async function listServicePositionChoices(db: DbOrTx): Promise<ServicePositionChoice[]> {
  return db
    .select({
      id: servicePositions.id,
      serviceId: servicePositions.serviceId,
      serviceName: services.name,
      positionId: servicePositions.positionId,
      positionName: positions.name,
    })
    .from(servicePositions)
    .innerJoin(services, eq(services.id, servicePositions.serviceId))
    .innerJoin(positions, eq(positions.id, servicePositions.positionId))
    .where(and(isNull(services.deletedDate), isNull(positions.deletedDate)))
    .orderBy(asc(services.name), asc(positions.name), asc(servicePositions.id));
}
