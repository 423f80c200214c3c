import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { orderCardMachine, selectReadOnly } from '../../../machines/orders/orderCardMachine';
import type { OrderCardInput } from '../../../machines/orders/orderCardTypes';
import type { OrderEntity } from '../../../src/shared/schemas/orders/orderEntity';
import { cardInput, demoOrder, heldBy, ME, OTHER } from './orderCardFixtures';

/** Hand-resolved promises: each call waits until the test settles it. */
function deferred<T>() {
  const calls: { input: unknown; resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];
  const logic = fromPromise<T, never>(
    ({ input }) => new Promise<T>((resolve, reject) => calls.push({ input, resolve, reject })),
  );
  return { calls, logic, last: () => calls[calls.length - 1] };
}

const NAMES = [
  'loadOrder',
  'readBlock',
  'blockOrder',
  'unblockOrder',
  'saveStatus',
  'moveService',
  'removeOrder',
  'createLinked',
] as const;

function start(input: Partial<OrderCardInput> = {}) {
  const fakes = Object.fromEntries(NAMES.map((n) => [n, deferred<unknown>()])) as Record<
    (typeof NAMES)[number],
    ReturnType<typeof deferred<unknown>>
  >;
  const effects = {
    errors: [] as string[],
    done: [] as string[],
    released: [] as number[],
    left: 0,
    opened: [] as number[],
  };
  const actor = createActor(
    orderCardMachine.provide({
      actors: Object.fromEntries(NAMES.map((n) => [n, fakes[n].logic])) as never,
      actions: {
        showError: (_, { error }) => void effects.errors.push(error.message),
        showDone: (_, { message }) => void effects.done.push(message),
        releaseOnLeave: (_, { orderId }) => void effects.released.push(orderId),
        leaveCard: () => {
          effects.left += 1;
        },
        openOrder: (_, { order }) => void effects.opened.push(order.id),
      },
    }),
    { input: { ...cardInput, ...input } },
  );
  actor.start();
  return { actor, fakes, effects, snap: () => actor.getSnapshot() };
}

const flush = () => vi.advanceTimersByTimeAsync(0);
const lock = (s: { value: unknown }) => (s.value as { ready?: { lock: string } }).ready?.lock;
const ops = (s: { value: unknown }) => (s.value as { ready?: { ops: unknown } }).ready?.ops;

async function ready(order: OrderEntity = demoOrder(), input: Partial<OrderCardInput> = {}) {
  const card = start(input);
  card.fakes.loadOrder.last().resolve(order);
  await flush();
  return card;
}

describe('orderCardMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the order by its id; a failed load waits for a retry', async () => {
    const { actor, fakes, snap } = start();
    expect(snap().hasTag('busy')).toBe(true);
    expect(fakes.loadOrder.last().input).toEqual({ orderId: 42 });
    fakes.loadOrder.last().reject({ message: 'Заявка не найдена', status: 404, errorCode: 'ENTITY_NOT_FOUND' });
    await flush();
    expect(snap().value).toBe('loadFailed');
    expect(snap().context.loadError?.message).toBe('Заявка не найдена');
    actor.send({ type: 'card.retry' });
    fakes.loadOrder.last().resolve(demoOrder());
    await flush();
    expect(lock(snap())).toBe('free');
    expect(ops(snap())).toBe('idle');
    expect(selectReadOnly(snap())).toBe(false);
    actor.stop();
  });

  it('tells whose block it is from the order', async () => {
    const mine = await ready(demoOrder(heldBy(ME)));
    expect(lock(mine.snap())).toBe('mine');
    expect(selectReadOnly(mine.snap())).toBe(false);
    mine.actor.stop();
    const others = await ready(demoOrder(heldBy(OTHER)));
    expect(lock(others.snap())).toBe('others');
    expect(selectReadOnly(others.snap())).toBe(true);
    expect(others.snap().can({ type: 'status.open' })).toBe(false);
    expect(others.snap().can({ type: 'lock.take' })).toBe(false);
    others.actor.stop();
  });

  it('is read-only for an archived order (29) and without the right to update', async () => {
    const archived = await ready(demoOrder({ statusRefValueId: 29 }));
    expect(selectReadOnly(archived.snap())).toBe(true);
    expect(archived.snap().can({ type: 'lock.take' })).toBe(false);
    expect(archived.snap().can({ type: 'delete.open' })).toBe(false);
    archived.actor.stop();
    const viewer = await ready(demoOrder(), { canUpdate: false, canDelete: false });
    expect(selectReadOnly(viewer.snap())).toBe(true);
    expect(viewer.snap().can({ type: 'status.open' })).toBe(false);
    expect(viewer.snap().can({ type: 'linked.create', serviceId: 42 })).toBe(false);
    viewer.actor.stop();
  });

  it('takes the order and gives it back; the block answer replaces who holds it', async () => {
    const { actor, fakes, snap } = await ready();
    actor.send({ type: 'lock.take' });
    expect(snap().hasTag('locking')).toBe(true);
    fakes.blockOrder.last().resolve(heldBy(ME, 'Смирнов Пётр'));
    await flush();
    expect(lock(snap())).toBe('mine');
    expect(snap().context.order?.blockedByUserFio).toBe('Смирнов Пётр');
    actor.send({ type: 'lock.release' });
    fakes.unblockOrder.last().resolve(heldBy(null));
    await flush();
    expect(lock(snap())).toBe('free');
    expect(snap().context.order?.blockedByUserId).toBeNull();
    actor.stop();
  });

  it('shows a refused block as a toast and reads who holds the order now', async () => {
    const { actor, fakes, snap, effects } = await ready();
    actor.send({ type: 'lock.take' });
    fakes.blockOrder.last().reject({
      message: 'Заявка заблокирована пользователем Петров Пётр. Изменения невозможны.',
      status: 409,
      errorCode: 'INELIGIBLE_STATE',
    });
    await flush();
    expect(effects.errors).toEqual(['Заявка заблокирована пользователем Петров Пётр. Изменения невозможны.']);
    expect(lock(snap())).toBe('checking');
    fakes.readBlock.last().resolve(demoOrder(heldBy(OTHER)));
    await flush();
    expect(lock(snap())).toBe('others');
    expect(snap().context.order?.blockedByUserFio).toBe('Петров Пётр');
    actor.stop();
  });

  it("re-reads the block every 30 s, so another operator's block shows up", async () => {
    const { actor, fakes, snap } = await ready();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fakes.readBlock.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fakes.readBlock.calls).toHaveLength(1);
    // The poll takes only the block: the rest of the order stays as the card shows it.
    fakes.readBlock.last().resolve(demoOrder({ ...heldBy(OTHER), cost: 1 }));
    await flush();
    expect(lock(snap())).toBe('others');
    expect(snap().context.order?.cost).toBe(3500);
    expect(selectReadOnly(snap())).toBe(true);
    await vi.advanceTimersByTimeAsync(30_000);
    fakes.readBlock.last().reject({ message: 'Сеть', status: 0 });
    await flush();
    expect(lock(snap())).toBe('others');
    actor.stop();
  });

  it('gives a block of ours back when the card closes, and only then', async () => {
    const free = await ready();
    free.actor.send({ type: 'card.leave' });
    expect(free.effects.released).toEqual([]);
    free.actor.stop();
    const mine = await ready(demoOrder(heldBy(ME)));
    mine.actor.send({ type: 'card.leave' });
    expect(mine.effects.released).toEqual([42]);
    mine.actor.stop();
  });

  it('changes the status with the whole order and replaces it with the answer', async () => {
    const { actor, fakes, snap, effects } = await ready();
    actor.send({ type: 'status.open' });
    expect(ops(snap())).toEqual({ status: 'editing' });
    actor.send({ type: 'status.submit', change: { statusRefValueId: 9012 } });
    expect(snap().hasTag('saving')).toBe(true);
    expect(fakes.saveStatus.last().input).toEqual({ order: demoOrder(), change: { statusRefValueId: 9012 } });
    fakes.saveStatus.last().resolve(demoOrder({ statusRefValueId: 9012, statusRefValueName: 'В работе' }));
    await flush();
    expect(ops(snap())).toBe('idle');
    expect(snap().context.order?.statusRefValueName).toBe('В работе');
    expect(effects.done).toEqual(['Статус заявки изменён']);
    actor.stop();
  });

  it('does not save the status the order already has (the shared rule: save only a change)', async () => {
    const { actor, fakes, snap, effects } = await ready();
    actor.send({ type: 'status.open' });
    expect(snap().can({ type: 'status.submit', change: { statusRefValueId: 9011 } })).toBe(false);
    actor.send({ type: 'status.submit', change: { statusRefValueId: 9011, refusalComment: 'тот же статус' } });
    expect(ops(snap())).toEqual({ status: 'editing' });
    expect(fakes.saveStatus.calls).toEqual([]);
    expect(effects.done).toEqual([]);
    expect(snap().can({ type: 'status.submit', change: { statusRefValueId: 9012 } })).toBe(true);
    actor.stop();
  });

  it("keeps the status dialog open with the server's field messages", async () => {
    const { actor, fakes, snap } = await ready();
    actor.send({ type: 'status.open' });
    actor.send({ type: 'status.submit', change: { statusRefValueId: 121 } });
    fakes.saveStatus.last().reject({
      message: 'Ошибка валидации',
      status: 400,
      errorCode: 'VALIDATION_ERROR',
      details: { cancelReasonRefValueId: 'Укажите причину отмены' },
    });
    await flush();
    expect(ops(snap())).toEqual({ status: 'failed' });
    expect(snap().context.opError?.details).toEqual({ cancelReasonRefValueId: 'Укажите причину отмены' });
    actor.send({ type: 'status.cancel' });
    expect(ops(snap())).toBe('idle');
    actor.send({ type: 'status.open' });
    expect(snap().context.opError).toBeNull();
    actor.stop();
  });

  it("on 409 shows the server's message and reloads the order", async () => {
    const { actor, fakes, snap, effects } = await ready();
    actor.send({ type: 'move.open' });
    actor.send({ type: 'move.submit', serviceId: 42 });
    expect(fakes.moveService.last().input).toEqual({ orderId: 42, serviceId: 42 });
    fakes.moveService
      .last()
      .reject({ message: 'Заявка в архиве, изменения невозможны', status: 409, errorCode: 'INELIGIBLE_STATE' });
    await flush();
    expect(effects.errors).toEqual(['Заявка в архиве, изменения невозможны']);
    expect(ops(snap())).toBe('reloading');
    fakes.loadOrder.last().resolve(demoOrder({ statusRefValueId: 29, ...heldBy(OTHER) }));
    await flush();
    expect(ops(snap())).toBe('idle');
    expect(lock(snap())).toBe('others');
    expect(selectReadOnly(snap())).toBe(true);
    actor.stop();
  });

  it('moves the order to another service', async () => {
    const { actor, fakes, snap, effects } = await ready();
    actor.send({ type: 'move.open' });
    actor.send({ type: 'move.submit', serviceId: 42 });
    fakes.moveService.last().resolve(demoOrder({ serviceId: 42, serviceName: 'Техническая помощь' }));
    await flush();
    expect(snap().context.order?.serviceId).toBe(42);
    expect(effects.done).toEqual(['Заявка перенесена в другой сервис']);
    actor.stop();
  });

  it('deletes after the confirmation and leaves the card; a refusal keeps it', async () => {
    const { actor, fakes, snap, effects } = await ready();
    actor.send({ type: 'delete.open' });
    actor.send({ type: 'delete.confirm' });
    fakes.removeOrder
      .last()
      .reject({ message: 'Недостаточно прав для выполнения операции', status: 403, errorCode: 'ACCESS_DENIED' });
    await flush();
    expect(ops(snap())).toEqual({ delete: 'failed' });
    expect(snap().context.opError?.message).toBe('Недостаточно прав для выполнения операции');
    actor.send({ type: 'delete.confirm' });
    fakes.removeOrder.last().resolve(undefined);
    await flush();
    expect(snap().value).toBe('deleted');
    expect(snap().status).toBe('done');
    expect(effects.left).toBe(1);
    expect(effects.done).toEqual(['Заявка удалена']);
    actor.stop();
  });

  it('creates a linked order and opens it; a failure is a toast', async () => {
    const { actor, fakes, snap, effects } = await ready();
    actor.send({ type: 'linked.create', serviceId: 69 });
    expect(fakes.createLinked.last().input).toEqual({ orderId: 42, serviceId: 69 });
    fakes.createLinked.last().resolve(demoOrder({ id: 43, parentOrderId: 42 }));
    await flush();
    expect(effects.opened).toEqual([43]);
    actor.send({ type: 'linked.create', serviceId: 69 });
    fakes.createLinked.last().reject({ message: 'Сервис не найден', status: 404 });
    await flush();
    expect(ops(snap())).toBe('idle');
    expect(effects.errors).toEqual(['Сервис не найден']);
    actor.stop();
  });

  it("takes the form's saved order and reads the block from it", async () => {
    const { actor, snap } = await ready(demoOrder(heldBy(ME)));
    actor.send({ type: 'order.saved', order: demoOrder({ cost: 4000 }) });
    await flush();
    expect(snap().context.order?.cost).toBe(4000);
    expect(lock(snap())).toBe('free');
    actor.send({ type: 'card.reload' });
    expect(snap().hasTag('busy')).toBe(true);
    actor.stop();
  });
});
