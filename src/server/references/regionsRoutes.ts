import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ALL_RUSSIA_ID, ALL_RUSSIA_NAME, NO_REGION_ID, NO_REGION_NAME } from '../../shared/regionIds';
import { type Region, regionSchema } from '../../shared/schemas/regions';
import { errorResponses } from '../plugins/errorResponses';
import { listRegions } from './geoRepository';

// GET /regions: the reference region list every region select reads. It starts with 'no region' and ' Вся Россия'
// (their special ids in shared/regionIds.ts), then the regions of the regional address directory by name.

export const regionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/regions',
    {
      config: { tokenOnly: true },
      schema: {
        tags: ['geo'],
        summary: 'Регионы: «без региона», « Вся Россия», затем регионы справочника по названию',
        response: { 200: z.array(regionSchema), ...errorResponses },
      },
    },
    async (): Promise<Region[]> => [
      { fiasId: NO_REGION_ID, name: NO_REGION_NAME },
      { fiasId: ALL_RUSSIA_ID, name: ALL_RUSSIA_NAME },
      ...(await listRegions(app.db)).map(({ fiasId, name }) => ({ fiasId, name })),
    ],
  );
};
