import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  PUSH_REGISTRATION_TIMEOUT_MS,
  type PushPermission,
  type PushPermissionInput,
  pushPermissionMachine,
} from '../../../machines/realtime/pushPermissionMachine';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function start(input: PushPermissionInput) {
  const request = deferred<PushPermission>();
  const register = deferred<void>();
  const calls = { request: 0, register: 0, announced: [] as string[] };
  const actor = createActor(
    pushPermissionMachine.provide({
      actors: {
        requestPermission: fromPromise(() => {
          calls.request++;
          return request.promise;
        }),
        registerToken: fromPromise(() => {
          calls.register++;
          return register.promise;
        }),
      },
      actions: { announceFailure: (_, message) => void calls.announced.push(message) },
    }),
    { input },
  );
  actor.start();
  const banner = () => actor.getSnapshot().hasTag('banner');
  const busy = () => actor.getSnapshot().hasTag('busy');
  return { actor, request, register, calls, banner, busy };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('pushPermissionMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('offers the banner only for an undecided permission on a remote host', () => {
    const shown = start({ permission: 'default', localHost: false });
    expect(shown.banner()).toBe(true);
    expect(shown.actor.getSnapshot().value).toBe('offered');
    shown.actor.stop();

    for (const input of [
      { permission: 'default', localHost: true },
      { permission: 'granted', localHost: true },
      { permission: 'denied', localHost: false },
      { permission: 'unsupported', localHost: false },
    ] as const) {
      const t = start(input);
      expect(t.banner(), JSON.stringify(input)).toBe(false);
      expect(t.actor.getSnapshot().value).toBe('hidden');
      expect(t.calls.register).toBe(0);
      t.actor.stop();
    }
  });

  it('with the permission already granted it hides the banner and renews the registration quietly', async () => {
    const t = start({ permission: 'granted', localHost: false });
    expect(t.banner()).toBe(false);
    expect(t.actor.getSnapshot().value).toBe('syncing');
    expect(t.calls.register).toBe(1);
    t.register.reject(new Error('служба недоступна'));
    await flush();
    expect(t.actor.getSnapshot().value).toBe('hidden');
    expect(t.actor.getSnapshot().context.error).toBe('служба недоступна');
    // Quiet: no toast for a renewal nobody asked for.
    expect(t.calls.announced).toEqual([]);
    t.actor.stop();
  });

  it("'Включить' asks permission, registers the token and hides the banner", async () => {
    const t = start({ permission: 'default', localHost: false });
    t.actor.send({ type: 'push.enable' });
    expect(t.actor.getSnapshot().value).toBe('requesting');
    expect(t.banner() && t.busy()).toBe(true);
    expect(t.calls.request).toBe(1);
    t.request.resolve('granted');
    await flush();
    expect(t.actor.getSnapshot().value).toBe('registering');
    expect(t.banner() && t.busy()).toBe(true);
    t.register.resolve();
    await flush();
    expect(t.actor.getSnapshot().value).toBe('registered');
    expect(t.banner()).toBe(false);
    expect(t.actor.getSnapshot().context).toMatchObject({ permission: 'granted', error: null });
    t.actor.stop();
  });

  it('a denied or dismissed prompt hides the banner without registering', async () => {
    for (const answer of ['denied', 'default'] as const) {
      const t = start({ permission: 'default', localHost: false });
      t.actor.send({ type: 'push.enable' });
      t.request.resolve(answer);
      await flush();
      expect(t.actor.getSnapshot().value).toBe('hidden');
      expect(t.actor.getSnapshot().context.permission).toBe(answer);
      expect(t.calls.register).toBe(0);
      t.actor.stop();
    }
  });

  it('a failed registration hides the banner, keeps the reason and announces it', async () => {
    const t = start({ permission: 'default', localHost: false });
    t.actor.send({ type: 'push.enable' });
    t.request.resolve('granted');
    await flush();
    t.register.reject(new Error('Registration failed - permission denied'));
    await flush();
    expect(t.banner()).toBe(false);
    expect(t.actor.getSnapshot().context.error).toBe('Registration failed - permission denied');
    expect(t.calls.announced).toEqual(['Registration failed - permission denied']);
    t.actor.stop();
  });

  it('a registration that never answers is given up after the time-out, not left spinning', async () => {
    const t = start({ permission: 'default', localHost: false });
    t.actor.send({ type: 'push.enable' });
    t.request.resolve('granted');
    await flush();
    await vi.advanceTimersByTimeAsync(PUSH_REGISTRATION_TIMEOUT_MS - 1);
    expect(t.actor.getSnapshot().value).toBe('registering');
    await vi.advanceTimersByTimeAsync(1);
    expect(t.actor.getSnapshot().value).toBe('hidden');
    expect(t.calls.announced).toEqual(['служба push-уведомлений браузера не ответила']);
    t.actor.stop();
  });

  it('a permission change while the banner is offered hides it; granted elsewhere, the token is registered quietly', async () => {
    const denied = start({ permission: 'default', localHost: false });
    denied.actor.send({ type: 'push.permissionChanged', permission: 'denied' });
    expect(denied.banner()).toBe(false);
    expect(denied.calls.register).toBe(0);
    denied.actor.stop();

    const granted = start({ permission: 'default', localHost: false });
    granted.actor.send({ type: 'push.permissionChanged', permission: 'granted' });
    expect(granted.banner()).toBe(false);
    expect(granted.actor.getSnapshot().value).toBe('syncing');
    granted.register.resolve();
    await flush();
    expect(granted.actor.getSnapshot().value).toBe('registered');
    granted.actor.stop();
  });

  it("the prompt's answer may come as a permission change first: it decides, the late promise is ignored", async () => {
    const t = start({ permission: 'default', localHost: false });
    t.actor.send({ type: 'push.enable' });
    t.actor.send({ type: 'push.permissionChanged', permission: 'default' });
    expect(t.actor.getSnapshot().value).toBe('requesting');
    t.actor.send({ type: 'push.permissionChanged', permission: 'granted' });
    expect(t.actor.getSnapshot().value).toBe('registering');
    expect(t.banner() && t.busy()).toBe(true);
    t.request.resolve('granted');
    await flush();
    expect(t.actor.getSnapshot().value).toBe('registering');
    // A change while registering does not cut the registration short.
    t.actor.send({ type: 'push.permissionChanged', permission: 'granted' });
    expect(t.actor.getSnapshot().value).toBe('registering');
    expect(t.calls.register).toBe(1);
    t.actor.stop();

    const denied = start({ permission: 'default', localHost: false });
    denied.actor.send({ type: 'push.enable' });
    denied.actor.send({ type: 'push.permissionChanged', permission: 'denied' });
    expect(denied.actor.getSnapshot().value).toBe('hidden');
    expect(denied.calls.register).toBe(0);
    denied.actor.stop();
  });

  it('another login re-checks: granted renews the registration, undecided offers the banner again', async () => {
    const t = start({ permission: 'default', localHost: false });
    t.actor.send({ type: 'push.enable' });
    t.request.resolve('default');
    await flush();
    expect(t.banner()).toBe(false);
    t.actor.send({ type: 'push.sync' });
    expect(t.banner()).toBe(true);
    t.actor.stop();

    const g = start({ permission: 'granted', localHost: false });
    g.register.resolve();
    await flush();
    expect(g.actor.getSnapshot().value).toBe('registered');
    g.actor.send({ type: 'push.sync' });
    expect(g.actor.getSnapshot().value).toBe('syncing');
    expect(g.calls.register).toBe(2);
    g.actor.stop();
  });
});
