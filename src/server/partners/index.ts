import { defineArea } from '../plugins/defineArea';
import { carParkRoutes } from './carParkRoutes';
import { divisionsRoutes } from './divisionsRoutes';
import { insuranceCompaniesRoutes } from './insuranceCompaniesRoutes';
import { partnerBindingsRoutes } from './partnerBindingsRoutes';
import { partnerContractsRoutes } from './partnerContractsRoutes';
import { partnerDocTemplatesRoutes } from './partnerDocTemplatesRoutes';
import { partnerLegalsAdminRoutes } from './partnerLegalsAdminRoutes';
import { partnerLegalsRoutes } from './partnerLegalsRoutes';
import { partnerRegionsRoutes } from './partnerRegionsRoutes';
import { partnerSearchRoutes } from './partnerSearchRoutes';
import { partnersRoutes } from './partnersRoutes';

/**
 * Partners: the partners themselves, their contacts, legal entities, divisions, affiliated clients, document
 * templates, contracts and fees, regions and insurance bindings; insurers, partner search and the car park. Their
 * offices are the offices area.
 */
export const partnersArea = defineArea('partners', [
  insuranceCompaniesRoutes,
  partnerSearchRoutes,
  carParkRoutes,
  partnerLegalsRoutes,
  partnersRoutes,
  partnerLegalsAdminRoutes,
  divisionsRoutes,
  partnerBindingsRoutes,
  partnerDocTemplatesRoutes,
  partnerContractsRoutes,
  partnerRegionsRoutes,
]);
