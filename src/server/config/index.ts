import { defineArea } from '../plugins/defineArea';
import { cronTasksRoutes } from './cronTasksRoutes';

/** Configuration: the background tasks and their runs. */
export const configArea = defineArea('config', [cronTasksRoutes]);
