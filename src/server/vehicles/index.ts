import { defineArea } from '../plugins/defineArea';
import { vehicleCatalogChangesRoutes } from './vehicleCatalogChangesRoutes';
import { vehicleCatalogRoutes } from './vehicleCatalogRoutes';
import { vehicleInsurancesRoutes } from './vehicleInsurancesRoutes';
import { vehiclesRoutes } from './vehiclesRoutes';

/** Vehicles: the catalogue of makes and models and the review of its changes, clients' vehicles and their policies. */
export const vehiclesArea = defineArea('vehicles', [
  vehicleCatalogRoutes,
  vehicleCatalogChangesRoutes,
  vehiclesRoutes,
  vehicleInsurancesRoutes,
]);
