import type { AnyStateMachine, EventObject } from 'xstate';
import type { DispatchFacts } from '../../machines/dispatch/orderOfferMachine';
import type { InvoiceFacts } from '../../machines/invoices/invoiceMachine';
import { nextLifecycleState } from '../../machines/kit/lifecycle';
import type { ActFacts } from '../../machines/reconciliation/reconciliationActMachine';
import type { TravelPaymentFacts } from '../../machines/travel/travelPaymentMachine';
import type { TravelPolicyFacts } from '../../machines/travel/travelPolicyMachine';

// The shared lifecycles as we read them in the specification, written out by hand: for each state, the actions a
// user may take there and the state each one leads to, given the facts the rules depend on. Nothing here is computed
// from a chart, so a chart that loses, gains or retargets a transition disagrees with its table
// (tests/model/lifecycleTables.test.ts), and the server replays check the actions the server offers against these
// tables rather than against the chart the server itself runs.

/** State → action → the state it leads to. An action missing from a state is refused there. */
export type Moves = Record<string, Record<string, string>>;

/** The actions of `events` a table allows in a state, in the order of `events` (the order the console lists them). */
export function tableAllows(moves: Moves, state: string, events: readonly EventObject[]): string[] {
  const here = moves[state] ?? {};
  return events.map((e) => e.type).filter((type) => type in here);
}

/** Every (state, action) on which the chart and the table disagree, as readable lines; empty when they agree. */
export function chartMismatches(
  machine: AnyStateMachine,
  moves: Moves,
  facts: object,
  events: readonly EventObject[],
): string[] {
  const lines: string[] = [];
  for (const state of Object.keys(moves)) {
    for (const event of events) {
      const chart = nextLifecycleState(machine, state, facts, event);
      const table = moves[state][event.type] ?? null;
      if (chart !== table)
        lines.push(`${state} --${event.type}--> chart: ${chart ?? 'refused'}, table: ${table ?? 'refused'}`);
    }
  }
  return lines;
}

/** The invoice: a draft is sent only with positions to pay; a closed invoice takes nothing more. */
export function invoiceMoves(f: InvoiceFacts): Moves {
  const payable = (self: string) => ({
    'invoice.sendSms': self,
    'invoice.payByCard': self,
    'invoice.paySbp': self,
    'invoice.feeRate': self,
    'invoice.payInCash': 'paid',
    'invoice.payToAccount': 'awaitingPayment',
    'invoice.revoke': 'revoked',
  });
  const sendable: Record<string, string> =
    f.positionsCount > 0 ? { 'invoice.send': 'sent', 'invoice.sendSms': 'sent' } : {};
  return {
    draft: {
      'invoice.edit': 'draft',
      'invoice.autofill': 'draft',
      'invoice.feeRate': 'draft',
      ...sendable,
      'invoice.deactivate': 'inactive',
    },
    inactive: { 'invoice.activate': 'draft' },
    sent: { ...payable('sent'), 'invoice.send': 'sent', 'invoice.accept': 'accepted' },
    accepted: payable('accepted'),
    awaitingPayment: { 'invoice.affirmPaidToAccount': 'paid', 'invoice.retract': 'accepted' },
    paid: {
      'invoice.retract': 'accepted',
      'invoice.crucialEdit': 'paid',
      'invoice.feeRate': 'paid',
      'invoice.close': 'closed',
    },
    revoked: { 'invoice.reform': 'draft', 'invoice.deactivate': 'inactive' },
    closed: {},
  };
}

/**
 * The evacuation offer: partners are asked one by one by priority; a refusal or a missed deadline passes the offer to
 * the next one, and with none left (or none at all) the order goes to an operator by hand.
 */
export function dispatchMoves(f: DispatchFacts): Moves {
  const first = f.candidates > 0 ? 'offering' : 'manual';
  const next = f.remaining > 0 ? 'offering' : 'manual';
  return {
    idle: { 'offer.start': first, 'offer.operator': 'manual' },
    offering: {
      'offer.accept': 'accepted',
      'offer.reject': next,
      'offer.expire': next,
      'offer.operator': 'manual',
      'offer.restart': first,
    },
    accepted: { 'offer.restart': first, 'offer.operator': 'manual' },
    manual: { 'offer.restart': first },
  };
}

/** The reconciliation act: ratified only with invoices in it; a rejected act is edited back into a draft. */
export function actMoves(f: ActFacts): Moves {
  return {
    draft: {
      'act.update': 'draft',
      'act.notifyRecalculation': 'draft',
      ...(f.invoiceCount > 0 ? { 'act.ratify': 'ratified' } : {}),
      'act.reject': 'rejected',
      'act.hardDelete': 'deleted',
    },
    ratified: { 'act.verify': 'verified', 'act.reject': 'rejected' },
    rejected: { 'act.update': 'draft', 'act.notifyRecalculation': 'draft', 'act.hardDelete': 'deleted' },
    verified: { 'act.finalize': 'finalized', 'act.reject': 'rejected' },
    finalized: {},
    deleted: {},
  };
}

/** The scheduler's appointment: changed, moved, stretched and given files while it lives; turned into an order once. */
export function appointmentMoves(): Moves {
  const live = (self: string) => ({
    'appointment.update': self,
    'appointment.move': self,
    'appointment.stretch': self,
    'appointment.addFile': self,
    'appointment.delete': 'deleted',
  });
  return {
    booked: { ...live('booked'), 'appointment.createOrder': 'ordered' },
    ordered: live('ordered'),
    deleted: {},
  };
}

/**
 * The travel policy: issued from a draft only while its start has not passed; paid and unpaid by its payments; active
 * from its first day and expired after its last; a paid policy is annulled only before it starts.
 */
export function travelPolicyMoves(f: TravelPolicyFacts): Moves {
  const started = f.startDate <= f.today;
  return {
    draft: {
      'policy.update': 'draft',
      ...(f.startDate >= f.today ? { 'policy.accept': 'issued' } : {}),
      'policy.annul': 'annulled',
    },
    issued: { 'policy.pay': 'paid', 'policy.annul': 'annulled' },
    paid: {
      'policy.unpay': 'issued',
      ...(started ? { 'policy.activate': 'active' } : { 'policy.annul': 'annulled' }),
    },
    active: f.endDate < f.today ? { 'policy.expire': 'expired' } : {},
    expired: {},
    annulled: {},
  };
}

/** A travel-insurance payment: confirmed only with its invoice uploaded; refunded only while the policy allows it. */
export function travelPaymentMoves(f: TravelPaymentFacts): Moves {
  return {
    registered: {
      'payment.update': 'registered',
      'payment.uploadInvoice': 'registered',
      ...(f.invoiceMissing ? {} : { 'payment.confirm': 'confirmed' }),
      'payment.delete': 'deleted',
    },
    confirmed: {
      'payment.uploadInvoice': 'confirmed',
      ...(f.policyRefundable ? { 'payment.refund': 'refunded' } : {}),
    },
    refunded: {},
    deleted: {},
  };
}
