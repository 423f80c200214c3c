import { fromPromise } from 'xstate';
import { orderCardMachine } from '../../../../../machines/orders/orderCardMachine';
import {
  blockOrder,
  createLinkedOrder,
  deleteOrder,
  fetchOrder,
  moveOrderService,
  unblockOrder,
  updateOrder,
} from '../../../api/ordersApi';
import { orderSaveBody, withChange } from '../form/orderSaveBody';

/** The order card's chart with its server calls; the view provides the toasts and the navigation. */
export const orderCardLogic = orderCardMachine.provide({
  actors: {
    loadOrder: fromPromise(({ input }) => fetchOrder(input.orderId)),
    readBlock: fromPromise(({ input }) => fetchOrder(input.orderId)),
    blockOrder: fromPromise(({ input }) => blockOrder(input.orderId)),
    unblockOrder: fromPromise(({ input }) => unblockOrder(input.orderId)),
    // PUT takes the whole order: the status dialog's change over what the card shows.
    saveStatus: fromPromise(({ input }) =>
      updateOrder(input.order.id, withChange(orderSaveBody(input.order), input.change)),
    ),
    moveService: fromPromise(({ input }) => moveOrderService(input.orderId, input.serviceId)),
    removeOrder: fromPromise(({ input }) => deleteOrder(input.orderId)),
    createLinked: fromPromise(({ input }) => createLinkedOrder(input.orderId, input.serviceId)),
  },
});
