import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../../src/server/app';
import { clients } from '../../../src/server/clients/clientsSchema';
import type { Db } from '../../../src/server/db/db';
import { smsOutbox } from '../../../src/server/db/schema';
import { createInvoice } from '../../../src/server/invoices/invoicesRepository';
import { services } from '../../../src/server/orders/ordersSchema';
import type { Invoice } from '../../../src/shared/schemas/invoice';
import { caller } from '../orders/orderPartsFixtures';
import { createInvoiceWorld, type InvoiceWorld, setInvoiceState } from './invoiceFixtures';

// What the payment suites share: a sent invoice on a service of the test's own (so the bonus percents are the
// test's) for a client with a known balance, the calls, and what the client's phone received.

export interface BonusRules {
  receiving: number;
  maxSpending: number;
}

/** A sent invoice of 1 x 300.10 + 1 x 80 less 7% = 353.49 (VAT 20 included), for a client holding `bonus`. */
export async function sentInvoice(
  db: Db,
  rules: BonusRules,
  bonus = 1000,
): Promise<{ w: InvoiceWorld; invoice: Invoice }> {
  const code = `pay_${randomUUID().slice(0, 8)}`;
  const [service] = await db
    .insert(services)
    .values({
      name: `Оплата счетов ${code}`,
      code,
      bonusReceivingPercent: rules.receiving,
      bonusMaxSpendingPercent: rules.maxSpending,
    })
    .returning();
  const w = await createInvoiceWorld(db, { serviceId: service.id, clientBonus: bonus });
  return { w, invoice: await sentInvoiceOf(db, w) };
}

/** Another sent invoice of the same world (the same order, client and service). */
export async function sentInvoiceOf(db: Db, w: InvoiceWorld): Promise<Invoice> {
  const lines = [
    { priceListItemId: w.items.balancing, quantity: 1, discount: 0 },
    { priceListItemId: w.items.valve, quantity: 1, discount: 0 },
  ];
  const draft = await createInvoice(
    db,
    w.orderId,
    { priceListId: w.priceListId, percentageDiscount: 7, invoicePositions: lines },
    { userId: null, scope: null },
  );
  await setInvoiceState(db, draft.id, 'sent');
  return { ...draft, state: 'sent' };
}

export const clientOf = async (db: Db, w: InvoiceWorld) =>
  (await db.select().from(clients).where(eq(clients.id, w.clientId)))[0];

export const lastSms = async (db: Db, phone: string) =>
  (await db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.id)).limit(1))[0];

type Response = Awaited<ReturnType<ReturnType<typeof caller>>>;

/**
 * POST /v1/order_invoices/{url} and the checks of its answer; `t` is openTestApp's context, filled before the tests.
 */
export function invoiceCalls(t: { app: App; db: Db }) {
  const call: ReturnType<typeof caller> = (...args) => caller(t.app)(...args);
  const post = (token: string, url: string, body?: object) => call(token, 'POST', `/v1/order_invoices/${url}`, body);
  const ok = async (response: Promise<Response>) => {
    const r = await response;
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as Invoice;
  };
  const refused = async (response: Promise<Response>, status: number, errorCode: string, message?: string) => {
    const r = await response;
    expect(r.statusCode, r.body).toBe(status);
    expect(r.json()).toMatchObject({ errorCode, ...(message ? { message } : {}) });
  };
  /** Sends the invoice by SMS for `bonusToSpend` and answers the code the client got. */
  const smsCode = async (token: string, invoiceId: number, w: InvoiceWorld, bonusToSpend: number) => {
    await ok(post(token, `${invoiceId}/send/sms?bonusToSpend=${bonusToSpend}`));
    return /Код для оплаты бонусами: (\d{6})$/.exec(
      (await lastSms(t.db, (await clientOf(t.db, w)).phoneNumber)).text,
    )![1];
  };
  return { call, post, ok, refused, smsCode };
}
