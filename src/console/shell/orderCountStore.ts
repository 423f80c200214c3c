import { useSyncExternalStore } from 'react';
import { findOrders } from '../api/ordersApi';

// The totals the menu shows beside 'Активные заявки' and 'Архив заявок'. A list that shows the whole scope reports
// its total for free; otherwise one POST /orders/find of size 1 asks for it (one at a time per scope).

export type CountedScope = 'active' | 'archive';

const counts = new Map<CountedScope, number>();
const pending = new Map<CountedScope, Promise<void>>();
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function setOrderCount(scope: CountedScope, total: number) {
  if (counts.get(scope) === total) return;
  counts.set(scope, total);
  notify();
}

/** The scope's total as last heard, or undefined before anyone asked. */
export function knownOrderCount(scope: CountedScope): number | undefined {
  return counts.get(scope);
}

/** Asks the server for the scope's total; a failure leaves the badge as it was (it is only a hint). */
export function refreshOrderCount(scope: CountedScope): Promise<void> {
  const running = pending.get(scope);
  if (running !== undefined) return running;
  const request = findOrders({ scope, offset: 0, size: 1 })
    .then(({ total }) => setOrderCount(scope, total))
    .catch(() => {
      // The badge keeps its last count.
    })
    .finally(() => pending.delete(scope));
  pending.set(scope, request);
  return request;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The scope's known total, or undefined before the first answer. */
export function useOrderCount(scope: CountedScope): number | undefined {
  return useSyncExternalStore(subscribe, () => counts.get(scope));
}
