import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { INVOICE_EVENTS, type InvoiceFacts, invoiceMachine } from '../../../machines/invoices/invoiceMachine';
import { allowedLifecycleEvents } from '../../../machines/kit/lifecycle';
import type { InvoiceState } from '../../../src/shared/lifecycleStates';
import { invoiceMoves, tableAllows } from '../../model/lifecycleTables';
import { type Path, replayPath, shortestPaths } from '../modelPaths';

// Every shortest path of the invoice chart on a live actor, walked once per outcome of its guard (with positions to
// pay, and without). After every step the check asserts, against the specification's table
// (tests/model/lifecycleTables.ts) and never against the walk: the state is the one the table sends the step's
// action to from the state before; the actions the live actor takes there are exactly the table's for the facts of
// the walk, and the stored-state question the server and the console ask answers the same; there are no tags and
// no calls; the facts stay as given; only a closed invoice is done.

const CASES: Record<string, InvoiceFacts> = {
  'with positions': { positionsCount: 2 },
  'no positions': { positionsCount: 0 },
};

/** Per state: its tags, the calls pending in it, whether the invoice is done with (the actions come from the table). */
const STATES: Record<InvoiceState, { tags: string[]; pending: string[]; done: boolean }> = {
  draft: { tags: [], pending: [], done: false },
  inactive: { tags: [], pending: [], done: false },
  sent: { tags: [], pending: [], done: false },
  accepted: { tags: [], pending: [], done: false },
  awaitingPayment: { tags: [], pending: [], done: false },
  paid: { tags: [], pending: [], done: false },
  revoked: { tags: [], pending: [], done: false },
  closed: { tags: [], pending: [], done: true },
};

/** The per-step check for one replay of `path` with `facts`: the table predicts each state from the actions taken. */
function invoiceMeaning(path: Path, facts: InvoiceFacts) {
  const moves = invoiceMoves(facts);
  let step = 0;
  let expected = 'draft';
  return (snapshot: AnyMachineSnapshot, after: string) => {
    const event = path.steps[step++].event as EventObject;
    if (event.type !== 'xstate.init') {
      const next = moves[expected][event.type];
      expect(next, `${expected} --${event.type}-->: an action the table allows`).toBeDefined();
      expected = next;
    }
    const state = snapshot.value as InvoiceState;
    const at = `${state} after ${after}`;
    expect(state, `after ${after}: the table's state`).toBe(expected);

    const meaning = STATES[state];
    expect(meaning, `${at}: a state of the table`).toBeDefined();
    expect([...snapshot.tags].sort(), `${at}: tags`).toEqual(meaning.tags);
    const taken = INVOICE_EVENTS.filter((e) => snapshot.can(e)).map((e) => e.type);
    const table = tableAllows(moves, state, INVOICE_EVENTS);
    expect(taken, `${at}: actions taken`).toEqual(table);
    expect(
      allowedLifecycleEvents(invoiceMachine, state, facts, INVOICE_EVENTS),
      `${at}: stored-state question`,
    ).toEqual(table);
    expect(Object.keys(snapshot.children).sort(), `${at}: calls pending`).toEqual(meaning.pending);
    expect(snapshot.context, `${at}: facts`).toEqual(facts);
    expect(snapshot.status, at).toBe(meaning.done ? 'done' : 'active');
  };
}

/** Every move of the table from the states it reaches from a draft with these facts, as `state --action-->`. */
function tableMoves(facts: InvoiceFacts) {
  const moves = invoiceMoves(facts);
  const seen = new Set(['draft']);
  for (const s of seen) for (const to of Object.values(moves[s])) seen.add(to);
  return [...seen].flatMap((s) => Object.keys(moves[s]).map((a) => `${s} --${a}-->`)).sort();
}
/** The move each walked path ends with. */
const walkedMoves = (paths: Path[]) =>
  [
    ...new Set(
      paths
        .filter((p) => p.steps.length > 1)
        .map((p) => `${String(p.steps.at(-2)!.state.value)} --${(p.steps.at(-1)!.event as EventObject).type}-->`),
    ),
  ].sort();

describe.each(Object.entries(CASES))('invoiceMachine %s, every shortest path', (_, facts) => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(invoiceMachine, INVOICE_EVENTS, facts);

  it('walks every move the table allows with these facts', () => {
    expect(walkedMoves(paths)).toEqual(tableMoves(facts));
  });

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      await replayPath(invoiceMachine, path, {
        input: facts,
        actorNames: [],
        longestDelayMs: 0,
        check: invoiceMeaning(path, facts),
      });
    },
  );
});
