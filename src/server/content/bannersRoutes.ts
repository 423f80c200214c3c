import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bannerBodySchema, bannerSchema } from '../../shared/schemas/content/banners';
import { idParam } from '../../shared/schemas/fields/resourceFields';
import { errorResponses } from '../plugins/errorResponses';
import { createBanner, deleteBanner, listBanners, setBannerActivated, updateBanner } from './bannersRepository';

// The banners screen ('/seo/banner', 'seo.banner'): the site's banners, published (activated) and withdrawn.
// Platform data: partner staff never write it, whatever keys they hold.

const KEY = 'seo.banner';
const tags = ['content'];
const idParams = z.object({ id: idParam('Некорректный идентификатор') });
const one = { 200: bannerSchema, ...errorResponses };

export const bannersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/banners',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Баннеры по порядку показа',
        response: { 200: z.array(bannerSchema), ...errorResponses },
      },
    },
    async () => listBanners(app.db),
  );

  app.post(
    '/v1/banners',
    {
      config: { operation: KEY, flag: 'permissionInsert', platformOnly: true },
      schema: { tags, summary: 'Добавить баннер (не опубликован)', body: bannerBodySchema, response: one },
    },
    async (request) => createBanner(app.db, request.body, request.authUser?.id ?? null),
  );

  app.put(
    '/v1/banners/:id',
    {
      config: { operation: KEY, flag: 'permissionUpdate', platformOnly: true },
      schema: { tags, summary: 'Изменить баннер', params: idParams, body: bannerBodySchema, response: one },
    },
    async (request) => updateBanner(app.db, request.params.id, request.body, request.authUser?.id ?? null),
  );

  app.delete(
    '/v1/banners/:id',
    {
      config: { operation: KEY, flag: 'permissionDelete', platformOnly: true },
      schema: { tags, summary: 'Удалить баннер (насовсем)', params: idParams, response: one },
    },
    async (request) => deleteBanner(app.db, request.params.id, request.authUser?.id ?? null),
  );

  app.put(
    '/v1/banners/:id/activated',
    {
      config: { operation: KEY, flag: 'permissionUpdate', platformOnly: true },
      schema: { tags, summary: 'Опубликовать баннер (повтор ничего не меняет)', params: idParams, response: one },
    },
    async (request) => setBannerActivated(app.db, request.params.id, true, request.authUser?.id ?? null),
  );

  app.delete(
    '/v1/banners/:id/activated',
    {
      config: { operation: KEY, flag: 'permissionUpdate', platformOnly: true },
      schema: { tags, summary: 'Снять баннер с публикации (повтор ничего не меняет)', params: idParams, response: one },
    },
    async (request) => setBannerActivated(app.db, request.params.id, false, request.authUser?.id ?? null),
  );
};
