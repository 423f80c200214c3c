import { defineArea } from '../plugins/defineArea';
import { carParkRoutes } from './carParkRoutes';
import { insuranceCompaniesRoutes } from './insuranceCompaniesRoutes';
import { officeAvailabilityRoutes } from './officeAvailabilityRoutes';
import { partnerLegalsRoutes } from './partnerLegalsRoutes';
import { partnerSearchRoutes } from './partnerSearchRoutes';

/** Partners: insurers, partner search, offices' availability, the car park and legal entities. */
export const partnersArea = defineArea('partners', [
  insuranceCompaniesRoutes,
  partnerSearchRoutes,
  officeAvailabilityRoutes,
  carParkRoutes,
  partnerLegalsRoutes,
]);
