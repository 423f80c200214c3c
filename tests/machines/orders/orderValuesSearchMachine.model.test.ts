import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate';
import { MAX_SEARCH_VALUES, orderValuesSearchMachine } from '../../../machines/orders/orderValuesSearchMachine';
import { tableRow } from '../liveChecks';
import { type Path, replayPath, shortestPaths, type WalkEvent, walkEvent } from '../modelPaths';

// Every shortest path of the mass search's chart on a live actor, the request held by hand. After every step the
// check asserts what the state means: its tags, the events it takes (an empty search or one over the limit is never
// taken), the request pending only while searching, with the values of the last search asked, and a new one for each
// search (a search under way is replaced, so its late answer has nowhere to land); the values, the result of the last
// answer (kept while a new search runs, gone once one fails) and the error (only in failed) in context.

const VALUES = ['2611-001001', 'НЕТ'];
const OTHER_VALUES = ['2611-001002'];
const RESULT = { orders: [], notFound: ['НЕТ'] };
const NETWORK = { message: 'Ошибка сети' };

const search = (values: string[]) => walkEvent({ type: 'values.search', values });
const events: EventObject[] = [
  search(VALUES),
  search(OTHER_VALUES),
  { type: 'values.retry' },
  walkEvent({ type: 'xstate.done.actor.search', output: RESULT }),
  walkEvent({ type: 'xstate.error.actor.search', error: NETWORK }),
];
/** Searches the chart must refuse in every state: nothing pasted, or more than the server takes. */
const REFUSED = [search([]), search(Array.from({ length: MAX_SEARCH_VALUES + 1 }, (_, i) => `2611-${i}`))];

/** Test titles name the values searched for. */
const title = (e: WalkEvent) =>
  e.type === 'values.search' ? `values.search(${(e.values as string[]).join(', ')})` : e.type;

/** Per state: its tags, the user events it takes, the calls pending in it. */
const STATES: Record<string, { tags: string[]; takes: string[]; pending: string[] }> = {
  idle: { tags: [], takes: ['values.search'], pending: [] },
  searching: { tags: ['busy'], takes: ['values.search'], pending: ['search'] },
  found: { tags: [], takes: ['values.search'], pending: [] },
  failed: { tags: [], takes: ['values.retry', 'values.search'], pending: [] },
};

/** The per-step check for one replay of `path`. */
function searchMeaning(path: Path) {
  let step = 0;
  let values: string[] = [];
  let result: unknown = null;
  let error: unknown = null;
  let request: AnyActorRef | undefined;

  return (snapshot: AnyMachineSnapshot, after: string) => {
    const event = path.steps[step++].event as WalkEvent;
    const state = snapshot.value as string;
    const at = `${state} after ${after}`;
    // A new request per search or retry; an answer settles the one under way.
    const asked = event.type === 'values.search' || event.type === 'values.retry';
    if (event.type === 'values.search') values = event.values as string[];
    if (asked) error = null;
    if (event.type === 'xstate.done.actor.search') result = event.output;
    if (event.type === 'xstate.error.actor.search') {
      result = null;
      error = NETWORK;
    }

    const meaning = tableRow(STATES, state, snapshot, at);
    const takes = [...new Set(events.filter((e) => snapshot.can(e)).map((e) => e.type))].filter(
      (t) => !t.startsWith('xstate.'),
    );
    expect(takes.sort(), `${at}: events taken`).toEqual(meaning.takes);
    for (const refused of REFUSED)
      expect(snapshot.can(refused), `${at}: a search of ${(refused.values as string[]).length} values`).toBe(false);
    expect(Object.keys(snapshot.children).sort(), `${at}: calls pending`).toEqual(meaning.pending);

    const running = snapshot.children.search as AnyActorRef | undefined;
    const before = request;
    if (running) {
      expect(running.getSnapshot().input, `${at}: the values asked for`).toEqual({ values });
      if (asked) expect(running, `${at}: a new request`).not.toBe(before);
    }
    // A replaced request is stopped, so its late answer changes nothing; an answered one is over.
    if (before && running !== before)
      expect(before.getSnapshot().status, `${at}: the last request`).toBe(
        running ? 'stopped' : event.type === 'xstate.error.actor.search' ? 'error' : 'done',
      );
    request = running;

    expect(snapshot.context, `${at}: context`).toEqual({ values, result, error });
    expect(snapshot.status).toBe('active');
  };
}

describe('orderValuesSearchMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(orderValuesSearchMachine, events);

  it.each(paths.map((p) => [p.steps.map((s) => title(s.event as WalkEvent)).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      await replayPath(orderValuesSearchMachine, path, {
        actorNames: ['search'],
        longestDelayMs: 0,
        check: searchMeaning(path),
      });
    },
  );
});
