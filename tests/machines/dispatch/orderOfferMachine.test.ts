import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  DISPATCH_EVENTS,
  type DispatchEvent,
  type DispatchFacts,
  orderOfferMachine,
} from '../../../machines/dispatch/orderOfferMachine';
import { allowedLifecycleEvents, nextLifecycleState } from '../../../machines/kit/lifecycle';
import { DISPATCH_STATES, type DispatchState } from '../../../src/shared/lifecycleStates';

// The evacuation dispatch chart as both sides ask it: which events a stored state allows (the operator's buttons,
// the partner's answers, the clock's expiry; the server's 409 otherwise) and where each leads with the partners
// there are and are left.

type EventType = DispatchEvent['type'];
const TWO_LEFT: DispatchFacts = { candidates: 3, remaining: 2 };
const LAST_ONE: DispatchFacts = { candidates: 3, remaining: 0 };
const NONE: DispatchFacts = { candidates: 0, remaining: 0 };

const ALLOWED: Record<DispatchState, EventType[]> = {
  idle: ['offer.start', 'offer.operator'],
  offering: ['offer.restart', 'offer.operator', 'offer.accept', 'offer.reject', 'offer.expire'],
  accepted: ['offer.restart', 'offer.operator'],
  manual: ['offer.restart'],
};

/** Where each event leads from each state: with partners left, and with none (last partner, or none at all). */
const LEADS: Record<
  DispatchState,
  Partial<Record<EventType, [withPartners: DispatchState, without: DispatchState]>>
> = {
  idle: { 'offer.start': ['offering', 'manual'], 'offer.operator': ['manual', 'manual'] },
  offering: {
    'offer.restart': ['offering', 'manual'],
    'offer.operator': ['manual', 'manual'],
    'offer.accept': ['accepted', 'accepted'],
    'offer.reject': ['offering', 'manual'],
    'offer.expire': ['offering', 'manual'],
  },
  accepted: { 'offer.restart': ['offering', 'manual'], 'offer.operator': ['manual', 'manual'] },
  manual: { 'offer.restart': ['offering', 'manual'] },
};

describe('orderOfferMachine', () => {
  it.each(DISPATCH_STATES)('allows from %s exactly its events, whatever the partners', (state) => {
    for (const facts of [TWO_LEFT, LAST_ONE, NONE])
      expect(allowedLifecycleEvents(orderOfferMachine, state, facts, DISPATCH_EVENTS)).toEqual(ALLOWED[state]);
  });

  it.each(DISPATCH_STATES)('leads every event from %s where the chart says, and refuses the others', (state) => {
    for (const { type } of DISPATCH_EVENTS) {
      const [withPartners, without] = LEADS[state][type] ?? [null, null];
      expect(
        nextLifecycleState(orderOfferMachine, state, TWO_LEFT, { type }),
        `${state} --${type}--> with partners`,
      ).toBe(withPartners);
      // A restart or a start reads the candidates; a refusal reads who is left after the partner asked now.
      const facts = type === 'offer.start' || type === 'offer.restart' ? NONE : LAST_ONE;
      expect(nextLifecycleState(orderOfferMachine, state, facts, { type }), `${state} --${type}--> without`).toBe(
        without,
      );
    }
  });

  it('asks the next partner while one is left, then hands over to the operator', () => {
    const actor = createActor(orderOfferMachine, { input: { candidates: 2, remaining: 1 } }).start();
    try {
      expect(actor.getSnapshot().value).toBe('idle');
      actor.send({ type: 'offer.start' });
      actor.send({ type: 'offer.reject' });
      expect(actor.getSnapshot().value).toBe('offering');
      actor.send({ type: 'offer.accept' });
      expect(actor.getSnapshot().value).toBe('accepted');
      // An event the state does not take changes nothing.
      actor.send({ type: 'offer.reject' });
      expect(actor.getSnapshot().value).toBe('accepted');
      actor.send({ type: 'offer.operator' });
      expect(actor.getSnapshot()).toMatchObject({ value: 'manual', status: 'active' });
    } finally {
      actor.stop();
    }
  });

  it('starts idle with no partners when given no facts', () => {
    const actor = createActor(orderOfferMachine, { input: undefined }).start();
    try {
      expect(actor.getSnapshot().context).toEqual({ candidates: 0, remaining: 0 });
      actor.send({ type: 'offer.start' });
      expect(actor.getSnapshot().value).toBe('manual');
    } finally {
      actor.stop();
    }
  });
});
