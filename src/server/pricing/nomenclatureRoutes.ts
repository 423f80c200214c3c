import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { showDeletedQuerySchema } from '../../shared/schemas/fields/resourceFields';
import {
  POSITION_NOT_FOUND,
  positionCreateSchema,
  positionSchema,
  positionShortSchema,
  positionUpdateSchema,
} from '../../shared/schemas/pricing/positions';
import { errorResponses } from '../plugins/errorResponses';
import { defineResource } from '../resources/defineResource';
import { withUnixTimes } from '../resources/withUnixTimes';
import { listShortPositions, positionsRepository } from './nomenclatureRepository';

// The nomenclature: GET and POST /nomenclature (showDeleted), GET /nomenclature/short, PUT and DELETE
// /nomenclature/{id}, POST /nomenclature/{id} restores. Shared platform data: reading needs the /positions screen's
// key, writing its insert/update/delete flags and platform staff (a partner's staff get 403).

/** The /positions screen's operation key (src/shared/screens.ts). */
export const POSITIONS_KEY = 'positions';
export const PRICING_TAG = 'nomenclature';

const positionWrites = defineResource({
  basePath: '/v1/nomenclature',
  operation: POSITIONS_KEY,
  platformOnly: true,
  tag: PRICING_TAG,
  title: { one: 'позиция номенклатуры', many: 'позиции номенклатуры' },
  notFoundMessage: POSITION_NOT_FOUND,
  auditEntity: 'position',
  repository: positionsRepository,
  schemas: { entity: positionSchema, create: positionCreateSchema, update: positionUpdateSchema },
  // The lists need the screen's key, so they are declared below rather than by the kit (token only).
  routes: { list: false, get: false, restore: { method: 'POST', path: '/v1/nomenclature/:id' } },
});

export const nomenclatureRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(positionWrites);

  app.get(
    '/v1/nomenclature',
    {
      config: { operation: POSITIONS_KEY },
      schema: {
        tags: [PRICING_TAG],
        summary: 'Номенклатура по наименованию (удалённые — с showDeleted=true)',
        querystring: showDeletedQuerySchema,
        response: { 200: z.array(positionSchema), ...errorResponses },
      },
    },
    async (request) =>
      (await positionsRepository.list(app.db, { showDeleted: request.query.showDeleted })).map(withUnixTimes),
  );

  app.get(
    '/v1/nomenclature/short',
    {
      config: { operation: POSITIONS_KEY },
      schema: {
        tags: [PRICING_TAG],
        summary: 'Краткий список действующих позиций для выбора (id, наименование)',
        response: { 200: z.array(positionShortSchema), ...errorResponses },
      },
    },
    async () => listShortPositions(app.db),
  );
};
