import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../shared/schemas/fields/resourceFields';
import {
  servicePositionCreateSchema,
  servicePositionSchema,
  servicePositionsQuerySchema,
  servicePositionUpdateSchema,
} from '../../shared/schemas/pricing/servicePositions';
import { errorResponses } from '../plugins/errorResponses';
import { POSITIONS_KEY, PRICING_TAG } from './nomenclatureRoutes';
import {
  createServicePosition,
  deleteServicePosition,
  listServicePositions,
  updateServicePosition,
} from './servicePositionsRepository';

// Service positions: GET and POST /nomenclature/services?serviceId, PUT and DELETE /nomenclature/services/{id}
// (DELETE removes the row). A position a service already has answers 409 BINDING_ALREADY_EXISTS.

const tags = [PRICING_TAG];
const one = { 200: servicePositionSchema, ...errorResponses };
const params = z.object({ id: idParam('Некорректная позиция услуги') });

export const servicePositionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/nomenclature/services',
    {
      config: { operation: POSITIONS_KEY },
      schema: {
        tags,
        summary: 'Позиции услуги по порядку, затем по наименованию',
        querystring: servicePositionsQuerySchema,
        response: { 200: z.array(servicePositionSchema), ...errorResponses },
      },
    },
    async (request) => listServicePositions(app.db, request.query.serviceId),
  );

  app.post(
    '/v1/nomenclature/services',
    {
      config: { operation: POSITIONS_KEY, flag: 'permissionInsert', platformOnly: true },
      schema: { tags, summary: 'Добавить позицию услуге', body: servicePositionCreateSchema, response: one },
    },
    async (request) => createServicePosition(app.db, request.body),
  );

  app.put(
    '/v1/nomenclature/services/:id',
    {
      config: { operation: POSITIONS_KEY, flag: 'permissionUpdate', platformOnly: true },
      schema: {
        tags,
        summary: 'Изменить позицию услуги (позицию, порядок)',
        params,
        body: servicePositionUpdateSchema,
        response: one,
      },
    },
    async (request) => updateServicePosition(app.db, request.params.id, request.body),
  );

  app.delete(
    '/v1/nomenclature/services/:id',
    {
      config: { operation: POSITIONS_KEY, flag: 'permissionDelete', platformOnly: true },
      schema: { tags, summary: 'Убрать позицию у услуги', params, response: one },
    },
    async (request) => deleteServicePosition(app.db, request.params.id),
  );
};
