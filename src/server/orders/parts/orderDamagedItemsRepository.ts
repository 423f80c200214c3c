import { and, asc, eq, isNull } from 'drizzle-orm';
import { round2 } from '../../../shared/format';
import type { DamagedItem, DamagedItemBody } from '../../../shared/schemas/orders/orderParts';
import type { Db, DbOrTx } from '../../db/db';
import { notFound } from '../../errors';
import { requireEditableOrder, requireOrder } from '../orderAccess';
import { logOrderChange } from '../orderPartHistory';
import { orderDamagedItems } from '../ordersSchema';

// Damaged property of an order (under /damaged_items/orders): what was damaged,
// how, and the amount in roubles. Removal is soft.

export const DAMAGED_ITEM_NOT_FOUND = 'Повреждённое имущество не найдено';

type Row = typeof orderDamagedItems.$inferSelect;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

const toItem = ({ createdAt, deletedDate, ...row }: Row): DamagedItem => ({
  ...row,
  createdDate: unix(createdAt),
  deletedDate: deletedDate ? unix(deletedDate) : null,
});

const values = (body: DamagedItemBody) => ({
  name: body.name,
  description: body.description ?? null,
  amount: body.amount === undefined ? null : round2(body.amount),
});

/** The order's damaged items in the order they were added; removed ones only with showDeleted. */
export async function listDamagedItems(db: DbOrTx, orderId: number, showDeleted = false): Promise<DamagedItem[]> {
  await requireOrder(db, orderId);
  const rows = await db
    .select()
    .from(orderDamagedItems)
    .where(and(eq(orderDamagedItems.orderId, orderId), showDeleted ? undefined : isNull(orderDamagedItems.deletedDate)))
    .orderBy(asc(orderDamagedItems.createdAt), asc(orderDamagedItems.id));
  return rows.map(toItem);
}

export async function createDamagedItem(
  db: Db,
  orderId: number,
  body: DamagedItemBody,
  userId: number | null,
): Promise<DamagedItem> {
  return db.transaction(async (tx) => {
    await requireEditableOrder(tx, orderId, userId, { forUpdate: true });
    const [row] = await tx
      .insert(orderDamagedItems)
      .values({ orderId, ...values(body) })
      .returning();
    await logOrderChange(tx, orderId, userId, 'damaged_item_added', `Добавлено повреждённое имущество: ${row.name}`, {
      damagedItemId: row.id,
    });
    return toItem(row);
  });
}

/** A live item, or 404. */
async function requireItem(db: DbOrTx, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(orderDamagedItems)
    .where(and(eq(orderDamagedItems.id, id), isNull(orderDamagedItems.deletedDate)));
  if (!row) throw notFound(DAMAGED_ITEM_NOT_FOUND);
  return row;
}

export async function updateDamagedItem(
  db: Db,
  id: number,
  body: DamagedItemBody,
  userId: number | null,
): Promise<DamagedItem> {
  return db.transaction(async (tx) => {
    const item = await requireItem(tx, id);
    await requireEditableOrder(tx, item.orderId, userId, { forUpdate: true });
    const [row] = await tx.update(orderDamagedItems).set(values(body)).where(eq(orderDamagedItems.id, id)).returning();
    await logOrderChange(
      tx,
      item.orderId,
      userId,
      'damaged_item_updated',
      `Изменено повреждённое имущество: ${row.name}`,
      { damagedItemId: id },
    );
    return toItem(row);
  });
}

export async function deleteDamagedItem(db: Db, id: number, userId: number | null): Promise<DamagedItem> {
  return db.transaction(async (tx) => {
    const item = await requireItem(tx, id);
    await requireEditableOrder(tx, item.orderId, userId, { forUpdate: true });
    const [row] = await tx
      .update(orderDamagedItems)
      .set({ deletedDate: new Date() })
      .where(eq(orderDamagedItems.id, id))
      .returning();
    await logOrderChange(
      tx,
      item.orderId,
      userId,
      'damaged_item_deleted',
      `Удалено повреждённое имущество: ${row.name}`,
      { damagedItemId: id },
    );
    return toItem(row);
  });
}
