import { defineArea } from '../plugins/defineArea';
import { userRolesRoutes } from './userRolesRoutes';

/** Roles: granting and revoking a user's roles (permissions are read by auth/). */
export const rolesArea = defineArea('roles', [userRolesRoutes]);
