import { randomInt, randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { expect } from 'vitest';
import type { App } from '../../../src/server/app';
import { clients } from '../../../src/server/clients/clientsSchema';
import type { Db } from '../../../src/server/db/db';
import { offices, partners } from '../../../src/server/db/schema';
import { orderInvoicePayments, orderInvoices } from '../../../src/server/invoices/invoicesSchema';
import { orders } from '../../../src/server/orders/ordersSchema';
import { REF_VALUE_IDS } from '../../../src/shared/referenceIds';
import type { ReportPage } from '../../../src/shared/schemas/reports/reportRequest';
import { createTestUser, login } from '../buildTestApp';
import { grantKeys } from '../evacuation/evacuationFixtures';

// A small world of a report test's own: two partners (the second is "another partner" for the tenant checks), an
// office each, a client, and orders, invoices and payments at moments the test names. Every report call of a test
// names the world's partner or a period no other data lives in, so totals can be asserted exactly even on a shared
// database.

export const ZONE = 'Europe/Moscow';

/** Unix seconds of a Moscow wall-clock time, '2031-03-05 10:00'. */
export const at = (text: string) => Math.floor(DateTime.fromSQL(text, { zone: ZONE }).toSeconds());
export const dateOf = (text: string) => new Date(at(text) * 1000);

export interface ReportWorld {
  tag: string;
  partnerId: number;
  officeId: number;
  otherPartnerId: number;
  otherOfficeId: number;
  clientId: number;
}

export async function createReportWorld(db: Db): Promise<ReportWorld> {
  const tag = randomUUID().slice(0, 8);
  const [own, other] = await db
    .insert(partners)
    .values([{ name: `Партнёр отчётов ${tag}` }, { name: `Чужой партнёр ${tag}` }])
    .returning();
  const [office, otherOffice] = await db
    .insert(offices)
    .values([
      { partnerId: own.id, name: `Офис отчётов ${tag}` },
      { partnerId: other.id, name: `Чужой офис ${tag}` },
    ])
    .returning();
  const [client] = await db
    .insert(clients)
    .values({
      lastName: `Отчётов${tag}`,
      firstName: 'Пётр',
      phoneNumber: `+7994${String(randomInt(10_000_000)).padStart(7, '0')}`,
    })
    .returning();
  return {
    tag,
    partnerId: own.id,
    officeId: office.id,
    otherPartnerId: other.id,
    otherOfficeId: otherOffice.id,
    clientId: client.id,
  };
}

/** An order of the world (its own partner unless told), created at `createdAt` ('2031-03-05 10:00'). */
export async function reportOrder(
  db: Db,
  w: ReportWorld,
  createdAt: string,
  fields: Partial<typeof orders.$inferInsert> = {},
) {
  const [order] = await db
    .insert(orders)
    .values({
      number: `T-R-${w.tag}-${randomInt(1_000_000)}`,
      serviceId: 69,
      statusRefValueId: REF_VALUE_IDS.orderStatusInWork,
      clientId: w.clientId,
      partnerId: w.partnerId,
      officeId: w.officeId,
      createdAt: dateOf(createdAt),
      ...fields,
    })
    .returning();
  return order;
}

/** An invoice of the order in `state` with its amounts (the total is amount − discount − promo unless told). */
export async function reportInvoice(
  db: Db,
  order: { id: number; number: string; partnerId: number | null },
  fields: Partial<typeof orderInvoices.$inferInsert> = {},
) {
  const amount = fields.invoiceAmount ?? 1000;
  const total = amount - (fields.invoiceDiscount ?? 0) - (fields.promoDiscount ?? 0);
  const [invoice] = await db
    .insert(orderInvoices)
    .values({
      orderId: order.id,
      number: `${order.number}/${randomInt(1_000_000)}`,
      state: 'paid',
      partnerId: order.partnerId,
      invoiceAmount: amount,
      totalAmount: total,
      ...fields,
    })
    .returning();
  return invoice;
}

/** A client's payment of the invoice at `paidAt`; an account payment is affirmed then unless told otherwise. */
export async function reportPayment(
  db: Db,
  invoiceId: number,
  paidAt: string,
  fields: Partial<typeof orderInvoicePayments.$inferInsert> = {},
) {
  const method = fields.method ?? 'cash';
  const [payment] = await db
    .insert(orderInvoicePayments)
    .values({
      invoiceId,
      operation: 'income',
      target: 'client',
      method,
      amount: 1000,
      createdAt: dateOf(paidAt),
      affirmedAt: method === 'account' ? dateOf(paidAt) : null,
      ...fields,
    })
    .returning();
  return payment;
}

/** A user of the partner (or of the platform with null) holding the report's key. */
export async function reportUser(app: App, db: Db, keys: string[], partnerId: number | null = null) {
  const user = await createTestUser(db, { partnerId });
  await grantKeys(db, user.id, keys);
  return login(app, user.email, user.password as string);
}

/** The report's answer, expecting 200. */
export async function report(app: App, token: string, path: string, body: object): Promise<ReportPage> {
  const response = await app.inject({ method: 'POST', url: path, headers: { authorization: token }, payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ReportPage;
}

/** A Moscow period from the first day to the last, both whole: { dateFrom, dateTo, timezone }. */
export const period = (first: string, last: string) => ({
  dateFrom: at(`${first} 00:00`),
  dateTo: Math.floor(DateTime.fromSQL(`${last} 00:00`, { zone: ZONE }).plus({ days: 1 }).toSeconds()),
  timezone: ZONE,
});
