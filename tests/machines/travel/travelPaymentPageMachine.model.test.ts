import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import {
  type PaymentPageContext,
  permitted,
  travelPaymentPageMachine,
} from '../../../machines/travel/travelPaymentPageMachine';
import { replayPath, shortestPaths } from '../modelPaths';
import { CONFIRMED, payment, refusedPayment, stalePayment } from './travelPaymentFixtures';

// Every shortest path of the payment card's chart, replayed on the real machine with its two calls held by hand;
// what each state means is asserted at the end of each path. The loaded payment is registered (update, invoice,
// confirm, delete allowed); an action answers it confirmed (invoice, refund allowed).

const input = { paymentId: 11, canUpdate: true, canDelete: true };
const ev = (e: Record<string, unknown>) => e as unknown as EventObject;
const run = (request: Record<string, unknown>) => ev({ type: 'action.run', request });

const events: EventObject[] = [
  { type: 'page.retry' },
  ...(['payment.update', 'payment.confirm', 'payment.refund', 'payment.delete'] as const).map((dialog) =>
    ev({ type: 'dialog.open', dialog }),
  ),
  { type: 'dialog.close' },
  run({ type: 'payment.confirm' }),
  run({ type: 'payment.uploadInvoice', file: { name: 'счёт.pdf', type: 'application/pdf', size: 10 } }),
  run({ type: 'payment.refund', reason: 'Отказ от поездки' }),
  run({ type: 'payment.delete' }),
  ev({ type: 'xstate.done.actor.loadPayment', output: payment() }),
  ev({
    type: 'xstate.error.actor.loadPayment',
    error: { message: 'Платёж не найден', status: 404, errorCode: 'ENTITY_NOT_FOUND' },
  }),
  ev({ type: 'xstate.done.actor.runAction', output: CONFIRMED }),
  ev({ type: 'xstate.error.actor.runAction', error: stalePayment }),
  ev({ type: 'xstate.error.actor.runAction', error: refusedPayment }),
];

describe('travelPaymentPageMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(travelPaymentPageMachine, events, input);

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      await replayPath(travelPaymentPageMachine, path, {
        input,
        actorNames: ['loadPayment', 'runAction'],
        longestDelayMs: 0,
      });
      const last = path.steps.at(-1)!;
      const { value, context } = last.state as unknown as { value: string; context: PaymentPageContext };
      // What each state means.
      if (value === 'loading') expect(context.loadError).toBeNull();
      if (value === 'loadFailed') expect(context.loadError?.message).toBe('Платёж не найден');
      if (['ready', 'acting', 'reloading'].includes(value)) expect(context.payment).not.toBeNull();
      if (value === 'acting') expect(context.request && permitted(context, context.request.type)).toBe(true);
      if (value === 'reloading') expect(context).toMatchObject({ dialog: null, error: stalePayment });
      if (value === 'deleted') expect(context).toMatchObject({ request: { type: 'payment.delete' }, dialog: null });
      if (context.dialog) expect(permitted(context, context.dialog)).toBe(true);
      if (last.event.type === 'xstate.done.actor.runAction' && value === 'ready')
        expect(context).toMatchObject({ payment: CONFIRMED, dialog: null, error: null });
      if (last.event.type === 'xstate.error.actor.runAction' && value === 'ready')
        expect(context.error?.message).toBe(refusedPayment.message);
    },
  );
});
