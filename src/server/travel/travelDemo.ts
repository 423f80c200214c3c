import type { DemoSeed } from '../db/demoContext';
import { seedTravelDictionaries } from './travelDictionariesDemo';
import { seedTravelPayments } from './travelPaymentsDemo';
import { seedTravelPoliciesDemo } from './travelPoliciesDemo';
import { seedTravelPromoCodes } from './travelPromoCodesDemo';

/**
 * The travel area's demo, in the order its rows refer to each other: the dictionaries, the promo codes, the
 * policies in every state (priced by the server's own code) and the payments that paid them.
 */
export const seedTravelDemo: DemoSeed = async (tx, ctx) => {
  const now = new Date(ctx.now);
  await seedTravelDictionaries(tx, now);
  await seedTravelPromoCodes(tx, now);
  await seedTravelPoliciesDemo(tx, ctx, now);
  await seedTravelPayments(tx, now);
};
