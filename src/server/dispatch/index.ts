import { defineArea } from '../plugins/defineArea';
import { offerSweeper } from './offerExpiry';
import { orderDispatchRoutes } from './orderDispatchRoutes';
import { orderOffersRoutes } from './orderOffersRoutes';
import { servicePartnerPrioritiesRoutes } from './servicePartnerPrioritiesRoutes';

/** Dispatch: an order offered to partners by priority, offers that expire, and the priorities. */
export const dispatchArea = defineArea('dispatch', [
  orderDispatchRoutes,
  orderOffersRoutes,
  servicePartnerPrioritiesRoutes,
  offerSweeper,
]);
