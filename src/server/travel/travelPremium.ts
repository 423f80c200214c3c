import { MAX_INSURED_AGE } from '../../shared/schemas/travel/travelPolicies';

// The premium of docs/travel-insurance.md, in integers only: coefficients in hundredths, tariffs and rates in
// ten-thousandths (their column scales), money in cents and kopecks. BigInt holds the products exactly (a sum of
// 10 000 000 times a tariff, 365 days and two coefficients passes 2^53), and every rounding is half up, once, where
// the design says.

/** A numeric column's value as a whole number of its smallest unit (0.85 at scale 4 -> 8500). */
export const scaled = (value: number, digits: number) => Math.round(Number((value * 10 ** digits).toPrecision(15)));

/** The age coefficient in hundredths, or null past the oldest insurable age. */
export function ageCoefficient(age: number): number | null {
  if (age > MAX_INSURED_AGE) return null;
  if (age < 3) return 150;
  if (age <= 64) return 100;
  if (age <= 74) return 200;
  return 300;
}

/** `numerator / denominator` rounded half up, both positive. */
const divHalfUp = (numerator: bigint, denominator: bigint) => (numerator * 2n + denominator) / (denominator * 2n);

export interface PremiumRiskInput {
  riskId: number;
  sumInsured: number;
  /** Currency units per day per 1000 of the sum, in ten-thousandths. */
  tariff4: number;
}

export interface PremiumInput {
  days: number;
  /** The highest territory coefficient of the countries, in hundredths. */
  territory2: number;
  /** Each insured person's age coefficient, in hundredths. */
  ages2: number[];
  risks: PremiumRiskInput[];
  /** Roubles per currency unit, in ten-thousandths. */
  rate4: number;
  /** The promo code's discount in hundredths of a percent (0 without one). */
  discountPercent2: number;
  /** The agent's commission on the code in hundredths of a percent, or null. */
  commissionPercent2: number | null;
}

export interface PremiumResult {
  /** Each risk's premium for all the insured, in cents of the currency. */
  lines: { riskId: number; sumInsured: number; premiumCents: number }[];
  premiumCents: number;
  premiumKopecks: number;
  discountKopecks: number;
  totalKopecks: number;
  commissionKopecks: number | null;
}

/**
 * Per insured person and risk: sum / 1000 × tariff × days × territory × age, in cents, rounded half up; summed per
 * risk and over the risks. Roubles: the cents at the rate, rounded to the kopeck; the discount and the commission are
 * percents of the premium and of the total, each rounded to the kopeck.
 */
export function computePremium(input: PremiumInput): PremiumResult {
  // sum × tariff4·10⁻⁴ × days × territory2·10⁻² × age2·10⁻² / 1000 units = that product × 10² cents / 10¹¹.
  const personDenominator = 1_000_000_000n;
  const lines = input.risks.map((risk) => {
    let cents = 0n;
    for (const age2 of input.ages2) {
      const product =
        BigInt(risk.sumInsured) * BigInt(risk.tariff4) * BigInt(input.days) * BigInt(input.territory2) * BigInt(age2);
      cents += divHalfUp(product, personDenominator);
    }
    return { riskId: risk.riskId, sumInsured: risk.sumInsured, premiumCents: Number(cents) };
  });
  const premiumCents = lines.reduce((s, l) => s + BigInt(l.premiumCents), 0n);
  // cents × rate4·10⁻⁴ roubles per unit = cents × rate4 / 10⁴ kopecks.
  const premiumKopecks = divHalfUp(premiumCents * BigInt(input.rate4), 10_000n);
  const discountKopecks = divHalfUp(premiumKopecks * BigInt(input.discountPercent2), 10_000n);
  const totalKopecks = premiumKopecks - discountKopecks;
  const commissionKopecks =
    input.commissionPercent2 === null
      ? null
      : Number(divHalfUp(totalKopecks * BigInt(input.commissionPercent2), 10_000n));
  return {
    lines,
    premiumCents: Number(premiumCents),
    premiumKopecks: Number(premiumKopecks),
    discountKopecks: Number(discountKopecks),
    totalKopecks: Number(totalKopecks),
    commissionKopecks,
  };
}
