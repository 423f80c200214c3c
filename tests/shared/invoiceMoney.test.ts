import { describe, expect, it } from 'vitest';
import {
  bonusToReceive,
  computeInvoice,
  kopecks,
  maxBonusToSpend,
  promoDiscountKopecks,
  round2,
} from '../../src/shared/invoiceMoney';

// The invoice money the server stores and the console previews (src/shared/invoiceMoney.ts).

const line = (currentPrice: number, quantity = 1, discount = 0) => ({ currentPrice, quantity, discount });

describe('invoice money', () => {
  it('adds awkward amounts in kopecks: 0.1 + 0.2 is 0.3, 3 x 300.10 is 900.30', () => {
    const money = computeInvoice({ positions: [line(0.1), line(0.2)], percentageDiscount: 0, nds: null });
    expect(money.invoiceAmount).toBe(0.3);
    expect(money.totalAmount).toBe(0.3);
    expect(computeInvoice({ positions: [line(300.1, 3)], percentageDiscount: 0, nds: null }).positions[0].amount).toBe(
      900.3,
    );
  });

  it('rounds half away from zero to 2 decimals: 1.005 is 1.01', () => {
    expect(kopecks(1.005)).toBe(101);
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(computeInvoice({ positions: [line(1.005)], percentageDiscount: 0, nds: null }).positions[0]).toMatchObject({
      amount: 1.01,
      discountedAmount: 1.01,
    });
    // 33.33 % of 100 rounds to 33.33 off, leaving 66.67.
    expect(computeInvoice({ positions: [line(100)], percentageDiscount: 33.33, nds: null }).totalAmount).toBe(66.67);
  });

  it('takes everything off with a 100 % discount, and clamps a percentage outside 0..100', () => {
    const all = computeInvoice({ positions: [line(1234.56, 2)], percentageDiscount: 100, nds: 20 });
    expect(all).toMatchObject({ invoiceAmount: 2469.12, invoiceDiscount: 2469.12, totalAmount: 0, ndsAmount: 0 });
    expect(computeInvoice({ positions: [line(50)], percentageDiscount: 150, nds: null }).totalAmount).toBe(0);
    expect(computeInvoice({ positions: [line(50)], percentageDiscount: -5, nds: null }).totalAmount).toBe(50);
  });

  it('clamps a position’s discount to its amount and never below zero', () => {
    const money = computeInvoice({
      positions: [line(100, 1, 150), line(40, 2, -10), line(10, 3, 5)],
      percentageDiscount: 0,
      nds: null,
    });
    expect(money.positions.map((p) => [p.amount, p.discount, p.discountedAmount])).toEqual([
      [100, 100, 0],
      [80, 0, 80],
      [30, 5, 25],
    ]);
    expect(money).toMatchObject({ invoiceAmount: 210, invoiceDiscount: 105, totalAmount: 105 });
  });

  it('applies the percentage to what the positions’ own discounts leave', () => {
    const money = computeInvoice({ positions: [line(1000, 1, 200)], percentageDiscount: 10, nds: null });
    expect(money).toMatchObject({ invoiceAmount: 1000, invoiceDiscount: 280, totalAmount: 720 });
  });

  it('counts VAT 20 as included in the total; none without VAT', () => {
    expect(computeInvoice({ positions: [line(120)], percentageDiscount: 0, nds: 20 }).ndsAmount).toBe(20);
    expect(computeInvoice({ positions: [line(100)], percentageDiscount: 0, nds: 20 }).ndsAmount).toBe(16.67);
    expect(computeInvoice({ positions: [line(580)], percentageDiscount: 0, nds: 20 }).ndsAmount).toBe(96.67);
    expect(computeInvoice({ positions: [line(100)], percentageDiscount: 0, nds: null }).ndsAmount).toBe(0);
    expect(computeInvoice({ positions: [line(100)], percentageDiscount: 0, nds: 0 }).ndsAmount).toBe(0);
  });

  it('an empty invoice is all zeros', () => {
    expect(computeInvoice({ positions: [], percentageDiscount: 10, nds: 20 })).toEqual({
      positions: [],
      invoiceAmount: 0,
      invoiceDiscount: 0,
      promoDiscount: 0,
      totalAmount: 0,
      ndsAmount: 0,
    });
  });

  it('takes a promo off what the percentage leaves: its percent rounded to the kopeck, its roubles at most the sum', () => {
    const positions = [{ currentPrice: 333.33, quantity: 3, discount: 0.99 }];
    // 999.99 - 0.99 = 999.00; 10 % off = 899.10; 12.35 % of 899.10 = 111.03885 -> 111.04.
    expect(
      computeInvoice({
        positions,
        percentageDiscount: 10,
        nds: null,
        promo: { discount: null, discountPercent: 12.35 },
      }),
    ).toMatchObject({
      promoDiscount: 111.04,
      invoiceDiscount: 211.93,
      totalAmount: 788.06,
    });
    expect(
      computeInvoice({ positions, percentageDiscount: 0, nds: 20, promo: { discount: 1000.5, discountPercent: null } }),
    ).toMatchObject({
      promoDiscount: 999,
      totalAmount: 0,
      ndsAmount: 0,
    });
    expect(promoDiscountKopecks(1, { discount: null, discountPercent: 50 })).toBe(1);
    expect(promoDiscountKopecks(10_001, null)).toBe(0);
  });

  it('limits the bonuses to spend by the service’s share of the total, in whole roubles, at the edge', () => {
    expect(maxBonusToSpend(1000, 30, 10_000)).toBe(300);
    expect(maxBonusToSpend(999.99, 30, 10_000)).toBe(299);
    expect(maxBonusToSpend(1000.01, 30, 10_000)).toBe(300);
    expect(maxBonusToSpend(1000, 50, 500)).toBe(500);
    expect(maxBonusToSpend(1000, null, 500)).toBe(0);
    expect(maxBonusToSpend(0, 30, 500)).toBe(0);
  });

  it('never offers more than the client holds, nor a negative amount', () => {
    expect(maxBonusToSpend(1000, 30, 299)).toBe(299);
    expect(maxBonusToSpend(1000, 30, 0)).toBe(0);
    expect(maxBonusToSpend(1000, 30, -5)).toBe(0);
  });

  it('earns bonuses on the money paid, rounded down', () => {
    expect(bonusToReceive(1000, 5)).toBe(50);
    expect(bonusToReceive(1019.99, 5)).toBe(50);
    expect(bonusToReceive(19.99, 5)).toBe(0);
    expect(bonusToReceive(1000, null)).toBe(0);
    expect(bonusToReceive(-100, 5)).toBe(0);
  });
});
