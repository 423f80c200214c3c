// Invoice money: positions from price-list items, the invoice's discounts, VAT and total, rounded to 2 decimals;
// bonuses are whole roubles. Computed on the server from what is stored; the console uses the same functions to preview
// an edit. All sums go through kopecks so 0.1 + 0.2 never leaks out.

export interface PositionInput {
  currentPrice: number;
  quantity: number;
  /** Money off this position, at most its amount. */
  discount: number;
}

export interface PositionMoney extends PositionInput {
  amount: number;
  discountedAmount: number;
}

export interface InvoiceMoney {
  positions: PositionMoney[];
  invoiceAmount: number;
  /** Everything taken off: the positions' discounts, the percentage discount and the promo. */
  invoiceDiscount: number;
  /** What the promo took off (part of invoiceDiscount). */
  promoDiscount: number;
  totalAmount: number;
  ndsAmount: number;
}

/** Whole kopecks of a sum, immune to binary fractions (1.005 -> 101). */
export const kopecks = (rubles: number): number => Math.round(Number((rubles * 100).toPrecision(15)));
const rubles = (k: number): number => k / 100;
/** Money rounded to 2 decimals, half away from zero. */
export const round2 = (value: number): number => rubles(kopecks(value));

/** A promo's terms: money off in roubles, or a percent off. */
export interface PromoTerms {
  discount: number | null;
  discountPercent: number | null;
}

/**
 * What a promo takes off a sum, in kopecks: its roubles (never more than the sum), else its percent of the sum
 * rounded to the kopeck. The percent has at most 2 decimals, so it is taken as whole hundredths of a percent.
 */
export function promoDiscountKopecks(sumK: number, promo: PromoTerms | null | undefined): number {
  if (!promo || sumK <= 0) return 0;
  if (promo.discount) return Math.min(Math.max(kopecks(promo.discount), 0), sumK);
  if (promo.discountPercent) {
    const hundredths = Math.min(Math.max(Math.round(promo.discountPercent * 100), 0), 10_000);
    return Math.round((sumK * hundredths) / 10_000);
  }
  return 0;
}

/**
 * Each position: amount = price x quantity; discountedAmount = amount - discount (never below 0). The invoice:
 * invoiceAmount is the positions' sum, the percentage discount applies to what the positions' own discounts leave,
 * a promo applies to what is left after that, invoiceDiscount is everything taken off, totalAmount what is to pay;
 * VAT is included in the total (nds percent).
 */
export function computeInvoice(input: {
  positions: readonly PositionInput[];
  percentageDiscount: number;
  nds: number | null;
  promo?: PromoTerms | null;
}): InvoiceMoney {
  const positions = input.positions.map((p) => {
    const amountK = kopecks(p.currentPrice * p.quantity);
    const discountK = Math.min(Math.max(kopecks(p.discount), 0), amountK);
    return {
      ...p,
      discount: rubles(discountK),
      amount: rubles(amountK),
      discountedAmount: rubles(amountK - discountK),
      amountK,
      discountedK: amountK - discountK,
    };
  });
  const invoiceK = positions.reduce((s, p) => s + p.amountK, 0);
  const discountedK = positions.reduce((s, p) => s + p.discountedK, 0);
  const percent = Math.min(Math.max(input.percentageDiscount, 0), 100);
  const afterPercentK = discountedK - Math.round((discountedK * percent) / 100);
  const promoK = promoDiscountKopecks(afterPercentK, input.promo);
  const totalK = afterPercentK - promoK;
  const nds = input.nds ?? 0;
  const ndsK = nds > 0 ? Math.round((totalK * nds) / (100 + nds)) : 0;
  return {
    positions: positions.map(({ amountK: _a, discountedK: _d, ...p }) => p),
    invoiceAmount: rubles(invoiceK),
    invoiceDiscount: rubles(invoiceK - totalK),
    promoDiscount: rubles(promoK),
    totalAmount: rubles(totalK),
    ndsAmount: rubles(ndsK),
  };
}

/**
 * The most bonuses an invoice may take: the service's bonusMaxSpendingPercent of the total, and no more than the
 * client holds; whole roubles, rounded down.
 */
export function maxBonusToSpend(
  totalAmount: number,
  bonusMaxSpendingPercent: number | null,
  clientBonus: number,
): number {
  const byService = Math.floor((kopecks(totalAmount) * (bonusMaxSpendingPercent ?? 0)) / 100 / 100);
  return Math.max(0, Math.min(byService, Math.max(clientBonus, 0)));
}

/**
 * Bonuses a payment earns: the service's bonusReceivingPercent of the money paid (not of the bonuses), rounded down.
 */
export function bonusToReceive(paidMoney: number, bonusReceivingPercent: number | null): number {
  return Math.max(0, Math.floor((kopecks(paidMoney) * (bonusReceivingPercent ?? 0)) / 100 / 100));
}
