import { useSyncExternalStore } from 'react';
import { findOrders } from '../api/ordersApi';

// The totals the menu shows beside 'Активные заявки' and 'Архив заявок'. A list that shows the whole scope reports
// its total for free; otherwise one POST /orders/find of size 1 asks for it (one at a time per scope). A big scope
// is not counted to the end (the server stops at its cap and says so): the badge then shows the cap with a plus.

export type CountedScope = 'active' | 'archive';

export interface OrderCount {
  total: number;
  /** The server stopped counting at `total`: there are at least that many. */
  capped: boolean;
}

const counts = new Map<CountedScope, OrderCount>();
const pending = new Map<CountedScope, Promise<void>>();
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function setOrderCount(scope: CountedScope, total: number, capped = false) {
  const known = counts.get(scope);
  if (known?.total === total && known.capped === capped) return;
  counts.set(scope, { total, capped });
  notify();
}

/** The scope's count as last heard, or undefined before anyone asked. */
export function knownOrderCount(scope: CountedScope): OrderCount | undefined {
  return counts.get(scope);
}

/** Asks the server for the scope's total; a failure leaves the badge as it was (it is only a hint). */
export function refreshOrderCount(scope: CountedScope): Promise<void> {
  const running = pending.get(scope);
  if (running !== undefined) return running;
  const request = findOrders({ scope, offset: 0, size: 1 })
    .then(({ total, totalCapped }) => setOrderCount(scope, total, totalCapped === true))
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

/** The scope's known count, or undefined before the first answer. */
export function useOrderCount(scope: CountedScope): OrderCount | undefined {
  return useSyncExternalStore(subscribe, () => counts.get(scope));
}
