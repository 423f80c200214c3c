import { beforeAll, describe, expect, it } from 'vitest';
import { ageCoefficient, computePremium } from '../../../src/server/travel/travelPremium';
import { login, openTestApp } from '../buildTestApp';
import {
  bornUnix,
  dayUnix,
  insuredPerson,
  newPromoCode,
  type PolicyDictionaries,
  policyBody,
  policyCalls,
  policyDictionaries,
} from './travelPolicyFixtures';

// The premium of docs/travel-insurance.md computed by hand for awkward figures and compared with the server's, to the
// kopeck: per person and risk sum / 1000 × tariff × days × territory × age rounded half up to the cent, the roubles at
// the day's rate rounded to the kopeck, the discount a percent of them rounded to the kopeck.

describe('the travel premium', () => {
  const t = openTestApp();
  let admin = '';
  let dict: PolicyDictionaries;
  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    dict = await policyDictionaries(t.db);
  });

  it('takes each age coefficient at its bounds and refuses past 85', () => {
    expect([0, 2, 3, 64, 65, 74, 75, 85, 86].map(ageCoefficient)).toEqual([
      150,
      150,
      100,
      100,
      200,
      200,
      300,
      300,
      null,
    ]);
  });

  it('rounds half up once per person and risk', () => {
    // 50 000 / 1000 × 0.021 × 10 × 1.35 × 1.00 = 14.175 -> 14.18; × 93.4567 = 1325.216006 -> 1325.22.
    const r = computePremium({
      days: 10,
      territory2: 135,
      ages2: [100],
      risks: [{ riskId: 1, sumInsured: 50_000, tariff4: 210 }],
      rate4: 934_567,
      discountPercent2: 0,
      commissionPercent2: null,
    });
    expect(r).toMatchObject({ premiumCents: 1418, premiumKopecks: 132_522, discountKopecks: 0, totalKopecks: 132_522 });
    // The largest sums and a year at the dearest territory stay exact (past 2^53 before the division).
    const big = computePremium({
      days: 365,
      territory2: 180,
      ages2: [300],
      risks: [{ riskId: 1, sumInsured: 10_000_000, tariff4: 99_999 }],
      rate4: 1_234_567,
      discountPercent2: 1,
      commissionPercent2: 9999,
    });
    // 10 000 × 9.9999 × 365 × 1.8 × 3 = 197 098 029 units exactly.
    expect(big.premiumCents).toBe(19_709_802_900);
  });

  it('prices several insured of different ages at the highest territory with a discount', async () => {
    const promo = await newPromoCode(t.db, { discountPercent: 12.5 });
    const body = policyBody(dict, {
      countryCodes: ['XA', 'XB'],
      startDate: dayUnix(7),
      endDate: dayUnix(13),
      insured: [
        insuredPerson('ADULT', bornUnix(40)),
        insuredPerson('CHILD', bornUnix(2)),
        insuredPerson('SENIOR', bornUnix(70)),
        insuredPerson('ELDER', bornUnix(80)),
      ],
      risks: [
        { riskId: dict.med, sumInsured: 33_333 },
        { riskId: dict.odd, sumInsured: 7777 },
        { riskId: dict.odder, sumInsured: 123 },
      ],
      promoCode: promo.code.toLowerCase(),
    });
    // Territory 1.80 (the higher of 1.35 and 1.80), 7 days, ages 1.00 / 1.50 / 2.00 / 3.00:
    //   medical 33 333: 8.8199118 per 1.00 -> 8.82 + 13.23 + 17.64 + 26.46 = 66.15
    //   risk 1  7 777:  3.26307366 per 1.00 -> 3.26 + 4.89 + 6.53 + 9.79 = 24.47
    //   risk 2    123:  0.11112066 per 1.00 -> 0.11 + 0.17 + 0.22 + 0.33 = 0.83
    //   91.45 × 93.4567 = 8546.615215 -> 8546.62; 12.5% = 1068.3275 -> 1068.33; total 7478.29.
    const calculated = await policyCalls(t.app).calculate(admin, body);
    expect(calculated.statusCode, calculated.body).toBe(200);
    expect(calculated.json()).toMatchObject({
      days: 7,
      currencyCode: dict.currency,
      rate: 93.4567,
      lines: [
        { riskId: dict.med, sumInsured: 33_333, premiumCurrency: 66.15, riskName: 'Медицинские расходы' },
        { riskId: dict.odd, sumInsured: 7777, premiumCurrency: 24.47 },
        { riskId: dict.odder, sumInsured: 123, premiumCurrency: 0.83 },
      ],
      premiumCurrency: 91.45,
      premium: 8546.62,
      discountPercent: 12.5,
      discount: 1068.33,
      total: 7478.29,
    });
    const created = await policyCalls(t.app).draft(admin, body);
    expect(created).toMatchObject({ premium: 8546.62, discount: 1068.33, total: 7478.29, promoCode: promo.code });
    expect(created.insured.map((i) => i.age)).toEqual([40, 2, 70, 80]);
    expect(created.risks.map((r) => r.premiumCurrency)).toEqual([66.15, 24.47, 0.83]);
  });

  it('answers the commission of the agent the code carries one for', () => {
    // 7478.29 × 20% = 1495.658 -> 1495.66.
    const r = computePremium({
      days: 7,
      territory2: 180,
      ages2: [100, 150, 200, 300],
      risks: [
        { riskId: 1, sumInsured: 33_333, tariff4: 210 },
        { riskId: 2, sumInsured: 7777, tariff4: 333 },
        { riskId: 3, sumInsured: 123, tariff4: 717 },
      ],
      rate4: 934_567,
      discountPercent2: 1250,
      commissionPercent2: 2000,
    });
    expect(r).toMatchObject({ premiumCents: 9145, totalKopecks: 747_829, commissionKopecks: 149_566 });
  });
});
