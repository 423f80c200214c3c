import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { sessionMachine } from '../../../machines/session/sessionMachine';
import { TOKEN_EXPIRY_CAP_MS } from '../../../src/shared/constants';
import { replayPath, shortestPaths } from '../modelPaths';

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

// Each actor outcome is an event of the walk: success, a rejected token (430) and a network failure.
const events: EventObject[] = [
  { type: 'session.login', username: 'p@demo.ru', password: 'Secret123' } as EventObject,
  { type: 'session.logout' },
  { type: 'session.tokenRejected' },
  { type: 'session.expiryAcknowledged' },
  { type: 'session.profileReload' },
  { type: 'xstate.done.actor.authenticate', output: { auth, profile, permissions: [] } } as EventObject,
  {
    type: 'xstate.error.actor.authenticate',
    error: { message: 'Введен неправильно логин или пароль, попробуйте еще раз.', status: 401 },
  } as EventObject,
  { type: 'xstate.done.actor.loadSession', output: { profile, permissions: [] } } as EventObject,
  { type: 'xstate.error.actor.loadSession', error: { message: 'invalid', status: 430 } } as EventObject,
  { type: 'xstate.error.actor.loadSession', error: { message: 'Возникла ошибка сети.', status: 0 } } as EventObject,
  { type: 'xstate.after.tokenExpiry.session.loggedIn' },
  { type: 'session.permissionsChanged' },
  {
    type: 'xstate.done.actor.loadPermissions',
    output: [
      {
        operationKey: 'users',
        available: true,
        permissionInsert: false,
        permissionUpdate: false,
        permissionDelete: false,
      },
    ],
  } as EventObject,
  { type: 'xstate.error.actor.loadPermissions', error: { message: 'Возникла ошибка сети.', status: 0 } } as EventObject,
];

// The chart starts from what is stored: nothing, an expired token, a live one.
const starts = {
  'no stored token': { storedAuth: null },
  'expired stored token': { storedAuth: { token: 'old', expiresAt: NOW - 1000 } },
  'live stored token': { storedAuth: auth },
};

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
          await replayPath(sessionMachine, path, {
            input,
            actorNames: ['authenticate', 'loadSession', 'loadPermissions'],
            provide: { actions: { persistAuth: () => {}, clearStoredAuth: () => {} } },
            longestDelayMs: TOKEN_EXPIRY_CAP_MS,
          });
        });
      }
    });
  }
});
