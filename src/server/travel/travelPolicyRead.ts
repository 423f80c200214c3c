import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { TRAVEL_POLICY_ACTION_NAMES } from '../../../machines/travel/travelPolicyMachine';
import { kopecks } from '../../shared/invoiceMoney';
import type { TravelPolicyState } from '../../shared/lifecycleStates';
import {
  TRAVEL_POLICY_NOT_FOUND,
  type TravelPolicy,
  type travelPolicyEventSchema,
} from '../../shared/schemas/travel/travelPolicies';
import type { DbOrTx } from '../db/db';
import { partners, users } from '../db/schema';
import { notFound } from '../errors';
import { userFio } from '../users/userFio';
import { fullYears, unixOfDay } from './travelDays';
import { allowedPolicyActions } from './travelPolicyLifecycle';
import {
  travelCountries,
  travelInsurers,
  travelPayments,
  travelPolicies,
  travelPolicyCountries,
  travelPolicyEvents,
  travelPolicyInsured,
  travelPolicyRisks,
  travelPromoCodes,
  travelRisks,
} from './travelSchema';

// The policy as every policy call answers it: the stored row with its partner, insurer, countries, insured people,
// risks, what is paid (confirmed payments; refunded ones no longer count) and the actions the chart allows from the
// stored state today. A partner's staff (scope = their partnerId) reach only their partner's policies.

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

export const policyInScope = (scope: number | null) =>
  scope === null ? undefined : eq(travelPolicies.partnerId, scope);

/** The policies' countries with their names, per policy, in the order of their names. */
export async function countriesOf(db: DbOrTx, policyIds: number[]) {
  const byPolicy = new Map<number, { code: string; name: string }[]>(policyIds.map((id) => [id, []]));
  if (policyIds.length === 0) return byPolicy;
  const rows = await db
    .select({ policyId: travelPolicyCountries.policyId, code: travelCountries.code, name: travelCountries.name })
    .from(travelPolicyCountries)
    .innerJoin(travelCountries, eq(travelCountries.code, travelPolicyCountries.countryCode))
    .where(inArray(travelPolicyCountries.policyId, policyIds))
    .orderBy(asc(travelCountries.name));
  for (const r of rows) byPolicy.get(r.policyId)!.push({ code: r.code, name: r.name });
  return byPolicy;
}

/** A policy's payments in a state, in roubles as text (numeric sums stay exact). */
const paymentsSum = (state: 'confirmed' | 'registered') =>
  sql<string>`(select coalesce(sum(${travelPayments.amount}), 0)::text from ${travelPayments}
  where ${travelPayments.policyId} = ${travelPolicies.id} and ${travelPayments.state} = ${state})`;

export async function readPolicy(db: DbOrTx, id: number, scope: number | null, today: string): Promise<TravelPolicy> {
  const [found] = await db
    .select({
      policy: travelPolicies,
      partnerName: partners.name,
      insurerName: travelInsurers.name,
      promoCode: travelPromoCodes.code,
      createdByName: userFio(),
      paid: paymentsSum('confirmed'),
      pending: paymentsSum('registered'),
    })
    .from(travelPolicies)
    .innerJoin(travelInsurers, eq(travelInsurers.id, travelPolicies.insurerId))
    .leftJoin(partners, eq(partners.id, travelPolicies.partnerId))
    .leftJoin(travelPromoCodes, eq(travelPromoCodes.id, travelPolicies.promoCodeId))
    .leftJoin(users, eq(users.id, travelPolicies.createdByUserId))
    .where(and(eq(travelPolicies.id, id), policyInScope(scope)));
  if (!found) throw notFound(TRAVEL_POLICY_NOT_FOUND);
  const { policy: p } = found;
  const countries = (await countriesOf(db, [id])).get(id)!;
  const insured = await db
    .select()
    .from(travelPolicyInsured)
    .where(eq(travelPolicyInsured.policyId, id))
    .orderBy(asc(travelPolicyInsured.position));
  const risks = await db
    .select({
      riskId: travelPolicyRisks.riskId,
      riskName: travelRisks.name,
      sumInsured: travelPolicyRisks.sumInsured,
      premiumCurrency: travelPolicyRisks.premiumCurrency,
    })
    .from(travelPolicyRisks)
    .innerJoin(travelRisks, eq(travelRisks.id, travelPolicyRisks.riskId))
    .where(eq(travelPolicyRisks.policyId, id))
    .orderBy(asc(travelRisks.sort), asc(travelRisks.id));
  const paidK = kopecks(Number(found.paid));
  const totalK = kopecks(p.total);
  // Registered payments are promised money: a new payment may take only what neither they nor confirmed ones cover,
  // as the payments' own check does, so «К оплате» and the payment form agree.
  const pendingK = kopecks(Number(found.pending));
  return {
    id: p.id,
    number: p.number,
    state: p.state as TravelPolicyState,
    partnerId: p.partnerId,
    partnerName: found.partnerName,
    insurerId: p.insurerId,
    insurerName: found.insurerName,
    currencyCode: p.currencyCode,
    countries,
    countryCodes: countries.map((c) => c.code),
    startDate: unixOfDay(p.startDate),
    endDate: unixOfDay(p.endDate),
    days: p.days,
    holderName: p.holderName,
    holderPhone: p.holderPhone,
    holderEmail: p.holderEmail,
    insured: insured.map((i) => ({
      id: i.id,
      lastName: i.lastName,
      firstName: i.firstName,
      birthDate: unixOfDay(i.birthDate),
      passportSeries: i.passportSeries,
      passportNumber: i.passportNumber,
      age: fullYears(i.birthDate, p.startDate),
    })),
    risks,
    premiumCurrency: p.premiumCurrency,
    rate: p.rate,
    rateDate: unixOfDay(p.rateDate),
    premium: p.premium,
    discount: p.discount,
    total: p.total,
    promoCodeId: p.promoCodeId,
    promoCode: found.promoCode,
    commissionPercent: p.commissionPercent,
    commission: p.commission,
    paidAmount: paidK / 100,
    // An annulled policy is owed nothing: what was paid goes back by refunds.
    dueAmount: p.state === 'annulled' ? 0 : Math.max(0, totalK - paidK - pendingK) / 100,
    annulReason: p.annulReason,
    createdByName: p.createdByUserId === null ? null : found.createdByName,
    createdAt: unix(p.createdAt),
    updatedAt: unix(p.updatedAt),
    issuedAt: p.issuedAt ? unix(p.issuedAt) : null,
    annulledAt: p.annulledAt ? unix(p.annulledAt) : null,
    allowedActions: allowedPolicyActions(p, today),
  };
}

/** The policy's history, oldest first; 404 outside the caller's scope. */
export async function readPolicyHistory(db: DbOrTx, id: number, scope: number | null) {
  const [policy] = await db
    .select({ id: travelPolicies.id })
    .from(travelPolicies)
    .where(and(eq(travelPolicies.id, id), policyInScope(scope)));
  if (!policy) throw notFound(TRAVEL_POLICY_NOT_FOUND);
  const rows = await db
    .select({ event: travelPolicyEvents, userName: userFio() })
    .from(travelPolicyEvents)
    .leftJoin(users, eq(users.id, travelPolicyEvents.userId))
    .where(eq(travelPolicyEvents.policyId, id))
    .orderBy(asc(travelPolicyEvents.id));
  return rows.map(
    ({ event: e, userName }): z.infer<typeof travelPolicyEventSchema> => ({
      id: e.id,
      action: e.action,
      actionName: TRAVEL_POLICY_ACTION_NAMES[e.action as keyof typeof TRAVEL_POLICY_ACTION_NAMES] ?? 'Создан',
      fromState: e.fromState as TravelPolicyState | null,
      toState: e.toState as TravelPolicyState,
      comment: e.comment,
      userName: e.userId === null ? null : userName,
      createdAt: unix(e.createdAt),
    }),
  );
}
