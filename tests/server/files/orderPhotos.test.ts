import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderHistory } from '../../../src/server/orders/ordersSchema';
import type { OrderFile } from '../../../src/shared/schemas/orders/orderFiles';
import { createTestUser, login, openTestApp } from '../buildTestApp';
import { archiveOrder, holdOrder, JPEG, mp4Bytes, multipart, newOrder, PNG } from './orderFilesFixtures';

describe('order photos (/v1/orders/{id}/photos, /v1/orders/photos/{photoId})', () => {
  const t = openTestApp();
  let admin = '';
  let operator = '';
  let nobody = '';
  let orderId = 0;

  beforeAll(async () => {
    const plain = await createTestUser(t.db);
    [admin, operator, nobody] = await Promise.all([
      login(t.app, 'admin@demo.ru', 'Admin12345'),
      login(t.app, 'operator@demo.ru', 'Operator12345'),
      login(t.app, plain.email, plain.password!),
    ]);
    orderId = (await newOrder(t.db)).id;
  });

  const upload = (
    token: string,
    id: number,
    file: Parameters<typeof multipart>[0],
    fields: Record<string, string> = {},
  ) => {
    const body = multipart(file, fields);
    return t.app.inject({
      method: 'POST',
      url: `/v1/orders/${id}/photos`,
      headers: { authorization: token, ...body.headers },
      payload: body.payload,
    });
  };
  const call = (token: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });

  it('uploads a photo, lists it with its url, and serves its bytes with the detected type', async () => {
    const response = await upload(
      operator,
      orderId,
      { bytes: PNG, name: 'x.png', type: 'image/png' },
      { fileName: 'Бампер.png', comment: 'Царапина', source: 'executor' },
    );
    expect(response.statusCode).toBe(200);
    const photo = response.json() as OrderFile;
    expect(photo).toMatchObject({
      orderId,
      kind: 'photo',
      source: 'executor',
      fileName: 'Бампер.png',
      mimeType: 'image/png',
      size: PNG.length,
      comment: 'Царапина',
      deletedDate: null,
    });
    expect(photo.userFio).toBe('Операторова Ольга Петровна');
    expect(photo.url).toBe(`/v1/orders/photos/${photo.id}/file`);

    const list = (await call(operator, 'GET', `/v1/orders/${orderId}/photos`)).json() as OrderFile[];
    expect(list.map((p) => p.id)).toContain(photo.id);

    const bytes = await call(operator, 'GET', photo.url);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/png');
    expect(bytes.headers['content-length']).toBe(String(PNG.length));
    expect(bytes.rawPayload.equals(PNG)).toBe(true);

    const history = await t.db
      .select()
      .from(orderHistory)
      .where(and(eq(orderHistory.orderId, orderId), eq(orderHistory.action, 'photo_added')));
    expect(history.map((h) => h.text)).toContain('Добавлено фото «Бампер.png»');
  });

  it('takes a JPEG and names it by its type when no name is sent', async () => {
    const photo = (await upload(operator, orderId, { bytes: JPEG })).json() as OrderFile;
    expect(photo.mimeType).toBe('image/jpeg');
    expect(photo.source).toBe('operator');
    expect(photo.fileName).toMatch(/^photo-.*\.jpg$/);
  });

  it('filters by source and lists client photos', async () => {
    const client = (await upload(operator, orderId, { bytes: PNG }, { source: 'client' })).json() as OrderFile;
    const bySource = (await call(operator, 'GET', `/v1/orders/${orderId}/photos?source=client`)).json() as OrderFile[];
    expect(bySource.map((p) => p.id)).toEqual([client.id]);
    const clientPhotos = (await call(operator, 'GET', `/v1/orders/${orderId}/client_photos`)).json() as OrderFile[];
    expect(clientPhotos.map((p) => p.id)).toEqual([client.id]);
    const wrong = await call(operator, 'GET', `/v1/orders/${orderId}/photos?source=neighbour`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details.source).toBe('Источник: operator, client или executor');
  });

  it('refuses a file that is not an image by its bytes, whatever its name says', async () => {
    const response = await upload(operator, orderId, {
      bytes: Buffer.from('<html>not a photo</html>'),
      name: 'photo.jpg',
      type: 'image/jpeg',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Допустимы только изображения JPEG, PNG, WebP, HEIC',
      errorCode: 'VALIDATION_ERROR',
    });
    const video = await upload(operator, orderId, { bytes: mp4Bytes(100), name: 'clip.mp4' });
    expect(video.json().message).toBe('Допустимы только изображения JPEG, PNG, WebP, HEIC');
  });

  it('refuses a photo over 10 MB with its Russian message', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await upload(operator, orderId, { bytes: big, name: 'big.png' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Файл слишком большой (не более 10 МБ)',
      details: { file: 'Файл слишком большой (не более 10 МБ)' },
    });
  });

  it('asks for the file when none is sent', async () => {
    const response = await upload(operator, orderId, null, { comment: 'без файла' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.file).toBe('Прикрепите файл');
  });

  it('changes the comment and the source', async () => {
    const photo = (await upload(operator, orderId, { bytes: PNG })).json() as OrderFile;
    const response = await call(operator, 'PUT', `/v1/orders/photos/${photo.id}`, {
      comment: 'Скол на диске',
      source: 'client',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ comment: 'Скол на диске', source: 'client' });
    const cleared = (await call(operator, 'PUT', `/v1/orders/photos/${photo.id}`, { comment: '' })).json() as OrderFile;
    expect(cleared).toMatchObject({ comment: null, source: 'client' });
  });

  it('deletes softly (hidden unless showDeleted) and restores, each with a history line', async () => {
    const photo = (await upload(operator, orderId, { bytes: PNG }, { fileName: 'Колесо.png' })).json() as OrderFile;
    const deleted = await call(admin, 'DELETE', `/v1/orders/photos/${photo.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().deletedDate).toEqual(expect.any(Number));
    const visible = (await call(operator, 'GET', `/v1/orders/${orderId}/photos`)).json() as OrderFile[];
    expect(visible.map((p) => p.id)).not.toContain(photo.id);
    const all = (await call(operator, 'GET', `/v1/orders/${orderId}/photos?showDeleted=true`)).json() as OrderFile[];
    expect(all.find((p) => p.id === photo.id)?.deletedDate).toEqual(expect.any(Number));
    // A deleted photo's bytes are still served (the grid shows it with 'Показать удалённые').
    expect((await call(operator, 'GET', photo.url)).statusCode).toBe(200);

    const restored = await call(admin, 'PUT', `/v1/orders/photos/${photo.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().deletedDate).toBeNull();
    const texts = (await t.db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId))).map((h) => h.text);
    expect(texts).toEqual(expect.arrayContaining(['Удалено фото «Колесо.png»', 'Восстановлено фото «Колесо.png»']));
  });

  it('refuses without the key: reading needs order.photos, deleting its delete flag', async () => {
    expect((await call(nobody, 'GET', `/v1/orders/${orderId}/photos`)).statusCode).toBe(403);
    expect((await upload(nobody, orderId, { bytes: PNG })).statusCode).toBe(403);
    const photo = (await upload(operator, orderId, { bytes: PNG })).json() as OrderFile;
    expect((await call(nobody, 'GET', photo.url)).statusCode).toBe(403);
    const denied = await call(operator, 'DELETE', `/v1/orders/photos/${photo.id}`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().errorCode).toBe('ACCESS_DENIED');
  });

  it('answers 404 for an unknown order or photo', async () => {
    const noOrder = await call(operator, 'GET', '/v1/orders/2000000000/photos');
    expect(noOrder.statusCode).toBe(404);
    expect(noOrder.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND', message: 'Заявка не найдена' });
    expect((await upload(operator, 2_000_000_000, { bytes: PNG })).statusCode).toBe(404);
    for (const [method, url] of [
      ['PUT', '/v1/orders/photos/2000000000'],
      ['DELETE', '/v1/orders/photos/2000000000'],
      ['PUT', '/v1/orders/photos/2000000000/restore'],
      ['GET', '/v1/orders/photos/2000000000/file'],
    ] as const) {
      const response = await call(admin, method, url, method === 'PUT' ? {} : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe('Файл не найден');
    }
  });

  it('refuses changes while another operator holds the order, and on an archived order', async () => {
    const held = await newOrder(t.db);
    const photo = (await upload(operator, held.id, { bytes: PNG })).json() as OrderFile;
    const other = await createTestUser(t.db, { lastName: 'Держателев', firstName: 'Иван', middleName: null });
    await holdOrder(t.db, held.id, other.id);
    const refused = await upload(operator, held.id, { bytes: PNG });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      errorCode: 'INELIGIBLE_STATE',
      message: 'Заявка заблокирована пользователем Держателев Иван. Изменения невозможны.',
    });
    expect((await call(admin, 'DELETE', `/v1/orders/photos/${photo.id}`)).statusCode).toBe(409);
    expect((await call(operator, 'PUT', `/v1/orders/photos/${photo.id}`, { comment: 'x' })).statusCode).toBe(409);
    // Reading goes on.
    expect((await call(operator, 'GET', `/v1/orders/${held.id}/photos`)).statusCode).toBe(200);

    const archived = await newOrder(t.db);
    await archiveOrder(t.db, archived.id);
    const response = await upload(operator, archived.id, { bytes: PNG });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Заявка в архиве, изменения невозможны');
  });

  it('describes the file calls in the OpenAPI document, the upload as multipart', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/v1/orders/{id}/photos',
        '/v1/orders/{id}/resumable',
        '/v1/orders/{id}/temporaryFiles/createZip',
        '/v1/tire_defects',
        '/v1/tire_storage/qr_code/generate_pdf/{id}',
      ]),
    );
    expect(Object.keys(doc.paths['/v1/orders/{id}/photos'].post.requestBody.content)).toEqual(['multipart/form-data']);
  });
});
