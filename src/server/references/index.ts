import { defineArea } from '../plugins/defineArea';
import { geoRoutes } from './geoRoutes';
import { orderStatusesRoutes } from './orderStatusesRoutes';
import { referencesRoutes } from './referencesRoutes';
import { regionsRoutes } from './regionsRoutes';

/** Reference books and values, order status bindings, and the geography (regions, time zones, the map). */
export const referencesArea = defineArea('references', [
  referencesRoutes,
  orderStatusesRoutes,
  geoRoutes,
  regionsRoutes,
]);
