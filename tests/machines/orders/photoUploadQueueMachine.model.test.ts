import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import {
  type PhotoUploadQueueContext,
  photoUploadQueueMachine,
} from '../../../machines/orders/photoUploadQueueMachine';
import { replayPath, shortestPaths } from '../modelPaths';

// Every shortest path of the photo queue's chart, replayed with the upload held by hand.

const input = { orderId: 7 };
const events = [
  { type: 'photos.add', files: [{ name: 'a.jpg', type: 'image/jpeg', size: 10 }], source: 'operator' },
  { type: 'photos.add', files: [{ name: 'a.pdf', type: 'application/pdf', size: 10 }], source: 'client' },
  { type: 'photos.progress', loaded: 5 },
  { type: 'photos.clear' },
  { type: 'xstate.done.actor.uploadPhoto', output: { id: 1 } },
  { type: 'xstate.error.actor.uploadPhoto', error: { message: 'Заявка не найдена', status: 404 } },
] as EventObject[];

describe('photoUploadQueueMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(photoUploadQueueMachine, events, input);

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      await replayPath(photoUploadQueueMachine, path, { input, actorNames: ['uploadPhoto'], longestDelayMs: 0 });
      const { value, context } = path.steps.at(-1)!.state as unknown as {
        value: string;
        context: PhotoUploadQueueContext;
      };
      // Exactly one photo is on its way while uploading; none waits while idle.
      if (value === 'uploading') expect(context.queue.filter((p) => p.status === 'uploading')).toHaveLength(1);
      if (value === 'idle')
        expect(context.queue.some((p) => p.status === 'waiting' || p.status === 'uploading')).toBe(false);
    },
  );
});
