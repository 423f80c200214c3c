import type { ComponentType } from 'react';
import { lazyScreen } from '../components/lazyScreen';

const ClientSearchPage = lazyScreen(() => import('../screens/clients/ClientSearchPage'));
const VehicleSearchPage = lazyScreen(() => import('../screens/vehicles/VehicleSearchPage'));
const OrdersListPage = lazyScreen(() => import('../screens/orders/OrdersListPage'));
const OrderCardPage = lazyScreen(() => import('../screens/orders/OrderCardPage'));
const OrderCreatePage = lazyScreen(() => import('../screens/orders/OrderCreatePage'));
const TAvarcomOrdersPage = lazyScreen(() => import('../screens/evacuation/TAvarcomOrdersPage'));

// Screens built so far, each its own chunk. A screen not listed here shows its title and the pending panel.
export const SCREEN_COMPONENTS: Record<string, ComponentType<{ title: string }>> = {
  '/car/park': lazyScreen(() => import('../screens/partners/CarParkPage')),
  '/loss/adjustment': lazyScreen(() => import('../screens/orders/LossAdjustmentListPage')),
  '/contacts/expired': lazyScreen(() => import('../screens/orders/ExpiredContactsPage')),
  '/contacts/expired/:code/:type': lazyScreen(() => import('../screens/orders/ExpiredContactsByTypePage')),
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
  '/websocket/log': lazyScreen(() => import('../screens/realtime/WebsocketLogPage')),
  '/users/online': lazyScreen(() => import('../screens/realtime/OnlineUsersPage')),
  '/config/workspace': lazyScreen(() => import('../screens/config/WorkspaceConfigPage')),
  '/orders': OrdersListPage,
  '/orders/archive': OrdersListPage,
  '/orders/find/by/values': lazyScreen(() => import('../screens/orders/OrdersFindByValuesPage')),
  '/orders/evacuator': lazyScreen(() => import('../screens/evacuation/EvacuationOrdersPage')),
  '/orders/evacuator/:code': lazyScreen(() => import('../screens/orders/OrderCardPage')),
  '/evacuator/orders': lazyScreen(() => import('../screens/evacuation/DriverOrdersPage')),
  '/avarcom/orders': lazyScreen(() => import('../screens/evacuation/AvarcomOrdersPage')),
  '/tavarcom/orders': TAvarcomOrdersPage,
  '/tavarcom/orders/evacuation': TAvarcomOrdersPage,
  '/orders/:code': OrderCardPage,
  '/orders/:code/:command': OrderCardPage,
  '/tire/fitting/order/:code': OrderCardPage,
  '/loss/adjustment/order/:code': OrderCardPage,
  '/orders/create/': OrderCreatePage,
  '/tire/fitting/order': OrderCreatePage,
  '/tire/fitting': lazyScreen(() => import('../screens/tires/TireFittingPage')),
  '/loss/adjustment/order': OrderCreatePage,
  '/reconciliation': lazyScreen(() => import('../screens/reconciliation/ReconciliationListPage')),
  '/reconciliation/:reconciliationId/': lazyScreen(() => import('../screens/reconciliation/ReconciliationActPage')),
  '/scheduler': lazyScreen(() => import('../screens/scheduler/DayBoardPage')),
  '/scheduler/timeline': lazyScreen(() => import('../screens/scheduler/TimelinePage')),
  '/scheduler/post': lazyScreen(() => import('../screens/scheduler/PostsPage')),
  '/scheduler/week': lazyScreen(() => import('../screens/scheduler/WeeklyHoursPage')),
  '/scheduler/halfyear': lazyScreen(() => import('../screens/scheduler/HalfYearPage')),
  '/scheduler/federal': lazyScreen(() => import('../screens/scheduler/FederalDaysPage')),
  '/scheduler/deleted': lazyScreen(() => import('../screens/scheduler/DeletedAppointmentsPage')),
  '/scheduler/tire/transfer': lazyScreen(() => import('../screens/scheduler/TireTransferPage')),
};

export const PendingScreen = lazyScreen(() => import('../screens/PendingScreen'));
