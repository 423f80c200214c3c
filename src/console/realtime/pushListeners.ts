import type { PushEvent } from '../../shared/schemas/realtime';

// Pushes for the screens that react to them (an open order card, the notification history, the offers panel): they
// listen here without knowing the socket; RealtimeEffect publishes every push received.

type Handler = (push: PushEvent) => void;
const handlers = new Set<Handler>();

/** Calls `handler` for every push received; returns the unsubscribe. */
export function onPush(handler: Handler): () => void {
  handlers.add(handler);
  return () => void handlers.delete(handler);
}

/** Calls `handler` whenever a push about `orderId` arrives; returns the unsubscribe. */
export const onOrderPush = (orderId: number, handler: () => void) =>
  onPush((push) => push.orderId === orderId && handler());

export function publishPush(push: PushEvent) {
  for (const handler of handlers) handler(push);
}
