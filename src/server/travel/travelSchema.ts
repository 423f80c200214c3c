import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { partners, users } from '../db/schema';

// Travel insurance (docs/travel-insurance.md): the dictionaries, promo codes with partner commissions, policies with
// their insured people, countries and risks, and payments. A policy's and a payment's `state` is the state of
// machines/travel/travelPolicyMachine and travelPaymentMachine. Money is numeric(.., 2) roubles (or the policy's
// currency where named so), summed in kopecks; calendar days are `date` ('yyyy-MM-dd', Moscow).

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const percent = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });

/** Countries by ISO 3166-1 alpha-2 code; the territory coefficient prices the riskier destinations higher. */
export const travelCountries = pgTable('travel_countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  territoryCoefficient: numeric('territory_coefficient', { precision: 4, scale: 2, mode: 'number' }).notNull(),
  schengen: boolean('schengen').notNull().default(false),
});

/** Currencies of the sums insured, by ISO 4217 code. */
export const travelCurrencies = pgTable('travel_currencies', {
  code: text('code').primaryKey(),
  numericCode: text('numeric_code').notNull(),
  name: text('name').notNull(),
});

/** Roubles per unit of a currency on a day; a day without a rate takes the latest one before it. */
export const travelCurrencyRates = pgTable(
  'travel_currency_rates',
  {
    currencyCode: text('currency_code')
      .notNull()
      .references(() => travelCurrencies.code),
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    rate: numeric('rate', { precision: 12, scale: 4, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.currencyCode, t.rateDate] })],
);

export const travelInsurers = pgTable('travel_insurers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  inn: text('inn').notNull(),
  license: text('license').notNull(),
});

/** A risk's tariff: currency units per day per 1000 of the sum insured; the sum insured lies in [min, max]. */
export const travelRisks = pgTable('travel_risks', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  tariffPer1000: numeric('tariff_per_1000', { precision: 10, scale: 4, mode: 'number' }).notNull(),
  minSum: integer('min_sum').notNull(),
  maxSum: integer('max_sum').notNull(),
  /** Every policy carries it (medical expenses). */
  required: boolean('required').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

export const travelPaymentTypes = pgTable('travel_payment_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** A bank transfer is confirmed only with the payer's invoice uploaded. */
  requiresInvoice: boolean('requires_invoice').notNull().default(false),
  /** Cash is taken at a cash desk, which the payment names. */
  requiresCash: boolean('requires_cash').notNull().default(false),
});

/** Cash desks where cash payments are taken. */
export const travelPaymentCashes = pgTable('travel_payment_cashes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address'),
});

export const travelPromoCodes = pgTable(
  'travel_promo_codes',
  {
    id: serial('id').primaryKey(),
    /** Upper-cased; unique whatever the case it was typed in. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    discountPercent: percent('discount_percent').notNull(),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    /** null: no limit. */
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    createdAt: createdAt(),
    deletedDate: timestamp('deleted_date', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('travel_promo_codes_code_key').on(t.code),
    index('travel_promo_codes_created_at_idx').on(t.createdAt, t.id),
    // The last word on exact use counts: a use past the maximum cannot be stored, whatever races.
    check(
      'travel_promo_codes_uses_check',
      sql`${t.usedCount} >= 0 and (${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses})`,
    ),
  ],
);

/** What a partner (the selling agent) earns on a policy sold with the code, in percent of its total. */
export const travelPromoCodeCommissions = pgTable(
  'travel_promo_code_commissions',
  {
    id: serial('id').primaryKey(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => travelPromoCodes.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    percent: percent('percent').notNull(),
  },
  (t) => [uniqueIndex('travel_promo_code_commissions_key').on(t.promoCodeId, t.partnerId)],
);

export const travelPolicies = pgTable(
  'travel_policies',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    state: text('state').notNull().default('draft'),
    /** The selling agent; null for the platform's own sales. Partner staff reach only their partner's policies. */
    partnerId: integer('partner_id').references(() => partners.id),
    insurerId: integer('insurer_id')
      .notNull()
      .references(() => travelInsurers.id),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => travelCurrencies.code),
    holderName: text('holder_name').notNull(),
    holderPhone: text('holder_phone').notNull(),
    holderEmail: text('holder_email'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    days: integer('days').notNull(),
    /** The premium in the policy's currency, the day's rate it was converted at, and the roubles. */
    premiumCurrency: money('premium_currency').notNull(),
    rate: numeric('rate', { precision: 12, scale: 4, mode: 'number' }).notNull(),
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    premium: money('premium').notNull(),
    discount: money('discount').notNull().default(0),
    total: money('total').notNull(),
    promoCodeId: integer('promo_code_id').references(() => travelPromoCodes.id),
    /** Whether the promo code's use is counted (from issue until annulment). */
    promoUseTaken: boolean('promo_use_taken').notNull().default(false),
    commissionPercent: percent('commission_percent'),
    commission: money('commission'),
    annulReason: text('annul_reason'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    annulledAt: timestamp('annulled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('travel_policies_number_key').on(t.number),
    index('travel_policies_created_at_idx').on(t.createdAt, t.id),
    index('travel_policies_partner_created_idx').on(t.partnerId, t.createdAt, t.id),
    // The calendar sweep finds paid policies that began and active ones that ended.
    index('travel_policies_state_start_idx').on(t.state, t.startDate),
    index('travel_policies_state_end_idx').on(t.state, t.endDate),
    index('travel_policies_holder_trgm_idx').using('gin', t.holderName.op('gin_trgm_ops')),
    // The list's other sorts and its search by number (its start) or any part of the holder's name.
    index('travel_policies_start_date_idx').on(t.startDate, t.id),
    index('travel_policies_total_idx').on(t.total, t.id),
    index('travel_policies_number_trgm_idx').using('gin', t.number.op('gin_trgm_ops')),
  ],
);

/** The insured people, in the order given; names in Latin letters as in the foreign passport. */
export const travelPolicyInsured = pgTable(
  'travel_policy_insured',
  {
    id: serial('id').primaryKey(),
    policyId: integer('policy_id')
      .notNull()
      .references(() => travelPolicies.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    passportSeries: text('passport_series').notNull(),
    passportNumber: text('passport_number').notNull(),
  },
  (t) => [index('travel_policy_insured_policy_idx').on(t.policyId, t.position)],
);

export const travelPolicyCountries = pgTable(
  'travel_policy_countries',
  {
    policyId: integer('policy_id')
      .notNull()
      .references(() => travelPolicies.id, { onDelete: 'cascade' }),
    countryCode: text('country_code')
      .notNull()
      .references(() => travelCountries.code),
  },
  (t) => [primaryKey({ columns: [t.policyId, t.countryCode] })],
);

export const travelPolicyRisks = pgTable(
  'travel_policy_risks',
  {
    policyId: integer('policy_id')
      .notNull()
      .references(() => travelPolicies.id, { onDelete: 'cascade' }),
    riskId: integer('risk_id')
      .notNull()
      .references(() => travelRisks.id),
    sumInsured: integer('sum_insured').notNull(),
    /** This risk's part of the premium for all the insured, in the policy's currency. */
    premiumCurrency: money('premium_currency').notNull(),
  },
  (t) => [primaryKey({ columns: [t.policyId, t.riskId] })],
);

/** The policy's history: every action with who took it, and the annulment reason. */
export const travelPolicyEvents = pgTable(
  'travel_policy_events',
  {
    id: serial('id').primaryKey(),
    policyId: integer('policy_id')
      .notNull()
      .references(() => travelPolicies.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    comment: text('comment'),
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('travel_policy_events_policy_idx').on(t.policyId, t.id)],
);

export const travelPayments = pgTable(
  'travel_payments',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    policyId: integer('policy_id')
      .notNull()
      .references(() => travelPolicies.id),
    state: text('state').notNull().default('registered'),
    amount: money('amount').notNull(),
    paymentTypeId: integer('payment_type_id')
      .notNull()
      .references(() => travelPaymentTypes.id),
    cashId: integer('cash_id').references(() => travelPaymentCashes.id),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    payerName: text('payer_name').notNull(),
    comment: text('comment'),
    /** The payer's invoice (PDF, JPEG or PNG by content), its bytes in stored_file_chunks. */
    invoicePath: text('invoice_path'),
    invoiceName: text('invoice_name'),
    invoiceMime: text('invoice_mime'),
    invoiceSize: integer('invoice_size'),
    refundReason: text('refund_reason'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('travel_payments_number_key').on(t.number),
    index('travel_payments_created_at_idx').on(t.createdAt, t.id),
    // The list's other sorts read their pages off these, as the default one does off created_at.
    index('travel_payments_paid_at_idx').on(t.paidAt, t.id),
    index('travel_payments_amount_idx').on(t.amount, t.id),
    index('travel_payments_policy_idx').on(t.policyId, t.state),
    // The list's quick search: any part of the payment's number or the payer's name.
    index('travel_payments_number_trgm_idx').using('gin', t.number.op('gin_trgm_ops')),
    index('travel_payments_payer_trgm_idx').using('gin', t.payerName.op('gin_trgm_ops')),
  ],
);
