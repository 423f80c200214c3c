import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { sessionMachine } from '../../../machines/session/sessionMachine';
import type { StoredAuth } from '../../../machines/session/sessionTypes';
import { TOKEN_EXPIRY_CAP_MS } from '../../../src/shared/constants';
import { tableRow } from '../liveChecks';
import { replayPath, shortestPaths } from '../modelPaths';

// Every shortest path of the session chart from each stored start, on a live actor whose calls are held by hand and
// whose storage and draft actions are recorded. After every step the check asserts what the state means: the tags,
// the user events it takes and the calls pending (exactly the state's own, with the token, the credentials or the
// user they were given); the token in context and in storage (kept while restoring or logged in, gone once logged
// out); the profile behind the expired modal; the permissions last received; the Russian error text of the failed
// states; and what the step did to storage and to the unsaved drafts (only a successful login stores a token, expiry
// or a rejected token puts the drafts aside for the user, a logout drops them).

const NOW = new Date('2026-11-22T10:00:00Z').getTime();
const profile = {
  customerId: 7,
  firstName: 'Пётр',
  lastName: 'Смирнов',
  email: 'p@demo.ru',
  role: null,
  roles: [],
  avatarUrl: null,
  partner: null,
  office: null,
};
const auth = { token: 'Bearer t', expiresAt: NOW + 3600_000 };
const credentials = { username: 'p@demo.ru', password: 'Secret123' };
const wrongPassword = { message: 'Введен неправильно логин или пароль, попробуйте еще раз.', status: 401 };
const networkError = { message: 'Возникла ошибка сети.', status: 0 };
const reloadedPermissions = [
  { operationKey: 'users', available: true, permissionInsert: false, permissionUpdate: false, permissionDelete: false },
];

// Each actor outcome is an event of the walk: success, a rejected token (430) and a network failure.
const events: EventObject[] = [
  { type: 'session.login', ...credentials } as EventObject,
  { type: 'session.logout' },
  { type: 'session.tokenRejected' },
  { type: 'session.expiryAcknowledged' },
  { type: 'session.profileReload' },
  { type: 'xstate.done.actor.authenticate', output: { auth, profile, permissions: [] } } as EventObject,
  { type: 'xstate.error.actor.authenticate', error: wrongPassword } as EventObject,
  { type: 'xstate.done.actor.loadSession', output: { profile, permissions: [] } } as EventObject,
  { type: 'xstate.error.actor.loadSession', error: { message: 'invalid', status: 430 } } as EventObject,
  { type: 'xstate.error.actor.loadSession', error: networkError } as EventObject,
  { type: 'xstate.after.tokenExpiry.session.loggedIn' },
  { type: 'session.permissionsChanged' },
  { type: 'xstate.done.actor.loadPermissions', output: reloadedPermissions } as EventObject,
  { type: 'xstate.error.actor.loadPermissions', error: networkError } as EventObject,
];
const USER_EVENTS = events.filter((e) => !e.type.startsWith('xstate.'));

// The chart starts from what is stored: nothing, an expired token, a live one.
const starts: Record<string, { storedAuth: StoredAuth | null }> = {
  'no stored token': { storedAuth: null },
  'expired stored token': { storedAuth: { token: 'old', expiresAt: NOW - 1000 } },
  'live stored token': { storedAuth: auth },
};

const LIVE_SESSION = ['session.logout', 'session.tokenRejected', 'session.profileReload', 'session.permissionsChanged'];
/** Per state: its tags, the user events it takes, the calls pending in it. */
const STATES: Record<string, { tags: string[]; takes: string[]; pending: string[] }> = {
  restoring: { tags: ['busy'], takes: [], pending: ['loadSession'] },
  restoreFailed: { tags: [], takes: ['session.logout', 'session.profileReload'], pending: [] },
  'loggedOut.idle': { tags: [], takes: ['session.login'], pending: [] },
  'loggedOut.expired': { tags: ['expired'], takes: ['session.login', 'session.expiryAcknowledged'], pending: [] },
  'loggedOut.authenticating': { tags: ['busy'], takes: ['session.login'], pending: ['authenticate'] },
  'loggedOut.failed': { tags: [], takes: ['session.login'], pending: [] },
  'loggedIn.ready': { tags: [], takes: LIVE_SESSION, pending: [] },
  // Reloading the permissions keeps the screen: not busy.
  'loggedIn.refreshingPermissions': { tags: [], takes: LIVE_SESSION, pending: ['loadPermissions'] },
};

type Effect = [string] | [string, unknown];

/** What one step must do to storage and to the drafts, by what the event means for the session it ends or starts. */
function effectsOf(
  event: EventObject & { error?: { status?: number } },
  from: string | undefined,
  start: StoredAuth | null,
) {
  switch (event.type) {
    case 'xstate.init':
      // An expired stored token is dropped on load; a live one is kept to restore from.
      return start && start.expiresAt <= NOW ? [['clearStoredAuth']] : [];
    case 'xstate.done.actor.authenticate':
      return [['persistAuth', auth]];
    case 'xstate.error.actor.loadSession':
      // A token the server rejects is dropped; a network failure keeps it to retry with.
      return event.error?.status === 430 ? [['clearStoredAuth']] : [];
    case 'session.tokenRejected':
    case 'xstate.after.tokenExpiry.session.loggedIn':
      return [['keepUnsavedDrafts', { userId: profile.customerId }], ['clearStoredAuth']];
    case 'session.logout':
      return from?.startsWith('loggedIn') ? [['clearStoredAuth'], ['dropUnsavedDrafts']] : [['clearStoredAuth']];
    default:
      return [];
  }
}

const keyOf = (value: unknown) =>
  typeof value === 'string' ? value : Object.entries(value as object).map(([k, v]) => `${k}.${v}`)[0];

/** The recording actions and the per-step check for one replay of `path` from `start`. */
function sessionMeaning(path: ReturnType<typeof shortestPaths>[number], start: StoredAuth | null) {
  const effects: Effect[] = [];
  const provide = {
    actions: {
      persistAuth: (_: unknown, stored: StoredAuth) => void effects.push(['persistAuth', stored]),
      clearStoredAuth: () => void effects.push(['clearStoredAuth']),
      keepUnsavedDrafts: (_: unknown, params: { userId: number }) => void effects.push(['keepUnsavedDrafts', params]),
      dropUnsavedDrafts: () => void effects.push(['dropUnsavedDrafts']),
    },
  };
  let step = 0;
  let seen = 0;
  let from: string | undefined;
  let stored = start;
  let granted: unknown[] = [];

  const check = (snapshot: AnyMachineSnapshot, after: string) => {
    const event = path.steps[step++].event as EventObject & { output?: { permissions?: unknown[] } };
    const state = keyOf(snapshot.value);
    const at = `${state} after ${after}`;
    const { context } = snapshot;

    // What the step did to storage and to the drafts.
    const done = effects.slice(seen);
    seen = effects.length;
    expect(done, `${at}: effects`).toEqual(effectsOf(event, from, start));
    for (const [type, arg] of done) {
      if (type === 'persistAuth') stored = arg as StoredAuth;
      if (type === 'clearStoredAuth') stored = null;
    }
    if (event.type === 'xstate.done.actor.authenticate' || event.type === 'xstate.done.actor.loadSession')
      granted = event.output!.permissions!;
    if (event.type === 'xstate.done.actor.loadPermissions') granted = event.output as unknown as unknown[];
    from = state;

    // The state's tags, the user events it takes and the calls pending in it.
    const meaning = tableRow(STATES, state, snapshot, at);
    const takes = [...new Set(USER_EVENTS.filter((e) => snapshot.can(e)).map((e) => e.type))].sort();
    expect(takes, `${at}: events taken`).toEqual([...meaning.takes].sort());
    expect(Object.keys(snapshot.children).sort(), `${at}: calls pending`).toEqual(meaning.pending);
    expect(snapshot.status).toBe('active');

    if (snapshot.matches('loggedOut')) {
      // Logged out: no token in the session nor in storage.
      expect(context.auth, at).toBeNull();
      expect(stored, `${at}: storage`).toBeNull();
    } else {
      // Restoring, restore failed or logged in: the live token, in the session and in storage.
      expect(context.auth, at).toEqual(auth);
      expect(stored, `${at}: storage`).toEqual(auth);
    }
    if (snapshot.matches('loggedIn')) {
      expect(context.profile, at).toEqual(profile);
      expect(context.permissions, `${at}: the permissions last received`).toEqual(granted);
    }
    if (snapshot.matches({ loggedIn: 'refreshingPermissions' }))
      expect(snapshot.children.loadPermissions!.getSnapshot().input, at).toEqual({ auth, userId: 7 });
    if (snapshot.matches('restoring')) expect(snapshot.children.loadSession!.getSnapshot().input, at).toEqual({ auth });
    if (snapshot.matches('restoreFailed')) expect(context.error, at).toEqual(networkError);
    // Forgotten: nobody's profile or permissions are left.
    if (snapshot.matches({ loggedOut: 'idle' })) {
      expect(context.profile, at).toBeNull();
      expect(context.permissions, at).toEqual([]);
    }
    // The screen behind the expired modal keeps its place: the profile stays, only the token is gone.
    if (snapshot.matches({ loggedOut: 'expired' })) expect(context.profile, at).toEqual(profile);
    if (snapshot.matches({ loggedOut: 'authenticating' })) {
      expect(context.error, at).toBeNull();
      expect(snapshot.children.authenticate!.getSnapshot().input, at).toEqual(credentials);
    }
    if (snapshot.matches({ loggedOut: 'failed' })) expect(context.error, at).toEqual(wrongPassword);
  };
  return { provide, check };
}

describe('sessionMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW }));
  afterEach(() => vi.useRealTimers());
  const all: ReturnType<typeof shortestPaths> = [];

  for (const [name, input] of Object.entries(starts)) {
    vi.useFakeTimers({ now: NOW });
    const paths = shortestPaths(sessionMachine, events, input);
    vi.useRealTimers();
    all.push(...paths);
    describe(name, () => {
      it('has paths to walk', () => expect(paths.length).toBeGreaterThan(3));
      for (const path of paths) {
        it(`reaches ${JSON.stringify(path.state.value)} via ${path.steps.map((s) => (s.event as EventObject).type).join(' > ')}`, async () => {
          const { provide, check } = sessionMeaning(path, input.storedAuth);
          await replayPath(sessionMachine, path, {
            input,
            actorNames: ['authenticate', 'loadSession', 'loadPermissions'],
            provide,
            longestDelayMs: TOKEN_EXPIRY_CAP_MS,
            check,
          });
        });
      }
    });
  }
});
