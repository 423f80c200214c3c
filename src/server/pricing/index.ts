import { defineArea } from '../plugins/defineArea';
import { calculatorRoutes } from './calculatorRoutes';
import { nomenclatureRoutes } from './nomenclatureRoutes';
import { priceListItemsRoutes } from './priceListItemsRoutes';
import { priceListRegionsRoutes } from './priceListRegionsRoutes';
import { priceListsForInvoicesRoutes } from './priceListsForInvoicesRoutes';
import { priceListsRoutes } from './priceListsRoutes';
import { promoLinksRoutes } from './promoLinksRoutes';
import { promosRoutes } from './promosRoutes';
import { serviceBundlesRoutes } from './serviceBundlesRoutes';
import { servicePositionsRoutes } from './servicePositionsRoutes';

/** Pricing: the nomenclature, price lists with their regions and items, complex bundles, promos and calculators. */
export const pricingArea = defineArea('pricing', [
  calculatorRoutes,
  priceListsForInvoicesRoutes,
  priceListsRoutes,
  priceListRegionsRoutes,
  priceListItemsRoutes,
  nomenclatureRoutes,
  servicePositionsRoutes,
  serviceBundlesRoutes,
  promosRoutes,
  promoLinksRoutes,
]);
