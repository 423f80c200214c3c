import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { InvoiceAction } from '../../../machines/invoices/invoiceMachine';
import type { InvoiceRights } from '../../../machines/invoices/invoicePanelMachine';
import { invoicePanelMachine } from '../../../machines/invoices/invoicePanelMachine';
import type { Invoice } from '../../../src/shared/schemas/invoice';
import { type Effect, effectRecorder, expectContext, tableRow } from '../liveChecks';
import { type Path, replayPath, shortestPaths, type WalkEvent, walkEvent } from '../modelPaths';
import { ALL_RIGHTS, invoice } from './invoicePanelFixtures';

// Every shortest path of the invoice panel's chart on a live actor with its four calls held by hand, walked once per
// set of rights (every key, a clerk who may edit but not create, pay or deactivate, a read-only card) and with the
// card turning read-only on the way, so each guard takes both outcomes. After every step the check asserts, from the
// path's events: the state the step leads to; the state's tags, the calls pending and what they were given; the
// events taken (an action is offered when the server allows it on the invoice and the rights permit it, 'Изменить'
// only as a dialog, creating needs permissionInsert); the list, dialog, typed input, refusal, payment link and stale
// invoice in context (a deactivated invoice leaves the list unless inactive ones are shown); and the effects of the
// step (the done toast naming the action, the 'Счёт был изменён.' toast for 3 s, the failed automated creation).

type Ev = WalkEvent;
const ev = walkEvent;
const ORDER = 7;
const CLERK: InvoiceRights = { readOnly: false, canInsert: false, canUpdate: true, canDelete: false, canPay: false };
const READ_ONLY: InvoiceRights = { ...ALL_RIGHTS, readOnly: true };
const RIGHTS: Record<string, InvoiceRights> = {
  'every key': ALL_RIGHTS,
  'a clerk': CLERK,
  'a read-only card': READ_ONLY,
};

const sent = invoice({ allowedActions: ['invoice.edit', 'invoice.accept', 'invoice.payByCard'] });
const accepted = invoice({ state: 'accepted', stateName: 'Принят клиентом', allowedActions: ['invoice.payInCash'] });
const inactive = invoice({ state: 'inactive', stateName: 'Неактивен', allowedActions: ['invoice.activate'] });
const created = invoice({ id: 12, number: '7-2', state: 'draft', stateName: 'Черновик', allowedActions: [] });
const edited = invoice({ id: 13, number: '7-3', state: 'draft', stateName: 'Черновик', allowedActions: [] });
const LINK = 'https://pay.avtoconsole.local/invoice/7-1?method=card';
const REFUSAL = {
  message: 'Телефон в формате +7XXXXXXXXXX',
  errorCode: 'VALIDATION_ERROR',
  status: 400,
  details: { phone: 'Телефон в формате +7XXXXXXXXXX' },
};
const STALE = { message: 'Действие недоступно в текущем состоянии счёта', errorCode: 'INELIGIBLE_STATE', status: 409 };
const NOT_FOUND = { message: 'Заявка не найдена', status: 404 };
const NO_PRICE_LIST = { message: 'Для услуги заявки нет прайс-листа', status: 400 };
const act = (action: InvoiceAction, input?: unknown) => ev({ type: 'invoice.action', invoiceId: 11, action, input });
const open = (action: InvoiceAction) => ev({ type: 'invoice.open', invoiceId: 11, action });

const events: Ev[] = [
  ev({ type: 'invoices.access', rights: READ_ONLY }),
  ev({ type: 'invoices.showDeleted', showDeleted: true }),
  { type: 'invoices.retry' },
  { type: 'invoices.create' },
  { type: 'invoices.createAutomated' },
  open('invoice.accept'),
  open('invoice.edit'),
  open('invoice.payInCash'),
  act('invoice.accept'),
  act('invoice.edit'),
  act('invoice.payByCard', { email: 'client@example.ru' }),
  ev({ type: 'invoice.saved', invoice: edited }),
  { type: 'invoice.close' },
  ev({ type: 'xstate.done.actor.loadInvoices', output: [sent] }),
  ev({ type: 'xstate.error.actor.loadInvoices', error: NOT_FOUND }),
  ev({ type: 'xstate.done.actor.runAction', output: { invoice: accepted } }),
  ev({ type: 'xstate.done.actor.runAction', output: { invoice: sent, paymentLink: LINK } }),
  ev({ type: 'xstate.error.actor.runAction', error: STALE }),
  ev({ type: 'xstate.error.actor.runAction', error: REFUSAL }),
  ev({ type: 'xstate.done.actor.reloadInvoice', output: accepted }),
  ev({ type: 'xstate.done.actor.reloadInvoice', output: inactive }),
  ev({ type: 'xstate.error.actor.reloadInvoice', error: { message: 'Счёт не найден', status: 404 } }),
  ev({ type: 'xstate.done.actor.createAutomated', output: created }),
  ev({ type: 'xstate.error.actor.createAutomated', error: NO_PRICE_LIST }),
];
/** An event as the tables name it: its type, and the action it carries. */
const label = (e: Ev) => (e.action ? `${e.type}(${e.action as string})` : e.type);
const USER_EVENTS = events.filter((e) => !e.type.startsWith('xstate.'));

const PAYMENT_ACTIONS = [
  'invoice.sendSms',
  'invoice.payByCard',
  'invoice.paySbp',
  'invoice.payInCash',
  'invoice.payToAccount',
  'invoice.affirmPaidToAccount',
  'invoice.retract',
];
/** Per state: its tags, the calls pending, and the events it takes whatever the list and the rights. */
const STATES: Record<string, { tags: string[]; pending: string[]; takes: string[] }> = {
  loading: { tags: ['loading'], pending: ['loadInvoices'], takes: ['invoices.access', 'invoices.showDeleted'] },
  failed: { tags: [], pending: [], takes: ['invoices.access', 'invoices.retry', 'invoices.showDeleted'] },
  'ready.idle': { tags: [], pending: [], takes: ['invoices.access', 'invoices.showDeleted'] },
  'ready.dialog': { tags: [], pending: [], takes: ['invoices.access', 'invoice.saved', 'invoice.close'] },
  'ready.link': { tags: [], pending: [], takes: ['invoices.access', 'invoice.close'] },
  acting: { tags: ['busy'], pending: ['runAction'], takes: ['invoices.access'] },
  reloading: { tags: ['busy'], pending: ['reloadInvoice'], takes: ['invoices.access'] },
  creating: { tags: ['busy'], pending: ['createAutomated'], takes: ['invoices.access'] },
};
const keyOf = (value: unknown) =>
  typeof value === 'string' ? value : Object.entries(value as object).map(([k, v]) => `${k}.${v}`)[0];

const closed = { dialog: null, input: null, error: null, paymentLink: null };

/** The recording actions and the per-step check for one replay of `path` with `rights`. */
function panelMeaning(path: Path, rights: InvoiceRights) {
  const effects = effectRecorder();
  const record = effects.record;
  const provide = {
    actions: {
      invoiceChanged: record('invoiceChanged'),
      actionDone: record('actionDone'),
      actionFailed: record('actionFailed'),
    },
  };
  // The panel as the events made it.
  const panel = {
    orderId: ORDER,
    showDeleted: false,
    rights,
    invoices: [] as Invoice[],
    loadError: null as unknown,
    staleId: null as number | null,
    dialog: null as { invoiceId: number | null; action: string } | null,
    input: null as unknown,
    error: null as unknown,
    paymentLink: null as string | null,
  };
  /** The invoice put in the list: replaced or added; an inactive one leaves it unless inactive ones are shown. */
  const put = (inv: Invoice) => {
    const others = panel.invoices.filter((i) => i.id !== inv.id);
    const at = panel.invoices.findIndex((i) => i.id === inv.id);
    if (inv.state === 'inactive' && !panel.showDeleted) panel.invoices = others;
    else if (at < 0) panel.invoices = [...panel.invoices, inv];
    else panel.invoices = panel.invoices.map((i) => (i.id === inv.id ? inv : i));
  };
  /** The server allows the action on the invoice and the rights permit it. */
  const offered = (e: Ev) => {
    const action = e.action as string;
    const r = panel.rights;
    const mayByRights =
      action === 'invoice.deactivate' ? r.canDelete : PAYMENT_ACTIONS.includes(action) ? r.canPay : r.canUpdate;
    const on = panel.invoices.find((i) => i.id === e.invoiceId);
    return !r.readOnly && on !== undefined && on.allowedActions.includes(action) && mayByRights;
  };
  const canCreate = () => !panel.rights.readOnly && panel.rights.canInsert;
  let step = 0;
  let from = 'loading';

  const check = (snapshot: AnyMachineSnapshot, after: string) => {
    const event = path.steps[step++].event as Ev;
    let to = from;
    let expectedEffects: Effect[] = [];
    switch (event.type) {
      case 'invoices.access':
        panel.rights = event.rights as InvoiceRights;
        break;
      case 'invoices.showDeleted':
        panel.showDeleted = event.showDeleted as boolean;
        to = 'loading';
        break;
      case 'invoices.retry':
        to = 'loading';
        break;
      case 'invoices.create':
        Object.assign(panel, closed, { dialog: { invoiceId: null, action: 'invoice.create' } });
        to = 'ready.dialog';
        break;
      case 'invoices.createAutomated':
        to = 'creating';
        break;
      case 'invoice.open':
        Object.assign(panel, closed, { dialog: { invoiceId: event.invoiceId, action: event.action } });
        to = 'ready.dialog';
        break;
      case 'invoice.action':
        Object.assign(panel, closed, { dialog: { invoiceId: event.invoiceId, action: event.action } });
        panel.input = event.input ?? null;
        to = 'acting';
        break;
      case 'invoice.saved':
        put(event.invoice as Invoice);
        Object.assign(panel, closed);
        to = 'ready.idle';
        break;
      case 'invoice.close':
        Object.assign(panel, closed);
        to = 'ready.idle';
        break;
      case 'xstate.done.actor.loadInvoices':
        Object.assign(panel, { invoices: event.output, loadError: null });
        to = 'ready.idle';
        break;
      case 'xstate.error.actor.loadInvoices':
        panel.loadError = event.error;
        to = 'failed';
        break;
      case 'xstate.done.actor.runAction': {
        // A payment link stays on screen in its dialog; any other answer closes the dialog with a toast.
        const { invoice: answered, paymentLink } = event.output as { invoice: Invoice; paymentLink?: string };
        put(answered);
        if (paymentLink) {
          panel.paymentLink = paymentLink;
          to = 'ready.link';
        } else {
          expectedEffects = [['actionDone', { action: panel.dialog!.action, invoice: answered }]];
          Object.assign(panel, closed);
          to = 'ready.idle';
        }
        break;
      }
      case 'xstate.error.actor.runAction':
        if ((event.error as { errorCode?: string }).errorCode === 'INELIGIBLE_STATE') {
          const staleId = panel.dialog!.invoiceId;
          Object.assign(panel, closed, { staleId });
          const toast = { title: 'Счёт был изменён.', description: 'Данные по счёту обновлены.', duration: 3000 };
          expectedEffects = [['invoiceChanged', toast]];
          to = 'reloading';
        } else {
          // The dialog stays open with what was typed and tells the refusal itself: no toast.
          panel.error = event.error;
          to = 'ready.dialog';
        }
        break;
      case 'xstate.done.actor.reloadInvoice':
        put(event.output as Invoice);
        panel.staleId = null;
        to = 'ready.idle';
        break;
      case 'xstate.error.actor.reloadInvoice':
        panel.staleId = null;
        to = 'loading';
        break;
      case 'xstate.done.actor.createAutomated':
        put(event.output as Invoice);
        expectedEffects = [['actionDone', { action: 'invoices.createAutomated', invoice: event.output }]];
        to = 'ready.idle';
        break;
      case 'xstate.error.actor.createAutomated':
        expectedEffects = [['actionFailed', event.error]];
        to = 'ready.idle';
        break;
    }
    const state = keyOf(snapshot.value);
    const at = `${state} after ${label(event)}`;
    expect(state, `after ${after}: where the step leads`).toBe(to);
    from = state;

    // The state's tags, the calls pending and the events taken.
    const meaning = tableRow(STATES, state, snapshot, at);
    expect(Object.keys(snapshot.children).sort(), `${at}: calls pending`).toEqual(meaning.pending);
    const idle = state === 'ready.idle';
    const expectedTakes = [
      ...meaning.takes,
      ...(idle && canCreate() ? ['invoices.create', 'invoices.createAutomated'] : []),
      ...USER_EVENTS.filter((e) => e.type === 'invoice.open' && idle && offered(e)).map(label),
      // 'Изменить' is saved by the editor, never run as an action.
      ...USER_EVENTS.filter(
        (e) => e.type === 'invoice.action' && state.startsWith('ready.') && e.action !== 'invoice.edit' && offered(e),
      ).map(label),
    ];
    const takes = [...new Set(USER_EVENTS.filter((e) => snapshot.can(e)).map(label))];
    expect(takes.sort(), `${at}: events taken`).toEqual(expectedTakes.sort());
    const asked: Record<string, unknown> = {
      loadInvoices: { orderId: ORDER, showDeleted: panel.showDeleted },
      runAction: { invoiceId: panel.dialog?.invoiceId, action: panel.dialog?.action, input: panel.input },
      reloadInvoice: { invoiceId: panel.staleId },
      createAutomated: { orderId: ORDER },
    };
    for (const id of meaning.pending)
      expect(snapshot.children[id]!.getSnapshot().input, `${at}: ${id} input`).toEqual(asked[id]);
    expect(snapshot.status, at).toBe('active');

    // The panel in context is the one the events made.
    expectContext(snapshot.context, panel, at);

    // What the step told the view.
    const done = effects.fresh();
    expect(done, `${at}: effects`).toEqual(expectedEffects);
  };
  return { provide, check };
}

const title = (p: Path) => p.steps.map((s) => label(s.event as Ev)).join(' > ');
const replay = (path: Path, rights: InvoiceRights) => {
  const { provide, check } = panelMeaning(path, rights);
  return replayPath(invoicePanelMachine, path, {
    input: { orderId: ORDER, rights },
    actorNames: ['loadInvoices', 'runAction', 'reloadInvoice', 'createAutomated'],
    provide,
    longestDelayMs: 0,
    check,
  });
};

describe.each(Object.entries(RIGHTS))('invoicePanelMachine for %s, every shortest path', (_, rights) => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(invoicePanelMachine, events, { orderId: ORDER, rights });

  it.each(paths.map((p) => [title(p), p] as const))('replays %s', async (_, path) => {
    await replay(path, rights);
  });
});

// The walk keys a state by (previous value, event, value), not by the context: an action is walked from an open
// dialog only before any refusal. This path sends the next action after a refusal, replayed with the same check.
const find = (type: string, action?: string) =>
  events.find((e) => e.type === type && (action === undefined || e.action === action))!;
/** A state as the chart's value: 'ready.idle' is { ready: 'idle' }. */
const chartValue = (key: string) => (key.includes('.') ? Object.fromEntries([key.split('.')]) : key);
const AFTER_REFUSAL: [Ev, string][] = [
  [find('xstate.done.actor.loadInvoices'), 'ready.idle'],
  [find('invoice.open', 'invoice.accept'), 'ready.dialog'],
  [find('invoice.action', 'invoice.payByCard'), 'acting'],
  [ev({ type: 'xstate.error.actor.runAction', error: REFUSAL }), 'ready.dialog'],
  [find('invoice.action', 'invoice.accept'), 'acting'],
  [ev({ type: 'xstate.error.actor.runAction', error: REFUSAL }), 'ready.dialog'],
  [find('invoice.action', 'invoice.payByCard'), 'acting'],
  [ev({ type: 'xstate.done.actor.runAction', output: { invoice: sent, paymentLink: LINK } }), 'ready.link'],
  [find('invoice.action', 'invoice.accept'), 'acting'],
  [ev({ type: 'xstate.done.actor.runAction', output: { invoice: accepted } }), 'ready.idle'],
];

describe('invoicePanelMachine, the next action after a refusal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('forgets the refusal, the typed input and the link, and runs with what it was given', async () => {
    const steps = [[{ type: 'xstate.init' }, 'loading'] as [Ev, string], ...AFTER_REFUSAL];
    await replay(
      { steps: steps.map(([event, key]) => ({ event, state: { value: chartValue(key) } })) } as unknown as Path,
      ALL_RIGHTS,
    );
  });
});
