import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { allowedLifecycleEvents, nextLifecycleState } from '../../../machines/kit/lifecycle';
import {
  ACT_EVENTS,
  type ActEvent,
  reconciliationActMachine,
} from '../../../machines/reconciliation/reconciliationActMachine';
import { ACT_STATES, type ActState } from '../../../src/shared/lifecycleStates';

// The reconciliation act's chart as both sides ask it: which actions a stored state allows (the console's buttons,
// the server's 409) and where each one leads.

type ActAction = ActEvent['type'];
const withInvoices = { invoiceCount: 2 };
const empty = { invoiceCount: 0 };

/** Every state's actions for an act with invoices, in the order of ACT_EVENTS. */
const ALLOWED: Record<ActState, ActAction[]> = {
  draft: ['act.update', 'act.notifyRecalculation', 'act.ratify', 'act.reject', 'act.hardDelete'],
  ratified: ['act.reject', 'act.verify'],
  rejected: ['act.update', 'act.notifyRecalculation', 'act.hardDelete'],
  verified: ['act.reject', 'act.finalize'],
  finalized: [],
  deleted: [],
};

/** Where each allowed action leads from each state. */
const LEADS: Record<ActState, Partial<Record<ActAction, ActState>>> = {
  draft: {
    'act.update': 'draft',
    'act.notifyRecalculation': 'draft',
    'act.ratify': 'ratified',
    'act.reject': 'rejected',
    'act.hardDelete': 'deleted',
  },
  ratified: { 'act.reject': 'rejected', 'act.verify': 'verified' },
  rejected: { 'act.update': 'draft', 'act.notifyRecalculation': 'draft', 'act.hardDelete': 'deleted' },
  verified: { 'act.reject': 'rejected', 'act.finalize': 'finalized' },
  finalized: {},
  deleted: {},
};

describe('reconciliationActMachine', () => {
  it.each(ACT_STATES)('%s allows exactly its actions', (state) => {
    expect(allowedLifecycleEvents(reconciliationActMachine, state, withInvoices, ACT_EVENTS)).toEqual(ALLOWED[state]);
  });

  it.each(ACT_STATES)('%s: each action leads where the chart says, the others are refused', (state) => {
    for (const { type } of ACT_EVENTS) {
      expect(nextLifecycleState(reconciliationActMachine, state, withInvoices, { type }), `${state} + ${type}`).toBe(
        LEADS[state][type] ?? null,
      );
    }
  });

  it('an act without invoices cannot be ratified, but can still be changed, rejected or deleted', () => {
    expect(allowedLifecycleEvents(reconciliationActMachine, 'draft', empty, ACT_EVENTS)).toEqual([
      'act.update',
      'act.notifyRecalculation',
      'act.reject',
      'act.hardDelete',
    ]);
    expect(nextLifecycleState(reconciliationActMachine, 'draft', empty, { type: 'act.ratify' })).toBeNull();
  });

  it('starts as a draft without invoices unless told otherwise', () => {
    const actor = createActor(reconciliationActMachine, { input: undefined }).start();
    try {
      expect(actor.getSnapshot().value).toBe('draft');
      expect(actor.getSnapshot().context).toEqual(empty);
      expect(actor.getSnapshot().can({ type: 'act.ratify' })).toBe(false);
    } finally {
      actor.stop();
    }
  });

  it('walks the whole way: ratified, rejected, back to a draft, verified and finalized for good', () => {
    const actor = createActor(reconciliationActMachine, { input: withInvoices }).start();
    try {
      const seen: string[] = [];
      for (const type of [
        'act.ratify',
        'act.reject',
        'act.notifyRecalculation',
        'act.ratify',
        'act.verify',
        'act.finalize',
      ] as const) {
        actor.send({ type });
        seen.push(String(actor.getSnapshot().value));
      }
      expect(seen).toEqual(['ratified', 'rejected', 'draft', 'ratified', 'verified', 'finalized']);
      expect(actor.getSnapshot().status).toBe('done');
    } finally {
      actor.stop();
    }
  });

  it('a hard-deleted act is done', () => {
    const actor = createActor(reconciliationActMachine, { input: withInvoices }).start();
    try {
      actor.send({ type: 'act.hardDelete' });
      expect(actor.getSnapshot().value).toBe('deleted');
      expect(actor.getSnapshot().status).toBe('done');
    } finally {
      actor.stop();
    }
  });
});
