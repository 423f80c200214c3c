import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type ChunkInput,
  MAX_ATTEMPTS,
  resumableUploadMachine,
  type UploadFile,
} from '../../../machines/kit/resumableUploadMachine';
import type { OrderFile, ResumableChunkResult } from '../../../src/shared/schemas/orders/orderFiles';

const CHUNK = 512 * 1024;
const video: UploadFile = { name: 'Осмотр.mp4', type: 'video/mp4', size: CHUNK * 3 + 100 };
const networkError = {
  message: 'Возникла ошибка сети. Проверьте соединение с интернет.',
  status: 0,
  connectError: true,
};

/**
 * A fake /resumable endpoint: it keeps receivedSize, answers 409 with it for a chunk from the wrong place, and can
 * drop the connection before a chunk arrives or after it was stored (the answer lost on the way back).
 */
function fakeServer() {
  const server = {
    receivedSize: 0,
    completed: false,
    sent: [] as number[],
    statusCalls: 0,
    cancelled: false,
    /** What happens to the next chunks: 'ok', 'dropBefore' (never arrives) or 'dropAfter' (stored, answer lost). */
    plan: [] as ('ok' | 'dropBefore' | 'dropAfter')[],
    offline: false,
    /** While set, each chunk waits for release(): the test acts in the middle of a transfer. */
    held: null as null | { release: () => void; promise: Promise<void> },
    hold() {
      let release = () => {};
      const promise = new Promise<void>((resolve) => (release = resolve));
      server.held = { release, promise };
    },
  };
  const file: OrderFile = {
    id: 1,
    orderId: 7,
    kind: 'video',
    source: 'operator',
    fileName: video.name,
    mimeType: 'video/mp4',
    size: video.size,
    comment: null,
    userFio: null,
    createdDate: 0,
    deletedDate: null,
    url: '/v1/orders/photos/1/file',
  };
  const machine = resumableUploadMachine.provide({
    actors: {
      startUpload: fromPromise(async () => ({ uploadId: 'u-1', receivedSize: 0, chunkSize: CHUNK })),
      sendChunk: fromPromise(async ({ input }: { input: ChunkInput }) => {
        server.sent.push(input.offset);
        if (server.held) await server.held.promise;
        const step = server.plan.shift() ?? 'ok';
        if (server.offline || step === 'dropBefore') throw networkError;
        if (input.offset !== server.receivedSize)
          throw { message: 'conflict', status: 409, details: { receivedSize: String(server.receivedSize) } };
        server.receivedSize = Math.min(input.offset + input.chunkSize, input.file.size);
        server.completed = server.receivedSize === input.file.size;
        if (step === 'dropAfter') throw networkError;
        return {
          uploadId: input.uploadId,
          receivedSize: server.receivedSize,
          completed: server.completed,
          file: server.completed ? file : null,
        };
      }),
      fetchStatus: fromPromise(async ({ input }: { input: { orderId: number; uploadId: string } }) => {
        server.statusCalls += 1;
        if (server.offline) throw networkError;
        return { uploadId: input.uploadId, receivedSize: server.receivedSize, completed: server.completed };
      }),
      cancelUpload: fromPromise<unknown, { orderId: number; uploadId: string }>(async () => {
        server.cancelled = true;
        return null;
      }),
    },
  });
  const uploaded: (OrderFile | null)[] = [];
  const actor = createActor(machine.provide({ actions: { uploaded: (_, f) => void uploaded.push(f) } }), {
    input: { orderId: 7 },
  });
  actor.start();
  return { actor, server, file, uploaded };
}

describe('resumableUploadMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the chunks in order and ends done with the new video', async () => {
    const { actor, server, file, uploaded } = fakeServer();
    try {
      actor.send({ type: 'upload.start', file: video });
      await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
      expect(server.sent).toEqual([0, CHUNK, CHUNK * 2, CHUNK * 3]);
      expect(actor.getSnapshot().context).toMatchObject({
        receivedSize: video.size,
        resumedAfterDrop: false,
        result: file,
      });
      expect(actor.getSnapshot().output).toEqual(file);
      expect(uploaded).toEqual([file]);
    } finally {
      actor.stop();
    }
  });

  it('refuses a non-video or a file over 200 MB before anything is sent', () => {
    const { actor, server } = fakeServer();
    try {
      actor.send({ type: 'upload.start', file: { name: 'a.png', type: 'image/png', size: 10 } });
      expect(actor.getSnapshot().value).toBe('idle');
      expect(actor.getSnapshot().context.error?.message).toBe('Допустимы только видео MP4, MOV, WebM');
      actor.send({ type: 'upload.start', file: { ...video, size: 200 * 1024 * 1024 + 1 } });
      expect(actor.getSnapshot().context.error?.message).toBe('Файл слишком большой (не более 200 МБ)');
      expect(server.sent).toEqual([]);
    } finally {
      actor.stop();
    }
  });

  it('waits after a dropped chunk, asks the server how much it has, and resumes from there', async () => {
    const { actor, server } = fakeServer();
    try {
      server.plan = ['ok', 'dropBefore'];
      actor.send({ type: 'upload.start', file: video });
      await waitFor(actor, (s) => s.matches('retrying'));
      expect(actor.getSnapshot().context).toMatchObject({ attempt: 1, receivedSize: CHUNK });
      expect(actor.getSnapshot().hasTag('offline')).toBe(true);
      await vi.advanceTimersByTimeAsync(1000);
      await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
      expect(server.statusCalls).toBe(1);
      expect(server.sent).toEqual([0, CHUNK, CHUNK, CHUNK * 2, CHUNK * 3]);
      expect(actor.getSnapshot().context.resumedAfterDrop).toBe(true);
    } finally {
      actor.stop();
    }
  });

  it('goes on from the server’s size when a chunk arrived but its answer was lost', async () => {
    const { actor, server } = fakeServer();
    try {
      server.plan = ['dropAfter'];
      actor.send({ type: 'upload.start', file: video });
      await waitFor(actor, (s) => s.matches('retrying'));
      expect(actor.getSnapshot().context.receivedSize).toBe(0);
      await vi.advanceTimersByTimeAsync(1000);
      await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
      // The first chunk is not sent twice: the GET said the server had it.
      expect(server.sent).toEqual([0, CHUNK, CHUNK * 2, CHUNK * 3]);
    } finally {
      actor.stop();
    }
  });

  it('takes the size of a 409 and sends from there', async () => {
    const { actor, server } = fakeServer();
    try {
      server.receivedSize = CHUNK * 2;
      actor.send({ type: 'upload.start', file: video });
      await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
      expect(server.sent).toEqual([0, CHUNK * 2, CHUNK * 3]);
    } finally {
      actor.stop();
    }
  });

  it('ends done without a file when the last answer was lost and the server finished it', async () => {
    const { actor, server, uploaded } = fakeServer();
    try {
      server.plan = ['ok', 'ok', 'ok', 'dropAfter'];
      actor.send({ type: 'upload.start', file: video });
      await waitFor(actor, (s) => s.matches('retrying'));
      await vi.advanceTimersByTimeAsync(1000);
      await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
      expect(actor.getSnapshot().context.result).toBeNull();
      expect(uploaded).toEqual([null]);
    } finally {
      actor.stop();
    }
  });

  it('waits longer after each failure and fails after MAX_ATTEMPTS; upload.retry goes on', async () => {
    const { actor, server } = fakeServer();
    try {
      server.hold();
      actor.send({ type: 'upload.start', file: video });
      await vi.waitFor(() => expect(server.sent.length).toBe(1));
      server.offline = true;
      server.held!.release();
      await waitFor(actor, (s) => s.matches('retrying'));
      // 1 s is not yet the second wait of 2 s.
      await vi.advanceTimersByTimeAsync(1000);
      await waitFor(actor, (s) => s.matches('retrying') && s.context.attempt === 2);
      await vi.advanceTimersByTimeAsync(1000);
      expect(actor.getSnapshot().context.attempt).toBe(2);
      await vi.advanceTimersByTimeAsync(60_000 * MAX_ATTEMPTS);
      await waitFor(actor, (s) => s.matches('failed'));
      expect(actor.getSnapshot().context.error?.message).toBe(networkError.message);

      server.offline = false;
      actor.send({ type: 'upload.retry' });
      await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
      expect(actor.getSnapshot().context.resumedAfterDrop).toBe(false);
    } finally {
      actor.stop();
    }
  });

  it('pauses, resumes through the server’s size, and cancels with the server told', async () => {
    const { actor, server } = fakeServer();
    try {
      server.hold();
      actor.send({ type: 'upload.start', file: video });
      await waitFor(actor, (s) => s.matches('uploading'));
      actor.send({ type: 'upload.pause' });
      expect(actor.getSnapshot().value).toBe('paused');
      // The chunk in flight still lands; the resume asks the server where it is.
      server.held!.release();
      server.held = null;
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'upload.resume' });
      await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
      expect(server.statusCalls).toBe(1);

      const second = fakeServer();
      second.server.hold();
      second.actor.send({ type: 'upload.start', file: video });
      await waitFor(second.actor, (s) => s.matches('uploading'));
      second.actor.send({ type: 'upload.cancel' });
      await vi.waitFor(() => expect(second.actor.getSnapshot().value).toBe('cancelled'));
      expect(second.server.cancelled).toBe(true);
      expect(second.actor.getSnapshot().output).toBeNull();
      second.actor.stop();
    } finally {
      actor.stop();
    }
  });

  it('fails with the server’s refusal of a chunk', async () => {
    const { actor } = fakeServer();
    const refusing = createActor(
      resumableUploadMachine.provide({
        actors: {
          startUpload: fromPromise(async () => ({ uploadId: 'u-2', receivedSize: 0, chunkSize: CHUNK })),
          sendChunk: fromPromise<ResumableChunkResult, ChunkInput>(async () => {
            throw { message: 'Допустимы только видео MP4, MOV, WebM', status: 400 };
          }),
        },
      }),
      { input: { orderId: 7 } },
    ).start();
    try {
      refusing.send({ type: 'upload.start', file: video });
      await waitFor(refusing, (s) => s.matches('failed'));
      expect(refusing.getSnapshot().context.error).toEqual({
        message: 'Допустимы только видео MP4, MOV, WebM',
        status: 400,
        errorCode: undefined,
      });
    } finally {
      refusing.stop();
      actor.stop();
    }
  });
});
