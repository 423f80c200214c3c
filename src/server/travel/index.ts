import { defineArea } from '../plugins/defineArea';
import { travelDictionariesRoutes } from './travelDictionariesRoutes';
import { travelPaymentsRoutes } from './travelPaymentsRoutes';
import { travelPoliciesRoutes } from './travelPoliciesRoutes';
import { travelPromoCodesRoutes } from './travelPromoCodesRoutes';

/** Travel insurance (ВЗР): the dictionaries, policies, payments and promo codes. */
export const travelArea = defineArea('travel', [
  travelDictionariesRoutes,
  travelPoliciesRoutes,
  travelPaymentsRoutes,
  travelPromoCodesRoutes,
]);
