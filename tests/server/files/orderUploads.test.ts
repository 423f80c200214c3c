import { asc, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderFiles, orderHistory, orderUploads } from '../../../src/server/orders/ordersSchema';
import { storedFileChunks } from '../../../src/server/realtime/realtimeSchema';
import type { OrderFile, ResumableChunkResult, ResumableStarted } from '../../../src/shared/schemas/orders/orderFiles';
import { createTestUser, login, openTestApp } from '../buildTestApp';
import { holdOrder, mp4Bytes, multipart, newOrder, PNG, storedPaths } from './orderFilesFixtures';

const CHUNK = 512 * 1024;

describe('chunked video upload (/v1/orders/{id}/resumable) and temporary files', () => {
  const t = openTestApp();
  let admin = '';
  let operator = '';
  let nobody = '';
  let order = { id: 0, number: '' };

  beforeAll(async () => {
    const plain = await createTestUser(t.db);
    [admin, operator, nobody] = await Promise.all([
      login(t.app, 'admin@demo.ru', 'Admin12345'),
      login(t.app, 'operator@demo.ru', 'Operator12345'),
      login(t.app, plain.email, plain.password!),
    ]);
    order = await newOrder(t.db);
  });

  const start = (token: string, id: number, body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/orders/${id}/resumable`,
      headers: { authorization: token },
      payload: body,
    });
  const chunk = (token: string, id: number, uploadId: string, offset: number, bytes: Buffer) =>
    t.app.inject({
      method: 'PUT',
      url: `/v1/orders/${id}/resumable?uploadId=${uploadId}&offset=${offset}`,
      headers: { authorization: token, 'content-type': 'application/octet-stream' },
      payload: bytes,
    });
  /** The stored file's rows: [offset, length] in order. */
  const chunksOf = async (storagePath: string) =>
    (
      await t.db
        .select({ offset: storedFileChunks.chunkOffset, bytes: storedFileChunks.bytes })
        .from(storedFileChunks)
        .where(eq(storedFileChunks.storagePath, storagePath))
        .orderBy(asc(storedFileChunks.chunkOffset))
    ).map((c) => [c.offset, c.bytes.length]);
  const status = (id: number, uploadId: string) =>
    t.app.inject({
      method: 'GET',
      url: `/v1/orders/${id}/resumable?uploadId=${uploadId}`,
      headers: { authorization: operator },
    });

  it('takes a video chunk by chunk, resumes from receivedSize after a lost chunk, and makes it the order video', async () => {
    const video = mp4Bytes(CHUNK * 2 + 1000);
    const started = await start(operator, order.id, {
      fileName: 'Осмотр.mp4',
      mimeType: 'video/mp4',
      totalSize: video.length,
    });
    expect(started.statusCode).toBe(200);
    const { uploadId, receivedSize, chunkSize } = started.json() as ResumableStarted;
    expect({ receivedSize, chunkSize }).toEqual({ receivedSize: 0, chunkSize: CHUNK });

    expect((await chunk(operator, order.id, uploadId, 0, video.subarray(0, CHUNK))).json()).toMatchObject({
      receivedSize: CHUNK,
      completed: false,
      file: null,
    });
    // The client thinks its second chunk was lost and sends the first again: 409 tells it where the server is.
    const stale = await chunk(operator, order.id, uploadId, 0, video.subarray(0, CHUNK));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errorCode: 'INELIGIBLE_STATE', details: { receivedSize: String(CHUNK) } });
    // A chunk from too far ahead is refused the same way.
    expect((await chunk(operator, order.id, uploadId, CHUNK * 2, video.subarray(CHUNK * 2))).statusCode).toBe(409);
    expect((await status(order.id, uploadId)).json()).toEqual({ uploadId, receivedSize: CHUNK, completed: false });
    // The bytes are in the database, so any server process holds what was received.
    expect(await chunksOf(`orders/${order.id}/${uploadId}`)).toEqual([[0, CHUNK]]);

    await chunk(operator, order.id, uploadId, CHUNK, video.subarray(CHUNK, CHUNK * 2));
    const last = await chunk(operator, order.id, uploadId, CHUNK * 2, video.subarray(CHUNK * 2));
    expect(last.statusCode).toBe(200);
    const done = last.json() as ResumableChunkResult;
    expect(done).toMatchObject({ uploadId, receivedSize: video.length, completed: true });
    expect(done.file).toMatchObject({
      kind: 'video',
      fileName: 'Осмотр.mp4',
      mimeType: 'video/mp4',
      size: video.length,
    });
    expect((await status(order.id, uploadId)).json().completed).toBe(true);

    expect(await chunksOf(`orders/${order.id}/${uploadId}`)).toEqual([
      [0, CHUNK],
      [CHUNK, CHUNK],
      [CHUNK * 2, 1000],
    ]);
    const bytes = await t.app.inject({ method: 'GET', url: done.file!.url, headers: { authorization: operator } });
    expect(bytes.headers['content-type']).toBe('video/mp4');
    expect(bytes.headers['content-length']).toBe(String(video.length));
    expect(bytes.rawPayload.equals(video)).toBe(true);
    const listed = (
      await t.app.inject({ method: 'GET', url: `/v1/orders/${order.id}/photos`, headers: { authorization: operator } })
    ).json() as OrderFile[];
    expect(listed.map((f) => f.id)).toContain(done.file!.id);
    const history = await t.db.select().from(orderHistory).where(eq(orderHistory.orderId, order.id));
    expect(history.map((h) => h.text)).toContain('Добавлено видео «Осмотр.mp4»');
  });

  it('refuses a start for a non-video type or over 200 MB', async () => {
    const wrongType = await start(operator, order.id, { fileName: 'a.png', mimeType: 'image/png', totalSize: 10 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().details.mimeType).toBe('Допустимы только видео MP4, MOV, WebM');
    const tooBig = await start(operator, order.id, {
      fileName: 'a.mp4',
      mimeType: 'video/mp4',
      totalSize: 200 * 1024 * 1024 + 1,
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().details.totalSize).toBe('Файл слишком большой (не более 200 МБ)');
  });

  it('drops an upload whose bytes turn out not to be a video', async () => {
    const fake = Buffer.alloc(1000, 65);
    const { uploadId } = (
      await start(operator, order.id, { fileName: 'fake.mp4', mimeType: 'video/mp4', totalSize: fake.length })
    ).json() as ResumableStarted;
    const response = await chunk(operator, order.id, uploadId, 0, fake);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Допустимы только видео MP4, MOV, WebM');
    expect((await status(order.id, uploadId)).statusCode).toBe(404);
    expect(await storedPaths(t.db, `orders/${order.id}/${uploadId}`)).toEqual([]);
  });

  it('refuses a chunk past the declared size, and cancels an upload with its bytes', async () => {
    const { uploadId } = (
      await start(operator, order.id, { fileName: 'b.webm', mimeType: 'video/webm', totalSize: 10 })
    ).json() as ResumableStarted;
    const over = await chunk(operator, order.id, uploadId, 0, Buffer.alloc(11));
    expect(over.statusCode).toBe(400);
    const [row] = await t.db.select().from(orderUploads).where(eq(orderUploads.id, uploadId));
    expect(await chunksOf(row.storagePath)).toEqual([[0, 0]]);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/v1/orders/${order.id}/resumable?uploadId=${uploadId}`,
      headers: { authorization: operator },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await chunksOf(row.storagePath)).toEqual([]);
    expect((await status(order.id, uploadId)).statusCode).toBe(404);
  });

  it('answers 403 without the key, 404 for unknown orders and uploads, 409 on a held order', async () => {
    expect(
      (await start(nobody, order.id, { fileName: 'a.mp4', mimeType: 'video/mp4', totalSize: 10 })).statusCode,
    ).toBe(403);
    expect(
      (await start(operator, 2_000_000_000, { fileName: 'a.mp4', mimeType: 'video/mp4', totalSize: 10 })).statusCode,
    ).toBe(404);
    const unknown = await status(order.id, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Загрузка не найдена');

    const held = await newOrder(t.db);
    const { uploadId } = (
      await start(operator, held.id, { fileName: 'c.mp4', mimeType: 'video/mp4', totalSize: 100 })
    ).json() as ResumableStarted;
    await holdOrder(t.db, held.id, (await createTestUser(t.db)).id);
    expect((await chunk(operator, held.id, uploadId, 0, mp4Bytes(100))).statusCode).toBe(409);
    expect(
      (await start(operator, held.id, { fileName: 'd.mp4', mimeType: 'video/mp4', totalSize: 10 })).statusCode,
    ).toBe(409);
  });

  describe('temporary files', () => {
    const post = (token: string, id: number, bytes: Buffer, fileName: string) => {
      const body = multipart({ bytes, name: fileName }, { fileName });
      return t.app.inject({
        method: 'POST',
        url: `/v1/orders/${id}/temporaryFiles`,
        headers: { authorization: token, ...body.headers },
        payload: body.payload,
      });
    };

    it('keeps files of any type and zips them as Заявка_<number>.zip', async () => {
      const tempOrder = await newOrder(t.db);
      const text = (await post(operator, tempOrder.id, Buffer.from('Акт осмотра'), 'акт.txt')).json() as OrderFile;
      expect(text).toMatchObject({ kind: 'temporary', fileName: 'акт.txt', mimeType: 'application/octet-stream' });
      const image = (await post(operator, tempOrder.id, PNG, 'акт.txt')).json() as OrderFile;
      expect(image.mimeType).toBe('image/png');

      const list = (
        await t.app.inject({
          method: 'GET',
          url: `/v1/orders/${tempOrder.id}/temporaryFiles`,
          headers: { authorization: operator },
        })
      ).json() as OrderFile[];
      expect(list.map((f) => f.id)).toEqual([text.id, image.id]);
      // Temporary files are not photos.
      const photos = (
        await t.app.inject({
          method: 'GET',
          url: `/v1/orders/${tempOrder.id}/photos`,
          headers: { authorization: operator },
        })
      ).json() as OrderFile[];
      expect(photos).toEqual([]);

      const zip = await t.app.inject({
        method: 'GET',
        url: `/v1/orders/${tempOrder.id}/temporaryFiles/createZip`,
        headers: { authorization: operator },
      });
      expect(zip.statusCode).toBe(200);
      expect(zip.headers['content-type']).toBe('application/zip');
      expect(zip.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent(`Заявка_${tempOrder.number}.zip`)}`,
      );
      const entries = unzipSync(new Uint8Array(zip.rawPayload));
      expect(Object.keys(entries).sort()).toEqual(['акт (2).txt', 'акт.txt']);
      expect(Buffer.from(entries['акт.txt']).toString()).toBe('Акт осмотра');
      expect(Buffer.from(entries['акт (2).txt']).equals(PNG)).toBe(true);

      const [textRow] = await t.db.select().from(orderFiles).where(eq(orderFiles.id, text.id));
      expect(await storedPaths(t.db, textRow.storagePath)).toEqual([textRow.storagePath]);
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/v1/orders/temporaryFiles/${text.id}`,
        headers: { authorization: admin },
      });
      expect(deleted.json()).toEqual({ id: text.id, deleted: true });
      // A temporary file goes for good: its bytes with its row.
      expect(await storedPaths(t.db, textRow.storagePath)).toEqual([]);
      const after = (
        await t.app.inject({
          method: 'GET',
          url: `/v1/orders/${tempOrder.id}/temporaryFiles`,
          headers: { authorization: operator },
        })
      ).json() as OrderFile[];
      expect(after.map((f) => f.id)).toEqual([image.id]);
      const texts = (await t.db.select().from(orderHistory).where(eq(orderHistory.orderId, tempOrder.id))).map(
        (h) => h.text,
      );
      expect(texts).toEqual(
        expect.arrayContaining(['Добавлен временный файл «акт.txt»', 'Удалён временный файл «акт.txt»']),
      );
    });

    it('answers 404 for a zip with no files and for unknown files, 403 and 409 as the photos do', async () => {
      const empty = await newOrder(t.db);
      const zip = await t.app.inject({
        method: 'GET',
        url: `/v1/orders/${empty.id}/temporaryFiles/createZip`,
        headers: { authorization: operator },
      });
      expect(zip.statusCode).toBe(404);
      expect(zip.json().message).toBe('У заявки нет временных файлов');
      expect(
        (
          await t.app.inject({
            method: 'DELETE',
            url: '/v1/orders/temporaryFiles/2000000000',
            headers: { authorization: admin },
          })
        ).statusCode,
      ).toBe(404);
      expect((await post(nobody, empty.id, PNG, 'a.png')).statusCode).toBe(403);
      const file = (await post(operator, empty.id, PNG, 'a.png')).json() as OrderFile;
      expect(
        (
          await t.app.inject({
            method: 'DELETE',
            url: `/v1/orders/temporaryFiles/${file.id}`,
            headers: { authorization: operator },
          })
        ).statusCode,
      ).toBe(403);
      await holdOrder(t.db, empty.id, (await createTestUser(t.db)).id);
      expect((await post(operator, empty.id, PNG, 'b.png')).statusCode).toBe(409);
      expect(
        (
          await t.app.inject({
            method: 'DELETE',
            url: `/v1/orders/temporaryFiles/${file.id}`,
            headers: { authorization: admin },
          })
        ).statusCode,
      ).toBe(409);
      const big = await post(operator, (await newOrder(t.db)).id, Buffer.alloc(10 * 1024 * 1024 + 1), 'big.bin');
      expect(big.json().message).toBe('Файл слишком большой (не более 10 МБ)');
    });
  });
});
