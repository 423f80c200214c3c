import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  MAX_ATTEMPTS,
  type ResumableUploadContext,
  type ResumableUploadEvent,
  resumableUploadMachine,
} from '../../../machines/kit/resumableUploadMachine';
import type { OrderFile } from '../../../src/shared/schemas/orders/orderFiles';
import { tableRow } from '../liveChecks';
import { type Path, replayPath, shortestPaths, type WalkEvent } from '../modelPaths';
import { applyStep, backoffMs, events, freshUpload, retryEvents, USER_EVENTS, video } from './resumableUploadFixtures';

// Every shortest path of the chunked upload, and the retry loop walked once more with the attempt count apart (every
// wait of the back-off up to giving up), on a live actor whose requests are held by hand, whose 'uploaded' reaction
// is recorded and whose retry wait runs on fake timers. After every step the check compares the live chart with a
// model of the upload built from the path's events (resumableUploadFixtures.ts): the state the step leads to, the
// tags, the events taken and the request pending, with its input (which chunk: the offset the server last reported,
// the chunk size it gave, the upload's id); a new request per chunk, per status check and per start; the retry timer
// (armed only while waiting, for 1 s, 2 s, 4 s ... up to 30 s by the attempt, cleared by a pause or a cancel); the
// context (file, upload id, size received, attempts, the 'resumed' flag, the error); and the 'uploaded' reaction, once,
// on reaching done, with the new video or null when its answer was lost.

const input = { orderId: 7 };
const LONGEST_WAIT_MS = 30_000;

const LIVE = ['upload.cancel', 'upload.pause'];
/** Per state: its tags, the events it takes, the calls pending in it. */
const STATES: Record<string, { tags: string[]; takes: string[]; pending: string[] }> = {
  idle: { tags: [], takes: ['upload.start'], pending: [] },
  starting: { tags: ['busy'], takes: [], pending: ['startUpload'] },
  uploading: { tags: ['busy', 'transfer'], takes: LIVE, pending: ['sendChunk'] },
  retrying: { tags: ['busy', 'offline'], takes: LIVE, pending: [] },
  syncing: { tags: ['busy'], takes: LIVE, pending: ['fetchStatus'] },
  paused: { tags: [], takes: ['upload.cancel', 'upload.resume'], pending: [] },
  // Retrying goes on only with an upload on the server to ask about.
  failed: { tags: [], takes: ['upload.cancel'], pending: [] },
  cancelling: { tags: ['busy'], takes: [], pending: ['cancelUpload'] },
  done: { tags: [], takes: [], pending: [] },
  cancelled: { tags: [], takes: [], pending: [] },
};

/** The recording reaction and the per-step check for one replay of `path`; `timers` spies on setTimeout. */
function uploadMeaning(path: Path, timers: MockInstance<typeof setTimeout>) {
  const told: (OrderFile | null)[] = [];
  const provide = { actions: { uploaded: (_: unknown, result: OrderFile | null) => void told.push(result) } };
  const upload = freshUpload();
  let from = '';
  let step = 0;
  let seen = 0;
  let armed = timers.mock.calls.length;
  let calls: Record<string, AnyActorRef | undefined> = {};

  const check = (snapshot: AnyMachineSnapshot, after: string) => {
    const event = path.steps[step++].event as ResumableUploadEvent | WalkEvent;
    const state = snapshot.value as string;
    const at = `${state} after ${after}`;
    const { to, told: result } = applyStep(upload, event, from);
    expect(state, `${at}: where the step leads`).toBe(to);

    // The view is told once, on reaching done.
    expect(told.slice(seen), `${at}: 'uploaded' reaction`).toEqual(result === undefined ? [] : [result]);
    seen = told.length;

    // The state's tags, the events it takes and the calls pending in it.
    const meaning = tableRow(STATES, state, snapshot, at);
    const takes = [...new Set(USER_EVENTS.filter((e) => snapshot.can(e)).map((e) => e.type))].sort();
    const retry = state === 'failed' && upload.uploadId !== null ? ['upload.retry'] : [];
    expect(takes, `${at}: events taken`).toEqual([...meaning.takes, ...retry].sort());
    expect(Object.keys(snapshot.children), `${at}: calls pending`).toEqual(meaning.pending);

    // A request per entry: each chunk, each status check is a call of its own; the one left is over.
    const children = snapshot.children as Record<string, AnyActorRef | undefined>;
    const started = Object.keys(children).filter((id) => children[id] !== calls[id]);
    expect(started, `${at}: calls started`).toEqual(to !== from || state === 'uploading' ? meaning.pending : []);
    for (const [id, ref] of Object.entries(calls))
      if (ref && ref !== children[id]) expect(ref.getSnapshot().status, `${at}: ${id} left`).not.toBe('active');
    calls = { ...children };
    const ids = { orderId: 7, uploadId: upload.uploadId };
    const inputs: Record<string, unknown> = {
      startUpload: { orderId: 7, file: video },
      sendChunk: { ...ids, offset: upload.receivedSize, chunkSize: upload.chunkSize, file: video },
      fetchStatus: ids,
      cancelUpload: ids,
    };
    for (const id of meaning.pending)
      expect(children[id]!.getSnapshot().input, `${at}: ${id}'s input`).toEqual(inputs[id]);

    // The retry timer: armed on entering the wait, for the attempt's back-off; none pending anywhere else.
    const waits = timers.mock.calls.slice(armed).map(([, ms]) => ms);
    armed = timers.mock.calls.length;
    expect(waits, `${at}: retry timer armed`).toEqual(state === 'retrying' ? [backoffMs(upload.attempt)] : []);
    expect(vi.getTimerCount(), `${at}: timers pending`).toBe(state === 'retrying' ? 1 : 0);

    const { context } = snapshot as { context: ResumableUploadContext };
    expect(context.orderId, at).toBe(7);
    expect(context.file, `${at}: file`).toEqual(upload.file);
    expect(context.uploadId, `${at}: upload id`).toBe(upload.uploadId);
    expect(context.chunkSize, `${at}: chunk size`).toBe(upload.chunkSize);
    expect(context.receivedSize, `${at}: size received`).toBe(upload.receivedSize);
    expect(context.attempt, `${at}: attempts`).toBe(upload.attempt);
    expect(context.resumedAfterDrop, `${at}: resumed after a drop`).toBe(upload.resumedAfterDrop);
    expect(context.error, `${at}: error`).toEqual(upload.error);
    expect(context.result, `${at}: result`).toEqual(upload.result);
    if (state === 'failed') expect(context.error, `${at}: why`).not.toBeNull();
    if (state === 'done') expect(context.receivedSize, `${at}: every byte`).toBe(video.size);
    // Final: done hands the new video (or null) to whoever invoked the upload; a cancelled one hands nothing.
    expect(snapshot.status, `${at}: status`).toBe(state === 'done' || state === 'cancelled' ? 'done' : 'active');
    if (snapshot.status === 'done') expect(snapshot.output, `${at}: output`).toEqual(upload.result);
    from = state;
  };
  return { provide, check };
}

/** The retry loop's walk: the attempt count is part of the state, so each attempt's wait is a state of its own. */
function retryWalk(machine: AnyStateMachine): Path[] {
  return getShortestPaths(machine, {
    events: (state: { can: (e: EventObject) => boolean }) => retryEvents.filter((e) => state.can(e)),
    input,
    serializeState: (
      state: { value: unknown; context: ResumableUploadContext },
      event: EventObject | undefined,
      prev?: { value: unknown },
    ) => JSON.stringify([prev?.value ?? null, event?.type ?? null, state.value, state.context.attempt]),
  } as never);
}

describe('resumableUploadMachine, every shortest path', () => {
  let timers: MockInstance<typeof setTimeout>;
  beforeEach(() => {
    vi.useFakeTimers();
    // Through to the fake clock: only recorded, to see which wait the chart asks for.
    timers = vi.spyOn(globalThis, 'setTimeout');
  });
  afterEach(() => {
    timers.mockRestore();
    vi.useRealTimers();
  });

  const walks: [string, Path[]][] = [
    ['every event', shortestPaths(resumableUploadMachine, events, input)],
    ['the retry loop', retryWalk(resumableUploadMachine)],
  ];

  it('waits every back-off up to giving up after MAX_ATTEMPTS', () => {
    const [, loop] = walks[1];
    const longest = Math.max(...loop.map((p) => p.steps.filter((s) => s.event.type.startsWith('xstate.after')).length));
    expect(longest).toBe(MAX_ATTEMPTS - 1);
    expect(backoffMs(MAX_ATTEMPTS - 1)).toBe(LONGEST_WAIT_MS);
  });

  describe.each(walks)('%s', (_, paths) => {
    it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
      'replays %s',
      async (_, path) => {
        const { provide, check } = uploadMeaning(path, timers);
        await replayPath(resumableUploadMachine, path, {
          input,
          actorNames: ['startUpload', 'sendChunk', 'fetchStatus', 'cancelUpload'],
          provide,
          longestDelayMs: LONGEST_WAIT_MS,
          check,
        });
      },
    );
  });
});
