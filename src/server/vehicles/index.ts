import { defineArea } from '../plugins/defineArea';
import { vehicleCatalogRoutes } from './vehicleCatalogRoutes';
import { vehicleInsurancesRoutes } from './vehicleInsurancesRoutes';
import { vehiclesRoutes } from './vehiclesRoutes';

/** Vehicles: the catalogue of makes and models, clients' vehicles and their policies. */
export const vehiclesArea = defineArea('vehicles', [vehicleCatalogRoutes, vehiclesRoutes, vehicleInsurancesRoutes]);
