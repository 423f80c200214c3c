import { asc } from 'drizzle-orm';
import { CARD_TYPE_NOT_FOUND, type CardType } from '../../shared/schemas/cards/cardTypes';
import { recordAudit } from '../audit/auditJournal';
import type { Db, DbOrTx } from '../db/db';
import { notFound } from '../errors';
import { createSoftDeleteRepository } from '../resources/softDeleteRepository';
import { withUnixTimes } from '../resources/withUnixTimes';
import { serviceCardTypes } from './cardsSchema';

// Service card types: platform reference data, by name (the name index). Every write goes to the administration
// journal in its own transaction.

export const cardTypesRepository = createSoftDeleteRepository(serviceCardTypes, {
  orderBy: [asc(serviceCardTypes.name), asc(serviceCardTypes.id)],
});

type Values = { name: string; description: string | null; validityMonths: number | null };
const ENTITY = 'service_card_type';
const toCardType = (row: typeof serviceCardTypes.$inferSelect): CardType => withUnixTimes(row);

export async function listCardTypes(db: DbOrTx, showDeleted: boolean): Promise<CardType[]> {
  return (await cardTypesRepository.list(db, { showDeleted })).map(toCardType);
}

export async function getCardType(db: DbOrTx, id: number): Promise<CardType> {
  const row = await cardTypesRepository.get(db, id);
  if (!row) throw notFound(CARD_TYPE_NOT_FOUND);
  return toCardType(row);
}

export async function createCardType(db: Db, values: Values, actorUserId: number | null): Promise<CardType> {
  return db.transaction(async (tx) => {
    const after = toCardType(await cardTypesRepository.create(tx, values));
    await recordAudit(tx, { actorUserId, entity: ENTITY, entityId: after.id, action: 'create', after });
    return after;
  });
}

export async function updateCardType(db: Db, id: number, values: Values, actorUserId: number | null) {
  return db.transaction(async (tx) => {
    const before = await getCardType(tx, id);
    await cardTypesRepository.update(tx, id, values);
    const after = await getCardType(tx, id);
    await recordAudit(tx, { actorUserId, entity: ENTITY, entityId: id, action: 'update', before, after });
    return after;
  });
}

/** DELETE (soft; a second delete keeps the first date) or POST /{id} (restore). */
export async function setCardTypeDeleted(db: Db, id: number, deleted: boolean, actorUserId: number | null) {
  return db.transaction(async (tx) => {
    const before = await getCardType(tx, id);
    if (deleted) await cardTypesRepository.softDelete(tx, id);
    else await cardTypesRepository.restore(tx, id);
    const after = await getCardType(tx, id);
    const action = deleted ? 'delete' : 'restore';
    await recordAudit(tx, { actorUserId, entity: ENTITY, entityId: id, action, before, after });
    return after;
  });
}
