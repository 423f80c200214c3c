import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  priceListCreateSchema,
  priceListIdParamsSchema,
  priceListRowSchema,
  priceListsQuerySchema,
  priceListUpdateSchema,
} from '../../shared/schemas/pricing/priceLists';
import { errorResponses } from '../plugins/errorResponses';
import {
  createPriceList,
  getPriceList,
  listPriceLists,
  setPriceListDeleted,
  updatePriceList,
} from './priceListsAdminRepository';

// The price-list screens' lists (/pricelists, /pricelists/:priceListId/): GET /price_lists, GET, PUT, DELETE
// /price_lists/{id}, POST /price_lists/{id} (restore) and POST /price_lists. The tenant rule is the repository's.

export const PRICELISTS_KEY = 'pricelists';
const tags = ['price lists'];
const one = { 200: priceListRowSchema, ...errorResponses };
const actor = (request: { authUser: { id: number } | null }) => request.authUser?.id ?? null;

export const priceListsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/price_lists',
    {
      config: { operation: PRICELISTS_KEY },
      schema: {
        tags,
        summary: 'Прайс-листы с партнёром, услугой, офисом, регионами и числом позиций; по партнёру и названию',
        querystring: priceListsQuerySchema,
        response: { 200: z.array(priceListRowSchema), ...errorResponses },
      },
    },
    async (request) => listPriceLists(app.db, request.query),
  );

  app.get(
    '/v1/price_lists/:id',
    {
      config: { operation: PRICELISTS_KEY },
      schema: { tags, summary: 'Прайс-лист', params: priceListIdParamsSchema, response: one },
    },
    async (request) => getPriceList(app.db, request.params.id),
  );

  app.post(
    '/v1/price_lists',
    {
      config: { operation: PRICELISTS_KEY, flag: 'permissionInsert' },
      schema: {
        tags,
        summary: 'Создать прайс-лист (сотрудник партнёра — только своему партнёру)',
        body: priceListCreateSchema,
        response: one,
      },
    },
    async (request) => createPriceList(app.db, request.body, actor(request)),
  );

  app.put(
    '/v1/price_lists/:id',
    {
      config: { operation: PRICELISTS_KEY, flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Изменить название, услугу и офис прайс-листа',
        params: priceListIdParamsSchema,
        body: priceListUpdateSchema,
        response: one,
      },
    },
    async (request) => updatePriceList(app.db, request.params.id, request.body, actor(request)),
  );

  app.delete(
    '/v1/price_lists/:id',
    {
      config: { operation: PRICELISTS_KEY, flag: 'permissionDelete' },
      schema: { tags, summary: 'Удалить прайс-лист (мягко)', params: priceListIdParamsSchema, response: one },
    },
    async (request) => setPriceListDeleted(app.db, request.params.id, true, actor(request)),
  );

  app.post(
    '/v1/price_lists/:id',
    {
      config: { operation: PRICELISTS_KEY, flag: 'permissionUpdate' },
      schema: { tags, summary: 'Восстановить удалённый прайс-лист', params: priceListIdParamsSchema, response: one },
    },
    async (request) => setPriceListDeleted(app.db, request.params.id, false, actor(request)),
  );
};
