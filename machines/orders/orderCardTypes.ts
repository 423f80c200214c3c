import type { OrderEntity } from '../../src/shared/schemas/orders/orderEntity';
import type { SessionError } from '../session/sessionTypes';

// The order card chart's events, input and context (machines/orders/orderCardMachine.ts).

export type OrderCardError = SessionError & { details?: Record<string, string> };

/** What the status dialog changes: status, cancellation and refusal reasons, the refusal comment. */
export type OrderStatusChange = Record<string, unknown>;

export type OrderCardEvent =
  | { type: 'card.retry' }
  /** A section or the form changed the order elsewhere: read it again. */
  | { type: 'card.reload' }
  /** The form saved the order: the server's answer replaces it. */
  | { type: 'order.saved'; order: OrderEntity }
  /** The view is going away: a block of ours is given back. */
  | { type: 'card.leave' }
  | { type: 'lock.take' }
  | { type: 'lock.release' }
  | { type: 'status.open' }
  | { type: 'status.submit'; change: OrderStatusChange }
  | { type: 'status.cancel' }
  | { type: 'move.open' }
  | { type: 'move.submit'; serviceId: number }
  | { type: 'move.cancel' }
  | { type: 'delete.open' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'linked.create'; serviceId: number }
  /** Raised when the order was replaced: the lock region reads who holds it again. */
  | { type: 'lock.sync' };

export interface OrderCardInput {
  orderId: number;
  /** The signed-in user: a block by this id is 'mine'. */
  userId: number;
  /** orders.view permissionUpdate: without it the card is read-only. */
  canUpdate: boolean;
  /** orders.view permissionDelete. */
  canDelete: boolean;
  /** order.block: 'Взять в работу' / 'Освободить'. */
  canBlock: boolean;
  /** order.move.service: 'Перенести в другой сервис'. */
  canMove: boolean;
}

export interface OrderCardContext extends OrderCardInput {
  order: OrderEntity | null;
  /** Why the first load failed. */
  loadError: OrderCardError | null;
  /** Why the open dialog's last save failed; `details` go onto its fields. */
  opError: OrderCardError | null;
}
