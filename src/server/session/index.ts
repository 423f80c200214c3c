import { defineArea } from '../plugins/defineArea';
import { passwordRestoreRoutes } from './passwordRestoreRoutes';
import { registrationRoutes } from './registrationRoutes';
import { sessionRoutes } from './sessionRoutes';

/** The session: login, profile, invitations and password restore. */
export const sessionArea = defineArea('session', [sessionRoutes, registrationRoutes, passwordRestoreRoutes]);
