import { assign, fromPromise, setup } from 'xstate';
import { VIDEO_CHUNK_BYTES } from '../../src/shared/constants';
import {
  type OrderFile,
  type ResumableChunkResult,
  type ResumableStarted,
  type ResumableStatus,
  videoUploadError,
} from '../../src/shared/schemas/orders/orderFiles';
import type { SessionError } from '../session/sessionTypes';

// A video sent to /orders/{id}/resumable chunk by chunk (0.5 MB chunks). A chunk lost to the network waits a growing
// delay in 'retrying', asks the server how much it has (GET) and goes on from there, so a dropped connection resumes
// instead of starting over; a 409 carries that size too.

/** What the chart needs of the file; the API wiring reads the bytes of a chunk from it. */
export interface UploadFile {
  name: string;
  type: string;
  size: number;
}

export type ResumableUploadEvent =
  | { type: 'upload.start'; file: UploadFile }
  | { type: 'upload.pause' }
  | { type: 'upload.resume' }
  /** After 'failed' with the upload still on the server: ask where it stopped and go on. */
  | { type: 'upload.retry' }
  | { type: 'upload.cancel' };

export interface ResumableUploadContext {
  orderId: number;
  file: UploadFile | null;
  uploadId: string | null;
  chunkSize: number;
  receivedSize: number;
  /** Network failures in a row; each waits longer (retryDelay). Back to 0 after a chunk lands. */
  attempt: number;
  /** The upload went on after a dropped connection: the view says so. */
  resumedAfterDrop: boolean;
  error: SessionError | null;
  result: OrderFile | null;
}

/** Attempts in a row before the chart gives up to 'failed' (where upload.retry goes on). */
export const MAX_ATTEMPTS = 8;
const MAX_RETRY_DELAY_MS = 30_000;

type UploadError = Partial<SessionError> & { connectError?: boolean; details?: Record<string, string> };
const asError = (error: unknown): UploadError =>
  typeof error === 'object' && error !== null ? (error as UploadError) : { message: String(error) };
const toSessionError = (error: unknown): SessionError => {
  const e = asError(error);
  return { message: e.message ?? String(error), errorCode: e.errorCode, status: e.status };
};
/** No answer or the server's own failure: worth another try. A 4xx is the server's final word. */
const isNetworkFailure = (error: unknown) => {
  const e = asError(error);
  return e.connectError === true || !e.status || e.status >= 500;
};
/** The 409 of a chunk sent from the wrong place: details.receivedSize is where the server is. */
const serverOffset = (error: unknown): number | null => {
  const e = asError(error);
  const size = e.status === 409 ? Number(e.details?.receivedSize) : NaN;
  return Number.isInteger(size) && size >= 0 ? size : null;
};

export interface ChunkInput {
  orderId: number;
  uploadId: string;
  offset: number;
  chunkSize: number;
  file: UploadFile;
}

/**
 * idle -> starting -> uploading (a chunk at a time) -> done; uploading -> retrying (network) -> syncing (GET) ->
 * uploading; paused and cancelled on request; failed when the server refuses. Progress is receivedSize / file.size.
 */
export const resumableUploadMachine = setup({
  types: {
    context: {} as ResumableUploadContext,
    events: {} as ResumableUploadEvent,
    input: {} as { orderId: number },
    output: {} as OrderFile | null,
  },
  actors: {
    startUpload: fromPromise<ResumableStarted, { orderId: number; file: UploadFile }>(async () => {
      throw new Error('startUpload is provided by the API wiring');
    }),
    sendChunk: fromPromise<ResumableChunkResult, ChunkInput>(async () => {
      throw new Error('sendChunk is provided by the API wiring');
    }),
    fetchStatus: fromPromise<ResumableStatus, { orderId: number; uploadId: string }>(async () => {
      throw new Error('fetchStatus is provided by the API wiring');
    }),
    cancelUpload: fromPromise<unknown, { orderId: number; uploadId: string }>(async () => {
      throw new Error('cancelUpload is provided by the API wiring');
    }),
  },
  actions: {
    /** The video is the order's now (null: its answer was lost); the view reloads the list. */
    uploaded: (_, _file: OrderFile | null) => {},
  },
  guards: {
    isAcceptable: ({ event }) => event.type === 'upload.start' && videoUploadError(event.file) === null,
    isComplete: ({ event }) => (event as unknown as { output: ResumableChunkResult }).output.completed,
    isOffsetConflict: ({ event }) => serverOffset((event as unknown as { error: unknown }).error) !== null,
    /** The 409 says the server has every byte: the last answer was lost, the video is already the order's. */
    isConflictComplete: ({ context, event }) =>
      (serverOffset((event as unknown as { error: unknown }).error) ?? -1) >= (context.file?.size ?? Infinity),
    isStatusComplete: ({ event }) => (event as unknown as { output: ResumableStatus }).output.completed,
    isRetryable: ({ context, event }) =>
      isNetworkFailure((event as unknown as { error: unknown }).error) && context.attempt + 1 < MAX_ATTEMPTS,
    hasUpload: ({ context }) => context.uploadId !== null,
  },
  delays: {
    /** 1 s, 2 s, 4 s ... up to 30 s between attempts. */
    retryDelay: ({ context }) => Math.min(1000 * 2 ** Math.max(context.attempt - 1, 0), MAX_RETRY_DELAY_MS),
  },
}).createMachine({
  id: 'resumableUpload',
  context: ({ input }) => ({
    orderId: input.orderId,
    file: null,
    uploadId: null,
    chunkSize: VIDEO_CHUNK_BYTES,
    receivedSize: 0,
    attempt: 0,
    resumedAfterDrop: false,
    error: null,
    result: null,
  }),
  initial: 'idle',
  output: ({ context }) => context.result,
  states: {
    idle: {
      on: {
        'upload.start': [
          {
            guard: 'isAcceptable',
            target: 'starting',
            actions: assign({ file: ({ event }) => event.file, error: null }),
          },
          { actions: assign({ error: ({ event }) => ({ message: videoUploadError(event.file)! }) }) },
        ],
      },
    },
    starting: {
      tags: ['busy'],
      invoke: {
        id: 'startUpload',
        src: 'startUpload',
        input: ({ context }) => ({ orderId: context.orderId, file: context.file! }),
        onDone: {
          target: 'uploading',
          actions: assign({
            uploadId: ({ event }) => event.output.uploadId,
            chunkSize: ({ event }) => event.output.chunkSize,
            receivedSize: 0,
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toSessionError(event.error) }) },
      },
    },
    uploading: {
      tags: ['busy', 'transfer'],
      invoke: {
        id: 'sendChunk',
        src: 'sendChunk',
        input: ({ context }) => ({
          orderId: context.orderId,
          uploadId: context.uploadId!,
          offset: context.receivedSize,
          chunkSize: context.chunkSize,
          file: context.file!,
        }),
        onDone: [
          {
            guard: 'isComplete',
            target: 'done',
            actions: assign({
              receivedSize: ({ event }) => event.output.receivedSize,
              result: ({ event }) => event.output.file,
              attempt: 0,
            }),
          },
          {
            target: 'uploading',
            reenter: true,
            actions: assign({ receivedSize: ({ event }) => event.output.receivedSize, attempt: 0, error: null }),
          },
        ],
        onError: [
          {
            guard: 'isConflictComplete',
            target: 'done',
            actions: assign({ receivedSize: ({ context }) => context.file!.size }),
          },
          {
            guard: 'isOffsetConflict',
            target: 'uploading',
            reenter: true,
            actions: assign({ receivedSize: ({ event }) => serverOffset(event.error)! }),
          },
          {
            guard: 'isRetryable',
            target: 'retrying',
            actions: assign({
              attempt: ({ context }) => context.attempt + 1,
              error: ({ event }) => toSessionError(event.error),
            }),
          },
          { target: 'failed', actions: assign({ error: ({ event }) => toSessionError(event.error) }) },
        ],
      },
      on: { 'upload.pause': 'paused', 'upload.cancel': 'cancelling' },
    },
    retrying: {
      tags: ['busy', 'offline'],
      after: { retryDelay: 'syncing' },
      on: { 'upload.pause': 'paused', 'upload.cancel': 'cancelling' },
    },
    syncing: {
      tags: ['busy'],
      invoke: {
        id: 'fetchStatus',
        src: 'fetchStatus',
        input: ({ context }) => ({ orderId: context.orderId, uploadId: context.uploadId! }),
        onDone: [
          {
            guard: 'isStatusComplete',
            target: 'done',
            actions: assign({ receivedSize: ({ event }) => event.output.receivedSize }),
          },
          {
            target: 'uploading',
            actions: assign({
              receivedSize: ({ event }) => event.output.receivedSize,
              resumedAfterDrop: ({ context }) => context.resumedAfterDrop || context.attempt > 0,
            }),
          },
        ],
        onError: [
          {
            guard: 'isRetryable',
            target: 'retrying',
            actions: assign({
              attempt: ({ context }) => context.attempt + 1,
              error: ({ event }) => toSessionError(event.error),
            }),
          },
          { target: 'failed', actions: assign({ error: ({ event }) => toSessionError(event.error) }) },
        ],
      },
      on: { 'upload.pause': 'paused', 'upload.cancel': 'cancelling' },
    },
    paused: {
      on: { 'upload.resume': { target: 'syncing', actions: assign({ attempt: 0 }) }, 'upload.cancel': 'cancelling' },
    },
    failed: {
      on: {
        'upload.retry': { guard: 'hasUpload', target: 'syncing', actions: assign({ attempt: 0, error: null }) },
        'upload.cancel': [{ guard: 'hasUpload', target: 'cancelling' }, { target: 'cancelled' }],
      },
    },
    cancelling: {
      tags: ['busy'],
      // The server drops what it has; if that call fails the upload is abandoned all the same.
      invoke: {
        id: 'cancelUpload',
        src: 'cancelUpload',
        input: ({ context }) => ({ orderId: context.orderId, uploadId: context.uploadId! }),
        onDone: 'cancelled',
        onError: 'cancelled',
      },
    },
    /** result is the new video, or null when the server finished it but its answer was lost (the list shows it). */
    done: { type: 'final', entry: { type: 'uploaded', params: ({ context }) => context.result } },
    cancelled: { type: 'final' },
  },
});
