import { assign, fromPromise, setup } from 'xstate';
import type {
  VehicleCatalogChange,
  VehicleChangeStatus,
} from '../../src/shared/schemas/vehicles/vehicleCatalogChanges';
import type { SessionError } from '../session/sessionTypes';

// /vehicle/changes/:group/: one group's staged catalogue changes. The operator picks pending rows and applies or
// rejects them after a confirmation; the server applies all or none, so a refusal keeps the choice and shows the
// reasons (per row in `error.details`) in the confirmation. After a review the rows are loaded again. The status
// filter shows the history (applied, rejected), where nothing can be chosen.

export type ReviewAction = 'apply' | 'reject';

export type VehicleChangesReviewEvent =
  | { type: 'changes.toggle'; id: number }
  | { type: 'changes.toggleAll' }
  | { type: 'changes.status'; status: VehicleChangeStatus }
  | { type: 'changes.apply' }
  | { type: 'changes.reject' }
  | { type: 'changes.confirm' }
  | { type: 'changes.cancel' }
  | { type: 'changes.reload' };

export interface VehicleChangesReviewContext {
  status: VehicleChangeStatus;
  rows: VehicleCatalogChange[] | null;
  selected: number[];
  action: ReviewAction | null;
  error: (SessionError & { details?: Record<string, string> }) | null;
  /** What the last review did, for the notice. */
  lastReview: { action: ReviewAction; count: number } | null;
}

const toError = (error: unknown): VehicleChangesReviewContext['error'] => {
  const e = error as (Partial<SessionError> & { details?: Record<string, string> }) | undefined;
  return { message: e?.message ?? String(error), errorCode: e?.errorCode, status: e?.status, details: e?.details };
};

/** Where applying and rejecting go: done (then loaded again) or failed with the server's reasons. */
const submitOutcome = {
  onDone: { target: 'done', actions: 'recordReview' },
  onError: { target: 'failed', actions: 'recordError' },
} as const;

export const vehicleChangesReviewMachine = setup({
  types: {
    context: {} as VehicleChangesReviewContext,
    events: {} as VehicleChangesReviewEvent,
    input: {} as { status?: VehicleChangeStatus },
  },
  actors: {
    load: fromPromise<VehicleCatalogChange[], { status: VehicleChangeStatus }>(async () => {
      throw new Error('load is provided by the view');
    }),
    apply: fromPromise<unknown[], { ids: number[] }>(async () => {
      throw new Error('apply is provided by the view');
    }),
    reject: fromPromise<unknown[], { ids: number[] }>(async () => {
      throw new Error('reject is provided by the view');
    }),
  },
  actions: {
    recordReview: assign({
      lastReview: ({ context, event }) => ({
        action: context.action ?? 'apply',
        count: (event as unknown as { output: unknown[] }).output.length,
      }),
      selected: [],
      action: null,
    }),
    recordError: assign({ error: ({ event }) => toError((event as unknown as { error: unknown }).error) }),
  },
  guards: {
    canReview: ({ context }) => context.status === 'pending' && context.selected.length > 0,
    applying: ({ context }) => context.action === 'apply',
  },
}).createMachine({
  id: 'vehicleChangesReview',
  context: ({ input }) => ({
    status: input.status ?? 'pending',
    rows: null,
    selected: [],
    action: null,
    error: null,
    lastReview: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'load',
        input: ({ context }) => ({ status: context.status }),
        onDone: {
          target: 'review',
          // A chosen row no longer listed drops out of the choice.
          actions: assign({
            rows: ({ event }) => event.output,
            selected: ({ context, event }) => context.selected.filter((id) => event.output.some((r) => r.id === id)),
            error: null,
          }),
        },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => toError(event.error) }) },
      },
    },
    loadFailed: { on: { 'changes.reload': 'loading' } },
    review: {
      on: {
        'changes.reload': 'loading',
        'changes.status': {
          target: 'loading',
          actions: assign({ status: ({ event }) => event.status, selected: [], rows: null, lastReview: null }),
        },
        'changes.toggle': {
          guard: ({ context }) => context.status === 'pending',
          actions: assign({
            selected: ({ context, event }) =>
              context.selected.includes(event.id)
                ? context.selected.filter((id) => id !== event.id)
                : [...context.selected, event.id],
          }),
        },
        'changes.toggleAll': {
          guard: ({ context }) => context.status === 'pending',
          actions: assign({
            selected: ({ context }) => {
              const all = context.rows?.map((r) => r.id) ?? [];
              return context.selected.length === all.length ? [] : all;
            },
          }),
        },
        'changes.apply': {
          guard: 'canReview',
          target: 'confirming',
          actions: assign({ action: 'apply', error: null }),
        },
        'changes.reject': {
          guard: 'canReview',
          target: 'confirming',
          actions: assign({ action: 'reject', error: null }),
        },
      },
    },
    confirming: {
      on: {
        'changes.confirm': [{ guard: 'applying', target: 'applying' }, { target: 'rejecting' }],
        'changes.cancel': { target: 'review', actions: assign({ action: null }) },
      },
    },
    applying: {
      tags: ['busy', 'submitting'],
      entry: assign({ error: null }),
      invoke: { src: 'apply', input: ({ context }) => ({ ids: context.selected }), ...submitOutcome },
    },
    rejecting: {
      tags: ['busy', 'submitting'],
      entry: assign({ error: null }),
      invoke: { src: 'reject', input: ({ context }) => ({ ids: context.selected }), ...submitOutcome },
    },
    /** Refused: the confirmation stays open with the reasons; confirming again retries. */
    failed: {
      on: {
        'changes.confirm': [{ guard: 'applying', target: 'applying' }, { target: 'rejecting' }],
        'changes.cancel': { target: 'loading', actions: assign({ action: null }) },
      },
    },
    done: { always: 'loading' },
  },
});
