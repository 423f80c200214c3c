import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, type EventObject } from 'xstate';
import { DISPATCH_EVENTS, type DispatchFacts, orderOfferMachine } from '../../../machines/dispatch/orderOfferMachine';
import { recordMicrosteps } from '../../model/chartCoverage';
import { dispatchMoves, tableAllows } from '../../model/lifecycleTables';
import { type Path, replayPath, shortestPaths } from '../modelPaths';

// Every shortest path of the dispatch chart on a live actor, walked once per partner situation its guards tell apart
// (partners left after the one asked, the last one asked, none in the region). After each step the live actor is
// held to the specification's table for those facts (tests/model/lifecycleTables.ts): the state it reached is the
// one the table gives for that action from the state before, and the actions it takes there are exactly the table's,
// in the console's order; the dispatch never ends. tests/server/dispatch/orderDispatchLifecycle.model.test.ts replays the same table over HTTP.

const SITUATIONS: [string, DispatchFacts][] = [
  ['partners left', { candidates: 2, remaining: 1 }],
  ['the last partner', { candidates: 1, remaining: 0 }],
  ['no partner', { candidates: 0, remaining: 0 }],
];

/** The per-step check of one replay of `path` against the table for `facts`. */
function tableCheck(path: Path, facts: DispatchFacts) {
  const moves = dispatchMoves(facts);
  let step = 0;
  let from: string | undefined;
  return (snapshot: AnyMachineSnapshot, after: string) => {
    const { type } = path.steps[step++].event as EventObject;
    const state = snapshot.value as string;
    const at = `${state} after ${after}`;
    expect(state in moves, `${at}: a state of the table`).toBe(true);
    // Where the action leads, by the table: the first step is the chart's start, before any action.
    expect(state, `${at}: the table's move from ${from ?? 'the start'}`).toBe(from ? moves[from][type] : 'idle');
    const taken = DISPATCH_EVENTS.filter((e) => snapshot.can(e)).map((e) => e.type);
    expect(taken, `${at}: actions taken`).toEqual(tableAllows(moves, state, DISPATCH_EVENTS));
    expect(snapshot.context, `${at}: facts`).toEqual(facts);
    expect(snapshot.status).toBe('active');
    from = state;
  };
}

describe.each(SITUATIONS)('orderOfferMachine with %s, every shortest path', (_name, facts) => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(orderOfferMachine, DISPATCH_EVENTS, facts);

  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(3));

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      await replayPath(orderOfferMachine, path, {
        input: facts,
        actorNames: [],
        longestDelayMs: 0,
        check: tableCheck(path, facts),
      });
    },
  );
});

// The region's partners can change while a search runs (the server reads them again on every action), so a restart
// from an offer out or an accepted one can find nobody left: the walk never reaches those states without partners,
// so the live actor starts there, and the table for no partner says where the restart goes.
describe('orderOfferMachine when the region has lost its partners', () => {
  const none = { candidates: 0, remaining: 0 };
  it.each(['offering', 'accepted'] as const)('restarts from %s as the table says', (state) => {
    const snapshot = orderOfferMachine.resolveState({ value: state, context: none });
    const actor = createActor(orderOfferMachine, { snapshot, inspect: recordMicrosteps } as never).start();
    actor.send({ type: 'offer.restart' });
    const now = actor.getSnapshot();
    expect(now.value).toBe(dispatchMoves(none)[state]['offer.restart']);
    expect(DISPATCH_EVENTS.filter((e) => now.can(e)).map((e) => e.type)).toEqual(
      tableAllows(dispatchMoves(none), String(now.value), DISPATCH_EVENTS),
    );
    actor.stop();
  });
});
