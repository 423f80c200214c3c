import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { allowedLifecycleEvents } from '../../../machines/kit/lifecycle';
import {
  TRAVEL_POLICY_EVENTS,
  type TravelPolicyFacts,
  travelPolicyMachine,
} from '../../../machines/travel/travelPolicyMachine';
import type { TravelPolicyState } from '../../../src/shared/lifecycleStates';
import { tableAllows, travelPolicyMoves } from '../../model/lifecycleTables';
import { type Path, replayPath, shortestPaths } from '../modelPaths';

// Every shortest path of the travel policy's chart on a live actor, walked once per outcome of each of its calendar
// guards. After every step the check asserts, against the specification's table (tests/model/lifecycleTables.ts) and
// never against the walk: the state is the one the table sends the step's action to from the state before; the
// actions the live actor takes there are exactly the table's for the facts of the walk, and the stored-state
// question the server and the console ask answers the same; there are no tags and no calls; the facts stay as
// given; only an expired or annulled policy is done.

const T = '2030-06-10';
// One walk has one today, while a policy is issued before its start and expires after its end: only a period that
// starts today and ended before it lets one walk issue, activate and expire. The other cases are real calendars.
const CASES: Record<string, TravelPolicyFacts> = {
  // Issued; a paid policy is annulled, not activated.
  'before the trip': { today: T, startDate: '2030-06-17', endDate: '2030-06-26' },
  // Issued and activated; a paid policy is no longer annulled; active, it does not expire yet.
  'starts today': { today: T, startDate: T, endDate: '2030-06-19' },
  // The trip has begun: a draft is not issued.
  'under way': { today: T, startDate: '2030-06-07', endDate: '2030-06-15' },
  // Issued, activated and expired in one walk.
  'starts today, its end passed': { today: T, startDate: T, endDate: '2030-06-09' },
};

/** Per state: its tags, the calls pending in it, whether the policy is done with (the actions come from the table). */
const STATES: Record<TravelPolicyState, { tags: string[]; pending: string[]; done: boolean }> = {
  draft: { tags: [], pending: [], done: false },
  issued: { tags: [], pending: [], done: false },
  paid: { tags: [], pending: [], done: false },
  active: { tags: [], pending: [], done: false },
  expired: { tags: [], pending: [], done: true },
  annulled: { tags: [], pending: [], done: true },
};

/** The per-step check for one replay of `path` with `facts`: the table predicts each state from the actions taken. */
function policyMeaning(path: Path, facts: TravelPolicyFacts) {
  const moves = travelPolicyMoves(facts);
  let step = 0;
  let expected = 'draft';
  return (snapshot: AnyMachineSnapshot, after: string) => {
    const event = path.steps[step++].event as EventObject;
    if (event.type !== 'xstate.init') {
      const next = moves[expected][event.type];
      expect(next, `${expected} --${event.type}-->: an action the table allows`).toBeDefined();
      expected = next;
    }
    const state = snapshot.value as TravelPolicyState;
    const at = `${state} after ${after}`;
    expect(state, `after ${after}: the table's state`).toBe(expected);

    const meaning = STATES[state];
    expect(meaning, `${at}: a state of the table`).toBeDefined();
    expect([...snapshot.tags].sort(), `${at}: tags`).toEqual(meaning.tags);
    const taken = TRAVEL_POLICY_EVENTS.filter((e) => snapshot.can(e)).map((e) => e.type);
    const table = tableAllows(moves, state, TRAVEL_POLICY_EVENTS);
    expect(taken, `${at}: actions taken`).toEqual(table);
    expect(
      allowedLifecycleEvents(travelPolicyMachine, state, facts, TRAVEL_POLICY_EVENTS),
      `${at}: stored-state question`,
    ).toEqual(table);
    expect(Object.keys(snapshot.children).sort(), `${at}: calls pending`).toEqual(meaning.pending);
    expect(snapshot.context, `${at}: facts`).toEqual(facts);
    expect(snapshot.status, at).toBe(meaning.done ? 'done' : 'active');
  };
}

/** Every move of the table from the states it reaches from a draft with these facts, as `state --action-->`. */
function tableMoves(facts: TravelPolicyFacts) {
  const moves = travelPolicyMoves(facts);
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

describe.each(Object.entries(CASES))('travelPolicyMachine, %s, every shortest path', (_, facts) => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(travelPolicyMachine, TRAVEL_POLICY_EVENTS, facts);

  it('walks every move the table allows with these facts', () => {
    expect(walkedMoves(paths)).toEqual(tableMoves(facts));
  });

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      await replayPath(travelPolicyMachine, path, {
        input: facts,
        actorNames: [],
        longestDelayMs: 0,
        check: policyMeaning(path, facts),
      });
    },
  );
});
