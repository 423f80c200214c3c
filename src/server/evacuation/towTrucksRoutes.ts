import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  evacuationPriceRequestSchema,
  evacuationPriceSchema,
  towDriverSchema,
  towDriversQuerySchema,
  towTruckBaseSchema,
  towTruckBasesQuerySchema,
} from '../../shared/schemas/evacuation';
import { errorResponses } from '../plugins/errorResponses';
import { evacuationPrice, listTowDrivers, listTowTruckBases } from './towTrucksRepository';

// Tow trucks for an order: POST /users/evacuation_price, GET /users/tow_truck/drivers?refValueId and
// GET /partner_office/tow_truck_bases?orderId. The dispatcher's calls (orders.evacuator); a driver's own screen
// (evacuator.orders) reads the drivers list too, for the supervisor's driver choice.

const KEY = 'orders.evacuator';
const tags = ['tow trucks'];

export const towTrucksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/users/evacuation_price',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Стоимость эвакуации с водителем: базовая цена + цена за км × расстояние',
        body: evacuationPriceRequestSchema,
        response: { 200: evacuationPriceSchema, ...errorResponses },
      },
    },
    async (request) => evacuationPrice(app.db, request.body),
  );

  app.get(
    '/v1/users/tow_truck/drivers',
    {
      config: { anyOf: [{ operation: KEY }, { operation: 'evacuator.orders' }] },
      schema: {
        tags,
        summary: 'Водители эвакуаторов (по типу эвакуатора, справочник 918)',
        querystring: towDriversQuerySchema,
        response: { 200: z.array(towDriverSchema), ...errorResponses },
      },
    },
    async (request) => listTowDrivers(app.db, request.query.refValueId),
  );

  app.get(
    '/v1/partner_office/tow_truck_bases',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Базы эвакуаторов партнёра заявки (все — без партнёра), ближайшие к заявке первыми',
        querystring: towTruckBasesQuerySchema,
        response: { 200: z.array(towTruckBaseSchema), ...errorResponses },
      },
    },
    async (request) => listTowTruckBases(app.db, request.query.orderId),
  );
};
