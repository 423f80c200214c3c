import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { banners } from '../../../src/server/content/contentSchema';
import type { Banner } from '../../../src/shared/schemas/content/banners';
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

const URL_MESSAGE = 'Адрес: https://… или путь на сайте, начинающийся с /';

describe('banners (/v1/banners)', () => {
  const t = openTestApp();
  const { call, ok } = contentCalls(() => t.app);
  let admin = '';
  let readOnly = '';
  let partnerStaff = '';

  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    readOnly = (await contentUser(t.app, t.db, 'seo.banner', ['available'])).token;
    partnerStaff = (await contentUser(t.app, t.db, 'seo.banner', undefined, await demoPartnerId(t.db))).token;
  });

  const body = (fields: Record<string, unknown> = {}) => ({
    title: `Баннер ${uniqueTag()}`,
    imageUrl: '/img/a.png',
    link: 'https://demo.ru/akcii',
    content: '<p>Скидка</p>',
    sort: 5,
    ...fields,
  });
  const create = (fields: Record<string, unknown> = {}) => ok<Banner>(admin, 'POST', '/v1/banners', body(fields));
  const listIds = async (token = admin) => (await ok<Banner[]>(token, 'GET', '/v1/banners')).map((b) => b.id);

  it('creates banners inactive, lists them by sort then id, updates, and audits', async () => {
    const late = await create({ sort: 1_000_000 });
    const early = await create({ sort: -1_000_000, link: undefined, content: undefined });
    expect(early).toMatchObject({ activated: false, link: null, content: '', sort: -1_000_000 });
    const ids = await listIds(readOnly);
    expect(ids.indexOf(early.id)).toBeLessThan(ids.indexOf(late.id));
    const changed = await ok<Banner>(admin, 'PUT', `/v1/banners/${late.id}`, body({ title: 'Новое', sort: undefined }));
    expect(changed).toMatchObject({ title: 'Новое', sort: 0, activated: false });
    expect(await auditActions(t.db, 'banner', late.id)).toEqual(['create', 'update']);
  });

  it('activates and deactivates, each idempotent, and an update keeps the activation', async () => {
    const banner = await create();
    const on = await ok<Banner>(admin, 'PUT', `/v1/banners/${banner.id}/activated`);
    expect(on.activated).toBe(true);
    const again = await ok<Banner>(admin, 'PUT', `/v1/banners/${banner.id}/activated`);
    expect(again).toEqual(on);
    expect((await ok<Banner>(admin, 'PUT', `/v1/banners/${banner.id}`, body())).activated).toBe(true);
    const off = await ok<Banner>(admin, 'DELETE', `/v1/banners/${banner.id}/activated`);
    expect(off.activated).toBe(false);
    expect(await ok<Banner>(admin, 'DELETE', `/v1/banners/${banner.id}/activated`)).toEqual(off);
    expect(await auditActions(t.db, 'banner', banner.id)).toEqual(['create', 'activate', 'update', 'deactivate']);
  });

  it('deletes for good, then answers 404 everywhere', async () => {
    const banner = await create();
    expect((await ok<Banner>(admin, 'DELETE', `/v1/banners/${banner.id}`)).id).toBe(banner.id);
    expect(await listIds()).not.toContain(banner.id);
    for (const [method, url] of [
      ['DELETE', `/v1/banners/${banner.id}`],
      ['PUT', `/v1/banners/${banner.id}/activated`],
      ['DELETE', `/v1/banners/${banner.id}/activated`],
    ] as const) {
      const response = await call(admin, method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND', message: 'Баннер не найден' });
    }
    expect((await call(admin, 'PUT', `/v1/banners/${banner.id}`, body())).statusCode).toBe(404);
    expect(await auditActions(t.db, 'banner', banner.id)).toEqual(['create', 'delete']);
  });

  it('refuses bad fields with Russian messages: image and link are https or a site path', async () => {
    const response = await call(admin, 'POST', '/v1/banners', { title: '', imageUrl: '', sort: 1.5 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      details: { title: 'Укажите название', imageUrl: 'Укажите адрес изображения', sort: 'Порядок: целое число' },
    });
    for (const url of ['http://demo.ru/a.png', '//evil.ru/a.png', 'javascript:alert(1)', 'img/a.png', '/a b.png']) {
      const image = await call(admin, 'POST', '/v1/banners', body({ imageUrl: url }));
      expect(image.statusCode, url).toBe(400);
      expect(image.json().details).toEqual({ imageUrl: URL_MESSAGE });
      const link = await call(admin, 'POST', '/v1/banners', body({ link: url }));
      expect(link.json().details, url).toEqual({ link: URL_MESSAGE });
    }
    expect((await create({ imageUrl: 'https://cdn.demo.ru/b.jpg', link: '/shinomontazh' })).link).toBe('/shinomontazh');
  });

  it('never answers a script or an event handler: on write and for a row put straight into the database', async () => {
    const banner = await create({ content: UNSAFE_HTML });
    expect(banner.content).toBe('<p>Текст</p>');
    const [raw] = await t.db
      .insert(banners)
      .values({ title: 'Сырой', imageUrl: '/x.png', content: UNSAFE_HTML })
      .returning();
    const listed = (await ok<Banner[]>(admin, 'GET', '/v1/banners')).find((b) => b.id === raw.id);
    expectSafe(listed!.content);
    expectSafe((await ok<Banner>(admin, 'PUT', `/v1/banners/${raw.id}/activated`)).content);
    expectSafe((await ok<Banner>(admin, 'DELETE', `/v1/banners/${raw.id}`)).content);
    const [stored] = await t.db.select().from(banners).where(eq(banners.id, banner.id));
    expectSafe(stored.content);
  });

  it('needs the flags for writes; partner staff read but never write', async () => {
    expect((await call(readOnly, 'POST', '/v1/banners', body())).statusCode).toBe(403);
    const banner = await create();
    expect((await call(readOnly, 'PUT', `/v1/banners/${banner.id}/activated`)).statusCode).toBe(403);
    expect((await call(readOnly, 'DELETE', `/v1/banners/${banner.id}`)).statusCode).toBe(403);
    expect((await call(partnerStaff, 'DELETE', `/v1/banners/${banner.id}/activated`)).statusCode).toBe(403);
    expect((await call(partnerStaff, 'GET', '/v1/banners')).statusCode).toBe(200);
  });
});
