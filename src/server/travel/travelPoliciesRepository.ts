import { and, asc, eq, sql } from 'drizzle-orm';
import type { TravelPolicyInput } from '../../shared/schemas/travel/travelPolicies';
import type { DbOrTx, Tx } from '../db/db';
import { lockPolicy, moscowToday, movePolicy, nextPolicyState, type PolicyRow } from './travelPolicyLifecycle';
import {
  checkPolicyRules,
  factsOfInput,
  type PolicyFacts,
  type PricedPolicy,
  pricePolicy,
} from './travelPolicyPricing';
import { givePromoUseBack, takePromoUse } from './travelPromoCodeUses';
import {
  travelPolicies,
  travelPolicyCountries,
  travelPolicyEvents,
  travelPolicyInsured,
  travelPolicyRisks,
} from './travelSchema';

// A policy's writes: create and update (a draft, priced on the day), accept (issued at the day's rate, taking the
// promo code's use) and annul (giving it back). Each runs in one transaction with the policy's row locked and moves
// through travelPolicyLifecycle, so the chart decides and the history records it.

/** Who acts: the user (for the history) and whose policies they reach (partnerScopeOf: null = every partner's). */
export interface PolicyCaller {
  userId: number | null;
  scope: number | null;
}

export const policyNumber = (id: number) => `ВЗР-${String(id).padStart(7, '0')}`;

/** The priced columns of a policy row; money from whole kopecks and cents. */
const pricedColumns = (priced: PricedPolicy) => ({
  days: priced.days,
  premiumCurrency: priced.premiumCents / 100,
  rate: priced.rate,
  rateDate: priced.rateDate,
  premium: priced.premiumKopecks / 100,
  discount: priced.discountKopecks / 100,
  total: priced.totalKopecks / 100,
  promoCodeId: priced.promoCodeId,
  commissionPercent: priced.commissionPercent,
  commission: priced.commissionKopecks === null ? null : priced.commissionKopecks / 100,
});

/** The policy's countries, insured and risks as given, replacing what it had. */
async function writeParts(tx: Tx, policyId: number, input: TravelPolicyInput, priced: PricedPolicy) {
  await tx.delete(travelPolicyCountries).where(eq(travelPolicyCountries.policyId, policyId));
  await tx.delete(travelPolicyInsured).where(eq(travelPolicyInsured.policyId, policyId));
  await tx.delete(travelPolicyRisks).where(eq(travelPolicyRisks.policyId, policyId));
  await tx.insert(travelPolicyCountries).values(input.countryCodes.map((countryCode) => ({ policyId, countryCode })));
  const { birthDates } = factsOfInput(input, null);
  await tx.insert(travelPolicyInsured).values(
    input.insured.map((person, position) => ({
      policyId,
      position,
      lastName: person.lastName,
      firstName: person.firstName,
      birthDate: birthDates[position],
      passportSeries: person.passportSeries,
      passportNumber: person.passportNumber,
    })),
  );
  await tx.insert(travelPolicyRisks).values(
    priced.lines.map((line) => ({
      policyId,
      riskId: line.riskId,
      sumInsured: line.sumInsured,
      premiumCurrency: line.premiumCents / 100,
    })),
  );
}

const holderColumns = (input: TravelPolicyInput) => ({
  insurerId: input.insurerId,
  currencyCode: input.currencyCode,
  holderName: input.holderName,
  holderPhone: input.holderPhone,
  holderEmail: input.holderEmail ?? null,
});

/** Validates and prices the input on `today` (400 with details), for the caller's partner. */
async function priceInput(db: DbOrTx, input: TravelPolicyInput, partnerId: number | null, today: string) {
  const facts = factsOfInput(input, partnerId);
  const { promo } = await checkPolicyRules(db, facts, input.promoCode, today);
  const priced = await pricePolicy(db, facts, today, promo && { id: promo.id, discountPercent: promo.discountPercent });
  return { facts, priced };
}

/** A draft: partner staff's carries their partner whatever the body says. Answers its id. */
export async function createPolicy(db: DbOrTx, input: TravelPolicyInput, caller: PolicyCaller, today = moscowToday()) {
  const partnerId = caller.scope ?? input.partnerId ?? null;
  const { facts, priced } = await priceInput(db, input, partnerId, today);
  return db.transaction(async (tx) => {
    // The number comes from the id, known once the row is in: a placeholder unique until then.
    const [{ id: policyId }] = await tx
      .insert(travelPolicies)
      .values({
        number: sql`gen_random_uuid()::text`,
        state: 'draft',
        partnerId,
        ...holderColumns(input),
        startDate: facts.startDate,
        endDate: facts.endDate,
        ...pricedColumns(priced),
        createdByUserId: caller.userId,
      })
      .returning({ id: travelPolicies.id });
    await tx
      .update(travelPolicies)
      .set({ number: policyNumber(policyId) })
      .where(eq(travelPolicies.id, policyId));
    await writeParts(tx, policyId, input, priced);
    await tx
      .insert(travelPolicyEvents)
      .values({ policyId, action: 'policy.create', fromState: null, toState: 'draft', userId: caller.userId });
    return policyId;
  });
}

/** A draft's new content, priced anew. */
export async function updatePolicy(
  db: DbOrTx,
  id: number,
  input: TravelPolicyInput,
  caller: PolicyCaller,
  today = moscowToday(),
) {
  await db.transaction(async (tx) => {
    const row = await lockPolicy(tx, id, caller.scope);
    nextPolicyState(row, 'policy.update', today);
    const partnerId = caller.scope ?? input.partnerId ?? null;
    const { facts, priced } = await priceInput(tx, input, partnerId, today);
    await writeParts(tx, id, input, priced);
    await movePolicy(tx, row, 'policy.update', {
      userId: caller.userId,
      today,
      extra: {
        partnerId,
        ...holderColumns(input),
        startDate: facts.startDate,
        endDate: facts.endDate,
        ...pricedColumns(priced),
      },
    });
  });
}

/** What prices a stored policy: its own rows. */
async function storedFacts(tx: Tx, row: PolicyRow): Promise<PolicyFacts> {
  const countries = await tx
    .select({ code: travelPolicyCountries.countryCode })
    .from(travelPolicyCountries)
    .where(eq(travelPolicyCountries.policyId, row.id));
  const insured = await tx
    .select({ birthDate: travelPolicyInsured.birthDate })
    .from(travelPolicyInsured)
    .where(eq(travelPolicyInsured.policyId, row.id))
    .orderBy(asc(travelPolicyInsured.position));
  const risks = await tx
    .select({ riskId: travelPolicyRisks.riskId, sumInsured: travelPolicyRisks.sumInsured })
    .from(travelPolicyRisks)
    .where(eq(travelPolicyRisks.policyId, row.id))
    .orderBy(asc(travelPolicyRisks.riskId));
  return {
    partnerId: row.partnerId,
    insurerId: row.insurerId,
    currencyCode: row.currencyCode,
    countryCodes: countries.map((c) => c.code),
    startDate: row.startDate,
    endDate: row.endDate,
    birthDates: insured.map((i) => i.birthDate),
    risks,
  };
}

/** Issues a draft: priced once more at the day's rate, the promo code's use taken (or the issue refused). */
export async function acceptPolicy(db: DbOrTx, id: number, caller: PolicyCaller, today = moscowToday()) {
  await db.transaction(async (tx) => {
    const row = await lockPolicy(tx, id, caller.scope);
    nextPolicyState(row, 'policy.accept', today);
    const promo =
      row.promoCodeId === null
        ? null
        : { id: row.promoCodeId, discountPercent: await takePromoUse(tx, row.promoCodeId, today) };
    const priced = await pricePolicy(tx, await storedFacts(tx, row), today, promo);
    for (const line of priced.lines) {
      await tx
        .update(travelPolicyRisks)
        .set({ premiumCurrency: line.premiumCents / 100 })
        .where(and(eq(travelPolicyRisks.policyId, id), eq(travelPolicyRisks.riskId, line.riskId)));
    }
    await movePolicy(tx, row, 'policy.accept', {
      userId: caller.userId,
      today,
      extra: { ...pricedColumns(priced), promoUseTaken: promo !== null, issuedAt: new Date() },
    });
  });
}

/** Annuls with the reason; the promo code's use taken at issue is given back. */
export async function annulPolicy(db: DbOrTx, id: number, reason: string, caller: PolicyCaller, today = moscowToday()) {
  await db.transaction(async (tx) => {
    const row = await lockPolicy(tx, id, caller.scope);
    nextPolicyState(row, 'policy.annul', today);
    if (row.promoUseTaken && row.promoCodeId !== null) await givePromoUseBack(tx, row.promoCodeId);
    await movePolicy(tx, row, 'policy.annul', {
      userId: caller.userId,
      today,
      comment: reason,
      extra: { annulReason: reason, annulledAt: new Date(), promoUseTaken: false },
    });
  });
}
