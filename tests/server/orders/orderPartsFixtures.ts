import { randomInt, randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../../src/server/app';
import { clients } from '../../../src/server/clients/clientsSchema';
import type { Db } from '../../../src/server/db/db';
import { users } from '../../../src/server/db/schema';
import { orderHistory, orders } from '../../../src/server/orders/ordersSchema';
import { REF_VALUE_IDS } from '../../../src/shared/referenceIds';
import { createTestUser, login } from '../buildTestApp';

// What the order-part suites share: orders of their own inserted straight into the database (not through the
// orders routes), the demo logins, a user without any permission, and the order's last history line.

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface OrderFields {
  serviceId?: number;
  statusRefValueId?: number;
  officeId?: number | null;
  blockedByUserId?: number | null;
  timezone?: string;
}

/** A fresh client and an order of him; the number is unique ('T-…'). */
export async function createTestOrder(db: Db, fields: OrderFields = {}): Promise<number> {
  const [client] = await db
    .insert(clients)
    .values({
      lastName: 'Заявкин',
      firstName: 'Тест',
      middleName: 'Петрович',
      phoneNumber: `+7995${String(randomInt(10_000_000)).padStart(7, '0')}`,
    })
    .returning({ id: clients.id });
  const [order] = await db
    .insert(orders)
    .values({
      number: `T-${randomUUID().slice(0, 13)}`,
      serviceId: fields.serviceId ?? 902,
      statusRefValueId: fields.statusRefValueId ?? REF_VALUE_IDS.orderStatusInWork,
      clientId: client.id,
      officeId: fields.officeId ?? null,
      blockedByUserId: fields.blockedByUserId ?? null,
      timezone: fields.timezone ?? 'Europe/Moscow',
    })
    .returning({ id: orders.id });
  return order.id;
}

/** Another operator holds the order (what PUT /order_block does): changes by anyone else answer 409. */
export async function holdOrder(db: Db, orderId: number, userId: number) {
  await db.update(orders).set({ blockedByUserId: userId, blockedAt: new Date() }).where(eq(orders.id, orderId));
}

export async function archiveOrder(db: Db, orderId: number) {
  await db.update(orders).set({ statusRefValueId: REF_VALUE_IDS.orderStatusArchive }).where(eq(orders.id, orderId));
}

export async function lastHistory(db: Db, orderId: number) {
  const [row] = await db
    .select()
    .from(orderHistory)
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(desc(orderHistory.id))
    .limit(1);
  return row;
}

export interface Tokens {
  admin: string;
  operator: string;
  /** A user with no role: every protected call answers 403. */
  nobody: string;
  operatorId: number;
  adminId: number;
}

export async function loginAll(app: App, db: Db): Promise<Tokens> {
  const stranger = await createTestUser(db);
  const [admin, operator, nobody] = await Promise.all([
    login(app, 'admin@demo.ru', 'Admin12345'),
    login(app, 'operator@demo.ru', 'Operator12345'),
    login(app, stranger.email, stranger.password!),
  ]);
  const idOf = async (email: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
  return { admin, operator, nobody, adminId: await idOf('admin@demo.ru'), operatorId: await idOf('operator@demo.ru') };
}

/** An inject with the token (or none). */
export function caller(app: App) {
  return (token: string | null, method: Method, url: string, payload?: object) =>
    app.inject({ method, url, headers: token ? { authorization: token } : {}, ...(payload ? { payload } : {}) });
}

/** A 400 whose details name the field with the message. */
export function expectFieldError(
  response: { statusCode: number; json: () => unknown },
  field: string,
  message: string,
) {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { errorCode: string; details?: Record<string, string> };
  expect(body.errorCode).toBe('VALIDATION_ERROR');
  expect(body.details?.[field]).toBe(message);
}
