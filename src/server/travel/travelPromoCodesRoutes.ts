import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../shared/schemas/fields/resourceFields';
import {
  travelCommissionCreateSchema,
  travelCommissionSchema,
  travelCommissionUpdateSchema,
  travelPromoCodeFindResultSchema,
  travelPromoCodeFindSchema,
  travelPromoCodeInputSchema,
  travelPromoCodeSchema,
} from '../../shared/schemas/travel/travelPromoCodes';
import { partnerScopeOf } from '../auth/partnerScope';
import { accessDenied } from '../errors';
import { errorResponses } from '../plugins/errorResponses';
import {
  createPromoCode,
  findPromoCodes,
  readPromoCode,
  setPromoCodeDeleted,
  updatePromoCode,
} from './travelPromoCodesRepository';
import {
  createCommission,
  deleteCommission,
  listCommissions,
  updateCommission,
} from './travelPromoCommissionsRepository';

// Travel promo codes and their partner commissions (docs/travel-insurance.md). They are the platform's to change: a
// partner's staff get 403 on every write, read only the codes carrying a commission for their partner, and of the
// commissions only their own.

const KEY = 'vzr.promocodes';
const tags = ['vzr'];
const idParams = z.object({ id: idParam('Некорректный идентификатор') });
const one = { 200: travelPromoCodeSchema, ...errorResponses };
const commission = { 200: travelCommissionSchema, ...errorResponses };
const read = { operation: KEY } as const;
const insert = { operation: KEY, flag: 'permissionInsert' } as const;
const update = { operation: KEY, flag: 'permissionUpdate' } as const;
const remove = { operation: KEY, flag: 'permissionDelete' } as const;

export const travelPromoCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  const scopeOf = (request: FastifyRequest) => partnerScopeOf(app.db, request.authUser);
  /** The platform's staff only: answers the user's id for the journal. */
  const platformUser = async (request: FastifyRequest) => {
    if ((await scopeOf(request)) !== null) throw accessDenied();
    return request.authUser?.id ?? null;
  };

  app.post(
    '/v1/vzr/promocodes/find',
    {
      config: read,
      schema: {
        tags,
        summary: 'Промокоды ВЗР: поиск по началу кода или названию; удалённые — с showDeleted',
        body: travelPromoCodeFindSchema,
        response: { 200: travelPromoCodeFindResultSchema, ...errorResponses },
      },
    },
    async (request) => findPromoCodes(app.db, request.body, await scopeOf(request)),
  );

  app.get(
    '/v1/vzr/promocodes/:id',
    { config: read, schema: { tags, summary: 'Промокод ВЗР', params: idParams, response: one } },
    async (request) => readPromoCode(app.db, request.params.id, await scopeOf(request)),
  );

  app.post(
    '/v1/vzr/promocodes',
    {
      config: insert,
      schema: { tags, summary: 'Создать промокод ВЗР', body: travelPromoCodeInputSchema, response: one },
    },
    async (request) => createPromoCode(app.db, request.body, await platformUser(request)),
  );

  app.put(
    '/v1/vzr/promocodes/:id',
    {
      config: update,
      schema: {
        tags,
        summary: 'Изменить промокод ВЗР (максимум — не меньше сделанных использований)',
        params: idParams,
        body: travelPromoCodeInputSchema,
        response: one,
      },
    },
    async (request) => updatePromoCode(app.db, request.params.id, request.body, await platformUser(request)),
  );

  app.delete(
    '/v1/vzr/promocodes/:id',
    {
      config: remove,
      schema: { tags, summary: 'Удалить промокод ВЗР (мягко)', params: idParams, response: one },
    },
    async (request) => setPromoCodeDeleted(app.db, request.params.id, true, await platformUser(request)),
  );

  app.put(
    '/v1/vzr/promocodes/:id/restore',
    {
      config: update,
      schema: { tags, summary: 'Восстановить промокод ВЗР', params: idParams, response: one },
    },
    async (request) => setPromoCodeDeleted(app.db, request.params.id, false, await platformUser(request)),
  );

  app.get(
    '/v1/vzr/promocodes/:id/commissions',
    {
      config: read,
      schema: {
        tags,
        summary: 'Комиссии партнёров по промокоду',
        params: idParams,
        response: { 200: z.array(travelCommissionSchema), ...errorResponses },
      },
    },
    async (request) => listCommissions(app.db, request.params.id, await scopeOf(request)),
  );

  app.post(
    '/v1/vzr/promocodes/:id/commissions',
    {
      config: insert,
      schema: {
        tags,
        summary: 'Добавить комиссию партнёра по промокоду (одна на партнёра)',
        params: idParams,
        body: travelCommissionCreateSchema,
        response: commission,
      },
    },
    async (request) => createCommission(app.db, request.params.id, request.body, await platformUser(request)),
  );

  app.put(
    '/v1/vzr/promo_code_commissions/:id',
    {
      config: update,
      schema: {
        tags,
        summary: 'Изменить процент комиссии',
        params: idParams,
        body: travelCommissionUpdateSchema,
        response: commission,
      },
    },
    async (request) => updateCommission(app.db, request.params.id, request.body.percent, await platformUser(request)),
  );

  app.delete(
    '/v1/vzr/promo_code_commissions/:id',
    {
      config: remove,
      schema: { tags, summary: 'Удалить комиссию по промокоду', params: idParams, response: commission },
    },
    async (request) => deleteCommission(app.db, request.params.id, await platformUser(request)),
  );
};
