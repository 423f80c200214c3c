import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WIDGET_KEYS } from '../../shared/operationKeys';
import {
  prioritiesQuerySchema,
  priorityUpdateSchema,
  servicePartnerPrioritySchema,
} from '../../shared/schemas/orderOffers';
import { errorResponses } from '../plugins/errorResponses';
import { listPriorities, updatePriority } from './servicePartnerPrioritiesRepository';

// Partners' service priorities: GET /service_partner/priorities?fiasId&serviceId (sorted
// by priority) and PUT /service_partner/priority {id, priority}; the console saves only the changed rows.

const KEY = WIDGET_KEYS.partnerPriorities;
const tags = ['partner priorities'];

export const servicePartnerPrioritiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/service_partner/priorities',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Приоритеты партнёров по услуге в регионе: по приоритету, затем по названию партнёра',
        querystring: prioritiesQuerySchema,
        response: { 200: z.array(servicePartnerPrioritySchema), ...errorResponses },
      },
    },
    async (request) => listPriorities(app.db, request.query.fiasId, request.query.serviceId),
  );

  app.put(
    '/v1/service_partner/priority',
    {
      config: { operation: KEY, flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Изменить приоритет партнёра (от 1 до 10)',
        body: priorityUpdateSchema,
        response: { 200: servicePartnerPrioritySchema, ...errorResponses },
      },
    },
    async (request) => updatePriority(app.db, request.body.id, request.body.priority),
  );
};
