import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, createMachine, type EventObject } from 'xstate';
import { DISPATCH_EVENTS, orderOfferMachine } from '../../machines/dispatch/orderOfferMachine';
import { INVOICE_EVENTS, invoiceMachine } from '../../machines/invoices/invoiceMachine';
import { ACT_EVENTS, reconciliationActMachine } from '../../machines/reconciliation/reconciliationActMachine';
import { APPOINTMENT_EVENTS, appointmentMachine } from '../../machines/scheduler/appointmentMachine';
import { TRAVEL_PAYMENT_EVENTS, travelPaymentMachine } from '../../machines/travel/travelPaymentMachine';
import { TRAVEL_POLICY_EVENTS, travelPolicyMachine } from '../../machines/travel/travelPolicyMachine';
import {
  actMoves,
  appointmentMoves,
  chartMismatches,
  dispatchMoves,
  invoiceMoves,
  type Moves,
  travelPaymentMoves,
  travelPolicyMoves,
} from './lifecycleTables';

// Each shared lifecycle chart against the table written from the specification, once per outcome of every guard
// (guards as data). Then the charts are broken on purpose, one transition at a time (removed, sent to another state,
// or stripped of its guard), and every such mutant must disagree with its table in at least one case: the tables are
// what makes a wrong chart fail, here and in the server replays that check the server's offered actions by them.

interface Lifecycle {
  machine: AnyStateMachine;
  events: readonly EventObject[];
  moves: (facts: never) => Moves;
  /** One set of facts per outcome of each guard. */
  cases: Record<string, object>;
}

const T = '2030-06-10';
const LIFECYCLES: Record<string, Lifecycle> = {
  invoice: {
    machine: invoiceMachine,
    events: INVOICE_EVENTS,
    moves: invoiceMoves,
    cases: { 'with positions': { positionsCount: 1 }, 'no positions': { positionsCount: 0 } },
  },
  'order offer': {
    machine: orderOfferMachine,
    events: DISPATCH_EVENTS,
    moves: dispatchMoves,
    cases: {
      'partners left': { candidates: 2, remaining: 1 },
      'the last partner': { candidates: 1, remaining: 0 },
      'no partner': { candidates: 0, remaining: 0 },
    },
  },
  'reconciliation act': {
    machine: reconciliationActMachine,
    events: ACT_EVENTS,
    moves: actMoves,
    cases: { 'with invoices': { invoiceCount: 2 }, 'no invoices': { invoiceCount: 0 } },
  },
  appointment: { machine: appointmentMachine, events: APPOINTMENT_EVENTS, moves: appointmentMoves, cases: { any: {} } },
  'travel policy': {
    machine: travelPolicyMachine,
    events: TRAVEL_POLICY_EVENTS,
    moves: travelPolicyMoves,
    cases: {
      'before the trip': { today: T, startDate: '2030-06-17', endDate: '2030-06-26' },
      'starts today': { today: T, startDate: T, endDate: '2030-06-19' },
      'under way': { today: T, startDate: '2030-06-07', endDate: '2030-06-15' },
      over: { today: T, startDate: '2030-05-31', endDate: '2030-06-09' },
    },
  },
  'travel payment': {
    machine: travelPaymentMachine,
    events: TRAVEL_PAYMENT_EVENTS,
    moves: travelPaymentMoves,
    cases: {
      'invoice uploaded, refundable': { invoiceMissing: false, policyRefundable: true },
      'no invoice': { invoiceMissing: true, policyRefundable: true },
      'not refundable': { invoiceMissing: false, policyRefundable: false },
    },
  },
};

type Branch = { target?: string | string[]; guard?: unknown; [k: string]: unknown };
type StateConfig = { on?: Record<string, Branch | Branch[]>; [k: string]: unknown };

/** Every chart with one transition branch broken: removed, retargeted to each other state, or without its guard. */
function mutants(machine: AnyStateMachine): { name: string; machine: AnyStateMachine }[] {
  const config = machine.config as { id: string; states: Record<string, StateConfig> };
  const stateNames = Object.keys(config.states);
  const rebuild = (state: string, event: string, branches: Branch[] | null) => {
    const on = { ...config.states[state].on };
    if (branches) on[event] = branches;
    else delete on[event];
    const states = { ...config.states, [state]: { ...config.states[state], on } };
    return createMachine({ ...config, states } as never, machine.implementations as never);
  };
  const out: { name: string; machine: AnyStateMachine }[] = [];
  for (const [state, node] of Object.entries(config.states)) {
    for (const [event, value] of Object.entries(node.on ?? {})) {
      const branches = (Array.isArray(value) ? value : [value]) as Branch[];
      out.push({ name: `${state} --${event}--> removed`, machine: rebuild(state, event, null) });
      branches.forEach((branch, i) => {
        const target = String(branch.target ?? '');
        const replace = (b: Branch) => branches.map((x, j) => (j === i ? b : x));
        for (const other of stateNames.filter((s) => !target.endsWith(s))) {
          out.push({
            name: `${state} --${event}[${i}]--> ${other} instead of ${target}`,
            machine: rebuild(state, event, replace({ ...branch, target: `#${config.id}.${other}` })),
          });
        }
        if (branch.guard) {
          const { guard: _dropped, ...unguarded } = branch;
          out.push({
            name: `${state} --${event}[${i}]--> without its guard`,
            machine: rebuild(state, event, replace(unguarded)),
          });
        }
      });
    }
  }
  return out;
}

describe.each(Object.entries(LIFECYCLES))('the %s chart against its table', (_, life) => {
  it.each(Object.entries(life.cases))('agrees with the table when %s', (_case, facts) => {
    expect(chartMismatches(life.machine, life.moves(facts as never), facts, life.events)).toEqual([]);
  });

  it('disagrees with the table, in some case, once any one transition is broken', () => {
    const all = mutants(life.machine);
    expect(all.length).toBeGreaterThan(10);
    const survivors = all
      .filter(({ machine }) =>
        Object.values(life.cases).every(
          (facts) => chartMismatches(machine, life.moves(facts as never), facts, life.events).length === 0,
        ),
      )
      .map((m) => m.name);
    expect(survivors).toEqual([]);
  });
});
