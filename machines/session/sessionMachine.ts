import { assign, fromPromise, setup } from 'xstate';
import { TOKEN_EXPIRY_CAP_MS } from '../../src/shared/constants';
import type { Permission, Profile } from '../../src/shared/schemas/users';
import type { SessionData, SessionError, StoredAuth } from './sessionTypes';

export type SessionEvent =
  | { type: 'session.login'; username: string; password: string }
  | { type: 'session.logout' }
  | { type: 'session.tokenRejected' }
  | { type: 'session.expiryAcknowledged' }
  | { type: 'session.profileReload' }
  /** The server says the user's roles or permissions changed: reload them, staying on the screen. */
  | { type: 'session.permissionsChanged' };

export interface SessionContext {
  auth: StoredAuth | null;
  profile: Profile | null;
  permissions: Permission[];
  error: SessionError | null;
}

/** Milliseconds until the token expires, capped at 7 days (a setTimeout cannot wait longer anyway). */
export const expiryDelay = (auth: StoredAuth | null, now = Date.now()) =>
  Math.max(0, Math.min((auth?.expiresAt ?? now) - now, TOKEN_EXPIRY_CAP_MS));

/** What ending a session by expiry (or a rejected token) does: unsaved form values are kept, the token dropped. */
const EXPIRE = [
  {
    type: 'keepUnsavedDrafts',
    params: ({ context }: { context: SessionContext }) => ({ userId: context.profile!.customerId }),
  },
  'clearStoredAuth',
  'forgetToken',
] as const;

/**
 * The session: the stored token is checked on load, login goes loading -> success | failure, the expiry is scheduled
 * from the token (capped at 7 days), status 430 or expiry keeps the unsaved form values aside, clears the stored
 * auth and shows the session-expired modal over the screen; acknowledging it or logout clears the profile.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { storedAuth: StoredAuth | null },
  },
  actors: {
    authenticate: fromPromise<SessionData, { username: string; password: string }>(async () => {
      throw new Error('authenticate is provided by the API module');
    }),
    loadSession: fromPromise<{ profile: Profile; permissions: Permission[] }, { auth: StoredAuth }>(async () => {
      throw new Error('loadSession is provided by the API module');
    }),
    loadPermissions: fromPromise<Permission[], { auth: StoredAuth; userId: number }>(async () => {
      throw new Error('loadPermissions is provided by the API module');
    }),
  },
  actions: {
    persistAuth: (_, _auth: StoredAuth) => {},
    clearStoredAuth: () => {},
    /** The forms with unsaved changes put them aside for this user, to be restored after the next login. */
    keepUnsavedDrafts: (_, _params: { userId: number }) => {},
    /** A deliberate logout leaves nothing typed behind in the browser. */
    dropUnsavedDrafts: () => {},
    forget: assign({ auth: null, profile: null, permissions: [] }),
    // The profile stays while the expired modal is up: the screen behind it keeps its place (and the forms their
    // values) instead of going blank; the token is gone, so nothing more is sent.
    forgetToken: assign({ auth: null }),
  },
  guards: {
    hasLiveToken: ({ context }) => !!context.auth && context.auth.expiresAt > Date.now(),
    hasStoredToken: ({ context }) => !!context.auth,
  },
  delays: {
    tokenExpiry: ({ context }) => expiryDelay(context.auth),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ auth: input.storedAuth, profile: null, permissions: [], error: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'hasLiveToken', target: 'restoring' },
        { guard: 'hasStoredToken', target: 'loggedOut', actions: ['clearStoredAuth', assign({ auth: null })] },
        { target: 'loggedOut' },
      ],
    },
    restoring: {
      tags: ['busy'],
      invoke: {
        id: 'loadSession',
        src: 'loadSession',
        input: ({ context }) => ({ auth: context.auth! }),
        onDone: {
          target: 'loggedIn',
          actions: assign({
            profile: ({ event }) => event.output.profile,
            permissions: ({ event }) => event.output.permissions,
          }),
        },
        onError: [
          {
            guard: ({ event }) => isAuthRejection(event.error),
            target: 'loggedOut',
            // A profile reload of a live session comes here too: nobody's profile or permissions stay behind.
            actions: ['clearStoredAuth', 'forget', assign({ error: null })],
          },
          // A network or server failure keeps the token: the user retries instead of logging in again.
          { target: 'restoreFailed', actions: assign({ error: ({ event }) => toSessionError(event.error) }) },
        ],
      },
    },
    restoreFailed: {
      on: {
        'session.profileReload': { target: 'restoring' },
        'session.logout': { target: 'loggedOut', actions: ['clearStoredAuth', 'forget'] },
      },
    },
    loggedOut: {
      initial: 'idle',
      on: { 'session.login': { target: '.authenticating' } },
      states: {
        idle: {},
        expired: {
          tags: ['expired'],
          on: { 'session.expiryAcknowledged': { target: 'idle', actions: 'forget' } },
        },
        authenticating: {
          tags: ['busy'],
          entry: assign({ error: null }),
          invoke: {
            id: 'authenticate',
            src: 'authenticate',
            input: ({ event }) => {
              const e = event as Extract<SessionEvent, { type: 'session.login' }>;
              return { username: e.username, password: e.password };
            },
            onDone: {
              target: '#session.loggedIn',
              actions: [
                assign({
                  auth: ({ event }) => event.output.auth,
                  profile: ({ event }) => event.output.profile,
                  permissions: ({ event }) => event.output.permissions,
                }),
                { type: 'persistAuth', params: ({ event }) => event.output.auth },
              ],
            },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => toSessionError(event.error) }) },
          },
        },
        failed: {},
      },
    },
    loggedIn: {
      after: { tokenExpiry: { target: 'loggedOut.expired', actions: EXPIRE } },
      on: {
        'session.logout': { target: 'loggedOut', actions: ['clearStoredAuth', 'dropUnsavedDrafts', 'forget'] },
        'session.tokenRejected': { target: 'loggedOut.expired', actions: EXPIRE },
        'session.profileReload': { target: 'restoring' },
      },
      // A permission change reloads the permissions in place: the menu and the gates follow without a re-login,
      // and the screen (with whatever is typed in it) stays. A failed reload keeps the old ones; the server still
      // refuses what was revoked.
      initial: 'ready',
      states: {
        ready: { on: { 'session.permissionsChanged': { target: 'refreshingPermissions' } } },
        refreshingPermissions: {
          on: { 'session.permissionsChanged': { target: 'refreshingPermissions', reenter: true } },
          invoke: {
            id: 'loadPermissions',
            src: 'loadPermissions',
            input: ({ context }) => ({ auth: context.auth!, userId: context.profile!.customerId }),
            onDone: { target: 'ready', actions: assign({ permissions: ({ event }) => event.output }) },
            onError: { target: 'ready' },
          },
        },
      },
    },
  },
});

function isAuthRejection(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 401 || status === 430;
}

function toSessionError(error: unknown): SessionError {
  if (error && typeof error === 'object' && 'message' in error) {
    const e = error as { message: unknown; errorCode?: unknown; status?: unknown };
    return {
      message: String(e.message),
      errorCode: typeof e.errorCode === 'string' ? e.errorCode : undefined,
      status: typeof e.status === 'number' ? e.status : undefined,
    };
  }
  return { message: String(error) };
}
