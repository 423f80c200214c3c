import { defineArea } from '../plugins/defineArea';
import { commonSettingsRoutes } from './commonSettingsRoutes';
import { cronRunnerPlugin } from './cronRunnerPlugin';
import { cronTasksRoutes } from './cronTasksRoutes';

/** Configuration: the background tasks, their runs and the runner that makes them; the common settings. */
export const configArea = defineArea('config', [cronRunnerPlugin, cronTasksRoutes, commonSettingsRoutes]);
