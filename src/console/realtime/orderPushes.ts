// Pushes about one order, for the order card: the card listens without knowing where pushes come from.

type Handler = () => void;
const handlers = new Map<number, Set<Handler>>();

/** Calls `handler` whenever a push about `orderId` arrives; returns the unsubscribe. */
export function onOrderPush(orderId: number, handler: Handler): () => void {
  const set = handlers.get(orderId) ?? new Set<Handler>();
  set.add(handler);
  handlers.set(orderId, set);
  return () => {
    set.delete(handler);
    if (set.size === 0) handlers.delete(orderId);
  };
}

export function publishOrderPush(orderId: number) {
  handlers.get(orderId)?.forEach((h) => h());
}
