import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { INVOICE_EVENTS, invoiceMachine } from '../../../machines/invoices/invoiceMachine';
import { allowedLifecycleEvents } from '../../../machines/kit/lifecycle';
import type { InvoiceState } from '../../../src/shared/lifecycleStates';
import { replayPath, shortestPaths } from '../modelPaths';

// Every shortest path of the invoice chart, replayed on the real machine; at each path's end what the state means
// is asserted through allowedLifecycleEvents, the question the server and the console both ask.

const input = { positionsCount: 1 };
const allowed = (state: InvoiceState) => allowedLifecycleEvents(invoiceMachine, state, input, INVOICE_EVENTS);
const PAYMENTS = ['invoice.payInCash', 'invoice.payToAccount', 'invoice.payByCard', 'invoice.paySbp'];
const CONTENT = ['invoice.edit', 'invoice.autofill'];

/** What each state means, in the actions it offers. */
const MEANING: Record<InvoiceState, (actions: string[]) => void> = {
  draft: (a) => {
    expect(a).toEqual(expect.arrayContaining([...CONTENT, 'invoice.send', 'invoice.deactivate']));
    expect(a.filter((x) => PAYMENTS.includes(x))).toEqual([]);
  },
  inactive: (a) => expect(a).toEqual(['invoice.activate']),
  sent: (a) => {
    expect(a).toEqual(expect.arrayContaining([...PAYMENTS, 'invoice.accept', 'invoice.revoke', 'invoice.send']));
    expect(a.filter((x) => CONTENT.includes(x))).toEqual([]);
  },
  accepted: (a) => {
    expect(a).toEqual(expect.arrayContaining([...PAYMENTS, 'invoice.revoke']));
    expect(a).not.toContain('invoice.accept');
  },
  awaitingPayment: (a) => expect(a).toEqual(['invoice.affirmPaidToAccount', 'invoice.retract']),
  paid: (a) => {
    expect(a).toEqual(expect.arrayContaining(['invoice.crucialEdit', 'invoice.retract', 'invoice.close']));
    expect(a.filter((x) => PAYMENTS.includes(x) || CONTENT.includes(x))).toEqual([]);
  },
  revoked: (a) => expect(a).toEqual(['invoice.reform', 'invoice.deactivate']),
  closed: (a) => expect(a).toEqual([]),
};

describe('invoiceMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(invoiceMachine, INVOICE_EVENTS, input);

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      await replayPath(invoiceMachine, path, { input, actorNames: [], longestDelayMs: 0 });
      const last = path.steps.at(-1)!.state as unknown as {
        value: InvoiceState;
        can: (e: EventObject) => boolean;
        status: string;
      };
      const actions = allowed(last.value);
      MEANING[last.value](actions);
      // The walked snapshot and the stored-state question agree.
      expect(INVOICE_EVENTS.filter((e) => last.can(e)).map((e) => e.type)).toEqual(actions);
      expect(last.status).toBe(last.value === 'closed' ? 'done' : 'active');
    },
  );
});
