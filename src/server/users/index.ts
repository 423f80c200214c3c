import { defineArea } from '../plugins/defineArea';
import { failedLoginsRoutes } from './failedLoginsRoutes';
import { officeUsersRoutes } from './officeUsersRoutes';
import { userAdminRoutes } from './userAdminRoutes';
import { userAvatarRoutes } from './userAvatarRoutes';
import { userFinanceRoutes } from './userFinanceRoutes';
import { userSettingsRoutes } from './userSettingsRoutes';
import { usersRoutes } from './usersRoutes';

/** Users: the list, the administration of one user (card, offices, money, avatar, failed logins), saved settings. */
export const usersArea = defineArea('users', [
  usersRoutes,
  userAdminRoutes,
  userAvatarRoutes,
  officeUsersRoutes,
  userFinanceRoutes,
  failedLoginsRoutes,
  userSettingsRoutes,
]);
