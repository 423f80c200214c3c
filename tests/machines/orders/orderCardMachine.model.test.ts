import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { orderCardMachine, selectReadOnly } from '../../../machines/orders/orderCardMachine';
import { replayPath, shortestPaths } from '../modelPaths';
import { cardInput, demoOrder, heldBy, ME, OTHER } from './orderCardFixtures';

// The order card walked on every shortest path: each call is held by hand and settled with the path's own done or
// error event; the block poll is the 30 s timer of whichever lock state is active.

const conflict = {
  message: 'Заявка заблокирована пользователем Петров Пётр. Изменения невозможны.',
  status: 409,
  errorCode: 'INELIGIBLE_STATE',
};
const invalid = {
  message: 'Ошибка валидации',
  status: 400,
  errorCode: 'VALIDATION_ERROR',
  details: { refusalComment: 'Введите комментарий' },
};
const failure = { message: 'Внутренняя ошибка сервера', status: 500 };
const after = (state: string) => ({ type: `xstate.after.blockPoll.orderCard.ready.lock.${state}` });

const events = [
  { type: 'card.retry' },
  { type: 'card.reload' },
  { type: 'card.leave' },
  { type: 'order.saved', order: demoOrder({ cost: 4000 }) },
  { type: 'lock.take' },
  { type: 'lock.release' },
  // Raised by the chart itself whenever the order is replaced; sent here too so the walk takes it in every state.
  { type: 'lock.sync' },
  { type: 'status.open' },
  { type: 'status.submit', change: { statusRefValueId: 9012 } },
  { type: 'status.cancel' },
  { type: 'move.open' },
  { type: 'move.submit', serviceId: 42 },
  { type: 'move.cancel' },
  { type: 'delete.open' },
  { type: 'delete.confirm' },
  { type: 'delete.cancel' },
  { type: 'linked.create', serviceId: 69 },
  after('free'),
  after('mine'),
  after('others'),
  { type: 'xstate.done.actor.loadOrder', output: demoOrder() },
  { type: 'xstate.error.actor.loadOrder', error: failure },
  { type: 'xstate.done.actor.readBlock', output: demoOrder(heldBy(OTHER)) },
  { type: 'xstate.error.actor.readBlock', error: failure },
  { type: 'xstate.done.actor.blockOrder', output: heldBy(ME) },
  { type: 'xstate.error.actor.blockOrder', error: conflict },
  { type: 'xstate.done.actor.unblockOrder', output: heldBy(null) },
  { type: 'xstate.error.actor.unblockOrder', error: failure },
  { type: 'xstate.done.actor.saveStatus', output: demoOrder({ statusRefValueId: 9012 }) },
  { type: 'xstate.error.actor.saveStatus', error: invalid },
  { type: 'xstate.error.actor.saveStatus', error: conflict },
  { type: 'xstate.done.actor.moveService', output: demoOrder({ serviceId: 42 }) },
  { type: 'xstate.error.actor.moveService', error: failure },
  { type: 'xstate.error.actor.moveService', error: conflict },
  { type: 'xstate.done.actor.removeOrder', output: undefined },
  { type: 'xstate.error.actor.removeOrder', error: failure },
  { type: 'xstate.error.actor.removeOrder', error: conflict },
  { type: 'xstate.done.actor.createLinked', output: demoOrder({ id: 43, parentOrderId: 42 }) },
  { type: 'xstate.error.actor.createLinked', error: failure },
  { type: 'xstate.error.actor.createLinked', error: conflict },
] as EventObject[];

const ACTORS = [
  'loadOrder',
  'readBlock',
  'blockOrder',
  'unblockOrder',
  'saveStatus',
  'moveService',
  'removeOrder',
  'createLinked',
];

type Last = {
  value: unknown;
  context: {
    order: { blockedByUserId: number | null } | null;
    opError: { details?: unknown } | null;
    loadError: unknown;
  };
};

describe('orderCardMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(orderCardMachine, events, cardInput);

  it('never lets a held or archived order be changed on any path', () => {
    for (const path of paths) {
      const last = path.steps.at(-1)!.state;
      if (selectReadOnly(last as never)) {
        expect(last.can({ type: 'status.open' })).toBe(false);
        expect(last.can({ type: 'delete.open' })).toBe(false);
      }
    }
  });

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      const effects = { left: 0, opened: 0, released: 0 };
      await replayPath(orderCardMachine, path, {
        input: cardInput,
        actorNames: ACTORS,
        provide: {
          actions: {
            showError: () => {},
            showDone: () => {},
            leaveCard: () => {
              effects.left += 1;
            },
            openOrder: () => {
              effects.opened += 1;
            },
            releaseOnLeave: () => {
              effects.released += 1;
            },
          },
        },
        longestDelayMs: 30_000,
      });
      // What each end means.
      const last = path.steps.at(-1)!;
      const { value, context } = last.state as unknown as Last;
      const type = (last.event as EventObject).type;
      expect(effects.left).toBe(value === 'deleted' ? 1 : 0);
      expect(effects.opened).toBe(type === 'xstate.done.actor.createLinked' ? 1 : 0);
      expect(effects.released).toBe(
        type === 'card.leave' && (value as { ready: { lock: string } }).ready.lock === 'mine' ? 1 : 0,
      );
      if (value === 'loadFailed') expect(context.loadError).not.toBeNull();
      const ready = (value as { ready?: { lock: string; ops: unknown } }).ready;
      if (ready?.lock === 'mine') expect(context.order?.blockedByUserId).toBe(ME);
      if (ready?.lock === 'others') expect(context.order?.blockedByUserId).toBe(OTHER);
      if (ready?.lock === 'free') expect(context.order?.blockedByUserId).toBeNull();
      if (JSON.stringify(ready?.ops ?? null).includes('failed')) expect(context.opError).not.toBeNull();
    },
  );
});
