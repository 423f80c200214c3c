import { and, eq, isNull, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import { REF_VALUE_IDS } from '../../shared/referenceIds';
import { ORDER_ARCHIVED_MESSAGE, ORDER_NOT_FOUND, orderBlockedMessage } from '../../shared/schemas/orders/orderEntity';
import { currentScope, type PartnerScope } from '../auth/tenantScope';
import type { DbOrTx } from '../db/db';
import { users } from '../db/schema';
import { AppError, notFound } from '../errors';
import { orderInScope } from './orderScope';
import { orders } from './ordersSchema';

// What every order route checks first: the order exists (not deleted) in the caller's tenant scope, and for a change,
// that nobody else holds it (PUT /order_block) and that it is not archived (status 29 takes no changes).

export const liveOrder = (orderId: number, scope: PartnerScope = currentScope()) =>
  and(eq(orders.id, orderId), isNull(orders.deletedDate), orderInScope(scope));

export interface OrderAccessRow {
  id: number;
  serviceId: number;
  statusRefValueId: number;
  blockedByUserId: number | null;
  blockedByUserFio: string | null;
}

const userFio = sql<
  string | null
>`coalesce(nullif(trim(concat_ws(' ', ${users.lastName}, ${users.firstName}, ${users.middleName})), ''), ${users.email})`;

/**
 * The order's row (what access needs), or ENTITY_NOT_FOUND 'Заявка не найдена'. `scope` null is for a caller whose
 * tenant check was made on something else the order belongs to (an evacuation offer).
 */
export async function requireOrder(
  db: DbOrTx,
  orderId: number,
  { forUpdate = false, scope = currentScope() }: { forUpdate?: boolean; scope?: PartnerScope } = {},
): Promise<OrderAccessRow> {
  const query = db
    .select({
      id: orders.id,
      serviceId: orders.serviceId,
      statusRefValueId: orders.statusRefValueId,
      blockedByUserId: orders.blockedByUserId,
      blockedByUserFio: userFio,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.blockedByUserId))
    .where(liveOrder(orderId, scope));
  const [row] = forUpdate ? await query.for('update', { of: orders }) : await query;
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

/** INELIGIBLE_STATE (409) when someone else holds the order (PUT /order_block). */
export function assertNotHeldByOther(order: OrderAccessRow, userId: number | null | undefined): OrderAccessRow {
  if (order.blockedByUserId !== null && order.blockedByUserId !== userId)
    throw new AppError(
      409,
      ERROR_CODES.ineligibleState,
      orderBlockedMessage(order.blockedByUserFio ?? 'другим пользователем'),
    );
  return order;
}

/** INELIGIBLE_STATE (409) when someone else holds the order or it is archived; the order's row otherwise. */
export function assertEditable(order: OrderAccessRow, userId: number | null | undefined): OrderAccessRow {
  assertNotHeldByOther(order, userId);
  if (order.statusRefValueId === REF_VALUE_IDS.orderStatusArchive)
    throw new AppError(409, ERROR_CODES.ineligibleState, ORDER_ARCHIVED_MESSAGE);
  return order;
}

/** requireOrder then assertEditable: what a route that changes an order or its parts calls first. */
export async function requireEditableOrder(
  db: DbOrTx,
  orderId: number,
  userId: number | null | undefined,
  options = { forUpdate: false },
) {
  return assertEditable(await requireOrder(db, orderId, options), userId);
}
