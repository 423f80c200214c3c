import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { PUSH_REGISTRATION_TIMEOUT_MS, pushPermissionMachine } from '../../../machines/realtime/pushPermissionMachine';
import { replayPath, shortestPaths } from '../modelPaths';

// The prompt's three answers, the registration's outcomes and its time-out are events of the walk.
const events: EventObject[] = [
  { type: 'push.enable' },
  { type: 'push.sync' },
  { type: 'push.permissionChanged', permission: 'granted' } as EventObject,
  { type: 'push.permissionChanged', permission: 'denied' } as EventObject,
  { type: 'push.permissionChanged', permission: 'default' } as EventObject,
  { type: 'xstate.done.actor.requestPermission', output: 'granted' } as EventObject,
  { type: 'xstate.done.actor.requestPermission', output: 'denied' } as EventObject,
  { type: 'xstate.done.actor.requestPermission', output: 'default' } as EventObject,
  { type: 'xstate.error.actor.requestPermission', error: new Error('не поддерживается') } as EventObject,
  { type: 'xstate.done.actor.registerToken' } as EventObject,
  { type: 'xstate.error.actor.registerToken', error: new Error('Registration failed') } as EventObject,
  { type: 'xstate.after.registrationTimeout.pushPermission.registering' },
  { type: 'xstate.after.registrationTimeout.pushPermission.syncing' },
];

// The chart starts from the permission the browser reports and where the console is served.
const starts = {
  'undecided, remote host': { permission: 'default', localHost: false },
  'granted, remote host': { permission: 'granted', localHost: false },
  'denied, remote host': { permission: 'denied', localHost: false },
  'unsupported browser': { permission: 'unsupported', localHost: false },
  'undecided, local host': { permission: 'default', localHost: true },
};

describe('pushPermissionMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const all: ReturnType<typeof shortestPaths> = [];

  for (const [name, input] of Object.entries(starts)) {
    const paths = shortestPaths(pushPermissionMachine, events, input);
    all.push(...paths);
    describe(name, () => {
      for (const path of paths) {
        const banner = (path.state as unknown as { hasTag: (t: string) => boolean }).hasTag('banner');
        it(`reaches ${JSON.stringify(path.state.value)} (banner ${banner ? 'shown' : 'hidden'}) via ${path.steps.map((s) => (s.event as EventObject).type).join(' > ')}`, async () => {
          // What each state means: the banner is up exactly while it is offered or its request is under way.
          expect(banner).toBe(['offered', 'requesting', 'registering'].includes(path.state.value as string));
          if (input.localHost) expect(banner).toBe(false);
          await replayPath(pushPermissionMachine, path, {
            input,
            actorNames: ['requestPermission', 'registerToken'],
            provide: { actions: { announceFailure: () => {} } },
            longestDelayMs: PUSH_REGISTRATION_TIMEOUT_MS,
          });
        });
      }
    });
  }
});
