import { assign, fromPromise, setup } from 'xstate';
import { ERROR_CODES } from '../../src/shared/errorCodes';
import type { TravelPaymentListItem } from '../../src/shared/schemas/travel/travelPayments';
import type { TravelPolicy } from '../../src/shared/schemas/travel/travelPolicies';
import type { SessionError } from '../session/sessionTypes';

// The card of one travel policy. What the policy allows is never decided here: the server answers `allowedActions`
// from machines/travel/travelPolicyMachine and this chart lets through only what that list and the user's
// permissions hold, one action at a time. Editing a draft is a state of the page, so the card and its form never
// both act on the policy.

/** What the card asks the server to do; each is one event of the policy chart. */
export type PolicyRequest = { type: 'policy.accept' } | { type: 'policy.annul'; reason: string };
export type PolicyDialog = PolicyRequest['type'];
/** The card's actions: the two above and the draft's edit. */
export type PolicyAction = PolicyDialog | 'policy.update';

export interface PolicyHistoryEntry {
  id: number;
  action: string;
  actionName: string;
  fromState: TravelPolicy['state'] | null;
  toState: TravelPolicy['state'];
  comment: string | null;
  userName: string | null;
  createdAt: number;
}

/** The policy's history and payments, read beside it. */
export interface PolicyDetails {
  history: PolicyHistoryEntry[];
  payments: TravelPaymentListItem[];
}

export type PolicyPageEvent =
  | { type: 'page.retry' }
  | { type: 'dialog.open'; dialog: PolicyDialog }
  | { type: 'dialog.close' }
  | { type: 'action.run'; request: PolicyRequest }
  | { type: 'edit.start' }
  | { type: 'edit.cancel' }
  /** The form saved the draft: its answer is the policy now. */
  | { type: 'edit.saved'; policy: TravelPolicy };

export type PolicyPageError = SessionError & { details?: Record<string, string> };

export interface PolicyPageInput {
  policyId: number;
  /** 'vzr.policies' permissionUpdate: edit and issue. */
  canUpdate: boolean;
  /** 'vzr.policies' permissionDelete: annul. */
  canDelete: boolean;
}

export interface PolicyPageContext extends PolicyPageInput, PolicyDetails {
  policy: TravelPolicy | null;
  dialog: PolicyDialog | null;
  /** The action under way or last sent. */
  request: PolicyRequest | null;
  loadError: PolicyPageError | null;
  /** The refusal of the last action, until the next one. */
  error: PolicyPageError | null;
}

const toError = (e: unknown): PolicyPageError => {
  const err = e as Partial<PolicyPageError> | undefined;
  return { message: err?.message ?? String(e), errorCode: err?.errorCode, status: err?.status, details: err?.details };
};

/** The policy allows the action now (its allowedActions) and the user holds the permission for it. */
export function permitted(context: Pick<PolicyPageContext, 'policy' | 'canUpdate' | 'canDelete'>, type: PolicyAction) {
  const allowed = context.policy?.allowedActions.includes(type) ?? false;
  return allowed && (type === 'policy.annul' ? context.canDelete : context.canUpdate);
}

const provided = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(async () => {
    throw new Error(`${name} is provided by the API wiring`);
  });

/**
 * loading -> ready | loadFailed (retry). ready -> acting -> refreshing (history and payments read again) -> ready with
 * the answer; a 409 INELIGIBLE_STATE -> reloading -> ready (staleReloaded: «Полис был изменён.»); any other refusal ->
 * ready with showError, its dialog left open with what was typed. ready -> editing (a draft's form) -> refreshing on
 * save, ready on cancel. Calls come from the API wiring, toasts from the view.
 */
export const travelPolicyPageMachine = setup({
  types: { context: {} as PolicyPageContext, events: {} as PolicyPageEvent, input: {} as PolicyPageInput },
  actors: {
    loadPage: provided<{ policy: TravelPolicy } & PolicyDetails, { policyId: number }>('loadPage'),
    loadDetails: provided<PolicyDetails, { policyId: number }>('loadDetails'),
    runAction: provided<TravelPolicy, { policyId: number; request: PolicyRequest }>('runAction'),
  },
  actions: {
    showPage: assign((_, params: { policy: TravelPolicy } & PolicyDetails) => ({ ...params })),
    showPolicy: assign((_, params: { policy: TravelPolicy }) => ({ policy: params.policy })),
    openDialog: assign({ dialog: ({ event }) => (event.type === 'dialog.open' ? event.dialog : null) }),
    closeDialog: assign({ dialog: null }),
    takeRequest: assign(({ event }) => (event.type === 'action.run' ? { request: event.request, error: null } : {})),
    recordLoadError: assign({ loadError: (_, params: { error: unknown }) => toError(params.error) }),
    recordError: assign({ error: (_, params: { error: unknown }) => toError(params.error) }),
    /** A success toast naming the action. */
    actionDone: (_, _params: { request: PolicyRequest }) => {},
    /** The error toast with the server's message. */
    showError: (_, _params: { error: PolicyPageError }) => {},
    /** «Полис был изменён.» / «Данные по полису обновлены.» */
    staleReloaded: () => {},
  },
  guards: {
    mayOpen: ({ context, event }) => event.type === 'dialog.open' && permitted(context, event.dialog),
    mayRun: ({ context, event }) => {
      if (event.type !== 'action.run') return false;
      const { request } = event;
      return permitted(context, request.type) && (request.type !== 'policy.annul' || request.reason.trim() !== '');
    },
    mayEdit: ({ context }) => permitted(context, 'policy.update'),
    ineligible: (_, params: { error: unknown }) => toError(params.error).errorCode === ERROR_CODES.ineligibleState,
  },
}).createMachine({
  id: 'travelPolicyPage',
  context: ({ input }) => ({
    ...input,
    policy: null,
    history: [],
    payments: [],
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
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ policyId: context.policyId }),
        onDone: { target: 'ready', actions: { type: 'showPage', params: ({ event }) => event.output } },
        onError: {
          target: 'loadFailed',
          actions: { type: 'recordLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: { on: { 'page.retry': { target: 'loading', actions: assign({ loadError: null }) } } },
    ready: {
      on: {
        'dialog.open': { guard: 'mayOpen', actions: 'openDialog' },
        'dialog.close': { actions: 'closeDialog' },
        'action.run': { guard: 'mayRun', target: 'acting', actions: 'takeRequest' },
        'edit.start': { guard: 'mayEdit', target: 'editing', actions: 'closeDialog' },
      },
    },
    editing: {
      on: {
        'edit.cancel': { target: 'ready' },
        'edit.saved': {
          target: 'refreshing',
          actions: { type: 'showPolicy', params: ({ event }) => ({ policy: event.policy }) },
        },
      },
    },
    acting: {
      tags: ['busy'],
      invoke: {
        id: 'runAction',
        src: 'runAction',
        input: ({ context }) => ({ policyId: context.policyId, request: context.request! }),
        onDone: {
          target: 'refreshing',
          actions: [
            { type: 'showPolicy', params: ({ event }) => ({ policy: event.output }) },
            'closeDialog',
            { type: 'actionDone', params: ({ context }) => ({ request: context.request! }) },
          ],
        },
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
    refreshing: {
      tags: ['busy'],
      invoke: {
        id: 'loadDetails',
        src: 'loadDetails',
        input: ({ context }) => ({ policyId: context.policyId }),
        onDone: {
          target: 'ready',
          actions: assign({
            history: ({ event }) => event.output.history,
            payments: ({ event }) => event.output.payments,
          }),
        },
        // The answer's policy stays on screen with the history read before.
        onError: {
          target: 'ready',
          actions: { type: 'showError', params: ({ event }) => ({ error: toError(event.error) }) },
        },
      },
    },
    reloading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ policyId: context.policyId }),
        onDone: {
          target: 'ready',
          actions: [{ type: 'showPage', params: ({ event }) => event.output }, 'staleReloaded'],
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'recordLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
