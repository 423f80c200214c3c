import type { EventObject } from 'xstate';
import { MAX_ATTEMPTS, type ResumableUploadEvent, type UploadFile } from '../../../machines/kit/resumableUploadMachine';
import type { OrderFile } from '../../../src/shared/schemas/orders/orderFiles';
import type { WalkEvent } from '../modelPaths';

// The chunked upload's model suite: its data, and a model of the upload written from what the upload promises (a
// chunk at a time from what the server has, a growing wait after a dropped connection, the server's size after it),
// so the suite compares the live chart with it after every step.

export const CHUNK = 512 * 1024;
export const video: UploadFile = { name: 'Осмотр.mp4', type: 'video/mp4', size: CHUNK * 2 };
export const picture: UploadFile = { name: 'a.png', type: 'image/png', size: 10 };
export const hugeVideo: UploadFile = { name: 'Смена.mp4', type: 'video/mp4', size: 200 * 1024 * 1024 + 1 };
export const REFUSED_BEFORE_SENDING: Record<string, string> = {
  [picture.name]: 'Допустимы только видео MP4, MOV, WebM',
  [hugeVideo.name]: 'Файл слишком большой (не более 200 МБ)',
};
export const file: OrderFile = {
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
export const network = {
  message: 'Возникла ошибка сети. Проверьте соединение с интернет.',
  status: 0,
  connectError: true,
};
const serverDown = { message: 'Сервис временно недоступен', status: 503 };
const archived = { message: 'Заявка в архиве, изменения невозможны', status: 409 };
const wrongType = { message: 'Допустимы только видео MP4, MOV, WebM', status: 400, errorCode: 'VALIDATION_ERROR' };
const conflict = (receivedSize: number) => ({
  message: 'Часть файла пришла не с того места: продолжите с принятого размера',
  status: 409,
  details: { receivedSize: String(receivedSize) },
});
const notFound = { message: 'Загрузка не найдена', status: 404 };

const START = { type: 'upload.start', file: video };
const STARTED = {
  type: 'xstate.done.actor.startUpload',
  output: { uploadId: 'u-1', receivedSize: 0, chunkSize: CHUNK },
};
const CHUNK_LANDED = {
  type: 'xstate.done.actor.sendChunk',
  output: { uploadId: 'u-1', receivedSize: CHUNK, completed: false, file: null },
};
const CHUNK_DROPPED = { type: 'xstate.error.actor.sendChunk', error: network };
const WAITED = { type: 'xstate.after.retryDelay.resumableUpload.retrying' };
const STATUS_PARTIAL = {
  type: 'xstate.done.actor.fetchStatus',
  output: { uploadId: 'u-1', receivedSize: CHUNK, completed: false },
};
const STATUS_DROPPED = { type: 'xstate.error.actor.fetchStatus', error: network };

export const events = [
  START,
  { type: 'upload.start', file: picture },
  { type: 'upload.start', file: hugeVideo },
  { type: 'upload.pause' },
  { type: 'upload.resume' },
  { type: 'upload.retry' },
  { type: 'upload.cancel' },
  STARTED,
  { type: 'xstate.error.actor.startUpload', error: archived },
  CHUNK_LANDED,
  { type: 'xstate.done.actor.sendChunk', output: { uploadId: 'u-1', receivedSize: video.size, completed: true, file } },
  CHUNK_DROPPED,
  // A server failure (5xx, or no status) is worth another try too; a 4xx is its final word.
  { type: 'xstate.error.actor.sendChunk', error: serverDown },
  { type: 'xstate.error.actor.sendChunk', error: conflict(CHUNK) },
  // The server has every byte: the last chunk's answer was lost.
  { type: 'xstate.error.actor.sendChunk', error: conflict(video.size) },
  { type: 'xstate.error.actor.sendChunk', error: wrongType },
  WAITED,
  STATUS_PARTIAL,
  { type: 'xstate.done.actor.fetchStatus', output: { uploadId: 'u-1', receivedSize: video.size, completed: true } },
  STATUS_DROPPED,
  { type: 'xstate.error.actor.fetchStatus', error: notFound },
  { type: 'xstate.done.actor.cancelUpload', output: null },
  { type: 'xstate.error.actor.cancelUpload', error: network },
] as EventObject[];

/** The retry loop alone, walked with the attempt count apart: every wait of the back-off up to giving up. */
export const retryEvents = [
  START,
  STARTED,
  CHUNK_LANDED,
  CHUNK_DROPPED,
  WAITED,
  STATUS_PARTIAL,
  STATUS_DROPPED,
  { type: 'upload.pause' },
  { type: 'upload.resume' },
] as EventObject[];

export const USER_EVENTS = events.filter((e) => !e.type.startsWith('xstate.'));

export interface Upload {
  file: UploadFile | null;
  uploadId: string | null;
  chunkSize: number;
  receivedSize: number;
  attempt: number;
  resumedAfterDrop: boolean;
  error: { message: string; errorCode?: string; status?: number } | null;
  result: OrderFile | null;
}
export const freshUpload = (): Upload => ({
  file: null,
  uploadId: null,
  chunkSize: CHUNK,
  receivedSize: 0,
  attempt: 0,
  resumedAfterDrop: false,
  error: null,
  result: null,
});

type Failure = { message: string; errorCode?: string; status?: number; connectError?: boolean; details?: object };
const errorOf = (e: Failure) => ({ message: e.message, errorCode: e.errorCode, status: e.status });
/** Dropped (no answer, or the server's own failure): worth another try while attempts are left. */
const dropped = (e: Failure) => e.connectError === true || !e.status || e.status >= 500;

/** The wait before the next attempt: 1 s, 2 s, 4 s ... up to 30 s. */
export const backoffMs = (attempt: number) => Math.min(1000 * 2 ** (attempt - 1), 30_000);

/**
 * Applies one step's event to `upload`, sent in state `from`: the state it leads to, and the video the view is told
 * of when the upload is done (undefined: not told).
 */
export function applyStep(upload: Upload, event: ResumableUploadEvent | WalkEvent, from: string) {
  const out = (to: string, told?: OrderFile | null) => ({ to, told });
  /** A dropped call waits and tries again while attempts are left; anything else fails. */
  const failOrRetry = (e: Failure) => {
    upload.error = errorOf(e);
    if (dropped(e) && upload.attempt + 1 < MAX_ATTEMPTS) {
      upload.attempt += 1;
      return out('retrying');
    }
    return out('failed');
  };
  const done = (receivedSize: number, result: OrderFile | null = null) => {
    Object.assign(upload, { receivedSize, result });
    return out('done', result);
  };
  switch (event.type) {
    case 'xstate.init':
      return out('idle');
    case 'upload.start': {
      const { file: chosen } = event as Extract<ResumableUploadEvent, { type: 'upload.start' }>;
      const refusal = REFUSED_BEFORE_SENDING[chosen.name];
      if (refusal) {
        upload.error = { message: refusal };
        return out('idle');
      }
      Object.assign(upload, { file: chosen, error: null });
      return out('starting');
    }
    case 'xstate.done.actor.startUpload': {
      const { uploadId, chunkSize } = (event as WalkEvent).output as { uploadId: string; chunkSize: number };
      Object.assign(upload, { uploadId, chunkSize, receivedSize: 0 });
      return out('uploading');
    }
    case 'xstate.error.actor.startUpload':
      upload.error = errorOf((event as WalkEvent).error as Failure);
      return out('failed');
    case 'xstate.done.actor.sendChunk': {
      const o = (event as WalkEvent).output as { receivedSize: number; completed: boolean; file: OrderFile | null };
      upload.attempt = 0;
      if (o.completed) return done(o.receivedSize, o.file);
      Object.assign(upload, { receivedSize: o.receivedSize, error: null });
      return out('uploading');
    }
    case 'xstate.error.actor.sendChunk': {
      const e = (event as WalkEvent).error as Failure & { details?: { receivedSize?: string } };
      const at = e.status === 409 ? Number(e.details?.receivedSize) : Number.NaN;
      if (Number.isInteger(at) && at >= upload.file!.size) return done(upload.file!.size);
      // A 409 with the server's size: the next chunk goes from there.
      if (Number.isInteger(at)) {
        upload.receivedSize = at;
        return out('uploading');
      }
      return failOrRetry(e);
    }
    case 'xstate.done.actor.fetchStatus': {
      const o = (event as WalkEvent).output as { receivedSize: number; completed: boolean };
      if (o.completed) return done(o.receivedSize);
      upload.receivedSize = o.receivedSize;
      upload.resumedAfterDrop ||= upload.attempt > 0;
      return out('uploading');
    }
    case 'xstate.error.actor.fetchStatus':
      return failOrRetry((event as WalkEvent).error as Failure);
    case 'upload.pause':
      return out('paused');
    case 'upload.resume':
      upload.attempt = 0;
      return out('syncing');
    case 'upload.retry':
      Object.assign(upload, { attempt: 0, error: null });
      return out('syncing');
    case 'upload.cancel':
      // Nothing on the server yet: nothing to tell it.
      return out(upload.uploadId === null ? 'cancelled' : 'cancelling');
    case 'xstate.done.actor.cancelUpload':
    case 'xstate.error.actor.cancelUpload':
      return out('cancelled');
    default:
      // The wait after a dropped call: ask the server where it stopped.
      return out(event.type === 'xstate.after.retryDelay.resumableUpload.retrying' ? 'syncing' : `? from ${from}`);
  }
}
