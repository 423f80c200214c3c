import { defineArea } from '../plugins/defineArea';
import { evacuationRoutes } from './evacuationRoutes';
import { towTrucksRoutes } from './towTrucksRoutes';

/** Evacuation: tow orders, drivers, tow-truck bases and prices. */
export const evacuationArea = defineArea('evacuation', [evacuationRoutes, towTrucksRoutes]);
