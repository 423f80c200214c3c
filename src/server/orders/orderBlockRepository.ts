import { eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import type { OrderBlock } from '../../shared/schemas/orders/orderEntity';
import type { DbOrTx } from '../db/db';
import { users } from '../db/schema';
import { AppError } from '../errors';
import { userFio } from '../users/userFio';
import { requireEditableOrder, requireOrder } from './orderAccess';
import { logOrderChange } from './orderPartHistory';
import { orders } from './ordersSchema';

// An operator takes an order (PUT /order_block) so nobody else changes it while he works, and lets it go
// (DELETE /order_block). Taking it again is a no-op; letting go of someone else's needs order.block delete.

async function readBlock(db: DbOrTx, orderId: number): Promise<OrderBlock> {
  const [row] = await db
    .select({ blockedByUserId: orders.blockedByUserId, blockedByUserFio: userFio(users), blockedAt: orders.blockedAt })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.blockedByUserId))
    .where(eq(orders.id, orderId));
  return {
    orderId,
    blockedByUserId: row.blockedByUserId,
    blockedByUserFio: row.blockedByUserId ? row.blockedByUserFio : null,
    blockedDate: row.blockedAt ? Math.floor(row.blockedAt.getTime() / 1000) : null,
  };
}

export async function takeOrder(tx: DbOrTx, orderId: number, userId: number): Promise<OrderBlock> {
  const order = await requireEditableOrder(tx, orderId, userId, { forUpdate: true });
  if (order.blockedByUserId !== userId) {
    await tx.update(orders).set({ blockedByUserId: userId, blockedAt: sql`now()` }).where(eq(orders.id, orderId));
    await logOrderChange(tx, orderId, userId, 'blocked', 'Заявка взята в работу');
  }
  return readBlock(tx, orderId);
}

export const RELEASE_DENIED =
  'Освободить заявку, взятую другим пользователем, может только пользователь с правом на это';

export async function releaseOrder(
  tx: DbOrTx,
  orderId: number,
  userId: number,
  mayReleaseOthers: boolean,
): Promise<OrderBlock> {
  const order = await requireOrder(tx, orderId, { forUpdate: true });
  if (order.blockedByUserId === null) return readBlock(tx, orderId);
  const own = order.blockedByUserId === userId;
  if (!own && !mayReleaseOthers) throw new AppError(403, ERROR_CODES.accessDenied, RELEASE_DENIED);
  await tx.update(orders).set({ blockedByUserId: null, blockedAt: null }).where(eq(orders.id, orderId));
  await logOrderChange(
    tx,
    orderId,
    userId,
    'unblocked',
    own ? 'Заявка освобождена' : `Заявка освобождена (была взята пользователем ${order.blockedByUserFio})`,
  );
  return readBlock(tx, orderId);
}
