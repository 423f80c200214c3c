import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SERVICE_IDS } from '../../shared/constants';
import type { TireStorageOrder } from '../../shared/schemas/tires';
import { clients } from '../clients/clientsSchema';
import type { DbOrTx } from '../db/db';
import { offices, refValues } from '../db/schema';
import { liveOrder } from '../orders/orderAccess';
import { orderInScope } from '../orders/orderScope';
import { orders } from '../orders/ordersSchema';
import { vehicles } from '../vehicles/vehiclesSchema';
import { listTireDefects } from './tireDefectsRepository';
import { diameterIdOf, tireCountOf } from './tyreOrderValues';

// Tyre storage orders (service 68) of a client or linked to an order, oldest first, and what
// their QR labels print.

export const STORAGE_ORDER_NOT_FOUND = 'Заявка на хранение шин не найдена';

const status = alias(refValues, 'status');
const diameter = alias(refValues, 'diameter');
const storedObject = alias(refValues, 'stored_object');

const tireCount = tireCountOf(sql`${orders.specificValues}`);
const diameterId = diameterIdOf(sql`${orders.specificRefValues}`);

async function listStorageOrders(db: DbOrTx, where: ReturnType<typeof and>): Promise<TireStorageOrder[]> {
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      statusRefValueId: orders.statusRefValueId,
      statusRefValueName: status.name,
      createdAt: orders.createdAt,
      officeName: offices.name,
      tireCount,
      diameterWheelRefValueName: diameter.name,
    })
    .from(orders)
    .leftJoin(status, eq(status.id, orders.statusRefValueId))
    .leftJoin(offices, eq(offices.id, orders.officeId))
    .leftJoin(diameter, sql`${diameter.id} = ${diameterId}`)
    .where(and(eq(orders.serviceId, SERVICE_IDS.tireStorage), isNull(orders.deletedDate), orderInScope(), where))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return rows.map(({ createdAt, tireCount: count, ...row }) => ({
    ...row,
    createdDate: Math.floor(createdAt.getTime() / 1000),
    tireCount: count === null ? null : Number(count),
  }));
}

export const listStorageOrdersByClient = (db: DbOrTx, clientId: number) =>
  listStorageOrders(db, eq(orders.clientId, clientId));

/** The storage orders created from this order, and the order itself when it is one. */
export const listStorageOrdersByOrder = (db: DbOrTx, orderId: number) =>
  listStorageOrders(db, or(eq(orders.parentOrderId, orderId), eq(orders.id, orderId)));

export interface StorageLabel {
  /** What the QR code holds: the line's barcode, or the order's number when it has no lines. */
  code: string;
  orderNumber: string;
  client: string;
  plate: string | null;
  storedObject: string | null;
  place: string | null;
  defects: string | null;
}

/** 'Шины № 12': the stored object and its number, whichever are known. */
const objectText = (name: string | null | undefined, number: string | null) =>
  [name, number ? `№ ${number}` : null].filter(Boolean).join(' ') || null;

/** One label per defect line of a tyre order, or one for the order; null when it is no tyre order. */
export async function storageLabels(db: DbOrTx, orderId: number): Promise<StorageLabel[] | null> {
  const [order] = await db
    .select({
      number: orders.number,
      serviceId: orders.serviceId,
      client: sql<string>`coalesce(nullif(trim(concat_ws(' ', ${clients.lastName}, ${clients.firstName}, ${clients.middleName})), ''), ${clients.phoneNumber})`,
      plate: vehicles.number,
      storedObject: storedObject.name,
      place: sql<string | null>`nullif(${orders.specificValues}->>'storagePlace', '')`,
    })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .leftJoin(vehicles, eq(vehicles.id, orders.vehicleId))
    .leftJoin(storedObject, eq(storedObject.id, orders.storedObjectRefValueId))
    .where(liveOrder(orderId));
  if (!order || ![SERVICE_IDS.tireStorage, SERVICE_IDS.tireFitting].includes(order.serviceId as 68 | 69)) return null;
  const base = { orderNumber: order.number, client: order.client, plate: order.plate, place: order.place };
  const lines = await listTireDefects(db, orderId);
  if (lines.length === 0) return [{ ...base, code: order.number, storedObject: order.storedObject, defects: null }];
  const objectIds = [...new Set(lines.flatMap((l) => (l.storedObjectRefValueId ? [l.storedObjectRefValueId] : [])))];
  const objectNames = new Map(
    objectIds.length === 0
      ? []
      : (
          await db
            .select({ id: refValues.id, name: refValues.name })
            .from(refValues)
            .where(inArray(refValues.id, objectIds))
        ).map((v) => [v.id, v.name]),
  );
  return lines.map((line) => ({
    ...base,
    code: line.barcode,
    storedObject: objectText(
      line.storedObjectRefValueId ? objectNames.get(line.storedObjectRefValueId) : order.storedObject,
      line.storedObjectNumber,
    ),
    defects: line.defectTypeNames.join(', ') || null,
  }));
}
