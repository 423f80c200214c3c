import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  seoPageFaqBodySchema,
  seoPageFaqIdParamsSchema,
  seoPageFaqSchema,
  seoPageFaqsQuerySchema,
} from '../../shared/schemas/content/seoPageFaqs';
import { errorResponses } from '../plugins/errorResponses';
import { createSeoPageFaq, deleteSeoPageFaq, listSeoPageFaqs, updateSeoPageFaq } from './seoPageFaqsRepository';
import { SEO_TREE_KEY } from './seoPagesRoutes';

// The FAQ of an SEO page, on the SEO tree screen's key. Platform data: only platform staff write it.

const tags = ['seo'];
const one = { 200: seoPageFaqSchema, ...errorResponses };

export const seoPageFaqsRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: { authUser: { id: number } | null }) => request.authUser?.id ?? null;

  app.get(
    '/v1/users/seo_page_faqs',
    {
      config: { operation: SEO_TREE_KEY },
      schema: {
        tags,
        summary: 'FAQ SEO-страницы (по порядку, затем по id)',
        querystring: seoPageFaqsQuerySchema,
        response: { 200: z.array(seoPageFaqSchema), ...errorResponses },
      },
    },
    async (request) => listSeoPageFaqs(app.db, request.query.seoPageId),
  );

  app.post(
    '/v1/users/seo_page_faqs',
    {
      config: { operation: SEO_TREE_KEY, flag: 'permissionInsert', platformOnly: true },
      schema: { tags, summary: 'Добавить вопрос FAQ', body: seoPageFaqBodySchema, response: one },
    },
    async (request) => createSeoPageFaq(app.db, request.body, actor(request)),
  );

  app.put(
    '/v1/users/seo_page_faqs/:id',
    {
      config: { operation: SEO_TREE_KEY, flag: 'permissionUpdate', platformOnly: true },
      schema: {
        tags,
        summary: 'Изменить вопрос FAQ',
        params: seoPageFaqIdParamsSchema,
        body: seoPageFaqBodySchema,
        response: one,
      },
    },
    async (request) => updateSeoPageFaq(app.db, request.params.id, request.body, actor(request)),
  );

  app.delete(
    '/v1/users/seo_page_faqs/:id',
    {
      config: { operation: SEO_TREE_KEY, flag: 'permissionDelete', platformOnly: true },
      schema: { tags, summary: 'Удалить вопрос FAQ', params: seoPageFaqIdParamsSchema, response: one },
    },
    async (request) => deleteSeoPageFaq(app.db, request.params.id, actor(request)),
  );
};
