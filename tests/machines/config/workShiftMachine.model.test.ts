import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { workShiftMachine } from '../../../machines/config/workShiftMachine';
import { WORKSPACE_POLL_MS } from '../../../src/shared/constants';
import { EMPTY_WORKSPACE } from '../../../src/shared/workspace';
import { replayPath, shortestPaths } from '../modelPaths';

const NOW = new Date('2026-11-22T10:00:00Z').getTime();
const HOUR = 3_600_000;
const office = { id: 3, partnerId: 2, name: 'Шиномонтаж на Ленина' };
const executors = [{ id: 11, name: 'Петров Пётр' }];
// Far from the 12-hour edge, so the replay's timer steps (2 s each) never cross it.
const stale = { office, executors, createdAt: NOW - 13 * HOUR };
const fresh = { office, executors, createdAt: NOW - HOUR };

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

const input = { now: () => Date.now() };

describe('workShiftMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW }));
  afterEach(() => vi.useRealTimers());
  vi.useFakeTimers({ now: NOW });
  const paths = shortestPaths(workShiftMachine, events, input);
  vi.useRealTimers();

  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(5));

  it.each(
    paths.map(
      (p) =>
        [
          `${JSON.stringify(p.state.value)} via ${p.steps.map((s) => (s.event as EventObject).type).join(' > ')}`,
          p,
        ] as const,
    ),
  )('reaches %s', async (_, path) => {
    await replayPath(workShiftMachine, path, { input, actorNames: ['readConfig'], longestDelayMs: WORKSPACE_POLL_MS });
    // What the shift state means: 'expired' exactly when the last config taken has run out.
    const last = path.steps.at(-1)!.state;
    expect(last.hasTag('expired')).toBe(last.context.expired);
  });
});
