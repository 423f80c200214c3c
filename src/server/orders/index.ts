import { defineArea } from '../plugins/defineArea';
import { orderBlockRoutes } from './orderBlockRoutes';
import { orderFieldsRoutes } from './orderFieldsRoutes';
import { ordersRoutes } from './ordersRoutes';
import { orderUsersRoutes } from './orderUsersRoutes';
import { orderChecklistRoutes } from './parts/orderChecklistRoutes';
import { orderCommentsRoutes } from './parts/orderCommentsRoutes';
import { orderCommunicationsRoutes } from './parts/orderCommunicationsRoutes';
import { orderDamagedItemsRoutes } from './parts/orderDamagedItemsRoutes';
import { orderDocStatusesRoutes } from './parts/orderDocStatusesRoutes';
import { orderExecutorsRoutes } from './parts/orderExecutorsRoutes';

/** Orders: lists, the card and its save, blocking, the people on an order and the card's parts (parts/). */
export const ordersArea = defineArea('orders', [
  ordersRoutes,
  orderFieldsRoutes,
  orderBlockRoutes,
  orderUsersRoutes,
  orderCommentsRoutes,
  orderChecklistRoutes,
  orderExecutorsRoutes,
  orderDocStatusesRoutes,
  orderCommunicationsRoutes,
  orderDamagedItemsRoutes,
]);
