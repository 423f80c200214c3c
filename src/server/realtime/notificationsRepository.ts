import { and, desc, gte, inArray, isNull, or } from 'drizzle-orm';
import type { UserHistoryItem } from '../../shared/schemas/users';
import { currentScope } from '../auth/tenantScope';
import type { DbOrTx } from '../db/db';
import { notificationHistory } from '../db/schema';
import { orderInScope } from '../orders/orderScope';
import { orders } from '../orders/ordersSchema';

/**
 * Push notifications sent since the moment, newest first; capped so a wide period cannot flood the panel. A partner's
 * staff see those about their partner's orders and those about no order.
 */
export async function notificationsSince(db: DbOrTx, since: Date, limit = 1000): Promise<UserHistoryItem[]> {
  const scope = currentScope();
  const visible =
    scope === null
      ? undefined
      : or(
          isNull(notificationHistory.orderId),
          inArray(notificationHistory.orderId, db.select({ id: orders.id }).from(orders).where(orderInScope(scope))),
        );
  const rows = await db
    .select()
    .from(notificationHistory)
    .where(and(gte(notificationHistory.sendingTime, since), visible))
    .orderBy(desc(notificationHistory.sendingTime), desc(notificationHistory.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, sendingTime: Math.floor(r.sendingTime.getTime() / 1000) }));
}
