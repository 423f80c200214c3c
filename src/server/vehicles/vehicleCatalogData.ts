// The vehicle catalogue the product ships: makes and models commonly sold and driven in Russia, each
// model with its generations (years of production) and a few modifications (engine, gearbox, power). It is
// product data, loaded into every database whose catalogue tables are empty (loadVehicleCatalog.ts).

import { MASS_MARKET_MAKES } from './vehicleCatalogMassMarket';
import { MORE_MAKES } from './vehicleCatalogMoreMakes';
import { OTHER_MAKES } from './vehicleCatalogOthers';
import type { CatalogMake } from './vehicleCatalogTypes';

export const VEHICLE_CATALOG: CatalogMake[] = [...MASS_MARKET_MAKES, ...OTHER_MAKES, ...MORE_MAKES];
