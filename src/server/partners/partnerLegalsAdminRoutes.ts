import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  partnerLegalCardSchema,
  partnerLegalCreateSchema,
  partnerLegalIdParamsSchema,
  partnerLegalsFindSchema,
  partnerLegalsPageSchema,
  partnerLegalUpdateSchema,
} from '../../shared/schemas/partners/partnerLegals';
import { errorResponses } from '../plugins/errorResponses';
import {
  createPartnerLegalCard,
  findPartnerLegalCards,
  getPartnerLegalCard,
  setPartnerLegalDeleted,
  updatePartnerLegalCard,
} from './partnerLegalsAdminRepository';

// The legal entities screens (/partners/legal...): POST /partner_legals/find, GET, POST, PUT, DELETE
// /partner_legals/{id}, POST /partner_legals/{id}/restore (house REST style; the seed shows no paths), on the
// 'partners.legal' key. The invoice editor's reads and the user bindings are in partnerLegalsRoutes.ts.

const KEY = 'partners.legal';
const tags = ['partner legals'];
const one = { 200: partnerLegalCardSchema, ...errorResponses };

export const partnerLegalsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: { authUser: { id: number } | null }) => request.authUser?.id ?? null;

  app.post(
    '/v1/partner_legals/find',
    {
      config: { operation: KEY },
      schema: {
        tags,
        summary: 'Юридические лица партнёров: страница списка',
        body: partnerLegalsFindSchema,
        response: { 200: partnerLegalsPageSchema, ...errorResponses },
      },
    },
    async (request) => findPartnerLegalCards(app.db, request.body),
  );

  app.get(
    '/v1/partner_legals/:id',
    {
      config: { operation: KEY },
      schema: { tags, summary: 'Юридическое лицо', params: partnerLegalIdParamsSchema, response: one },
    },
    async (request) => getPartnerLegalCard(app.db, request.params.id),
  );

  app.post(
    '/v1/partner_legals',
    {
      config: { operation: KEY, flag: 'permissionInsert' },
      schema: { tags, summary: 'Создать юридическое лицо партнёра', body: partnerLegalCreateSchema, response: one },
    },
    async (request) => createPartnerLegalCard(app.db, request.body, actor(request)),
  );

  app.put(
    '/v1/partner_legals/:id',
    {
      config: { operation: KEY, flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Изменить юридическое лицо',
        params: partnerLegalIdParamsSchema,
        body: partnerLegalUpdateSchema,
        response: one,
      },
    },
    async (request) => updatePartnerLegalCard(app.db, request.params.id, request.body, actor(request)),
  );

  app.delete(
    '/v1/partner_legals/:id',
    {
      config: { operation: KEY, flag: 'permissionDelete' },
      schema: { tags, summary: 'Удалить юридическое лицо (мягко)', params: partnerLegalIdParamsSchema, response: one },
    },
    async (request) => setPartnerLegalDeleted(app.db, request.params.id, true, actor(request)),
  );

  app.post(
    '/v1/partner_legals/:id/restore',
    {
      config: { operation: KEY, flag: 'permissionUpdate' },
      schema: { tags, summary: 'Восстановить юридическое лицо', params: partnerLegalIdParamsSchema, response: one },
    },
    async (request) => setPartnerLegalDeleted(app.db, request.params.id, false, actor(request)),
  );
};
