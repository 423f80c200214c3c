import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seoBlogs } from '../../../src/server/content/contentSchema';
import { SERVICE_IDS } from '../../../src/shared/constants';
import type { SeoBlog } from '../../../src/shared/schemas/content/seoBlogs';
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

describe('blog posts (/v1/users/seo_blogs)', () => {
  const t = openTestApp();
  const { call, ok } = contentCalls(() => t.app);
  let admin = '';
  let readOnly = '';
  let noKey = '';
  let partnerStaff = '';

  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    readOnly = (await contentUser(t.app, t.db, 'seo.blog', ['available'])).token;
    noKey = (await contentUser(t.app, t.db, 'seo.review')).token;
    partnerStaff = (await contentUser(t.app, t.db, 'seo.blog', undefined, await demoPartnerId(t.db))).token;
  });

  const body = (fields: Record<string, unknown> = {}) => {
    const tag = uniqueTag();
    return {
      serviceId: SERVICE_IDS.tireFitting,
      title: `Пост ${tag}`,
      slug: `post-${tag}`,
      annotation: 'Коротко',
      content: '<p>Текст</p>',
      publishedAt: 1_767_225_600,
      ...fields,
    };
  };
  const create = (fields: Record<string, unknown> = {}) =>
    ok<SeoBlog>(admin, 'POST', '/v1/users/seo_blogs', body(fields));
  const list = (query: string, token = admin) => ok<SeoBlog[]>(token, 'GET', `/v1/users/seo_blogs?${query}`);

  it('creates a post and a draft, lists a service newest first, and audits', async () => {
    const first = await create({ serviceId: SERVICE_IDS.tireStorage, annotation: '  ' });
    const draft = await create({ serviceId: SERVICE_IDS.tireStorage, publishedAt: null, content: undefined });
    expect(first).toMatchObject({
      serviceId: SERVICE_IDS.tireStorage,
      serviceName: expect.any(String),
      annotation: null,
      content: '<p>Текст</p>',
      publishedAt: 1_767_225_600,
      deletedDate: null,
      createdByUserId: expect.any(Number),
    });
    expect(draft).toMatchObject({ publishedAt: null, content: '' });
    const ids = (await list(`serviceId=${SERVICE_IDS.tireStorage}`, readOnly)).map((b) => b.id);
    expect(ids.indexOf(draft.id)).toBeLessThan(ids.indexOf(first.id));
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
    expect((await list(`serviceId=${SERVICE_IDS.tireFitting}`)).map((b) => b.id)).not.toContain(first.id);
    expect(await auditActions(t.db, 'seo_blog', first.id)).toEqual(['create']);
  });

  it('updates a post, refuses a taken slug with 409 and answers 404 for an unknown id', async () => {
    const a = await create();
    const b = await create();
    const changed = await ok<SeoBlog>(admin, 'PUT', `/v1/users/seo_blogs/${a.id}`, {
      ...body({ slug: a.slug, title: 'Новый заголовок' }),
    });
    expect(changed).toMatchObject({ id: a.id, title: 'Новый заголовок', slug: a.slug });
    expect(changed.updatedAt).toBeGreaterThanOrEqual(a.updatedAt);

    const taken = await call(admin, 'PUT', `/v1/users/seo_blogs/${b.id}`, body({ slug: a.slug }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: 'Запись блога с таким адресом уже есть',
      details: { slug: expect.any(String) },
    });
    expect((await call(admin, 'POST', '/v1/users/seo_blogs', body({ slug: a.slug }))).statusCode).toBe(409);

    const missing = await call(admin, 'PUT', '/v1/users/seo_blogs/2147483000', body());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND', message: 'Запись блога не найдена' });
    for (const [method, url] of [
      ['DELETE', '/v1/users/seo_blogs/2147483000'],
      ['POST', '/v1/users/seo_blogs/restore/2147483000'],
    ] as const)
      expect((await call(admin, method, url)).statusCode).toBe(404);
    const noService = await call(admin, 'POST', '/v1/users/seo_blogs', body({ serviceId: 2_147_483_000 }));
    expect(noService.statusCode).toBe(404);
    expect(noService.json().message).toBe('Сервис не найден');
    expect(await auditActions(t.db, 'seo_blog', a.id)).toEqual(['create', 'update']);
  });

  it('refuses bad fields with Russian messages', async () => {
    const response = await call(admin, 'POST', '/v1/users/seo_blogs', {
      serviceId: 0,
      title: '  ',
      slug: 'Зимние шины',
      publishedAt: -5,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      details: {
        serviceId: 'Укажите сервис',
        title: 'Укажите заголовок',
        slug: 'Адрес записи: строчные латинские буквы, цифры и дефис (не в начале и не в конце)',
        publishedAt: 'Ошибка ввода даты',
      },
    });
    for (const slug of ['-abc', 'abc-', 'a--b', 'ABC', '']) {
      const r = await call(admin, 'POST', '/v1/users/seo_blogs', body({ slug }));
      expect(r.statusCode, slug).toBe(400);
    }
    expect((await call(admin, 'GET', '/v1/users/seo_blogs?serviceId=abc')).statusCode).toBe(400);
  });

  it('soft-deletes and restores; deleted posts only with showDeleted; a freed slug can be reused', async () => {
    const post = await create();
    const deleted = await ok<SeoBlog>(admin, 'DELETE', `/v1/users/seo_blogs/${post.id}`);
    expect(deleted.deletedDate).toEqual(expect.any(Number));
    expect((await list(`serviceId=${SERVICE_IDS.tireFitting}`)).map((b) => b.id)).not.toContain(post.id);
    expect((await list(`serviceId=${SERVICE_IDS.tireFitting}&showDeleted=true`)).map((b) => b.id)).toContain(post.id);
    // A second delete keeps the first date.
    expect((await ok<SeoBlog>(admin, 'DELETE', `/v1/users/seo_blogs/${post.id}`)).deletedDate).toBe(
      deleted.deletedDate,
    );

    // While it is deleted its slug is free; restoring it then finds the slug taken.
    const twin = await create({ slug: post.slug });
    const refused = await call(admin, 'POST', `/v1/users/seo_blogs/restore/${post.id}`);
    expect(refused.statusCode).toBe(409);
    await ok(admin, 'DELETE', `/v1/users/seo_blogs/${twin.id}`);
    const restored = await ok<SeoBlog>(admin, 'POST', `/v1/users/seo_blogs/restore/${post.id}`);
    expect(restored.deletedDate).toBeNull();
    expect((await list(`serviceId=${SERVICE_IDS.tireFitting}`)).map((b) => b.id)).toContain(post.id);
    expect(await auditActions(t.db, 'seo_blog', post.id)).toEqual(['create', 'delete', 'delete', 'restore']);
  });

  it('never answers a script or an event handler: on write and for a row put straight into the database', async () => {
    const post = await create({ content: UNSAFE_HTML });
    expectSafe(post.content);
    expect(post.content).toBe('<p>Текст</p>');
    const [stored] = await t.db.select().from(seoBlogs).where(eq(seoBlogs.id, post.id));
    expectSafe(stored.content);

    const tag = uniqueTag();
    const [raw] = await t.db
      .insert(seoBlogs)
      .values({ serviceId: SERVICE_IDS.tireFitting, title: 'Сырой', slug: `raw-${tag}`, content: UNSAFE_HTML })
      .returning();
    const listed = (await list(`serviceId=${SERVICE_IDS.tireFitting}`)).find((b) => b.id === raw.id);
    expect(listed).toBeDefined();
    expectSafe(listed!.content);
    expectSafe((await ok<SeoBlog>(admin, 'DELETE', `/v1/users/seo_blogs/${raw.id}`)).content);
  });

  it('needs the key for reads and its flags for writes; partner staff never write', async () => {
    expect((await call(noKey, 'GET', '/v1/users/seo_blogs')).statusCode).toBe(403);
    expect((await call(readOnly, 'POST', '/v1/users/seo_blogs', body())).statusCode).toBe(403);
    const post = await create();
    expect((await call(readOnly, 'DELETE', `/v1/users/seo_blogs/${post.id}`)).statusCode).toBe(403);
    expect((await call(partnerStaff, 'POST', '/v1/users/seo_blogs', body())).statusCode).toBe(403);
    expect((await call(partnerStaff, 'GET', '/v1/users/seo_blogs')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/v1/users/seo_blogs' })).statusCode).toBe(401);
  });
});
