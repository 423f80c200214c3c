import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { allowedLifecycleEvents, nextLifecycleState } from '../../../machines/kit/lifecycle';
import {
  TRAVEL_POLICY_EVENTS,
  type TravelPolicyEvent,
  type TravelPolicyFacts,
  travelPolicyMachine,
} from '../../../machines/travel/travelPolicyMachine';
import { TRAVEL_POLICY_STATES, type TravelPolicyState } from '../../../src/shared/lifecycleStates';

// The travel policy's chart as both sides ask it: which actions a stored state allows on a day (the console's buttons,
// the server's 409) and where each one leads.

type Action = TravelPolicyEvent['type'];
/** A trip a week ahead; the day it starts; a trip that ended yesterday. */
const AHEAD: TravelPolicyFacts = { today: '2030-06-10', startDate: '2030-06-17', endDate: '2030-06-26' };
const STARTS: TravelPolicyFacts = { today: '2030-06-10', startDate: '2030-06-10', endDate: '2030-06-20' };
const ENDED: TravelPolicyFacts = { today: '2030-06-10', startDate: '2030-06-01', endDate: '2030-06-09' };

const allowed = (state: TravelPolicyState, facts: TravelPolicyFacts) =>
  allowedLifecycleEvents(travelPolicyMachine, state, facts, TRAVEL_POLICY_EVENTS);

describe('travelPolicyMachine', () => {
  it('allows each state its actions before the trip', () => {
    const expected: Record<TravelPolicyState, Action[]> = {
      draft: ['policy.update', 'policy.accept', 'policy.annul'],
      issued: ['policy.pay', 'policy.annul'],
      paid: ['policy.unpay', 'policy.annul'],
      active: [],
      expired: [],
      annulled: [],
    };
    for (const state of TRAVEL_POLICY_STATES) expect(allowed(state, AHEAD), state).toEqual(expected[state]);
  });

  it('issues a draft on its start day but not after it', () => {
    expect(allowed('draft', STARTS)).toContain('policy.accept');
    expect(allowed('draft', ENDED)).toEqual(['policy.update', 'policy.annul']);
  });

  it('a paid policy becomes active on its start day and can no longer be annulled', () => {
    expect(allowed('paid', STARTS)).toEqual(['policy.unpay', 'policy.activate']);
    expect(nextLifecycleState(travelPolicyMachine, 'paid', STARTS, { type: 'policy.activate' })).toBe('active');
    expect(nextLifecycleState(travelPolicyMachine, 'paid', STARTS, { type: 'policy.annul' })).toBeNull();
  });

  it('an active policy expires only once its end date has passed', () => {
    expect(allowed('active', STARTS)).toEqual([]);
    expect(allowed('active', ENDED)).toEqual(['policy.expire']);
    expect(nextLifecycleState(travelPolicyMachine, 'active', ENDED, { type: 'policy.expire' })).toBe('expired');
  });

  it('leads each action where the chart says', () => {
    const leads: [TravelPolicyState, Action, TravelPolicyFacts, TravelPolicyState][] = [
      ['draft', 'policy.update', AHEAD, 'draft'],
      ['draft', 'policy.accept', AHEAD, 'issued'],
      ['draft', 'policy.annul', AHEAD, 'annulled'],
      ['issued', 'policy.pay', AHEAD, 'paid'],
      ['issued', 'policy.annul', AHEAD, 'annulled'],
      ['paid', 'policy.unpay', AHEAD, 'issued'],
      ['paid', 'policy.annul', AHEAD, 'annulled'],
    ];
    for (const [from, type, facts, to] of leads) {
      expect(nextLifecycleState(travelPolicyMachine, from, facts, { type }), `${from} + ${type}`).toBe(to);
    }
  });

  it('walks a policy from draft to expired on a live actor', () => {
    const actor = createActor(travelPolicyMachine, { input: STARTS }).start();
    try {
      for (const type of ['policy.accept', 'policy.pay', 'policy.activate'] as const) actor.send({ type });
      expect(actor.getSnapshot().value).toBe('active');
      actor.send({ type: 'policy.expire' });
      expect(actor.getSnapshot().value).toBe('active');
    } finally {
      actor.stop();
    }
    const ended = createActor(travelPolicyMachine, { input: { ...STARTS, endDate: '2030-06-09' } }).start();
    try {
      for (const type of ['policy.accept', 'policy.pay', 'policy.activate', 'policy.expire'] as const)
        ended.send({ type });
      expect(ended.getSnapshot().value).toBe('expired');
      expect(ended.getSnapshot().status).toBe('done');
    } finally {
      ended.stop();
    }
  });

  it('starts as a draft with empty facts unless told', () => {
    const actor = createActor(travelPolicyMachine, { input: undefined }).start();
    try {
      expect(actor.getSnapshot().value).toBe('draft');
      expect(actor.getSnapshot().context).toEqual({ today: '', startDate: '', endDate: '' });
    } finally {
      actor.stop();
    }
  });
});
