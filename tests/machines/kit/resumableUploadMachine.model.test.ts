import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { type ResumableUploadContext, resumableUploadMachine } from '../../../machines/kit/resumableUploadMachine';
import { replayPath, shortestPaths } from '../modelPaths';

// Every shortest path of the chunked upload's chart, replayed on the real machine with the requests held by hand and
// the retry wait run on fake timers; what each state means is asserted on the way.

const CHUNK = 512 * 1024;
const input = { orderId: 7 };
const video = { name: 'Осмотр.mp4', type: 'video/mp4', size: CHUNK * 2 };
const file = {
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
const network = { message: 'Возникла ошибка сети. Проверьте соединение с интернет.', status: 0, connectError: true };
const events = [
  { type: 'upload.start', file: video },
  { type: 'upload.start', file: { name: 'a.png', type: 'image/png', size: 10 } },
  { type: 'upload.pause' },
  { type: 'upload.resume' },
  { type: 'upload.retry' },
  { type: 'upload.cancel' },
  { type: 'xstate.done.actor.startUpload', output: { uploadId: 'u-1', receivedSize: 0, chunkSize: CHUNK } },
  { type: 'xstate.error.actor.startUpload', error: { message: 'Заявка в архиве, изменения невозможны', status: 409 } },
  {
    type: 'xstate.done.actor.sendChunk',
    output: { uploadId: 'u-1', receivedSize: CHUNK, completed: false, file: null },
  },
  { type: 'xstate.done.actor.sendChunk', output: { uploadId: 'u-1', receivedSize: video.size, completed: true, file } },
  { type: 'xstate.error.actor.sendChunk', error: network },
  {
    type: 'xstate.error.actor.sendChunk',
    error: { message: 'conflict', status: 409, details: { receivedSize: String(CHUNK) } },
  },
  {
    type: 'xstate.error.actor.sendChunk',
    error: { message: 'conflict', status: 409, details: { receivedSize: String(video.size) } },
  },
  { type: 'xstate.error.actor.sendChunk', error: { message: 'Допустимы только видео MP4, MOV, WebM', status: 400 } },
  { type: 'xstate.after.retryDelay.resumableUpload.retrying' },
  { type: 'xstate.done.actor.fetchStatus', output: { uploadId: 'u-1', receivedSize: CHUNK, completed: false } },
  { type: 'xstate.done.actor.fetchStatus', output: { uploadId: 'u-1', receivedSize: video.size, completed: true } },
  { type: 'xstate.error.actor.fetchStatus', error: network },
  { type: 'xstate.error.actor.fetchStatus', error: { message: 'Загрузка не найдена', status: 404 } },
  { type: 'xstate.done.actor.cancelUpload', output: null },
  { type: 'xstate.error.actor.cancelUpload', error: network },
] as EventObject[];

describe('resumableUploadMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(resumableUploadMachine, events, input);

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      await replayPath(resumableUploadMachine, path, {
        input,
        actorNames: ['startUpload', 'sendChunk', 'fetchStatus', 'cancelUpload'],
        longestDelayMs: 30_000,
      });
      const last = path.steps.at(-1)!.state as unknown as {
        value: string;
        context: ResumableUploadContext;
        hasTag: (t: string) => boolean;
      };
      const { value, context } = last;
      // What each state means.
      if (value === 'done') expect(context.receivedSize).toBe(video.size);
      if (value === 'retrying') expect(context.attempt).toBeGreaterThan(0);
      if (value === 'retrying') expect(last.hasTag('offline')).toBe(true);
      if (value === 'failed') expect(context.error).not.toBeNull();
      if (['uploading', 'syncing', 'retrying', 'paused', 'cancelling'].includes(value))
        expect(context.uploadId).toBe('u-1');
      if (value === 'idle') expect(context.uploadId).toBeNull();
      expect(context.receivedSize).toBeLessThanOrEqual(video.size);
    },
  );
});
