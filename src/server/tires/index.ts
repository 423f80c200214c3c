import { defineArea } from '../plugins/defineArea';
import { tireCatalogRoutes } from './tireCatalogRoutes';
import { tireDefectsRoutes } from './tireDefectsRoutes';
import { tireStorageRoutes } from './tireStorageRoutes';

/** Tyre service: the tyre catalogue, defects and storage. */
export const tiresArea = defineArea('tires', [tireCatalogRoutes, tireDefectsRoutes, tireStorageRoutes]);
