import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { workShiftMachine } from '../../../machines/config/workShiftMachine';
import { WORKSPACE_POLL_MS } from '../../../src/shared/constants';
import { EMPTY_WORKSPACE, type WorkspaceConfig } from '../../../src/shared/workspace';

const NOW = new Date('2026-11-22T10:00:00Z').getTime();
const HOUR = 3_600_000;
const office = { id: 3, partnerId: 2, name: 'Шиномонтаж на Ленина' };
const executors = [{ id: 11, name: 'Петров Пётр' }];
const shift = (createdAt: number | null, people = executors): WorkspaceConfig => ({
  office,
  executors: people,
  createdAt,
});

/** The work-shift actor over a fake store: `stored` is what the storage holds, `reads` counts the reads. */
function start(stored: { config: WorkspaceConfig }) {
  const reads = { count: 0 };
  const actor = createActor(
    workShiftMachine.provide({
      actors: {
        readConfig: fromPromise(async () => {
          reads.count++;
          return stored.config;
        }),
      },
    }),
    { input: { now: () => Date.now() } },
  );
  actor.start();
  return { actor, reads };
}

describe('workShiftMachine', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW }));
  afterEach(() => vi.useRealTimers());

  it('reads the config at start and then every 2 s', async () => {
    const stored = { config: shift(NOW) };
    const { actor, reads } = start(stored);
    try {
      await vi.advanceTimersByTimeAsync(0);
      expect(reads.count).toBe(1);
      expect(actor.getSnapshot().context.config).toEqual(stored.config);
      await vi.advanceTimersByTimeAsync(WORKSPACE_POLL_MS - 1);
      expect(reads.count).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(reads.count).toBe(2);
      await vi.advanceTimersByTimeAsync(WORKSPACE_POLL_MS * 5);
      expect(reads.count).toBe(7);
    } finally {
      actor.stop();
    }
  });

  it('a storage event reads at once, without waiting for the poll', async () => {
    const stored = { config: EMPTY_WORKSPACE };
    const { actor, reads } = start(stored);
    try {
      await vi.advanceTimersByTimeAsync(500);
      expect(reads.count).toBe(1);
      stored.config = shift(NOW - 13 * HOUR);
      actor.send({ type: 'workspace.storageChanged' });
      await vi.advanceTimersByTimeAsync(0);
      expect(reads.count).toBe(2);
      expect(actor.getSnapshot().context.config.office?.name).toBe('Шиномонтаж на Ленина');
      expect(actor.getSnapshot().hasTag('expired')).toBe(true);
      // The poll restarts from the read: the next one is 2 s after it.
      await vi.advanceTimersByTimeAsync(WORKSPACE_POLL_MS - 1);
      expect(reads.count).toBe(2);
    } finally {
      actor.stop();
    }
  });

  it('12 h and 1 min after the executors were set the shift has run out; a save renews it at once', async () => {
    const stored = { config: shift(NOW - 12 * HOUR - 60_000) };
    const { actor } = start(stored);
    try {
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().context.expired).toBe(true);
      expect(actor.getSnapshot().matches({ shift: 'expired' })).toBe(true);
      const renewed = shift(Date.now());
      stored.config = renewed;
      actor.send({ type: 'workspace.saved', config: renewed });
      expect(actor.getSnapshot().hasTag('expired')).toBe(false);
      expect(actor.getSnapshot().context.config).toEqual(renewed);
    } finally {
      actor.stop();
    }
  });

  it('exactly 12 h is not yet expired; the next poll past it is', async () => {
    const stored = { config: shift(NOW - 12 * HOUR) };
    const { actor } = start(stored);
    try {
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().hasTag('expired')).toBe(false);
      await vi.advanceTimersByTimeAsync(WORKSPACE_POLL_MS);
      expect(actor.getSnapshot().hasTag('expired')).toBe(true);
    } finally {
      actor.stop();
    }
  });

  it('with no executors the shift never runs out', async () => {
    const stored = { config: shift(NOW - 100 * HOUR, []) };
    const { actor } = start(stored);
    try {
      await vi.advanceTimersByTimeAsync(WORKSPACE_POLL_MS * 3);
      expect(actor.getSnapshot().context.config.office).toEqual(office);
      expect(actor.getSnapshot().hasTag('expired')).toBe(false);
    } finally {
      actor.stop();
    }
  });

  it('an unchanged read keeps the same config object; a failed read keeps what was known', async () => {
    const stored = { config: shift(NOW) };
    let fail = false;
    const actor = createActor(
      workShiftMachine.provide({
        actors: {
          readConfig: fromPromise(async () => {
            if (fail) throw new Error('storage unavailable');
            return { ...stored.config };
          }),
        },
      }),
      { input: {} },
    ).start();
    try {
      await vi.advanceTimersByTimeAsync(0);
      const first = actor.getSnapshot().context.config;
      await vi.advanceTimersByTimeAsync(WORKSPACE_POLL_MS);
      expect(actor.getSnapshot().context.config).toBe(first);
      fail = true;
      await vi.advanceTimersByTimeAsync(WORKSPACE_POLL_MS);
      expect(actor.getSnapshot().context.config).toBe(first);
      expect(actor.getSnapshot().matches({ reader: 'waiting' })).toBe(true);
    } finally {
      actor.stop();
    }
  });
});
