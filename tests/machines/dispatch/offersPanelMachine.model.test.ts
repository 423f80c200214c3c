import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import {
  OFFERS_REFRESH_MS,
  type OffersPanelContext,
  offersPanelMachine,
} from '../../../machines/dispatch/offersPanelMachine';
import { replayPath, shortestPaths } from '../modelPaths';
import { offer } from './dispatchFixtures';

// Every shortest path of the offers panel's chart, replayed on the real machine with the calls held by hand and the
// refresh driven by the fake clock; what each state means is asserted on the way.

const OFFERS = [offer(), offer({ id: 502, orderId: 43, orderNumber: '2611-000043' })];
const events: EventObject[] = [
  { type: 'offers.accept', id: 501 } as EventObject,
  { type: 'offers.reject.open', id: 502 } as EventObject,
  { type: 'offers.reject', comment: 'Нет свободных эвакуаторов' } as EventObject,
  { type: 'offers.reject.cancel' },
  { type: 'offers.reload' },
  { type: 'offers.pushed' },
  { type: 'xstate.after.offersRefresh.offersPanel.list' },
  { type: 'xstate.done.actor.loadOffers', output: OFFERS } as EventObject,
  { type: 'xstate.error.actor.loadOffers', error: { message: 'Недостаточно прав', status: 403 } } as EventObject,
  { type: 'xstate.done.actor.answerOffer', output: offer({ status: 'accepted' }) } as EventObject,
  {
    type: 'xstate.error.actor.answerOffer',
    error: { message: 'Предложение уже не актуально', errorCode: 'INELIGIBLE_STATE', status: 409 },
  } as EventObject,
  {
    type: 'xstate.error.actor.answerOffer',
    error: { message: 'Внутренняя ошибка сервера', status: 500 },
  } as EventObject,
];

type Last = { value: string; context: OffersPanelContext };

describe('offersPanelMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(offersPanelMachine, events);

  it('answers only an offer on the list', () => {
    for (const path of paths) {
      for (const step of path.steps) {
        const { value, context } = step.state as unknown as Last;
        if (value === 'rejecting' || value === 'answering')
          expect(context.offers.map((o) => o.id)).toContain(context.request?.id);
        else expect(context.request).toBeNull();
      }
    }
  });

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      const toasts: string[] = [];
      await replayPath(offersPanelMachine, path, {
        actorNames: ['loadOffers', 'answerOffer'],
        provide: {
          actions: {
            offerAnswered: () => void toasts.push('answered'),
            offerStale: () => void toasts.push('stale'),
            reportError: () => void toasts.push('error'),
          },
        },
        longestDelayMs: OFFERS_REFRESH_MS,
      });
      const last = path.steps.at(-1)!;
      const { value, context } = last.state as unknown as Last;
      if (value === 'failed') expect(context.loadError).toMatchObject({ status: 403 });
      if (last.event.type === 'xstate.done.actor.answerOffer') expect(toasts.at(-1)).toBe('answered');
      if (last.event.type === 'xstate.error.actor.answerOffer')
        expect(toasts.at(-1)).toBe(value === 'loading' ? 'stale' : 'error');
    },
  );
});
