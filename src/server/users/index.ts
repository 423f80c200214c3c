import { defineArea } from '../plugins/defineArea';
import { userSettingsRoutes } from './userSettingsRoutes';
import { usersRoutes } from './usersRoutes';

/** Users: the user list and each user's saved screen settings. */
export const usersArea = defineArea('users', [usersRoutes, userSettingsRoutes]);
