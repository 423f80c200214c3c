import { assign, fromPromise, raise, type SnapshotFrom, setup } from 'xstate';
import { ERROR_CODES } from '../../src/shared/errorCodes';
import { REF_VALUE_IDS } from '../../src/shared/referenceIds';
import type { OrderBlock, OrderEntity } from '../../src/shared/schemas/orders/orderEntity';
import type {
  OrderCardContext,
  OrderCardError,
  OrderCardEvent,
  OrderCardInput,
  OrderStatusChange,
} from './orderCardTypes';

// The order card: the order, who holds it (PUT / DELETE /order_block) and the changes made from the card's header.
// Every answer of the server replaces what is shown.

const toError = (e: unknown): OrderCardError => {
  const err = e as Partial<OrderCardError> | undefined;
  return { message: err?.message ?? String(e), errorCode: err?.errorCode, status: err?.status, details: err?.details };
};

const heldByOthers = (c: OrderCardContext) => c.order?.blockedByUserId != null && c.order.blockedByUserId !== c.userId;
const archived = (c: OrderCardContext) => c.order?.statusRefValueId === REF_VALUE_IDS.orderStatusArchive;

/** Nothing may be changed: someone else holds the order, it is archived (29), or the user may not update orders. */
export const selectReadOnly = (s: SnapshotFrom<typeof orderCardMachine>) =>
  !s.context.canUpdate || heldByOthers(s.context) || archived(s.context);

/** Someone else holds the order (whatever the lock region is doing right now). */
export const selectHeldByOthers = (s: SnapshotFrom<typeof orderCardMachine>) => heldByOthers(s.context);

/** A block answer touches only who holds the order. */
const mergeBlock = (
  order: OrderEntity | null,
  block: Pick<OrderBlock, 'blockedByUserId' | 'blockedByUserFio' | 'blockedDate'>,
) =>
  order && {
    ...order,
    blockedByUserId: block.blockedByUserId,
    blockedByUserFio: block.blockedByUserFio,
    blockedDate: block.blockedDate,
  };

const provided = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(async () => {
    throw new Error(`${name} is provided by the API wiring`);
  });

/**
 * loading -> ready | loadFailed (retry). In ready two regions run side by side. `lock`: free / taking / mine /
 * others / releasing, re-read on the blockPoll delay (checking) so another operator's block shows up; a block of
 * ours is given back when the card closes. `ops`: the header's changes (status, move to another service, delete,
 * a linked order, a reload), each with its own saving and failed states; a 409 INELIGIBLE_STATE shows the server's
 * message and reloads the order. Effects are provided by the API wiring and the view.
 */
export const orderCardMachine = setup({
  types: { context: {} as OrderCardContext, events: {} as OrderCardEvent, input: {} as OrderCardInput },
  actors: {
    loadOrder: provided<OrderEntity, { orderId: number }>('loadOrder'),
    /** The same read, for the block poll: it runs beside the other calls. */
    readBlock: provided<OrderEntity, { orderId: number }>('readBlock'),
    blockOrder: provided<OrderBlock, { orderId: number }>('blockOrder'),
    unblockOrder: provided<OrderBlock, { orderId: number }>('unblockOrder'),
    saveStatus: provided<OrderEntity, { order: OrderEntity; change: OrderStatusChange }>('saveStatus'),
    moveService: provided<OrderEntity, { orderId: number; serviceId: number }>('moveService'),
    removeOrder: provided<unknown, { orderId: number }>('removeOrder'),
    createLinked: provided<OrderEntity, { orderId: number; serviceId: number }>('createLinked'),
  },
  actions: {
    /** The server's answer is the order now; syncLock then reads who holds it from it. */
    replaceOrder: assign({ order: (_, params: { order: OrderEntity }) => params.order, opError: null }),
    syncLock: raise({ type: 'lock.sync' }),
    /** A change refused: its dialog stays open with the message and the fields' details. */
    keepError: assign({ opError: (_, params: { error: unknown }) => toError(params.error) }),
    /** An error toast with the server's message (provided by the view). */
    showError: (_, _params: { error: OrderCardError }) => {},
    /** A success toast. */
    showDone: (_, _params: { message: string }) => {},
    /** Fire-and-forget DELETE /order_block: the card is closing while the user holds the order. */
    releaseOnLeave: (_, _params: { orderId: number }) => {},
    /** The order is deleted: back to the list. */
    leaveCard: () => {},
    /** A linked order was created: open it. */
    openOrder: (_, _params: { order: OrderEntity }) => {},
  },
  guards: {
    isConflict: (_, params: { error: unknown }) => toError(params.error).errorCode === ERROR_CODES.ineligibleState,
    heldByMe: ({ context }) => context.order?.blockedByUserId === context.userId,
    heldByOthers: ({ context }) => heldByOthers(context),
    canTake: ({ context }) => context.canBlock && context.canUpdate && !archived(context),
    canChange: ({ context }) => context.canUpdate && !heldByOthers(context) && !archived(context),
    canMove: ({ context }) => context.canMove && context.canUpdate && !heldByOthers(context) && !archived(context),
    /** A linked order changes nothing in this one: the right to change orders is enough. */
    canLink: ({ context }) => context.canUpdate,
    canRemove: ({ context }) => context.canDelete && !heldByOthers(context) && !archived(context),
    /** 'Сохранить' of the status dialog: the shared rule (save only a change) is the status itself changing. */
    statusChanged: ({ context, event }) =>
      event.type === 'status.submit' && Number(event.change.statusRefValueId) !== context.order?.statusRefValueId,
  },
  delays: {
    /** Another operator's block shows up within this time. */
    blockPoll: 30_000,
  },
}).createMachine({
  id: 'orderCard',
  context: ({ input }) => ({ ...input, order: null, loadError: null, opError: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: { target: 'ready', actions: assign({ order: ({ event }) => event.output, loadError: null }) },
        onError: { target: 'loadFailed', actions: assign({ loadError: ({ event }) => toError(event.error) }) },
      },
    },
    loadFailed: { on: { 'card.retry': 'loading' } },
    ready: {
      type: 'parallel',
      states: {
        lock: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [
                { guard: 'heldByMe', target: 'mine' },
                { guard: 'heldByOthers', target: 'others' },
                { target: 'free' },
              ],
            },
            free: {
              on: { 'lock.take': { guard: 'canTake', target: 'taking' }, 'lock.sync': 'deciding' },
              after: { blockPoll: 'checking' },
            },
            mine: {
              on: {
                'lock.release': 'releasing',
                'lock.sync': 'deciding',
                'card.leave': {
                  actions: { type: 'releaseOnLeave', params: ({ context }) => ({ orderId: context.orderId }) },
                },
              },
              after: { blockPoll: 'checking' },
            },
            others: {
              on: { 'lock.sync': 'deciding' },
              after: { blockPoll: 'checking' },
            },
            taking: {
              tags: ['locking'],
              invoke: {
                id: 'blockOrder',
                src: 'blockOrder',
                input: ({ context }) => ({ orderId: context.orderId }),
                onDone: {
                  target: 'deciding',
                  actions: assign({ order: ({ context, event }) => mergeBlock(context.order, event.output) }),
                },
                onError: {
                  target: 'checking',
                  actions: { type: 'showError', params: ({ event }) => ({ error: toError(event.error) }) },
                },
              },
            },
            releasing: {
              tags: ['locking'],
              invoke: {
                id: 'unblockOrder',
                src: 'unblockOrder',
                input: ({ context }) => ({ orderId: context.orderId }),
                onDone: {
                  target: 'deciding',
                  actions: assign({ order: ({ context, event }) => mergeBlock(context.order, event.output) }),
                },
                onError: {
                  target: 'checking',
                  actions: { type: 'showError', params: ({ event }) => ({ error: toError(event.error) }) },
                },
              },
            },
            checking: {
              invoke: {
                id: 'readBlock',
                src: 'readBlock',
                input: ({ context }) => ({ orderId: context.orderId }),
                onDone: {
                  target: 'deciding',
                  actions: assign({ order: ({ context, event }) => mergeBlock(context.order, event.output) }),
                },
                // A poll that failed says nothing new: the next one tries again.
                onError: 'deciding',
              },
            },
          },
        },
        ops: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'card.reload': 'reloading',
                'order.saved': {
                  actions: [{ type: 'replaceOrder', params: ({ event }) => ({ order: event.order }) }, 'syncLock'],
                },
                'status.open': { guard: 'canChange', target: 'status' },
                'move.open': { guard: 'canMove', target: 'move' },
                'delete.open': { guard: 'canRemove', target: 'delete' },
                'linked.create': { guard: 'canLink', target: 'linking' },
              },
            },
            status: {
              initial: 'editing',
              entry: assign({ opError: null }),
              on: { 'status.cancel': '#orderCard.ready.ops.idle' },
              states: {
                editing: { on: { 'status.submit': { guard: 'statusChanged', target: 'saving' } } },
                saving: {
                  tags: ['saving'],
                  invoke: {
                    id: 'saveStatus',
                    src: 'saveStatus',
                    input: ({ context, event }) => ({
                      order: context.order!,
                      change: (event as Extract<OrderCardEvent, { type: 'status.submit' }>).change,
                    }),
                    onDone: {
                      target: '#orderCard.ready.ops.idle',
                      actions: [
                        { type: 'replaceOrder', params: ({ event }) => ({ order: event.output }) },
                        'syncLock',
                        { type: 'showDone', params: { message: 'Статус заявки изменён' } },
                      ],
                    },
                    onError: [
                      {
                        guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
                        target: '#orderCard.ready.ops.reloading',
                        actions: { type: 'showError', params: ({ event }) => ({ error: toError(event.error) }) },
                      },
                      {
                        target: 'failed',
                        actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
                      },
                    ],
                  },
                },
                failed: { on: { 'status.submit': { guard: 'statusChanged', target: 'saving' } } },
              },
            },
            move: {
              initial: 'editing',
              entry: assign({ opError: null }),
              on: { 'move.cancel': '#orderCard.ready.ops.idle' },
              states: {
                editing: { on: { 'move.submit': 'saving' } },
                saving: {
                  tags: ['saving'],
                  invoke: {
                    id: 'moveService',
                    src: 'moveService',
                    input: ({ context, event }) => ({
                      orderId: context.orderId,
                      serviceId: (event as Extract<OrderCardEvent, { type: 'move.submit' }>).serviceId,
                    }),
                    onDone: {
                      target: '#orderCard.ready.ops.idle',
                      actions: [
                        { type: 'replaceOrder', params: ({ event }) => ({ order: event.output }) },
                        'syncLock',
                        { type: 'showDone', params: { message: 'Заявка перенесена в другой сервис' } },
                      ],
                    },
                    onError: [
                      {
                        guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
                        target: '#orderCard.ready.ops.reloading',
                        actions: { type: 'showError', params: ({ event }) => ({ error: toError(event.error) }) },
                      },
                      {
                        target: 'failed',
                        actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
                      },
                    ],
                  },
                },
                failed: { on: { 'move.submit': 'saving' } },
              },
            },
            delete: {
              initial: 'confirming',
              entry: assign({ opError: null }),
              on: { 'delete.cancel': '#orderCard.ready.ops.idle' },
              states: {
                confirming: { on: { 'delete.confirm': 'deleting' } },
                deleting: {
                  tags: ['saving'],
                  invoke: {
                    id: 'removeOrder',
                    src: 'removeOrder',
                    input: ({ context }) => ({ orderId: context.orderId }),
                    onDone: {
                      target: '#orderCard.deleted',
                      actions: [{ type: 'showDone', params: { message: 'Заявка удалена' } }, 'leaveCard'],
                    },
                    onError: [
                      {
                        guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
                        target: '#orderCard.ready.ops.reloading',
                        actions: { type: 'showError', params: ({ event }) => ({ error: toError(event.error) }) },
                      },
                      {
                        target: 'failed',
                        actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
                      },
                    ],
                  },
                },
                failed: { on: { 'delete.confirm': 'deleting' } },
              },
            },
            linking: {
              tags: ['saving'],
              invoke: {
                id: 'createLinked',
                src: 'createLinked',
                input: ({ context, event }) => ({
                  orderId: context.orderId,
                  serviceId: (event as Extract<OrderCardEvent, { type: 'linked.create' }>).serviceId,
                }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'openOrder', params: ({ event }) => ({ order: event.output }) },
                },
                onError: [
                  {
                    guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
                    target: '#orderCard.ready.ops.reloading',
                    actions: { type: 'showError', params: ({ event }) => ({ error: toError(event.error) }) },
                  },
                  {
                    target: 'idle',
                    actions: { type: 'showError', params: ({ event }) => ({ error: toError(event.error) }) },
                  },
                ],
              },
            },
            reloading: {
              tags: ['busy'],
              invoke: {
                id: 'loadOrder',
                src: 'loadOrder',
                input: ({ context }) => ({ orderId: context.orderId }),
                onDone: {
                  target: 'idle',
                  actions: [{ type: 'replaceOrder', params: ({ event }) => ({ order: event.output }) }, 'syncLock'],
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'showError', params: ({ event }) => ({ error: toError(event.error) }) },
                },
              },
            },
          },
        },
      },
    },
    /** Gone: nothing is polled any more; the view has left for the list. */
    deleted: { type: 'final' },
  },
});
