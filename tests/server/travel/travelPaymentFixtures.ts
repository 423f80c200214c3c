import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { App } from '../../../src/server/app';
import type { Db } from '../../../src/server/db/db';
import { addDays } from '../../../src/server/travel/travelDays';
import { moscowToday } from '../../../src/server/travel/travelPolicyLifecycle';
import {
  travelCurrencies,
  travelInsurers,
  travelPaymentCashes,
  travelPaymentTypes,
  travelPolicies,
} from '../../../src/server/travel/travelSchema';
import { multipart } from '../files/orderFilesFixtures';

// Travel payments' tests: policies inserted straight into travel_policies (in the state the test needs, priced at a
// round total), and the dictionaries they need, taken from the demo when it has them and added otherwise.

export interface PaymentDictionaries {
  card: number;
  cash: number;
  bank: number;
  cashDesk: number;
  insurerId: number;
}

async function typeWith(db: Db, code: string, flags: { requiresCash?: boolean; requiresInvoice?: boolean }) {
  const types = await db.select().from(travelPaymentTypes).orderBy(asc(travelPaymentTypes.id));
  const found = types.find(
    (t) => t.requiresCash === (flags.requiresCash ?? false) && t.requiresInvoice === (flags.requiresInvoice ?? false),
  );
  if (found) return found.id;
  const [row] = await db
    .insert(travelPaymentTypes)
    .values({ code: `${code}-${randomUUID().slice(0, 6)}`, name: code, ...flags })
    .returning();
  return row.id;
}

/** The payment types (card, cash, bank transfer), a cash desk and an insurer, seeded when the demo has none. */
export async function paymentDictionaries(db: Db): Promise<PaymentDictionaries> {
  await db.insert(travelCurrencies).values({ code: 'EUR', numericCode: '978', name: 'Евро' }).onConflictDoNothing();
  const [insurer] = await db.select().from(travelInsurers).orderBy(asc(travelInsurers.id)).limit(1);
  const insurerId =
    insurer?.id ??
    (
      await db
        .insert(travelInsurers)
        .values({ name: 'Тест-Страхование', inn: '7700000000', license: 'СИ 0001' })
        .returning()
    )[0].id;
  const [desk] = await db.select().from(travelPaymentCashes).orderBy(asc(travelPaymentCashes.id)).limit(1);
  const cashDesk = desk?.id ?? (await db.insert(travelPaymentCashes).values({ name: 'Касса тест' }).returning())[0].id;
  return {
    card: await typeWith(db, 'card', {}),
    cash: await typeWith(db, 'cash', { requiresCash: true }),
    bank: await typeWith(db, 'bank', { requiresInvoice: true }),
    cashDesk,
    insurerId,
  };
}

/** A policy in `state` (issued by default) worth `total` roubles, starting in 10 days unless told. */
export async function newPolicy(
  db: Db,
  dict: PaymentDictionaries,
  fields: { total?: number; state?: string; partnerId?: number | null; startDate?: string; endDate?: string } = {},
) {
  const today = moscowToday();
  const startDate = fields.startDate ?? addDays(today, 10);
  const total = fields.total ?? 1000;
  const [row] = await db
    .insert(travelPolicies)
    .values({
      number: `Т-${randomUUID()}`,
      state: fields.state ?? 'issued',
      partnerId: fields.partnerId ?? null,
      insurerId: dict.insurerId,
      currencyCode: 'EUR',
      holderName: 'Платежов Тест',
      holderPhone: '+79990000000',
      startDate,
      endDate: fields.endDate ?? addDays(startDate, 6),
      days: 7,
      premiumCurrency: 10,
      rate: 100,
      rateDate: today,
      premium: total,
      total,
      issuedAt: new Date(),
    })
    .returning();
  return row;
}

export const policyState = async (db: Db, id: number) =>
  (await db.select({ state: travelPolicies.state }).from(travelPolicies).where(eq(travelPolicies.id, id)))[0].state;

/** Today's start in unix seconds: a payment date the server takes. */
export const todayUnix = () => Math.floor(Date.now() / 1000) - 60;

/** The test's calls, as the given user. */
export function paymentCalls(app: App) {
  const json = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    app.inject({ method, url, headers: { authorization: token }, ...(payload === undefined ? {} : { payload }) });
  return {
    json,
    create: (token: string, body: object) => json('POST', '/v1/vzr/payments', token, body),
    get: (token: string, id: number) => json('GET', `/v1/vzr/payments/${id}`, token),
    upload: (token: string, id: number, file: Parameters<typeof multipart>[0], fields: Record<string, string> = {}) => {
      const body = multipart(file, fields);
      return app.inject({
        method: 'POST',
        url: `/v1/vzr/payments/${id}/invoice`,
        headers: { authorization: token, ...body.headers },
        payload: body.payload,
      });
    },
  };
}

/** A payment body for the policy: the whole total by card unless told. */
export const paymentBody = (dict: PaymentDictionaries, policyId: number, fields: Record<string, unknown> = {}) => ({
  policyId,
  amount: 1000,
  paymentTypeId: dict.card,
  paidAt: todayUnix(),
  payerName: 'Платежов Тест Тестович',
  ...fields,
});
