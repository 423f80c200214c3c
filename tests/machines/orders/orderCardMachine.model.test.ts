import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { orderCardMachine, selectReadOnly } from '../../../machines/orders/orderCardMachine';
import type { OrderCardContext, OrderCardInput } from '../../../machines/orders/orderCardTypes';
import type { OrderEntity } from '../../../src/shared/schemas/orders/orderEntity';
import { type Path, replayPath, shortestPaths, type WalkEvent, walkEvent } from '../modelPaths';
import { cardInput, demoOrder, heldBy, ME, OTHER } from './orderCardFixtures';

// The order card walked on every shortest path once per situation its guards read (the user's rights, an archived
// order, one another operator holds), each call held by hand and settled with the path's done or error event, the
// block poll the 30 s timer of whichever lock state is active, the view's reactions recorded. After every step the
// check asserts, against the card as the events made it: the state of both regions (who holds the order decides the
// lock; a 409 reloads; a refused save keeps its dialog open), the tags, the events taken (a header change only with
// the right and for an order nobody else holds and not archived) and the calls pending with what they were asked
// (the order and the change, the service); the whole context (the order as each answer replaced or merged it, the
// load error, the dialog's error); what the read-only selector says; and the reactions the step caused (toasts, the
// release on leaving, opening the linked order, leaving a deleted one).

const CONFLICT = {
  message: 'Заявка заблокирована пользователем Петров Пётр. Изменения невозможны.',
  status: 409,
  errorCode: 'INELIGIBLE_STATE',
};
const INVALID = {
  message: 'Ошибка валидации',
  status: 400,
  errorCode: 'VALIDATION_ERROR',
  details: { refusalComment: 'Введите комментарий' },
};
const FAILURE = { message: 'Внутренняя ошибка сервера', status: 500 };
const ARCHIVED = demoOrder({ statusRefValueId: 29, statusRefValueName: 'Архив' });

const ev = walkEvent;
const after = (state: string) => ({ type: `xstate.after.blockPoll.orderCard.ready.lock.${state}` });
const CALLS = [
  'loadOrder',
  'readBlock',
  'blockOrder',
  'unblockOrder',
  'saveStatus',
  'moveService',
  'removeOrder',
  'createLinked',
];

/** The walk's events; every load and the form's save answer with the situation's order. */
const eventsFor = (loaded: OrderEntity): EventObject[] => [
  { type: 'card.retry' },
  { type: 'card.reload' },
  { type: 'card.leave' },
  ev({ type: 'order.saved', order: { ...loaded, cost: 4000 } }),
  { type: 'lock.take' },
  { type: 'lock.release' },
  // Raised by the chart itself whenever the order is replaced; sent here too so the walk takes it in every state.
  { type: 'lock.sync' },
  { type: 'status.open' },
  ev({ type: 'status.submit', change: { statusRefValueId: 9012 } }),
  { type: 'status.cancel' },
  { type: 'move.open' },
  ev({ type: 'move.submit', serviceId: 42 }),
  { type: 'move.cancel' },
  { type: 'delete.open' },
  { type: 'delete.confirm' },
  { type: 'delete.cancel' },
  ev({ type: 'linked.create', serviceId: 69 }),
  after('free'),
  after('mine'),
  after('others'),
  ev({ type: 'xstate.done.actor.loadOrder', output: loaded }),
  ev({ type: 'xstate.error.actor.loadOrder', error: FAILURE }),
  ev({ type: 'xstate.done.actor.readBlock', output: demoOrder(heldBy(OTHER)) }),
  ev({ type: 'xstate.error.actor.readBlock', error: FAILURE }),
  ev({ type: 'xstate.done.actor.blockOrder', output: heldBy(ME) }),
  ev({ type: 'xstate.error.actor.blockOrder', error: CONFLICT }),
  ev({ type: 'xstate.done.actor.unblockOrder', output: heldBy(null) }),
  ev({ type: 'xstate.error.actor.unblockOrder', error: FAILURE }),
  ev({ type: 'xstate.done.actor.saveStatus', output: demoOrder({ statusRefValueId: 9012 }) }),
  ev({ type: 'xstate.error.actor.saveStatus', error: INVALID }),
  ev({ type: 'xstate.error.actor.saveStatus', error: CONFLICT }),
  ev({ type: 'xstate.done.actor.moveService', output: demoOrder({ serviceId: 42 }) }),
  ev({ type: 'xstate.error.actor.moveService', error: FAILURE }),
  ev({ type: 'xstate.error.actor.moveService', error: CONFLICT }),
  ev({ type: 'xstate.done.actor.removeOrder', output: undefined }),
  ev({ type: 'xstate.error.actor.removeOrder', error: FAILURE }),
  ev({ type: 'xstate.error.actor.removeOrder', error: CONFLICT }),
  ev({ type: 'xstate.done.actor.createLinked', output: demoOrder({ id: 43, parentOrderId: 42 }) }),
  ev({ type: 'xstate.error.actor.createLinked', error: FAILURE }),
  ev({ type: 'xstate.error.actor.createLinked', error: CONFLICT }),
];
/** Asked of every state besides the walk's: a status 'change' to the status the order has is no change. */
const SAME_STATUS = ev({ type: 'status.submit', change: { statusRefValueId: 9011 } });

const SITUATIONS: [string, OrderCardInput, OrderEntity][] = [
  ['every right, a free order', cardInput, demoOrder()],
  ['no right to change orders', { ...cardInput, canUpdate: false }, demoOrder()],
  [
    'no right to block, move or delete',
    { ...cardInput, canBlock: false, canMove: false, canDelete: false },
    demoOrder(),
  ],
  ['an archived order', cardInput, ARCHIVED],
  ['an order another operator holds', cardInput, demoOrder(heldBy(OTHER))],
];

type Meaning = { tags: string[]; takes: string[]; pending: string[] };
/** Outside ready: its tags, the events it takes, the calls pending. */
const TOP: Record<string, Meaning> = {
  loading: { tags: ['busy'], takes: [], pending: ['loadOrder'] },
  loadFailed: { tags: [], takes: ['card.retry'], pending: [] },
  deleted: { tags: [], takes: [], pending: [] },
};
/** The lock region's states (deciding is passed through, never at rest). */
const LOCK: Record<string, Meaning> = {
  free: { tags: [], takes: ['lock.take', 'lock.sync'], pending: [] },
  mine: { tags: [], takes: ['lock.release', 'lock.sync', 'card.leave'], pending: [] },
  others: { tags: [], takes: ['lock.sync'], pending: [] },
  taking: { tags: ['locking'], takes: [], pending: ['blockOrder'] },
  releasing: { tags: ['locking'], takes: [], pending: ['unblockOrder'] },
  checking: { tags: [], takes: [], pending: ['readBlock'] },
};
const HEADER = ['card.reload', 'order.saved', 'status.open', 'move.open', 'delete.open', 'linked.create'];
/** The header's changes: each dialog is closed by its cancel, whatever it is doing. */
const OPS: Record<string, Meaning> = {
  idle: { tags: [], takes: HEADER, pending: [] },
  'status.editing': { tags: [], takes: ['status.submit', 'status.cancel'], pending: [] },
  'status.saving': { tags: ['saving'], takes: ['status.cancel'], pending: ['saveStatus'] },
  'status.failed': { tags: [], takes: ['status.submit', 'status.cancel'], pending: [] },
  'move.editing': { tags: [], takes: ['move.submit', 'move.cancel'], pending: [] },
  'move.saving': { tags: ['saving'], takes: ['move.cancel'], pending: ['moveService'] },
  'move.failed': { tags: [], takes: ['move.submit', 'move.cancel'], pending: [] },
  'delete.confirming': { tags: [], takes: ['delete.confirm', 'delete.cancel'], pending: [] },
  'delete.deleting': { tags: ['saving'], takes: ['delete.cancel'], pending: ['removeOrder'] },
  'delete.failed': { tags: [], takes: ['delete.confirm', 'delete.cancel'], pending: [] },
  linking: { tags: ['saving'], takes: [], pending: ['createLinked'] },
  reloading: { tags: ['busy'], takes: [], pending: ['loadOrder'] },
};
const DIALOG_OF: Record<string, string> = { saveStatus: 'status', moveService: 'move', removeOrder: 'delete' };
const DONE_TOAST: Record<string, string> = {
  saveStatus: 'Статус заявки изменён',
  moveService: 'Заявка перенесена в другой сервис',
};

type Err = { message: string; status: number; errorCode?: string; details?: Record<string, string> };
const errorOf = (e: Err) => ({ message: e.message, errorCode: e.errorCode, status: e.status, details: e.details });
type Effect = [string] | [string, unknown];

const keyOf = (value: unknown) => {
  if (typeof value === 'string') return { top: value, lock: '', ops: '' };
  const { lock, ops } = (value as { ready: { lock: string; ops: string | Record<string, string> } }).ready;
  const dialog = typeof ops === 'string' ? ops : Object.entries(ops).map(([k, v]) => `${k}.${v}`)[0];
  return { top: 'ready', lock, ops: dialog };
};

const title = (e: WalkEvent) =>
  'error' in e ? `${e.type}(${(e.error as Err).status})` : e.type.replace('xstate.after.blockPoll.orderCard.', 'poll ');

/** The reactions' recorders and the per-step check for one replay of `path` in a situation. */
function cardMeaning(path: Path, input: OrderCardInput, events: EventObject[]) {
  const effects: Effect[] = [];
  const provide = {
    actions: {
      showError: (_: unknown, p: { error: unknown }) => void effects.push(['showError', p.error]),
      showDone: (_: unknown, p: { message: string }) => void effects.push(['showDone', p.message]),
      releaseOnLeave: (_: unknown, p: { orderId: number }) => void effects.push(['releaseOnLeave', p]),
      leaveCard: () => void effects.push(['leaveCard']),
      openOrder: (_: unknown, p: { order: OrderEntity }) => void effects.push(['openOrder', p.order]),
    },
  };
  const userEvents = [...events.filter((e) => !e.type.startsWith('xstate.')), SAME_STATUS] as WalkEvent[];
  let step = 0;
  let seen = 0;
  let at = { top: 'loading', lock: '', ops: '' };
  const card: OrderCardContext = { ...input, order: null, loadError: null, opError: null };
  /** The order the status change was asked from (the order may be merged while it saves). */
  let statusFrom: OrderEntity | null = null;
  let asked: WalkEvent = { type: '' };

  const holder = () => card.order?.blockedByUserId ?? null;
  const othersHold = () => holder() !== null && holder() !== input.userId;
  const archived = () => card.order?.statusRefValueId === 29;
  /** Who holds the order decides the lock; a replaced order is decided again unless a lock call is under way. */
  const decide = () => (at.lock = holder() === input.userId ? 'mine' : othersHold() ? 'others' : 'free');
  const sync = () => ['free', 'mine', 'others'].includes(at.lock) && decide();
  const replace = (order: OrderEntity) => {
    Object.assign(card, { order, opError: null });
    sync();
  };
  const merge = (block: Partial<OrderEntity>) => {
    const { blockedByUserId, blockedByUserFio, blockedDate } = block;
    card.order = { ...card.order!, blockedByUserId, blockedByUserFio, blockedDate } as OrderEntity;
    decide();
  };
  /** Whether a user event is allowed by the rights and the order, where its state takes it at all. */
  const allowed = (e: WalkEvent) => {
    const free = input.canUpdate && !othersHold() && !archived();
    if (e.type === 'lock.take') return input.canBlock && input.canUpdate && !archived();
    if (e.type === 'status.open') return free;
    if (e.type === 'move.open') return input.canMove && free;
    if (e.type === 'delete.open') return input.canDelete && !othersHold() && !archived();
    if (e.type === 'linked.create') return input.canUpdate;
    if (e.type === 'status.submit')
      return Number((e.change as { statusRefValueId: number }).statusRefValueId) !== card.order?.statusRefValueId;
    return true;
  };

  const apply = (event: WalkEvent): Effect[] => {
    const type = event.type;
    const call = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
    if (type.startsWith('xstate.after.')) at.lock = 'checking';
    else if (type === 'card.retry') at.top = 'loading';
    else if (type === 'lock.take') at.lock = 'taking';
    else if (type === 'lock.release') at.lock = 'releasing';
    else if (type === 'lock.sync') decide();
    else if (type === 'card.leave') return [['releaseOnLeave', { orderId: 42 }]];
    else if (type === 'card.reload') at.ops = 'reloading';
    else if (type === 'order.saved') replace(event.order as OrderEntity);
    else if (type.endsWith('.open')) {
      at.ops = type === 'delete.open' ? 'delete.confirming' : `${type.split('.')[0]}.editing`;
      card.opError = null;
    } else if (type.endsWith('.cancel')) at.ops = 'idle';
    else if (type === 'status.submit' || type === 'move.submit' || type === 'delete.confirm') {
      at.ops = type === 'delete.confirm' ? 'delete.deleting' : `${type.split('.')[0]}.saving`;
      if (type === 'status.submit') statusFrom = card.order;
      asked = event;
    } else if (type === 'linked.create') {
      at.ops = 'linking';
      asked = event;
    } else if (call) {
      const [, outcome, id] = call;
      const error = event.error as Err;
      if (outcome === 'done') {
        if (id === 'loadOrder' && at.top === 'loading') {
          Object.assign(card, { order: event.output, loadError: null });
          at = { top: 'ready', lock: '', ops: 'idle' };
          decide();
        } else if (['blockOrder', 'unblockOrder', 'readBlock'].includes(id)) merge(event.output as OrderEntity);
        else if (id === 'removeOrder') {
          at = { top: 'deleted', lock: '', ops: '' };
          return [['showDone', 'Заявка удалена'], ['leaveCard']];
        } else if (id === 'createLinked') {
          at.ops = 'idle';
          return [['openOrder', event.output]];
        } else {
          at.ops = 'idle';
          replace(event.output as OrderEntity);
          return id in DONE_TOAST ? [['showDone', DONE_TOAST[id]]] : [];
        }
      } else if (id === 'loadOrder' && at.top === 'loading') {
        card.loadError = errorOf(error);
        at.top = 'loadFailed';
      } else if (id === 'readBlock') decide();
      else if (id === 'blockOrder' || id === 'unblockOrder') {
        at.lock = 'checking';
        return [['showError', errorOf(error)]];
      } else if (error.errorCode === 'INELIGIBLE_STATE' && id !== 'loadOrder') {
        // The order changed under the user: the server's message, and the order read again.
        at.ops = 'reloading';
        return [['showError', errorOf(error)]];
      } else if (id in DIALOG_OF) {
        // Refused: the dialog stays open with the message and the fields' details.
        card.opError = errorOf(error);
        at.ops = `${DIALOG_OF[id]}.failed`;
      } else {
        at.ops = 'idle';
        return [['showError', errorOf(error)]];
      }
    }
    return [];
  };

  const check = (snapshot: AnyMachineSnapshot, after: string) => {
    const event = path.steps[step++].event as WalkEvent;
    const caused = apply(event);
    const live = keyOf(snapshot.value);
    const where = `${[live.top, live.lock, live.ops].filter(Boolean).join(' | ')} after ${after}`;
    expect(live, `${where}: the state`).toEqual(at);

    const parts = at.top === 'ready' ? [LOCK[at.lock], OPS[at.ops]] : [TOP[at.top]];
    expect(parts.every(Boolean), `${where}: a state of the tables`).toBe(true);
    expect([...snapshot.tags].sort(), `${where}: tags`).toEqual(parts.flatMap((m) => m.tags).sort());
    expect(Object.keys(snapshot.children).sort(), `${where}: calls pending`).toEqual(
      parts.flatMap((m) => m.pending).sort(),
    );
    for (const e of userEvents) {
      const taken = parts.some((m) => m.takes.includes(e.type)) && allowed(e);
      expect(snapshot.can(e), `${where}: takes ${e.type} ${JSON.stringify(e.change ?? '')}`).toBe(taken);
    }

    expect(snapshot.context, `${where}: context`).toEqual(card);
    if (card.order)
      expect(selectReadOnly(snapshot as never), `${where}: read-only`).toBe(
        !input.canUpdate || othersHold() || archived(),
      );
    const inputs: Record<string, unknown> = {
      saveStatus: { order: statusFrom, change: asked.change },
      moveService: { orderId: 42, serviceId: asked.serviceId },
      createLinked: { orderId: 42, serviceId: asked.serviceId },
    };
    for (const id of CALLS.filter((c) => snapshot.children[c]))
      expect(snapshot.children[id]!.getSnapshot().input, `${where}: ${id} asked`).toEqual(
        inputs[id] ?? { orderId: 42 },
      );

    const done = effects.slice(seen);
    seen = effects.length;
    expect(done, `${where}: reactions`).toEqual(caused);
    expect(snapshot.status, `${where}: status`).toBe(at.top === 'deleted' ? 'done' : 'active');
  };
  return { provide, check };
}

describe.each(SITUATIONS)('orderCardMachine with %s, every shortest path', (_name, input, loaded) => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const events = eventsFor(loaded);
  const paths = shortestPaths(orderCardMachine, events, input);

  it.each(paths.map((p) => [p.steps.map((s) => title(s.event as WalkEvent)).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      const { provide, check } = cardMeaning(path, input, events);
      await replayPath(orderCardMachine, path, {
        input,
        actorNames: CALLS,
        provide,
        longestDelayMs: 30_000,
        check,
      });
    },
  );
});
