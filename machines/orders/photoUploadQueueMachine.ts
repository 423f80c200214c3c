import { assign, fromPromise, setup } from 'xstate';
import { type OrderFile, type PhotoSource, photoUploadError } from '../../src/shared/schemas/orders/orderFiles';
import type { UploadFile } from '../kit/resumableUploadMachine';

// Photos chosen together go to POST /orders/{id}/photos one after another, each with its progress. A file the rules
// refuse (type, 10 MB) or the server refuses is marked with the message and the queue goes on with the next one.

export type QueuedPhotoStatus = 'waiting' | 'uploading' | 'done' | 'failed';

export interface QueuedPhoto {
  file: UploadFile;
  status: QueuedPhotoStatus;
  error: string | null;
}

export type PhotoUploadQueueEvent =
  | { type: 'photos.add'; files: UploadFile[]; source: PhotoSource }
  /** Bytes of the current photo sent so far (from the upload's own progress). */
  | { type: 'photos.progress'; loaded: number }
  /** Forget the finished and failed photos. */
  | { type: 'photos.clear' };

export interface PhotoUploadQueueContext {
  orderId: number;
  source: PhotoSource;
  queue: QueuedPhoto[];
  /** Bytes of the photo being sent that already went. */
  loaded: number;
}

export interface PhotoUploadInput {
  orderId: number;
  file: UploadFile;
  source: PhotoSource;
  onProgress: (loaded: number) => void;
}

const current = (queue: QueuedPhoto[]) => queue.findIndex((p) => p.status === 'uploading' || p.status === 'waiting');
const setCurrent = (queue: QueuedPhoto[], change: Partial<QueuedPhoto>) => {
  const index = current(queue);
  return queue.map((p, i) => (i === index ? { ...p, ...change } : p));
};

/** idle -> uploading (one photo at a time, re-entered for the next) -> idle when none waits. */
export const photoUploadQueueMachine = setup({
  types: {
    context: {} as PhotoUploadQueueContext,
    events: {} as PhotoUploadQueueEvent,
    input: {} as { orderId: number },
  },
  actors: {
    uploadPhoto: fromPromise<OrderFile, PhotoUploadInput>(async () => {
      throw new Error('uploadPhoto is provided by the API wiring');
    }),
  },
  actions: {
    /** A photo is the order's now: the view reloads the grid. */
    uploaded: (_, _photo: OrderFile) => {},
    enqueue: assign(({ context, event }) => {
      if (event.type !== 'photos.add') return {};
      const added = event.files.map((file): QueuedPhoto => {
        const error = photoUploadError(file);
        return { file, status: error ? 'failed' : 'waiting', error };
      });
      return { queue: [...context.queue, ...added], source: event.source };
    }),
  },
  guards: {
    hasWaiting: ({ context }) => context.queue.some((p) => p.status === 'waiting'),
  },
}).createMachine({
  id: 'photoUploadQueue',
  context: ({ input }) => ({ orderId: input.orderId, source: 'operator', queue: [], loaded: 0 }),
  initial: 'idle',
  states: {
    idle: {
      always: { guard: 'hasWaiting', target: 'uploading' },
      on: {
        'photos.add': { actions: 'enqueue' },
        'photos.clear': { actions: assign({ queue: [] }) },
      },
    },
    uploading: {
      tags: ['busy'],
      entry: assign({ queue: ({ context }) => setCurrent(context.queue, { status: 'uploading' }), loaded: 0 }),
      invoke: {
        id: 'uploadPhoto',
        src: 'uploadPhoto',
        input: ({ context, self }) => ({
          orderId: context.orderId,
          file: context.queue[current(context.queue)].file,
          source: context.source,
          onProgress: (loaded: number) => self.send({ type: 'photos.progress', loaded }),
        }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ queue: ({ context }) => setCurrent(context.queue, { status: 'done' }) }),
            { type: 'uploaded', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'idle',
          actions: assign({
            queue: ({ context, event }) =>
              setCurrent(context.queue, {
                status: 'failed',
                error: (event.error as { message?: string })?.message ?? String(event.error),
              }),
          }),
        },
      },
      on: {
        'photos.add': { actions: 'enqueue' },
        'photos.progress': { actions: assign({ loaded: ({ event }) => event.loaded }) },
      },
    },
  },
});
