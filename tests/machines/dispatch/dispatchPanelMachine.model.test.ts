import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  DISPATCH_ACTIONS,
  DISPATCH_POLL_MS,
  type DispatchAction,
  type DispatchPanelContext,
  dispatchPanelMachine,
} from '../../../machines/dispatch/dispatchPanelMachine';
import type { SessionError } from '../../../machines/session/sessionTypes';
import type { Dispatch } from '../../../src/shared/schemas/orderOffers';
import { tableRow } from '../liveChecks';
import { type Path, replayPath, shortestPaths, type WalkEvent, walkEvent } from '../modelPaths';
import { blocked, dispatchOf, stale } from './dispatchFixtures';

// Every shortest path of the dispatch panel's chart on a live actor, walked for a user who may act and one who may
// not, the calls held by hand, the poll driven by the fake clock and the toasts recorded. After every step the check
// asserts, against the panel as the events made it: the state (an answer with an offer under way is watched, any
// other is still; a stale action reloads, any other refusal keeps the dispatch), its tags and calls pending, with the
// order and the action asked; which actions it takes (only in still or watching, only with the right and only those
// the server's answer allows); the dispatch, the rights, the load error and the action under way in context; and the
// toast the step caused (done with the action, the state changed, or the server's refusal).

const NOT_FOUND = { message: 'Заявка не найдена', errorCode: 'ENTITY_NOT_FOUND', status: 404 };
const act = (action: DispatchAction) => walkEvent({ type: 'dispatch.act', action });
const access = (canAct: boolean) => walkEvent({ type: 'dispatch.access', canAct });
const loaded = (d: Dispatch) => walkEvent({ type: 'xstate.done.actor.loadDispatch', output: d });
const acted = (d: Dispatch) => walkEvent({ type: 'xstate.done.actor.runAction', output: d });
const refused = (error: SessionError) => walkEvent({ type: 'xstate.error.actor.runAction', error });

const events: EventObject[] = [
  ...DISPATCH_ACTIONS.map(act),
  { type: 'dispatch.retry' },
  access(true),
  access(false),
  { type: 'xstate.after.dispatchPoll.dispatchPanel.watching' },
  loaded(dispatchOf('idle')),
  loaded(dispatchOf('offering')),
  walkEvent({ type: 'xstate.error.actor.loadDispatch', error: NOT_FOUND }),
  acted(dispatchOf('offering')),
  acted(dispatchOf('manual')),
  refused(stale),
  refused(blocked),
];
const USER_EVENTS = events.filter((e) => !e.type.startsWith('xstate.')) as WalkEvent[];

/** Per state: its tags, the user events it may take (the guard narrows the actions), the calls pending in it. */
const STATES: Record<string, { tags: string[]; takes: string[]; pending: string[] }> = {
  loading: { tags: ['loading'], takes: [], pending: ['loadDispatch'] },
  failed: { tags: [], takes: ['dispatch.retry'], pending: [] },
  still: { tags: [], takes: ['dispatch.act'], pending: [] },
  watching: { tags: [], takes: ['dispatch.act'], pending: [] },
  // A quiet re-read: the dispatch stays on screen, the actions wait for the answer.
  refreshing: { tags: [], takes: [], pending: ['loadDispatch'] },
  acting: { tags: ['busy'], takes: [], pending: ['runAction'] },
};

type Toast = [string, unknown];
const errorOf = (e: { message: string; errorCode?: string; status: number }) => ({
  message: e.message,
  errorCode: e.errorCode,
  status: e.status,
});

const title = (e: WalkEvent) => {
  if (e.type === 'dispatch.act') return `act(${e.action})`;
  if (e.type === 'dispatch.access') return `access(${e.canAct})`;
  if ('output' in e) return `${e.type}(${(e.output as Dispatch).state})`;
  if ('error' in e) return `${e.type}(${(e.error as SessionError).status})`;
  return e.type;
};

/** The toasts' recorders and the per-step check for one replay of `path` for a user with `canAct`. */
function panelMeaning(path: Path, canAct: boolean) {
  const toasts: Toast[] = [];
  const provide = {
    actions: {
      actionDone: (_: unknown, action: DispatchAction) => void toasts.push(['actionDone', action]),
      stateChanged: (_: unknown, error: SessionError) => void toasts.push(['stateChanged', error]),
      reportError: (_: unknown, error: SessionError) => void toasts.push(['reportError', error]),
    },
  };
  let step = 0;
  let seen = 0;
  let state = 'loading';
  const panel: DispatchPanelContext = { orderId: 42, canAct, dispatch: null, loadError: null, action: null };
  /** Where an answer leads: an offer under way is watched. */
  const settle = () => (state = panel.dispatch?.state === 'offering' ? 'watching' : 'still');

  const apply = (event: WalkEvent): Toast[] => {
    switch (event.type) {
      case 'dispatch.access':
        panel.canAct = event.canAct as boolean;
        return [];
      case 'dispatch.retry':
        state = 'loading';
        return [];
      case 'dispatch.act':
        panel.action = event.action as DispatchAction;
        state = 'acting';
        return [];
      case 'xstate.after.dispatchPoll.dispatchPanel.watching':
        state = 'refreshing';
        return [];
      case 'xstate.done.actor.loadDispatch':
        Object.assign(panel, { dispatch: event.output, loadError: null });
        settle();
        return [];
      case 'xstate.error.actor.loadDispatch':
        // A failed first read is shown; a failed re-read waits for the next tick.
        if (state === 'loading') {
          panel.loadError = errorOf(event.error as typeof NOT_FOUND);
          state = 'failed';
        } else state = 'watching';
        return [];
      case 'xstate.done.actor.runAction': {
        const done: Toast = ['actionDone', panel.action];
        Object.assign(panel, { dispatch: event.output, loadError: null, action: null });
        settle();
        return [done];
      }
      case 'xstate.error.actor.runAction': {
        const error = errorOf(event.error as typeof stale);
        panel.action = null;
        if (error.errorCode === 'INELIGIBLE_STATE') {
          state = 'loading';
          return [['stateChanged', error]];
        }
        settle();
        return [['reportError', error]];
      }
      default:
        return [];
    }
  };

  const check = (snapshot: AnyMachineSnapshot, after: string) => {
    const event = path.steps[step++].event as WalkEvent;
    const at = `${snapshot.value} after ${after}`;
    const caused = apply(event);
    expect(snapshot.value, `${at}: the state`).toBe(state);

    const meaning = tableRow(STATES, state, snapshot, at);
    expect(Object.keys(snapshot.children).sort(), `${at}: calls pending`).toEqual(meaning.pending);
    for (const e of USER_EVENTS) {
      // The rights may change at any time; an action needs the right and the server's leave.
      const taken =
        e.type === 'dispatch.access' ||
        (meaning.takes.includes(e.type) &&
          (e.type !== 'dispatch.act' ||
            (panel.canAct && !!panel.dispatch?.allowedActions.includes(e.action as DispatchAction))));
      expect(snapshot.can(e), `${at}: takes ${title(e)}`).toBe(taken);
    }

    expect(snapshot.context, `${at}: context`).toEqual(panel);
    if (meaning.pending.includes('loadDispatch'))
      expect(snapshot.children.loadDispatch!.getSnapshot().input, at).toEqual({ orderId: 42 });
    if (state === 'acting')
      expect(snapshot.children.runAction!.getSnapshot().input, `${at}: the action asked`).toEqual({
        orderId: 42,
        action: panel.action,
      });

    const done = toasts.slice(seen);
    seen = toasts.length;
    expect(done, `${at}: toasts`).toEqual(caused);
    expect(snapshot.status).toBe('active');
  };
  return { provide, check };
}

describe.each([
  ['a user who may act', true],
  ['a user who may not act', false],
])('dispatchPanelMachine for %s, every shortest path', (_name, canAct) => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const input = { orderId: 42, canAct };
  const paths = shortestPaths(dispatchPanelMachine, events, input);

  it.each(paths.map((p) => [p.steps.map((s) => title(s.event as WalkEvent)).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      const { provide, check } = panelMeaning(path, canAct);
      await replayPath(dispatchPanelMachine, path, {
        input,
        actorNames: ['loadDispatch', 'runAction'],
        provide,
        longestDelayMs: DISPATCH_POLL_MS,
        check,
      });
    },
  );
});
