import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { INVOICE_EVENTS, type InvoiceAction, invoiceMachine } from '../../../machines/invoices/invoiceMachine';
import { allowedLifecycleEvents, nextLifecycleState } from '../../../machines/kit/lifecycle';
import { INVOICE_STATES, type InvoiceState } from '../../../src/shared/lifecycleStates';

// The invoice chart as both sides ask it: which actions a stored state allows (the console's buttons, the server's
// 409) and where each one leads.

/** Every state's actions with positions in the invoice, in the console's order. */
const ALLOWED: Record<InvoiceState, InvoiceAction[]> = {
  draft: [
    'invoice.edit',
    'invoice.autofill',
    'invoice.feeRate',
    'invoice.send',
    'invoice.sendSms',
    'invoice.deactivate',
  ],
  inactive: ['invoice.activate'],
  sent: [
    'invoice.feeRate',
    'invoice.send',
    'invoice.sendSms',
    'invoice.accept',
    'invoice.payByCard',
    'invoice.paySbp',
    'invoice.payInCash',
    'invoice.payToAccount',
    'invoice.revoke',
  ],
  accepted: [
    'invoice.feeRate',
    'invoice.sendSms',
    'invoice.payByCard',
    'invoice.paySbp',
    'invoice.payInCash',
    'invoice.payToAccount',
    'invoice.revoke',
  ],
  awaitingPayment: ['invoice.affirmPaidToAccount', 'invoice.retract'],
  paid: ['invoice.crucialEdit', 'invoice.feeRate', 'invoice.retract', 'invoice.close'],
  revoked: ['invoice.reform', 'invoice.deactivate'],
  closed: [],
};

/** Where each allowed action leads from each state. */
const LEADS: Record<InvoiceState, Partial<Record<InvoiceAction, InvoiceState>>> = {
  draft: {
    'invoice.edit': 'draft',
    'invoice.autofill': 'draft',
    'invoice.feeRate': 'draft',
    'invoice.send': 'sent',
    'invoice.sendSms': 'sent',
    'invoice.deactivate': 'inactive',
  },
  inactive: { 'invoice.activate': 'draft' },
  sent: {
    'invoice.feeRate': 'sent',
    'invoice.send': 'sent',
    'invoice.sendSms': 'sent',
    'invoice.accept': 'accepted',
    'invoice.payByCard': 'sent',
    'invoice.paySbp': 'sent',
    'invoice.payInCash': 'paid',
    'invoice.payToAccount': 'awaitingPayment',
    'invoice.revoke': 'revoked',
  },
  accepted: {
    'invoice.feeRate': 'accepted',
    'invoice.sendSms': 'accepted',
    'invoice.payByCard': 'accepted',
    'invoice.paySbp': 'accepted',
    'invoice.payInCash': 'paid',
    'invoice.payToAccount': 'awaitingPayment',
    'invoice.revoke': 'revoked',
  },
  awaitingPayment: { 'invoice.affirmPaidToAccount': 'paid', 'invoice.retract': 'accepted' },
  paid: {
    'invoice.crucialEdit': 'paid',
    'invoice.feeRate': 'paid',
    'invoice.retract': 'accepted',
    'invoice.close': 'closed',
  },
  revoked: { 'invoice.reform': 'draft', 'invoice.deactivate': 'inactive' },
  closed: {},
};

const withPositions = { positionsCount: 2 };

describe('invoiceMachine', () => {
  it.each(INVOICE_STATES)('allows from %s exactly its actions', (state) => {
    expect(allowedLifecycleEvents(invoiceMachine, state, withPositions, INVOICE_EVENTS)).toEqual(ALLOWED[state]);
  });

  it.each(INVOICE_STATES)('leads every action from %s where the chart says, and refuses the others', (state) => {
    for (const { type } of INVOICE_EVENTS) {
      expect(nextLifecycleState(invoiceMachine, state, withPositions, { type }), `${state} --${type}-->`).toBe(
        LEADS[state][type] ?? null,
      );
    }
  });

  it('does not send a draft without positions, by e-mail or by SMS', () => {
    const empty = { positionsCount: 0 };
    expect(allowedLifecycleEvents(invoiceMachine, 'draft', empty, INVOICE_EVENTS)).toEqual([
      'invoice.edit',
      'invoice.autofill',
      'invoice.feeRate',
      'invoice.deactivate',
    ]);
    expect(nextLifecycleState(invoiceMachine, 'draft', empty, { type: 'invoice.send' })).toBeNull();
    expect(nextLifecycleState(invoiceMachine, 'draft', empty, { type: 'invoice.sendSms' })).toBeNull();
    // Once sent, the guard is not asked again: a sent invoice is reminded of without looking at its positions.
    expect(nextLifecycleState(invoiceMachine, 'sent', empty, { type: 'invoice.send' })).toBe('sent');
  });

  it('starts as a draft and ends when closed', () => {
    const actor = createActor(invoiceMachine, { input: withPositions }).start();
    try {
      expect(actor.getSnapshot().value).toBe('draft');
      for (const type of ['invoice.send', 'invoice.accept', 'invoice.payInCash', 'invoice.close'] as const)
        actor.send({ type });
      expect(actor.getSnapshot()).toMatchObject({ value: 'closed', status: 'done' });
    } finally {
      actor.stop();
    }
  });

  it('without the positions count counts none', () => {
    const actor = createActor(invoiceMachine, { input: {} }).start();
    try {
      expect(actor.getSnapshot().context).toEqual({ positionsCount: 0 });
      actor.send({ type: 'invoice.send' });
      expect(actor.getSnapshot().value).toBe('draft');
    } finally {
      actor.stop();
    }
  });
});
