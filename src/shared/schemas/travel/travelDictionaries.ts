import { z } from 'zod';
import { TRAVEL_PAYMENT_STATES, TRAVEL_POLICY_STATES } from '../../lifecycleStates';
import { entityIdSchema } from '../fields/resourceFields';

// The travel-insurance dictionaries (docs/travel-insurance.md): countries (ISO 3166-1 alpha-2), currencies (ISO 4217)
// with the day's rate, insurance companies, risks with their tariffs, policy and payment statuses, payment types and
// cash desks. GET /v1/vzr/dictionaries answers them all at once; the console caches the answer per page.

export const travelCountrySchema = z.object({
  code: z.string(),
  name: z.string(),
  territoryCoefficient: z.number(),
  schengen: z.boolean(),
});
export type TravelCountry = z.infer<typeof travelCountrySchema>;

export const travelCurrencySchema = z.object({
  code: z.string(),
  numericCode: z.string(),
  name: z.string(),
  /** Roubles per unit on `rateDate`, the latest rate on or before today; null when the currency has none. */
  rate: z.number().nullable(),
  rateDate: z.string().nullable(),
});
export type TravelCurrency = z.infer<typeof travelCurrencySchema>;

export const travelInsurerSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  inn: z.string(),
  license: z.string(),
});

export const travelRiskSchema = z.object({
  id: entityIdSchema,
  code: z.string(),
  name: z.string(),
  tariffPer1000: z.number(),
  minSum: z.number(),
  maxSum: z.number(),
  required: z.boolean(),
});
export type TravelRisk = z.infer<typeof travelRiskSchema>;

export const travelPaymentTypeSchema = z.object({
  id: entityIdSchema,
  code: z.string(),
  name: z.string(),
  requiresInvoice: z.boolean(),
  requiresCash: z.boolean(),
});
export type TravelPaymentType = z.infer<typeof travelPaymentTypeSchema>;

export const travelPaymentCashSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  address: z.string().nullable(),
});

const statusSchema = <T extends readonly [string, ...string[]]>(states: T) =>
  z.object({ code: z.enum(states), name: z.string() });

/** GET /v1/vzr/dictionaries */
export const travelDictionariesSchema = z.object({
  countries: z.array(travelCountrySchema),
  currencies: z.array(travelCurrencySchema),
  insuranceCompanies: z.array(travelInsurerSchema),
  risks: z.array(travelRiskSchema),
  policyStatuses: z.array(statusSchema(TRAVEL_POLICY_STATES)),
  paymentStatuses: z.array(statusSchema(TRAVEL_PAYMENT_STATES)),
  paymentTypes: z.array(travelPaymentTypeSchema),
  paymentCashes: z.array(travelPaymentCashSchema),
});
export type TravelDictionaries = z.infer<typeof travelDictionariesSchema>;
