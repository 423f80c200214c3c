import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fiasIdParamsSchema, geoRegionSchema, mapConfigSchema } from '../../shared/schemas/evacuation';
import { errorResponses } from '../plugins/errorResponses';
import { findRegion, listRegions } from './geoRepository';

// GET /geo/timezone/{fiasId}. Ours besides: GET /geo/regions (the time-zone filters' choices)
// and GET /geo/map_config (the tile server of the tow-driver map, MAP_TILE_URL; without one the map draws no
// tiles and works offline). A token is enough for all three.

const tags = ['geo'];

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/geo/timezone/:fiasId',
    {
      config: { tokenOnly: true },
      schema: {
        tags,
        summary: 'Часовой пояс региона по ФИАС',
        params: fiasIdParamsSchema,
        response: { 200: geoRegionSchema, ...errorResponses },
      },
    },
    async (request) => findRegion(app.db, request.params.fiasId),
  );

  app.get(
    '/v1/geo/regions',
    {
      config: { tokenOnly: true },
      schema: {
        tags,
        summary: 'Регионы с часовыми поясами',
        response: { 200: z.array(geoRegionSchema), ...errorResponses },
      },
    },
    async () => listRegions(app.db),
  );

  app.get(
    '/v1/geo/map_config',
    {
      config: { tokenOnly: true },
      schema: {
        tags,
        summary: 'Настройки карты: шаблон адреса тайлов или null',
        response: { 200: mapConfigSchema, ...errorResponses },
      },
    },
    async () => ({ tileUrl: app.serverConfig.mapTileUrl }),
  );
};
