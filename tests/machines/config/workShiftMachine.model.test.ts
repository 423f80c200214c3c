import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate';
import { type WorkShiftEvent, workShiftMachine } from '../../../machines/config/workShiftMachine';
import { WORKSPACE_POLL_MS } from '../../../src/shared/constants';
import { EMPTY_WORKSPACE, type WorkspaceConfig } from '../../../src/shared/workspace';
import { tableRow } from '../liveChecks';
import { type Path, replayPath, shortestPaths, type WalkEvent } from '../modelPaths';

// Every shortest path of the work-shift chart, from nothing stored and from a stale shift, on a live actor whose
// reads are held by hand. After every step the check asserts what the state means: the tags ('expired' exactly while
// the config last taken is the stale shift), the events taken and the read pending (only while reading, a new read
// on each poll or storage event, the one it replaces stopped); the config in context is the last one saved or read
// (a failed read keeps it, and an equal one keeps the very same object so the views do not re-render).

const NOW = new Date('2026-11-22T10:00:00Z').getTime();
const HOUR = 3_600_000;
const office = { id: 3, partnerId: 2, name: 'Шиномонтаж на Ленина' };
const executors = [{ id: 11, name: 'Петров Пётр' }];
// Far from the 12-hour edge, so the replay's timer steps (2 s each) never cross it.
const stale: WorkspaceConfig = { office, executors, createdAt: NOW - 13 * HOUR };
const fresh: WorkspaceConfig = { office, executors, createdAt: NOW - HOUR };

// The read's outcomes (a stale shift, a fresh one, nothing stored, a failure), the poll, and the two outside events.
const events: EventObject[] = [
  { type: 'workspace.storageChanged' },
  { type: 'workspace.saved', config: stale } as EventObject,
  { type: 'workspace.saved', config: fresh } as EventObject,
  { type: 'xstate.done.actor.readConfig', output: stale } as EventObject,
  { type: 'xstate.done.actor.readConfig', output: fresh } as EventObject,
  { type: 'xstate.done.actor.readConfig', output: EMPTY_WORKSPACE } as EventObject,
  { type: 'xstate.error.actor.readConfig', error: new Error('storage unavailable') } as EventObject,
  { type: 'xstate.after.poll.workShift.reader.waiting' },
];
const USER_EVENTS = events.filter((e) => !e.type.startsWith('xstate.'));

// The chart starts from what the wiring read synchronously: nothing, or a shift already run out (an equal copy of
// the stale one, so a read of the same shift must keep this very object).
const starts: Record<string, { now: () => number; config?: WorkspaceConfig }> = {
  'nothing stored': { now: () => Date.now() },
  'a stale shift stored': { now: () => Date.now(), config: { ...stale } },
};

const ALWAYS = ['workspace.saved', 'workspace.storageChanged'];
/** Per state (reader region / shift region): its tags, the events it takes, the calls pending in it. */
const STATES: Record<string, { tags: string[]; takes: string[]; pending: string[] }> = {
  'reading/running': { tags: [], takes: ALWAYS, pending: ['readConfig'] },
  'reading/expired': { tags: ['expired'], takes: ALWAYS, pending: ['readConfig'] },
  'waiting/running': { tags: [], takes: ALWAYS, pending: [] },
  'waiting/expired': { tags: ['expired'], takes: ALWAYS, pending: [] },
};

/** The shift has run out only for the stale config: the fresh one is an hour old, the empty one has no executors. */
const runOut = (config: WorkspaceConfig) => JSON.stringify(config) === JSON.stringify(stale);

/** The per-step check for one replay of `path` from `start`. */
function shiftMeaning(path: Path, start: { config?: WorkspaceConfig }) {
  let step = 0;
  let config = start.config ?? EMPTY_WORKSPACE;
  let read: AnyActorRef | undefined;

  return (snapshot: AnyMachineSnapshot, after: string) => {
    const event = path.steps[step++].event as WorkShiftEvent | WalkEvent;
    const value = snapshot.value as { reader: string; shift: string };
    const state = `${value.reader}/${value.shift}`;
    const at = `${state} after ${after}`;
    const { context } = snapshot;

    // The config taken: the one saved or read, or the same object when it equals what is held.
    let taken: WorkspaceConfig | undefined;
    if (event.type === 'workspace.saved') taken = event.config as WorkspaceConfig;
    if (event.type === 'xstate.done.actor.readConfig') taken = (event as WalkEvent).output as WorkspaceConfig;
    if (taken) config = JSON.stringify(taken) === JSON.stringify(config) ? config : taken;
    expect(context.config, `${at}: config (the same object when unchanged)`).toBe(config);
    expect(context.expired, `${at}: expired`).toBe(runOut(config));

    // The state's tags, the events it takes and the calls pending in it.
    const meaning = tableRow(STATES, state, snapshot, at);
    expect(value.shift, `${at}: shift region`).toBe(runOut(config) ? 'expired' : 'running');
    const takes = [...new Set(USER_EVENTS.filter((e) => snapshot.can(e)).map((e) => e.type))].sort();
    expect(takes, `${at}: events taken`).toEqual(meaning.takes);
    expect(Object.keys(snapshot.children).sort(), `${at}: calls pending`).toEqual(meaning.pending);

    // A read starts on entering reading (at start, on the poll, on a storage event, again on a storage event while
    // reading); a config saved by this tab does not start one. The read it replaces is stopped.
    const running = snapshot.children.readConfig as AnyActorRef | undefined;
    const reads =
      event.type === 'xstate.init' ||
      event.type === 'workspace.storageChanged' ||
      event.type === 'xstate.after.poll.workShift.reader.waiting';
    if (running) {
      expect(running.getSnapshot().status, at).toBe('active');
      expect(running.getSnapshot().input, `${at}: the read takes no input`).toBeUndefined();
      if (reads) expect(running, `${at}: a new read`).not.toBe(read);
      else expect(running, `${at}: the same read`).toBe(read);
    }
    if (read && read !== running) expect(read.getSnapshot().status, `${at}: the last read`).not.toBe('active');
    read = running;
  };
}

describe('workShiftMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW }));
  afterEach(() => vi.useRealTimers());

  for (const [name, input] of Object.entries(starts)) {
    vi.useFakeTimers({ now: NOW });
    const paths = shortestPaths(workShiftMachine, events, input);
    vi.useRealTimers();

    describe(name, () => {
      it('has paths to walk', () => expect(paths.length).toBeGreaterThan(5));

      it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
        'replays %s',
        async (_, path) => {
          await replayPath(workShiftMachine, path, {
            input,
            actorNames: ['readConfig'],
            longestDelayMs: WORKSPACE_POLL_MS,
            check: shiftMeaning(path, input),
          });
        },
      );
    });
  }
});
