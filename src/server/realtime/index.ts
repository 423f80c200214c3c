import { defineArea } from '../plugins/defineArea';
import { notificationsRoutes } from './notificationsRoutes';
import { realtimePlugin } from './realtimePlugin';
import { realtimeRoutes } from './realtimeRoutes';

/** Real time: the socket server, pushes and Web Push, the online list and the notification history. */
export const realtimeArea = defineArea('realtime', [realtimePlugin, realtimeRoutes, notificationsRoutes]);
