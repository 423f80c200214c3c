import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { seoBlogBodySchema, seoBlogSchema, seoBlogsQuerySchema } from '../../shared/schemas/content/seoBlogs';
import { idParam } from '../../shared/schemas/fields/resourceFields';
import { errorResponses } from '../plugins/errorResponses';
import { createSeoBlog, listSeoBlogs, setSeoBlogDeleted, updateSeoBlog } from './seoBlogsRepository';

// The blog screen ('/seo/blog', 'seo.blog'): posts of a service, soft deleted and restored. Platform data: partner
// staff never write it, whatever keys they hold.

const KEY = 'seo.blog';
const tags = ['content'];
const idParams = z.object({ id: idParam('Некорректный идентификатор') });
const one = { 200: seoBlogSchema, ...errorResponses };

export const seoBlogsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/users/seo_blogs',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Записи блога сервиса, новые первыми (удалённые — с showDeleted=true)',
        querystring: seoBlogsQuerySchema,
        response: { 200: z.array(seoBlogSchema), ...errorResponses },
      },
    },
    async (request) => listSeoBlogs(app.db, request.query),
  );

  app.post(
    '/v1/users/seo_blogs',
    {
      config: { operation: KEY, flag: 'permissionInsert', platformOnly: true },
      schema: { tags, summary: 'Добавить запись блога', body: seoBlogBodySchema, response: one },
    },
    async (request) => createSeoBlog(app.db, request.body, request.authUser?.id ?? null),
  );

  app.put(
    '/v1/users/seo_blogs/:id',
    {
      config: { operation: KEY, flag: 'permissionUpdate', platformOnly: true },
      schema: { tags, summary: 'Изменить запись блога', params: idParams, body: seoBlogBodySchema, response: one },
    },
    async (request) => updateSeoBlog(app.db, request.params.id, request.body, request.authUser?.id ?? null),
  );

  app.delete(
    '/v1/users/seo_blogs/:id',
    {
      config: { operation: KEY, flag: 'permissionDelete', platformOnly: true },
      schema: { tags, summary: 'Удалить запись блога (мягко)', params: idParams, response: one },
    },
    async (request) => setSeoBlogDeleted(app.db, request.params.id, true, request.authUser?.id ?? null),
  );

  app.post(
    '/v1/users/seo_blogs/restore/:id',
    {
      config: { operation: KEY, flag: 'permissionUpdate', platformOnly: true },
      schema: { tags, summary: 'Восстановить запись блога', params: idParams, response: one },
    },
    async (request) => setSeoBlogDeleted(app.db, request.params.id, false, request.authUser?.id ?? null),
  );
};
