import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cardTypeBodySchema, cardTypeSchema } from '../../shared/schemas/cards/cardTypes';
import { idParam, showDeletedQuerySchema } from '../../shared/schemas/fields/resourceFields';
import { errorResponses } from '../plugins/errorResponses';
import { createCardType, getCardType, listCardTypes, setCardTypeDeleted, updateCardType } from './cardTypesRepository';

// Service card types: GET ?showDeleted; GET, PUT, DELETE (soft) /{id}; POST; POST /{id} restores. Platform data:
// the card types screen's key, and partner staff change nothing whatever their keys.

export const CARD_TYPES_KEY = 'card.types';
export const CARDS_TAGS = ['service cards'];
const tags = CARDS_TAGS;
const params = z.object({ id: idParam('Некорректный тип сервисной карты') });
const one = { 200: cardTypeSchema, ...errorResponses };
const write = (flag: 'permissionInsert' | 'permissionUpdate' | 'permissionDelete') => ({
  operation: CARD_TYPES_KEY,
  flag,
  platformOnly: true,
});

export const cardTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: { authUser: { id: number } | null }) => request.authUser?.id ?? null;

  app.get(
    '/v1/service_cards/types',
    {
      config: { operation: CARD_TYPES_KEY },
      schema: {
        tags,
        summary: 'Типы сервисных карт по названию (удалённые — с showDeleted=true)',
        querystring: showDeletedQuerySchema,
        response: { 200: z.array(cardTypeSchema), ...errorResponses },
      },
    },
    async (request) => listCardTypes(app.db, request.query.showDeleted),
  );

  app.get(
    '/v1/service_cards/types/:id',
    {
      config: { operation: CARD_TYPES_KEY },
      schema: { tags, summary: 'Тип сервисной карты', params, response: one },
    },
    async (request) => getCardType(app.db, request.params.id),
  );

  app.post(
    '/v1/service_cards/types',
    {
      config: write('permissionInsert'),
      schema: { tags, summary: 'Создать тип сервисной карты', body: cardTypeBodySchema, response: one },
    },
    async (request) => createCardType(app.db, request.body, actor(request)),
  );

  app.put(
    '/v1/service_cards/types/:id',
    {
      config: write('permissionUpdate'),
      schema: { tags, summary: 'Изменить тип сервисной карты', params, body: cardTypeBodySchema, response: one },
    },
    async (request) => updateCardType(app.db, request.params.id, request.body, actor(request)),
  );

  app.delete(
    '/v1/service_cards/types/:id',
    {
      config: write('permissionDelete'),
      schema: { tags, summary: 'Удалить тип сервисной карты (мягко)', params, response: one },
    },
    async (request) => setCardTypeDeleted(app.db, request.params.id, true, actor(request)),
  );

  app.post(
    '/v1/service_cards/types/:id',
    {
      config: write('permissionUpdate'),
      schema: { tags, summary: 'Восстановить тип сервисной карты', params, response: one },
    },
    async (request) => setCardTypeDeleted(app.db, request.params.id, false, actor(request)),
  );
};
