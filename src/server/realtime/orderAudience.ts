import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/db';
import { orderExecutors, orderResponsibles, orders } from '../orders/ordersSchema';
import type { PushRecipients } from './notifier';
import { pushTexts } from './pushTexts';

/** Who is told about an order's events, and how the history panel names them. */
export interface OrderAudience {
  orderNumber: string;
  target: string;
  to: PushRecipients;
}

/**
 * The people of an order: its partner's staff and the sockets of its office, the users working it (who made it,
 * its responsible users, revision executors and editors, its assigned executors) and, while no partner has it,
 * the platform's operators, who are the ones to move it on. Null when the order is gone.
 */
export async function orderAudience(db: DbOrTx, orderId: number): Promise<OrderAudience | null> {
  const [order] = await db
    .select({ number: orders.number, partnerId: orders.partnerId, officeId: orders.officeId, userId: orders.userId })
    .from(orders)
    .where(and(eq(orders.id, orderId), isNull(orders.deletedDate)));
  if (!order) return null;
  const responsibles = await db
    .select({ userId: orderResponsibles.userId })
    .from(orderResponsibles)
    .where(eq(orderResponsibles.orderId, orderId));
  const executors = await db
    .select({ userId: orderExecutors.userId })
    .from(orderExecutors)
    .where(
      and(eq(orderExecutors.orderId, orderId), isNull(orderExecutors.deletedDate), eq(orderExecutors.available, true)),
    );
  const userIds = new Set([...responsibles, ...executors].map((r) => r.userId));
  if (order.userId !== null) userIds.add(order.userId);
  const withPartner = order.partnerId !== null;
  return {
    orderNumber: order.number,
    target: withPartner ? pushTexts.targets.orderWithPartner : pushTexts.targets.orderWithoutPartner,
    to: {
      userIds: [...userIds],
      partnerIds: withPartner ? [order.partnerId!] : [],
      officeIds: order.officeId === null ? [] : [order.officeId],
      staff: !withPartner,
    },
  };
}
