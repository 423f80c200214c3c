import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  seoPageBodySchema,
  seoPageIdParamsSchema,
  seoPageNodeSchema,
  seoPageSchema,
  seoPagesFindSchema,
  seoPagesPageSchema,
  seoPagesQuerySchema,
  seoPageUpdateSchema,
  seoReindexSchema,
  seoTreeQuerySchema,
} from '../../shared/schemas/content/seoPages';
import { errorResponses } from '../plugins/errorResponses';
import { findSeoPages, listSeoPages, seoTree } from './seoPagesRepository';
import { createSeoPage, deleteSeoPage, reindexSeoPage, updateSeoPage } from './seoPageWrites';

// The SEO tree screen ('/seo/tree'): pages of a service as a tree. SEO content is platform data: only platform
// staff write it, whatever keys a partner's role holds (platformOnly).

export const SEO_TREE_KEY = 'seo.tree';
const tags = ['seo'];
const one = { 200: seoPageSchema, ...errorResponses };

export const seoPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: { authUser: { id: number } | null }) => request.authUser?.id ?? null;

  app.get(
    '/v1/users/seo_pages',
    {
      config: { operation: SEO_TREE_KEY },
      schema: {
        tags,
        summary: 'SEO-страницы: дочерние страницы parentId или корневые (по порядку, затем по id)',
        querystring: seoPagesQuerySchema,
        response: { 200: z.array(seoPageSchema), ...errorResponses },
      },
    },
    async (request) => listSeoPages(app.db, request.query),
  );

  app.get(
    '/v1/users/seo_pages/tree/',
    {
      config: { operation: SEO_TREE_KEY },
      schema: {
        tags,
        summary: 'Дерево SEO-страниц сервиса',
        querystring: seoTreeQuerySchema,
        response: { 200: z.array(seoPageNodeSchema), ...errorResponses },
      },
    },
    async (request) => seoTree(app.db, request.query.serviceId),
  );

  app.post(
    '/v1/users/seo_pages/find',
    {
      config: { operation: SEO_TREE_KEY },
      schema: {
        tags,
        summary: 'SEO-страницы: страница списка',
        body: seoPagesFindSchema,
        response: { 200: seoPagesPageSchema, ...errorResponses },
      },
    },
    async (request) => findSeoPages(app.db, request.body),
  );

  app.post(
    '/v1/users/seo_pages',
    {
      config: { operation: SEO_TREE_KEY, flag: 'permissionInsert', platformOnly: true },
      schema: { tags, summary: 'Добавить SEO-страницу', body: seoPageBodySchema, response: one },
    },
    async (request) => createSeoPage(app.db, request.body, actor(request)),
  );

  app.put(
    '/v1/users/seo_pages',
    {
      config: { operation: SEO_TREE_KEY, flag: 'permissionUpdate', platformOnly: true },
      schema: {
        tags,
        summary: 'Изменить SEO-страницу (id в теле; другой parentId переносит её)',
        body: seoPageUpdateSchema,
        response: one,
      },
    },
    async (request) => updateSeoPage(app.db, request.body, actor(request)),
  );

  app.delete(
    '/v1/users/seo_pages/:id',
    {
      config: { operation: SEO_TREE_KEY, flag: 'permissionDelete', platformOnly: true },
      schema: { tags, summary: 'Удалить SEO-страницу с её FAQ', params: seoPageIdParamsSchema, response: one },
    },
    async (request) => deleteSeoPage(app.db, request.params.id, actor(request)),
  );

  app.post(
    '/v1/users/seo_pages/reindex',
    {
      config: { operation: SEO_TREE_KEY, flag: 'permissionUpdate', platformOnly: true },
      schema: {
        tags,
        summary: 'Переиндексировать страницу: пересобрать адреса её и дочерних страниц',
        body: seoReindexSchema,
        response: one,
      },
    },
    async (request) => reindexSeoPage(app.db, request.body.seoPageId, actor(request)),
  );
};
