import { defineArea } from '../plugins/defineArea';
import { healthRoutes } from './healthRoutes';
import { openapiRoutes } from './openapiRoutes';

/** The service calls: health for load balancers and the OpenAPI document. */
export const systemArea = defineArea('system', [healthRoutes, openapiRoutes]);
