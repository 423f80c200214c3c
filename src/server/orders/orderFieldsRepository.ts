import { and, asc, eq, isNull } from 'drizzle-orm';
import type { OrderField, Service } from '../../shared/schemas/orders/orderEntity';
import type { DbOrTx } from '../db/db';
import { orderFields, services } from './ordersSchema';

// The services orders are for and each service's own order fields (GET /order_fields/services/{id}); the services
// list itself is the roles area's (roles/servicesRoutes.ts).

export const SERVICE_NOT_FOUND = 'Сервис не найден';

const serviceColumns = { id: services.id, name: services.name, code: services.code };

/** A live service by id, or by its code when `key` is not a number ('tire_storage'). */
export async function findService(db: DbOrTx, key: number | string): Promise<Service | null> {
  const byId = typeof key === 'number' || /^\d+$/.test(key);
  const [row] = await db
    .select(serviceColumns)
    .from(services)
    .where(and(byId ? eq(services.id, Number(key)) : eq(services.code, String(key)), isNull(services.deletedDate)));
  return row ?? null;
}

export async function listOrderFields(db: DbOrTx, serviceId: number): Promise<OrderField[]> {
  const rows = await db
    .select()
    .from(orderFields)
    .where(eq(orderFields.serviceId, serviceId))
    .orderBy(asc(orderFields.sort), asc(orderFields.id));
  return rows.map((f) => ({ ...f, type: f.type as OrderField['type'] }));
}

/** The order's specific values reduced to the fields of `fields`: values of other services' fields are dropped. */
export function keepFieldValues<V>(values: Record<string, V>, fields: OrderField[], refs: boolean): Record<string, V> {
  const codes = new Set(fields.filter((f) => (f.type === 'ref') === refs).map((f) => f.code));
  return Object.fromEntries(Object.entries(values).filter(([code]) => codes.has(code)));
}
