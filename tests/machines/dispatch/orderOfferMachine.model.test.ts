import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { DISPATCH_EVENTS, type DispatchFacts, orderOfferMachine } from '../../../machines/dispatch/orderOfferMachine';
import { allowedLifecycleEvents } from '../../../machines/kit/lifecycle';
import type { DispatchState } from '../../../src/shared/lifecycleStates';
import { recordMicrosteps } from '../../model/chartCoverage';
import { coverage, replayPath, shortestPaths } from '../modelPaths';

// Every shortest path of the dispatch chart, replayed on the real machine, for the partner situations its guards
// tell apart: partners left after the one asked, the last one asked, and none in the region at all. At each path's
// end what the state means is asserted through allowedLifecycleEvents, the question the server and the console ask.

const SITUATIONS: [string, DispatchFacts][] = [
  ['partners left', { candidates: 2, remaining: 1 }],
  ['the last partner', { candidates: 1, remaining: 0 }],
  ['no partner', { candidates: 0, remaining: 0 }],
];
const PARTNER_SIDE = ['offer.accept', 'offer.reject', 'offer.expire'];

/** What each state means, in the events it takes. */
const MEANING: Record<DispatchState, (events: string[]) => void> = {
  idle: (e) => expect(e).toEqual(['offer.start', 'offer.operator']),
  // Only an offer out can be answered or expire; the operator can always take over or start again.
  offering: (e) => expect(e).toEqual(expect.arrayContaining([...PARTNER_SIDE, 'offer.restart', 'offer.operator'])),
  accepted: (e) => expect(e).toEqual(['offer.restart', 'offer.operator']),
  manual: (e) => expect(e).toEqual(['offer.restart']),
};

describe.each(SITUATIONS)('orderOfferMachine with %s, every shortest path', (_name, input) => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(orderOfferMachine, DISPATCH_EVENTS, input);

  it('reaches what the partners allow', () => {
    const cov = coverage(orderOfferMachine, paths);
    // Without partners no offer ever goes out, so offering and the answers are out of reach.
    const expected = input.candidates > 0 ? [] : ['orderOffer.offering', 'orderOffer.accepted'];
    expect(cov.states.missing).toEqual(expected);
  });

  it('goes from a refusal or an expiry to the next partner only while one is left', () => {
    for (const path of paths) {
      path.steps.forEach((step, i) => {
        const type = (step.event as EventObject).type;
        if (i > 0 && (type === 'offer.reject' || type === 'offer.expire'))
          expect(step.state.value).toBe(input.remaining > 0 ? 'offering' : 'manual');
      });
    }
  });

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      await replayPath(orderOfferMachine, path, { input, actorNames: [], longestDelayMs: 0 });
      const last = path.steps.at(-1)!.state as unknown as { value: DispatchState; can: (e: EventObject) => boolean };
      const events = allowedLifecycleEvents(orderOfferMachine, last.value, input, DISPATCH_EVENTS);
      MEANING[last.value](events);
      // The walked snapshot and the stored-state question agree.
      expect(DISPATCH_EVENTS.filter((e) => last.can(e)).map((e) => e.type)).toEqual(events);
    },
  );
});

// The region's partners can change while a search runs (the server reads them again on every action), so a restart
// from an offer out or an accepted one can find nobody left: the order then goes to the operator.
describe('orderOfferMachine when the region has lost its partners', () => {
  it.each(['offering', 'accepted'] as const)('restarts from %s to the operator', (state) => {
    const snapshot = orderOfferMachine.resolveState({ value: state, context: { candidates: 0, remaining: 0 } });
    const actor = createActor(orderOfferMachine, { snapshot, inspect: recordMicrosteps } as never).start();
    actor.send({ type: 'offer.restart' });
    expect(actor.getSnapshot().value).toBe('manual');
    actor.stop();
  });
});
