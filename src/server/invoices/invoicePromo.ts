import { and, eq, isNull } from 'drizzle-orm';
import type { PromoTerms } from '../../shared/invoiceMoney';
import type { Tx } from '../db/db';
import { promos } from '../pricing/pricingSchema';
import { promoTerms, recordPromoUse, releasePromo, spendPromo } from '../pricing/promoRules';
import { promoUses } from './invoicesSchema';

// The client's promo on an invoice. An edit that names no promo keeps the invoice's; null takes it off (its use is
// released); another one releases the old use and counts a new one (refused with the reason when the promo is
// over, used up or not for this service or partner).

export interface InvoicePromo {
  promoId: number;
  clientPromoId: number;
  terms: PromoTerms;
}

interface Settle {
  invoiceId: number;
  current: { promoId: number | null; clientPromoId: number | null } | null;
  /** undefined: keep; null: take off; an id: this client promo. */
  asked: number | null | undefined;
  clientId: number;
  serviceId: number;
  partnerId: number;
  userId: number | null;
}

export async function settleInvoicePromo(tx: Tx, s: Settle): Promise<InvoicePromo | null> {
  const currentId = s.current?.clientPromoId ?? null;
  const wanted = s.asked === undefined ? currentId : s.asked;
  if (wanted !== null && wanted === currentId && s.current?.promoId) {
    const [promo] = await tx.select().from(promos).where(eq(promos.id, s.current.promoId));
    return { promoId: promo.id, clientPromoId: wanted, terms: promoTerms(promo) };
  }
  if (currentId !== null) await releasePromo(tx, s.invoiceId);
  if (wanted === null) return null;
  const promo = await spendPromo(tx, { ...s, clientPromoId: wanted });
  await recordPromoUse(tx, { promoId: promo.id, clientPromoId: wanted, invoiceId: s.invoiceId, userId: s.userId });
  return { promoId: promo.id, clientPromoId: wanted, terms: promoTerms(promo) };
}

/** The money the promo took off, kept on its use as the invoice's money changes. */
export async function notePromoDiscount(tx: Tx, invoiceId: number, discount: number) {
  await tx
    .update(promoUses)
    .set({ discount })
    .where(and(eq(promoUses.invoiceId, invoiceId), isNull(promoUses.releasedAt)));
}
