import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  type ActPageInput,
  type ActRequest,
  reconciliationActPageMachine,
} from '../../../machines/reconciliation/reconciliationActPageMachine';
import type { ReconciliationAct } from '../../../src/shared/schemas/reconciliation';
import { type Effect, effectRecorder, expectContext, tableRow } from '../liveChecks';
import { type Path, replayPath, scriptedPath, shortestPaths, type WalkEvent, walkEvent } from '../modelPaths';
import { act, COMMENT, INVOICE, RATIFIED, refused, stale } from './reconciliationActPageFixtures';

// Every shortest path of the act page's chart on a live actor with its three calls held by hand, walked once per set
// of permissions, with two loaded acts (a draft: update, recalculation, ratify, reject, hard delete; a ratified one:
// verify, reject) and an add of no invoices, so each guard takes both outcomes. After every step the check asserts,
// from the path's events: the state the step leads to; the state's tags, the calls pending and what they were given;
// the actions the page lets through (the act's allowedActions, adding and removing invoices being its 'act.update',
// narrowed by the permissions: the hard delete needs permissionDelete, the rest permissionUpdate); the act, its
// content and history, the dialog, request and errors in context; and the effects of the step (the success toast
// naming the request, the error toast with a refusal or a failed refresh, none for a recorded failure of adding
// invoices or of a recalculation, the stale toast after the reload, the way back to the list after a hard delete).

type Ev = WalkEvent;
const ev = walkEvent;
const run = (request: ActRequest) => ev({ type: 'action.run', request });
const NOT_FOUND = { message: 'Акт сверки не найден', status: 404, errorCode: 'ENTITY_NOT_FOUND' };
const OFFLINE = { message: 'Возникла ошибка сети', status: 0 };
const DETAILS = {
  content: [INVOICE, { ...INVOICE, invoiceId: 502, invoiceNumber: 'СЧ-2506-0502' }],
  comments: [{ ...COMMENT, id: 2, action: 'act.ratify', actionName: 'Согласовать' }, COMMENT],
};
const DIALOGS = [
  'act.ratify',
  'act.verify',
  'act.finalize',
  'act.hardDelete',
  'act.reject',
  'act.notifyRecalculation',
  'act.invoices.add',
] as const;
/** These failures are only recorded: the dialog closes, the page waits in failed, no toast. */
const RECORD_ONLY = ['act.invoices.add', 'act.notifyRecalculation'];

const events: Ev[] = [
  { type: 'page.retry' },
  ...DIALOGS.map((dialog) => ev({ type: 'dialog.open', dialog })),
  { type: 'dialog.close' },
  run({ type: 'act.ratify' }),
  run({ type: 'act.verify' }),
  run({ type: 'act.reject', comment: 'Сумма не сходится' }),
  run({ type: 'act.notifyRecalculation', comment: 'Пересчитано' }),
  run({ type: 'act.invoices.add', invoiceIds: [502] }),
  run({ type: 'act.invoices.add', invoiceIds: [] }),
  run({ type: 'act.invoices.remove', invoiceIds: [501] }),
  run({ type: 'act.hardDelete' }),
  { type: 'error.dismiss' },
  ev({ type: 'xstate.done.actor.loadAct', output: act() }),
  ev({ type: 'xstate.done.actor.loadAct', output: RATIFIED }),
  ev({ type: 'xstate.error.actor.loadAct', error: NOT_FOUND }),
  ev({ type: 'xstate.done.actor.runAction', output: RATIFIED }),
  ev({ type: 'xstate.error.actor.runAction', error: stale }),
  ev({ type: 'xstate.error.actor.runAction', error: refused }),
  ev({ type: 'xstate.done.actor.loadDetails', output: DETAILS }),
  ev({ type: 'xstate.error.actor.loadDetails', error: OFFLINE }),
];
/** An event as the tables name it: its type, and the dialog or request it carries (an empty add shows). */
const label = (e: Ev) => {
  const r = e.request as { type: string; invoiceIds?: number[] } | undefined;
  const what = (e.dialog as string | undefined) ?? (r && (r.invoiceIds?.length === 0 ? `${r.type} пусто` : r.type));
  return what ? `${e.type}(${what})` : e.type;
};
const USER_EVENTS = events.filter((e) => !e.type.startsWith('xstate.'));

const RIGHTS: Record<string, ActPageInput> = {
  'every permission': { actId: 7, canUpdate: true, canDelete: true },
  'update only': { actId: 7, canUpdate: true, canDelete: false },
  'delete only': { actId: 7, canUpdate: false, canDelete: true },
};

/** Per state: its tags, the calls pending, whether the page lets actions through, the events it always takes. */
const STATES: Record<string, { tags: string[]; pending: string[]; acts: boolean; takes: string[] }> = {
  loading: { tags: ['busy'], pending: ['loadAct'], acts: false, takes: [] },
  loadFailed: { tags: [], pending: [], acts: false, takes: ['page.retry'] },
  ready: { tags: [], pending: [], acts: true, takes: ['dialog.close'] },
  acting: { tags: ['busy'], pending: ['runAction'], acts: false, takes: [] },
  refreshing: { tags: ['busy'], pending: ['loadDetails'], acts: false, takes: [] },
  reloading: { tags: ['busy'], pending: ['loadAct'], acts: false, takes: [] },
  failed: { tags: [], pending: [], acts: true, takes: ['dialog.close', 'error.dismiss'] },
  deleted: { tags: [], pending: [], acts: false, takes: [] },
};

/** The recording actions and the per-step check for one replay of `path` with `input`. */
function actPageMeaning(path: Path, input: ActPageInput) {
  const effects = effectRecorder();
  const provide = {
    actions: {
      actionDone: effects.record('actionDone'),
      showError: effects.record('showError'),
      staleReloaded: effects.record('staleReloaded'),
      actDeleted: effects.record('actDeleted'),
    },
  };
  // The page as the events made it.
  const page = {
    act: null as ReconciliationAct | null,
    content: [] as unknown[],
    comments: [] as unknown[],
    dialog: null as string | null,
    request: null as ActRequest | null,
    loadError: null as unknown,
    error: null as unknown,
  };
  const show = (a: ReconciliationAct) => Object.assign(page, { act: a, content: a.content, comments: a.comments });
  /** What the act allows now (adding or removing invoices is its update), narrowed by the permissions. */
  const allows = (type: string) =>
    (page.act?.allowedActions.includes(type.startsWith('act.invoices.') ? 'act.update' : type) ?? false) &&
    (type === 'act.hardDelete' ? input.canDelete : input.canUpdate);
  const letsThrough = (e: Ev) => {
    if (e.type === 'dialog.open') return allows(e.dialog as string);
    const r = e.request as { type: string; invoiceIds?: number[] };
    return allows(r.type) && r.invoiceIds?.length !== 0;
  };
  let step = 0;
  let from = 'loading';

  const check = (snapshot: AnyMachineSnapshot, after: string) => {
    const event = path.steps[step++].event as Ev;
    let to = from;
    let expectedEffects: Effect[] = [];
    switch (event.type) {
      case 'page.retry':
        page.loadError = null;
        to = 'loading';
        break;
      case 'dialog.open':
        page.dialog = event.dialog as string;
        break;
      case 'dialog.close':
        page.dialog = null;
        break;
      case 'action.run':
        Object.assign(page, { request: event.request, error: null });
        to = 'acting';
        break;
      case 'error.dismiss':
        page.error = null;
        to = 'ready';
        break;
      case 'xstate.done.actor.loadAct':
        show(event.output as ReconciliationAct);
        if (from === 'reloading') expectedEffects = [['staleReloaded']];
        to = 'ready';
        break;
      case 'xstate.error.actor.loadAct':
        page.loadError = event.error;
        to = 'loadFailed';
        break;
      case 'xstate.done.actor.runAction': {
        const deleting = page.request?.type === 'act.hardDelete';
        if (deleting) Object.assign(page, { act: event.output, content: [], comments: [] });
        else show(event.output as ReconciliationAct);
        page.dialog = null;
        expectedEffects = deleting ? [['actDeleted']] : [['actionDone', { request: page.request }]];
        to = deleting ? 'deleted' : 'refreshing';
        break;
      }
      case 'xstate.error.actor.runAction': {
        // Stale: the act is read again. Adding invoices or a recalculation: recorded only. Else toasted, dialog kept.
        const isStale = (event.error as { errorCode?: string }).errorCode === 'INELIGIBLE_STATE';
        const recorded = !isStale && RECORD_ONLY.includes(page.request!.type);
        page.error = event.error;
        if (isStale || recorded) page.dialog = null;
        expectedEffects = isStale || recorded ? [] : [['showError', { error: event.error }]];
        to = isStale ? 'reloading' : recorded ? 'failed' : 'ready';
        break;
      }
      case 'xstate.done.actor.loadDetails':
        Object.assign(page, event.output);
        to = 'ready';
        break;
      case 'xstate.error.actor.loadDetails':
        // The answer's own content and history stay; the failure is toasted.
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
    const gated = USER_EVENTS.filter((e) => e.type === 'dialog.open' || e.type === 'action.run');
    const permittedNow = meaning.acts ? gated.filter(letsThrough).map(label) : [];
    const takes = USER_EVENTS.filter((e) => snapshot.can(e)).map(label);
    expect(takes.sort(), `${at}: events taken`).toEqual([...meaning.takes, ...permittedNow].sort());
    for (const id of meaning.pending) {
      const asked = id === 'runAction' ? { actId: input.actId, request: page.request } : { actId: input.actId };
      expect(snapshot.children[id]!.getSnapshot().input, `${at}: ${id} input`).toEqual(asked);
    }
    expect(snapshot.status, at).toBe(state === 'deleted' ? 'done' : 'active');

    // The page in context is the one the events made.
    expectContext(snapshot.context, { ...input, ...page }, at);
    if (state === 'loadFailed') expect(snapshot.context.loadError, at).toEqual(NOT_FOUND);

    // What the step told the view.
    const done = effects.fresh();
    expect(done, `${at}: effects`).toEqual(expectedEffects);
  };
  return { provide, check };
}

const title = (p: Path) => p.steps.map((s) => label(s.event as Ev)).join(' > ');
const replay = (path: Path, input: ActPageInput) => {
  const { provide, check } = actPageMeaning(path, input);
  return replayPath(reconciliationActPageMachine, path, {
    input,
    actorNames: ['loadAct', 'loadDetails', 'runAction'],
    provide,
    longestDelayMs: 0,
    check,
  });
};

describe.each(Object.entries(RIGHTS))('reconciliationActPageMachine with %s, every shortest path', (_, input) => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(reconciliationActPageMachine, events, input);

  it.each(paths.map((p) => [title(p), p] as const))('replays %s', async (_, path) => {
    await replay(path, input);
  });
});

// The walk keys a state by (previous value, event, value), not by the context: an action is walked only from the
// first state that lets it through, where no dialog is open. These paths open the dialog first, and are replayed with
// the same check.
const scripted = (steps: [Ev, string][]) => scriptedPath('loading', steps);
const LOADED: [Ev, string] = [ev({ type: 'xstate.done.actor.loadAct', output: act() }), 'ready'];
const open = (dialog: string, state = 'ready'): [Ev, string] => [ev({ type: 'dialog.open', dialog }), state];
const SCRIPTS: Record<string, [Ev, string][]> = {
  'a done action closes its dialog': [
    LOADED,
    open('act.ratify'),
    [run({ type: 'act.ratify' }), 'acting'],
    [ev({ type: 'xstate.done.actor.runAction', output: RATIFIED }), 'refreshing'],
    [ev({ type: 'xstate.done.actor.loadDetails', output: DETAILS }), 'ready'],
  ],
  'a refusal keeps its dialog open; a recorded failure closes it': [
    LOADED,
    open('act.reject'),
    [run({ type: 'act.reject', comment: 'Сумма не сходится' }), 'acting'],
    [ev({ type: 'xstate.error.actor.runAction', error: refused }), 'ready'],
    open('act.notifyRecalculation'),
    [run({ type: 'act.notifyRecalculation', comment: 'Пересчитано' }), 'acting'],
    [ev({ type: 'xstate.error.actor.runAction', error: refused }), 'failed'],
    open('act.invoices.add', 'failed'),
    [{ type: 'error.dismiss' }, 'ready'],
    [run({ type: 'act.invoices.add', invoiceIds: [502] }), 'acting'],
    [ev({ type: 'xstate.error.actor.runAction', error: stale }), 'reloading'],
    [ev({ type: 'xstate.done.actor.loadAct', output: RATIFIED }), 'ready'],
  ],
  'a hard delete from its dialog goes back to the list': [
    LOADED,
    open('act.hardDelete'),
    [run({ type: 'act.hardDelete' }), 'acting'],
    [ev({ type: 'xstate.done.actor.runAction', output: RATIFIED }), 'deleted'],
  ],
};

describe('reconciliationActPageMachine, actions sent from their dialog', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each(Object.entries(SCRIPTS))('%s', async (_, steps) => {
    await replay(scripted(steps), RIGHTS['every permission']);
  });
});
