import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { partnerOfficesParamsSchema } from '../../shared/schemas/offices';
import {
  fiasItemSchema,
  fiasSearchQuerySchema,
  partnerRegionCreateSchema,
  partnerRegionIdParamsSchema,
  partnerRegionSchema,
} from '../../shared/schemas/partners/partnerRegions';
import { errorResponses } from '../plugins/errorResponses';
import { addPartnerRegion, listPartnerRegions, removePartnerRegion, searchFias } from './partnerRegionsRepository';
import { PARTNERS_KEY } from './partnersRoutes';

// The regional address directory's search (GET /fias/search?query) and a partner's regions (/partners/{id}/regions,
// /partner_regions/{id}). House REST style; the seed shows no paths.

const tags = ['partner regions'];
const one = { 200: partnerRegionSchema, ...errorResponses };

export const partnerRegionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: { authUser: { id: number } | null }) => request.authUser?.id ?? null;

  app.get(
    '/v1/fias/search',
    {
      config: { tokenOnly: true },
      schema: {
        tags,
        summary: 'Поиск регионов и городов по названию (до 10)',
        querystring: fiasSearchQuerySchema,
        response: { 200: z.array(fiasItemSchema), ...errorResponses },
      },
    },
    async (request) => searchFias(app.db, request.query.query),
  );

  app.get(
    '/v1/partners/:id/regions',
    {
      config: { operation: PARTNERS_KEY },
      schema: {
        tags,
        summary: 'Регионы работы партнёра',
        params: partnerOfficesParamsSchema,
        response: { 200: z.array(partnerRegionSchema), ...errorResponses },
      },
    },
    async (request) => listPartnerRegions(app.db, request.params.id),
  );

  app.post(
    '/v1/partners/:id/regions',
    {
      config: { operation: PARTNERS_KEY, flag: 'permissionInsert' },
      schema: {
        tags,
        summary: 'Добавить регион (и город в нём) партнёру',
        params: partnerOfficesParamsSchema,
        body: partnerRegionCreateSchema,
        response: one,
      },
    },
    async (request) => addPartnerRegion(app.db, request.params.id, request.body, actor(request)),
  );

  app.delete(
    '/v1/partner_regions/:id',
    {
      config: { operation: PARTNERS_KEY, flag: 'permissionDelete' },
      schema: { tags, summary: 'Убрать регион партнёра', params: partnerRegionIdParamsSchema, response: one },
    },
    async (request) => removePartnerRegion(app.db, request.params.id, actor(request)),
  );
};
