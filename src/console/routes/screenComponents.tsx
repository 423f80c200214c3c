import type { ComponentType } from 'react';
import { lazyScreen } from '../components/lazyScreen';

const ClientSearchPage = lazyScreen(() => import('../screens/clients/ClientSearchPage'));
const VehicleSearchPage = lazyScreen(() => import('../screens/vehicles/VehicleSearchPage'));

// Screens built so far, each its own chunk. A screen not listed here shows its title and the pending panel.
export const SCREEN_COMPONENTS: Record<string, ComponentType<{ title: string }>> = {
  '/': lazyScreen(() => import('../screens/dashboard/DashboardPage')),
  '/mail/outbox': lazyScreen(() => import('../screens/mail/MailOutboxPage')),
  '/users': lazyScreen(() => import('../screens/users/UsersPage')),
  '/universalreference': lazyScreen(() => import('../screens/references/UniversalReferencePage')),
  '/kit': lazyScreen(() => import('../screens/kit/KitPage')),
  '/client/search': ClientSearchPage,
  '/client': ClientSearchPage,
  '/client/:id/': lazyScreen(() => import('../screens/clients/ClientCardPage')),
  '/vehicle/carmen-compat/': lazyScreen(() => import('../screens/carmen/CarmenMakesPage')),
  '/carmen/users/': lazyScreen(() => import('../screens/carmen/CarmenUsersPage')),
  '/vehicle/search': VehicleSearchPage,
  '/vehicle': VehicleSearchPage,
  '/vehicle/:id/': lazyScreen(() => import('../screens/vehicles/VehicleCardPage')),
  '/config/crontask': lazyScreen(() => import('../screens/config/CronTasksPage')),
};

export const PendingScreen = lazyScreen(() => import('../screens/PendingScreen'));
