import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { carmenOrderLeadSchema } from '../../shared/schemas/carmen';
import { orderIdParamsSchema } from '../../shared/schemas/orders/orderEntity';
import { errorResponses } from '../plugins/errorResponses';
import { carmenOrderLead } from './carmenLeadRepository';

// GET /carmen/order/{id}, the order's Carmen CRM lead.

export const carmenOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/carmen/order/:id',
    {
      config: { operation: 'orders.view' },
      schema: {
        tags: ['carmen'],
        summary: 'Лид Carmen заявки и сотрудник Carmen, создавший заявку',
        params: orderIdParamsSchema,
        response: { 200: carmenOrderLeadSchema, ...errorResponses },
      },
    },
    async (request) => carmenOrderLead(app.db, request.params.id),
  );
};
