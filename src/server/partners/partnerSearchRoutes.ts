import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  b2bCustomerSchema,
  orderIdPathSchema,
  partnerCandidateSchema,
  partnerSearchBodySchema,
} from '../../shared/schemas/partners/partnerSearch';
import { errorResponses } from '../plugins/errorResponses';
import { findPartnersForOrder, listB2bCustomers } from './partnerSearchRepository';

// Partner search for an order: POST /partner/{orderId}/find/partner and GET /partner/b2b_customers. The car park
// screen chooses its customer from the B2B list, so its key opens that list too.

const tags = ['partner search'];

export const partnerSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/partner/:orderId/find/partner',
    {
      config: { anyOf: [{ operation: 'orders.view' }, { operation: 'orders.create' }] },
      schema: {
        tags,
        summary: 'Партнёры, которые могут взять заявку: с офисами, ближайший офис к месту заявки',
        params: orderIdPathSchema,
        body: partnerSearchBodySchema,
        response: { 200: z.array(partnerCandidateSchema), ...errorResponses },
      },
    },
    async (request) => findPartnersForOrder(app.db, request.params.orderId, request.body),
  );

  app.get(
    '/v1/partner/b2b_customers',
    {
      config: { anyOf: [{ operation: 'orders.view' }, { operation: 'orders.create' }, { operation: 'car.park' }] },
      schema: {
        tags,
        summary: 'Корпоративные клиенты (B2B) и число активных автомобилей их автопарка',
        response: { 200: z.array(b2bCustomerSchema), ...errorResponses },
      },
    },
    async () => listB2bCustomers(app.db),
  );
};
