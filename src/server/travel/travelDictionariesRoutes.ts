import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { travelDictionariesSchema } from '../../shared/schemas/travel/travelDictionaries';
import { errorResponses } from '../plugins/errorResponses';
import { readDictionaries } from './travelDictionariesRepository';
import { moscowToday } from './travelPolicyLifecycle';

// The travel dictionaries serve all three travel screens: any one of their keys reads them.

export const travelDictionariesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/vzr/dictionaries',
    {
      config: {
        anyOf: [{ operation: 'vzr.policies' }, { operation: 'vzr.payments' }, { operation: 'vzr.promocodes' }],
      },
      schema: {
        tags: ['vzr'],
        summary: 'Справочники ВЗР: страны, валюты с курсом на сегодня, страховщики, риски, статусы, виды оплаты, кассы',
        response: { 200: travelDictionariesSchema, ...errorResponses },
      },
    },
    async () => readDictionaries(app.db, moscowToday()),
  );
};
