import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { REF_IDS } from '../../../shared/referenceIds';
import type { ChecklistCreateInput, OrderChecklistItem } from '../../../shared/schemas/orders/orderParts';
import type { Db, DbOrTx, Tx } from '../../db/db';
import { refValues } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { requireRefValue } from '../../references/refValueLookup';
import { requireEditableOrder, requireOrder } from '../orderAccess';
import { logOrderChange } from '../orderPartHistory';
import { orderChecklistItems } from '../ordersSchema';

// The order's checklist: one line per live value of reference 910, each yes, no or not set. A line is stored once it is
// set (POST), changed (PUT) and removed when it goes back to not set (DELETE).

export const CHECKLIST_ITEM_NOT_FOUND = 'Пункт чек-листа не найден';
export const CHECKLIST_ITEM_EXISTS = 'Пункт уже есть в чек-листе';

/** The order's checklist in the book's order: every live point, set or not. */
export async function listOrderChecklist(db: DbOrTx, orderId: number): Promise<OrderChecklistItem[]> {
  await requireOrder(db, orderId);
  const rows = await db
    .select({
      id: orderChecklistItems.id,
      contentRefValueId: refValues.id,
      contentRefValueName: refValues.name,
      checked: orderChecklistItems.checked,
    })
    .from(refValues)
    .leftJoin(
      orderChecklistItems,
      and(eq(orderChecklistItems.contentRefValueId, refValues.id), eq(orderChecklistItems.orderId, orderId)),
    )
    .where(and(eq(refValues.refId, REF_IDS.orderChecklistContent), isNull(refValues.deletedDate)))
    .orderBy(sql`${refValues.sort} asc nulls last`, asc(refValues.name), asc(refValues.id));
  return rows.map((row) => ({ ...row, orderId }));
}

const markText = (checked: boolean | null) =>
  checked === null ? 'отметка снята' : checked ? 'отмечен' : 'отмечен как «нет»';

async function logMark(tx: Tx, orderId: number, userId: number | null, name: string, checked: boolean | null) {
  await logOrderChange(tx, orderId, userId, 'checklist', `Чек-лист: «${name}» ${markText(checked)}`, { checked });
}

/** Sets a line that was not set yet. */
export async function createChecklistItem(
  db: Db,
  input: ChecklistCreateInput,
  userId: number | null,
): Promise<OrderChecklistItem> {
  return db.transaction(async (tx) => {
    await requireEditableOrder(tx, input.orderId, userId, { forUpdate: true });
    const name = await requireRefValue(
      tx,
      REF_IDS.orderChecklistContent,
      input.contentRefValueId,
      'contentRefValueId',
      'Неизвестный пункт чек-листа',
    );
    const [row] = await tx
      .insert(orderChecklistItems)
      .values({
        orderId: input.orderId,
        contentRefValueId: input.contentRefValueId,
        checked: input.checked,
        updatedByUserId: userId,
      })
      .onConflictDoNothing()
      .returning({ id: orderChecklistItems.id });
    if (!row)
      throw new AppError(400, ERROR_CODES.validation, CHECKLIST_ITEM_EXISTS, {
        contentRefValueId: CHECKLIST_ITEM_EXISTS,
      });
    await logMark(tx, input.orderId, userId, name, input.checked);
    return {
      id: row.id,
      orderId: input.orderId,
      contentRefValueId: input.contentRefValueId,
      contentRefValueName: name,
      checked: input.checked,
    };
  });
}

/** A stored line with its point's name, or 404. */
async function requireItem(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      orderId: orderChecklistItems.orderId,
      contentRefValueId: orderChecklistItems.contentRefValueId,
      name: refValues.name,
    })
    .from(orderChecklistItems)
    .innerJoin(refValues, eq(refValues.id, orderChecklistItems.contentRefValueId))
    .where(eq(orderChecklistItems.id, id));
  if (!row) throw notFound(CHECKLIST_ITEM_NOT_FOUND);
  return row;
}

export async function updateChecklistItem(
  db: Db,
  id: number,
  checked: boolean,
  userId: number | null,
): Promise<OrderChecklistItem> {
  return db.transaction(async (tx) => {
    const item = await requireItem(tx, id);
    await requireEditableOrder(tx, item.orderId, userId, { forUpdate: true });
    await tx
      .update(orderChecklistItems)
      .set({ checked, updatedByUserId: userId, updatedAt: new Date() })
      .where(eq(orderChecklistItems.id, id));
    await logMark(tx, item.orderId, userId, item.name, checked);
    return {
      id,
      orderId: item.orderId,
      contentRefValueId: item.contentRefValueId,
      contentRefValueName: item.name,
      checked,
    };
  });
}

/** Back to 'not set': the row goes; the answer is the line as it now reads. */
export async function deleteChecklistItem(db: Db, id: number, userId: number | null): Promise<OrderChecklistItem> {
  return db.transaction(async (tx) => {
    const item = await requireItem(tx, id);
    await requireEditableOrder(tx, item.orderId, userId, { forUpdate: true });
    await tx.delete(orderChecklistItems).where(eq(orderChecklistItems.id, id));
    await logMark(tx, item.orderId, userId, item.name, null);
    return {
      id: null,
      orderId: item.orderId,
      contentRefValueId: item.contentRefValueId,
      contentRefValueName: item.name,
      checked: null,
    };
  });
}
