import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { expiryDelay, sessionMachine } from '../../../machines/session/sessionMachine';
import type { SessionData, StoredAuth } from '../../../machines/session/sessionTypes';
import { TOKEN_EXPIRY_CAP_MS } from '../../../src/shared/constants';
import type { Permission, Profile } from '../../../src/shared/schemas/users';

const profile: Profile = {
  customerId: 1,
  firstName: 'Анна',
  lastName: 'Иванова',
  email: 'a@demo.ru',
  role: null,
  roles: [],
  avatarUrl: null,
  partner: null,
  office: null,
};
const permissions: Permission[] = [
  {
    operationKey: 'orders.active',
    available: true,
    permissionInsert: false,
    permissionUpdate: false,
    permissionDelete: false,
  },
];

function start(
  storedAuth: StoredAuth | null,
  overrides: {
    authenticate?: (i: { username: string; password: string }) => Promise<SessionData>;
    loadSession?: () => Promise<Omit<SessionData, 'auth'>>;
    loadPermissions?: (i: { userId: number }) => Promise<Permission[]>;
  } = {},
) {
  const calls = { persisted: [] as StoredAuth[], cleared: 0, kept: [] as number[], dropped: 0 };
  const machine = sessionMachine.provide({
    actors: {
      authenticate: fromPromise(({ input }) =>
        (
          overrides.authenticate ??
          (async () => ({ auth: { token: 't', expiresAt: Date.now() + 3600_000 }, profile, permissions }))
        )(input),
      ),
      loadSession: fromPromise(() => (overrides.loadSession ?? (async () => ({ profile, permissions })))()),
      loadPermissions: fromPromise(({ input }) => (overrides.loadPermissions ?? (async () => permissions))(input)),
    },
    actions: {
      persistAuth: (_, auth) => void calls.persisted.push(auth),
      clearStoredAuth: () => void calls.cleared++,
      keepUnsavedDrafts: (_, { userId }) => void calls.kept.push(userId),
      dropUnsavedDrafts: () => void calls.dropped++,
    },
  });
  const actor = createActor(machine, { input: { storedAuth } });
  actor.start();
  return { actor, calls };
}

describe('sessionMachine', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('goes to the login when no token is stored', () => {
    const { actor, calls } = start(null);
    try {
      expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true);
      expect(calls.cleared).toBe(0);
    } finally {
      actor.stop();
    }
  });

  it('clears an expired stored token and shows the login', () => {
    const { actor, calls } = start({ token: 'old', expiresAt: Date.now() - 1 });
    try {
      expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true);
      expect(actor.getSnapshot().context.auth).toBeNull();
      expect(calls.cleared).toBe(1);
    } finally {
      actor.stop();
    }
  });

  it('restores a valid stored token with profile and permissions', async () => {
    const { actor } = start({ token: 'live', expiresAt: Date.now() + 3600_000 });
    try {
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      const s = await waitFor(actor, (s) => s.matches('loggedIn'));
      expect(s.context.profile?.customerId).toBe(1);
      expect(s.context.permissions).toEqual(permissions);
    } finally {
      actor.stop();
    }
  });

  it('drops a stored token the server rejects with 430, but keeps it on a network failure', async () => {
    const rejected = start(
      { token: 'bad', expiresAt: Date.now() + 3600_000 },
      { loadSession: () => Promise.reject({ message: 'x', status: 430 }) },
    );
    const offline = start(
      { token: 'ok', expiresAt: Date.now() + 3600_000 },
      { loadSession: () => Promise.reject({ message: 'Возникла ошибка сети', status: 0 }) },
    );
    try {
      await waitFor(rejected.actor, (s) => s.matches('loggedOut'));
      expect(rejected.calls.cleared).toBe(1);
      const s = await waitFor(offline.actor, (s) => s.matches('restoreFailed'));
      expect(s.context.auth?.token).toBe('ok');
      expect(offline.calls.cleared).toBe(0);
    } finally {
      rejected.actor.stop();
      offline.actor.stop();
    }
  });

  it('logs in: loading, then success with the profile, and persists the token', async () => {
    const { actor, calls } = start(null);
    try {
      actor.send({ type: 'session.login', username: 'a@demo.ru', password: 'Secret123' });
      expect(actor.getSnapshot().matches({ loggedOut: 'authenticating' })).toBe(true);
      const s = await waitFor(actor, (s) => s.matches('loggedIn'));
      expect(s.context.profile?.email).toBe('a@demo.ru');
      expect(calls.persisted).toHaveLength(1);
    } finally {
      actor.stop();
    }
  });

  it('keeps the failure with its message after a wrong login', async () => {
    const { actor } = start(null, {
      authenticate: () =>
        Promise.reject({ message: 'Введен неправильно логин или пароль, попробуйте еще раз.', status: 401 }),
    });
    try {
      actor.send({ type: 'session.login', username: 'a@demo.ru', password: 'wrong' });
      const s = await waitFor(actor, (s) => s.matches({ loggedOut: 'failed' }));
      expect(s.context.error?.message).toBe('Введен неправильно логин или пароль, попробуйте еще раз.');
      expect(s.context.error?.status).toBe(401);
    } finally {
      actor.stop();
    }
  });

  it('expires when the token does: stored auth cleared, the expired modal state', async () => {
    const { actor, calls } = start({ token: 'live', expiresAt: Date.now() + 60_000 });
    try {
      await waitFor(actor, (s) => s.matches('loggedIn'));
      vi.advanceTimersByTime(59_000);
      expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
      vi.advanceTimersByTime(1_001);
      expect(actor.getSnapshot().hasTag('expired')).toBe(true);
      expect(actor.getSnapshot().context.auth).toBeNull();
      expect(calls.cleared).toBe(1);
      // The forms' unsaved values are put aside for this user; the screen keeps its profile under the modal.
      expect(calls.kept).toEqual([profile.customerId]);
      expect(actor.getSnapshot().context.profile).toEqual(profile);
      actor.send({ type: 'session.expiryAcknowledged' });
      expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true);
      expect(actor.getSnapshot().context.profile).toBeNull();
      expect(calls.dropped).toBe(0);
    } finally {
      actor.stop();
    }
  });

  it('caps the expiry timer at 7 days', () => {
    const now = Date.now();
    expect(expiryDelay({ token: 't', expiresAt: now + 30 * 86_400_000 }, now)).toBe(TOKEN_EXPIRY_CAP_MS);
    expect(expiryDelay({ token: 't', expiresAt: now + 1000 }, now)).toBe(1000);
    expect(expiryDelay({ token: 't', expiresAt: now - 1000 }, now)).toBe(0);
  });

  it('ends a session whose token outlives the cap when the 7-day timer fires', async () => {
    const { actor } = start({ token: 'long', expiresAt: Date.now() + 30 * 86_400_000 });
    try {
      await waitFor(actor, (s) => s.matches('loggedIn'));
      vi.advanceTimersByTime(TOKEN_EXPIRY_CAP_MS + 1);
      expect(actor.getSnapshot().hasTag('expired')).toBe(true);
    } finally {
      actor.stop();
    }
  });

  it('a 430 on any call ends the session and clears the stored auth', async () => {
    const { actor, calls } = start({ token: 'live', expiresAt: Date.now() + 3600_000 });
    try {
      await waitFor(actor, (s) => s.matches('loggedIn'));
      actor.send({ type: 'session.tokenRejected' });
      expect(actor.getSnapshot().hasTag('expired')).toBe(true);
      expect(actor.getSnapshot().context.auth).toBeNull();
      expect(calls.kept).toEqual([profile.customerId]);
      expect(calls.cleared).toBe(1);
    } finally {
      actor.stop();
    }
  });

  it('reloads the permissions in place when the server says they changed, and keeps them when that fails', async () => {
    const granted: Permission = { ...permissions[0], operationKey: 'roles' };
    const asked: number[] = [];
    let fail = false;
    const { actor, calls } = start(
      { token: 'live', expiresAt: Date.now() + 3600_000 },
      {
        loadPermissions: async ({ userId }) => {
          asked.push(userId);
          if (fail) throw new Error('Возникла ошибка сети.');
          return [...permissions, granted];
        },
      },
    );
    try {
      await waitFor(actor, (s) => s.matches({ loggedIn: 'ready' }));
      actor.send({ type: 'session.permissionsChanged' });
      const reloaded = await waitFor(actor, (s) => s.matches({ loggedIn: 'ready' }));
      expect(asked).toEqual([profile.customerId]);
      expect(reloaded.context.permissions.map((p) => p.operationKey)).toEqual(['orders.active', 'roles']);
      expect(reloaded.context.profile).toEqual(profile);
      fail = true;
      actor.send({ type: 'session.permissionsChanged' });
      const kept = await waitFor(actor, (s) => s.matches({ loggedIn: 'ready' }));
      expect(asked).toHaveLength(2);
      expect(kept.context.permissions.map((p) => p.operationKey)).toEqual(['orders.active', 'roles']);
      expect(calls.cleared).toBe(0);
    } finally {
      actor.stop();
    }
  });

  it('logout clears the profile, the stored auth and every kept form value', async () => {
    const { actor, calls } = start({ token: 'live', expiresAt: Date.now() + 3600_000 });
    try {
      await waitFor(actor, (s) => s.matches('loggedIn'));
      actor.send({ type: 'session.logout' });
      const s = actor.getSnapshot();
      expect(s.matches({ loggedOut: 'idle' })).toBe(true);
      expect(s.context.profile).toBeNull();
      expect(s.context.permissions).toEqual([]);
      expect(calls.cleared).toBe(1);
      expect(calls.dropped).toBe(1);
      expect(calls.kept).toEqual([]);
    } finally {
      actor.stop();
    }
  });
});
