import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reviewBodySchema, reviewSchema, reviewsQuerySchema } from '../../shared/schemas/content/reviews';
import { idParam } from '../../shared/schemas/fields/resourceFields';
import { errorResponses } from '../plugins/errorResponses';
import { createReview, listReviews, setReviewDeleted, updateReview } from './reviewsRepository';

// The reviews screen ('/seo/review', 'seo.review'): clients' reviews of a service, soft deleted and restored.
// Platform data: partner staff never write it, whatever keys they hold.

const KEY = 'seo.review';
const tags = ['content'];
const idParams = z.object({ id: idParam('Некорректный идентификатор') });
const one = { 200: reviewSchema, ...errorResponses };

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/reviews',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Отзывы, новые первыми (удалённые — с showDeleted=true)',
        querystring: reviewsQuerySchema,
        response: { 200: z.array(reviewSchema), ...errorResponses },
      },
    },
    async (request) => listReviews(app.db, request.query),
  );

  app.post(
    '/v1/reviews',
    {
      config: { operation: KEY, flag: 'permissionInsert', platformOnly: true },
      schema: { tags, summary: 'Добавить отзыв', body: reviewBodySchema, response: one },
    },
    async (request) => createReview(app.db, request.body, request.authUser?.id ?? null),
  );

  app.put(
    '/v1/reviews/:id',
    {
      config: { operation: KEY, flag: 'permissionUpdate', platformOnly: true },
      schema: { tags, summary: 'Изменить отзыв', params: idParams, body: reviewBodySchema, response: one },
    },
    async (request) => updateReview(app.db, request.params.id, request.body, request.authUser?.id ?? null),
  );

  app.delete(
    '/v1/reviews/:id',
    {
      config: { operation: KEY, flag: 'permissionDelete', platformOnly: true },
      schema: { tags, summary: 'Удалить отзыв (мягко)', params: idParams, response: one },
    },
    async (request) => setReviewDeleted(app.db, request.params.id, true, request.authUser?.id ?? null),
  );

  app.put(
    '/v1/reviews/restore/:id',
    {
      config: { operation: KEY, flag: 'permissionUpdate', platformOnly: true },
      schema: { tags, summary: 'Восстановить отзыв', params: idParams, response: one },
    },
    async (request) => setReviewDeleted(app.db, request.params.id, false, request.authUser?.id ?? null),
  );
};
