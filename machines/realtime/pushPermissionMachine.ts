import { assign, fromPromise, setup } from 'xstate';

/**
 * The browser's notification permission; 'unsupported' when it has no Web Push (or the page is not a secure context).
 */
export type PushPermission = 'default' | 'granted' | 'denied' | 'unsupported';

export type PushPermissionEvent =
  | { type: 'push.enable' }
  /** The browser's permission changed outside the banner (site settings, another tab). */
  | { type: 'push.permissionChanged'; permission: PushPermission }
  /** Another user logged in this tab: the browser's registration must move to them. */
  | { type: 'push.sync' };

export interface PushPermissionContext {
  permission: PushPermission;
  localHost: boolean;
  /** Why the last registration failed, for the toast and the debug panel. */
  error: string | null;
}

export interface PushPermissionInput {
  permission: PushPermission;
  localHost: boolean;
}

/** A push service that cannot be reached may leave subscribe() pending for minutes: give up after this long. */
export const PUSH_REGISTRATION_TIMEOUT_MS = 20_000;
const TIMEOUT_MESSAGE = 'служба push-уведомлений браузера не ответила';

const errorText = (error: unknown) =>
  error instanceof Error
    ? error.message
    : typeof error === 'object' && error && 'message' in error
      ? String(error.message)
      : String(error);

/**
 * The push-permission banner: offered only while the permission is undecided on a non-local
 * host; 'Включить' asks the browser, then registers this browser's push subscription, and the banner goes. A
 * dismissed prompt ('default') hides it too: asking again on the same page nags, and Chrome blocks a site that is
 * dismissed often; the next page load offers it again. A failed or hung registration hides the banner with the
 * reason kept (the socket still delivers while the console is open). A permission changed elsewhere while the
 * banner is offered hides it. With the permission granted (at start, or elsewhere) the registration is made
 * quietly, so the browser's pushes follow whoever is logged in.
 */
export const pushPermissionMachine = setup({
  types: {
    context: {} as PushPermissionContext,
    events: {} as PushPermissionEvent,
    input: {} as PushPermissionInput,
  },
  actors: {
    requestPermission: fromPromise<PushPermission>(async () => {
      throw new Error('requestPermission is provided by the push wiring');
    }),
    registerToken: fromPromise<void>(async () => {
      throw new Error('registerToken is provided by the push wiring');
    }),
  },
  actions: {
    // The wiring shows it as a toast; a quiet renewal does not call it.
    announceFailure: (_, _message: string) => {},
    rememberPermission: assign({
      permission: ({ context, event }) =>
        event.type === 'push.permissionChanged' ? event.permission : context.permission,
    }),
  },
  guards: {
    undecidedOnRemoteHost: ({ context }) => context.permission === 'default' && !context.localHost,
    grantedOnRemoteHost: ({ context }) => context.permission === 'granted' && !context.localHost,
    changedToGrantedOnRemoteHost: ({ context, event }) =>
      event.type === 'push.permissionChanged' && event.permission === 'granted' && !context.localHost,
    changedToGranted: ({ event }) => event.type === 'push.permissionChanged' && event.permission === 'granted',
    changedToDenied: ({ event }) => event.type === 'push.permissionChanged' && event.permission === 'denied',
  },
  delays: {
    registrationTimeout: PUSH_REGISTRATION_TIMEOUT_MS,
  },
}).createMachine({
  id: 'pushPermission',
  context: ({ input }) => ({ permission: input.permission, localHost: input.localHost, error: null }),
  initial: 'checking',
  // A change made elsewhere hides the banner; granted there, the registration is made quietly.
  on: {
    'push.permissionChanged': [
      { guard: 'changedToGrantedOnRemoteHost', target: '.syncing', actions: 'rememberPermission' },
      { target: '.hidden', actions: 'rememberPermission' },
    ],
  },
  states: {
    checking: {
      always: [
        { guard: 'undecidedOnRemoteHost', target: 'offered' },
        { guard: 'grantedOnRemoteHost', target: 'syncing' },
        { target: 'hidden' },
      ],
    },
    offered: {
      tags: ['banner'],
      on: { 'push.enable': 'requesting' },
    },
    requesting: {
      tags: ['banner', 'busy'],
      invoke: {
        id: 'requestPermission',
        src: 'requestPermission',
        onDone: [
          {
            guard: ({ event }) => event.output === 'granted',
            target: 'registering',
            actions: assign({ permission: 'granted' as const }),
          },
          { target: 'hidden', actions: assign({ permission: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'hidden',
          actions: [
            assign({ error: ({ event }) => errorText(event.error) }),
            { type: 'announceFailure', params: ({ event }) => errorText(event.error) },
          ],
        },
      },
      // The answer may come as a permission change before (or instead of) the prompt's promise: whichever comes
      // first decides, the other is ignored once the chart has left this state.
      on: {
        'push.permissionChanged': [
          { guard: 'changedToGranted', target: 'registering', actions: 'rememberPermission' },
          { guard: 'changedToDenied', target: 'hidden', actions: 'rememberPermission' },
          { actions: 'rememberPermission' },
        ],
      },
    },
    registering: {
      tags: ['banner', 'busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'registerToken',
        src: 'registerToken',
        onDone: 'registered',
        onError: {
          target: 'hidden',
          actions: [
            assign({ error: ({ event }) => errorText(event.error) }),
            { type: 'announceFailure', params: ({ event }) => errorText(event.error) },
          ],
        },
      },
      after: {
        registrationTimeout: {
          target: 'hidden',
          actions: [assign({ error: TIMEOUT_MESSAGE }), { type: 'announceFailure', params: TIMEOUT_MESSAGE }],
        },
      },
      on: { 'push.permissionChanged': { actions: 'rememberPermission' } },
    },
    // The quiet renewal: no banner, no toast; a failure is only kept in context.
    syncing: {
      entry: assign({ error: null }),
      invoke: {
        id: 'registerToken',
        src: 'registerToken',
        onDone: 'registered',
        onError: { target: 'hidden', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
      after: { registrationTimeout: { target: 'hidden', actions: assign({ error: TIMEOUT_MESSAGE }) } },
      on: { 'push.permissionChanged': { actions: 'rememberPermission' } },
    },
    hidden: { on: { 'push.sync': 'checking' } },
    registered: { on: { 'push.sync': 'checking' } },
  },
});
