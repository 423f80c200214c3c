import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { clients } from '../../../src/server/clients/clientsSchema';
import type { Db } from '../../../src/server/db/db';
import { operations, permissions } from '../../../src/server/db/schema';
import { towTruckBases, towTruckDrivers } from '../../../src/server/evacuation/evacuationSchema';
import { orderExecutors, orders } from '../../../src/server/orders/ordersSchema';
import type { PermissionFlag } from '../../../src/shared/permissions';
import { createTestUser } from '../buildTestApp';

// What the evacuation, tow-truck and geo tests share: their own orders (a unique tag in the number and the
// address, so the lists can be searched down to them), drivers with tariffs and users holding chosen keys.

export const uniqueTag = () => randomUUID().slice(0, 8);

let clientId: number | undefined;
/** The first demo client: orders need one. */
export async function demoClientId(db: Db): Promise<number> {
  if (clientId === undefined)
    [{ id: clientId }] = await db.select({ id: clients.id }).from(clients).orderBy(asc(clients.id)).limit(1);
  return clientId;
}

export async function newOrder(db: Db, tag: string, fields: Partial<typeof orders.$inferInsert> = {}) {
  const [row] = await db
    .insert(orders)
    .values({
      number: `T-${tag}-${randomUUID().slice(0, 8)}`,
      serviceId: 13,
      statusRefValueId: 9011,
      clientId: await demoClientId(db),
      address: `Москва, Тверская ул., 1 (${tag})`,
      ...fields,
    })
    .returning();
  return row;
}

/** A tow-truck driver (a user of his own) with a tariff; optionally assigned to orders as their executor. */
export async function newDriver(
  db: Db,
  tariff: Partial<typeof towTruckDrivers.$inferInsert> = {},
  orderIds: number[] = [],
) {
  const user = await createTestUser(db, {
    lastName: 'Водителев',
    firstName: `Тест${uniqueTag()}`,
    phone: '+79160001122',
  });
  await db.insert(towTruckDrivers).values({
    userId: user.id,
    truckTypeRefValueId: 9191,
    basePrice: 3000,
    pricePerKm: 60,
    truckNumber: 'А123ВС777',
    ...tariff,
  });
  if (orderIds.length)
    await db.insert(orderExecutors).values(orderIds.map((orderId) => ({ orderId, userId: user.id })));
  return user;
}

/** Grants a user these operation keys (with `flags`) personally. */
export async function grantKeys(db: Db, userId: number, keys: string[], flags: PermissionFlag[] = ['available']) {
  const ops = await db.select({ id: operations.id }).from(operations).where(inArray(operations.operationKey, keys));
  const granted = Object.fromEntries(flags.map((f) => [f, true]));
  if (ops.length) await db.insert(permissions).values(ops.map((op) => ({ operationId: op.id, userId, ...granted })));
}

/** A user holding exactly these operation keys (with `flags`). */
export async function userWith(db: Db, keys: string[], flags: PermissionFlag[] = ['available']) {
  const user = await createTestUser(db);
  await grantKeys(db, user.id, keys, flags);
  return user;
}

export async function newBase(db: Db, partnerId: number, fields: Partial<typeof towTruckBases.$inferInsert> = {}) {
  const [row] = await db
    .insert(towTruckBases)
    .values({ partnerId, name: `База ${uniqueTag()}`, latitude: 55.75, longitude: 37.62, ...fields })
    .returning();
  return row;
}

export const orderById = async (db: Db, id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0];
