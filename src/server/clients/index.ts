import { defineArea } from '../plugins/defineArea';
import { clientBonusesRoutes } from './clientBonusesRoutes';
import { clientCrmRoutes } from './clientCrmRoutes';
import { clientNotificationsRoutes } from './clientNotificationsRoutes';
import { clientPromosRoutes } from './clientPromosRoutes';
import { clientsRoutes } from './clientsRoutes';

/** Clients: the card and search, bonuses, CRM, notification history and promos. */
export const clientsArea = defineArea('clients', [
  clientsRoutes,
  clientBonusesRoutes,
  clientCrmRoutes,
  clientNotificationsRoutes,
  clientPromosRoutes,
]);
