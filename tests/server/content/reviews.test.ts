import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../../src/server/content/contentSchema';
import { SERVICE_IDS } from '../../../src/shared/constants';
import type { Review } from '../../../src/shared/schemas/content/reviews';
import { login, openTestApp } from '../buildTestApp';
import {
  auditActions,
  contentCalls,
  contentUser,
  demoPartnerId,
  expectSafe,
  UNSAFE_HTML,
  uniqueTag,
} from './contentFixtures';

describe('reviews (/v1/reviews)', () => {
  const t = openTestApp();
  const { call, ok } = contentCalls(() => t.app);
  let admin = '';
  let readOnly = '';
  let partnerStaff = '';

  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    readOnly = (await contentUser(t.app, t.db, 'seo.review', ['available'])).token;
    partnerStaff = (await contentUser(t.app, t.db, 'seo.review', undefined, await demoPartnerId(t.db))).token;
  });

  const body = (fields: Record<string, unknown> = {}) => ({
    serviceId: SERVICE_IDS.tireFitting,
    authorName: `Автор ${uniqueTag()}`,
    rating: 5,
    text: '<p>Всё отлично</p>',
    reviewDate: 1_767_225_600,
    ...fields,
  });
  const create = (fields: Record<string, unknown> = {}) => ok<Review>(admin, 'POST', '/v1/reviews', body(fields));
  const listIds = async (query: string, token = admin) =>
    (await ok<Review[]>(token, 'GET', `/v1/reviews?${query}`)).map((r) => r.id);

  it('creates reviews, lists a service by review date newest first, and audits', async () => {
    const older = await create({ rating: 2, reviewDate: 1_700_000_000 });
    const newer = await create({ rating: 4, reviewDate: 1_800_000_000 });
    const other = await create({ serviceId: SERVICE_IDS.tireStorage });
    expect(newer).toMatchObject({
      rating: 4,
      reviewDate: 1_800_000_000,
      deletedDate: null,
      serviceName: expect.any(String),
    });
    const ids = await listIds(`serviceId=${SERVICE_IDS.tireFitting}`, readOnly);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).not.toContain(other.id);
    expect(await listIds('')).toEqual(expect.arrayContaining([older.id, newer.id, other.id]));
    expect(await auditActions(t.db, 'review', older.id)).toEqual(['create']);
  });

  it('updates a review and answers 404 for an unknown id or service', async () => {
    const review = await create();
    const changed = await ok<Review>(admin, 'PUT', `/v1/reviews/${review.id}`, body({ rating: 1, authorName: 'Пётр' }));
    expect(changed).toMatchObject({ id: review.id, rating: 1, authorName: 'Пётр' });
    expect(await auditActions(t.db, 'review', review.id)).toEqual(['create', 'update']);
    const missing = await call(admin, 'PUT', '/v1/reviews/2147483000', body());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND', message: 'Отзыв не найден' });
    expect((await call(admin, 'DELETE', '/v1/reviews/2147483000')).statusCode).toBe(404);
    expect((await call(admin, 'PUT', '/v1/reviews/restore/2147483000')).statusCode).toBe(404);
    const noService = await call(admin, 'POST', '/v1/reviews', body({ serviceId: 2_147_483_000 }));
    expect(noService.statusCode).toBe(404);
    expect(noService.json().message).toBe('Сервис не найден');
  });

  it('refuses bad fields with Russian messages, a rating outside 1–5 and a text only markup', async () => {
    const response = await call(admin, 'POST', '/v1/reviews', { authorName: ' ', rating: 6, text: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      details: {
        serviceId: 'Укажите сервис',
        authorName: 'Укажите имя автора',
        rating: 'Оценка: целое число от 1 до 5',
        text: 'Укажите текст отзыва',
        reviewDate: 'Укажите дату отзыва',
      },
    });
    for (const rating of [0, 2.5, '3'])
      expect((await call(admin, 'POST', '/v1/reviews', body({ rating }))).statusCode, String(rating)).toBe(400);
    const onlyScript = await call(admin, 'POST', '/v1/reviews', body({ text: '<script>alert(1)</script><p> </p>' }));
    expect(onlyScript.statusCode).toBe(400);
    expect(onlyScript.json().details).toEqual({ text: 'Укажите текст отзыва' });
  });

  it('soft-deletes and restores; deleted reviews only with showDeleted', async () => {
    const review = await create();
    const deleted = await ok<Review>(admin, 'DELETE', `/v1/reviews/${review.id}`);
    expect(deleted.deletedDate).toEqual(expect.any(Number));
    expect(await listIds(`serviceId=${SERVICE_IDS.tireFitting}`)).not.toContain(review.id);
    expect(await listIds(`serviceId=${SERVICE_IDS.tireFitting}&showDeleted=true`)).toContain(review.id);
    const restored = await ok<Review>(admin, 'PUT', `/v1/reviews/restore/${review.id}`);
    expect(restored.deletedDate).toBeNull();
    expect(await listIds(`serviceId=${SERVICE_IDS.tireFitting}`)).toContain(review.id);
    expect(await auditActions(t.db, 'review', review.id)).toEqual(['create', 'delete', 'restore']);
  });

  it('never answers a script or an event handler: on write and for a row put straight into the database', async () => {
    const review = await create({ text: UNSAFE_HTML });
    expectSafe(review.text);
    expect(review.text).toBe('<p>Текст</p>');
    const [raw] = await t.db
      .insert(reviews)
      .values({ serviceId: SERVICE_IDS.tireStorage, authorName: 'Сырой', rating: 3, text: UNSAFE_HTML })
      .returning();
    const listed = (await ok<Review[]>(admin, 'GET', `/v1/reviews?serviceId=${SERVICE_IDS.tireStorage}`)).find(
      (r) => r.id === raw.id,
    );
    expect(listed).toBeDefined();
    expectSafe(listed!.text);
    expectSafe((await ok<Review>(admin, 'DELETE', `/v1/reviews/${raw.id}`)).text);
    const [stored] = await t.db.select().from(reviews).where(eq(reviews.id, review.id));
    expectSafe(stored.text);
  });

  it('needs the flags for writes; partner staff read but never write', async () => {
    expect((await call(readOnly, 'POST', '/v1/reviews', body())).statusCode).toBe(403);
    const review = await create();
    expect((await call(readOnly, 'PUT', `/v1/reviews/restore/${review.id}`)).statusCode).toBe(403);
    expect((await call(partnerStaff, 'PUT', `/v1/reviews/${review.id}`, body())).statusCode).toBe(403);
    expect((await call(partnerStaff, 'GET', '/v1/reviews')).statusCode).toBe(200);
  });
});
