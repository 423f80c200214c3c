import { defineArea } from '../plugins/defineArea';
import { geoRoutes } from './geoRoutes';
import { referencesRoutes } from './referencesRoutes';

/** Reference books and values, and the geography (regions, time zones, the map). */
export const referencesArea = defineArea('references', [referencesRoutes, geoRoutes]);
