import { assign, fromPromise, setup } from 'xstate';
import { ERROR_CODES } from '../../src/shared/errorCodes';
import type { ActComment, ActInvoice, ReconciliationAct } from '../../src/shared/schemas/reconciliation';
import type { SessionError } from '../session/sessionTypes';
import type { ActEvent } from './reconciliationActMachine';

// The page of one reconciliation act. What the act allows is never decided here: the server answers `allowedActions`
// from machines/reconciliation/reconciliationActMachine and this chart only lets through what that list and the user's
// permissions hold, one action at a time.

/** What the page asks the server to do; each is one event of the act chart. */
export type ActRequest =
  | { type: 'act.ratify' }
  | { type: 'act.verify' }
  | { type: 'act.finalize' }
  | { type: 'act.hardDelete' }
  | { type: 'act.reject'; comment: string }
  | { type: 'act.notifyRecalculation'; comment?: string }
  | { type: 'act.invoices.add'; invoiceIds: number[] }
  | { type: 'act.invoices.remove'; invoiceIds: number[] };

/** The dialogs that ask before an action: a confirmation, a comment, the invoices to add. */
export type ActDialog = Exclude<ActRequest['type'], 'act.invoices.remove'>;

export type ActPageEvent =
  | { type: 'page.retry' }
  | { type: 'dialog.open'; dialog: ActDialog }
  | { type: 'dialog.close' }
  | { type: 'action.run'; request: ActRequest }
  /** Put the recorded error away. */
  | { type: 'error.dismiss' };

export type ActPageError = SessionError & { details?: Record<string, string> };

export interface ActPageInput {
  actId: number;
  /** 'reconciliation' permissionUpdate: every action but the hard delete. */
  canUpdate: boolean;
  /** 'reconciliation' permissionDelete: the hard delete. */
  canDelete: boolean;
}

export interface ActPageContext extends ActPageInput {
  act: ReconciliationAct | null;
  content: ActInvoice[];
  comments: ActComment[];
  dialog: ActDialog | null;
  /** The action under way or last sent. */
  request: ActRequest | null;
  loadError: ActPageError | null;
  /** The error of the last action, kept as the current one until the next action. */
  error: ActPageError | null;
}

/** Adding and removing invoices are the chart's 'act.update'. */
export const chartEventOf = (type: ActRequest['type']): ActEvent['type'] =>
  type === 'act.invoices.add' || type === 'act.invoices.remove' ? 'act.update' : type;

/** These failures are only recorded, never rethrown as a toast. */
const RECORD_ONLY: ActRequest['type'][] = ['act.invoices.add', 'act.notifyRecalculation'];

const toError = (e: unknown): ActPageError => {
  const err = e as Partial<ActPageError> | undefined;
  return { message: err?.message ?? String(e), errorCode: err?.errorCode, status: err?.status, details: err?.details };
};

/** The act allows the action now (its allowedActions) and the user holds the permission for it. */
export function permitted(context: Pick<ActPageContext, 'act' | 'canUpdate' | 'canDelete'>, type: ActRequest['type']) {
  const allowed = context.act?.allowedActions.includes(chartEventOf(type)) ?? false;
  return allowed && (type === 'act.hardDelete' ? context.canDelete : context.canUpdate);
}

const provided = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(async () => {
    throw new Error(`${name} is provided by the API wiring`);
  });

/** Where no call is under way: a dialog opens or closes, an action is sent. */
const settled = {
  'dialog.open': { guard: 'mayOpen', actions: 'openDialog' },
  'dialog.close': { actions: 'closeDialog' },
  'action.run': { guard: 'mayRun', target: 'acting', actions: 'takeRequest' },
} as const;

/**
 * loading -> ready | loadFailed (retry). ready -> acting (runAction) -> refreshing (content and comments read
 * again) -> ready with the answer; a 409 INELIGIBLE_STATE -> reloading -> ready (staleReloaded); an add-invoices or
 * recalculation failure -> failed (recorded, no toast); any other failure -> ready with showError, its dialog left
 * open. A hard delete ends in deleted. Calls come from the API wiring, toasts and navigation from the view.
 */
export const reconciliationActPageMachine = setup({
  types: { context: {} as ActPageContext, events: {} as ActPageEvent, input: {} as ActPageInput },
  actors: {
    loadAct: provided<ReconciliationAct, { actId: number }>('loadAct'),
    loadDetails: provided<{ content: ActInvoice[]; comments: ActComment[] }, { actId: number }>('loadDetails'),
    runAction: provided<ReconciliationAct, { actId: number; request: ActRequest }>('runAction'),
  },
  actions: {
    /** The server's act is what the page shows, with the content and history it carries. */
    showAct: assign((_, params: { act: ReconciliationAct }) => ({
      act: params.act,
      content: params.act.content,
      comments: params.act.comments,
    })),
    openDialog: assign({ dialog: ({ event }) => (event.type === 'dialog.open' ? event.dialog : null) }),
    closeDialog: assign({ dialog: null }),
    takeRequest: assign(({ event }) => (event.type === 'action.run' ? { request: event.request, error: null } : {})),
    recordError: assign({ error: (_, params: { error: unknown }) => toError(params.error) }),
    /** A success toast naming the action. */
    actionDone: (_, _params: { request: ActRequest }) => {},
    /** The error toast with the server's message. */
    showError: (_, _params: { error: ActPageError }) => {},
    /** 'Акт был изменён другим пользователем. Данные обновлены.' */
    staleReloaded: () => {},
    /** The act is gone: back to the list. */
    actDeleted: () => {},
  },
  guards: {
    mayOpen: ({ context, event }) => event.type === 'dialog.open' && permitted(context, event.dialog),
    mayRun: ({ context, event }) => {
      if (event.type !== 'action.run') return false;
      const { request } = event;
      const ids = 'invoiceIds' in request ? request.invoiceIds : null;
      return permitted(context, request.type) && (ids === null || ids.length > 0);
    },
    wasHardDelete: ({ context }) => context.request?.type === 'act.hardDelete',
    ineligible: (_, params: { error: unknown }) => toError(params.error).errorCode === ERROR_CODES.ineligibleState,
    recordOnly: ({ context }) => context.request !== null && RECORD_ONLY.includes(context.request.type),
  },
}).createMachine({
  id: 'reconciliationActPage',
  context: ({ input }) => ({
    ...input,
    act: null,
    content: [],
    comments: [],
    dialog: null,
    request: null,
    loadError: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadAct',
        src: 'loadAct',
        input: ({ context }) => ({ actId: context.actId }),
        onDone: { target: 'ready', actions: { type: 'showAct', params: ({ event }) => ({ act: event.output }) } },
        onError: { target: 'loadFailed', actions: assign({ loadError: ({ event }) => toError(event.error) }) },
      },
    },
    loadFailed: { on: { 'page.retry': { target: 'loading', actions: assign({ loadError: null }) } } },
    ready: { on: { ...settled } },
    acting: {
      tags: ['busy'],
      invoke: {
        id: 'runAction',
        src: 'runAction',
        input: ({ context }) => ({ actId: context.actId, request: context.request! }),
        onDone: [
          {
            guard: 'wasHardDelete',
            target: 'deleted',
            actions: [
              assign({ act: ({ event }) => event.output, content: [], comments: [], dialog: null }),
              'actDeleted',
            ],
          },
          {
            target: 'refreshing',
            actions: [
              { type: 'showAct', params: ({ event }) => ({ act: event.output }) },
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
            guard: 'recordOnly',
            target: 'failed',
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
    refreshing: {
      tags: ['busy'],
      invoke: {
        id: 'loadDetails',
        src: 'loadDetails',
        input: ({ context }) => ({ actId: context.actId }),
        onDone: {
          target: 'ready',
          actions: assign({
            content: ({ event }) => event.output.content,
            comments: ({ event }) => event.output.comments,
          }),
        },
        // The answer's own content and history stay on screen.
        onError: {
          target: 'ready',
          actions: { type: 'showError', params: ({ event }) => ({ error: toError(event.error) }) },
        },
      },
    },
    reloading: {
      tags: ['busy'],
      invoke: {
        id: 'loadAct',
        src: 'loadAct',
        input: ({ context }) => ({ actId: context.actId }),
        onDone: {
          target: 'ready',
          actions: [{ type: 'showAct', params: ({ event }) => ({ act: event.output }) }, 'staleReloaded'],
        },
        onError: { target: 'loadFailed', actions: assign({ loadError: ({ event }) => toError(event.error) }) },
      },
    },
    failed: { on: { ...settled, 'error.dismiss': { target: 'ready', actions: assign({ error: null }) } } },
    deleted: { type: 'final' },
  },
});
