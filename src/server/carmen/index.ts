import { defineArea } from '../plugins/defineArea';
import { carmenOrdersRoutes } from './carmenOrdersRoutes';
import { carmenRoutes } from './carmenRoutes';

/** Carmen: the mapping of makes and users to the Carmen system, and its leads. */
export const carmenArea = defineArea('carmen', [carmenRoutes, carmenOrdersRoutes]);
