import { defineArea } from '../plugins/defineArea';
import { tireCatalogRoutes } from './tireCatalogRoutes';
import { tireDefectsRoutes } from './tireDefectsRoutes';
import { tireStorageRoutes } from './tireStorageRoutes';
import { tyreReferenceRoutes } from './tyreReferenceRoutes';

/** Tyre service: the tyre catalogue and its reference screen, defects and storage. */
export const tiresArea = defineArea('tires', [
  tireCatalogRoutes,
  tyreReferenceRoutes,
  tireDefectsRoutes,
  tireStorageRoutes,
]);
