import { asc, eq } from 'drizzle-orm';
import { CARMEN_LEAD_MISSING, type CarmenOrderLead } from '../../shared/schemas/carmen';
import { ORDER_NOT_FOUND } from '../../shared/schemas/orders/orderEntity';
import type { DbOrTx } from '../db/db';
import { notFound } from '../errors';
import { getOrderEntity } from '../orders/ordersRepository';
import { carmenUsers } from '../vehicles/vehiclesSchema';

// GET /carmen/order/{id}: the order's Carmen CRM lead, and the Carmen employee the order's
// creator is mapped to (carmen_users). No Carmen address is configured, so the lead has no link.

export async function carmenOrderLead(db: DbOrTx, orderId: number): Promise<CarmenOrderLead> {
  const order = await getOrderEntity(db, orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (!order.carmenLeadId) throw notFound(CARMEN_LEAD_MISSING);
  const [employee] = order.userId
    ? await db
        .select({ fio: carmenUsers.carmenFio })
        .from(carmenUsers)
        .where(eq(carmenUsers.userId, order.userId))
        .orderBy(asc(carmenUsers.id))
        .limit(1)
    : [];
  return {
    orderId: order.id,
    carmenLeadId: order.carmenLeadId,
    number: order.number,
    statusRefValueName: order.statusRefValueName,
    clientFio: order.clientFio,
    carmenUserFio: employee?.fio ?? null,
    leadUrl: null,
  };
}
