import { defineArea } from '../plugins/defineArea';
import { priceListsForInvoicesRoutes } from './priceListsForInvoicesRoutes';

/** Pricing: the nomenclature, price lists with their regions and items, complex bundles, promos and calculators. */
export const pricingArea = defineArea('pricing', [priceListsForInvoicesRoutes]);
