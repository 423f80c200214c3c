import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate';
import type { UploadFile } from '../../../machines/kit/resumableUploadMachine';
import {
  type PhotoUploadInput,
  photoUploadQueueMachine,
  type QueuedPhoto,
} from '../../../machines/orders/photoUploadQueueMachine';
import type { OrderFile, PhotoSource } from '../../../src/shared/schemas/orders/orderFiles';
import { tableRow } from '../liveChecks';
import { type Path, replayPath, shortestPaths, type WalkEvent, walkEvent } from '../modelPaths';

// Every shortest path of the photo queue's chart on a live actor, the upload held by hand. After every step the check
// asserts what the state means: its tags and the events it takes; the queue in context, photo by photo, as the adds
// and the answers made it (a file the rules refuse is failed with its message at once and never sent; one photo is
// on its way while uploading, the first one waiting; a refused upload keeps the server's message; a clear forgets
// them all); the bytes sent of the current photo; one upload pending only while uploading, with the order, that
// photo and the source of the last add; and the 'uploaded' reaction once per photo the server took, with its answer.

const input = { orderId: 7 };
const JPG: UploadFile = { name: 'a.jpg', type: 'image/jpeg', size: 10 };
const PNG: UploadFile = { name: 'b.png', type: 'image/png', size: 20 };
const PDF: UploadFile = { name: 'a.pdf', type: 'application/pdf', size: 10 };
const HUGE: UploadFile = { name: 'c.jpg', type: 'image/jpeg', size: 11 * 1024 * 1024 };
const STORED = { id: 1, orderId: 7, kind: 'photo', fileName: 'a.jpg' } as OrderFile;
const NOT_FOUND = { message: 'Заявка не найдена', status: 404 };
/** The rules' messages, as the dialog shows them under a refused file. */
const REFUSED = new Map<UploadFile, string>([
  [PDF, 'Допустимы только изображения JPEG, PNG, WebP, HEIC'],
  [HUGE, 'Файл слишком большой (не более 10 МБ)'],
]);

const add = (files: UploadFile[], source: PhotoSource) => walkEvent({ type: 'photos.add', files, source });
const events: EventObject[] = [
  add([JPG], 'operator'),
  add([PDF], 'client'),
  add([PNG, HUGE], 'executor'),
  walkEvent({ type: 'photos.progress', loaded: 5 }),
  { type: 'photos.clear' },
  walkEvent({ type: 'xstate.done.actor.uploadPhoto', output: STORED }),
  walkEvent({ type: 'xstate.error.actor.uploadPhoto', error: NOT_FOUND }),
];

/** Per state: its tags, the events it takes, the calls pending in it. */
const STATES: Record<string, { tags: string[]; takes: string[]; pending: string[] }> = {
  idle: { tags: [], takes: ['photos.add', 'photos.clear'], pending: [] },
  // A clear waits for the queue to settle: it would drop the photo on its way.
  uploading: { tags: ['busy'], takes: ['photos.add', 'photos.progress'], pending: ['uploadPhoto'] },
};

const title = (e: WalkEvent) =>
  e.type === 'photos.add' ? `photos.add(${(e.files as UploadFile[]).map((f) => f.name).join(', ')})` : e.type;

/** The recorder of the 'uploaded' reaction and the per-step check for one replay of `path`. */
function queueMeaning(path: Path) {
  const uploaded: OrderFile[] = [];
  const provide = { actions: { uploaded: (_: unknown, photo: OrderFile) => void uploaded.push(photo) } };
  let step = 0;
  let seen = 0;
  let queue: QueuedPhoto[] = [];
  let source: PhotoSource = 'operator';
  let loaded = 0;
  let upload: { ref: AnyActorRef; source: PhotoSource } | undefined;

  /** The photo the queue is on: the first one uploading or waiting. */
  const current = () => queue.findIndex((p) => p.status === 'uploading' || p.status === 'waiting');
  const settle = (change: Partial<QueuedPhoto>) => {
    const i = current();
    queue = queue.map((p, n) => (n === i ? { ...p, ...change } : p));
  };

  const check = (snapshot: AnyMachineSnapshot, after: string) => {
    const event = path.steps[step++].event as WalkEvent;
    const state = snapshot.value as string;
    const at = `${state} after ${after}`;
    let answered: OrderFile[] = [];
    switch (event.type) {
      case 'photos.add':
        queue = [
          ...queue,
          ...(event.files as UploadFile[]).map((file): QueuedPhoto => {
            const error = REFUSED.get(file) ?? null;
            return { file, status: error ? 'failed' : 'waiting', error };
          }),
        ];
        source = event.source as PhotoSource;
        break;
      case 'photos.progress':
        loaded = event.loaded as number;
        break;
      case 'photos.clear':
        queue = [];
        break;
      case 'xstate.done.actor.uploadPhoto':
        settle({ status: 'done' });
        answered = [event.output as OrderFile];
        break;
      case 'xstate.error.actor.uploadPhoto':
        settle({ status: 'failed', error: NOT_FOUND.message });
        break;
    }
    // The queue goes on by itself: the next photo waiting is sent at once, from nothing sent yet.
    const starts = !queue.some((p) => p.status === 'uploading') && queue.some((p) => p.status === 'waiting');
    if (starts) {
      settle({ status: 'uploading' });
      loaded = 0;
    }

    const meaning = tableRow(STATES, state, snapshot, at);
    expect(state, `${at}: a photo on its way`).toBe(queue.some((p) => p.status === 'uploading') ? 'uploading' : 'idle');
    const takes = [...new Set(events.filter((e) => snapshot.can(e)).map((e) => e.type))].filter(
      (t) => !t.startsWith('xstate.'),
    );
    expect(takes.sort(), `${at}: events taken`).toEqual(meaning.takes);
    expect(Object.keys(snapshot.children).sort(), `${at}: calls pending`).toEqual(meaning.pending);

    expect(snapshot.context, `${at}: context`).toEqual({ orderId: 7, source, queue, loaded });

    // The upload: the photo on its way, with the source of the last add when it started.
    const running = snapshot.children.uploadPhoto as AnyActorRef | undefined;
    if (running) {
      if (starts) upload = { ref: running, source };
      expect(running, `${at}: the upload of this photo`).toBe(upload?.ref);
      const sent = running.getSnapshot().input as PhotoUploadInput;
      expect({ ...sent, onProgress: typeof sent.onProgress }, `${at}: upload input`).toEqual({
        orderId: 7,
        file: queue[current()].file,
        source: upload!.source,
        onProgress: 'function',
      });
    }

    // The view reloads the grid once per photo the server took.
    const reactions = uploaded.slice(seen);
    seen = uploaded.length;
    expect(reactions, `${at}: uploaded`).toEqual(answered);
    expect(snapshot.status).toBe('active');
  };
  return { provide, check };
}

describe('photoUploadQueueMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(photoUploadQueueMachine, events, input);

  it.each(paths.map((p) => [p.steps.map((s) => title(s.event as WalkEvent)).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      const { provide, check } = queueMeaning(path);
      await replayPath(photoUploadQueueMachine, path, {
        input,
        actorNames: ['uploadPhoto'],
        provide,
        longestDelayMs: 0,
        check,
      });
    },
  );
});
