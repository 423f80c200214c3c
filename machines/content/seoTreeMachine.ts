import { assign, fromPromise, setup } from 'xstate';
import type { SeoPage } from '../../src/shared/schemas/content/seoPages';
import type { SessionError } from '../session/sessionTypes';

// The page actions of the SEO tree screen besides the page form: re-parent (a drop, or the form's parent select),
// reindex, and delete after a confirmation. One action at a time; a refusal is kept for the view to show.

export type SeoTreeAction =
  | { kind: 'move'; page: SeoPage; parentId: number | null }
  | { kind: 'reindex'; page: SeoPage }
  | { kind: 'delete'; page: SeoPage };

export type SeoTreeEvent =
  | { type: 'page.move'; page: SeoPage; parentId: number | null }
  | { type: 'page.reindex'; page: SeoPage }
  | { type: 'page.delete'; page: SeoPage }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

export interface SeoTreeContext {
  action: SeoTreeAction | null;
  error: SessionError | null;
}

const toError = (error: unknown): SessionError => {
  const e = error as Partial<SessionError> | undefined;
  return { message: e?.message ?? String(error), errorCode: e?.errorCode, status: e?.status };
};

/** A page dropped where it already is, or onto itself, is no move. */
const isMove = (page: SeoPage, parentId: number | null) => page.id !== parentId && page.parentId !== parentId;

/**
 * idle -> working (move, reindex) -> idle; idle -> confirmingDelete -> deleting -> idle, or back to confirming with
 * the refusal. `runAction` comes from the API wiring; `actionDone` (reload, toast) and `actionFailed` from the view.
 */
export const seoTreeMachine = setup({
  types: { context: {} as SeoTreeContext, events: {} as SeoTreeEvent },
  actors: {
    runAction: fromPromise<unknown, SeoTreeAction>(async () => {
      throw new Error('runAction is provided by the API wiring');
    }),
  },
  actions: {
    actionDone: (_, _params: { action: SeoTreeAction }) => {},
    actionFailed: (_, _params: { error: SessionError }) => {},
  },
  guards: {
    realMove: ({ event }) => event.type === 'page.move' && isMove(event.page, event.parentId),
  },
}).createMachine({
  id: 'seoTree',
  context: { action: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'page.move': {
          guard: 'realMove',
          target: 'working',
          actions: assign({ action: ({ event }) => ({ kind: 'move', page: event.page, parentId: event.parentId }) }),
        },
        'page.reindex': {
          target: 'working',
          actions: assign({ action: ({ event }) => ({ kind: 'reindex', page: event.page }) }),
        },
        'page.delete': {
          target: 'confirmingDelete',
          actions: assign({ action: ({ event }) => ({ kind: 'delete', page: event.page }), error: null }),
        },
      },
    },
    working: {
      tags: ['busy'],
      invoke: {
        id: 'runAction',
        src: 'runAction',
        input: ({ context }) => context.action!,
        onDone: {
          target: 'idle',
          actions: [
            { type: 'actionDone', params: ({ context }) => ({ action: context.action! }) },
            assign({ action: null, error: null }),
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            assign({ error: ({ event }) => toError(event.error) }),
            { type: 'actionFailed', params: ({ event }) => ({ error: toError(event.error) }) },
          ],
        },
      },
    },
    confirmingDelete: {
      on: {
        'delete.confirm': { target: 'deleting' },
        'delete.cancel': { target: 'idle', actions: assign({ action: null, error: null }) },
      },
    },
    deleting: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'deletePage',
        src: 'runAction',
        input: ({ context }) => context.action!,
        onDone: {
          target: 'idle',
          actions: [
            { type: 'actionDone', params: ({ context }) => ({ action: context.action! }) },
            assign({ action: null }),
          ],
        },
        onError: { target: 'confirmingDelete', actions: assign({ error: ({ event }) => toError(event.error) }) },
      },
    },
  },
});
