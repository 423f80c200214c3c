import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  type PaymentPageInput,
  type PaymentRequest,
  travelPaymentPageMachine,
} from '../../../machines/travel/travelPaymentPageMachine';
import type { TravelPayment } from '../../../src/shared/schemas/travel/travelPayments';
import { type Effect, effectRecorder, expectContext, tableRow } from '../liveChecks';
import { type Path, replayPath, scriptedPath, shortestPaths, type WalkEvent, walkEvent } from '../modelPaths';
import { CONFIRMED, payment, refusedPayment, stalePayment, TRANSFER_WITHOUT_INVOICE } from './travelPaymentFixtures';

// Every shortest path of the payment card's chart on a live actor with its two calls held by hand, walked once per
// set of permissions, with two loaded payments (a card payment that may be confirmed, a bank transfer still waiting
// for its invoice) so each guard takes both outcomes. After every step the check asserts, from the path's events:
// the state the step leads to; the state's tags, the calls pending and what they were given; the actions the card
// lets through (the payment's allowedActions narrowed by the permissions: update, invoice and confirm need
// permissionUpdate, delete and refund permissionDelete); the payment, dialog, request and errors in context; and the
// effects of the step (the success toast naming the request, the error toast with a refusal, the stale toast after
// the reload, the way back to the list after a delete).

type Ev = WalkEvent;
const ev = walkEvent;
const run = (request: PaymentRequest) => ev({ type: 'action.run', request });
const FILE = { name: 'счёт.pdf', type: 'application/pdf', size: 10 };
const NOT_FOUND = { message: 'Платёж не найден', status: 404, errorCode: 'ENTITY_NOT_FOUND' };
const DIALOGS = ['payment.update', 'payment.confirm', 'payment.refund', 'payment.delete'] as const;

const events: Ev[] = [
  { type: 'page.retry' },
  ...DIALOGS.map((dialog) => ev({ type: 'dialog.open', dialog })),
  { type: 'dialog.close' },
  run({ type: 'payment.confirm' }),
  run({ type: 'payment.uploadInvoice', file: FILE }),
  run({ type: 'payment.refund', reason: 'Отказ от поездки' }),
  run({ type: 'payment.delete' }),
  ev({ type: 'xstate.done.actor.loadPayment', output: payment() }),
  ev({ type: 'xstate.done.actor.loadPayment', output: TRANSFER_WITHOUT_INVOICE }),
  ev({ type: 'xstate.error.actor.loadPayment', error: NOT_FOUND }),
  ev({ type: 'xstate.done.actor.runAction', output: CONFIRMED }),
  ev({ type: 'xstate.error.actor.runAction', error: stalePayment }),
  ev({ type: 'xstate.error.actor.runAction', error: refusedPayment }),
];
/** An event as the tables name it: its type, and the dialog or request it carries. */
const label = (e: Ev) => {
  const what = (e.dialog as string | undefined) ?? (e.request as PaymentRequest | undefined)?.type;
  return what ? `${e.type}(${what})` : e.type;
};
const USER_EVENTS = events.filter((e) => !e.type.startsWith('xstate.'));

const RIGHTS: Record<string, PaymentPageInput> = {
  'every permission': { paymentId: 11, canUpdate: true, canDelete: true },
  'update only': { paymentId: 11, canUpdate: true, canDelete: false },
  'delete only': { paymentId: 11, canUpdate: false, canDelete: true },
};

/** Per state: its tags, the calls pending, whether the card lets actions through, the events it always takes. */
const STATES: Record<string, { tags: string[]; pending: string[]; acts: boolean; takes: string[] }> = {
  loading: { tags: ['busy'], pending: ['loadPayment'], acts: false, takes: [] },
  loadFailed: { tags: [], pending: [], acts: false, takes: ['page.retry'] },
  ready: { tags: [], pending: [], acts: true, takes: ['dialog.close'] },
  acting: { tags: ['busy'], pending: ['runAction'], acts: false, takes: [] },
  reloading: { tags: ['busy'], pending: ['loadPayment'], acts: false, takes: [] },
  deleted: { tags: [], pending: [], acts: false, takes: [] },
};

/** The recording actions and the per-step check for one replay of `path` with `input`. */
function paymentMeaning(path: Path, input: PaymentPageInput) {
  const effects = effectRecorder();
  const provide = {
    actions: {
      actionDone: effects.record('actionDone'),
      showError: effects.record('showError'),
      staleReloaded: effects.record('staleReloaded'),
      paymentDeleted: effects.record('paymentDeleted'),
    },
  };
  // The card as the events made it.
  const card = {
    payment: null as TravelPayment | null,
    dialog: null as string | null,
    request: null as PaymentRequest | null,
    loadError: null as unknown,
    error: null as unknown,
  };
  /** What the payment allows now, narrowed by the permissions. */
  const allows = (type: string) =>
    (card.payment?.allowedActions.includes(type) ?? false) &&
    (type === 'payment.delete' || type === 'payment.refund' ? input.canDelete : input.canUpdate);
  let step = 0;
  let from = 'loading';

  const check = (snapshot: AnyMachineSnapshot, after: string) => {
    const event = path.steps[step++].event as Ev;
    let to = from;
    let expectedEffects: Effect[] = [];
    switch (event.type) {
      case 'page.retry':
        Object.assign(card, { loadError: null });
        to = 'loading';
        break;
      case 'dialog.open':
        Object.assign(card, { dialog: event.dialog, error: null });
        break;
      case 'dialog.close':
        card.dialog = null;
        break;
      case 'action.run':
        Object.assign(card, { request: event.request, error: null });
        to = 'acting';
        break;
      case 'xstate.done.actor.loadPayment':
        card.payment = event.output as TravelPayment;
        if (from === 'reloading') expectedEffects = [['staleReloaded']];
        to = 'ready';
        break;
      case 'xstate.error.actor.loadPayment':
        card.loadError = event.error;
        to = 'loadFailed';
        break;
      case 'xstate.done.actor.runAction': {
        const deleting = card.request?.type === 'payment.delete';
        Object.assign(card, { payment: event.output, dialog: null });
        expectedEffects = deleting ? [['paymentDeleted']] : [['actionDone', { request: card.request }]];
        to = deleting ? 'deleted' : 'ready';
        break;
      }
      case 'xstate.error.actor.runAction': {
        // A stale action reloads the payment; any other refusal stays with its dialog open and is toasted.
        const stale = (event.error as { errorCode?: string }).errorCode === 'INELIGIBLE_STATE';
        card.error = event.error;
        if (stale) card.dialog = null;
        expectedEffects = stale ? [] : [['showError', { error: event.error }]];
        to = stale ? 'reloading' : 'ready';
        break;
      }
    }
    const state = snapshot.value as string;
    const at = `${state} after ${label(event)}`;
    expect(state, `after ${after}: where the step leads`).toBe(to);
    from = state;

    // The state's tags, the calls pending and the actions let through.
    const meaning = tableRow(STATES, state, snapshot, at);
    expect(Object.keys(snapshot.children).sort(), `${at}: calls pending`).toEqual(meaning.pending);
    const gated = USER_EVENTS.filter((e) => e.type === 'dialog.open' || e.type === 'action.run');
    const permittedNow = meaning.acts
      ? gated.filter((e) => allows((e.dialog as string) ?? (e.request as PaymentRequest).type)).map(label)
      : [];
    const takes = USER_EVENTS.filter((e) => snapshot.can(e)).map(label);
    expect(takes.sort(), `${at}: events taken`).toEqual([...meaning.takes, ...permittedNow].sort());
    if (meaning.pending.includes('loadPayment'))
      expect(snapshot.children.loadPayment!.getSnapshot().input, at).toEqual({ paymentId: input.paymentId });
    if (state === 'acting')
      expect(snapshot.children.runAction!.getSnapshot().input, at).toEqual({
        paymentId: input.paymentId,
        request: card.request,
      });
    expect(snapshot.status, at).toBe(state === 'deleted' ? 'done' : 'active');

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
const replay = (path: Path, input: PaymentPageInput) => {
  const { provide, check } = paymentMeaning(path, input);
  return replayPath(travelPaymentPageMachine, path, {
    input,
    actorNames: ['loadPayment', 'runAction'],
    provide,
    longestDelayMs: 0,
    check,
  });
};

describe.each(Object.entries(RIGHTS))('travelPaymentPageMachine with %s, every shortest path', (_, input) => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(travelPaymentPageMachine, events, input);

  it.each(paths.map((p) => [title(p), p] as const))('replays %s', async (_, path) => {
    await replay(path, input);
  });
});

// The walk keys a state by (previous value, event, value), not by the context: an action is walked only from the
// first ready state that lets it through, where no dialog is open, and a dialog is opened only before any refusal.
// These paths open the dialog first, and are replayed with the same check.
const scripted = (steps: [Ev, string][]) => scriptedPath('loading', steps);
const LOADED: [Ev, string] = [events.find((e) => e.type === 'xstate.done.actor.loadPayment')!, 'ready'];
const open = (dialog: string): [Ev, string] => [ev({ type: 'dialog.open', dialog }), 'ready'];
const answered: [Ev, string] = [ev({ type: 'xstate.done.actor.runAction', output: CONFIRMED }), 'ready'];
const SCRIPTS: Record<string, [Ev, string][]> = {
  'a done action closes its dialog': [
    LOADED,
    open('payment.confirm'),
    [run({ type: 'payment.confirm' }), 'acting'],
    answered,
  ],
  'a refusal keeps its dialog open until closed, and the next dialog forgets it': [
    LOADED,
    open('payment.delete'),
    [run({ type: 'payment.delete' }), 'acting'],
    [ev({ type: 'xstate.error.actor.runAction', error: refusedPayment }), 'ready'],
    open('payment.confirm'),
    [{ type: 'dialog.close' }, 'ready'],
    [run({ type: 'payment.delete' }), 'acting'],
    [ev({ type: 'xstate.done.actor.runAction', output: CONFIRMED }), 'deleted'],
  ],
  'a stale action closes its dialog and reloads': [
    LOADED,
    open('payment.confirm'),
    [run({ type: 'payment.confirm' }), 'acting'],
    [ev({ type: 'xstate.error.actor.runAction', error: stalePayment }), 'reloading'],
    [ev({ type: 'xstate.done.actor.loadPayment', output: CONFIRMED }), 'ready'],
  ],
};

describe('travelPaymentPageMachine, actions sent from their dialog', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each(Object.entries(SCRIPTS))('%s', async (_, steps) => {
    await replay(scripted(steps), RIGHTS['every permission']);
  });
});
