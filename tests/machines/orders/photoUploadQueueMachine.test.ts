import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type PhotoUploadInput, photoUploadQueueMachine } from '../../../machines/orders/photoUploadQueueMachine';
import type { OrderFile } from '../../../src/shared/schemas/orders/orderFiles';

const photo = (name: string, size = 1000, type = 'image/jpeg') => ({ name, size, type });

function start() {
  const calls: { input: PhotoUploadInput; resolve: (f: OrderFile) => void; reject: (e: unknown) => void }[] = [];
  const uploaded: OrderFile[] = [];
  const actor = createActor(
    photoUploadQueueMachine.provide({
      actors: {
        uploadPhoto: fromPromise(
          ({ input }: { input: PhotoUploadInput }) =>
            new Promise<OrderFile>((resolve, reject) => calls.push({ input, resolve, reject })),
        ),
      },
      actions: { uploaded: (_, f) => void uploaded.push(f) },
    }),
    { input: { orderId: 7 } },
  ).start();
  const statuses = () => actor.getSnapshot().context.queue.map((p) => `${p.file.name}:${p.status}`);
  return { actor, calls, uploaded, statuses };
}
const file = (id: number) => ({ id }) as OrderFile;

describe('photoUploadQueueMachine', () => {
  it('sends the photos one after another with progress, and goes idle when none waits', async () => {
    const { actor, calls, uploaded, statuses } = start();
    try {
      actor.send({ type: 'photos.add', files: [photo('a.jpg'), photo('b.jpg')], source: 'executor' });
      expect(statuses()).toEqual(['a.jpg:uploading', 'b.jpg:waiting']);
      expect(calls).toHaveLength(1);
      expect(calls[0].input).toMatchObject({ orderId: 7, source: 'executor', file: { name: 'a.jpg' } });
      calls[0].input.onProgress(400);
      expect(actor.getSnapshot().context.loaded).toBe(400);
      calls[0].resolve(file(1));
      await waitFor(actor, () => calls.length === 2);
      expect(statuses()).toEqual(['a.jpg:done', 'b.jpg:uploading']);
      expect(actor.getSnapshot().context.loaded).toBe(0);
      calls[1].resolve(file(2));
      await waitFor(actor, (s) => s.matches('idle'));
      expect(uploaded).toEqual([file(1), file(2)]);
      actor.send({ type: 'photos.clear' });
      expect(actor.getSnapshot().context.queue).toEqual([]);
    } finally {
      actor.stop();
    }
  });

  it('marks a file the rules refuse, never sends it, and goes on with the rest', async () => {
    const { actor, calls, statuses } = start();
    try {
      actor.send({
        type: 'photos.add',
        files: [
          photo('doc.pdf', 10, 'application/pdf'),
          photo('big.jpg', 11 * 1024 * 1024),
          photo('ok.png', 10, 'image/png'),
        ],
        source: 'operator',
      });
      expect(statuses()).toEqual(['doc.pdf:failed', 'big.jpg:failed', 'ok.png:uploading']);
      expect(actor.getSnapshot().context.queue.map((p) => p.error)).toEqual([
        'Допустимы только изображения JPEG, PNG, WebP, HEIC',
        'Файл слишком большой (не более 10 МБ)',
        null,
      ]);
      expect(calls.map((c) => c.input.file.name)).toEqual(['ok.png']);
    } finally {
      actor.stop();
    }
  });

  it('keeps the server’s refusal on its photo and sends the next; photos added meanwhile join the queue', async () => {
    const { actor, calls, statuses } = start();
    try {
      actor.send({ type: 'photos.add', files: [photo('a.jpg')], source: 'operator' });
      actor.send({ type: 'photos.add', files: [photo('b.jpg')], source: 'operator' });
      calls[0].reject({ message: 'Заявка в архиве, изменения невозможны', status: 409 });
      await waitFor(actor, () => calls.length === 2);
      expect(statuses()).toEqual(['a.jpg:failed', 'b.jpg:uploading']);
      expect(actor.getSnapshot().context.queue[0].error).toBe('Заявка в архиве, изменения невозможны');
    } finally {
      actor.stop();
    }
  });
});
