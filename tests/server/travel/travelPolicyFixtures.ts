import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { App } from '../../../src/server/app';
import type { Db } from '../../../src/server/db/db';
import { addDays, unixOfDay } from '../../../src/server/travel/travelDays';
import { moscowToday } from '../../../src/server/travel/travelPolicyLifecycle';
import {
  travelCountries,
  travelCurrencies,
  travelCurrencyRates,
  travelInsurers,
  travelPromoCodes,
  travelRisks,
} from '../../../src/server/travel/travelSchema';
import type { TravelPolicy } from '../../../src/shared/schemas/travel/travelPolicies';

// Travel policies' tests: dictionaries of the test's own with awkward figures (a currency with a rate of four
// decimals, countries of known coefficients, risks with odd tariffs) beside the demo's required medical risk, bodies
// of valid policies, and the calls.

export interface PolicyDictionaries {
  insurerId: number;
  /** The demo's required medical risk (tariff 0.021, sums 30 000–100 000). */
  med: number;
  /** Test risks: tariff 0.0333 (sums 1 000–9 999) and 0.0717 (sums 100–5 000). */
  odd: number;
  odder: number;
  /** A currency of the test's own whose rate today is 93.4567. */
  currency: string;
}

/** A code of random capitals. */
const uniqueCode = (length: number) =>
  Array.from(randomUUID().replace(/-/g, '').slice(0, length), (c) =>
    String.fromCharCode(65 + (parseInt(c, 16) % 26)),
  ).join('');

/** A currency of the test's own: three letters leave few codes, so a code another file took is drawn again. */
async function newCurrency(db: Db): Promise<string> {
  for (;;) {
    const code = `Q${uniqueCode(2)}`;
    const taken = await db
      .insert(travelCurrencies)
      .values({ code, numericCode: '999', name: 'Тестовая валюта' })
      .onConflictDoNothing()
      .returning({ code: travelCurrencies.code });
    if (taken.length > 0) return code;
  }
}

export async function policyDictionaries(db: Db): Promise<PolicyDictionaries> {
  const [insurer] = await db.select({ id: travelInsurers.id }).from(travelInsurers).limit(1);
  const [med] = await db.select({ id: travelRisks.id }).from(travelRisks).where(eq(travelRisks.code, 'MED'));
  const currency = await newCurrency(db);
  await db.insert(travelCurrencyRates).values([
    { currencyCode: currency, rateDate: addDays(moscowToday(), -3), rate: 90 },
    { currencyCode: currency, rateDate: moscowToday(), rate: 93.4567 },
  ]);
  await db
    .insert(travelCountries)
    .values([
      { code: 'XA', name: 'Тестовая страна 1,35', territoryCoefficient: 1.35 },
      { code: 'XB', name: 'Тестовая страна 1,80', territoryCoefficient: 1.8 },
    ])
    .onConflictDoNothing();
  const [odd, odder] = await db
    .insert(travelRisks)
    .values([
      {
        code: `T${uniqueCode(6)}`,
        name: 'Тестовый риск 1',
        tariffPer1000: 0.0333,
        minSum: 1000,
        maxSum: 9999,
        sort: 90,
      },
      {
        code: `T${uniqueCode(6)}`,
        name: 'Тестовый риск 2',
        tariffPer1000: 0.0717,
        minSum: 100,
        maxSum: 5000,
        sort: 91,
      },
    ])
    .returning({ id: travelRisks.id });
  return { insurerId: insurer.id, med: med.id, odd: odd.id, odder: odder.id, currency };
}

/** A promo code of the test's own. */
export async function newPromoCode(db: Db, fields: Partial<typeof travelPromoCodes.$inferInsert> = {}) {
  const [row] = await db
    .insert(travelPromoCodes)
    .values({ code: `T-${uniqueCode(10)}`, name: 'Тестовый промокод', discountPercent: 12.5, ...fields })
    .returning();
  return row;
}

/** Unix seconds of the day `days` from today (Moscow). */
export const dayUnix = (days: number) => unixOfDay(addDays(moscowToday(), days));

/** Unix seconds of a birth date `years` full years (and `days` more) before today. */
export const bornUnix = (years: number, days = 10) => {
  const today = moscowToday();
  const [y, m, d] = today.split('-');
  return unixOfDay(addDays(`${Number(y) - years}-${m}-${d}`, -days));
};

export const insuredPerson = (lastName: string, birthDate: number) => ({
  lastName,
  firstName: 'TEST',
  birthDate,
  passportSeries: '75',
  passportNumber: '1234567',
});

/** A valid body: one adult, the medical risk at 50 000, 10 days from a week ahead, in the test's currency. */
export const policyBody = (dict: PolicyDictionaries, fields: Record<string, unknown> = {}) => ({
  insurerId: dict.insurerId,
  currencyCode: dict.currency,
  countryCodes: ['XA'],
  startDate: dayUnix(7),
  endDate: dayUnix(16),
  holderName: 'Полисов Тест Тестович',
  holderPhone: '+79991234567',
  holderEmail: 'polis@test.ru',
  insured: [insuredPerson('IVANOV', bornUnix(40))],
  risks: [{ riskId: dict.med, sumInsured: 50000 }],
  ...fields,
});

export function policyCalls(app: App) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    app.inject({ method, url, headers: { authorization: token }, ...(payload === undefined ? {} : { payload }) });
  return {
    call,
    create: (token: string, body: object) => call('POST', '/v1/vzr/policies', token, body),
    calculate: (token: string, body: object) => call('POST', '/v1/vzr/policies/calculate', token, body),
    get: (token: string, id: number) => call('GET', `/v1/vzr/policies/${id}`, token),
    update: (token: string, id: number, body: object) => call('PUT', `/v1/vzr/policies/${id}`, token, body),
    accept: (token: string, id: number) => call('PUT', `/v1/vzr/policies/${id}/accept`, token),
    annul: (token: string, id: number, reason = 'Клиент передумал') =>
      call('PUT', `/v1/vzr/policies/${id}/annul`, token, { reason }),
    /** Creates and answers the policy; fails the test otherwise. */
    async draft(token: string, body: object): Promise<TravelPolicy> {
      const response = await call('POST', '/v1/vzr/policies', token, body);
      if (response.statusCode !== 200) throw new Error(`create: ${response.statusCode} ${response.body}`);
      return response.json() as TravelPolicy;
    },
  };
}
