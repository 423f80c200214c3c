import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { allowedLifecycleEvents } from '../../../machines/kit/lifecycle';
import { TRAVEL_PAYMENT_EVENTS, travelPaymentMachine } from '../../../machines/travel/travelPaymentMachine';
import type { TravelPaymentState } from '../../../src/shared/lifecycleStates';
import { replayPath, shortestPaths } from '../modelPaths';

// Every shortest path of the travel payment's chart, replayed on the real machine; at each path's end what the state
// means is asserted through allowedLifecycleEvents, the question the server and the console both ask.

const input = { invoiceMissing: false, policyRefundable: true };
const allowed = (state: TravelPaymentState) =>
  allowedLifecycleEvents(travelPaymentMachine, state, input, TRAVEL_PAYMENT_EVENTS);

/** What each state means, in the actions it offers. */
const MEANING: Record<TravelPaymentState, (actions: string[]) => void> = {
  // Not counted yet: it may change, take its invoice, be confirmed or go.
  registered: (a) =>
    expect(a).toEqual(['payment.update', 'payment.uploadInvoice', 'payment.confirm', 'payment.delete']),
  // Counted towards the policy: frozen, except for its invoice and the way back.
  confirmed: (a) => {
    expect(a).toEqual(['payment.uploadInvoice', 'payment.refund']);
    expect(a).not.toContain('payment.update');
  },
  refunded: (a) => expect(a).toEqual([]),
  deleted: (a) => expect(a).toEqual([]),
};

describe('travelPaymentMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(travelPaymentMachine, TRAVEL_PAYMENT_EVENTS, input);

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      await replayPath(travelPaymentMachine, path, { input, actorNames: [], longestDelayMs: 0 });
      const last = path.steps.at(-1)!.state as unknown as {
        value: TravelPaymentState;
        can: (e: EventObject) => boolean;
        status: string;
      };
      const actions = allowed(last.value);
      MEANING[last.value](actions);
      expect(TRAVEL_PAYMENT_EVENTS.filter((e) => last.can(e)).map((e) => e.type)).toEqual(actions);
      expect(last.status).toBe(last.value === 'refunded' || last.value === 'deleted' ? 'done' : 'active');
    },
  );

  it('without an invoice a bank transfer never reaches confirmed', () => {
    const blocked = shortestPaths(travelPaymentMachine, TRAVEL_PAYMENT_EVENTS, { ...input, invoiceMissing: true });
    const reached = new Set(blocked.map((p) => String(p.steps.at(-1)!.state.value)));
    expect([...reached].sort()).toEqual(['deleted', 'registered']);
  });
});
