import { defineArea } from '../plugins/defineArea';
import { operationsRoutes } from './operationsRoutes';
import { permissionsAdminRoutes } from './permissionsAdminRoutes';
import { rolesRoutes } from './rolesRoutes';
import { serviceBindingsRoutes } from './serviceBindingsRoutes';
import { servicesRoutes } from './servicesRoutes';
import { userRolesRoutes } from './userRolesRoutes';

/** Roles and permissions administration: roles, operations, permissions, services and who works them. */
export const rolesArea = defineArea('roles', [
  userRolesRoutes,
  rolesRoutes,
  operationsRoutes,
  permissionsAdminRoutes,
  servicesRoutes,
  serviceBindingsRoutes,
]);
