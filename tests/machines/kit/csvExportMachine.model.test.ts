import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate';
import { type CsvExportEvent, csvExportMachine } from '../../../machines/kit/csvExportMachine';
import { tableRow } from '../liveChecks';
import { replayPath, shortestPaths } from '../modelPaths';

// Every shortest path of the export chart on a live actor. After every step the check asserts what the state means:
// its tags, the events it takes, and that the collecting actor runs only while exporting, with the format of the
// last start, and is the same one all through an export (progress does not restart it) and stopped once the export
// ends (done, failed or cancelled: nothing is downloaded after); the progress shown is the last one reported since
// that start, the error text is the failure's in failed and there is none elsewhere.

// The collect actor reports through events; the walk sends them as the actor would.
const events = [
  { type: 'export.start' },
  { type: 'export.start', format: 'xlsx' },
  { type: 'export.cancel' },
  { type: 'export.progress', loaded: 500, total: 1200 },
  { type: 'export.done' },
  { type: 'export.failed', error: { message: 'Ошибка сети' } },
] as EventObject[];

const START = ['export.start'];
/** Per state: its tags, the events it takes, whether the collecting actor runs. */
const STATES: Record<string, { tags: string[]; takes: string[]; collecting: boolean }> = {
  idle: { tags: [], takes: START, collecting: false },
  exporting: {
    tags: ['busy'],
    takes: ['export.cancel', 'export.done', 'export.failed', 'export.progress'],
    collecting: true,
  },
  done: { tags: [], takes: START, collecting: false },
  failed: { tags: [], takes: START, collecting: false },
};

/** The per-step check for one replay of `path`. */
function exportMeaning(path: ReturnType<typeof shortestPaths>[number]) {
  let step = 0;
  let format = 'csv';
  let progress = { loaded: 0, total: 0 };
  let collector: AnyActorRef | undefined;

  return (snapshot: AnyMachineSnapshot, after: string) => {
    const event = path.steps[step++].event as CsvExportEvent;
    const state = snapshot.value as string;
    const at = `${state} after ${after}`;
    if (event.type === 'export.start') {
      format = event.format ?? 'csv';
      progress = { loaded: 0, total: 0 };
    }
    if (event.type === 'export.progress') progress = { loaded: event.loaded, total: event.total };

    const meaning = tableRow(STATES, state, snapshot, at);
    const takes = [...new Set(events.filter((e) => snapshot.can(e)).map((e) => e.type))].sort();
    expect(takes, `${at}: events taken`).toEqual(meaning.takes);

    const { context } = snapshot;
    const running = snapshot.children.collect as AnyActorRef | undefined;
    if (meaning.collecting) {
      expect(running, `${at}: collecting`).toBeDefined();
      expect(running!.getSnapshot().status, at).toBe('active');
      expect(running!.getSnapshot().input, `${at}: the format asked for`).toEqual({ format });
      // A progress report comes from the running export: it is not restarted.
      if (event.type === 'export.progress') expect(running, `${at}: same collector`).toBe(collector);
      else expect(running, `${at}: a new collector`).not.toBe(collector);
      collector = running;
    } else {
      expect(Object.keys(snapshot.children), `${at}: nothing collecting`).toEqual([]);
      // The export that ended (done, failed or cancelled) is stopped: it writes and downloads nothing more.
      if (collector) expect(collector.getSnapshot().status, `${at}: the last collector`).toBe('stopped');
    }
    expect(context.format, `${at}: format`).toBe(format);
    expect({ loaded: context.loaded, total: context.total }, `${at}: progress`).toEqual(progress);
    expect(context.error, `${at}: error`).toEqual(state === 'failed' ? { message: 'Ошибка сети' } : null);
  };
}

describe('csvExportMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(csvExportMachine, events);

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      await replayPath(csvExportMachine, path, { actorNames: [], longestDelayMs: 0, check: exportMeaning(path) });
    },
  );
});
