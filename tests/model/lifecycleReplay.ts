import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import { allowedLifecycleEvents } from '../../machines/kit/lifecycle';
import { type Path, replayPath, shortestPaths } from '../machines/modelPaths';
import { type Moves, tableAllows } from './lifecycleTables';

// The model suite of a shared lifecycle (invoice, reconciliation act, travel policy and payment, appointment): every
// shortest path to each transition and every simple path (no state twice; the charts are small) on a live actor,
// walked once per set of facts its guards read. After every step the check asserts,
// against the specification's table (lifecycleTables.ts) and never against the walk: the state is the one the table
// sends the step's action to from the state before; the actions the live actor takes there are exactly the table's
// for the facts of the walk, and the stored-state question the server and the console ask answers the same; there
// are no tags and no calls; the facts stay as given; only the table's final states are done.

export interface Lifecycle<TFacts> {
  name: string;
  machine: AnyStateMachine;
  /** Every action of the lifecycle, in the order the console offers them. */
  events: readonly EventObject[];
  moves: (facts: TFacts) => Moves;
  initial: string;
  /** The states a record is done with. */
  finals: string[];
}

/** The per-step check for one replay of `path` with `facts`: the table predicts each state from the actions taken. */
function lifecycleCheck<TFacts>(lifecycle: Lifecycle<TFacts>, path: Path, facts: TFacts) {
  const moves = lifecycle.moves(facts);
  let step = 0;
  let expected = lifecycle.initial;
  return (snapshot: AnyMachineSnapshot, after: string) => {
    const event = path.steps[step++].event as EventObject;
    if (event.type !== 'xstate.init') {
      const next = moves[expected][event.type];
      expect(next, `${expected} --${event.type}-->: an action the table allows`).toBeDefined();
      expected = next;
    }
    const state = snapshot.value as string;
    const at = `${state} after ${after}`;
    expect(state, `after ${after}: the table's state`).toBe(expected);
    expect([...snapshot.tags], `${at}: tags`).toEqual([]);
    const taken = lifecycle.events.filter((e) => snapshot.can(e)).map((e) => e.type);
    const table = tableAllows(moves, state, lifecycle.events);
    expect(taken, `${at}: actions taken`).toEqual(table);
    expect(
      allowedLifecycleEvents(lifecycle.machine, state, facts as object, lifecycle.events),
      `${at}: stored-state question`,
    ).toEqual(table);
    expect(Object.keys(snapshot.children), `${at}: calls pending`).toEqual([]);
    expect(snapshot.context, `${at}: facts`).toEqual(facts);
    expect(snapshot.status, at).toBe(lifecycle.finals.includes(state) ? 'done' : 'active');
  };
}

/** Every move of the table from the states it reaches from the start with these facts, as `state --action-->`. */
function tableMoves(moves: Moves, initial: string) {
  const seen = new Set([initial]);
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

/** The lifecycle's suite: for each case of facts, the walk takes every move of the table and each path replays. */
export function describeLifecycle<TFacts>(lifecycle: Lifecycle<TFacts>, cases: Record<string, TFacts>) {
  describe.each(Object.entries(cases))(`${lifecycle.name} %s, every shortest path`, (_, facts) => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());
    const paths = shortestPaths(lifecycle.machine, [...lifecycle.events], facts);
    const simple = getSimplePaths(lifecycle.machine, {
      events: [...lifecycle.events],
      input: facts,
    } as never) as Path[];

    it('walks every move the table allows with these facts', () => {
      expect(walkedMoves(paths)).toEqual(tableMoves(lifecycle.moves(facts), lifecycle.initial));
    });

    const named = (kind: string, list: Path[]) =>
      list.map((p) => [`${kind} ${p.steps.map((s) => (s.event as EventObject).type).join(' > ')}`, p] as const);
    it.each([...named('shortest', paths), ...named('simple', simple)])('replays the %s', async (_, path) => {
      await replayPath(lifecycle.machine, path, {
        input: facts,
        actorNames: [],
        longestDelayMs: 0,
        check: lifecycleCheck(lifecycle, path, facts),
      });
    });
  });
}
