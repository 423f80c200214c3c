import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate';
import {
  PUSH_REGISTRATION_TIMEOUT_MS,
  type PushPermission,
  type PushPermissionEvent,
  type PushPermissionInput,
  pushPermissionMachine,
} from '../../../machines/realtime/pushPermissionMachine';
import { tableRow } from '../liveChecks';
import { type Path, replayPath, shortestPaths, type WalkEvent } from '../modelPaths';

// Every shortest path of the push banner from each browser permission and host, on a live actor whose browser calls
// (the permission prompt, the push registration) are held by hand and whose failure toast is recorded, so no real
// Notification API is touched. After every step the check asserts what the state means: the tags (the banner only
// while offered or its request is under way), the events taken and the calls pending; which calls the step started
// (one prompt per 'Включить', one registration per entry, none restarted by a permission change); the permission in
// context (the prompt's answer or the last change reported), the reason of the last failed or hung registration
// (cleared when a new one starts), and the toast: only for the banner's own request, never for the quiet renewal.

const TIMEOUT_MESSAGE = 'служба push-уведомлений браузера не ответила';
const promptFailed = new Error('не поддерживается');
const registrationFailed = { name: 'AbortError', message: 'Registration failed - push service error' };

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
  { type: 'xstate.error.actor.requestPermission', error: promptFailed } as EventObject,
  { type: 'xstate.done.actor.registerToken' } as EventObject,
  { type: 'xstate.error.actor.registerToken', error: registrationFailed } as EventObject,
  { type: 'xstate.after.registrationTimeout.pushPermission.registering' },
  { type: 'xstate.after.registrationTimeout.pushPermission.syncing' },
];
const USER_EVENTS = events.filter((e) => !e.type.startsWith('xstate.'));

// The guards read the permission the browser reports at start and where the console is served.
const starts: Record<string, PushPermissionInput> = {
  'undecided, remote host': { permission: 'default', localHost: false },
  'granted, remote host': { permission: 'granted', localHost: false },
  'denied, remote host': { permission: 'denied', localHost: false },
  'unsupported browser': { permission: 'unsupported', localHost: false },
  'undecided, local host': { permission: 'default', localHost: true },
  'granted, local host': { permission: 'granted', localHost: true },
};

const CHANGED = 'push.permissionChanged';
/** Per state: its tags, the events it takes, the calls pending in it. */
const STATES: Record<string, { tags: string[]; takes: string[]; pending: string[] }> = {
  offered: { tags: ['banner'], takes: [CHANGED, 'push.enable'], pending: [] },
  requesting: { tags: ['banner', 'busy'], takes: [CHANGED], pending: ['requestPermission'] },
  registering: { tags: ['banner', 'busy'], takes: [CHANGED], pending: ['registerToken'] },
  // The quiet renewal shows nothing.
  syncing: { tags: [], takes: [CHANGED], pending: ['registerToken'] },
  hidden: { tags: [], takes: [CHANGED, 'push.sync'], pending: [] },
  registered: { tags: [], takes: [CHANGED, 'push.sync'], pending: [] },
};

/** Where the chart settles from checking: the banner for an undecided remote host, the renewal for a granted one. */
const checked = (permission: PushPermission, localHost: boolean) =>
  localHost ? 'hidden' : permission === 'default' ? 'offered' : permission === 'granted' ? 'syncing' : 'hidden';

/** The recording toast and the per-step check for one replay of `path` from `input`. */
function bannerMeaning(path: Path, input: PushPermissionInput) {
  const toasts: string[] = [];
  const provide = { actions: { announceFailure: (_: unknown, message: string) => void toasts.push(message) } };
  let permission = input.permission;
  let error: string | null = null;
  let from = '';
  let step = 0;
  let seen = 0;
  let calls: Record<string, AnyActorRef | undefined> = {};

  const check = (snapshot: AnyMachineSnapshot, after: string) => {
    const event = path.steps[step++].event as PushPermissionEvent | WalkEvent;
    const state = snapshot.value as string;
    const at = `${state} after ${after}`;

    // Where the step leads and what it keeps, from the event and the state it was sent in.
    let to = from;
    let toast: string | null = null;
    const fail = (reason: string) => {
      to = 'hidden';
      error = reason;
      // The toast is the banner's: the quiet renewal fails silently.
      if (from !== 'syncing') toast = reason;
    };
    switch (event.type) {
      case 'xstate.init':
      case 'push.sync':
        to = checked(permission, input.localHost);
        break;
      case 'push.enable':
        to = 'requesting';
        break;
      case 'push.permissionChanged': {
        permission = event.permission as PushPermission;
        // A registration under way goes on; the prompt is answered by a granted or denied change; elsewhere the
        // banner goes, and a grant on a remote host renews the registration quietly.
        if (from === 'requesting')
          to = permission === 'granted' ? 'registering' : permission === 'denied' ? 'hidden' : from;
        else if (from !== 'registering' && from !== 'syncing')
          to = permission === 'granted' && !input.localHost ? 'syncing' : 'hidden';
        break;
      }
      case 'xstate.done.actor.requestPermission':
        permission = (event as WalkEvent).output as PushPermission;
        to = permission === 'granted' ? 'registering' : 'hidden';
        break;
      case 'xstate.error.actor.requestPermission':
        fail(promptFailed.message);
        break;
      case 'xstate.done.actor.registerToken':
        to = 'registered';
        break;
      case 'xstate.error.actor.registerToken':
        fail(registrationFailed.message);
        break;
      default:
        // The registration's time-out.
        fail(TIMEOUT_MESSAGE);
    }
    // A new registration starts without the last failure's reason.
    if ((to === 'registering' || to === 'syncing') && to !== from) error = null;
    expect(state, `${at}: where the step leads`).toBe(to);

    // The toast this step showed.
    const shown = toasts.slice(seen);
    seen = toasts.length;
    expect(shown, `${at}: toasts`).toEqual(toast ? [toast] : []);

    // The state's tags, the events it takes and the calls pending in it.
    const meaning = tableRow(STATES, state, snapshot, at);
    if (input.localHost) expect(snapshot.hasTag('banner'), `${at}: no banner on a local host`).toBe(false);
    const takes = [...new Set(USER_EVENTS.filter((e) => snapshot.can(e)).map((e) => e.type))].sort();
    expect(takes, `${at}: events taken`).toEqual([...meaning.takes].sort());
    expect(Object.keys(snapshot.children), `${at}: calls pending`).toEqual(meaning.pending);

    // The browser calls this step started: one on entering a state that makes it, none on staying.
    const children = snapshot.children as Record<string, AnyActorRef | undefined>;
    const started = Object.keys(children).filter((id) => children[id] !== calls[id]);
    expect(started, `${at}: calls started`).toEqual(to !== from ? meaning.pending : []);
    for (const id of meaning.pending)
      expect(children[id]!.getSnapshot().input, `${at}: ${id} takes no input`).toBeUndefined();
    // A call left behind is over: its late answer changes nothing.
    for (const [id, ref] of Object.entries(calls))
      if (ref && ref !== children[id]) expect(ref.getSnapshot().status, `${at}: ${id} left`).not.toBe('active');
    calls = { ...children };

    const { context } = snapshot;
    expect(context.permission, `${at}: permission`).toBe(permission);
    expect(context.localHost, at).toBe(input.localHost);
    expect(context.error, `${at}: reason of the last failure`).toBe(error);
    from = state;
  };
  return { provide, check };
}

describe('pushPermissionMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  for (const [name, input] of Object.entries(starts)) {
    const paths = shortestPaths(pushPermissionMachine, events, input);
    describe(name, () => {
      it('has paths to walk', () => expect(paths.length).toBeGreaterThan(2));

      it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
        'replays %s',
        async (_, path) => {
          const { provide, check } = bannerMeaning(path, input);
          await replayPath(pushPermissionMachine, path, {
            input,
            actorNames: ['requestPermission', 'registerToken'],
            provide,
            longestDelayMs: PUSH_REGISTRATION_TIMEOUT_MS,
            check,
          });
        },
      );
    });
  }
});
