import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  carParkAddSchema,
  carParkIdParamsSchema,
  carParkQuerySchema,
  carParkUpdateSchema,
  carParkVehicleSchema,
  partnerIdPathSchema,
} from '../../shared/schemas/partners/partnerSearch';
import { errorResponses } from '../plugins/errorResponses';
import { addToCarPark, listCarPark, setCarParkActive } from './carParkRepository';

// The partner car park (the /car/park screen): a B2B customer's vehicles, each with id and isActive. The paths are
// ours, under the partner like its other lists.

const KEY = 'car.park';
const tags = ['car park'];
const one = { 200: carParkVehicleSchema, ...errorResponses };

export const carParkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/partner/:partnerId/car_park',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Автопарк партнёра (неактивные — с showInactive=true)',
        params: partnerIdPathSchema,
        querystring: carParkQuerySchema,
        response: { 200: z.array(carParkVehicleSchema), ...errorResponses },
      },
    },
    async (request) => listCarPark(app.db, request.params.partnerId, request.query.showInactive),
  );

  app.post(
    '/v1/partner/:partnerId/car_park',
    {
      config: { operation: KEY, flag: 'permissionInsert' },
      schema: {
        tags,
        summary: 'Добавить автомобиль в автопарк корпоративного клиента',
        params: partnerIdPathSchema,
        body: carParkAddSchema,
        response: one,
      },
    },
    async (request) => addToCarPark(app.db, request.params.partnerId, request.body.vehicleId),
  );

  app.put(
    '/v1/partner/car_park/:id',
    {
      config: { operation: KEY, flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Сделать автомобиль автопарка активным или неактивным',
        params: carParkIdParamsSchema,
        body: carParkUpdateSchema,
        response: one,
      },
    },
    async (request) => setCarParkActive(app.db, request.params.id, request.body.isActive),
  );
};
