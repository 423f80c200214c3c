import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  type PolicyDetails,
  type PolicyPageInput,
  type PolicyRequest,
  travelPolicyPageMachine,
} from '../../../machines/travel/travelPolicyPageMachine';
import type { TravelPolicy } from '../../../src/shared/schemas/travel/travelPolicies';
import { type Effect, effectRecorder, expectContext, tableRow } from '../liveChecks';
import { type Path, replayPath, scriptedPath, shortestPaths, type WalkEvent, walkEvent } from '../modelPaths';
import { DETAILS, HISTORY, ISSUED, policy, refused, stale } from './travelPolicyPageFixtures';

// Every shortest path of the policy card's chart on a live actor with its three calls held by hand, walked once per
// set of permissions, with two loaded policies (a draft that may be edited, issued and annulled; an issued one that
// may only be annulled) and an annulment without a reason, so each guard takes both outcomes. After every step the
// check asserts, from the path's events: the state the step leads to; the state's tags, the calls pending and what
// they were given; the actions the card lets through (the policy's allowedActions narrowed by the permissions: edit
// and issue need permissionUpdate, annul permissionDelete and a reason); the policy, its history and payments, the
// dialog, request and errors in context; and the effects of the step (the success toast naming the request, the
// error toast with a refusal or a failed refresh, the stale toast after the reload).

type Ev = WalkEvent;
const ev = walkEvent;
const run = (request: PolicyRequest) => ev({ type: 'action.run', request });
const NOT_FOUND = { message: 'Полис не найден', status: 404, errorCode: 'ENTITY_NOT_FOUND' };
const OFFLINE = { message: 'Возникла ошибка сети', status: 0 };
const EDITED = policy({ holderName: 'Петров Пётр Петрович' });
/** The history read again after an action: the issue is in it. */
const REFRESHED: PolicyDetails = {
  history: [
    ...HISTORY,
    { ...HISTORY[0], id: 2, action: 'policy.accept', actionName: 'Выпустить', fromState: 'draft', toState: 'issued' },
  ],
  payments: [],
};

const events: Ev[] = [
  { type: 'page.retry' },
  ev({ type: 'dialog.open', dialog: 'policy.accept' }),
  ev({ type: 'dialog.open', dialog: 'policy.annul' }),
  { type: 'dialog.close' },
  run({ type: 'policy.accept' }),
  run({ type: 'policy.annul', reason: 'Отказ от поездки' }),
  run({ type: 'policy.annul', reason: '   ' }),
  { type: 'edit.start' },
  { type: 'edit.cancel' },
  ev({ type: 'edit.saved', policy: EDITED }),
  ev({ type: 'xstate.done.actor.loadPage', output: { policy: policy(), ...DETAILS } }),
  ev({ type: 'xstate.done.actor.loadPage', output: { policy: ISSUED, ...DETAILS } }),
  ev({ type: 'xstate.error.actor.loadPage', error: NOT_FOUND }),
  ev({ type: 'xstate.done.actor.runAction', output: ISSUED }),
  ev({ type: 'xstate.error.actor.runAction', error: stale }),
  ev({ type: 'xstate.error.actor.runAction', error: refused }),
  ev({ type: 'xstate.done.actor.loadDetails', output: REFRESHED }),
  ev({ type: 'xstate.error.actor.loadDetails', error: OFFLINE }),
];
/** An event as the tables name it: its type, and the dialog or request it carries (a blank reason shows). */
const label = (e: Ev) => {
  const r = e.request as { type: string; reason?: string } | undefined;
  const what = (e.dialog as string | undefined) ?? (r && (r.reason?.trim() === '' ? `${r.type} без причины` : r.type));
  return what ? `${e.type}(${what})` : e.type;
};
const USER_EVENTS = events.filter((e) => !e.type.startsWith('xstate.'));

const RIGHTS: Record<string, PolicyPageInput> = {
  'every permission': { policyId: 7, canUpdate: true, canDelete: true },
  'update only': { policyId: 7, canUpdate: true, canDelete: false },
  'delete only': { policyId: 7, canUpdate: false, canDelete: true },
};

/** Per state: its tags, the calls pending, whether the card lets actions through, the events it always takes. */
const STATES: Record<string, { tags: string[]; pending: string[]; acts: boolean; takes: string[] }> = {
  loading: { tags: ['busy'], pending: ['loadPage'], acts: false, takes: [] },
  loadFailed: { tags: [], pending: [], acts: false, takes: ['page.retry'] },
  ready: { tags: [], pending: [], acts: true, takes: ['dialog.close'] },
  editing: { tags: [], pending: [], acts: false, takes: ['edit.cancel', 'edit.saved'] },
  acting: { tags: ['busy'], pending: ['runAction'], acts: false, takes: [] },
  refreshing: { tags: ['busy'], pending: ['loadDetails'], acts: false, takes: [] },
  reloading: { tags: ['busy'], pending: ['loadPage'], acts: false, takes: [] },
};

/** The recording actions and the per-step check for one replay of `path` with `input`. */
function policyMeaning(path: Path, input: PolicyPageInput) {
  const effects = effectRecorder();
  const provide = {
    actions: {
      actionDone: effects.record('actionDone'),
      showError: effects.record('showError'),
      staleReloaded: effects.record('staleReloaded'),
    },
  };
  // The card as the events made it.
  const card = {
    policy: null as TravelPolicy | null,
    history: [] as unknown[],
    payments: [] as unknown[],
    dialog: null as string | null,
    request: null as PolicyRequest | null,
    loadError: null as unknown,
    error: null as unknown,
  };
  /** What the policy allows now, narrowed by the permissions. */
  const allows = (type: string) =>
    (card.policy?.allowedActions.includes(type) ?? false) &&
    (type === 'policy.annul' ? input.canDelete : input.canUpdate);
  /** Whether the card lets the event through (an annulment needs a reason too). */
  const letsThrough = (e: Ev) => {
    if (e.type === 'edit.start') return allows('policy.update');
    if (e.type === 'dialog.open') return allows(e.dialog as string);
    const r = e.request as { type: string; reason?: string };
    return allows(r.type) && r.reason?.trim() !== '';
  };
  let step = 0;
  let from = 'loading';

  const check = (snapshot: AnyMachineSnapshot, after: string) => {
    const event = path.steps[step++].event as Ev;
    let to = from;
    let expectedEffects: Effect[] = [];
    switch (event.type) {
      case 'page.retry':
        card.loadError = null;
        to = 'loading';
        break;
      case 'dialog.open':
        card.dialog = event.dialog as string;
        break;
      case 'dialog.close':
        card.dialog = null;
        break;
      case 'action.run':
        Object.assign(card, { request: event.request, error: null });
        to = 'acting';
        break;
      case 'edit.start':
        card.dialog = null;
        to = 'editing';
        break;
      case 'edit.cancel':
        to = 'ready';
        break;
      case 'edit.saved':
        card.policy = event.policy as TravelPolicy;
        to = 'refreshing';
        break;
      case 'xstate.done.actor.loadPage':
        Object.assign(card, event.output);
        if (from === 'reloading') expectedEffects = [['staleReloaded']];
        to = 'ready';
        break;
      case 'xstate.error.actor.loadPage':
        card.loadError = event.error;
        to = 'loadFailed';
        break;
      case 'xstate.done.actor.runAction':
        Object.assign(card, { policy: event.output, dialog: null });
        expectedEffects = [['actionDone', { request: card.request }]];
        to = 'refreshing';
        break;
      case 'xstate.error.actor.runAction': {
        // A stale action reloads the page; any other refusal stays with its dialog open and is toasted.
        const isStale = (event.error as { errorCode?: string }).errorCode === 'INELIGIBLE_STATE';
        card.error = event.error;
        if (isStale) card.dialog = null;
        expectedEffects = isStale ? [] : [['showError', { error: event.error }]];
        to = isStale ? 'reloading' : 'ready';
        break;
      }
      case 'xstate.done.actor.loadDetails':
        Object.assign(card, event.output);
        to = 'ready';
        break;
      case 'xstate.error.actor.loadDetails':
        // The answer's policy stays with the history read before; the failure is toasted.
        expectedEffects = [['showError', { error: event.error }]];
        to = 'ready';
        break;
    }
    const state = snapshot.value as string;
    const at = `${state} after ${label(event)}`;
    expect(state, `after ${after}: where the step leads`).toBe(to);
    from = state;

    // The state's tags, the calls pending and the actions let through.
    const meaning = tableRow(STATES, state, snapshot, at);
    expect(Object.keys(snapshot.children).sort(), `${at}: calls pending`).toEqual(meaning.pending);
    const gated = USER_EVENTS.filter((e) => ['dialog.open', 'action.run', 'edit.start'].includes(e.type));
    const permittedNow = meaning.acts ? gated.filter(letsThrough).map(label) : [];
    const takes = USER_EVENTS.filter((e) => snapshot.can(e)).map(label);
    expect(takes.sort(), `${at}: events taken`).toEqual([...meaning.takes, ...permittedNow].sort());
    for (const id of meaning.pending) {
      const asked =
        id === 'runAction' ? { policyId: input.policyId, request: card.request } : { policyId: input.policyId };
      expect(snapshot.children[id]!.getSnapshot().input, `${at}: ${id} input`).toEqual(asked);
    }
    expect(snapshot.status, at).toBe('active');

    // The card in context is the one the events made.
    expectContext(snapshot.context, { ...input, ...card }, at);
    if (state === 'loadFailed') expect(snapshot.context.loadError, at).toEqual(NOT_FOUND);

    // What the step told the view.
    const done = effects.fresh();
    expect(done, `${at}: effects`).toEqual(expectedEffects);
  };
  return { provide, check };
}

const title = (p: Path) => p.steps.map((s) => label(s.event as Ev)).join(' > ');
const replay = (path: Path, input: PolicyPageInput) => {
  const { provide, check } = policyMeaning(path, input);
  return replayPath(travelPolicyPageMachine, path, {
    input,
    actorNames: ['loadPage', 'loadDetails', 'runAction'],
    provide,
    longestDelayMs: 0,
    check,
  });
};

describe.each(Object.entries(RIGHTS))('travelPolicyPageMachine with %s, every shortest path', (_, input) => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(travelPolicyPageMachine, events, input);

  it.each(paths.map((p) => [title(p), p] as const))('replays %s', async (_, path) => {
    await replay(path, input);
  });
});

// The walk keys a state by (previous value, event, value), not by the context: an action or the edit is walked only
// from the first ready state that lets it through, where no dialog is open and no refusal is held. These paths open
// the dialog first, and are replayed with the same check.
const scripted = (steps: [Ev, string][]) => scriptedPath('loading', steps);
const LOADED: [Ev, string] = [events.find((e) => e.type === 'xstate.done.actor.loadPage')!, 'ready'];
const open = (dialog: string): [Ev, string] => [ev({ type: 'dialog.open', dialog }), 'ready'];
const ANNUL = run({ type: 'policy.annul', reason: 'Отказ от поездки' });
const SCRIPTS: Record<string, [Ev, string][]> = {
  'a done action closes its dialog': [
    LOADED,
    open('policy.accept'),
    [run({ type: 'policy.accept' }), 'acting'],
    [ev({ type: 'xstate.done.actor.runAction', output: ISSUED }), 'refreshing'],
    [ev({ type: 'xstate.done.actor.loadDetails', output: REFRESHED }), 'ready'],
  ],
  'a refusal keeps its dialog open and its message until the next action; editing closes the dialog': [
    LOADED,
    open('policy.annul'),
    [ANNUL, 'acting'],
    [ev({ type: 'xstate.error.actor.runAction', error: refused }), 'ready'],
    open('policy.accept'),
    [{ type: 'edit.start' }, 'editing'],
    [{ type: 'edit.cancel' }, 'ready'],
    [ANNUL, 'acting'],
    [ev({ type: 'xstate.error.actor.runAction', error: stale }), 'reloading'],
    [ev({ type: 'xstate.done.actor.loadPage', output: { policy: ISSUED, ...REFRESHED } }), 'ready'],
  ],
};

describe('travelPolicyPageMachine, actions sent from their dialog', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each(Object.entries(SCRIPTS))('%s', async (_, steps) => {
    await replay(scripted(steps), RIGHTS['every permission']);
  });
});
