import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  priceListRegionCreateSchema,
  priceListRegionIdParamsSchema,
  priceListRegionSchema,
  priceListRegionsQuerySchema,
} from '../../shared/schemas/pricing/priceLists';
import { errorResponses } from '../plugins/errorResponses';
import { addPriceListRegion, listPriceListRegions, removePriceListRegion } from './priceListRegionsRepository';
import { PRICELISTS_KEY } from './priceListsRoutes';

// The regions a price list prices in: GET /price_lists/regions?priceListId, POST /price_lists/regions,
// DELETE /price_lists/regions/{id}. Insert adds, delete removes (on 'pricelists').

const tags = ['price lists'];
const one = { 200: priceListRegionSchema, ...errorResponses };
const actor = (request: { authUser: { id: number } | null }) => request.authUser?.id ?? null;

export const priceListRegionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/price_lists/regions',
    {
      config: { operation: PRICELISTS_KEY },
      schema: {
        tags,
        summary: 'Регионы прайс-листа, по названию',
        querystring: priceListRegionsQuerySchema,
        response: { 200: z.array(priceListRegionSchema), ...errorResponses },
      },
    },
    async (request) => listPriceListRegions(app.db, request.query.priceListId),
  );

  app.post(
    '/v1/price_lists/regions',
    {
      config: { operation: PRICELISTS_KEY, flag: 'permissionInsert' },
      schema: { tags, summary: 'Добавить регион прайс-листу', body: priceListRegionCreateSchema, response: one },
    },
    async (request) => addPriceListRegion(app.db, request.body, actor(request)),
  );

  app.delete(
    '/v1/price_lists/regions/:id',
    {
      config: { operation: PRICELISTS_KEY, flag: 'permissionDelete' },
      schema: { tags, summary: 'Убрать регион прайс-листа', params: priceListRegionIdParamsSchema, response: one },
    },
    async (request) => removePriceListRegion(app.db, request.params.id, actor(request)),
  );
};
