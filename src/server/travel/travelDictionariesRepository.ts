import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { TRAVEL_PAYMENT_STATE_NAMES } from '../../../machines/travel/travelPaymentMachine';
import { TRAVEL_POLICY_STATE_NAMES } from '../../../machines/travel/travelPolicyMachine';
import { TRAVEL_PAYMENT_STATES, TRAVEL_POLICY_STATES } from '../../shared/lifecycleStates';
import type { TravelDictionaries } from '../../shared/schemas/travel/travelDictionaries';
import type { DbOrTx } from '../db/db';
import {
  travelCountries,
  travelCurrencies,
  travelCurrencyRates,
  travelInsurers,
  travelPaymentCashes,
  travelPaymentTypes,
  travelRisks,
} from './travelSchema';

// The travel dictionaries: all of them at once for the console (GET /v1/vzr/dictionaries), and the lookups pricing a
// policy needs. They change with migrations and the demo seed, never through the API.

/** The latest rate of a currency on or before the day, or null when it has none. */
export async function rateOn(db: DbOrTx, currencyCode: string, day: string) {
  const [row] = await db
    .select({ rate: travelCurrencyRates.rate, rateDate: travelCurrencyRates.rateDate })
    .from(travelCurrencyRates)
    .where(and(eq(travelCurrencyRates.currencyCode, currencyCode), lte(travelCurrencyRates.rateDate, day)))
    .orderBy(desc(travelCurrencyRates.rateDate))
    .limit(1);
  return row ?? null;
}

export async function countriesByCode(db: DbOrTx, codes: string[]) {
  if (codes.length === 0) return [];
  return db.select().from(travelCountries).where(inArray(travelCountries.code, codes));
}

export async function allRisks(db: DbOrTx) {
  return db.select().from(travelRisks).orderBy(asc(travelRisks.sort), asc(travelRisks.id));
}

export async function insurerById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(travelInsurers).where(eq(travelInsurers.id, id));
  return row;
}

export async function currencyByCode(db: DbOrTx, code: string) {
  const [row] = await db.select().from(travelCurrencies).where(eq(travelCurrencies.code, code));
  return row;
}

export async function readDictionaries(db: DbOrTx, today: string): Promise<TravelDictionaries> {
  // One after another: a transaction's single connection (and PGlite) takes one query at a time.
  const countries = await db.select().from(travelCountries).orderBy(asc(travelCountries.name));
  const latest = db
    .selectDistinctOn([travelCurrencyRates.currencyCode], {
      currencyCode: travelCurrencyRates.currencyCode,
      rate: travelCurrencyRates.rate,
      rateDate: travelCurrencyRates.rateDate,
    })
    .from(travelCurrencyRates)
    .where(lte(travelCurrencyRates.rateDate, today))
    .orderBy(travelCurrencyRates.currencyCode, desc(travelCurrencyRates.rateDate))
    .as('latest');
  const currencies = await db
    .select({
      code: travelCurrencies.code,
      numericCode: travelCurrencies.numericCode,
      name: travelCurrencies.name,
      rate: sql<number | null>`${latest.rate}::float8`,
      rateDate: latest.rateDate,
    })
    .from(travelCurrencies)
    .leftJoin(latest, eq(latest.currencyCode, travelCurrencies.code))
    // The euro and the dollar first: most trips are insured in them, so the form's select opens on them.
    .orderBy(sql`array_position(array['EUR', 'USD'], ${travelCurrencies.code}) nulls last`, asc(travelCurrencies.code));
  const insurers = await db.select().from(travelInsurers).orderBy(asc(travelInsurers.name));
  const risks = await allRisks(db);
  const paymentTypes = await db.select().from(travelPaymentTypes).orderBy(asc(travelPaymentTypes.id));
  const paymentCashes = await db.select().from(travelPaymentCashes).orderBy(asc(travelPaymentCashes.name));
  return {
    countries: countries.map((c) => ({
      code: c.code,
      name: c.name,
      territoryCoefficient: c.territoryCoefficient,
      schengen: c.schengen,
    })),
    currencies: currencies.map((c) => ({ ...c, rate: c.rate === null ? null : Number(c.rate) })),
    insuranceCompanies: insurers.map((i) => ({ id: i.id, name: i.name, inn: i.inn, license: i.license })),
    risks: risks.map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      tariffPer1000: r.tariffPer1000,
      minSum: r.minSum,
      maxSum: r.maxSum,
      required: r.required,
    })),
    policyStatuses: TRAVEL_POLICY_STATES.map((code) => ({ code, name: TRAVEL_POLICY_STATE_NAMES[code] })),
    paymentStatuses: TRAVEL_PAYMENT_STATES.map((code) => ({ code, name: TRAVEL_PAYMENT_STATE_NAMES[code] })),
    paymentTypes: paymentTypes.map((p) => ({
      id: p.id,
      code: p.code,
      name: p.name,
      requiresInvoice: p.requiresInvoice,
      requiresCash: p.requiresCash,
    })),
    paymentCashes: paymentCashes.map((c) => ({ id: c.id, name: c.name, address: c.address })),
  };
}
