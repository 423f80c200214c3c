import { desc, eq } from 'drizzle-orm';
import type { OrderHistoryLine } from '../../shared/schemas/orders/orderEntity';
import type { DbOrTx } from '../db/db';
import { users } from '../db/schema';
import { userFio } from '../users/userFio';
import { orderHistory } from './ordersSchema';

// The order's history as the card shows it: newest first; lines written in one transaction keep their order by id.

export async function listOrderHistory(db: DbOrTx, orderId: number): Promise<OrderHistoryLine[]> {
  const rows = await db
    .select({
      id: orderHistory.id,
      orderId: orderHistory.orderId,
      action: orderHistory.action,
      text: orderHistory.text,
      userId: orderHistory.userId,
      userFio: userFio(users),
      createdAt: orderHistory.createdAt,
    })
    .from(orderHistory)
    .leftJoin(users, eq(users.id, orderHistory.userId))
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(desc(orderHistory.createdAt), desc(orderHistory.id));
  return rows.map(({ createdAt, ...row }) => ({
    ...row,
    userFio: row.userId ? row.userFio : null,
    createdDate: Math.floor(createdAt.getTime() / 1000),
  }));
}
