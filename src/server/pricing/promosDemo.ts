import { SERVICE_IDS } from '../../shared/constants';
import type { DbOrTx } from '../db/db';
import { partnerPromos, servicePromos } from './pricingSchema';

// The demo promos' links (the promos themselves are seeded with the client promotions, clients/clientExtrasDemo.ts):
// the tyre-fitting promo is limited to tyre fitting, the storage promo to the tyre partner.

/** Codes of the demo promos, in the order clientExtrasDemo seeds them (null: no code). */
export const DEMO_PROMO_CODES = ['ЗИМА2026', 'ХРАНЕНИЕ10', null] as const;

export async function seedPromoLinksDemo(tx: DbOrTx, promoIds: number[], tyrePartnerId: number): Promise<void> {
  await tx.insert(servicePromos).values({ promoId: promoIds[0], serviceId: SERVICE_IDS.tireFitting });
  await tx.insert(partnerPromos).values({ promoId: promoIds[1], partnerId: tyrePartnerId });
}
