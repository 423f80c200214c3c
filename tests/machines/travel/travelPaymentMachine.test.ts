import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { allowedLifecycleEvents, nextLifecycleState } from '../../../machines/kit/lifecycle';
import {
  TRAVEL_PAYMENT_EVENTS,
  type TravelPaymentEvent,
  type TravelPaymentFacts,
  travelPaymentMachine,
} from '../../../machines/travel/travelPaymentMachine';
import { TRAVEL_PAYMENT_STATES, type TravelPaymentState } from '../../../src/shared/lifecycleStates';

// The travel payment's chart as both sides ask it: which actions a stored state allows (the console's buttons, the
// server's 409) and where each one leads, with the two facts its guards read.

type Action = TravelPaymentEvent['type'];
const ready: TravelPaymentFacts = { invoiceMissing: false, policyRefundable: true };

const ALLOWED: Record<TravelPaymentState, Action[]> = {
  registered: ['payment.update', 'payment.uploadInvoice', 'payment.confirm', 'payment.delete'],
  confirmed: ['payment.uploadInvoice', 'payment.refund'],
  refunded: [],
  deleted: [],
};

const LEADS: Record<TravelPaymentState, Partial<Record<Action, TravelPaymentState>>> = {
  registered: {
    'payment.update': 'registered',
    'payment.uploadInvoice': 'registered',
    'payment.confirm': 'confirmed',
    'payment.delete': 'deleted',
  },
  confirmed: { 'payment.uploadInvoice': 'confirmed', 'payment.refund': 'refunded' },
  refunded: {},
  deleted: {},
};

const allowed = (state: TravelPaymentState, facts: TravelPaymentFacts) =>
  allowedLifecycleEvents(travelPaymentMachine, state, facts, TRAVEL_PAYMENT_EVENTS);

describe('travelPaymentMachine', () => {
  it.each(TRAVEL_PAYMENT_STATES)('%s allows exactly its actions', (state) => {
    expect(allowed(state, ready)).toEqual(ALLOWED[state]);
  });

  it.each(TRAVEL_PAYMENT_STATES)('%s: each action leads where the chart says, the others are refused', (state) => {
    for (const { type } of TRAVEL_PAYMENT_EVENTS) {
      expect(nextLifecycleState(travelPaymentMachine, state, ready, { type }), `${state} + ${type}`).toBe(
        LEADS[state][type] ?? null,
      );
    }
  });

  it('a bank transfer without its invoice cannot be confirmed, but can take one, change or go', () => {
    const facts = { ...ready, invoiceMissing: true };
    expect(allowed('registered', facts)).toEqual(['payment.update', 'payment.uploadInvoice', 'payment.delete']);
    expect(nextLifecycleState(travelPaymentMachine, 'registered', facts, { type: 'payment.confirm' })).toBeNull();
  });

  it('the money of a policy that has begun stays: no refund', () => {
    const facts = { ...ready, policyRefundable: false };
    expect(allowed('confirmed', facts)).toEqual(['payment.uploadInvoice']);
    expect(nextLifecycleState(travelPaymentMachine, 'confirmed', facts, { type: 'payment.refund' })).toBeNull();
  });

  it('starts registered, ready to confirm and refund unless told otherwise', () => {
    const actor = createActor(travelPaymentMachine, { input: undefined }).start();
    try {
      expect(actor.getSnapshot().value).toBe('registered');
      expect(actor.getSnapshot().context).toEqual(ready);
    } finally {
      actor.stop();
    }
  });

  it('walks the whole way: edited, invoiced, confirmed, refunded for good', () => {
    const actor = createActor(travelPaymentMachine, { input: ready }).start();
    try {
      const seen: string[] = [];
      for (const type of ['payment.update', 'payment.uploadInvoice', 'payment.confirm', 'payment.refund'] as const) {
        actor.send({ type });
        seen.push(String(actor.getSnapshot().value));
      }
      expect(seen).toEqual(['registered', 'registered', 'confirmed', 'refunded']);
      expect(actor.getSnapshot().status).toBe('done');
    } finally {
      actor.stop();
    }
  });

  it('a deleted payment is done', () => {
    const actor = createActor(travelPaymentMachine, { input: ready }).start();
    try {
      actor.send({ type: 'payment.delete' });
      expect(actor.getSnapshot().value).toBe('deleted');
      expect(actor.getSnapshot().status).toBe('done');
    } finally {
      actor.stop();
    }
  });
});
