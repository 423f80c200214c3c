import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import {
  TRAVEL_POLICY_MESSAGES as M,
  type TravelPolicyInput,
  type TravelPremium,
} from '../../shared/schemas/travel/travelPolicies';
import type { DbOrTx } from '../db/db';
import { partners } from '../db/schema';
import { AppError, MESSAGES } from '../errors';
import { dayOfUnix, daysBetween, fullYears, unixOfDay } from './travelDays';
import { allRisks, countriesByCode, currencyByCode, insurerById, rateOn } from './travelDictionariesRepository';
import { ageCoefficient, computePremium, type PremiumResult, scaled } from './travelPremium';
import { promoCommissionPercent, usablePromoCode } from './travelPromoCodeUses';

// A policy's facts priced on a day: the server-side rules that need the dictionaries or the date (400 with `details`
// under the form's paths), then the premium (travelPremium.ts) at the day's rate.

/** What prices a policy, with its days as 'yyyy-MM-dd'. */
export interface PolicyFacts {
  partnerId: number | null;
  insurerId: number;
  currencyCode: string;
  countryCodes: string[];
  startDate: string;
  endDate: string;
  birthDates: string[];
  risks: { riskId: number; sumInsured: number }[];
}

export interface PricedPolicy extends PremiumResult {
  days: number;
  rate: number;
  rateDate: string;
  riskNames: Map<number, string>;
  promoCodeId: number | null;
  discountPercent: number | null;
  commissionPercent: number | null;
}

export const invalid = (details: Record<string, string>) =>
  new AppError(400, ERROR_CODES.validation, MESSAGES.validation, details);

export const factsOfInput = (input: TravelPolicyInput, partnerId: number | null): PolicyFacts => ({
  partnerId,
  insurerId: input.insurerId,
  currencyCode: input.currencyCode,
  countryCodes: input.countryCodes,
  startDate: dayOfUnix(input.startDate),
  endDate: dayOfUnix(input.endDate),
  birthDates: input.insured.map((i) => dayOfUnix(i.birthDate)),
  risks: input.risks,
});

/**
 * The rules a draft's input must meet against the dictionaries and today (each answered under its path), and the
 * promo code's row when one is given and usable.
 */
export async function checkPolicyRules(db: DbOrTx, facts: PolicyFacts, promoCode: string | undefined, today: string) {
  const details: Record<string, string> = {};
  if (facts.partnerId !== null) {
    const [partner] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, facts.partnerId));
    if (!partner) details.partnerId = 'Некорректный партнёр';
  }
  if (!(await insurerById(db, facts.insurerId))) details.insurerId = M.insurer;
  if (!(await currencyByCode(db, facts.currencyCode))) details.currencyCode = M.currency;
  const known = new Set((await countriesByCode(db, facts.countryCodes)).map((c) => c.code));
  facts.countryCodes.forEach((code, i) => {
    if (!known.has(code)) details[`countryCodes.${i}`] = M.countries;
  });
  if (facts.startDate < today) details.startDate = M.startPassed;
  facts.birthDates.forEach((birth, i) => {
    if (birth > today) details[`insured.${i}.birthDate`] = M.birthFuture;
    else if (ageCoefficient(fullYears(birth, facts.startDate)) === null) details[`insured.${i}.birthDate`] = M.tooOld;
  });
  const risks = await allRisks(db);
  const byId = new Map(risks.map((r) => [r.id, r]));
  facts.risks.forEach((chosen, i) => {
    const risk = byId.get(chosen.riskId);
    if (!risk) details[`risks.${i}.riskId`] = M.risks;
    else if (chosen.sumInsured < risk.minSum || chosen.sumInsured > risk.maxSum)
      details[`risks.${i}.sumInsured`] = M.sumRange(risk.name, risk.minSum, risk.maxSum);
  });
  const missing = risks.find((r) => r.required && !facts.risks.some((c) => c.riskId === r.id));
  if (missing) details.risks ??= M.riskRequired(missing.name);
  let promo: Awaited<ReturnType<typeof usablePromoCode>>['row'];
  if (promoCode) {
    const usable = await usablePromoCode(db, promoCode, today);
    if (usable.refusal !== null) details.promoCode = usable.refusal;
    promo = usable.row;
  }
  if (Object.keys(details).length > 0) throw invalid(details);
  return { promo: promo ?? null };
}

/** The premium of the facts at the rate of `day` (the latest on or before it); 400 when the currency has none. */
export async function pricePolicy(
  db: DbOrTx,
  facts: PolicyFacts,
  day: string,
  promo: { id: number; discountPercent: number } | null,
): Promise<PricedPolicy> {
  const rate = await rateOn(db, facts.currencyCode, day);
  if (!rate) throw invalid({ currencyCode: M.noRate(facts.currencyCode) });
  const countries = await countriesByCode(db, facts.countryCodes);
  const risks = new Map((await allRisks(db)).map((r) => [r.id, r]));
  const commissionPercent = promo ? await promoCommissionPercent(db, promo.id, facts.partnerId) : null;
  const days = daysBetween(facts.startDate, facts.endDate) + 1;
  const result = computePremium({
    days,
    territory2: Math.max(...countries.map((c) => scaled(c.territoryCoefficient, 2))),
    // An age past the limit was refused by the rules; an issued policy's ages are priced as they were.
    ages2: facts.birthDates.map((b) => ageCoefficient(fullYears(b, facts.startDate)) ?? 300),
    risks: facts.risks.map((r) => ({
      riskId: r.riskId,
      sumInsured: r.sumInsured,
      tariff4: scaled(risks.get(r.riskId)?.tariffPer1000 ?? 0, 4),
    })),
    rate4: scaled(rate.rate, 4),
    discountPercent2: promo ? scaled(promo.discountPercent, 2) : 0,
    commissionPercent2: commissionPercent === null ? null : scaled(commissionPercent, 2),
  });
  return {
    ...result,
    days,
    rate: rate.rate,
    rateDate: rate.rateDate,
    riskNames: new Map([...risks].map(([id, r]) => [id, r.name])),
    promoCodeId: promo?.id ?? null,
    discountPercent: promo?.discountPercent ?? null,
    commissionPercent,
  };
}

/** The answer of POST /v1/vzr/policies/calculate. */
export const premiumAnswer = (priced: PricedPolicy, currencyCode: string): TravelPremium => ({
  days: priced.days,
  currencyCode,
  rate: priced.rate,
  rateDate: unixOfDay(priced.rateDate),
  lines: priced.lines.map((l) => ({
    riskId: l.riskId,
    riskName: priced.riskNames.get(l.riskId) ?? '',
    sumInsured: l.sumInsured,
    premiumCurrency: l.premiumCents / 100,
  })),
  premiumCurrency: priced.premiumCents / 100,
  premium: priced.premiumKopecks / 100,
  discountPercent: priced.discountPercent,
  discount: priced.discountKopecks / 100,
  total: priced.totalKopecks / 100,
});
