import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientIdParamsSchema,
  insuranceLossSchema,
  serviceCardSchema,
} from '../../shared/schemas/clients/clientExtras';
import { errorResponses } from '../plugins/errorResponses';
import { CLIENT_CARD_KEY } from './clientBonusesRoutes';
import { listInsuranceLosses, listServiceCards, requireClient } from './clientCrmRepository';

// What the Carmen CRM knows of a client, for the tabs 'Убытки клиента' and
// 'Сервисные карты'. Read with the client card's key.

export const clientCrmRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/clients/insurance_losses/:id',
    {
      config: { operation: CLIENT_CARD_KEY },
      schema: {
        tags: ['clients'],
        summary: 'Убытки клиента (Carmen), последние изменения сверху',
        params: clientIdParamsSchema,
        response: { 200: z.array(insuranceLossSchema), ...errorResponses },
      },
    },
    async (request) => {
      await requireClient(app.db, request.params.id);
      return listInsuranceLosses(app.db, request.params.id);
    },
  );

  app.get(
    '/v1/clients/service_cards/:id',
    {
      config: { operation: CLIENT_CARD_KEY },
      schema: {
        tags: ['clients'],
        summary: 'Сервисные карты клиента с услугами, лимитами и остатками',
        params: clientIdParamsSchema,
        response: { 200: z.array(serviceCardSchema), ...errorResponses },
      },
    },
    async (request) => {
      await requireClient(app.db, request.params.id);
      return listServiceCards(app.db, request.params.id);
    },
  );
};
