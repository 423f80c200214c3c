import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import { round2 } from '../../shared/invoiceMoney';
import type { PriceListItem } from '../../shared/schemas/invoice';
import {
  POSITION_IN_LIST,
  POSITION_NOT_FOUND,
  POSITION_REPEATED,
  PRICE_LIST_ITEM_NOT_FOUND,
  type PriceListItemsAdd,
  type PriceListItemsUpdate,
} from '../../shared/schemas/pricing/priceLists';
import { recordAudit } from '../audit/auditJournal';
import { isInScope } from '../auth/tenantScope';
import type { Db, DbOrTx } from '../db/db';
import { isUniqueViolation } from '../db/sqlState';
import { AppError, notFound } from '../errors';
import { requirePriceList } from './priceListsAdminRepository';
import { positions, priceListItems, priceLists } from './pricingSchema';

// The writes of a price list's items: bulk add of positions (all or none), bulk and single amount changes, soft
// delete and restore, and the same by position. One alive item per position (the partial unique index
// price_list_items_alive_position_key): adding a position already alive in the list answers 409. Amounts are rounded
// to kopecks by the shared money helpers; invoices keep the prices they were made with (never touched here).

const unix = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

const selectItems = (db: DbOrTx) =>
  db
    .select({
      item: priceListItems,
      name: positions.name,
      unit: positions.unit,
      positionDeleted: positions.deletedDate,
      partnerId: priceLists.partnerId,
    })
    .from(priceListItems)
    .innerJoin(positions, eq(positions.id, priceListItems.positionId))
    .innerJoin(priceLists, eq(priceLists.id, priceListItems.priceListId));

type Selected = Awaited<ReturnType<ReturnType<typeof selectItems>['where']>>[number];

const toItem = ({ item, name, unit, positionDeleted }: Selected): PriceListItem => ({
  id: item.id,
  priceListId: item.priceListId,
  positionId: item.positionId,
  name,
  unit,
  amount: item.amount,
  deletedDate: unix(item.deletedDate ?? positionDeleted),
});

const conflict = (details: Record<string, string>) =>
  new AppError(409, ERROR_CODES.bindingExists, POSITION_IN_LIST, details);

/** Runs a write whose race with another write of the same position the unique index settles: 409, never a 500. */
async function guardUnique<T>(write: () => Promise<T>, details: Record<string, string>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(details);
    throw error;
  }
}

/** The item if the caller may see it (its list is his partner's); 404 otherwise. */
async function requireItem(db: DbOrTx, id: number): Promise<Selected> {
  const [row] = await selectItems(db).where(eq(priceListItems.id, id));
  if (!row || !isInScope(row.partnerId)) throw notFound(PRICE_LIST_ITEM_NOT_FOUND);
  return row;
}

/** The position's alive item in the list (after the list's own check); 404 when there is none. */
async function requirePositionItem(db: DbOrTx, priceListId: number, positionId: number): Promise<Selected> {
  await requirePriceList(db, priceListId);
  const [row] = await selectItems(db).where(
    and(
      eq(priceListItems.priceListId, priceListId),
      eq(priceListItems.positionId, positionId),
      isNull(priceListItems.deletedDate),
    ),
  );
  if (!row) throw notFound(PRICE_LIST_ITEM_NOT_FOUND);
  return row;
}

async function audit(tx: DbOrTx, actorUserId: number | null, action: string, partnerId: number, change: object) {
  await recordAudit(tx, { actorUserId, entity: 'price_list_item', entityId: null, action, partnerId, ...change });
}

/**
 * POST /price_lists/items?priceListId (and one position by POST /price_lists/positions/{positionId}/items): every
 * row is checked first (repeated, unknown or deleted position -> 400, already in the list -> 409, with details per
 * row), then all are written in one transaction, or none.
 */
export async function addPriceListItems(
  db: Db,
  priceListId: number,
  rows: PriceListItemsAdd,
  actorUserId: number | null,
): Promise<PriceListItem[]> {
  const details = (indexes: number[], message: string) =>
    Object.fromEntries(indexes.map((i) => [`${i}.positionId`, message]));
  return db.transaction(async (tx) => {
    const list = await requirePriceList(tx, priceListId);
    const ids = rows.map((r) => r.positionId);
    const repeated = ids.flatMap((id, i) => (ids.indexOf(id) !== i ? [i] : []));
    if (repeated.length > 0)
      throw new AppError(400, ERROR_CODES.validation, POSITION_REPEATED, details(repeated, POSITION_REPEATED));
    const known = await tx
      .select({ id: positions.id })
      .from(positions)
      .where(and(inArray(positions.id, ids), isNull(positions.deletedDate)));
    const knownIds = new Set(known.map((p) => p.id));
    const unknown = ids.flatMap((id, i) => (knownIds.has(id) ? [] : [i]));
    if (unknown.length > 0)
      throw new AppError(400, ERROR_CODES.validation, POSITION_NOT_FOUND, details(unknown, POSITION_NOT_FOUND));
    const present = await tx
      .select({ positionId: priceListItems.positionId })
      .from(priceListItems)
      .where(
        and(
          eq(priceListItems.priceListId, priceListId),
          inArray(priceListItems.positionId, ids),
          isNull(priceListItems.deletedDate),
        ),
      );
    const presentIds = new Set(present.map((p) => p.positionId));
    const taken = ids.flatMap((id, i) => (presentIds.has(id) ? [i] : []));
    if (taken.length > 0) throw conflict(details(taken, POSITION_IN_LIST));
    const inserted = await guardUnique(
      () =>
        tx
          .insert(priceListItems)
          .values(rows.map((r) => ({ priceListId, positionId: r.positionId, amount: round2(r.amount) })))
          .returning({ id: priceListItems.id }),
      { positionId: POSITION_IN_LIST },
    );
    const added = await selectItems(tx).where(
      inArray(
        priceListItems.id,
        inserted.map((r) => r.id),
      ),
    );
    await audit(tx, actorUserId, 'create', list.partnerId, { after: added.map((r) => r.item) });
    const order = new Map(ids.map((id, i) => [id, i]));
    return added.sort((a, b) => order.get(a.item.positionId)! - order.get(b.item.positionId)!).map(toItem);
  });
}

/** PUT /price_lists/items?priceListId: every id must be an alive item of the list (404 names the rows), all or none. */
export async function updatePriceListItems(
  db: Db,
  priceListId: number,
  rows: PriceListItemsUpdate,
  actorUserId: number | null,
): Promise<PriceListItem[]> {
  return db.transaction(async (tx) => {
    const list = await requirePriceList(tx, priceListId);
    const ids = rows.map((r) => r.id);
    const before = await selectItems(tx).where(
      and(
        eq(priceListItems.priceListId, priceListId),
        inArray(priceListItems.id, ids),
        isNull(priceListItems.deletedDate),
      ),
    );
    const found = new Set(before.map((r) => r.item.id));
    const missing = ids.flatMap((id, i) => (found.has(id) ? [] : [i]));
    if (missing.length > 0)
      throw new AppError(
        404,
        ERROR_CODES.entityNotFound,
        PRICE_LIST_ITEM_NOT_FOUND,
        Object.fromEntries(missing.map((i) => [`${i}.id`, PRICE_LIST_ITEM_NOT_FOUND])),
      );
    for (const row of rows)
      await tx
        .update(priceListItems)
        .set({ amount: round2(row.amount) })
        .where(eq(priceListItems.id, row.id));
    const after = await selectItems(tx).where(inArray(priceListItems.id, ids));
    await audit(tx, actorUserId, 'update', list.partnerId, {
      before: before.map((r) => r.item),
      after: after.map((r) => r.item),
    });
    const order = new Map(ids.map((id, i) => [id, i]));
    return after.sort((a, b) => order.get(a.item.id)! - order.get(b.item.id)!).map(toItem);
  });
}

async function setAmount(tx: DbOrTx, row: Selected, amount: number, actorUserId: number | null) {
  await tx
    .update(priceListItems)
    .set({ amount: round2(amount) })
    .where(eq(priceListItems.id, row.item.id));
  const [after] = await selectItems(tx).where(eq(priceListItems.id, row.item.id));
  await audit(tx, actorUserId, 'update', row.partnerId, { before: row.item, after: after.item });
  return toItem(after);
}

/** PUT /price_lists/items/{id} {amount} */
export function updatePriceListItem(db: Db, id: number, amount: number, actorUserId: number | null) {
  return db.transaction(async (tx) => setAmount(tx, await requireItem(tx, id), amount, actorUserId));
}

/** PUT /price_lists/positions/{positionId}/items {priceListId, amount}: the position's alive item. */
export function updatePositionItem(
  db: Db,
  positionId: number,
  body: { priceListId: number; amount: number },
  actorUserId: number | null,
) {
  return db.transaction(async (tx) =>
    setAmount(tx, await requirePositionItem(tx, body.priceListId, positionId), body.amount, actorUserId),
  );
}

async function setDeleted(tx: DbOrTx, row: Selected, deleted: boolean, actorUserId: number | null) {
  const write = () =>
    tx
      .update(priceListItems)
      .set({ deletedDate: deleted ? (row.item.deletedDate ?? new Date()) : null })
      .where(eq(priceListItems.id, row.item.id));
  await guardUnique(write, { positionId: POSITION_IN_LIST });
  const [after] = await selectItems(tx).where(eq(priceListItems.id, row.item.id));
  await audit(tx, actorUserId, deleted ? 'delete' : 'restore', row.partnerId, { before: row.item, after: after.item });
  return toItem(after);
}

/** DELETE /price_lists/items/{id} (soft). */
export function deletePriceListItem(db: Db, id: number, actorUserId: number | null) {
  return db.transaction(async (tx) => setDeleted(tx, await requireItem(tx, id), true, actorUserId));
}

/** DELETE /price_lists/items?positionId&priceListId: the position's alive item, soft. */
export function deletePositionItem(
  db: Db,
  query: { positionId: number; priceListId: number },
  actorUserId: number | null,
) {
  return db.transaction(async (tx) =>
    setDeleted(tx, await requirePositionItem(tx, query.priceListId, query.positionId), true, actorUserId),
  );
}

/** POST /price_lists/items/{id}: restores a deleted item unless its position has another alive item (409). */
export function restorePriceListItem(db: Db, id: number, actorUserId: number | null) {
  return db.transaction(async (tx) => {
    const row = await requireItem(tx, id);
    if (row.item.deletedDate !== null) {
      const [other] = await tx
        .select({ id: priceListItems.id })
        .from(priceListItems)
        .where(
          and(
            eq(priceListItems.priceListId, row.item.priceListId),
            eq(priceListItems.positionId, row.item.positionId),
            isNull(priceListItems.deletedDate),
            ne(priceListItems.id, id),
          ),
        );
      if (other) throw conflict({ positionId: POSITION_IN_LIST });
    }
    return setDeleted(tx, row, false, actorUserId);
  });
}

/**
 * GET /price_lists/positions: the alive nomenclature positions a list may take, by name — the bulk-add dialog's
 * choices while GET /nomenclature/short is not there.
 */
export function listPositionChoices(db: DbOrTx) {
  return db
    .select({ id: positions.id, name: positions.name, unit: positions.unit })
    .from(positions)
    .where(isNull(positions.deletedDate))
    .orderBy(asc(positions.name), asc(positions.id));
}
