import { assign, fromPromise, setup } from 'xstate';
import { ERROR_CODES } from '../../src/shared/errorCodes';
import type { TravelPayment, TravelPaymentInput } from '../../src/shared/schemas/travel/travelPayments';
import type { SessionError } from '../session/sessionTypes';
import type { TravelPaymentEvent } from './travelPaymentMachine';

// The card of one travel payment. What the payment allows is never decided here: the server answers `allowedActions`
// from machines/travel/travelPaymentMachine and this chart only lets through what that list and the user's
// permissions hold, one action at a time.

/** The chosen invoice file as the chart sees it: the API wiring sends its bytes. */
export interface InvoiceFile {
  name: string;
  type: string;
  size: number;
}

/** What the card asks the server to do; each is one event of the payment chart. */
export type PaymentRequest =
  | { type: 'payment.update'; values: TravelPaymentInput }
  | { type: 'payment.uploadInvoice'; file: InvoiceFile }
  | { type: 'payment.confirm' }
  | { type: 'payment.refund'; reason: string }
  | { type: 'payment.delete' };

/** The dialogs that ask before an action; the invoice goes straight from the file chooser. */
export type PaymentDialog = Exclude<PaymentRequest['type'], 'payment.uploadInvoice'>;

export type PaymentPageEvent =
  | { type: 'page.retry' }
  | { type: 'dialog.open'; dialog: PaymentDialog }
  | { type: 'dialog.close' }
  | { type: 'action.run'; request: PaymentRequest };

export type PaymentPageError = SessionError & { details?: Record<string, string> };

export interface PaymentPageInput {
  paymentId: number;
  /** 'vzr.payments' permissionUpdate: edit, invoice, confirm. */
  canUpdate: boolean;
  /** 'vzr.payments' permissionDelete: delete and refund. */
  canDelete: boolean;
}

export interface PaymentPageContext extends PaymentPageInput {
  payment: TravelPayment | null;
  dialog: PaymentDialog | null;
  /** The action under way or last sent. */
  request: PaymentRequest | null;
  loadError: PaymentPageError | null;
  /** The refusal of the last action, kept until the next one (the dialog shows it at its fields). */
  error: PaymentPageError | null;
}

const NEEDS_DELETE: PaymentRequest['type'][] = ['payment.delete', 'payment.refund'];

const toError = (e: unknown): PaymentPageError => {
  const err = e as Partial<PaymentPageError> | undefined;
  return { message: err?.message ?? String(e), errorCode: err?.errorCode, status: err?.status, details: err?.details };
};

/** The payment allows the action now (its allowedActions) and the user holds the permission for it. */
export function permitted(
  context: Pick<PaymentPageContext, 'payment' | 'canUpdate' | 'canDelete'>,
  type: TravelPaymentEvent['type'],
) {
  const allowed = context.payment?.allowedActions.includes(type) ?? false;
  return allowed && (NEEDS_DELETE.includes(type) ? context.canDelete : context.canUpdate);
}

/**
 * Confirming waits for the invoice: the chart refuses `payment.confirm` from `registered` only when the payment
 * type asks for an invoice and none is uploaded, so a registered payment without an invoice and without confirm is
 * exactly that case.
 */
export const invoiceBlocksConfirm = (payment: TravelPayment | null) =>
  payment !== null &&
  payment.state === 'registered' &&
  payment.invoice === null &&
  !payment.allowedActions.includes('payment.confirm');

const provided = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(async () => {
    throw new Error(`${name} is provided by the API wiring`);
  });

/**
 * loading -> ready | loadFailed (retry). ready -> acting (runAction) -> ready with the answer; a 409
 * INELIGIBLE_STATE -> reloading -> ready (staleReloaded); any other failure -> ready with the error recorded and
 * shown, its dialog left open with what was typed. A delete ends in deleted. Calls come from the API wiring, toasts
 * and navigation from the view.
 */
export const travelPaymentPageMachine = setup({
  types: { context: {} as PaymentPageContext, events: {} as PaymentPageEvent, input: {} as PaymentPageInput },
  actors: {
    loadPayment: provided<TravelPayment, { paymentId: number }>('loadPayment'),
    runAction: provided<TravelPayment, { paymentId: number; request: PaymentRequest }>('runAction'),
  },
  actions: {
    showPayment: assign((_, params: { payment: TravelPayment }) => ({ payment: params.payment })),
    openDialog: assign({
      dialog: ({ event }) => (event.type === 'dialog.open' ? event.dialog : null),
      error: null,
    }),
    closeDialog: assign({ dialog: null }),
    takeRequest: assign(({ event }) => (event.type === 'action.run' ? { request: event.request, error: null } : {})),
    recordError: assign({ error: (_, params: { error: unknown }) => toError(params.error) }),
    recordLoadError: assign({ loadError: (_, params: { error: unknown }) => toError(params.error) }),
    /** A success toast naming the action. */
    actionDone: (_, _params: { request: PaymentRequest }) => {},
    /** The error toast with the server's message. */
    showError: (_, _params: { error: PaymentPageError }) => {},
    /** «Платёж был изменён. Данные по платежу обновлены.» */
    staleReloaded: () => {},
    /** The payment is deleted: back to the list. */
    paymentDeleted: () => {},
  },
  guards: {
    mayOpen: ({ context, event }) => event.type === 'dialog.open' && permitted(context, event.dialog),
    mayRun: ({ context, event }) => event.type === 'action.run' && permitted(context, event.request.type),
    wasDelete: ({ context }) => context.request?.type === 'payment.delete',
    ineligible: (_, params: { error: unknown }) => toError(params.error).errorCode === ERROR_CODES.ineligibleState,
  },
}).createMachine({
  id: 'travelPaymentPage',
  context: ({ input }) => ({ ...input, payment: null, dialog: null, request: null, loadError: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPayment',
        src: 'loadPayment',
        input: ({ context }) => ({ paymentId: context.paymentId }),
        onDone: {
          target: 'ready',
          actions: { type: 'showPayment', params: ({ event }) => ({ payment: event.output }) },
        },
        onError: { target: 'loadFailed', actions: { type: 'recordLoadError', params: ({ event }) => event } },
      },
    },
    loadFailed: { on: { 'page.retry': { target: 'loading', actions: assign({ loadError: null }) } } },
    ready: {
      on: {
        'dialog.open': { guard: 'mayOpen', actions: 'openDialog' },
        'dialog.close': { actions: 'closeDialog' },
        'action.run': { guard: 'mayRun', target: 'acting', actions: 'takeRequest' },
      },
    },
    acting: {
      tags: ['busy'],
      invoke: {
        id: 'runAction',
        src: 'runAction',
        input: ({ context }) => ({ paymentId: context.paymentId, request: context.request! }),
        onDone: [
          {
            guard: 'wasDelete',
            target: 'deleted',
            actions: [
              { type: 'showPayment', params: ({ event }) => ({ payment: event.output }) },
              'closeDialog',
              'paymentDeleted',
            ],
          },
          {
            target: 'ready',
            actions: [
              { type: 'showPayment', params: ({ event }) => ({ payment: event.output }) },
              'closeDialog',
              { type: 'actionDone', params: ({ context }) => ({ request: context.request! }) },
            ],
          },
        ],
        onError: [
          {
            guard: { type: 'ineligible', params: ({ event }) => ({ error: event.error }) },
            target: 'reloading',
            actions: [{ type: 'recordError', params: ({ event }) => ({ error: event.error }) }, 'closeDialog'],
          },
          {
            target: 'ready',
            actions: [
              { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
              { type: 'showError', params: ({ event }) => ({ error: toError(event.error) }) },
            ],
          },
        ],
      },
    },
    reloading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPayment',
        src: 'loadPayment',
        input: ({ context }) => ({ paymentId: context.paymentId }),
        onDone: {
          target: 'ready',
          actions: [{ type: 'showPayment', params: ({ event }) => ({ payment: event.output }) }, 'staleReloaded'],
        },
        onError: { target: 'loadFailed', actions: { type: 'recordLoadError', params: ({ event }) => event } },
      },
    },
    deleted: { type: 'final' },
  },
});
