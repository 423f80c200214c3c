import { assign, fromPromise, setup } from 'xstate';
import { ERROR_CODES } from '../../src/shared/errorCodes';
import type { Dispatch } from '../../src/shared/schemas/orderOffers';
import type { SessionError } from '../session/sessionTypes';
import type { DispatchEvent } from './orderOfferMachine';

// The order card's 'Поиск партнёра' (start, restart, manual operator processing). The rules live in orderOfferMachine
// on the server; this chart only shows the dispatch the server answers and runs the operator's actions one at a time,
// offering exactly the server's allowedActions.

/** The operator's buttons; accept / reject / expire are the partner's side and never offered here. */
export type DispatchAction = Extract<DispatchEvent['type'], 'offer.start' | 'offer.restart' | 'offer.operator'>;
export const DISPATCH_ACTIONS: readonly DispatchAction[] = ['offer.start', 'offer.restart', 'offer.operator'];

/** How often an offer under way is read again, so the partner's answer shows up live. */
export const DISPATCH_POLL_MS = 5_000;

export type DispatchPanelEvent =
  | { type: 'dispatch.act'; action: DispatchAction }
  | { type: 'dispatch.retry' }
  /** The card's rights changed (read-only order, permission). */
  | { type: 'dispatch.access'; canAct: boolean };

export interface DispatchPanelContext {
  orderId: number;
  /** The user may act: permissionUpdate on 'order.evacuation.dispatch' and the card is not read-only. */
  canAct: boolean;
  dispatch: Dispatch | null;
  loadError: SessionError | null;
  /** The action under way. */
  action: DispatchAction | null;
}

const toError = (error: unknown): SessionError => {
  const e = error as Partial<SessionError> | undefined;
  return { message: e?.message ?? String(error), errorCode: e?.errorCode, status: e?.status };
};
const errorOf = (event: unknown) => toError((event as { error?: unknown }).error);

/**
 * loading -> still (nothing to wait for) | watching (an offer under way: read again every DISPATCH_POLL_MS) ->
 * acting (one action at a time; its answer replaces the dispatch). A stale action (409 INELIGIBLE_STATE) reloads
 * and says so; any other refusal keeps the dispatch and reports the server's message. `loadDispatch` and
 * `runAction` come from the API wiring; `stateChanged`, `actionDone` and `reportError` (the toasts) from the view.
 */
export const dispatchPanelMachine = setup({
  types: {
    context: {} as DispatchPanelContext,
    events: {} as DispatchPanelEvent,
    input: {} as { orderId: number; canAct: boolean },
  },
  actors: {
    loadDispatch: fromPromise<Dispatch, { orderId: number }>(async () => {
      throw new Error('loadDispatch is provided by the API wiring');
    }),
    runAction: fromPromise<Dispatch, { orderId: number; action: DispatchAction }>(async () => {
      throw new Error('runAction is provided by the API wiring');
    }),
  },
  actions: {
    stateChanged: (_, _error: SessionError) => {},
    actionDone: (_, _action: DispatchAction) => {},
    reportError: (_, _error: SessionError) => {},
    takeDispatch: assign({ dispatch: (_, dispatch: Dispatch) => dispatch, loadError: null }),
  },
  guards: {
    isOffering: ({ context }) => context.dispatch?.state === 'offering',
    actionAllowed: ({ context, event }) =>
      event.type === 'dispatch.act' &&
      context.canAct &&
      (context.dispatch?.allowedActions.includes(event.action) ?? false),
    isStale: ({ event }) => errorOf(event).errorCode === ERROR_CODES.ineligibleState,
  },
  delays: {
    dispatchPoll: DISPATCH_POLL_MS,
  },
}).createMachine({
  id: 'dispatchPanel',
  context: ({ input }) => ({
    orderId: input.orderId,
    canAct: input.canAct,
    dispatch: null,
    loadError: null,
    action: null,
  }),
  initial: 'loading',
  on: {
    'dispatch.access': { actions: assign({ canAct: ({ event }) => event.canAct }) },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadDispatch',
        src: 'loadDispatch',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: { target: 'settling', actions: { type: 'takeDispatch', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => toError(event.error) }) },
      },
    },
    failed: { on: { 'dispatch.retry': { target: 'loading' } } },
    /** Where an answer leads: an offer under way is watched. */
    settling: { always: [{ guard: 'isOffering', target: 'watching' }, { target: 'still' }] },
    still: {
      on: {
        'dispatch.act': {
          guard: 'actionAllowed',
          target: 'acting',
          actions: assign({ action: ({ event }) => event.action }),
        },
      },
    },
    watching: {
      after: { dispatchPoll: { target: 'refreshing' } },
      on: {
        'dispatch.act': {
          guard: 'actionAllowed',
          target: 'acting',
          actions: assign({ action: ({ event }) => event.action }),
        },
      },
    },
    /** A quiet re-read: the dispatch stays on screen; a failed read is tried again at the next tick. */
    refreshing: {
      invoke: {
        id: 'loadDispatch',
        src: 'loadDispatch',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: { target: 'settling', actions: { type: 'takeDispatch', params: ({ event }) => event.output } },
        onError: { target: 'watching' },
      },
    },
    acting: {
      tags: ['busy'],
      invoke: {
        id: 'runAction',
        src: 'runAction',
        input: ({ context }) => ({ orderId: context.orderId, action: context.action! }),
        onDone: {
          target: 'settling',
          actions: [
            { type: 'takeDispatch', params: ({ event }) => event.output },
            { type: 'actionDone', params: ({ context }) => context.action! },
            assign({ action: null }),
          ],
        },
        onError: [
          {
            guard: 'isStale',
            target: 'loading',
            actions: [{ type: 'stateChanged', params: ({ event }) => toError(event.error) }, assign({ action: null })],
          },
          {
            target: 'settling',
            actions: [{ type: 'reportError', params: ({ event }) => toError(event.error) }, assign({ action: null })],
          },
        ],
      },
    },
  },
});
