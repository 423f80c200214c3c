import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cardTypePositionCreateSchema,
  cardTypePositionSchema,
  cardTypePositionsQuerySchema,
  cardTypePositionUpdateSchema,
  servicePositionChoiceSchema,
} from '../../shared/schemas/cards/cardTypePositions';
import { idParam } from '../../shared/schemas/fields/resourceFields';
import { errorResponses } from '../plugins/errorResponses';
import {
  createCardTypePosition,
  listCardTypePositions,
  listServicePositionChoices,
  setCardTypePositionDeleted,
  updateCardTypePosition,
} from './cardTypePositionsRepository';
import { CARD_TYPES_KEY, CARDS_TAGS } from './cardTypesRoutes';

// A card type's positions: GET ?cardTypeId&showDeleted; POST; PUT (the id in the body); DELETE /{id} (soft);
// POST /{id} restores. freeCount is -1 (no free uses) or a count from 1; a 0 is refused. Ours besides:
// GET /service_cards/service_position_choices, the position select's choices (the pricing screen's own list needs
// the positions key and one service at a time).

const tags = CARDS_TAGS;
const params = z.object({ id: idParam('Некорректная позиция типа карты') });
const one = { 200: cardTypePositionSchema, ...errorResponses };
const PATH = '/v1/service_cards/types/service_positions';
const write = (flag: 'permissionInsert' | 'permissionUpdate' | 'permissionDelete') => ({
  operation: CARD_TYPES_KEY,
  flag,
  platformOnly: true,
});

export const cardTypePositionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: { authUser: { id: number } | null }) => request.authUser?.id ?? null;

  app.get(
    PATH,
    {
      config: { operation: CARD_TYPES_KEY },
      schema: {
        tags,
        summary: 'Позиции типа сервисной карты (удалённые — с showDeleted=true)',
        querystring: cardTypePositionsQuerySchema,
        response: { 200: z.array(cardTypePositionSchema), ...errorResponses },
      },
    },
    async (request) => listCardTypePositions(app.db, request.query.cardTypeId, request.query.showDeleted),
  );

  app.post(
    PATH,
    {
      config: write('permissionInsert'),
      schema: {
        tags,
        summary: 'Добавить позицию в тип сервисной карты',
        body: cardTypePositionCreateSchema,
        response: one,
      },
    },
    async (request) => createCardTypePosition(app.db, request.body, actor(request)),
  );

  app.put(
    PATH,
    {
      config: write('permissionUpdate'),
      schema: {
        tags,
        summary: 'Изменить позицию типа сервисной карты (id в теле)',
        body: cardTypePositionUpdateSchema,
        response: one,
      },
    },
    async (request) => updateCardTypePosition(app.db, request.body, actor(request)),
  );

  app.delete(
    `${PATH}/:id`,
    {
      config: write('permissionDelete'),
      schema: { tags, summary: 'Удалить позицию типа сервисной карты (мягко)', params, response: one },
    },
    async (request) => setCardTypePositionDeleted(app.db, request.params.id, true, actor(request)),
  );

  app.post(
    `${PATH}/:id`,
    {
      config: write('permissionUpdate'),
      schema: { tags, summary: 'Восстановить позицию типа сервисной карты', params, response: one },
    },
    async (request) => setCardTypePositionDeleted(app.db, request.params.id, false, actor(request)),
  );

  app.get(
    '/v1/service_cards/service_position_choices',
    {
      config: { operation: CARD_TYPES_KEY },
      schema: {
        tags,
        summary: 'Позиции услуг для выбора: услуга и позиция номенклатуры, по названиям',
        response: { 200: z.array(servicePositionChoiceSchema), ...errorResponses },
      },
    },
    async () => listServicePositionChoices(app.db),
  );
};
