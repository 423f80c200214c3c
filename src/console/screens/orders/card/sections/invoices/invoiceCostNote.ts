import { formatMoney } from '../../../../../../shared/format';
import { kopecks } from '../../../../../../shared/invoiceMoney';
import type { Invoice } from '../../../../../../shared/schemas/invoice';

// Why an invoice's total differs from the order's cost, from what the invoice itself says: its positions add up to
// another sum than the cost (lines added or missing), discounts took money off, bonuses paid part of it. An operator
// seeing two different sums on one card must not have to guess which is wrong.

const percent = (value: number) => `${String(value).replace('.', ',')} %`;

/** Invoices that no longer bill (deactivated, revoked) need no explanation. */
const BILLING = (invoice: Invoice) => invoice.state !== 'inactive' && invoice.state !== 'revoked';

/**
 * «Сумма счёта отличается от стоимости заявки (N ₽): reasons.» when the invoice's total is not the order's cost;
 * null when they agree, the order has no cost, or the invoice no longer bills.
 */
export function invoiceCostNote(invoice: Invoice, orderCost: number | null): string | null {
  if (orderCost === null || !BILLING(invoice)) return null;
  const cost = kopecks(orderCost);
  if (kopecks(invoice.totalAmount) === cost) return null;
  const reasons: string[] = [];
  const lines = kopecks(invoice.invoiceAmount) - cost;
  if (lines > 0) reasons.push(`позиции счёта на ${formatMoney(lines / 100)} больше стоимости заявки`);
  if (lines < 0) reasons.push(`позиции счёта на ${formatMoney(-lines / 100)} меньше стоимости заявки`);
  if (invoice.invoiceDiscount > 0)
    reasons.push(
      `скидка ${formatMoney(invoice.invoiceDiscount)}${
        invoice.percentageDiscount > 0 ? ` (в т. ч. ${percent(invoice.percentageDiscount)})` : ''
      }`,
    );
  if (invoice.bonusSpent > 0) reasons.push(`${invoice.bonusSpent} ₽ оплачено бонусами`);
  return `Сумма счёта отличается от стоимости заявки (${formatMoney(orderCost)}): ${reasons.join('; ')}.`;
}
