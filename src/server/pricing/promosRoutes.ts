import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../shared/schemas/fields/resourceFields';
import { promoBodySchema, promoSchema, promosQuerySchema } from '../../shared/schemas/pricing/promos';
import { CLIENT_CARD_KEY } from '../clients/clientBonusesRoutes';
import { errorResponses } from '../plugins/errorResponses';
import { createPromo, listPromos, setPromoDeleted, updatePromo } from './promosRepository';

// Promos: the promo reference screen ('/promo/reference') changes them; the client card's promo dialog reads the
// list too (with the client card's key). DELETE makes a promo inactive, POST /{id} restores it.

export const PROMO_SCREEN_KEY = 'promo.reference';
export const PROMO_TAGS = ['promos'];
const tags = PROMO_TAGS;
const idParams = z.object({ id: idParam('Некорректный идентификатор') });
const one = { 200: promoSchema, ...errorResponses };

export const promosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/promos',
    {
      config: { anyOf: [{ operation: CLIENT_CARD_KEY }, { operation: PROMO_SCREEN_KEY }] },
      schema: {
        tags,
        summary: 'Промоакции по названию (проекта — своего или привязанного; удалённые — с showDeleted=true)',
        querystring: promosQuerySchema,
        response: { 200: z.array(promoSchema), ...errorResponses },
      },
    },
    async (request) => listPromos(app.db, request.query),
  );

  app.post(
    '/v1/promos',
    {
      config: { operation: PROMO_SCREEN_KEY, flag: 'permissionInsert' },
      schema: { tags, summary: 'Добавить промоакцию', body: promoBodySchema, response: one },
    },
    async (request) => createPromo(app.db, request.body, request.authUser?.id ?? null),
  );

  app.put(
    '/v1/promos/:id',
    {
      config: { operation: PROMO_SCREEN_KEY, flag: 'permissionUpdate' },
      schema: { tags, summary: 'Изменить промоакцию', params: idParams, body: promoBodySchema, response: one },
    },
    async (request) => updatePromo(app.db, request.params.id, request.body, request.authUser?.id ?? null),
  );

  app.delete(
    '/v1/promos/:id',
    {
      config: { operation: PROMO_SCREEN_KEY, flag: 'permissionDelete' },
      schema: { tags, summary: 'Сделать промоакцию не активной (мягкое удаление)', params: idParams, response: one },
    },
    async (request) => setPromoDeleted(app.db, request.params.id, true, request.authUser?.id ?? null),
  );

  app.post(
    '/v1/promos/:id',
    {
      config: { operation: PROMO_SCREEN_KEY, flag: 'permissionUpdate' },
      schema: { tags, summary: 'Восстановить промоакцию', params: idParams, response: one },
    },
    async (request) => setPromoDeleted(app.db, request.params.id, false, request.authUser?.id ?? null),
  );
};
