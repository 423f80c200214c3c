import { assign, fromPromise, setup } from 'xstate';
import type { OrderOffer } from '../../src/shared/schemas/orderOffers';
import type { SessionError } from '../session/sessionTypes';

// The dashboard's 'Предложения заявок' for a partner's staff (GET /order_offers, POST /order_offers/{id}/accept and
// /reject): the pending offers, read again every OFFERS_REFRESH_MS, each accepted or rejected (with an optional
// comment) one at a time. An answered offer leaves the list; an offer that is no longer pending (409: expired, taken
// back, answered elsewhere) reloads the list.

export const OFFERS_REFRESH_MS = 15_000;

export type OfferAnswer = 'accept' | 'reject';

export type OffersPanelEvent =
  | { type: 'offers.accept'; id: number }
  /** 'Отклонить': the comment dialog opens. */
  | { type: 'offers.reject.open'; id: number }
  | { type: 'offers.reject'; comment?: string }
  | { type: 'offers.reject.cancel' }
  | { type: 'offers.reload' }
  /** A push said a new offer came for the partner: re-read quietly now instead of at the next tick. */
  | { type: 'offers.pushed' };

export interface OfferAnswerRequest {
  id: number;
  answer: OfferAnswer;
  comment?: string;
}

export interface OffersPanelContext {
  offers: OrderOffer[];
  /** Whether the list was read at least once (a reload keeps it on screen). */
  loaded: boolean;
  loadError: SessionError | null;
  /** The offer being rejected (the dialog) or answered. */
  request: OfferAnswerRequest | null;
}

const toError = (error: unknown): SessionError => {
  const e = error as Partial<SessionError> | undefined;
  return { message: e?.message ?? String(error), errorCode: e?.errorCode, status: e?.status };
};

/**
 * loading -> list (refreshed on a timer) -> rejecting (the comment dialog) -> answering -> list. `loadOffers` and
 * `answerOffer` come from the API wiring; `offerAnswered`, `offerStale` and `reportError` (the toasts) from the view.
 */
export const offersPanelMachine = setup({
  types: { context: {} as OffersPanelContext, events: {} as OffersPanelEvent },
  actors: {
    loadOffers: fromPromise<OrderOffer[]>(async () => {
      throw new Error('loadOffers is provided by the API wiring');
    }),
    answerOffer: fromPromise<OrderOffer, OfferAnswerRequest>(async () => {
      throw new Error('answerOffer is provided by the API wiring');
    }),
  },
  actions: {
    offerAnswered: (_, _request: OfferAnswerRequest) => {},
    offerStale: () => {},
    reportError: (_, _error: SessionError) => {},
    takeOffers: assign({ offers: (_, offers: OrderOffer[]) => offers, loaded: true, loadError: null }),
  },
  guards: {
    isListed: ({ context, event }) => 'id' in event && context.offers.some((o) => o.id === event.id),
    /** 409: the offer is no longer pending (expired, taken back, answered by a colleague). */
    isStale: ({ event }) => toError((event as { error?: unknown }).error).status === 409,
  },
  delays: {
    offersRefresh: OFFERS_REFRESH_MS,
  },
}).createMachine({
  id: 'offersPanel',
  context: { offers: [], loaded: false, loadError: null, request: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadOffers',
        src: 'loadOffers',
        onDone: { target: 'list', actions: { type: 'takeOffers', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => toError(event.error) }) },
      },
    },
    failed: { on: { 'offers.reload': { target: 'loading' } } },
    list: {
      after: { offersRefresh: { target: 'refreshing' } },
      on: {
        'offers.accept': {
          guard: 'isListed',
          target: 'answering',
          actions: assign({ request: ({ event }) => ({ id: event.id, answer: 'accept' as const }) }),
        },
        'offers.reject.open': {
          guard: 'isListed',
          target: 'rejecting',
          actions: assign({ request: ({ event }) => ({ id: event.id, answer: 'reject' as const }) }),
        },
        'offers.reload': { target: 'loading' },
        'offers.pushed': { target: 'refreshing' },
      },
    },
    /** A quiet re-read: the list stays on screen; a failed read waits for the next tick. */
    refreshing: {
      invoke: {
        id: 'loadOffers',
        src: 'loadOffers',
        onDone: { target: 'list', actions: { type: 'takeOffers', params: ({ event }) => event.output } },
        onError: { target: 'list' },
      },
    },
    rejecting: {
      on: {
        'offers.reject': {
          target: 'answering',
          actions: assign({
            request: ({ context, event }) => ({ ...context.request!, comment: event.comment?.trim() || undefined }),
          }),
        },
        'offers.reject.cancel': { target: 'list', actions: assign({ request: null }) },
      },
    },
    answering: {
      tags: ['busy'],
      invoke: {
        id: 'answerOffer',
        src: 'answerOffer',
        input: ({ context }) => context.request!,
        onDone: {
          target: 'list',
          actions: [
            assign({ offers: ({ context }) => context.offers.filter((o) => o.id !== context.request!.id) }),
            { type: 'offerAnswered', params: ({ context }) => context.request! },
            assign({ request: null }),
          ],
        },
        onError: [
          { guard: 'isStale', target: 'loading', actions: ['offerStale', assign({ request: null })] },
          {
            target: 'list',
            actions: [{ type: 'reportError', params: ({ event }) => toError(event.error) }, assign({ request: null })],
          },
        ],
      },
    },
  },
});
