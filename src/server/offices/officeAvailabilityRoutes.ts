import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  officeDatesQuerySchema,
  officeFreeDatesSchema,
  officeFreeSlotsSchema,
  officeIdPathSchema,
  officeTimeQuerySchema,
  serviceOfficeSchema,
  serviceOfficesQuerySchema,
} from '../../shared/schemas/partners/partnerSearch';
import type { AccessRule } from '../auth/routeAccess';
import { errorResponses } from '../plugins/errorResponses';
import { listServiceOffices, officeFreeDates, officeFreeSlots } from './officeAvailabilityRepository';

// GET /service_office/offices and the office availability, GET /carmen/offices/{officeId}/dates?year&month and
// /time?date: what the order forms book an office visit with.

const BOOKING: AccessRule[] = [
  { operation: 'orders.view' },
  { operation: 'orders.create' },
  { operation: 'tire.fitting.order' },
];
/** The scheduler's screens pick their office from the service-office list too. */
const OFFICE_LIST: AccessRule[] = [
  ...BOOKING,
  ...['post', 'week', 'halfyear', 'timeline', 'deleted', 'tire.transfer'].map((s) => ({ operation: `scheduler.${s}` })),
];
const tags = ['office availability'];

export const officeAvailabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/service_office/offices',
    {
      config: { anyOf: OFFICE_LIST },
      schema: {
        tags,
        summary: 'Офисы сервиса (по умолчанию 41)',
        querystring: serviceOfficesQuerySchema,
        response: { 200: z.array(serviceOfficeSchema), ...errorResponses },
      },
    },
    async (request) => listServiceOffices(app.db, request.query.serviceId),
  );

  app.get(
    '/v1/carmen/offices/:officeId/dates',
    {
      config: { anyOf: BOOKING },
      schema: {
        tags,
        summary: 'Дни месяца со свободным временем в офисе (с сегодняшнего)',
        params: officeIdPathSchema,
        querystring: officeDatesQuerySchema,
        response: { 200: officeFreeDatesSchema, ...errorResponses },
      },
    },
    async (request) => officeFreeDates(app.db, request.params.officeId, request.query.year, request.query.month),
  );

  app.get(
    '/v1/carmen/offices/:officeId/time',
    {
      config: { anyOf: BOOKING },
      schema: {
        tags,
        summary: 'Свободное время офиса в день (слоты по 30 минут, 09:00–18:00 по времени офиса)',
        params: officeIdPathSchema,
        querystring: officeTimeQuerySchema,
        response: { 200: officeFreeSlotsSchema, ...errorResponses },
      },
    },
    async (request) => officeFreeSlots(app.db, request.params.officeId, request.query.date),
  );
};
