import { afterEach, beforeEach, describe, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { csvExportMachine } from '../../../machines/kit/csvExportMachine';
import { replayPath, shortestPaths } from '../modelPaths';

// The collect actor reports through events; the walk sends them as the actor would.
const events = [
  { type: 'export.start' },
  { type: 'export.cancel' },
  { type: 'export.progress', loaded: 500, total: 1200 },
  { type: 'export.done' },
  { type: 'export.failed', error: { message: 'Ошибка сети' } },
] as EventObject[];

describe('csvExportMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(csvExportMachine, events);

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      await replayPath(csvExportMachine, path, { actorNames: [], longestDelayMs: 0 });
    },
  );
});
