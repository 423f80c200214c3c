import { assign, fromPromise, not, setup } from 'xstate';
import { WORKSPACE_POLL_MS } from '../../src/shared/constants';
import { EMPTY_WORKSPACE, shiftExpired, type WorkspaceConfig } from '../../src/shared/workspace';

export type WorkShiftEvent =
  /** The config changed in another tab (the window's 'storage' event): read it now, not at the next poll. */
  | { type: 'workspace.storageChanged' }
  /** This tab saved the config (/config/workspace): take it at once. */
  | { type: 'workspace.saved'; config: WorkspaceConfig };

export interface WorkShiftContext {
  config: WorkspaceConfig;
  /** The stored executors were set more than WORK_SHIFT_HOURS ago: 'Продлите смену'. */
  expired: boolean;
  /** The clock the expiry is checked against (Date.now in the app, a fake one in tests). */
  now: () => number;
}

export interface WorkShiftInput {
  now?: () => number;
  config?: WorkspaceConfig;
}

const sameConfig = (a: WorkspaceConfig, b: WorkspaceConfig) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The work shift: the workspace config is read every 2 s (WORKSPACE_POLL_MS) and at once when another tab changes it;
 * 'Продлите смену' shows while the stored executors are older than 12 hours. The region `reader` reads, the region
 * `shift` says whether the shift has run out (tag 'expired'). Reading the storage is the `readConfig` actor, provided
 * by the wiring; a failed read keeps what was known.
 */
export const workShiftMachine = setup({
  types: {
    context: {} as WorkShiftContext,
    events: {} as WorkShiftEvent,
    input: {} as WorkShiftInput,
  },
  actors: {
    readConfig: fromPromise<WorkspaceConfig>(async () => {
      throw new Error('readConfig is provided by the wiring');
    }),
  },
  actions: {
    // An unchanged config keeps its object, so views selecting it do not re-render every poll.
    take: assign(({ context }, config: WorkspaceConfig) => ({
      config: sameConfig(context.config, config) ? context.config : config,
      expired: shiftExpired(config, context.now()),
    })),
  },
  guards: {
    expired: ({ context }) => context.expired,
  },
  delays: {
    poll: WORKSPACE_POLL_MS,
  },
}).createMachine({
  id: 'workShift',
  context: ({ input }) => {
    const now = input.now ?? Date.now;
    const config = input.config ?? EMPTY_WORKSPACE;
    return { config, expired: shiftExpired(config, now()), now };
  },
  type: 'parallel',
  on: {
    'workspace.saved': { actions: { type: 'take', params: ({ event }) => event.config } },
  },
  states: {
    reader: {
      initial: 'reading',
      states: {
        reading: {
          invoke: {
            id: 'readConfig',
            src: 'readConfig',
            onDone: { target: 'waiting', actions: { type: 'take', params: ({ event }) => event.output } },
            onError: { target: 'waiting' },
          },
          on: { 'workspace.storageChanged': { target: 'reading', reenter: true } },
        },
        waiting: {
          after: { poll: 'reading' },
          on: { 'workspace.storageChanged': 'reading' },
        },
      },
    },
    shift: {
      initial: 'running',
      states: {
        running: { always: { guard: 'expired', target: 'expired' } },
        expired: {
          tags: ['expired'],
          always: { guard: not('expired'), target: 'running' },
        },
      },
    },
  },
});
